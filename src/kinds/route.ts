/** Routes: two secret fields and one nested one, three key-pair references, a list of policies. */
import type { RouteWrite } from "../domain/requests.js";
import { setAtPath, updateAtPath, valueAtPath } from "../domain/secret-fields.js";
import type { RouteRecord } from "../store/records.js";
import { validateRouteWrite } from "../validation/generated/validators.js";
import { dropNulls } from "../validation/lenient.js";
import { recordData, secretFlagPath, secretsShownAsSet, storedWriteFields, type TypedConfigKind } from "./descriptor.js";

/** The route fields that name key pairs. */
export const ROUTE_KEY_PAIR_FIELDS = ["tlsCustomCaKeyPairId", "tlsClientKeyPairId", "tlsDownstreamClientCaKeyPairId"] as const;

/** The requests a route matches, as one comparable string (no two routes of a cluster may match the same). */
function routeMatcher(route: Pick<RouteRecord, "from" | "prefix" | "path" | "regex">): string {
  return JSON.stringify([route.from.toLowerCase(), route.prefix ?? "", route.path ?? "", route.regex ?? ""]);
}

/** The write fields that are required booleans on the wire, read as false when left out. */
export type RouteRequiredBoolean =
  | "allowWebsockets"
  | "allowSpdy"
  | "tlsSkipVerify"
  | "tlsUpstreamAllowRenegotiation"
  | "preserveHostHeader"
  | "enableGoogleCloudServerlessAuthentication"
  | "showErrorDetails";

const REQUIRED_BOOLEANS: readonly RouteRequiredBoolean[] = [
  "allowWebsockets",
  "allowSpdy",
  "tlsSkipVerify",
  "tlsUpstreamAllowRenegotiation",
  "preserveHostHeader",
  "enableGoogleCloudServerlessAuthentication",
  "showErrorDetails",
];

/**
 * A route write as the services take it: what the wire contract's lenient defaults fill may be left
 * out (the seven booleans read as false, `policyIds` as none). What a read returns is one too.
 */
export type RouteInput = Omit<RouteWrite, RouteRequiredBoolean | "policyIds"> & Partial<Pick<RouteWrite, RouteRequiredBoolean | "policyIds">>;

const HEALTH_CHECK_ZEROS = { timeout: "", interval: "", healthyThreshold: 0, unhealthyThreshold: 0 } as const;

/** Drops a health check's zero values: "" durations and 0 thresholds mean "the proxy's default". */
function unsetHealthCheckZeros(check: unknown): void {
  if (check === null || typeof check !== "object" || Array.isArray(check)) return;
  const fields = check as Record<string, unknown>;
  for (const [field, zero] of Object.entries(HEALTH_CHECK_ZEROS)) if (fields[field] === zero) delete fields[field];
  if (fields.type === "http" && fields.path === "") delete fields.path;
}

/** A health check as the hosted schema has it: every common field present, zero when unset. */
export function presentHealthCheck<T extends object>(check: T): T {
  return { ...HEALTH_CHECK_ZEROS, ...("type" in check && check.type === "http" ? { path: "" } : {}), ...check };
}

/**
 * The lenient defaults of `docs/wire-contract.md` for a route write: missing required booleans false,
 * `policyIds` empty, and a health check's zero values (which the hosted API's generated client sends
 * for what it leaves unset) read as unset.
 */
export function routeLenientDefaults(body: Record<string, unknown>): void {
  dropNulls(body);
  for (const field of REQUIRED_BOOLEANS) if (body[field] === undefined) body[field] = false;
  if (body.policyIds === undefined) body.policyIds = [];
  unsetHealthCheckZeros(body.healthCheck);
}

export const ROUTE_KIND = {
  entityType: "route",
  recordKind: "route",
  applied: { as: "routes", shape: "list" },
  ofCluster: { as: "routes", shape: "list", by: "namespaceId" },
  secrets: ["identityProviderClientSecret", "kubernetesServiceAccountToken"],
  // The MCP upstream's OAuth2 client secret.
  nestedSecrets: [["mcp", "server", "upstreamOAuth2", "clientSecret"]],
  references: [
    { path: ["policyIds"], to: "policy", list: true },
    { path: ["upstreamTunnel", "sshPolicyId"], to: "policy", label: "the upstream tunnel's SSH policy" },
    ...ROUTE_KEY_PAIR_FIELDS.map((field) => ({ path: [field], to: "keyPair" }) as const),
  ],
  matcher(record): string {
    return routeMatcher(record);
  },
  subject: (route) => ({ name: `route "${route.name}"`, sees: "it" }),
  quota: { field: "routes", label: "routes" },
  write: {
    validate: validateRouteWrite,
    what: "route",
    readOnly: ["id", "createdAt", "updatedAt", "policies", "enforcedPolicies", "enforcedPolicyIds"],
    defaults: routeLenientDefaults,
  },
  /** Everything but the secrets, which are shown as set or not (`<name>Set`, where they were). */
  activityData(record): Record<string, unknown> {
    let data = recordData(record);
    for (const path of ROUTE_KIND.nestedSecrets) {
      const value = valueAtPath(data, path);
      if (value !== undefined)
        data = setAtPath(
          updateAtPath(data, path, () => undefined),
          secretFlagPath(ROUTE_KIND, path),
          value !== "",
        );
    }
    return secretsShownAsSet(data, ROUTE_KIND.secrets, "omit");
  },
  /** The write fields as a client reads them: a health check with its zero values. */
  patchDocument(record): Record<string, unknown> {
    const fields: Record<string, unknown> = storedWriteFields(record);
    if (record.healthCheck !== undefined) fields.healthCheck = presentHealthCheck(record.healthCheck);
    return fields;
  },
  /** A patched health check's zero values read as unset, as in a write. */
  afterPatch(document: Record<string, unknown>): void {
    unsetHealthCheckZeros(document.healthCheck);
  },
} satisfies TypedConfigKind<RouteRecord, RouteWrite>;
