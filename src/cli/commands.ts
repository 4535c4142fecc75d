/**
 * The commands of the `accessplane` tool. Each opens the store named by the database options (a SQLite
 * file by default, PostgreSQL with a URL), does one thing, and closes it. Commands that act inside an
 * organization act as the system, with an owner's powers: whoever can open the database can do this
 * anyway, and it is the way back in when every token is lost.
 */
import { AccessPlaneError } from "../errors.js";
import { watchFile } from "node:fs";
import { writeFile } from "node:fs/promises";
import type { ControlPlane, ControlPlaneOptions } from "../control-plane.js";
import { SYSTEM_ACTOR } from "../services/context.js";
import { GLOBAL_SCOPE, type Store } from "../store/port.js";
import { silentLogger, jsonLogger } from "../logger.js";
import { signingKeyConfigFromEnv, SigningKeyError } from "../signing/load.js";
import type { OrganizationRole } from "../domain/primitives.js";
import type { AuthenticateHook } from "../http/handler.js";
import type { ActivityStreamOptions } from "../stream/activity-stream.js";

/** A command line that cannot be run as written (`invalid_argument`; exit code 2). */
export class UsageError extends AccessPlaneError {
  override readonly name: string = "UsageError";
  constructor(message: string) {
    super("invalid_argument", message);
  }
}

type Values = Record<string, string | boolean | undefined>;

interface OptionSpec {
  type: "string" | "boolean";
  help: string;
  valueName?: string;
}

/** One command of the tool. */
export interface Command {
  name: string;
  summary: string;
  description?: string;
  positionals?: string;
  options: Record<string, OptionSpec>;
  /** The exit code; -1 for a command that keeps running (serve). */
  run(values: Values, positionals: string[]): Promise<number>;
}

const ROLES: readonly OrganizationRole[] = ["owner", "admin", "member", "auditor"];

/** Writes progress to standard error, so that standard output stays what a script reads. */
function progress(text: string): void {
  process.stderr.write(`${text}\n`);
}

function text(values: Values, name: string): string | undefined {
  const value = values[name];
  return typeof value === "string" ? value : undefined;
}

function secretKeys(): string[] | undefined {
  const keys = process.env.ACCESSPLANE_SECRET_KEYS?.split(",")
    .map((key) => key.trim())
    .filter((key) => key !== "");
  return keys === undefined || keys.length === 0 ? undefined : keys;
}

