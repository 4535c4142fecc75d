/**
 * The ConfigService's messages against the REST model, kind by kind: which proto field is which REST
 * field, and how values convert. Proto fields named nowhere here are kept as they came (see
 * convert.ts); docs/config-service.md has the same tables for users.
 */
import { invalidArgument } from "../errors.js";
import { protoSeconds } from "../proxy-config/durations.js";
import { presentHealthCheck } from "../kinds/route.js";
import { defaultSettings } from "../services/settings-defaults.js";
import { sameFields, type FieldRule, type KindMap } from "./convert.js";
import { durationField, durationToRest, enumField, int64Field, renamedMembers, stringListField } from "./values.js";

const BEARER_TOKEN_FORMAT = {
  BEARER_TOKEN_FORMAT_UNKNOWN: "",
  BEARER_TOKEN_FORMAT_DEFAULT: "default",
  BEARER_TOKEN_FORMAT_IDP_ACCESS_TOKEN: "idp_access_token",
  BEARER_TOKEN_FORMAT_IDP_IDENTITY_TOKEN: "idp_identity_token",
  BEARER_TOKEN_FORMAT_JWT: "jwt",
};

/** The proxy's health-check fields the REST model holds, per variant; anything else is refused. */
const HEALTH_CHECK_COMMON = new Set(["timeout", "interval", "unhealthyThreshold", "healthyThreshold"]);
const HEALTH_CHECK_VARIANT: Readonly<Record<string, { type: string; members: ReadonlySet<string> }>> = {
  httpHealthCheck: { type: "http", members: new Set(["host", "path", "expectedStatuses", "codecClientType"]) },
  tcpHealthCheck: { type: "tcp", members: new Set(["send", "receive"]) },
  grpcHealthCheck: { type: "grpc", members: new Set(["serviceName", "authority"]) },
};

/** Text payloads only: the REST model holds a health check's payloads as hex text. */
function payloadText(value: unknown, path: string): string {
  const text = (value as { text?: unknown }).text;
  if (typeof text !== "string" || Object.keys(value as object).length !== 1) throw invalidArgument(path, "only text (hex) payloads can be stored");
  return text;
}

/** `health_checks` (a list) against the REST model's one `healthCheck`. */
const healthChecks: FieldRule = {
  rest: "healthCheck",
  toRest(value, path) {
    const list = value as Record<string, unknown>[];
    if (list.length === 0) return undefined;
    if (list.length > 1) throw invalidArgument(path, "at most one health check per route can be stored");
    const check = list[0]!;
    const out: Record<string, unknown> = {};
    let variant: string | undefined;
    for (const [name, member] of Object.entries(check)) {
      if (HEALTH_CHECK_COMMON.has(name)) {
        out[name] = name === "timeout" || name === "interval" ? durationToRest(member, `${path}/0/${name}`) : member;
      } else if (name in HEALTH_CHECK_VARIANT) {
        variant = name;
      } else {
        throw invalidArgument(
          `${path}/0/${name}`,
          "this health-check field cannot be stored (the API holds timeout, interval, thresholds and the check itself)",
        );
      }
    }
    if (variant === undefined) throw invalidArgument(`${path}/0`, "a health check needs http_health_check, tcp_health_check or grpc_health_check");
    const spec = HEALTH_CHECK_VARIANT[variant]!;
    out.type = spec.type;
    for (const [name, member] of Object.entries(check[variant] as Record<string, unknown>)) {
      const at = `${path}/0/${variant}/${name}`;
      if (!spec.members.has(name)) throw invalidArgument(at, "this health-check field cannot be stored");
      if (name === "expectedStatuses") {
        out.expectedStatuses = (member as { start?: string; end?: string }[]).map((range) => ({
          start: Number(range.start ?? 0),
          end: Number(range.end ?? 0),
        }));
      } else if (name === "codecClientType") {
        out.codecClientType = String(member).toLowerCase();
      } else if (name === "send") {
        out.send = payloadText(member, at);
      } else if (name === "receive") {
        out.receive = (member as unknown[]).map((payload, i) => payloadText(payload, `${at}/${i}`));
      } else {
        out[name] = member;
      }
    }
    // As a REST read shows it (unset thresholds and durations as zeros), so that a read compares equal.
    return presentHealthCheck(out);
  },
  toProto(value) {
    if (value === undefined) return undefined;
    const { type, timeout, interval, unhealthyThreshold, healthyThreshold, ...variant } = value as Record<string, unknown>;
    const check: Record<string, unknown> = {};
    if (timeout !== undefined && timeout !== "") check.timeout = protoSeconds(timeout as string);
    if (interval !== undefined && interval !== "") check.interval = protoSeconds(interval as string);
    // 0 is the REST model's "unset" (the proxy's default).
    if (unhealthyThreshold !== undefined && unhealthyThreshold !== 0) check.unhealthyThreshold = unhealthyThreshold;
    if (healthyThreshold !== undefined && healthyThreshold !== 0) check.healthyThreshold = healthyThreshold;
    const members: Record<string, unknown> = {};
    for (const [name, member] of Object.entries(variant)) {
      if (member === undefined || member === "" || (Array.isArray(member) && member.length === 0)) continue;
      if (name === "expectedStatuses") {
        members.expectedStatuses = (member as { start: number; end: number }[]).map((range) => ({ start: String(range.start), end: String(range.end) }));
      } else if (name === "codecClientType") {
        if (member !== "http1") members.codecClientType = (member as string).toUpperCase();
      } else if (name === "send") {
        members.send = { text: member };
      } else if (name === "receive") {
        members.receive = (member as string[]).map((text) => ({ text }));
      } else {
        members[name] = member;
      }
    }
    check[`${type as string}HealthCheck`] = members;
    return [check];
  },
};

