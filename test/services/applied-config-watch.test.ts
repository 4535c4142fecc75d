/**
 * Applied configurations reach every replica: a watcher on one control plane sees an apply made
 * through another on the same store (memory and SQLite by polling, PostgreSQL through LISTEN/NOTIFY,
 * also after its listening connection was cut), and `GET .../appliedConfig` waits for a newer one.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createControlPlane, type AppliedConfig, type ControlPlane } from "accessplane";
import type { Store } from "accessplane/store";
import { createMemoryStore } from "accessplane/memory";
import { createSqliteStore } from "accessplane/sqlite";
import { call, exchange } from "../support/api.js";
import { createTestPlane, type TestPlane } from "../support/planes.js";
import { secondHandle } from "../support/stores.js";
import { POSTGRES_AVAILABLE, POSTGRES_URL, postgresStores, schemaName } from "../support/postgres.js";

const dir = mkdtempSync(join(tmpdir(), "accessplane-watch-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const postgres = POSTGRES_AVAILABLE ? postgresStores("watch") : undefined;
const planes: ControlPlane[] = [];
afterAll(async () => {
  for (const plane of planes) await plane.close().catch(() => {});
});

/** Two handles on one store: the second as another process would open it. */
const STORES: [string, () => Promise<[Store, () => Promise<Store>, string | undefined]>][] = [
  [
    "memory",
    async () => {
      const store = createMemoryStore();
      const shared = secondHandle(store);
      return [store, async () => shared, undefined];
    },
  ],
  [
    "sqlite",
    async () => {
      const filename = join(dir, `watch-${Math.random().toString(36).slice(2)}.db`);
      return [createSqliteStore({ filename }), async () => createSqliteStore({ filename }), undefined];
    },
  ],
];
if (postgres !== undefined) {
  STORES.push([
    "postgres",
    async () => {
      const schema = schemaName("watch");
      return [await postgres.create(schema), () => postgres.create(schema), schema];
    },
  ]);
}

/** Resolves with the first configuration `predicate` accepts. */
function waitFor(configs: AppliedConfig[], listeners: (() => void)[], predicate: (config: AppliedConfig) => boolean): Promise<AppliedConfig> {
  const found = configs.find(predicate);
  if (found !== undefined) return Promise.resolve(found);
  return new Promise((resolve) => {
    listeners.push(() => {
      const match = configs.find(predicate);
      if (match !== undefined) resolve(match);
    });
  });
}

for (const [storeName, makeStores] of STORES) {
  describe(`watching applied configurations on ${storeName}`, () => {
    async function setUp() {
      const [store, another, schema] = await makeStores();
      const test = await createTestPlane(store);
      const replica = await createControlPlane({ backgroundSweep: false, store: await another(), logger: { info() {}, warn() {}, error() {} } });
      planes.push(replica);
      const seen: AppliedConfig[] = [];
      const listeners: (() => void)[] = [];
      const stop = replica.watchAppliedConfig(
        test.orgId,
        test.clusterId,
        (config) => {
          seen.push(config);
          for (const listener of listeners) listener();
        },
        { pollIntervalMs: 25 },
      );
      const owner = { token: await exchange(test, test.refreshToken) };
      return { test, replica, seen, listeners, stop, owner, schema };
    }
    const route = (test: TestPlane, name: string) => ({ namespaceId: test.clusterId, name, from: `https://${name}.example.com`, to: ["https://up.internal"] });

    it("sees the current configuration, then an apply made through another replica", async () => {
      const { test, seen, listeners, stop, owner } = await setUp();
      const first = await waitFor(seen, listeners, () => true);
      expect(first.routes).toEqual([]);
      const res = await call(test, "POST", `/organizations/${test.orgId}/routes`, { as: owner, body: route(test, "fresh") });
      expect(res.status).toBe(201);
      const next = await waitFor(seen, listeners, (config) => config.version > first.version);
      expect(next.routes.map((r) => r.name)).toEqual(["fresh"]);
      // In version order, never a version twice.
      expect(seen.map((c) => c.version)).toEqual([...new Set(seen.map((c) => c.version))].sort((a, b) => a - b));
      stop();
    });

    if (storeName === "postgres") {
      it("catches up after its listening connection was cut, never missing an apply", async () => {
        const { test, seen, listeners, stop, owner, schema } = await setUp();
        const first = await waitFor(seen, listeners, () => true);
        const admin = new pg.Client({ connectionString: POSTGRES_URL });
        await admin.connect();
        try {
          const channel = `accessplane_${schema}`;
          // An apply made through the other plane reaches the replica only through its LISTEN connection
          // (a store that notifies is not polled): once the replica has seen it, that connection is up.
          expect((await call(test, "POST", `/organizations/${test.orgId}/routes`, { as: owner, body: route(test, "heard") })).status).toBe(201);
          const heard = await waitFor(seen, listeners, (config) => config.version > first.version);
          const { rows } = await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE query = $1`, [`LISTEN "${channel}"`]);
          const pids = rows.map((row) => row.pid);
          expect(pids.length).toBeGreaterThan(0);
          await admin.query(`SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid`, [pids]);
          // Applied while nobody listens: the announcement is lost, the catch-up must find it.
          const res = await call(test, "POST", `/organizations/${test.orgId}/routes`, { as: owner, body: route(test, "while-deaf") });
          expect(res.status).toBe(201);
          const next = await waitFor(seen, listeners, (config) => config.version > heard.version);
          expect(next.routes.map((r) => r.name)).toEqual(["heard", "while-deaf"]);
        } finally {
          await admin.end();
          stop();
        }
      });
    }
  });
}

describe("GET .../appliedConfig", () => {
  it("answers with the configuration and its version, 304 for a current tag, and waits for a newer one with Prefer: wait", async () => {
    const test = await createTestPlane();
    const owner = { token: await exchange(test, test.refreshToken) };
    const path = `/organizations/${test.orgId}/clusters/${test.clusterId}/appliedConfig`;
    const current = await call(test, "GET", path, { as: owner });
    expect(current.status).toBe(200);
    const etag = current.headers.get("etag")!;
    expect(etag).toBe(`W/"${current.body.version}"`);
    expect((await call(test, "GET", path, { as: owner, headers: { "if-none-match": etag } })).status).toBe(304);
    // A waiting request, answered by the apply of a write made meanwhile.
    const waiting = call(test, "GET", path, { as: owner, headers: { "if-none-match": etag, prefer: "wait=30" } });
    const write = await call(test, "POST", `/organizations/${test.orgId}/routes`, {
      as: owner,
      body: { namespaceId: test.clusterId, name: "awaited", from: "https://awaited.example.com", to: ["https://up.internal"] },
    });
    expect(write.status).toBe(201);
    const answered = await waiting;
    expect(answered.status).toBe(200);
    expect(answered.body.version).toBe(current.body.version + 1);
    expect(answered.body.routes.map((r: { name: string }) => r.name)).toEqual(["awaited"]);
    // Nothing newer within the wait: 304.
    const quiet = await call(test, "GET", path, { as: owner, headers: { "if-none-match": answered.headers.get("etag")!, prefer: "wait=1" } });
    expect(quiet.status).toBe(304);
  });
});