/** The host and path of a database URL, never its password. */
function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port === "" ? "" : `:${parsed.port}`}${parsed.pathname}`;
  } catch {
    return "(an unparsable database URL)";
  }
}

interface OpenedStore {
  store: Store;
  /** SQLite only: the online backup. */
  backup?: (path: string, onProgress: (copied: number, total: number) => void) => Promise<void>;
  describe: string;
  kind: "sqlite" | "postgres";
  schemaVersion: number;
}

/** Opens the store the options name; opening creates it or brings its schema up to date. */
async function openStore(values: Values): Promise<OpenedStore> {
  const url = text(values, "database-url") ?? process.env.ACCESSPLANE_DATABASE_URL;
  if (url !== undefined && url !== "") {
    const schema = text(values, "schema") ?? process.env.ACCESSPLANE_DATABASE_SCHEMA ?? "accessplane";
    const { createPostgresStore, POSTGRES_SCHEMA_VERSION } = await import("../../adapters/postgres/index.js");
    try {
      const store = await createPostgresStore({ connectionString: url, schema });
      return { store, describe: `PostgreSQL at ${safeUrl(url)} (schema ${schema})`, kind: "postgres", schemaVersion: POSTGRES_SCHEMA_VERSION };
    } catch (error) {
      throw new Error(`cannot open the database PostgreSQL at ${safeUrl(url)}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const filename = text(values, "db") ?? process.env.ACCESSPLANE_DB ?? "./data/accessplane.db";
  const { createSqliteStore, SCHEMA_VERSION } = await import("../../adapters/sqlite/index.js");
  try {
    const store = createSqliteStore({ filename });
    return {
      store,
      backup: (path, onProgress) => store.backup(path, { onProgress }),
      describe: `SQLite file ${filename}`,
      kind: "sqlite",
      schemaVersion: SCHEMA_VERSION,
    };
  } catch (error) {
    throw new Error(`cannot open the database ${filename}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A control plane over the store, quiet unless told otherwise. */
async function openPlane(opened: OpenedStore, options: Partial<ControlPlaneOptions> = {}): Promise<ControlPlane> {
  const keys = secretKeys();
  try {
    // Loaded here, not with the tool: `--help` and a wrong command line answer without it.
    const { createControlPlane } = await import("../control-plane.js");
    return await createControlPlane({
      store: opened.store,
      logger: silentLogger,
      ...(keys === undefined ? {} : { secrets: { keys } }),
      ...options,
    });
  } catch (error) {
    await opened.store.close();
    if (error instanceof SigningKeyError) throw new Error(`signing key: ${error.message}`);
    if (error instanceof TypeError && error.message.startsWith("secrets.keys")) throw new Error(`ACCESSPLANE_SECRET_KEYS: ${error.message}`);
    throw error;
  }
}

/** Runs `action` on a control plane and closes it whatever happens. */
async function withPlane<T>(values: Values, action: (plane: ControlPlane, opened: OpenedStore) => Promise<T>): Promise<T> {
  const opened = await openStore(values);
  const plane = await openPlane(opened);
  try {
    return await action(plane, opened);
  } finally {
    await plane.close();
  }
}

/** The organization a command acts in: `--org`, or the one the first start created. */
async function organizationOf(store: Store, values: Values): Promise<string> {
  const given = text(values, "org");
  if (given !== undefined) return given;
  const marker = await store.get("system", GLOBAL_SCOPE, "bootstrap");
  const orgId = (marker?.value as { organizationId?: string } | undefined)?.organizationId;
  if (orgId === undefined) throw new UsageError("the database is not bootstrapped and no --org was given");
  return orgId;
}

function print(values: Values, json: unknown, human: string): void {
  console.log(values.json === true ? JSON.stringify(json, null, 2) : human);
}

const ORG_OPTION: Record<string, OptionSpec> = {
  org: { type: "string", valueName: "id", help: "the organization (default: the one the first start created)" },
};
const JSON_OPTION: Record<string, OptionSpec> = { json: { type: "boolean", help: "print JSON instead of text" } };

/** The activity stream the environment asks for, if any. */
function activityStreamFromEnv(): ActivityStreamOptions | undefined {
  const url = process.env.ACCESSPLANE_WEBHOOK_URL;
  const secret = process.env.ACCESSPLANE_WEBHOOK_SECRET;
  const otlp = process.env.ACCESSPLANE_OTLP_LOGS_URL;
  if ((url === undefined) !== (secret === undefined)) throw new Error("ACCESSPLANE_WEBHOOK_URL and ACCESSPLANE_WEBHOOK_SECRET go together");
  if (secret !== undefined && secret.length < 24) throw new Error("ACCESSPLANE_WEBHOOK_SECRET needs at least 24 characters");
  if (url === undefined && otlp === undefined) return undefined;
  return { ...(url === undefined ? {} : { webhooks: [{ url, secret: secret! }] }), ...(otlp === undefined ? {} : { otlp: { url: otlp } }) };
}

const serve: Command = {
  name: "serve",
  summary: "serves the API (what `npm start` does), bootstrapping on first start",
  description: [
    "Environment: HOST (127.0.0.1), PORT (8080), ACCESSPLANE_BOOTSTRAP_TOKEN (optional, at least 32",
    "characters: the first owner's refresh token), ACCESSPLANE_TRUSTED_EMAIL_HEADER (sign people in by",
    "the email an authenticating proxy in front puts in that header; only safe behind such a proxy),",
    "ACCESSPLANE_ACCESS_LOG (0 turns the access log off), ACCESSPLANE_METRICS_PATH (/metrics; empty: none), ACCESSPLANE_PROXY_CONFIG_FILE and",
    "ACCESSPLANE_PROXY_CLUSTER_ID (keep the proxy's YAML of one cluster in a file), SIGNING_KEY_FILE or",
    "SIGNING_KEY (the attestation signing keys; the file is reloaded when it changes or on SIGHUP),",
    "ACCESSPLANE_ALLOWED_ORIGINS (comma-separated origins besides the server's own whose pages may send",
    "requests that change something; others are refused), ACCESSPLANE_TRUSTED_PROXY_HOPS (proxies in",
    "front that append to X-Forwarded-For; the client's address is the entry the nearest one appended),",
    "ACCESSPLANE_WEBHOOK_URL and ACCESSPLANE_WEBHOOK_SECRET (stream the activity log to a webhook, signed),",
    "ACCESSPLANE_OTLP_LOGS_URL (and to an OTLP/HTTP logs endpoint).",
    "SIGTERM or SIGINT drain the requests in flight (up to --drain-seconds) and stop.",
  ].join("\n"),
  options: {
    host: { type: "string", valueName: "address", help: "address to listen on (env HOST; default 127.0.0.1)" },
    port: { type: "string", valueName: "number", help: "port (env PORT; default 8080; 0 picks one)" },
    "drain-seconds": { type: "string", valueName: "n", help: "how long shutdown waits for requests in flight (default 10)" },
  },
  async run(values) {
    const host = text(values, "host") ?? process.env.HOST ?? "127.0.0.1";
    const port = Number(text(values, "port") ?? process.env.PORT ?? 8080);
    const drainSeconds = Number(text(values, "drain-seconds") ?? 10);
    const bootstrapToken = process.env.ACCESSPLANE_BOOTSTRAP_TOKEN;
    const trustedEmailHeader = process.env.ACCESSPLANE_TRUSTED_EMAIL_HEADER;
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new UsageError(`the port must be a number from 0 to 65535, not ${JSON.stringify(String(port))}`);
    if (!(drainSeconds >= 0 && drainSeconds <= 3600)) throw new UsageError("--drain-seconds must be from 0 to 3600");
    if (bootstrapToken !== undefined && bootstrapToken.length < 32) throw new Error("ACCESSPLANE_BOOTSTRAP_TOKEN needs at least 32 characters");
    const opened = await openStore(values);
    const authenticate: AuthenticateHook | undefined =
      trustedEmailHeader === undefined
        ? undefined
        : (request) => {
            const email = request.headers.get(trustedEmailHeader)?.trim().toLowerCase();
            // Two header lines arrive joined by a comma: no identity, rather than a made-up one.
            return email && !email.includes(",") ? { subject: `email:${email}`, email } : null;
          };
    const signingKeys = signingKeyConfigFromEnv();
    const allowedOrigins = process.env.ACCESSPLANE_ALLOWED_ORIGINS?.split(",")
      .map((origin) => origin.trim())
      .filter((origin) => origin !== "");
    const hops = process.env.ACCESSPLANE_TRUSTED_PROXY_HOPS;
    if (hops !== undefined && !/^[0-9]$/.test(hops)) throw new Error("ACCESSPLANE_TRUSTED_PROXY_HOPS must be a number of proxies from 0 to 9");
    const activityStream = activityStreamFromEnv();
    const plane = await openPlane(opened, {
      logger: jsonLogger,
      ...(activityStream === undefined ? {} : { activityStream }),
      ...(hops === undefined ? {} : { trustedProxyHops: Number(hops) }),
      signingKeys,
      accessLog: process.env.ACCESSPLANE_ACCESS_LOG !== "0",
      // Scraped by Prometheus; ACCESSPLANE_METRICS_PATH="" turns it off.
      ...(process.env.ACCESSPLANE_METRICS_PATH === "" ? {} : { metricsPath: process.env.ACCESSPLANE_METRICS_PATH ?? "/metrics" }),
      ...(allowedOrigins === undefined ? {} : { allowedOrigins }),
      ...(authenticate === undefined ? {} : { authenticate }),
    });
    const reload = (why: string) =>
      plane.services.signingKeys.reload().then(
        () => console.log(`${why}: signing keys reloaded (signing kid ${plane.services.signingKeys.signingKid})`),
        // Standard error carries the JSON log lines only: plain lines go to standard output.
        (error: unknown) =>
          jsonLogger.error({ why, reason: error instanceof Error ? error.message : String(error) }, "signing keys not reloaded, keeping the current ones"),
      );
    if (signingKeys.signingKeyFile !== undefined) {
      watchFile(signingKeys.signingKeyFile, { interval: 1000 }, (current, previous) => {
        if (current.mtimeMs !== previous.mtimeMs || current.size !== previous.size) void reload("key file changed");
      });
    }
    process.on("SIGHUP", () => void reload("SIGHUP"));

    // Listen first: a port in use fails here, before a first start bootstraps and prints its one-time
    // token (which the next start could not print again).
    const { createNodeHttpServer } = await import("../http/node-server.js");
    // The ConfigService's modules, which the plane loads at its first call, and Node's fetch classes,
    // which the first request loads, are loaded now: a server pays for them before it listens.
    await (await import("../connect/handler.js")).preloadConfigService();
    (await import("../http/payloads.js")).linkPrototypes();
    const server = createNodeHttpServer(plane.fetch, { docs: {}, logger: jsonLogger });
    try {
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => resolve());
      });
    } catch (error) {
      await plane.close();
      throw new Error(`cannot listen on ${host}:${port}: ${error instanceof Error ? error.message : String(error)}`);
    }

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

    const proxyConfigFile = process.env.ACCESSPLANE_PROXY_CONFIG_FILE;
    if (proxyConfigFile !== undefined && proxyConfigFile !== "") {
      const { writeProxyConfigFile } = await import("../proxy-config/file-sink.js");
      const orgId = await organizationOf(opened.store, {});
      const clusterId = process.env.ACCESSPLANE_PROXY_CLUSTER_ID ?? (await plane.services.clusters.list(orgId))[0]?.id;
      if (clusterId === undefined) throw new Error("ACCESSPLANE_PROXY_CONFIG_FILE: no cluster to export (set ACCESSPLANE_PROXY_CLUSTER_ID)");
      const write = writeProxyConfigFile(proxyConfigFile, { clusterId });
      plane.watchAppliedConfig(orgId, clusterId, (config) => {
        void write(config).then(
          () => console.log(`proxy configuration version ${config.version} written to ${proxyConfigFile}`),
          (error: unknown) => jsonLogger.error({ reason: error instanceof Error ? error.message : String(error) }, "proxy configuration not written"),
        );
      });
    }

    const address = server.address();
    const actualPort = typeof address === "object" && address !== null ? address.port : port;
    console.log(`listening on http://${host}:${actualPort} on the ${opened.describe} (API reference: http://${host}:${actualPort}/docs)`);

    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      console.log(`${signal}: shutting down, draining requests in flight for up to ${drainSeconds} s`);
      // No new connections; idle ones close now, busy ones when their response is done.
      server.close(() => {
        plane.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      });
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), drainSeconds * 1000).unref();
    };
    process.on("SIGINT", () => stop("SIGINT"));
    process.on("SIGTERM", () => stop("SIGTERM"));
    return -1;
  },
};