/** The REST model's response-header rewrite (`matcher: {prefix}`) against the proto's oneof (`prefix`). */
const rewriteResponseHeaders: FieldRule = {
  rest: "rewriteResponseHeaders",
  toRest: (value) =>
    (value as { header?: string; prefix?: string; value?: string }[]).map((rewrite) => ({
      header: rewrite.header ?? "",
      ...(rewrite.prefix === undefined ? {} : { matcher: { prefix: rewrite.prefix } }),
      value: rewrite.value ?? "",
    })),
  toProto: (value) =>
    (value as { header: string; matcher?: { prefix?: string }; value: string }[]).map((rewrite) => {
      const out: Record<string, unknown> = {};
      if (rewrite.header !== "") out.header = rewrite.header;
      if (rewrite.matcher?.prefix !== undefined) out.prefix = rewrite.matcher.prefix;
      if (rewrite.value !== "") out.value = rewrite.value;
      return out;
    }),
};

/** MCP settings: the proto spells the OAuth2 client `upstreamOauth2`, the REST model `upstreamOAuth2`. */
const mcp: FieldRule = {
  rest: "mcp",
  toRest: (value) => {
    const { server, ...rest } = value as { server?: unknown };
    return server === undefined ? rest : { ...rest, server: renamedMembers(server, { upstreamOauth2: "upstreamOAuth2" }) };
  },
  toProto: (value) => {
    const { server, ...rest } = value as { server?: unknown };
    return server === undefined ? rest : { ...rest, server: renamedMembers(server, { upstreamOAuth2: "upstreamOauth2" }) };
  },
};

/**
 * A message field whose members the REST model holds only in part: REST gets those, and the whole
 * message is kept (as a shadow) and read back while REST's members are unchanged.
 */
function partialMessage(rest: string, members: readonly string[]): FieldRule {
  const pick = (value: unknown) => Object.fromEntries(Object.entries(value as object).filter(([name]) => members.includes(name)));
  return { rest, toRest: pick, toProto: pick };
}

/** One member of a message field, held by REST as a field of its own (`downstream_mtls.ca_key_pair_id`). */
function memberOf(rest: string, member: string): FieldRule {
  return {
    rest,
    toRest: (value) => (value as Record<string, unknown>)[member],
    toProto: (value) => (value === undefined ? undefined : { [member]: value }),
  };
}

