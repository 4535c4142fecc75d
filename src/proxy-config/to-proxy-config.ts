/**
 * `toProxyConfig`: a cluster's applied configuration as the proxy's own configuration file (Pomerium's
 * YAML): global settings under the proxy's option keys, every route under `routes:` with its policies'
 * PPL under `policy:`, and the key pairs as the proxy takes certificates. Pure and deterministic: one
 * applied version always exports to the same bytes. What the proxy cannot run is refused with a
 * {@link ProxyConfigError} naming every problem, instead of producing a file that breaks the proxy.
 * The mapping is written up in docs/proxy-config.md.
 */
import { AccessPlaneError, summarizeProblems } from "../errors.js";
import { createRequire } from "node:module";
import { setImmediate as nextTurn } from "node:timers/promises";
import { LRUCache } from "lru-cache";
import type * as JsYaml from "js-yaml";
import { seekById, type AppliedConfig, type AppliedKeyPair, type AppliedPolicy, type AppliedRoute } from "../config/applied-config.js";
import { goDuration, protoSeconds, durationMs } from "./durations.js";
import { putRouteConfigServiceFields, putSettingsConfigServiceFields, snake } from "./config-service-keys.js";

/** Options of {@link toProxyConfig}. */
export interface ProxyConfigOptions {
  /**
   * How server certificates reach the proxy: `files` (written beside the configuration, listed under
   * `certificates:`), or `inline` (`certificate`/`certificate_key`, base64; one server certificate at
   * most, which is all the proxy takes inline). @defaultValue "files"
   */
  certificates?: "files" | "inline";
  /** Where the proxy finds the certificate files (`files` mode). @defaultValue "certs" */
  certificateDirectory?: string;
}

/** A file the configuration refers to, to write beside it. */
export interface ProxyConfigFile {
  /** The path the configuration names (under `certificateDirectory`). */
  path: string;
  /** The file's name within `certificateDirectory`. */
  name: string;
  contents: string;
}

/** The export of one applied configuration. */
export interface ProxyConfigExport {
  /** The document, as data (keys in the order they are written). */
  document: Record<string, unknown>;
  /** The document as YAML. */
  yaml: string;
  /** Certificate and key files the document names (`files` mode). */
  files: ProxyConfigFile[];
  /** Fields that had a value but have no key in the proxy, and why they were left out. */
  omitted: string[];
  /** The applied version exported. */
  version: number;
}

/** Why an applied configuration cannot go to the proxy (`failed_precondition`, each problem in `problems`). */
export class ProxyConfigError extends AccessPlaneError {
  override readonly name: string = "ProxyConfigError";
  constructor(readonly problems: readonly string[]) {
    super("failed_precondition", `the configuration cannot be given to the proxy: ${summarizeProblems(problems)}`);
  }
}

let yamlModule: typeof JsYaml | undefined;
/** The YAML writer, loaded at the first export. */
function yamlWriter(): typeof JsYaml {
  return (yamlModule ??= createRequire(import.meta.url)("js-yaml") as typeof JsYaml);
}

/**
 * `value` as YAML, in block style, lines never folded, no anchors or aliases, keys in their order,
 * and strings a YAML 1.1 reader would take for something else (`yes`, `on`, `0755`) quoted, so that
 * the proxy reads back what was written whichever YAML version its loader follows. js-yaml's writer,
 * not `yaml`'s: the same routes written in a fifth of the time and with a fraction of the garbage
 * (10 000 route items: 0.13-0.19 s against 0.68-0.85 s, measured on this project's 2-core VM).
 */
function toYaml(value: unknown): string {
  return yamlWriter().dump(value, YAML_OPTIONS);
}

/** Criteria only the vendor's enterprise proxy registers: a stock proxy refuses the whole file. */
export const ENTERPRISE_ONLY_CRITERIA = ["date", "day_of_week", "time_of_day", "record"] as const;

type Doc = Record<string, unknown>;

const base64 = (text: string): string => Buffer.from(text, "utf8").toString("base64");
const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

/** Sets `key` unless the value is empty. */
function put(doc: Doc, key: string, value: unknown): void {
  if (!isEmpty(value)) doc[key] = value;
}

const snakeKeys = (map: object | undefined): Doc | undefined =>
  map === undefined ? undefined : Object.fromEntries(Object.entries(map).map(([k, v]) => [snake(k), v]));

/** The proxy's auth styles, by the hosted API's names (unspecified: the proxy detects it). */
const AUTH_STYLES: Record<string, string | undefined> = {
  OAUTH2_AUTH_STYLE_IN_HEADER: "in_header",
  OAUTH2_AUTH_STYLE_IN_PARAMS: "in_params",
  OAUTH2_AUTH_STYLE_UNSPECIFIED: undefined,
};

