/**
 * `createControlPlane`: the services plus the `fetch` handler that serves the management API and the
 * key set, over one store.
 */
import type { IdTokenOptions } from "./auth/id-tokens.js";
import type { Capability } from "./auth/roles.js";
import { createIdGenerator, systemClock, type Clock, type IdGenerator } from "./domain/ids.js";
import { createFetchHandler, type AuthenticateHook, type RequestInfo } from "./http/handler.js";
import { createHash } from "node:crypto";
import type { EncodedDocument, Method } from "./http/operation.js";
import { buildOpenApiDocument } from "./http/openapi.js";
import { VERSION } from "./http/operations/identity.js";
import { OPERATIONS } from "./http/operations/index.js";
import { servedPath } from "./http/router.js";
import { silentLogger, type Logger } from "./logger.js";
import { instrumentedStore } from "./observability/instrumented-store.js";
import { ActivityStream, outboxStore, type ActivityStreamOptions, type DeliveryPass } from "./stream/activity-stream.js";
import { Metrics } from "./observability/metrics.js";
import type { TracerLike } from "./observability/tracing.js";
import { bootstrap, type BootstrapOptions, type BootstrapResult } from "./services/bootstrap.js";
import type { ServiceContext } from "./services/context.js";
import type { AppliedConfig } from "./config/applied-config.js";
import type { WatchOptions } from "./config/applied-config-watch.js";
import { DEFAULT_APPLY_LEASE_MS, type ApplyHook } from "./config/changesets.js";
import { checkSealingKeys, encryptingStore, noteKeysInUse, resealSecrets, type ResealResult } from "./secrets/encrypting-store.js";
import { checkedStore } from "./store/checked-store.js";
import { SecretBox, type SecretsOptions } from "./secrets/secret-box.js";
import { createServices, type Services } from "./services/services.js";
import { DEFAULT_READ_CACHE_MS, ReadCache, storeFeedingReadCache } from "./services/read-cache.js";
import type { TokenThrottleOptions } from "./services/token-exchange.js";
import type { IdentityProviderDiscoveryOptions } from "./services/identity-provider-check.js";
import type { SigningKeyConfig } from "./signing/load.js";
import { SigningKeys } from "./signing/signing-keys.js";
import type { IdentityProvider } from "./services/users.js";
import type { OrganizationQuotas } from "./domain/entities.js";
import { KINDS_VERSION } from "./store/port.js";
// The contract as `accessplane/store` declares it: the published declarations name it from there.
import type { Store } from "accessplane/store";
import { AccessPlaneError } from "./errors.js";

/** Quotas of an organization: how many of each thing it may hold. */
export type Quotas = OrganizationQuotas;

/** Quotas a new organization gets unless configured otherwise. */
export const DEFAULT_QUOTAS: Readonly<Quotas> = {
  administrators: 100,
  apiUsers: 100,
  certificates: 10_000,
  clusters: 100,
  customDomains: 100,
  hostedClusters: 0,
  policies: 10_000,
  replicas: 100,
  routes: 100_000,
  serviceAccounts: 100,
};