/** A direct response: REST needs both members. */
const response: FieldRule = {
  rest: "response",
  toRest: (value) => ({ status: (value as { status?: number }).status ?? 0, body: (value as { body?: string }).body ?? "" }),
  toProto: (value) => {
    const { status, body } = value as { status: number; body: string };
    return { ...(status === 0 ? {} : { status }), ...(body === "" ? {} : { body }) };
  },
};

export const ROUTE_MAP: KindMap = {
  what: "route",
  fields: {
    ...sameFields(
      "namespaceId",
      "originatorId",
      "name",
      "description",
      "logoUrl",
      "from",
      "to",
      "redirect",
      "prefix",
      "path",
      "regex",
      "prefixRewrite",
      "regexRewritePattern",
      "regexRewriteSubstitution",
      "allowWebsockets",
      "allowSpdy",
      "tlsSkipVerify",
      "tlsUpstreamAllowRenegotiation",
      "tlsUpstreamServerName",
      "tlsDownstreamServerName",
      "tlsCustomCaKeyPairId",
      "tlsClientKeyPairId",
      "tlsDownstreamClientCaKeyPairId",
      "setRequestHeaders",
      "setResponseHeaders",
      "removeRequestHeaders",
      "preserveHostHeader",
      "passIdentityHeaders",
      "kubernetesServiceAccountToken",
      "enableGoogleCloudServerlessAuthentication",
      "showErrorDetails",
      "policyIds",
      "hostRewrite",
      "hostRewriteHeader",
      "hostPathRegexRewritePattern",
      "hostPathRegexRewriteSubstitution",
      "circuitBreakerThresholds",
      "healthyPanicThreshold",
      "sessionRecording",
      "dependsOn",
      "identityProviders",
    ),
    response,
    regexPriorityOrder: int64Field("regexPriorityOrder"),
    timeout: durationField("timeout"),
    idleTimeout: durationField("idleTimeout"),
    rewriteResponseHeaders,
    healthChecks,
    loadBalancingPolicy: enumField("loadBalancingPolicy", {
      LOAD_BALANCING_POLICY_UNSPECIFIED: undefined,
      LOAD_BALANCING_POLICY_ROUND_ROBIN: "round_robin",
      LOAD_BALANCING_POLICY_MAGLEV: "maglev",
      LOAD_BALANCING_POLICY_RANDOM: "random",
      LOAD_BALANCING_POLICY_RING_HASH: "ring_hash",
      LOAD_BALANCING_POLICY_LEAST_REQUEST: "least_request",
    }),
    idpClientId: { rest: "identityProviderClientId", toRest: (v) => v, toProto: (v) => v },
    idpClientSecret: { rest: "identityProviderClientSecret", toRest: (v) => v, toProto: (v) => v },
    idpAccessTokenAllowedAudiences: stringListField("idpAccessTokenAllowedAudiences"),
    allowUpgrades: stringListField("allowUpgrades"),
    bearerTokenFormat: enumField("bearerTokenFormat", BEARER_TOKEN_FORMAT),
    jwtIssuerFormat: enumField("jwtIssuerFormat", { IssuerHostOnly: "hostOnly", IssuerURI: "uri" }),
    mcp,
    upstreamTunnel: partialMessage("upstreamTunnel", ["sshPolicyId"]),
  },
  readOnly: new Set(["id", "createdAt", "modifiedAt", "enforcedPolicies", "assignedPolicies", "namespaceName"]),
  sensitive: ["kubernetesServiceAccountToken", "idpClientSecret"],
  refused: {
    tlsClientKey: "an inline private key is not stored: upload the certificate and key as a key pair and name it in tls_client_key_pair_id",
  },
};