/** A route's `mcp.server`: its own keys in snake case; the upstream's OAuth2 client under `upstream_oauth2`, its endpoint as `endpoint`. */
function mcpServer(server: NonNullable<NonNullable<AppliedRoute["mcp"]>["server"]>): Doc {
  const { upstreamOAuth2, ...rest } = server;
  const doc = snakeKeys(rest) ?? {};
  if (upstreamOAuth2 !== undefined) {
    const oauth: Doc = { client_id: upstreamOAuth2.clientId };
    put(oauth, "client_secret", upstreamOAuth2.clientSecret);
    const endpoint = upstreamOAuth2.oauth2Endpoint;
    if (endpoint !== undefined) {
      const out: Doc = {};
      put(out, "auth_url", endpoint.authUrl);
      put(out, "token_url", endpoint.tokenUrl);
      put(out, "auth_style", endpoint.authStyle === undefined ? undefined : AUTH_STYLES[endpoint.authStyle]);
      put(oauth, "endpoint", out);
    }
    put(oauth, "scopes", upstreamOAuth2.scopes);
    put(oauth, "authorization_url_params", upstreamOAuth2.authorizationUrlParams);
    doc.upstream_oauth2 = oauth;
  }
  return doc;
}

/** The proxy's configuration document for `config`; throws {@link ProxyConfigError} for what it cannot run. */
export function toProxyConfig(config: AppliedConfig, options: ProxyConfigOptions = {}): ProxyConfigExport {
  const problems: string[] = [];
  const omitted: string[] = [];
  const keyPairs = keyPairsOf(config);
  const routes = config.routes.map((route) => checkedRoute(route, keyPairs, problems, omitted));
  const built = assemble(config, options, routes, problems, omitted);
  return { ...built, yaml: toYaml(built.document) };
}

/**
 * {@link toProxyConfig} for large configurations, without holding the event loop: the routes are
 * converted, checked and written a slice at a time (each slice a few milliseconds), yielding to other
 * work between slices. The same document and the same bytes as `toProxyConfig`.
 *
 * A cluster's next version is written from its last export where it can be: a route's text depends only
 * on the route and on the key pairs it names, and a version shares those frozen objects with the one
 * before for every entity that did not change, so only what changed is written again (at 10 000
 * routes, a version that changed one route costs its conversion, about a twentieth of a whole write).
 */
export async function exportProxyConfig(config: AppliedConfig, options: ProxyConfigOptions = {}): Promise<ProxyConfigExport> {
  const { text, ...exported } = await written(config, options, true);
  // One string, as this export returns it: the join copies the whole text, a turn of its own.
  await nextTurn();
  return { ...exported, yaml: text.chunks.join("") } as ProxyConfigExport;
}

/**
 * A text kept in chunks, never joined into one string where no one asks for one: at 100 000 routes
 * (45 MB of YAML) the join held the event loop 116-161 ms, and encoding the joined text as long again.
 */
export interface ChunkedText {
  /** Its pieces, in order, each a few hundred kilobytes at most and ending where a route's text ends. */
  readonly chunks: readonly string[];
  /** Where each chunk begins; `starts[chunks.length]` is the text's length. */
  readonly starts: readonly number[];
}

/** What {@link exportProxyYaml} writes: the YAML in chunks, the files and the omitted fields. */
export type ProxyYamlExport = Omit<ProxyConfigExport, "document" | "yaml"> & { text: ChunkedText };

/**
 * {@link exportProxyConfig} without the document: what the API's `proxyConfig` and the file sink
 * write. A route the cluster's last export wrote, unchanged (the same frozen route, the same key pairs
 * named), is neither converted nor written again: that export succeeded, so it had no problem, and its
 * omitted fields are reported again. The same bytes, files and omitted fields as `toProxyConfig`.
 */
export async function exportProxyYaml(config: AppliedConfig, options: ProxyConfigOptions = {}): Promise<ProxyYamlExport> {
  return written(config, options, false);
}

async function written(config: AppliedConfig, options: ProxyConfigOptions, withDocument: boolean): Promise<ProxyYamlExport & Partial<ProxyConfigExport>> {
  if (yamlModule === undefined) {
    // Loading the writer is one synchronous load of its CommonJS files (25 for js-yaml; the 70 of
    // `yaml`, which wrote the file before, held the event loop 15-50 ms): a turn of its own, not one
    // more stretch of the work around it.
    await nextTurn();
    yamlWriter();
  }
  const problems: string[] = [];
  const omitted: string[] = [];
  const keyPairs = new KeyPairLookups(keyPairsOf(config));
  const cluster = `${config.orgId}/${config.clusterId}`;
  const last = lastExports.get(cluster);
  // Each route's document (none where it is taken from the last export unconverted), where its text is
  // in the last export (-1: written now), the key pairs it looked up and the fields it left out.
  const docs: (Doc | undefined)[] = [];
  const from = new Int32Array(config.routes.length).fill(-1);
  const used: (readonly Looked[] | undefined)[] = [];
  const notes: (readonly string[] | undefined)[] = [];
  let at = 0;
  await inSlices(config.routes, (route) => {
    const i = docs.length;
    // Only a frozen route (as every applied configuration's are, deeply) cannot have changed since.
    let before = -1;
    if (last !== undefined && Object.isFrozen(route)) {
      at = seekById(last.routes, route, at);
      if (last.routes[at] === route) before = at++;
    }
    const same = before >= 0 && keyPairs.same(last!.used[before]);
    if (same) from[i] = before;
    if (same && !withDocument) {
      docs.push(undefined);
      used.push(last!.used[before]);
      notes.push(last!.notes[before]);
      for (const line of last!.notes[before] ?? []) omitted.push(line);
      return false;
    }
    const omittedBefore = omitted.length;
    docs.push(checkedRoute(route, keyPairs, problems, omitted));
    used.push(keyPairs.take());
    notes.push(omitted.length === omittedBefore ? undefined : omitted.slice(omittedBefore));
  });
  const built = assemble(config, options, withDocument ? (docs as Doc[]) : [], problems, omitted);
  const result = withDocument ? built : { files: built.files, omitted: built.omitted, version: built.version };
  if (config.routes.length === 0) {
    const whole = toYaml(built.document);
    return { ...result, text: { chunks: [whole], starts: [0, whole.length] } };
  }
  // Everything but the routes (the last key), then each route as an item of the `routes:` sequence:
  // written one at a time, exactly as the whole document's writer indents them, or taken from the
  // last export.
  const { routes: _routes, ...head } = built.document;
  const start = `${Object.keys(head).length === 0 ? "" : toYaml(head)}routes:\n`;
  const text = new TextRuns(last?.text, start);
  const ends = new Int32Array(config.routes.length + 1);
  ends[0] = start.length;
  await inSlices(config.routes, () => {
    const i = text.count;
    const before = from[i]!;
    if (before >= 0) text.reuse(last!.ends[before]!, last!.ends[before + 1]!);
    else text.add(toYaml([docs[i]]).replace(/^(?=.)/gm, "  "));
    ends[i + 1] = ends[i]! + text.lastLength;
    return before < 0;
  });
  const chunked = text.text();
  lastExports.set(cluster, { routes: config.routes, used, notes, ends, text: chunked });
  return { ...result, text: chunked };
}