/** Options of {@link createControlPlane}. */
export interface ControlPlaneOptions {
  /** Where everything is kept: `createMemoryStore()`, `createSqliteStore(...)` or your own `Store` (the contract of `accessplane/store`). */
  store: Store;
  /**
   * Maps a request to an interactive user's identity (from your session cookie, an OIDC token, ...).
   * Requests with a valid API ID token do not reach it. Without it, only API-access users can sign in.
   */
  authenticate?: AuthenticateHook;
  /** Path prefix of the management API. @defaultValue "/api/v0" */
  basePath?: string;
  /** Service segment of the key-set path `/.well-known/<segment>/jwks.json`. @defaultValue "pomerium" */
  serviceSegment?: string;
  /** Largest request body, in bytes. @defaultValue 1048576 (1 MiB) */
  maxBodyBytes?: number;
  /** Deepest JSON nesting of a request body. @defaultValue 32 */
  maxJsonDepth?: number;
  /** ID tokens: issuer, audience, and an optional signing key (generated and stored otherwise). */
  idTokens?: IdTokenOptions;
  /**
   * Throttling of failed `POST /token` calls per client address, per network and overall.
   * @defaultValue 10 failures a minute per address, 50 per /24 (IPv6: /56), 600 overall
   */
  tokenThrottle?: TokenThrottleOptions;
  /**
   * How many proxies in front of the server append to `X-Forwarded-For`. With 1 (one load balancer),
   * the client address used for throttling is the last entry that proxy appended; entries before it
   * are the client's to forge, so never count more hops than you run. @defaultValue 0 (the socket's address)
   */
  trustedProxyHops?: number;
  /**
   * The proxy's attestation signing keys: `{ signingKeyFile }` or `{ signingKey }` (base64 of PEM, or
   * PEM; the file wins), as `signingKeyConfigFromEnv()` reads them from `SIGNING_KEY_FILE`/`SIGNING_KEY`.
   * Without keys an ephemeral one signs and the key set is empty.
   */
  signingKeys?: SigningKeyConfig;
  /** Where `updateCurrentUserInfo` refreshes an interactive user's profile. Without it, the record is returned as is. */
  identityProvider?: IdentityProvider;
  /** Quotas of new organizations. @defaultValue {@link DEFAULT_QUOTAS} */
  quotas?: Partial<Quotas>;
  /** Domain under which new organizations' first clusters get a generated name. @defaultValue "localhost" */
  clusterDomainSuffix?: string;
  /**
   * Runs on every configuration a cluster applies, with the resolved, frozen {@link AppliedConfig}
   * (settings, routes with their policies embedded, the key pairs they reference). The changeset is
   * `applying` while hooks run; a hook that throws makes it `failed` with the hook's message, and the
   * cluster keeps its previous configuration. More hooks: `services.changesets.onApply(hook)`.
   */
  onApply?: ApplyHook | readonly ApplyHook[];
  /**
   * How long an apply (its checks and every hook) may take before any process of the control plane
   * takes it for interrupted and recovers it: its changeset goes back to `pending` and, with auto-apply,
   * is applied again. Keep it above your slowest hook. Every process sweeps for interrupted applies at
   * start and every half lease (see `backgroundSweep`). @defaultValue 60
   */
  applyLeaseSeconds?: number;
  /**
   * Whether the control plane sweeps on a timer (every half `applyLeaseSeconds`) for interrupted
   * applies, drafts left to auto-apply and interrupted organization deletions. `false` runs no timer:
   * call {@link ControlPlane.sweep} yourself, e.g. from a scheduler where a process does not outlive
   * its request (serverless functions), or in tests that decide when time passes. The sweep at start
   * runs either way. @defaultValue true
   */
  backgroundSweep?: boolean;
  /**
   * Streams the activity log out, every entry at least once, to webhooks (CloudEvents JSON, signed
   * with HMAC-SHA256 as Standard Webhooks sign) and/or an OTLP/HTTP logs endpoint, through an outbox
   * written in the same commit as each entry: nothing acknowledged is lost, whatever stops the process.
   * Entries a process writes are sent at once; entries of other replicas within `pollMs`. See the
   * README's "Streaming the activity log".
   */
  activityStream?: ActivityStreamOptions;
  /**
   * Applies kept per cluster for `revertChangeset` (each stores what it changed, before and after). 0
   * turns reverts off.
   * @defaultValue 20
   */
  applyHistory?: number;
  /**
   * How long reads may use an organization's namespace tree, enforced policies, the policies routes
   * list (for their names) and a caller's membership (role) without reading them again, in ms, as
   * measured by `clock`. A change made through this control plane is
   * seen by its next read at once; one made by another process on the same database (a replica, the
   * CLI) within this time. Writes, and the checks they make, read the store (the namespace tree they
   * keep only while the store's `scopeDigest` proves it unchanged); so does the check that a token is
   * not revoked. 0 reads everything on every request. On a store with a change mark
   * (SQLite, in memory) what is kept is used only while the mark proves it current, however long, so
   * every change is seen at once.
   * @defaultValue 1000
   */
  readCacheMs?: number;
  /**
   * Memory, in bytes, for answers to repeated reads (GET of routes and policies, one or a page), kept
   * encoded and served again only while the store's change mark proves that nothing was committed since,
   * by any process: the same bytes a fresh read would give. SQLite and the in-memory store prove it
   * without a round trip; on PostgreSQL, lists read with one of the control plane's ID tokens read the
   * server's snapshot beside their caller (one statement) and are answered from memory when it has not
   * moved (any transaction on the server moves it, so a busy server keeps few). 0 keeps none.
   * @defaultValue 16777216 (16 MiB)
   */
  responseCacheBytes?: number;
  /**
   * Encryption at rest: `{ keys: [base64 of 32 random bytes, ...] }`. Private keys of key pairs,
   * settings and route secrets, and the control plane's own token-signing key are then stored as
   * AES-256-GCM envelopes; the first key encrypts, every key decrypts (rotate by putting a new key
   * first). Without it, secrets are stored as given. @defaultValue none
   */
  secrets?: SecretsOptions;
  /**
   * Origins (`https://console.example.com`) besides the server's own whose pages may send requests
   * that change something. Every POST, PUT, PATCH and DELETE whose `Origin` is another one (or `null`),
   * whose `Sec-Fetch-Site` says another site without an allowed `Origin`, or whose content type is a
   * form's, is refused: with people signed in by a cookie at a proxy in front (`authenticate`), a page
   * of another site could otherwise act for them. API clients send none of these headers.
   * @defaultValue none
   */
  allowedOrigins?: readonly string[];
  /**
   * Where operators' messages go. Never receives secrets. Embedded, the library says nothing unless
   * given one: pass `jsonLogger` (JSON lines on standard error), pino, or your own. The CLI's server
   * logs JSON lines. @defaultValue `silentLogger`
   */
  logger?: Logger;
  /**
   * An OpenTelemetry tracer (`trace.getTracer("accessplane")` of `@opentelemetry/api`, configured by
   * your SDK): a server span per request named by its route and operation, a span per apply, and a
   * client span per store call, children of the span active when they start. @defaultValue none
   */
  tracer?: TracerLike;
  /**
   * A path that `fetch` answers with the metrics in Prometheus's text format (the CLI's server serves
   * `/metrics`); `plane.metrics()` gives the same text to mount elsewhere. @defaultValue none
   */
  metricsPath?: string;
  /**
   * A path that `fetch` serves the API reference page at (swagger-ui rendering this control plane's
   * OpenAPI document, from the optional `swagger-ui-dist` package; nothing fetched from a CDN), so that
   * every binding serves it. Without the package the page answers 404 saying so. @defaultValue none
   */
  docsPath?: string;
  /**
   * One info line per request through `logger`: method, path template, operation, status, duration,
   * response id and the caller's user id (never a token, an id from the path or a query value).
   * @defaultValue false
   */
  accessLog?: boolean;
  /**
   * Who reads the secrets of cluster settings (`cookieSecret`, `identityProviderClientSecret`) and of
   * routes (`identityProviderClientSecret`, `kubernetesServiceAccountToken`) in the API's responses:
   * `"writers"`, the roles that may write them (owner, admin, member; never auditors), as the hosted
   * API does, so that clients such as Terraform providers can keep them in their state without drift;
   * or `"never"`: write-only, at the price of such clients seeing a change on every plan. Activity
   * entries and changeset comparisons never show them; a key pair's private key is never returned.
   * @defaultValue "writers"
   */
  secretsInResponses?: "writers" | "never";
  /**
   * Lets `checkIdentityProviderSettings` fetch the provider's OpenID discovery document
   * (`<url>/.well-known/openid-configuration`) and check its issuer, within `timeoutMs` (5 000 by
   * default). Off by default: it makes the control plane send a request to a URL any signed-in caller
   * chooses (https, or http on a loopback host), so turn it on only where that is acceptable.
   * @defaultValue false
   */
  identityProviderDiscovery?: boolean | IdentityProviderDiscoveryOptions;
  /** The clock. @defaultValue the system clock */
  clock?: Clock;
  /** Makes ids. @defaultValue monotonic ULIDs */
  newId?: IdGenerator;
}