export const POLICY_MAP: KindMap = {
  what: "policy",
  fields: {
    ...sameFields("namespaceId", "originatorId", "name", "description", "enforced", "explanation", "remediation"),
    sourcePpl: { rest: "ppl", toRest: (value, path) => parseSourcePpl(value, path), toProto: (value) => JSON.stringify(value) },
  },
  readOnly: new Set(["id", "createdAt", "modifiedAt", "enforcedRoutes", "assignedRoutes", "namespaceName"]),
  sensitive: [],
  refused: {},
  restDefaults: Object.freeze({ enforced: false, description: "", explanation: "", remediation: "", ppl: Object.freeze([]) }),
};

/** PPL as text (YAML, of which JSON is a part) as the REST model's rules. */
function parseSourcePpl(value: unknown, path: string): unknown {
  let parsed: unknown;
  try {
    parsed = parseYaml(String(value));
  } catch (error) {
    throw invalidArgument(path, `is not YAML or JSON: ${(error as Error).message.split("\n")[0]}`);
  }
  if (parsed === null || typeof parsed !== "object") throw invalidArgument(path, "must be a PPL rule object or a list of them");
  return parsed;
}

let parseYaml: (text: string) => unknown = () => {
  throw new Error("YAML is loading");
};

/** Loads the YAML parser (once) before policies are read. */
export async function loadYaml(): Promise<void> {
  const yaml = await import("yaml");
  parseYaml = (text) => yaml.parse(text, { maxAliasCount: 100 }) as unknown;
}

/** A new cluster's settings, read once for the REST values a settings message may leave out. */
const NEW_CLUSTER_SETTINGS = defaultSettings();

/** The settings the REST model names differently. */
const SETTINGS_RENAMED: Readonly<Record<string, string>> = {
  idpProvider: "identityProvider",
  idpClientId: "identityProviderClientId",
  idpClientSecret: "identityProviderClientSecret",
  idpProviderUrl: "identityProviderUrl",
  requestParams: "identityProviderRequestParams",
  scopes: "identityProviderScopes",
  databrokerStorageConnectionString: "databrokerStorageConnection",
};