/** A key pair a route's conversion looked up: its id, and what the configuration held under it. */
type Looked = readonly [id: string, keyPair: AppliedKeyPair | undefined];

/**
 * What the last export of each cluster wrote (its YAML in chunks, and where each route's text ends in
 * it), for the next version's export to take from. Kept for the most recently exported clusters, up to
 * 64 MB of YAML in all (the text of the last version only; the HTTP API keeps the bytes of the versions
 * asked for besides, up to another 64 MB).
 */
const lastExports = new LRUCache<
  string,
  {
    routes: readonly AppliedRoute[];
    /** The key pairs each route looked up, when it looked any up. */
    used: readonly (readonly Looked[] | undefined)[];
    /** The fields each route left out (see `omitted`), when it left any out. */
    notes: readonly (readonly string[] | undefined)[];
    /** Where each route's text ends (`ends[i + 1]`; `ends[0]` where the first begins). */
    ends: Int32Array;
    text: ChunkedText;
  }
>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (last) => Math.max(1, last.text.starts.at(-1)!) });

/** The key pairs of a configuration, recording those a route looks up (see {@link exportProxyConfig}). */
class KeyPairLookups {
  private looked: Looked[] | undefined = undefined;
  constructor(private readonly keyPairs: ReadonlyMap<string, AppliedKeyPair>) {}

  get(id: string): AppliedKeyPair | undefined {
    const found = this.keyPairs.get(id);
    (this.looked ??= []).push([id, found]);
    return found;
  }

  /** What was looked up since the last call. */
  take(): Looked[] | undefined {
    const looked = this.looked;
    this.looked = undefined;
    return looked;
  }

  /** Whether each key pair of `looked` is what the configuration holds under its id now (no list: none looked up). */
  same(looked: readonly Looked[] | undefined): boolean {
    return looked === undefined || looked.every(([id, keyPair]) => this.keyPairs.get(id) === keyPair);
  }
}

/** The length of text a chunk is made of, about (see {@link TextRuns}). */
export const CHUNK_CHARS = 256 * 1024;

/**
 * A text written in pieces after a first one: runs of an earlier text and new pieces, kept in chunks of
 * about {@link CHUNK_CHARS} (pieces joined once they reach it), never as one string. A run that covers
 * a chunk of the earlier text whole takes that chunk as it is; one that covers part of it takes a slice.
 */
class TextRuns {
  private readonly chunks: string[];
  private pieces: string[] = [];
  private piecesLength = 0;
  private run: [number, number] | undefined = undefined;
  count = 0;
  lastLength = 0;
  constructor(
    private readonly earlier: ChunkedText | undefined,
    first: string,
  ) {
    this.chunks = [first];
  }

  reuse(from: number, to: number): void {
    if (this.run !== undefined && this.run[1] === from) this.run[1] = to;
    else {
      this.endRun();
      this.run = [from, to];
    }
    this.count++;
    this.lastLength = to - from;
  }

  add(piece: string): void {
    this.endRun();
    this.push(piece);
    this.count++;
    this.lastLength = piece.length;
  }

  text(): ChunkedText {
    this.endRun();
    this.flush();
    const starts = [0];
    for (const chunk of this.chunks) starts.push(starts.at(-1)! + chunk.length);
    return { chunks: this.chunks, starts };
  }

  private push(piece: string): void {
    if (piece.length >= CHUNK_CHARS) {
      // As long as a chunk (a slice of an earlier chunk, or one very long route): a chunk of its own.
      // Joined with the pieces before it, chunks could grow from one version to the next.
      this.flush();
      this.chunks.push(piece);
      return;
    }
    this.pieces.push(piece);
    this.piecesLength += piece.length;
    if (this.piecesLength >= CHUNK_CHARS) this.flush();
  }

