/**
 * One server the HTTP benchmarks load, in a process of its own (so that neither the load generator
 * nor another server shares its event loop, and Hono's replacement of the global Response touches only
 * its own process):
 *
 *   http-servers.ts ours [postgres]      the control plane on SQLite (or on a fresh schema of
 *                                        ACCESSPLANE_BENCH_POSTGRES_URL's database, dropped at exit)
 *                                        behind createNodeHttpServer, sweeping every second (a lease
 *                                        of 2 s); prints the port, paths, token and the bodies it answers
 *   http-servers.ts replica <schema>     another replica on that schema (the key in
 *                                        ACCESSPLANE_BENCH_SIGNING_KEY, as `ours` was given it)
 *   http-servers.ts export               the control plane on the in-memory store with a cluster of
 *                                        10 000 applied routes; prints the port, the token and the
 *                                        proxy configuration's path and bytes (built by its first GET)
 *   http-servers.ts hono|bare <file>     Hono on @hono/node-server, or bare node:http, answering the
 *                                        bodies listed in <file> (what `ours` printed) from a Map, with
 *                                        the headers ours sent (a fresh X-Response-Id each time)
 *
 * Prints one JSON line once it listens.
 */
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateKeyPairSync, randomUUID } from "node:crypto";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createControlPlane, silentLogger, type ControlPlane } from "accessplane";
import { createNodeHttpServer } from "accessplane/node";
import { createSqliteStore } from "accessplane/sqlite";
import { createMemoryStore } from "accessplane/memory";
import { createPostgresStore } from "accessplane/postgres";
import pg from "pg";
import { BENCH_POSTGRES_URL } from "./postgres.js";
import { bootstrapped } from "./setup.js";

const kind = process.argv[2];
process.on("SIGTERM", () => process.exit(0));
const port = (server: { address(): unknown }) => (server.address() as { port: number }).port;

/** The `Authorization` header of an ID token the plane issues for `refreshToken`. */
async function bearerFor(plane: ControlPlane, refreshToken: string): Promise<string> {
  const response = await plane.fetch(
    new Request("http://localhost/api/v0/token", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ refreshToken }) }),
  );
  return `Bearer ${((await response.json()) as { idToken: string }).idToken}`;
}

/** The headers of a response the anchors send with its bytes (not those the server writes per connection). */
function headersOf(response: Response): Record<string, string> {
  return Object.fromEntries(
    [...response.headers].filter(([name]) => !["date", "connection", "keep-alive", "content-length", "transfer-encoding"].includes(name)),
  );
}