const bootstrap: Command = {
  name: "bootstrap",
  summary: "creates the first organization, cluster and owner (an API-access user) and prints its token",
  description: "Does nothing when the database is already bootstrapped (and says so). ACCESSPLANE_BOOTSTRAP_TOKEN chooses the token.",
  options: {
    "organization-name": { type: "string", valueName: "name", help: 'the organization\'s name (default "Default organization")' },
    "cluster-domain": { type: "string", valueName: "domain", help: "the first cluster's domain" },
    ...JSON_OPTION,
  },
  async run(values) {
    return withPlane(values, async (plane) => {
      const token = process.env.ACCESSPLANE_BOOTSTRAP_TOKEN;
      const organizationName = text(values, "organization-name");
      const clusterDomain = text(values, "cluster-domain");
      const created = await plane.bootstrap({
        ...(token === undefined ? {} : { refreshToken: token }),
        ...(organizationName === undefined ? {} : { organizationName }),
        ...(clusterDomain === undefined ? {} : { clusterDomain }),
      });
      if (created === undefined) {
        print(values, { bootstrapped: false }, "already bootstrapped: nothing done (use `accessplane users renew-token` to recover a lost token)");
        return 0;
      }
      print(
        values,
        {
          bootstrapped: true,
          organizationId: created.organization.id,
          clusterId: created.cluster.id,
          userId: created.user.id,
          refreshToken: created.user.refreshToken,
        },
        [
          `created organization ${created.organization.id} with cluster ${created.cluster.id}`,
          `owner: API-access user ${created.user.id}; its refresh token, shown only this once:`,
          `  ${created.user.refreshToken}`,
        ].join("\n"),
      );
      return 0;
    });
  },
};

