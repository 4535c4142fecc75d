import { createControlPlane, silentLogger } from "accessplane";
import { createSqliteStore } from "accessplane/sqlite";
import { rmSync } from "node:fs";
rmSync("/tmp/prof3.db", { force: true });
const store = createSqliteStore({ filename: "/tmp/prof3.db" });
const plane = await createControlPlane({ store, logger: silentLogger });
const boot = (await plane.bootstrap({ clusterDomain: "bench.example.com" }))!;
const ex = (await (await plane.fetch(new Request("http://localhost/api/v0/token", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ refreshToken: boot.user.refreshToken }) }))).json()) as { idToken: string };
const headers = { authorization: `Bearer ${ex.idToken}` };
async function time(label: string, url: string, n = 10000) {
  for (let i = 0; i < 2000; i++) await (await plane.fetch(new Request(url, { headers }))).text();
  const t = performance.now();
  for (let i = 0; i < n; i++) await (await plane.fetch(new Request(url, { headers }))).text();
  console.log(label, (((performance.now() - t) * 1000) / n).toFixed(1), "us");
}
await time("keyset", "http://localhost/.well-known/pomerium/jwks.json");
await time("404", "http://localhost/api/v0/nothing/here");
await time("version(auth)", "http://localhost/api/v0/version");
await time("getOrg", `http://localhost/api/v0/organizations/${boot.organization.id}`);
await time("getCluster", `http://localhost/api/v0/organizations/${boot.organization.id}/clusters/${boot.cluster.id}`);
const t = performance.now();
for (let i = 0; i < 10000; i++) { const r = new Response(JSON.stringify({a:1}), { headers: { "content-type": "application/json" } }); await r.text(); }
console.log("bare response", (((performance.now() - t) * 1000) / 10000).toFixed(1));