if (kind === "replica") {
  // Another replica on the schema a running `ours postgres` made: no bootstrap, the same signing key.
  const schema = process.argv[3]!;
  const signingKey = process.env.ACCESSPLANE_BENCH_SIGNING_KEY!;
  const applicationName = `accessplane-bench-${process.pid}`;
  const store = await createPostgresStore({ connectionString: BENCH_POSTGRES_URL, schema, poolSize: 10, applicationName });
  const plane = await createControlPlane({ store, logger: silentLogger, signingKeys: { signingKey }, applyLeaseSeconds: 2 });
  const server = createNodeHttpServer(plane.fetch);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  console.log(JSON.stringify({ port: port(server), pid: process.pid, applicationName }));
} else if (kind === "ours") {
  const dir = mkdtempSync(join(tmpdir(), "accessplane-http-bench-"));
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  // The bench may give the key, so that replicas started later verify this one's tokens.
  const signingKey =
    process.env.ACCESSPLANE_BENCH_SIGNING_KEY ??
    generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const schema = `bench_http_${process.pid}`;
  const onPostgres = process.argv[3] === "postgres";
  if (onPostgres) {
    // The schema goes when the process does: SIGTERM drops it, then exits.
    const drop = async () => {
      const client = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    };
    process.removeAllListeners("SIGTERM");
    process.on("SIGTERM", () => void drop().finally(() => process.exit(0)));
  }
  const store = onPostgres
    ? await createPostgresStore({ connectionString: BENCH_POSTGRES_URL, schema, poolSize: 10, applicationName: `accessplane-bench-${process.pid}` })
    : createSqliteStore({ filename: join(dir, "http.db") });
  // A short lease: the sweep runs every second while the load does, as it would every 30 s in a long run.
  const plane = await createControlPlane({ store, logger: silentLogger, signingKeys: { signingKey }, applyLeaseSeconds: 2 });
  const { boot, orgId, actor } = await bootstrapped(plane);
  const policy = await plane.services.policies.create(
    orgId,
    {
      namespaceId: orgId,
      name: "staff",
      enforced: false,
      ppl: { allow: { and: [{ domain: "example.com" }] } },
      description: "",
      explanation: "",
      remediation: "",
    },
    actor,
  );
  const route = await plane.services.routes.create(
    orgId,
    { namespaceId: boot.cluster.id, name: "app", from: "https://app.bench.example.com", to: ["https://app.internal"], policyIds: [policy.policy.id] },
    actor,
  );
  // A namespace of 60 routes, each listing three policies: the list of 50 reads the first page of it.
  const { namespace: listed } = await plane.services.namespaces.create(orgId, { name: "listed", parentId: boot.cluster.id }, actor, "owner");
  const listedPolicies = [policy.policy.id];
  for (const name of ["contractors", "admins"]) {
    const made = await plane.services.policies.create(
      orgId,
      {
        namespaceId: orgId,
        name,
        enforced: false,
        ppl: { allow: { or: [{ email: { is: `${name}@example.com` } }] } },
        description: "",
        explanation: "",
        remediation: "",
      },
      actor,
    );
    listedPolicies.push(made.policy.id);
  }
  for (let i = 0; i < 60; i++) {
    const name = `listed-${String(i).padStart(2, "0")}`;
    await plane.services.routes.create(
      orgId,
      {
        namespaceId: listed.id,
        name,
        from: `https://${name}.bench.example.com`,
        to: [`https://${name}-a.internal:8443`, `https://${name}-b.internal:8443`],
        prefix: "/api/",
        policyIds: listedPolicies,
        passIdentityHeaders: true,
        setRequestHeaders: { "x-team": "bench", "x-route": name },
      },
      actor,
    );
  }
  const routePath = `/api/v0/organizations/${orgId}/routes/${route.route.id}`;
  const keySetPath = "/.well-known/pomerium/jwks.json";
  const listPath = `/api/v0/organizations/${orgId}/routes?namespaceId=${listed.id}&orderBy=name&limit=50`;
  const authorization = await bearerFor(plane, boot.user.refreshToken);
  const routeResponse = await plane.fetch(new Request(`http://localhost${routePath}`, { headers: { authorization } }));
  if (routeResponse.status !== 200) throw new Error(`route GET failed: ${routeResponse.status}`);
  const keySetResponse = await plane.fetch(new Request(`http://localhost${keySetPath}`));
  const listResponse = await plane.fetch(new Request(`http://localhost${listPath}`, { headers: { authorization } }));
  if (listResponse.status !== 200) throw new Error(`route list failed: ${listResponse.status}`);
  const bodies = {
    [routePath]: await routeResponse.text(),
    [keySetPath]: await keySetResponse.text(),
    [listPath]: await listResponse.text(),
  };
  // The anchors answer with the same headers too (the response id made afresh per response, as ours is).
  const headers = { [routePath]: headersOf(routeResponse), [keySetPath]: headersOf(keySetResponse), [listPath]: headersOf(listResponse) };
  const ours = createNodeHttpServer(plane.fetch);
  await new Promise<void>((resolve) => ours.listen(0, "127.0.0.1", () => resolve()));
  console.log(
    JSON.stringify({
      port: port(ours),
      routePath,
      keySetPath,
      listPath,
      authorization,
      routesPath: `/api/v0/organizations/${orgId}/routes`,
      clusterId: boot.cluster.id,
      policyId: policy.policy.id,
      pid: process.pid,
      ...(onPostgres ? { schema } : {}),
      // Its PostgreSQL sessions' name (pg_stat_activity), when on PostgreSQL.
      ...(onPostgres ? { applicationName: `accessplane-bench-${process.pid}` } : {}),
      bodies,
      headers,
    }),
  );
} else if (kind === "export") {
  const plane = await createControlPlane({ store: createMemoryStore(), logger: silentLogger, quotas: { routes: 1_000_000 } });
  const { boot, orgId, clusterId, actor } = await bootstrapped(plane);
  await plane.services.settings.patch(orgId, clusterId, [{ op: "replace", path: "/autoApplyChangesets", value: false }], actor);
  const ppl = { allow: { and: [{ domain: "example.com" }] } };
  const { policy } = await plane.services.policies.create(
    orgId,
    { namespaceId: orgId, name: "staff", enforced: false, ppl, description: "", explanation: "", remediation: "" },
    actor,
  );
  for (let i = 0; i < 10_000; i++) {
    const route = {
      namespaceId: clusterId,
      name: `r${i}`,
      from: `https://r${i}.bench.example.com`,
      to: ["https://up.internal"],
      policyIds: [policy.id],
      setRequestHeaders: { "X-Team": "a" },
    };
    await plane.services.routes.create(orgId, route, actor);
  }
  const [draft] = (await plane.services.changesets.list(orgId, { clusterId, status: "pending" })).items;
  await plane.services.changesets.apply(orgId, draft!.id, actor);
  const authorization = await bearerFor(plane, boot.user.refreshToken);
  const exportPath = `/api/v0/organizations/${orgId}/clusters/${clusterId}/proxyConfig`;
  // The first GET builds the version's bytes; later ones are served from them.
  const response = await plane.fetch(new Request(`http://localhost${exportPath}`, { headers: { authorization } }));
  if (response.status !== 200) throw new Error(`proxyConfig GET failed: ${response.status}`);
  const headers = headersOf(response);
  const server = createNodeHttpServer(plane.fetch);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  console.log(
    JSON.stringify({ port: port(server), exportPath, authorization, bodies: { [exportPath]: await response.text() }, headers: { [exportPath]: headers } }),
  );
} else if (kind === "hono" || kind === "bare") {
  const recorded = JSON.parse(readFileSync(process.argv[3]!, "utf8")) as { bodies: Record<string, string>; headers: Record<string, Record<string, string>> };
  const bodies = new Map(Object.entries(recorded.bodies));
  // The same headers as ours sent with each body, a fresh response id each time.
  const headersFor = (path: string): Record<string, string> => {
    const headers = { ...recorded.headers[path] };
    if ("x-response-id" in headers) headers["x-response-id"] = randomUUID();
    return headers;
  };
  if (kind === "hono") {
    const app = new Hono();
    app.get("*", (c) => {
      // The path with its query: the list's body is keyed by both.
      const path = c.req.url.slice(c.req.url.indexOf("/", "http://".length));
      const found = bodies.get(path);
      return found === undefined ? c.notFound() : c.body(found, 200, headersFor(path));
    });
    const hono = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => hono.once("listening", () => resolve()));
    console.log(JSON.stringify({ port: port(hono) }));
  } else {
    const bare = createServer((req, res) => {
      const path = req.url ?? "/";
      const found = bodies.get(path);
      if (found === undefined) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, headersFor(path)).end(found);
    });
    await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", () => resolve()));
    console.log(JSON.stringify({ port: port(bare) }));
  }
} else {
  throw new Error("usage: http-servers.ts ours [postgres] | replica <schema> | export | hono <file> | bare <file>");
}