const usersList: Command = {
  name: "users list",
  summary: "lists the users of an organization with their ids and roles",
  options: { ...ORG_OPTION, ...JSON_OPTION },
  async run(values) {
    return withPlane(values, async (plane, opened) => {
      const orgId = await organizationOf(opened.store, values);
      const users = await plane.services.users.listInOrganization(orgId);
      print(
        values,
        users,
        users
          .map((u) => `${u.id}  ${u.organizationRole.padEnd(7)}  ${u.type === "user_type_api_access" ? "api-access" : "person    "}  ${u.displayName}`)
          .join("\n") || "(no users)",
      );
      return 0;
    });
  },
};

const usersCreate: Command = {
  name: "users create-api-access",
  summary: "creates an API-access user with a role and prints its refresh token",
  options: {
    ...ORG_OPTION,
    name: { type: "string", valueName: "name", help: "the user's name (required)" },
    role: { type: "string", valueName: "role", help: "owner, admin, member or auditor (default member)" },
    ...JSON_OPTION,
  },
  async run(values) {
    const name = text(values, "name");
    const role = (text(values, "role") ?? "member") as OrganizationRole;
    if (name === undefined || name.trim() === "") throw new UsageError("--name is required");
    if (!ROLES.includes(role)) throw new UsageError(`--role must be one of ${ROLES.join(", ")}`);
    return withPlane(values, async (plane, opened) => {
      const orgId = await organizationOf(opened.store, values);
      const user = await plane.services.users.createApiAccessUser(orgId, { name, role }, SYSTEM_ACTOR, "owner");
      print(
        values,
        { userId: user.id, organizationId: orgId, role, refreshToken: user.refreshToken },
        [`created API-access user ${user.id} (${role}) in ${orgId}; its refresh token, shown only this once:`, `  ${user.refreshToken}`].join("\n"),
      );
      return 0;
    });
  },
};