export const SETTINGS_MAP: KindMap = {
  what: "settings",
  fields: {
    ...sameFields(
      "logLevel",
      "proxyLogLevel",
      "address",
      "dnsLookupFamily",
      "httpRedirectAddr",
      "cookieName",
      "cookieSecret",
      "cookieDomain",
      "cookieHttpOnly",
      "cookieSameSite",
      "certificateAuthorityKeyPairId",
      "setResponseHeaders",
      "jwtClaimsHeaders",
      "metricsAddress",
      "googleCloudServerlessAuthenticationServiceAccount",
      "skipXffAppend",
      "passIdentityHeaders",
      "autoApplyChangesets",
      "authenticateServiceUrl",
      "circuitBreakerThresholds",
      "dnsQueryTries",
      "dnsUdpMaxQueries",
      "dnsUseTcp",
      "otelTracesExporter",
      "otelTracesSamplerArg",
      "otelExporterOtlpEndpoint",
      "otelExporterOtlpHeaders",
      "otelExporterOtlpProtocol",
      "otelResourceAttributes",
      "otelLogLevel",
      "sshAddress",
      "sshUserCaKey",
      "mcpAllowedClientIdDomains",
      "mcpAllowedAsMetadataDomains",
      "otelAttributeValueLengthLimit",
      "otelBspMaxExportBatchSize",
      "otelExporterOtlpTracesEndpoint",
      "otelExporterOtlpTracesHeaders",
      "otelExporterOtlpTracesProtocol",
      "sessionRecordingConcurrency",
      "originatorId",
      "normalizePath",
      "mergeSlashes",
      "identityProviders",
    ),
    ...Object.fromEntries(Object.entries(SETTINGS_RENAMED).map(([proto, rest]) => [proto, { rest, toRest: (v: unknown) => v, toProto: (v: unknown) => v }])),
    ...Object.fromEntries(
      [
        "timeoutRead",
        "timeoutWrite",
        "timeoutIdle",
        "cookieExpire",
        "defaultUpstreamTimeout",
        "dnsFailureRefreshRate",
        "dnsQueryTimeout",
        "dnsRefreshRate",
        "otelExporterOtlpTimeout",
        "otelBspScheduleDelay",
        "otelExporterOtlpTracesTimeout",
      ].map((name) => [name, durationField(name)]),
    ),
    ...Object.fromEntries(
      ["accessLogFields", "authorizeLogFields", "allowUpgrades", "idpAccessTokenAllowedAudiences", "sshHostKeys", "envoyDynamicExtensions"].map((name) => [
        name,
        stringListField(name),
      ]),
    ),
    codecType: enumField("codecType", { CODEC_TYPE_AUTO: "auto", CODEC_TYPE_HTTP1: "http1", CODEC_TYPE_HTTP2: "http2", CODEC_TYPE_HTTP3: "http3" }),
    bearerTokenFormat: enumField("bearerTokenFormat", BEARER_TOKEN_FORMAT),
    downstreamMtls: memberOf("downstreamMtlsCaKeyPairId", "caKeyPairId"),
    pathWithEscapedSlashesAction: enumField("pathWithEscapedSlashesAction", {
      PATH_WITH_ESCAPED_SLASHES_ACTION_UNKNOWN: "",
      PATH_WITH_ESCAPED_SLASHES_ACTION_KEEP_UNCHANGED: "keep_unchanged",
      PATH_WITH_ESCAPED_SLASHES_ACTION_REJECT_REQUEST: "reject_request",
      PATH_WITH_ESCAPED_SLASHES_ACTION_UNESCAPE_AND_REDIRECT: "unescape_and_redirect",
      PATH_WITH_ESCAPED_SLASHES_ACTION_UNESCAPE_AND_FORWARD: "unescape_and_forward",
    }),
    headersWithUnderscoresAction: enumField("headersWithUnderscoresAction", {
      HEADERS_WITH_UNDERSCORES_ACTION_UNKNOWN: "",
      HEADERS_WITH_UNDERSCORES_ACTION_ALLOW: "allow",
      HEADERS_WITH_UNDERSCORES_ACTION_REJECT_REQUEST: "reject_request",
      HEADERS_WITH_UNDERSCORES_ACTION_DROP_HEADER: "drop_header",
    }),
    blobStorage: {
      rest: "blobStorage",
      toRest: (value) => renamedMembers(value, { bucketUri: "bucket_uri", managedPrefix: "managed_prefix" }),
      toProto: (value) => renamedMembers(value, { bucket_uri: "bucketUri", managed_prefix: "managedPrefix" }),
    },
  },
  readOnly: new Set(["id", "namespaceId", "clusterId", "createdAt", "modifiedAt"]),
  sensitive: ["cookieSecret", "idpClientSecret", "databrokerStorageConnectionString", "sshHostKeys", "sshUserCaKey"],
  refused: {
    sharedSecret: "the shared secret is the proxy's own: set it in the proxy's bootstrap configuration",
    signingKey: "the signing key is managed by the control plane (its signing keys)",
    metricsBasicAuth: "inline credentials are not stored: set metrics_basic_auth in the proxy's bootstrap configuration",
    autocertEabKeyId: "ACME account credentials are not stored: set them in the proxy's bootstrap configuration",
    autocertEabMacKey: "ACME account credentials are not stored: set them in the proxy's bootstrap configuration",
    certificates: "inline certificates are not stored: upload them as key pairs and name them in certificate_key_pair_ids",
    metricsCertificate: "an inline certificate is not stored: set it in the proxy's bootstrap configuration",
  },
  // Read once (a new cluster's settings come with a fresh cookie secret, which is not among these).
  restDefaults: Object.freeze(
    Object.fromEntries(
      (
        [
          "logLevel",
          "address",
          "dnsLookupFamily",
          "timeoutRead",
          "timeoutWrite",
          "timeoutIdle",
          "cookieName",
          "cookieHttpOnly",
          "cookieExpire",
          "defaultUpstreamTimeout",
          "skipXffAppend",
          "passIdentityHeaders",
          "autoApplyChangesets",
        ] as const
      ).map((name) => [name, NEW_CLUSTER_SETTINGS[name]]),
    ),
  ),
};
