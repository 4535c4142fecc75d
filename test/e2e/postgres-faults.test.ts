/**
 * Two servers on one PostgreSQL database, as replicas run: every connection they hold to the database
 * is terminated while their writes are in flight (what a server restart, a failover, a PgBouncer
 * restart or a network reset does to them), ten times. Each replica answers 503 for what was in
 * flight, stays up, reconnects and carries on; every write it acknowledged is there.
 *
 * The database is one this test creates (and drops), so terminating every backend of it touches no
 * other test. Restarting the PostgreSQL server itself would cut every other test file running beside
 * this one, so it is not done here: terminating every backend is what a restart does to a client.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POSTGRES_AVAILABLE, POSTGRES_URL, postgresDatabases } from "../support/postgres.js";
import { portableCli } from "../support/portable-cli.js";
import { startServer, type StartedServer } from "../support/server-process.js";

// Two server starts and ten rounds of writes: seconds quiet, minutes with both cores busy.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });
const TOKEN = "faults-test-token-0123456789abcdefghijkl";

type Server = StartedServer;
const start = (cli: string, env: Record<string, string>) => startServer([cli, "serve"], env);

describe.skipIf(!POSTGRES_AVAILABLE)("replicas on PostgreSQL whose connections are cut during writes", () => {
  const databases = postgresDatabases("faults");
  const dir = mkdtempSync(join(tmpdir(), "accessplane-faults-"));
  // Watches the database's sessions and terminates them (from outside the replicas' connections).
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  const servers: Server[] = [];
  let database: string;
  let url: string;

  beforeAll(async () => {
    await admin.connect();
    ({ name: database, url } = await databases.create());
  });

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill("SIGKILL");
    }
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answer 503 for what was in flight, stay up, and keep every write they acknowledged, over ten cuts", async () => {
    const cli = await portableCli(join(dir, "cli"));
    const env = { ACCESSPLANE_DATABASE_URL: url, ACCESSPLANE_BOOTSTRAP_TOKEN: TOKEN };
    // One after the other: the first bootstraps the database.
    servers.push(await start(cli, env));
    servers.push(await start(cli, env));
    const exchanged = await fetch(`${servers[0]!.baseUrl}/api/v0/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refreshToken: TOKEN }),
    });
    const { idToken } = (await exchanged.json()) as { idToken: string };
    const headers = { authorization: `Bearer ${idToken}`, "content-type": "application/json" };
    const [org] = (await (await fetch(`${servers[0]!.baseUrl}/api/v0/organizations`, { headers })).json()) as { id: string }[];
    const namespaces = `/api/v0/organizations/${org!.id}/namespaces`;
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      for (let round = 1; round <= 10; round++) {
        // The gate: another session holds the namespaces' table, so the replicas' writes are inside
        // their transactions, waiting, when their connections are cut.
        await locker.query("BEGIN");
        await locker.query(`LOCK TABLE accessplane.k_namespace IN EXCLUSIVE MODE`);
        const writes = Array.from({ length: 8 }, (_, i) => {
          const name = `round-${round}-${i}`;
          const server = servers[i % 2]!;
          return fetch(`${server.baseUrl}${namespaces}`, { method: "POST", headers, body: JSON.stringify({ name, parentId: org!.id }) }).then(
            async (response) => ({ name, status: response.status, body: await response.text() }),
            (error: unknown) => {
              // The replica did not answer: say what it printed.
              throw new Error(`${name}: ${String(error)}; the replica printed:\n${server.output()}`);
            },
          );
        });
        let answered = false;
        void Promise.all(writes).then(() => (answered = true));
        for (;;) {
          // The server waits up to 20 ms between two looks; the loop ends when a write waits. (Looked at
          // from outside the locker's transaction, which would see one snapshot of the activity.)
          const { rows } = await admin.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity, pg_sleep(0.02) WHERE datname = $1 AND wait_event_type = 'Lock'`,
            [database],
          );
          if ((rows[0] as { n: number }).n > 0) break;
          if (answered) throw new Error(`every write was answered without waiting for the lock: ${JSON.stringify(await Promise.all(writes))}`);
        }
        await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> $2`, [
          database,
          (locker as unknown as { processID: number }).processID,
        ]);
        await locker.query("ROLLBACK");
        for (const write of await Promise.all(writes)) {
          statuses.set(write.status, (statuses.get(write.status) ?? 0) + 1);
          expect([201, 503], `${write.name}: ${write.body}`).toContain(write.status);
          if (write.status === 503) expect(JSON.parse(write.body)).toMatchObject({ code: "unavailable" });
          if (write.status === 201) acknowledged.push(write.name);
        }
        for (const server of servers) expect(server.child.exitCode, server.output()).toBeNull();
      }
    } finally {
      await locker.end();
    }
    // The cuts hit writes in flight (else this proved nothing), and both replicas carry on.
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    for (const [i, server] of servers.entries()) {
      const again = await fetch(`${server.baseUrl}${namespaces}`, { method: "POST", headers, body: JSON.stringify({ name: `after-${i}`, parentId: org!.id }) });
      expect(again.status, await again.text()).toBe(201);
      acknowledged.push(`after-${i}`);
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    }
    const listed = (await (await fetch(`${servers[1]!.baseUrl}${namespaces}`, { headers })).json()) as { name: string }[];
    const names = new Set(listed.map((ns) => ns.name));
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
  });
});
