/**
 * Every example of `examples/` run end to end as its README says (`npm run example -- <entry>`, which
 * is `node --import tsx <entry>`): each server started as a process, then a user's first session
 * through it (the bootstrap token exchanged, a route created and read, the reference page, the
 * metrics); the proxy file sink beside a server on the same file; two PostgreSQL replicas. (The
 * Next.js route handler is called as Next.js calls it by test/http/nextjs-route.test.ts.)
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { POSTGRES_AVAILABLE, postgresDatabases } from "../support/postgres.js";
import { firstSession, TOKEN } from "../support/first-session.js";
import { printed, spawnServer, startServer, type ServerProcess, type StartedServer } from "../support/server-process.js";

// Processes started from the sources through tsx: seconds each, more on a loaded machine.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

const root = fileURLToPath(new URL("../..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "accessplane-examples-"));
const started: ServerProcess[] = [];
const databases = postgresDatabases("examples");
afterAll(() => {
  for (const process of started) process.child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** `npm run example -- <entry>` from the repository's root. */
async function example(entry: string, env: Record<string, string>): Promise<StartedServer> {
  const server = await startServer(["--import", "tsx", entry], { ACCESSPLANE_BOOTSTRAP_TOKEN: TOKEN, ...env }, root);
  started.push(server);
  return server;
}

describe.each(["node-http", "hono", "express", "fastify"])("examples/%s", (name) => {
  it("serves a first session, the reference page and the metrics", async () => {
    const data = join(dir, name);
    mkdirSync(data);
    const server = await example(`examples/${name}/server.ts`, { ACCESSPLANE_DB: join(data, "accessplane.db") });
    await firstSession(server.baseUrl);
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    expect(await (await fetch(`${server.baseUrl}/docs`)).text()).toContain("SwaggerUIBundle");
    expect(await (await fetch(`${server.baseUrl}/metrics`)).text()).toContain('accessplane_requests_total{operation="createRoute",status="201"} 1');
    expect((await fetch(`${server.baseUrl}/.well-known/pomerium/jwks.json`)).status).toBe(200);
  });
});

describe("examples/proxy-file", () => {
  it("writes the proxy's configuration file beside a server on the same SQLite file, and again after each apply", async () => {
    const data = join(dir, "proxy-file");
    mkdirSync(join(data, "proxy"), { recursive: true });
    const db = join(data, "accessplane.db");
    const server = await example("examples/node-http/server.ts", { ACCESSPLANE_DB: db });
    const file = join(data, "proxy", "config.yaml");
    const sink = spawnServer(["--import", "tsx", "examples/proxy-file/main.ts"], { ACCESSPLANE_DB: db, PROXY_CONFIG: file }, root);
    started.push(sink);
    await printed(sink, /configuration version 1 written/);
    await firstSession(server.baseUrl);
    await printed(sink, /configuration version 2 written/);
    expect(readFileSync(file, "utf8")).toContain("https://app.example.com");
  });
});

describe.skipIf(!POSTGRES_AVAILABLE)("examples/postgres-replicas", () => {
  it("runs two replicas on one database: what one writes, the other serves", async () => {
    const env = { ACCESSPLANE_DATABASE_URL: (await databases.create()).url };
    const first = await example("examples/postgres-replicas/server.ts", env);
    const second = await example("examples/postgres-replicas/server.ts", env);
    const { orgId, routeId, headers } = await firstSession(first.baseUrl);
    const read = await fetch(`${second.baseUrl}/api/v0/organizations/${orgId}/routes/${routeId}`, { headers });
    expect(read.status).toBe(200);
  });
});
