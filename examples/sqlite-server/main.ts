// `npm start`: the whole API on a SQLite file, bootstrapped on first start.
//
//   HOST (127.0.0.1), PORT (8080), ACCESSPLANE_DB (./data/accessplane.db),
//   ACCESSPLANE_PROXY_CONFIG_FILE (optional: keep the proxy's YAML configuration of one cluster in this
//   file, rewritten atomically after every apply; ACCESSPLANE_PROXY_CLUSTER_ID names the cluster,
//   by default the first start's),
//   ACCESSPLANE_DATABASE_URL (optional: postgres://... makes it use PostgreSQL instead of SQLite;
//   several servers on one database act as one), ACCESSPLANE_DATABASE_SCHEMA (accessplane),
//   ACCESSPLANE_BOOTSTRAP_TOKEN (optional, at least 32 characters: the bootstrap user's refresh token),
//   ACCESSPLANE_TRUSTED_EMAIL_HEADER (optional: sign people in by the email an authenticating proxy
//   in front of this server puts in that header, e.g. X-Forwarded-Email; only safe behind such a proxy),
//   SIGNING_KEY_FILE or SIGNING_KEY (optional: the attestation signing keys, base64 of PEM or PEM; the
//   file wins, and is reloaded when it changes or on SIGHUP)
//
// Machines sign in with API-access users' tokens (POST /api/v0/token); people, when the header is
// configured, through the `authenticate` hook below.
import { watchFile } from "node:fs";
import {
  createControlPlane,
  GLOBAL_SCOPE,
  signingKeyConfigFromEnv,
  SigningKeyError,
  writeProxyConfigFile,
  type AuthenticateHook,
  type ControlPlane,
} from "accessplane";
import type { Store } from "accessplane";
import { createSqliteStore } from "accessplane/sqlite";
import { createPostgresStore } from "accessplane/postgres";
import { createNodeHttpServer } from "../node-http/server.js";

const host = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 8080);
const filename = process.env.ACCESSPLANE_DB ?? "./data/accessplane.db";
const databaseUrl = process.env.ACCESSPLANE_DATABASE_URL;
const databaseSchema = process.env.ACCESSPLANE_DATABASE_SCHEMA ?? "accessplane";
const bootstrapToken = process.env.ACCESSPLANE_BOOTSTRAP_TOKEN;
const trustedEmailHeader = process.env.ACCESSPLANE_TRUSTED_EMAIL_HEADER;
// Keys that seal secrets at rest: base64 of 32 random bytes each, comma-separated, the first encrypts.
const secretKeys = process.env.ACCESSPLANE_SECRET_KEYS?.split(",").map((key) => key.trim()).filter((key) => key !== "");

function fail(message: string): never {
  console.error(`accessplane: ${message}`);
  process.exit(1);
}

if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a port number, not ${process.env.PORT}`);
if (bootstrapToken !== undefined && bootstrapToken.length < 32) fail("ACCESSPLANE_BOOTSTRAP_TOKEN needs at least 32 characters");

let store: Store;
try {
  store = databaseUrl !== undefined ? await createPostgresStore({ connectionString: databaseUrl, schema: databaseSchema }) : createSqliteStore({ filename });
} catch (error) {
  // Never print the connection string: it may hold a password.
  const which = databaseUrl !== undefined ? `PostgreSQL at ${safeHost(databaseUrl)}` : filename;
  fail(`cannot open the database ${which}: ${error instanceof Error ? error.message : String(error)}`);
}

function safeHost(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port === "" ? "" : `:${parsed.port}`}${parsed.pathname}`;
  } catch {
    return "(an unparsable ACCESSPLANE_DATABASE_URL)";
  }
}
// Interactive login: the proxy in front has authenticated the person and names them in a header.
const authenticate: AuthenticateHook | undefined =
  trustedEmailHeader === undefined
    ? undefined
    : (request) => {
        const email = request.headers.get(trustedEmailHeader)?.trim().toLowerCase();
        return email ? { subject: `email:${email}`, email } : null;
      };