/** Public facts of one operation of the route table. */
export interface OperationInfo {
  operationId: string;
  method: Method;
  /** Full path template, with the base path (or the key-set path). */
  path: string;
  capability: Capability;
}

/** An embedded control plane. */
export interface ControlPlane {
  /** The domain services, to call directly. */
  readonly services: Services;
  /**
   * Serves the management API and the key set. Never throws; errors are responses. Pass the client's
   * address in `info` (as `toNodeHandler` does) so that failing clients are throttled one by one.
   */
  fetch: (request: Request, info?: RequestInfo) => Promise<Response>;
  /** The route table, as data. */
  readonly operations: readonly OperationInfo[];
  /**
   * The path prefixes `fetch` answers (the API's base path, the key set, the ConfigService, the health
   * endpoints, and `metricsPath` and `docsPath` when set): what a framework routes to it. The Fastify
   * plugin serves these by default.
   */
  readonly servedPaths: readonly string[];
  /** The OpenAPI 3.1 document this control plane serves at `{basePath}/openapi.json`. */
  openApiDocument(): Record<string, unknown>;
  /**
   * First-start setup for a standalone server: an organization, its root namespace, a cluster and an
   * API-access owner, whose refresh token is in the result (and nowhere else). Returns `undefined` when
   * the store was bootstrapped before.
   */
  bootstrap(options?: BootstrapOptions): Promise<BootstrapResult | undefined>;
  /**
   * The configuration a cluster runs now: its last successfully applied changeset, resolved and
   * frozen; `undefined` before the first apply.
   */
  getAppliedConfig(orgId: string, clusterId: string): Promise<AppliedConfig | undefined>;
  /**
   * Seals with the first of `secrets.keys` every secret still stored plain (written before keys were
   * configured) or sealed with an older key: private keys, settings and route secrets, applied
   * configurations, the token-signing key. Run it after turning encryption on or rotating keys; it
   * is safe while serving. Does nothing without `secrets`. The old plaintext may stay in the database
   * file's free pages: see the README (SQLite: `secure_delete`, `VACUUM`).
   */
  resealSecrets(options?: { onProgress?: (progress: ResealResult & { kind: string }) => void }): Promise<ResealResult>;
  /**
   * Calls `callback` with the cluster's applied configuration: the current one, then every newer one,
   * whichever replica applied it (at once in this process; on PostgreSQL within moments through
   * LISTEN/NOTIFY; on a SQLite file shared by processes within `pollIntervalMs`, 1 s by default).
   * Returns a function that stops watching. `onApply` hooks still run once, on the applying replica.
   *
   * @example
   * ```ts
   * const stop = plane.watchAppliedConfig(orgId, clusterId, (config) => writeProxyConfig(config));
   * ```
   */
  watchAppliedConfig(orgId: string, clusterId: string, callback: (config: AppliedConfig) => void, options?: WatchOptions): () => void;
  /**
   * Sweeps once, as the timer of `backgroundSweep` does: recovers applies whose lease ran out, applies
   * drafts left to auto-apply, finishes interrupted organization deletions. Failures are logged, never
   * thrown.
   */
  sweep(): Promise<void>;
  /**
   * One delivery pass of the activity stream (as its timer makes them): sends waiting entries whose
   * retry is due, and says what it did. Without `activityStream`, does nothing.
   */
  deliverActivity(): Promise<DeliveryPass>;
  /**
   * The metrics in Prometheus's text format: requests by operation and status and their durations,
   * applies by outcome and their durations, store errors by code, pending changesets, open watches.
   */
  metrics(): Promise<string>;
  /** Closes the store. */
  close(): Promise<void>;
}