  private endRun(): void {
    if (this.run === undefined) return;
    const [from, to] = this.run;
    this.run = undefined;
    const { chunks, starts } = this.earlier!;
    for (let k = chunkAt(starts, from); k < chunks.length && starts[k]! < to; k++) {
      const [begin, end] = [starts[k]!, starts[k + 1]!];
      if (from <= begin && end <= to) {
        this.flush();
        this.chunks.push(chunks[k]!);
      } else this.push(chunks[k]!.slice(Math.max(from, begin) - begin, Math.min(to, end) - begin));
    }
  }

  private flush(): void {
    if (this.pieces.length > 0) this.chunks.push(this.pieces.join(""));
    this.pieces = [];
    this.piecesLength = 0;
  }
}

/** The chunk that holds `position`: the last whose start is not after it. */
function chunkAt(starts: readonly number[], position: number): number {
  let [low, high] = [0, starts.length - 2];
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}

const YAML_OPTIONS: JsYaml.DumpOptions = { lineWidth: -1, noRefs: true, skipInvalid: true };

/**
 * Calls `each` on every item, yielding to the event loop after every 25 items of work or 5 ms,
 * whichever comes first; an item for which `each` answers `false` (taken as it was, no work) does not
 * count.
 */
async function inSlices<T>(items: readonly T[], each: (item: T) => boolean | void): Promise<void> {
  // A turn first: what ran before (reading the configuration, the last slice of another loop) is a
  // slice of its own.
  await nextTurn();
  let started = performance.now();
  let work = 0;
  for (const item of items) {
    if (each(item) !== false) work++;
    if (work === 25 || performance.now() - started >= 5) {
      await nextTurn();
      started = performance.now();
      work = 0;
    }
  }
}

/** A route as the proxy's document holds it, its keys checked (see checkKeys). */
function checkedRoute(route: AppliedRoute, keyPairs: KeyPairLookup, problems: string[], omitted: string[]): Doc {
  const doc = toProxyRoute(route, keyPairs, problems, omitted);
  checkKeys(doc, `route ${JSON.stringify(doc.name)}`, problems);
  return doc;
}

function keyPairsOf(config: AppliedConfig): Map<string, AppliedKeyPair> {
  return new Map(config.keyPairs.map((kp) => [kp.id, kp]));
}

