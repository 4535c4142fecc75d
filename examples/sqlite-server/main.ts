// `npm start`: the whole API on a SQLite file, bootstrapped on first start.
//
//   HOST (127.0.0.1), PORT (8080), ACCESSPLANE_DB (./data/accessplane.db),
//   ACCESSPLANE_BOOTSTRAP_TOKEN (optional, at least 32 characters: the bootstrap user's refresh token),
//   ACCESSPLANE_TRUSTED_EMAIL_HEADER (optional: sign people in by the email an authenticating proxy
//   in front of this server puts in that header, e.g. X-Forwarded-Email; only safe behind such a proxy)
//
// Machines sign in with API-access users' tokens (POST /api/v0/token); people, when the header is
// configured, through the `authenticate` hook below.
import { createControlPlane, type AuthenticateHook } from "accessplane";
import { createSqliteStore } from "accessplane/sqlite";
import { createNodeHttpServer } from "../node-http/server.js";

const host = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 8080);
const filename = process.env.ACCESSPLANE_DB ?? "./data/accessplane.db";
const bootstrapToken = process.env.ACCESSPLANE_BOOTSTRAP_TOKEN;
const trustedEmailHeader = process.env.ACCESSPLANE_TRUSTED_EMAIL_HEADER;

function fail(message: string): never {
  console.error(`accessplane: ${message}`);
  process.exit(1);
}

if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a port number, not ${process.env.PORT}`);
if (bootstrapToken !== undefined && bootstrapToken.length < 32) fail("ACCESSPLANE_BOOTSTRAP_TOKEN needs at least 32 characters");

let store;
try {
  store = createSqliteStore({ filename });
} catch (error) {
  fail(`cannot open the database ${filename}: ${error instanceof Error ? error.message : String(error)}`);
}
// Interactive login: the proxy in front has authenticated the person and names them in a header.
const authenticate: AuthenticateHook | undefined =
  trustedEmailHeader === undefined
    ? undefined
    : (request) => {
        const email = request.headers.get(trustedEmailHeader)?.trim().toLowerCase();
        return email ? { subject: `email:${email}`, email } : null;
      };

const plane = await createControlPlane({ store, ...(authenticate === undefined ? {} : { authenticate }) });

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

const server = createNodeHttpServer(plane);
server.on("error", (error) => fail(`cannot listen on ${host}:${port}: ${error.message}`));
server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === "object" && address !== null ? address.port : port;
  console.log(`listening on http://${host}:${actualPort}`);
});

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
