/**
 * The servers the HTTP benchmarks load, in a process of their own (so that the load generator does
 * not share their event loop): the control plane on SQLite behind `createNodeHttpServer`, and, as
 * anchors, a Hono app on @hono/node-server and a bare node:http server answering the same bytes from
 * a Map. Prints one JSON line with the ports, the paths and the token once everything listens.
 */
import { createServer } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateKeyPairSync } from "node:crypto";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createControlPlane, silentLogger } from "accessplane";
import { createNodeHttpServer } from "accessplane/node";
import { createSqliteStore } from "accessplane/sqlite";

const dir = mkdtempSync(join(tmpdir(), "accessplane-http-bench-"));
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
process.on("SIGTERM", () => process.exit(0));

const signingKey = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const plane = await createControlPlane({ store: createSqliteStore({ filename: join(dir, "http.db") }), logger: silentLogger, signingKeys: { signingKey } });
const boot = (await plane.bootstrap({ clusterDomain: "bench.example.com" }))!;
const orgId = boot.organization.id;
const actor = { id: boot.user.id, email: "", displayName: "bench", photoUrl: "" };
const policy = await plane.services.policies.create(orgId, { namespaceId: orgId, name: "staff", enforced: false, ppl: { allow: { and: [{ domain: "example.com" }] } }, description: "", explanation: "", remediation: "" }, actor);
const route = await plane.services.routes.create(orgId, { namespaceId: boot.cluster.id, name: "app", from: "https://app.bench.example.com", to: ["https://app.internal"], policyIds: [policy.policy.id] } as never, actor);

const token = await (
  await plane.fetch(new Request("http://localhost/api/v0/token", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ refreshToken: boot.user.refreshToken }) }))
).json() as { idToken: string };
const routePath = `/api/v0/organizations/${orgId}/routes/${route.route.id}`;
const keySetPath = "/.well-known/pomerium/jwks.json";
const authorization = `Bearer ${token.idToken}`;

// The same bytes the plane answers, for the anchors.
const routeResponse = await plane.fetch(new Request(`http://localhost${routePath}`, { headers: { authorization } }));
if (routeResponse.status !== 200) throw new Error(`route GET failed: ${routeResponse.status}`);
const bodies = new Map<string, { bytes: string; type: string }>([
  [routePath, { bytes: await routeResponse.text(), type: "application/json" }],
  [keySetPath, { bytes: await (await plane.fetch(new Request(`http://localhost${keySetPath}`))).text(), type: "application/json" }],
]);

const ours = createNodeHttpServer(plane.fetch);
await new Promise<void>((resolve) => ours.listen(0, "127.0.0.1", () => resolve()));

const app = new Hono();
app.get("*", (c) => {
  const found = bodies.get(c.req.path);
  return found === undefined ? c.notFound() : c.body(found.bytes, 200, { "content-type": found.type });
});
const hono = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
await new Promise<void>((resolve) => hono.once("listening", () => resolve()));

const bare = createServer((req, res) => {
  const found = bodies.get((req.url ?? "/").split("?")[0]!);
  if (found === undefined) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": found.type }).end(found.bytes);
});
await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", () => resolve()));

const port = (server: { address(): unknown }) => (server.address() as { port: number }).port;
console.log(
  JSON.stringify({
    ours: port(ours),
    hono: port(hono as unknown as { address(): unknown }),
    bare: port(bare),
    routePath,
    keySetPath,
    authorization,
    routesPath: `/api/v0/organizations/${orgId}/routes`,
    clusterId: boot.cluster.id,
    policyId: policy.policy.id,
  }),
);