/** The document around its converted routes (`routes`, already checked), and what goes with it. */
function assemble(config: AppliedConfig, options: ProxyConfigOptions, routes: Doc[], problems: string[], omitted: string[]): Omit<ProxyConfigExport, "yaml"> {
  const files: ProxyConfigFile[] = [];
  const keyPairs = keyPairsOf(config);
  const directory = (options.certificateDirectory ?? "certs").replace(/\/+$/, "");
  const s = config.settings;
  const doc: Doc = {};

  const keyPairCertificate = (id: string | undefined, where: string): string | undefined => {
    if (id === undefined || id === "") return undefined;
    const kp = keyPairs.get(id);
    if (kp?.certificate === undefined || kp.certificate === "") {
      problems.push(`${where}: key pair ${id} has no certificate`);
      return undefined;
    }
    return base64(kp.certificate);
  };
  const duration = (value: string | undefined): string | undefined => (value === undefined || value === "" ? undefined : goDuration(value));

  // Global settings, in a fixed order.
  put(doc, "address", s.address);
  put(doc, "http_redirect_addr", s.httpRedirectAddr);
  put(doc, "log_level", s.logLevel);
  put(doc, "proxy_log_level", s.proxyLogLevel);
  put(doc, "authenticate_service_url", s.authenticateServiceUrl);
  put(doc, "idp_provider", s.identityProvider);
  put(doc, "idp_provider_url", s.identityProviderUrl);
  put(doc, "idp_client_id", s.identityProviderClientId);
  put(doc, "idp_client_secret", s.identityProviderClientSecret);
  put(doc, "idp_scopes", s.identityProviderScopes);
  put(doc, "idp_request_params", s.identityProviderRequestParams);
  put(doc, "idp_access_token_allowed_audiences", s.idpAccessTokenAllowedAudiences);
  if (s.identityProviders !== undefined && Object.keys(s.identityProviders).length > 0) {
    doc.identity_providers = Object.fromEntries(
      Object.entries(s.identityProviders).map(([name, provider]) => {
        const out: Doc = { issuer: provider.issuer };
        put(out, "jwks_url", provider.jwksUrl);
        put(out, "supported_algs", provider.supportedAlgs);
        out.audiences = [...provider.audiences];
        return [name, out];
      }),
    );
  }
  put(doc, "cookie_name", s.cookieName);
  put(doc, "cookie_secret", s.cookieSecret);
  put(doc, "cookie_domain", s.cookieDomain);
  doc.cookie_http_only = s.cookieHttpOnly;
  put(doc, "cookie_expire", duration(s.cookieExpire));
  put(doc, "cookie_same_site", s.cookieSameSite);
  put(doc, "dns_lookup_family", s.dnsLookupFamily);
  put(doc, "dns_failure_refresh_rate", duration(s.dnsFailureRefreshRate));
  put(doc, "dns_query_timeout", duration(s.dnsQueryTimeout));
  put(doc, "dns_query_tries", s.dnsQueryTries);
  put(doc, "dns_refresh_rate", duration(s.dnsRefreshRate));
  put(doc, "dns_udp_max_queries", s.dnsUdpMaxQueries);
  if (s.dnsUseTcp !== undefined) doc.dns_use_tcp = s.dnsUseTcp;
  put(doc, "timeout_read", duration(s.timeoutRead));
  put(doc, "timeout_write", duration(s.timeoutWrite));
  put(doc, "timeout_idle", duration(s.timeoutIdle));
  put(doc, "default_upstream_timeout", duration(s.defaultUpstreamTimeout));
  put(doc, "codec_type", s.codecType);
  put(doc, "bearer_token_format", s.bearerTokenFormat);
  put(doc, "allow_upgrades", s.allowUpgrades);
  put(doc, "circuit_breaker_thresholds", snakeKeys(s.circuitBreakerThresholds));
  put(doc, "set_response_headers", s.setResponseHeaders);
  put(doc, "jwt_claims_headers", s.jwtClaimsHeaders);
  doc.pass_identity_headers = s.passIdentityHeaders;
  doc.skip_xff_append = s.skipXffAppend;
  put(doc, "access_log_fields", s.accessLogFields);
  put(doc, "authorize_log_fields", s.authorizeLogFields);
  put(doc, "metrics_address", s.metricsAddress);
  put(doc, "google_cloud_serverless_authentication_service_account", s.googleCloudServerlessAuthenticationServiceAccount);
  if (s.databrokerStorageConnection !== undefined && s.databrokerStorageConnection !== "") {
    doc.databroker_storage_type = "postgres";
    doc.databroker_storage_connection_string = s.databrokerStorageConnection;
  }
  put(doc, "certificate_authority", keyPairCertificate(s.certificateAuthorityKeyPairId, "settings.certificateAuthorityKeyPairId"));
  const mtlsCa = keyPairCertificate(s.downstreamMtlsCaKeyPairId, "settings.downstreamMtlsCaKeyPairId");
  if (mtlsCa !== undefined) doc.downstream_mtls = { ca: mtlsCa };
  // Tracing: the proxy has only OpenTelemetry keys (its tracing_* keys are removed and refuse to load).
  put(doc, "otel_traces_exporter", s.otelTracesExporter);
  if (!isEmpty(s.otelTracesExporter)) put(doc, "otel_traces_sampler_arg", s.otelTracesSamplerArg ?? s.tracingSampleRate);
  put(doc, "otel_exporter_otlp_endpoint", s.otelExporterOtlpEndpoint);
  put(doc, "otel_exporter_otlp_protocol", s.otelExporterOtlpProtocol);
  put(doc, "otel_exporter_otlp_headers", s.otelExporterOtlpHeaders);
  if (!isEmpty(s.otelExporterOtlpTimeout)) doc.otel_exporter_otlp_timeout = durationMs(s.otelExporterOtlpTimeout!);
  put(doc, "otel_exporter_otlp_traces_endpoint", s.otelExporterOtlpTracesEndpoint);
  put(doc, "otel_exporter_otlp_traces_protocol", s.otelExporterOtlpTracesProtocol);
  put(doc, "otel_exporter_otlp_traces_headers", s.otelExporterOtlpTracesHeaders);
  if (!isEmpty(s.otelExporterOtlpTracesTimeout)) doc.otel_exporter_otlp_traces_timeout = durationMs(s.otelExporterOtlpTracesTimeout!);
  if (!isEmpty(s.otelBspScheduleDelay)) doc.otel_bsp_schedule_delay = durationMs(s.otelBspScheduleDelay!);
  put(doc, "otel_bsp_max_export_batch_size", s.otelBspMaxExportBatchSize);
  put(doc, "otel_attribute_value_length_limit", s.otelAttributeValueLengthLimit);
  put(doc, "envoy_dynamic_extensions", s.envoyDynamicExtensions);
  if (s.normalizePath !== undefined) doc.normalize_path = s.normalizePath;
  if (s.mergeSlashes !== undefined) doc.merge_slashes = s.mergeSlashes;
  put(doc, "path_with_escaped_slashes_action", s.pathWithEscapedSlashesAction);
  put(doc, "headers_with_underscores_action", s.headersWithUnderscoresAction);
  put(doc, "session_recording_concurrency", s.sessionRecordingConcurrency);
  put(doc, "mcp_allowed_as_metadata_domains", s.mcpAllowedAsMetadataDomains);
  if (s.blobStorage !== undefined && (!isEmpty(s.blobStorage.bucket_uri) || !isEmpty(s.blobStorage.managed_prefix))) {
    doc.blob_storage = {
      ...(isEmpty(s.blobStorage.bucket_uri) ? {} : { bucket_uri: s.blobStorage.bucket_uri }),
      ...(isEmpty(s.blobStorage.managed_prefix) ? {} : { managed_prefix: s.blobStorage.managed_prefix }),
    };
  }
  put(doc, "otel_resource_attributes", s.otelResourceAttributes);
  put(doc, "otel_log_level", s.otelLogLevel);
  put(doc, "ssh_address", s.sshAddress);
  put(doc, "ssh_host_keys", s.sshHostKeys);
  put(doc, "ssh_user_ca_key", s.sshUserCaKey);
  put(doc, "mcp_allowed_client_id_domains", s.mcpAllowedClientIdDomains);
  putSettingsConfigServiceFields(doc, s.configServiceFields, omitted);
  // Features the proxy builds only behind its runtime flags: set when the configuration uses them.
  const flags: Record<string, unknown> = { ...(doc.runtime_flags as Record<string, unknown> | undefined) };
  if (s.mcpDynamicClientRegistration === true) flags.mcp_dynamic_client_registration = true;
  if (config.routes.some((route) => route.upstreamTunnelPolicy !== undefined)) flags.ssh_upstream_tunnel = true;
  if (Object.keys(flags).length > 0) doc.runtime_flags = flags;
  for (const field of [
    "tracingProvider",
    "tracingDatadogAddress",
    "tracingJaegerCollectorEndpoint",
    "tracingJaegerAgentEndpoint",
    "tracingZipkinEndpoint",
  ] as const) {
    if (!isEmpty(s[field])) omitted.push(`settings.${field}: the proxy's tracing_* keys are removed (they refuse to load); use the otel* settings`);
  }

  // Server certificates: key pairs with a key whose leaf is for servers.
  const servers = config.keyPairs.filter((kp) => kp.key !== undefined && kp.key !== "" && kp.certificateInfo[0]?.extKeyUsage.serverAuth === true);
  if ((options.certificates ?? "files") === "inline") {
    if (servers.length > 1) problems.push(`${servers.length} server certificates, but the proxy takes only one inline: export with certificates: "files"`);
    const [only] = servers;
    if (only !== undefined) {
      doc.certificate = base64(only.certificate!);
      doc.certificate_key = base64(only.key!);
    }
  } else if (servers.length > 0) {
    doc.certificates = servers.map((kp) => {
      const cert = `${kp.id}.crt.pem`;
      const key = `${kp.id}.key.pem`;
      files.push({ name: cert, path: `${directory}/${cert}`, contents: kp.certificate! }, { name: key, path: `${directory}/${key}`, contents: kp.key! });
      return { cert: `${directory}/${cert}`, key: `${directory}/${key}` };
    });
  }

  // The settings' keys are checked here; the routes' were checked as they were converted.
  for (const [key, value] of Object.entries(doc)) if (!HEADER_MAPS.has(key)) checkKeys(value, key, problems);
  doc.routes = routes;
  const providers = new Set(Object.keys(s.identityProviders ?? {}));
  for (const route of config.routes) {
    for (const name of route.identityProviders ?? []) {
      if (!providers.has(name)) problems.push(`route "${route.name}": identityProviders names ${JSON.stringify(name)}, which the settings do not declare`);
    }
  }
  if (problems.length > 0) throw new ProxyConfigError(problems);
  return { document: doc, files, omitted, version: config.version };
}

