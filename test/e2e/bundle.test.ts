/**
 * An application bundled by esbuild (what Next.js standalone output, serverless packagers and Lambda
 * do) runs the library from one file, with no node_modules beside it: certificates and keys are read
 * (their ASN.1 packages are followed into the bundle through literal dynamic imports), a key pair is
 * made, and a client_certificate policy is simulated.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyBodies, makeTestPki, type TestPki } from "../support/certificates.js";
import { registerSecrets } from "../support/leak-guard.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
let pki: TestPki;
let folder: string;
beforeAll(() => {
  pki = makeTestPki();
  registerSecrets(keyBodies(pki));
  folder = mkdtempSync(join(tmpdir(), "accessplane-bundle-"));
});
afterAll(() => {
  pki.cleanup();
  rmSync(folder, { recursive: true, force: true });
});

describe("an esbuild bundle of an application", () => {
  it("reads certificates and keys, makes a key pair, simulates a client-certificate policy and answers a ConfigService call, with no node_modules beside it; its reference page says what it lacks", async () => {
    const entry = join(folder, "app.ts");
    writeFileSync(
      entry,
      `import { createControlPlane, silentLogger } from ${JSON.stringify(join(root, "src/index.ts"))};
import { createMemoryStore } from ${JSON.stringify(join(root, "adapters/memory/index.ts"))};
const plane = await createControlPlane({ store: createMemoryStore(), logger: silentLogger, backgroundSweep: false, docsPath: "/docs" });
const created = await plane.bootstrap({ refreshToken: "bundle-bootstrap-token-0123456789-abcdef", clusterDomain: "proxy.example.com" });
const actor = { id: "bundle", email: "", displayName: "bundle", photoUrl: "" };
const { keyPair } = await plane.services.keyPairs.create(created.organization.id, { namespaceId: created.cluster.id, name: "leaf", certificate: process.env.CERT, key: process.env.KEY }, actor);
const result = await plane.services.policySimulator.evaluate(created.organization.id, {
  ppl: { allow: { and: [{ client_certificate: { san_dns: { ends_with: ".example.com" } } }] } },
  request: { clientCertificate: { presented: true, valid: true, leaf: process.env.CERT } },
});
// No swagger-ui-dist beside the bundle: the reference page says so in its answer.
const docs = await plane.fetch(new Request("http://localhost/docs"));
// The ConfigService, whose modules the plane loads at its first call: the bundle must hold them.
const info = await plane.fetch(new Request("http://localhost/pomerium.config.ConfigService/GetServerInfo", { method: "POST", headers: { "content-type": "application/json", "connect-protocol-version": "1" }, body: "{}" }));
console.log(JSON.stringify({ status: keyPair.status, hasKey: keyPair.hasKey, dnsNames: keyPair.certificateInfo[0].dnsNames, outcome: result.outcome, docs: { status: docs.status, body: await docs.json() }, serverInfo: { status: info.status, body: await info.json() } }));
await plane.close();
`,
    );
    const outfile = join(folder, "app.mjs");
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      // The optional native and database drivers, which this application does not load.
      external: ["better-sqlite3", "pg", "pg-native"],
      banner: { js: 'import { createRequire as __appRequire } from "node:module"; const require = __appRequire(import.meta.url);' },
      logLevel: "silent",
    });
    rmSync(entry);
    const output = execFileSync(process.execPath, [outfile], {
      cwd: folder,
      env: { PATH: process.env.PATH ?? "", CERT: pki.leaf.cert, KEY: pki.leaf.key },
      encoding: "utf8",
      timeout: 60_000,
    });
    const answer = JSON.parse(output.trim().split("\n").pop()!) as {
      status: string;
      hasKey: boolean;
      dnsNames: string[];
      outcome: string;
      docs: { status: number; body: { code: string; error: string } };
      serverInfo: { status: number; body: { serverType?: string } };
    };
    expect(answer).toMatchObject({ status: "ready", hasKey: true, outcome: "allow" });
    expect(answer.docs.status).toBe(404);
    expect(answer.docs.body.code).toBe("not_found");
    expect(answer.docs.body.error).toContain("needs the optional swagger-ui-dist package");
    expect(answer.dnsNames.length).toBeGreaterThan(0);
    expect(answer.serverInfo).toMatchObject({ status: 200, body: { serverType: "SERVER_TYPE_ZERO" } });
  });
});
