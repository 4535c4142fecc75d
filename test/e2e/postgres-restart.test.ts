/**
 * A replica whose PostgreSQL server stops and starts again, on a server of the test's own (so that
 * stopping it touches no other test): once with a fast shutdown (every session ended, as a restart or
 * a failover does) and once with an immediate one (a crash, then recovery). Writes waiting inside their
 * transactions when it stops answer 503; while it is down every request is a 503 in the error envelope
 * and `/readyz` says not ready; once it is back the replica serves again without being restarted, and
 * every write it acknowledged is there.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { portableCli } from "../support/portable-cli.js";
import { privatePostgresProblem, startPrivatePostgres, type PrivatePostgres } from "../support/private-postgres.js";
import { startServer, type StartedServer } from "../support/server-process.js";

// A server of its own, a server process and four stops and starts: seconds quiet, minutes loaded.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });
const TOKEN = "restart-test-token-0123456789abcdefghijkl";

if (privatePostgresProblem !== undefined) console.log(`PostgreSQL restart test skipped: ${privatePostgresProblem}`);

describe.skipIf(privatePostgresProblem !== undefined)("a replica whose PostgreSQL server stops and starts again", () => {
  const dir = mkdtempSync(join(tmpdir(), "accessplane-restart-"));
  let database: PrivatePostgres;
  let server: StartedServer | undefined;

  beforeAll(async () => {
    database = await startPrivatePostgres();
  });

  afterAll(() => {
    server?.child.kill("SIGKILL");
    database?.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers 503 while it is down, serves again once it is back without a restart of its own, and loses nothing it acknowledged", async () => {
    const cli = await portableCli(join(dir, "cli"));
    server = await startServer([cli, "serve"], { ACCESSPLANE_DATABASE_URL: database.url, ACCESSPLANE_BOOTSTRAP_TOKEN: TOKEN });
    const base = server.baseUrl;
    const exchanged = await fetch(`${base}/api/v0/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refreshToken: TOKEN }),
    });
    const { idToken } = (await exchanged.json()) as { idToken: string };
    const headers = { authorization: `Bearer ${idToken}`, "content-type": "application/json" };
    const [org] = (await (await fetch(`${base}/api/v0/organizations`, { headers })).json()) as { id: string }[];
    const namespaces = `${base}/api/v0/organizations/${org!.id}/namespaces`;
    const create = (name: string) =>
      fetch(namespaces, { method: "POST", headers, body: JSON.stringify({ name, parentId: org!.id }) }).then(async (response) => ({
        name,
        status: response.status,
        body: await response.text(),
      }));
    const acknowledged: string[] = [];
    const inFlight = new Map<number, number>();

    for (const mode of ["fast", "immediate"] as const) {
      // The gate: a session of the test's holds the namespaces' table, so the writes are inside their
      // transactions, waiting, when the server stops.
      const locker = new pg.Client({ connectionString: database.url });
      locker.on("error", () => {}); // the stop ends this session too
      await locker.connect();
      await locker.query("BEGIN");
      await locker.query("LOCK TABLE accessplane.k_namespace IN EXCLUSIVE MODE");
      const writes = Array.from({ length: 4 }, (_, i) => create(`${mode}-${i}`));
      for (;;) {
        const { rows } = await locker.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
        );
        if (rows[0]!.n > 0) break;
      }
      database.stop(mode);
      for (const write of await Promise.all(writes)) {
        inFlight.set(write.status, (inFlight.get(write.status) ?? 0) + 1);
        expect([201, 503], `${write.name}: ${write.body}`).toContain(write.status);
        if (write.status === 201) acknowledged.push(write.name);
      }
      await locker.end().catch(() => {});

      // Down: every request that needs the database is a 503 in the envelope, and the replica is not ready.
      const down = await create(`${mode}-down`);
      expect(down.status, down.body).toBe(503);
      expect(JSON.parse(down.body)).toMatchObject({ code: "unavailable" });
      expect((await fetch(`${base}/readyz`)).status).toBe(503);
      expect(server.child.exitCode, server.output()).toBeNull();

      // Back: the next request is served, by the same process.
      database.start();
      const after = await create(`${mode}-after`);
      expect(after.status, after.body).toBe(201);
      acknowledged.push(after.name);
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      expect(server.child.exitCode, server.output()).toBeNull();
    }
    // The stops hit writes in flight (else the first half proved nothing).
    expect(inFlight.get(503) ?? 0).toBeGreaterThan(0);
    const listed = (await (await fetch(namespaces, { headers })).json()) as { name: string }[];
    const names = new Set(listed.map((ns) => ns.name));
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
  });
});