/** Maps whose keys are HTTP header names: the proxy's lower-casing of them changes nothing. */
const HEADER_MAPS = new Set(["set_request_headers", "set_response_headers", "jwt_claims_headers"]);

/**
 * The proxy's configuration loader lower-cases every key of the file, in lists too: a key with an upper-case
 * letter (a policy's `claim/Department`, an `idp_request_params` parameter, an identity provider's name)
 * would run in the proxy as a different one from what was validated, simulated and applied. Each such key
 * of `value` (found at `where`) is a problem (header names, which compare without case, excepted).
 */
function checkKeys(value: unknown, where: string, problems: string[]): void {
  // Nearly always there is none: found without writing the path of every key on the way.
  if (lowerCaseKeys(value)) return;
  if (Array.isArray(value)) return value.forEach((item, index) => checkKeys(item, `${where}[${index}]`, problems));
  if (value === null || typeof value !== "object") return;
  for (const [key, inner] of Object.entries(value)) {
    if (key !== key.toLowerCase()) {
      problems.push(
        `${where}: the key ${JSON.stringify(key)} would reach the proxy as ${JSON.stringify(key.toLowerCase())} (its configuration loader lower-cases every key): write it in lower case`,
      );
    }
    if (!HEADER_MAPS.has(key)) checkKeys(inner, where === "" ? key : `${where}.${key}`, problems);
  }
}

/**
 * Objects whose keys are all lower case (header maps aside), frozen with everything in them: such an
 * object cannot change, so it is not walked again. A policy every route embeds is walked once, not once
 * per route (10 000 times an export at 10 000 routes).
 */
const lowerCaseKeysFound = new WeakSet<object>();

/** Whether every key in `value` is in lower case (header maps aside): {@link checkKeys}'s finding, without its paths. */
function lowerCaseKeys(value: unknown): boolean {
  if (value === null || typeof value !== "object") return true;
  if (lowerCaseKeysFound.has(value)) return true;
  // Remembered only if it is frozen and so is everything in it (each found so before it).
  let settled = Object.isFrozen(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      if (!lowerCaseKeys(item)) return false;
      settled &&= remembered(item);
    }
  } else {
    for (const key in value) {
      if (key !== key.toLowerCase()) return false;
      if (HEADER_MAPS.has(key)) continue;
      const inner = (value as Record<string, unknown>)[key];
      if (!lowerCaseKeys(inner)) return false;
      settled &&= remembered(inner);
    }
  }
  if (settled) lowerCaseKeysFound.add(value);
  return true;
}