/**
 * Creates a control plane over a store.
 *
 * @throws SigningKeyError when configured signing keys cannot be used (the message says which and why).
 *
 * @example
 * ```ts
 * import { createServer } from "node:http";
 * import { createControlPlane } from "accessplane";
 * import { createSqliteStore } from "accessplane/sqlite";
 * import { toNodeHandler } from "accessplane/node";
 *
 * const plane = await createControlPlane({ store: createSqliteStore({ filename: "./data/accessplane.db" }) });
 * createServer(toNodeHandler(plane.fetch)).listen(8080);
 * ```
 */
export async function createControlPlane(options: ControlPlaneOptions): Promise<ControlPlane> {
  const made = options.store.kindsVersion;
  if (made !== undefined && made !== KINDS_VERSION) {
    throw new AccessPlaneError(
      "failed_precondition",
      `the store was made for version ${made} of the record kinds, and this library keeps version ${KINDS_VERSION}; ${made < KINDS_VERSION ? "migrate the store (open it with its adapter of this release)" : "upgrade accessplane"}`,
    );
  }
  const clock = options.clock ?? systemClock;
  const box = options.secrets === undefined ? undefined : SecretBox.create(options.secrets);
  // The storage contract's checks run before any store is reached (and before secrets are sealed).
  const metrics = new Metrics();
  const logger = options.logger ?? silentLogger;
  const instrumented = instrumentedStore(options.store, metrics, options.tracer);
  // With an activity stream, every commit writing activity writes its outbox records too.
  let stream: ActivityStream | undefined;
  const raw = options.activityStream === undefined ? instrumented : outboxStore(instrumented, () => stream?.wake());
  const store = checkedStore(box === undefined ? raw : encryptingStore(raw, box));
  // Secrets sealed with a key that is not configured (or keys that are missing now) stop the start:
  // serving would fail every token exchange and hand out sealed text as values.
  await checkSealingKeys(options.store, box);
  // The control plane's own token-signing key is sealed at start when it is still plain (or sealed
  // with an older key): a backup of the store must not let anyone mint tokens.
  if (box !== undefined) {
    await resealSecrets(options.store, box, ["system"], (kind, id) =>
      logger.warn({ kind, id }, "a stored secret is sealed with a key not in secrets.keys; left as it is"),
    );
    // What this process writes is sealed with the first key: a later start needs it.
    await noteKeysInUse(options.store, box, "start", clock().toISOString());
  }
  // Reads keep the namespace trees, enforced policies and memberships they need for a moment
  // (`readCacheMs`); every commit of this process drops what it touches at once.
  const readCacheMs = options.readCacheMs ?? DEFAULT_READ_CACHE_MS;
  if (!(readCacheMs >= 0 && readCacheMs <= 3_600_000)) throw new TypeError("readCacheMs must be between 0 and 3600000");
  if (options.responseCacheBytes !== undefined && !(Number.isSafeInteger(options.responseCacheBytes) && options.responseCacheBytes >= 0))
    throw new TypeError("responseCacheBytes must be a whole number of bytes, 0 or more");
  const reads = new ReadCache(store, readCacheMs, options.clock === undefined ? undefined : () => clock().getTime());
  const ctx: ServiceContext = {
    store: storeFeedingReadCache(store, reads),
    reads,
    clock,
    newId: options.newId ?? createIdGenerator(clock),
    logger,
    defaultQuotas: { ...DEFAULT_QUOTAS, ...options.quotas },
    telemetry: { metrics, ...(options.tracer === undefined ? {} : { tracer: options.tracer }) },
  };
  const leaseSeconds = options.applyLeaseSeconds ?? DEFAULT_APPLY_LEASE_MS / 1000;
  if (!(leaseSeconds >= 1 && leaseSeconds <= 86_400)) throw new TypeError("applyLeaseSeconds must be between 1 and 86400");
  const leaseMs = leaseSeconds * 1000;
  const signingKeys = await SigningKeys.create(options.signingKeys, ctx.logger);
  const services = createServices(ctx, {
    signingKeys,
    clusterDomainSuffix: options.clusterDomainSuffix ?? "localhost",
    ...(options.idTokens === undefined ? {} : { idTokens: options.idTokens }),
    ...(options.tokenThrottle === undefined ? {} : { tokenThrottle: options.tokenThrottle }),
    ...(options.identityProvider === undefined ? {} : { identityProvider: options.identityProvider }),
    applyLeaseMs: leaseMs,
    ...(options.applyHistory === undefined ? {} : { applyHistory: options.applyHistory }),
    ...(options.identityProviderDiscovery === undefined || options.identityProviderDiscovery === false
      ? {}
      : { identityProviderDiscovery: options.identityProviderDiscovery === true ? {} : options.identityProviderDiscovery }),
  });
  for (const hook of [options.onApply ?? []].flat()) services.changesets.onApply(hook);
  const basePath = normaliseBasePath(options.basePath ?? "/api/v0");
  const serviceSegment = options.serviceSegment ?? "pomerium";
  if (!/^[A-Za-z0-9._-]+$/.test(serviceSegment)) throw new TypeError("serviceSegment must be one URL path segment");
  const docsPath = options.docsPath === undefined ? undefined : normaliseBasePath(options.docsPath);
  if (docsPath === "") throw new TypeError("docsPath must be a path such as /docs");
  let openApi: EncodedDocument | undefined;
  const encodedOpenApi = (): EncodedDocument => {
    if (openApi === undefined) {
      const json = JSON.stringify(buildOpenApiDocument(OPERATIONS, { basePath, serviceSegment, version: VERSION }));
      openApi = { json, etag: `"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"` };
    }
    return openApi;
  };
  const renderMetrics = () =>
    metrics.render({
      pendingChangesets: () => services.changesets.pendingCount(),
      watchConnections: () => services.appliedConfigs.size,
    });
  const fetch = createFetchHandler(OPERATIONS, services, {
    openApi: encodedOpenApi,
    basePath,
    serviceSegment,
    maxBodyBytes: options.maxBodyBytes ?? 1024 * 1024,
    maxJsonDepth: options.maxJsonDepth ?? 32,
    authenticate: options.authenticate,
    logger: ctx.logger,
    trustedProxyHops: options.trustedProxyHops ?? 0,
    accessLog: options.accessLog ?? false,
    secretsInResponses: options.secretsInResponses ?? "writers",
    ...(options.allowedOrigins === undefined ? {} : { allowedOrigins: options.allowedOrigins }),
    ...(options.metricsPath === undefined ? {} : { metricsPath: options.metricsPath }),
    ...(docsPath === undefined ? {} : { docsPath }),
    renderMetrics,
    telemetry: ctx.telemetry,
    ...(reads.changeMark === undefined && reads.readChangeMark === undefined ? {} : { proofs: reads }),
    ...(options.responseCacheBytes === undefined ? {} : { responseCacheBytes: options.responseCacheBytes }),
  });
  // Interrupted applies (a process stopped during one) are recovered at start and every half lease.
  // Organization deletions a crash interrupted are finished the same way.
  const sweep = (atStart = false) =>
    Promise.all([
      services.changesets.sweep({ atStart }).catch((error: unknown) => {
        ctx.logger.warn({ reason: error instanceof Error ? error.message : String(error) }, "changeset sweep failed");
      }),
      services.organizations.resumeDeletions().catch((error: unknown) => {
        ctx.logger.warn({ reason: error instanceof Error ? error.message : String(error) }, "resuming organization deletions failed");
      }),
    ]);
  if (options.activityStream !== undefined) {
    stream = new ActivityStream(store, options.activityStream, clock, logger);
    stream.start();
  }
  await sweep(true);
  let sweeping: Promise<unknown> = Promise.resolve();
  const timer =
    options.backgroundSweep === false
      ? undefined
      : setInterval(() => {
          sweeping = sweep();
        }, leaseMs / 2);
  timer?.unref();
  return {
    services,
    fetch,
    servedPaths: [
      basePath === "" ? "/" : basePath,
      "/.well-known/pomerium",
      "/pomerium.config.ConfigService",
      "/healthz",
      "/readyz",
      ...(options.metricsPath === undefined ? [] : [options.metricsPath]),
      ...(docsPath === undefined ? [] : [docsPath]),
    ],
    operations: OPERATIONS.map((op) => ({
      operationId: op.operationId,
      method: op.method,
      path: servedPath(op, basePath, serviceSegment),
      capability: op.capability,
    })),
    openApiDocument: () => JSON.parse(encodedOpenApi().json) as Record<string, unknown>,
    bootstrap: (bootstrapOptions) => bootstrap(ctx, services, bootstrapOptions),
    getAppliedConfig: (orgId, clusterId) => services.changesets.getAppliedConfig(orgId, clusterId),
    watchAppliedConfig: (orgId, clusterId, callback, watchOptions) => services.appliedConfigs.watch(orgId, clusterId, callback, watchOptions),
    resealSecrets: async (resealOptions) => {
      if (box === undefined) return { resealed: 0, examined: 0 };
      const result = await resealSecrets(options.store, box, undefined, undefined, resealOptions?.onProgress);
      // Nothing is sealed with another key any more: older keys may go.
      await noteKeysInUse(options.store, box, "reseal", clock().toISOString());
      return result;
    },
    sweep: async () => {
      sweeping = sweep();
      await sweeping;
    },
    metrics: renderMetrics,
    deliverActivity: () => stream?.deliverNow() ?? Promise.resolve({ delivered: 0, failed: 0, pending: 0 }),
    close: async () => {
      clearInterval(timer);
      await stream?.stop();
      services.appliedConfigs.stopAll();
      await sweeping;
      await options.store.close();
    },
  };
}

function normaliseBasePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  if (trimmed !== "" && !trimmed.startsWith("/")) throw new TypeError("basePath must start with /");
  return trimmed;
}