const usersRenew: Command = {
  name: "users renew-token",
  summary: "issues a new refresh token for an API-access user (the way back in when a token is lost)",
  description: "Every earlier token of the user, and every ID token exchanged from them, stops working.",
  positionals: "<user-id>",
  options: { ...ORG_OPTION, ...JSON_OPTION },
  async run(values, positionals) {
    const userId = positionals[0];
    if (userId === undefined || positionals.length > 1) throw new UsageError("name exactly one user id");
    return withPlane(values, async (plane, opened) => {
      const orgId = await organizationOf(opened.store, values);
      const { refreshToken } = await plane.services.users.renewRefreshToken(orgId, userId, SYSTEM_ACTOR, "owner");
      print(
        values,
        { userId, organizationId: orgId, refreshToken },
        [`renewed the refresh token of ${userId}; the new one, shown only this once:`, `  ${refreshToken}`].join("\n"),
      );
      return 0;
    });
  },
};

const exportCommand: Command = {
  name: "export",
  summary: "prints a cluster's applied configuration (JSON), or the proxy's configuration file (YAML)",
  description: "Both hold the cluster's secrets and private keys, as the proxy needs them: a file written with --out is readable by its owner only.",
  options: {
    ...ORG_OPTION,
    cluster: { type: "string", valueName: "id", help: "the cluster (default: the organization's only or first cluster)" },
    proxy: { type: "boolean", help: "print the proxy's configuration file instead of the applied configuration" },
    out: { type: "string", valueName: "file", help: "write to a file instead of standard output" },
  },
  async run(values) {
    return withPlane(values, async (plane, opened) => {
      const orgId = await organizationOf(opened.store, values);
      const clusterId = text(values, "cluster") ?? (await plane.services.clusters.list(orgId))[0]?.id;
      if (clusterId === undefined) throw new Error(`organization ${orgId} has no cluster`);
      const config = await plane.getAppliedConfig(orgId, clusterId);
      if (config === undefined) throw new Error(`cluster ${clusterId} has no applied configuration yet`);
      let output: string;
      if (values.proxy === true) {
        const { toProxyConfig } = await import("../proxy-config/to-proxy-config.js");
        output = toProxyConfig(config).yaml;
      } else {
        // As the API's getAppliedConfig answers it: secrets and private keys included, the proxy needs them.
        output = `${JSON.stringify(config, null, 2)}\n`;
      }
      const out = text(values, "out");
      if (out === undefined) process.stdout.write(output);
      else {
        await writeFile(out, output, { mode: 0o600 });
        progress(`wrote version ${config.version} of cluster ${clusterId} to ${out}`);
      }
      return 0;
    });
  },
};