/** A value that cannot change in a way {@link lowerCaseKeys} would see: not an object, or one it remembered. */
function remembered(value: unknown): boolean {
  return value === null || typeof value !== "object" || lowerCaseKeysFound.has(value);
}

/** The key pairs a route's conversion looks up. */
interface KeyPairLookup {
  get(id: string): AppliedKeyPair | undefined;
}

function toProxyRoute(route: AppliedRoute, keyPairs: KeyPairLookup, problems: string[], omitted: string[]): Doc {
  const where = `route "${route.name}"`;
  const doc: Doc = { name: route.name };
  put(doc, "description", route.description);
  put(doc, "logo_url", route.logoUrl);
  doc.from = route.from;
  if (route.redirect !== undefined) {
    doc.redirect = snakeKeys(route.redirect);
  } else if (route.response !== undefined) {
    doc.response = { status: route.response.status, body: route.response.body };
  } else if (route.to !== undefined && route.to.length > 0) {
    doc.to = [...route.to];
  } else {
    problems.push(`${where}: it has none of to, redirect and response, which the proxy refuses`);
  }
  put(doc, "prefix", route.prefix);
  put(doc, "path", route.path);
  put(doc, "regex", route.regex);
  if (route.regexPriorityOrder !== undefined) doc.regex_priority_order = route.regexPriorityOrder;
  put(doc, "prefix_rewrite", route.prefixRewrite);
  put(doc, "regex_rewrite_pattern", route.regexRewritePattern);
  put(doc, "regex_rewrite_substitution", route.regexRewriteSubstitution);
  put(doc, "host_rewrite", route.hostRewrite);
  put(doc, "host_rewrite_header", route.hostRewriteHeader);
  put(doc, "host_path_regex_rewrite_pattern", route.hostPathRegexRewritePattern);
  put(doc, "host_path_regex_rewrite_substitution", route.hostPathRegexRewriteSubstitution);
  if (route.timeout !== undefined && route.timeout !== "") doc.timeout = goDuration(route.timeout);
  if (route.idleTimeout !== undefined && route.idleTimeout !== "") doc.idle_timeout = goDuration(route.idleTimeout);
  doc.allow_websockets = route.allowWebsockets;
  doc.allow_spdy = route.allowSpdy;
  put(doc, "allow_upgrades", route.allowUpgrades);
  doc.tls_skip_verify = route.tlsSkipVerify;
  doc.tls_upstream_allow_renegotiation = route.tlsUpstreamAllowRenegotiation;
  put(doc, "tls_upstream_server_name", route.tlsUpstreamServerName);
  put(doc, "tls_downstream_server_name", route.tlsDownstreamServerName);
  const certificateOf = (id: string | undefined, field: string, needKey: boolean): AppliedKeyPair | undefined => {
    if (id === undefined || id === "") return undefined;
    const kp = keyPairs.get(id);
    if (kp === undefined || kp.certificate === undefined || kp.certificate === "") {
      problems.push(`${where}: ${field} names key pair ${id}, which has no certificate`);
      return undefined;
    }
    if (needKey && (kp.key === undefined || kp.key === "")) {
      problems.push(`${where}: ${field} names key pair ${id}, which has no private key (a client certificate needs one)`);
      return undefined;
    }
    return kp;
  };
  const ca = certificateOf(route.tlsCustomCaKeyPairId, "tlsCustomCaKeyPairId", false);
  if (ca !== undefined) doc.tls_custom_ca = base64(ca.certificate!);
  const client = certificateOf(route.tlsClientKeyPairId, "tlsClientKeyPairId", true);
  if (client !== undefined) {
    doc.tls_client_cert = base64(client.certificate!);
    doc.tls_client_key = base64(client.key!);
  }
  const downstream = certificateOf(route.tlsDownstreamClientCaKeyPairId, "tlsDownstreamClientCaKeyPairId", false);
  if (downstream !== undefined) doc.tls_downstream_client_ca = base64(downstream.certificate!);
  put(doc, "set_request_headers", route.setRequestHeaders);
  put(doc, "set_response_headers", route.setResponseHeaders);
  put(doc, "remove_request_headers", route.removeRequestHeaders);
  put(
    doc,
    "rewrite_response_headers",
    route.rewriteResponseHeaders?.map((r) => ({ header: r.header, ...(r.matcher?.prefix === undefined ? {} : { prefix: r.matcher.prefix }), value: r.value })),
  );
  doc.preserve_host_header = route.preserveHostHeader;
  if (route.passIdentityHeaders !== undefined) doc.pass_identity_headers = route.passIdentityHeaders;
  put(doc, "kubernetes_service_account_token", route.kubernetesServiceAccountToken);
  doc.enable_google_cloud_serverless_authentication = route.enableGoogleCloudServerlessAuthentication;
  doc.show_error_details = route.showErrorDetails;
  if (route.healthCheck !== undefined) doc.health_checks = [toHealthCheck(route.healthCheck)];
  put(doc, "load_balancing_policy", route.loadBalancingPolicy);
  put(doc, "idp_client_id", route.identityProviderClientId);
  put(doc, "idp_client_secret", route.identityProviderClientSecret);
  put(doc, "idp_access_token_allowed_audiences", route.idpAccessTokenAllowedAudiences);
  put(doc, "bearer_token_format", route.bearerTokenFormat);
  put(doc, "jwt_issuer_format", route.jwtIssuerFormat);
  put(doc, "depends_on", route.dependsOn);
  put(doc, "identity_providers", route.identityProviders);
  put(doc, "circuit_breaker_thresholds", snakeKeys(route.circuitBreakerThresholds));
  if (route.healthyPanicThreshold !== undefined) doc.healthy_panic_threshold = route.healthyPanicThreshold;
  if (route.sessionRecording?.enabled !== undefined) doc.session_recording = { enabled: route.sessionRecording.enabled };
  if (route.mcp?.server !== undefined) doc.mcp = { server: mcpServer(route.mcp.server) };
  else if (route.mcp?.client !== undefined) doc.mcp = { client: {} };
  if (route.upstreamTunnelPolicy !== undefined) doc.upstream_tunnel = { ssh_policy: route.upstreamTunnelPolicy.ppl };
  putRouteConfigServiceFields(doc, route.configServiceFields, where, omitted);
  doc.policy = routePolicy(route, where, problems);
  return doc;
}