const signingKeys = signingKeyConfigFromEnv();
let plane: ControlPlane;
try {
  plane = await createControlPlane({
    store,
    signingKeys,
    accessLog: process.env.ACCESSPLANE_ACCESS_LOG !== "0",
    ...(authenticate === undefined ? {} : { authenticate }),
    ...(secretKeys === undefined || secretKeys.length === 0 ? {} : { secrets: { keys: secretKeys } }),
  });
} catch (error) {
  if (error instanceof SigningKeyError) fail(`signing key: ${error.message}`);
  if (error instanceof TypeError && error.message.startsWith("secrets.keys")) fail(`ACCESSPLANE_SECRET_KEYS: ${error.message}`);
  throw error;
}

// Rotation without restart: reload the key file when it changes, or on SIGHUP.
const reload = (why: string) =>
  plane.services.signingKeys.reload().then(
    () => console.log(`${why}: signing keys reloaded (signing kid ${plane.services.signingKeys.signingKid})`),
    (error: unknown) => console.error(`${why}: signing keys not reloaded, keeping the current ones: ${error instanceof Error ? error.message : String(error)}`),
  );
if (signingKeys.signingKeyFile !== undefined) {
  watchFile(signingKeys.signingKeyFile, { interval: 1000 }, (current, previous) => {
    if (current.mtimeMs !== previous.mtimeMs || current.size !== previous.size) void reload("key file changed");
  });
}
process.on("SIGHUP", () => void reload("SIGHUP"));

// Listen first: a port already in use fails here, before a first start bootstraps and prints its
// one-time token (which the next start could not print again).
const server = createNodeHttpServer(plane, {}, {});
await new Promise<void>((resolve) => {
  server.once("error", (error) => fail(`cannot listen on ${host}:${port}: ${error.message}`));
  server.listen(port, host, () => resolve());
});

const created = await plane.bootstrap(bootstrapToken === undefined ? {} : { refreshToken: bootstrapToken });
if (created !== undefined) {
  console.log(`created organization ${created.organization.id} with cluster "${created.cluster.name}"`);
  if (bootstrapToken === undefined) {
    console.log(`bootstrap API user ${created.user.id}; its refresh token, shown only this once:`);
    console.log(`  ${created.user.refreshToken}`);
  } else {
    console.log(`bootstrap API user ${created.user.id}; its refresh token is ACCESSPLANE_BOOTSTRAP_TOKEN`);
  }
}

// The proxy's configuration file, kept current for one cluster (whichever replica applies).
const proxyConfigFile = process.env.ACCESSPLANE_PROXY_CONFIG_FILE;
if (proxyConfigFile !== undefined && proxyConfigFile !== "") {
  const marker = await store.get("system", GLOBAL_SCOPE, "bootstrap");
  const orgId = (marker?.value as { organizationId?: string } | undefined)?.organizationId;
  const clusterId = process.env.ACCESSPLANE_PROXY_CLUSTER_ID ?? (orgId === undefined ? undefined : (await plane.services.clusters.list(orgId))[0]?.id);
  if (orgId === undefined || clusterId === undefined) fail("ACCESSPLANE_PROXY_CONFIG_FILE: no cluster to export (set ACCESSPLANE_PROXY_CLUSTER_ID)");
  const write = writeProxyConfigFile(proxyConfigFile, { clusterId });
  plane.watchAppliedConfig(orgId, clusterId, (config) =>
    write(config).then(
      () => console.log(`proxy configuration version ${config.version} written to ${proxyConfigFile}`),
      (error: unknown) => console.error(`proxy configuration not written: ${error instanceof Error ? error.message : String(error)}`),
    ),
  );
}

// The API, and at /docs a rendered reference of its OpenAPI document.
const address = server.address();
const actualPort = typeof address === "object" && address !== null ? address.port : port;
console.log(`listening on http://${host}:${actualPort} (API reference: http://${host}:${actualPort}/docs)`);

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  server.close(() => {
    plane.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  server.closeIdleConnections();
  setTimeout(() => server.closeAllConnections(), 5000).unref();
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