const backup: Command = {
  name: "backup",
  summary: "writes a consistent copy of the SQLite database while it is in use",
  description: "PostgreSQL databases are backed up with the server's own tools (pg_dump of the schema).",
  positionals: "<target-file>",
  options: {},
  async run(values, positionals) {
    const target = positionals[0];
    if (target === undefined || positionals.length > 1) throw new UsageError("name exactly one target file");
    const opened = await openStore(values);
    try {
      if (opened.backup === undefined) throw new Error("backup copies SQLite files; back up PostgreSQL with pg_dump --schema=<schema>");
      let reported = -1;
      let pages = 0;
      await opened.backup(target, (copied, total) => {
        pages = total;
        const percent = total === 0 ? 100 : Math.floor((copied / total) * 100);
        if (percent !== reported) progress(`backup: ${copied} of ${total} pages (${percent}%)`);
        reported = percent;
      });
      if (reported !== 100) progress(`backup: ${pages} of ${pages} pages (100%)`);
      console.log(`backed up the ${opened.describe} to ${target}`);
      return 0;
    } finally {
      await opened.store.close();
    }
  },
};

const reseal: Command = {
  name: "reseal",
  summary: "seals every secret still plain, or sealed with an older key, with the first key of ACCESSPLANE_SECRET_KEYS",
  description: "Safe while servers run. Old plaintext may remain in a SQLite file's free pages until VACUUM.",
  options: {},
  async run(values) {
    if (secretKeys() === undefined) throw new Error("ACCESSPLANE_SECRET_KEYS is not set; there is nothing to seal with");
    return withPlane(values, async (plane) => {
      const result = await plane.resealSecrets({
        onProgress: (p) => progress(`reseal: ${p.examined} records examined (now ${p.kind}), ${p.resealed} sealed again`),
      });
      console.log(`${result.resealed} of ${result.examined} records sealed again with the first key`);
      return 0;
    });
  },
};

const migrate: Command = {
  name: "migrate",
  summary: "creates the database or brings its schema up to this version, and reports the version",
  description:
    "Every command and every start does this too; run it alone to upgrade before rolling out new servers. A database written by a newer version is refused.",
  options: {},
  async run(values) {
    const opened = await openStore(values);
    await opened.store.close();
    console.log(`the ${opened.describe} is at schema version ${opened.schemaVersion}`);
    return 0;
  },
};

/** `--server` with the `--org` and the `--<id>` it needs, when given (without them: a usage error). */
function serverTarget(values: Values, id: "cluster" | "changeset"): { server: string; org: string; id: string } | undefined {
  const server = text(values, "server");
  if (server === undefined) return undefined;
  const org = text(values, "org");
  const named = text(values, id);
  if (org === undefined || named === undefined) throw new UsageError(`--server needs --org and --${id}`);
  return { server, org, id: named };
}