function toHealthCheck(check: NonNullable<AppliedRoute["healthCheck"]>): Doc {
  const doc: Doc = {};
  if (check.timeout !== undefined && check.timeout !== "") doc.timeout = protoSeconds(check.timeout);
  if (check.interval !== undefined && check.interval !== "") doc.interval = protoSeconds(check.interval);
  if (check.unhealthyThreshold !== undefined) doc.unhealthy_threshold = check.unhealthyThreshold;
  if (check.healthyThreshold !== undefined) doc.healthy_threshold = check.healthyThreshold;
  if (check.type === "http") {
    const http: Doc = {};
    put(http, "host", check.host);
    put(http, "path", check.path);
    put(
      http,
      "expected_statuses",
      check.expectedStatuses?.map((r) => ({ start: r.start, end: r.end })),
    );
    // Read by protojson: enum names exactly as the proto spells them.
    if (check.codecClientType !== undefined) http.codec_client_type = check.codecClientType.toUpperCase();
    doc.http_health_check = http;
  } else if (check.type === "tcp") {
    const tcp: Doc = {};
    if (check.send !== undefined && check.send !== "") tcp.send = { text: check.send };
    put(
      tcp,
      "receive",
      check.receive?.map((text) => ({ text })),
    );
    doc.tcp_health_check = tcp;
  } else {
    const grpc: Doc = {};
    put(grpc, "service_name", check.serviceName);
    put(grpc, "authority", check.authority);
    doc.grpc_health_check = grpc;
  }
  return doc;
}

/**
 * The route's `policy:`: the rules of every listed policy, then of every enforced one not listed, one
 * list (the proxy ORs allow blocks and deny blocks across it, as across separate policies).
 */
function routePolicy(route: AppliedRoute, where: string, problems: string[]): unknown[] {
  const seen = new Set<string>();
  const rules: unknown[] = [];
  for (const policy of [...route.policies, ...route.enforcedPolicies]) {
    if (seen.has(policy.id)) continue;
    seen.add(policy.id);
    for (const criterion of enterpriseCriteria(policy.ppl)) {
      problems.push(
        `${where}: policy "${policy.name}" uses the criterion ${criterion}, which only the vendor's enterprise proxy has (a stock proxy refuses the whole file)`,
      );
    }
    rules.push(...(Array.isArray(policy.ppl) ? (policy.ppl as unknown[]) : [policy.ppl]));
  }
  return rules;
}

/**
 * The enterprise-only criteria of PPL documents frozen with everything in them, which cannot change:
 * found once per policy, not once per route that embeds it.
 */
const enterpriseCriteriaFound = new WeakMap<object, readonly string[]>();

/** The enterprise-only criteria a PPL document uses. */
function enterpriseCriteria(ppl: AppliedPolicy["ppl"]): readonly string[] {
  const known = typeof ppl === "object" && ppl !== null ? enterpriseCriteriaFound.get(ppl) : undefined;
  if (known !== undefined) return known;
  const found = new Set<string>();
  let settled = true;
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== "object") return;
    if (!Object.isFrozen(node)) settled = false;
    if (Array.isArray(node)) return node.forEach(visit);
    for (const key in node) {
      const slash = key.indexOf("/");
      const name = slash < 0 ? key : key.slice(0, slash);
      if ((ENTERPRISE_ONLY_CRITERIA as readonly string[]).includes(name)) found.add(name);
      visit((node as Record<string, unknown>)[key]);
    }
  };
  visit(ppl);
  const criteria = [...found].sort();
  if (settled && typeof ppl === "object" && ppl !== null) enterpriseCriteriaFound.set(ppl, criteria);
  return criteria;
}

/**
 * An apply hook that refuses any configuration the proxy could not run, so that it never becomes the
 * running one: `createControlPlane({ store, onApply: checkProxyConfig })`. The apply fails with the
 * problems as its message.
 */
export function checkProxyConfig(config: AppliedConfig): void {
  toProxyConfig(config, { certificates: "files" });
}