const testCommand: Command = {
  name: "test",
  summary: "runs policy test suites (YAML or JSON files) on a cluster's configuration, for CI",
  positionals: "<suite-file>...",
  description:
    "The configuration is a file `accessplane export` wrote (--config), or the cluster's applied configuration on a server (--server, --org, --cluster; a token in ACCESSPLANE_REFRESH_TOKEN or ACCESSPLANE_ID_TOKEN, of an owner or admin). Exit code 1 when a case fails. See docs/policy-tests.md.",
  options: {
    config: { type: "string", valueName: "file", help: "the applied configuration, JSON or YAML, as `accessplane export` writes it" },
    server: { type: "string", valueName: "url", help: "read the cluster's applied configuration from this server instead" },
    org: { type: "string", valueName: "id", help: "with --server: the organization" },
    cluster: { type: "string", valueName: "id", help: "with --server: the cluster" },
    junit: { type: "string", valueName: "file", help: "also write the results as JUnit XML" },
    coverage: { type: "boolean", help: "report which criteria of which policies the cases reached, and those they never did" },
  },
  async run(values, positionals) {
    if (positionals.length === 0) throw new UsageError("name at least one suite file");
    const config = text(values, "config");
    const target = serverTarget(values, "cluster");
    if ((config === undefined) === (target === undefined)) throw new UsageError("give --config or --server, not both");
    const { runTestCommand } = await import("./policy-checks.js");
    return runTestCommand({
      suites: positionals,
      ...(config === undefined ? {} : { config }),
      ...(target === undefined ? {} : { server: target.server, org: target.org, cluster: target.id }),
      ...(text(values, "junit") === undefined ? {} : { junit: text(values, "junit")! }),
      coverage: values.coverage === true,
    });
  },
};

const replayCommand: Command = {
  name: "replay",
  summary: "replays the proxy's authorize log on two configurations: who gains and who loses access",
  description:
    "The log holds the proxy's `authorize check` lines (JSON, one per line; other lines are skipped, unparsable ones counted). The configurations are two files `accessplane export` wrote (--before, --after), or a server's applied configuration and its draft (--server, --org, --changeset; a token in ACCESSPLANE_REFRESH_TOKEN or ACCESSPLANE_ID_TOKEN). See docs/policy-tests.md.",
  options: {
    log: { type: "string", valueName: "file", help: "the proxy's log (authorize check lines, JSON)" },
    before: { type: "string", valueName: "file", help: "the configuration now (an export)" },
    after: { type: "string", valueName: "file", help: "the configuration after the change (an export)" },
    server: { type: "string", valueName: "url", help: "replay on this server's draft instead" },
    org: { type: "string", valueName: "id", help: "with --server: the organization" },
    changeset: { type: "string", valueName: "id", help: "with --server: the draft changeset" },
    ...JSON_OPTION,
  },
  async run(values) {
    const log = text(values, "log");
    if (log === undefined) throw new UsageError("name the log with --log");
    const before = text(values, "before");
    const after = text(values, "after");
    const offline = before !== undefined || after !== undefined;
    const target = serverTarget(values, "changeset");
    if (offline === (target !== undefined)) throw new UsageError("give --before and --after, or --server; not both");
    if (offline && (before === undefined || after === undefined)) throw new UsageError("give both --before and --after");
    const { runReplayCommand } = await import("./policy-checks.js");
    return runReplayCommand({
      log,
      ...(target === undefined ? { before: before!, after: after! } : { server: target.server, org: target.org, changeset: target.id }),
      json: values.json === true,
    });
  },
};

/** Every command, in the order `--help` lists them. */
export const COMMANDS: readonly Command[] = [
  serve,
  bootstrap,
  usersList,
  usersCreate,
  usersRenew,
  exportCommand,
  testCommand,
  replayCommand,
  backup,
  reseal,
  migrate,
];
