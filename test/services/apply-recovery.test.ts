/**
 * Applies that a process never finished, and applies of two processes that overlap, on one store: no
 * changeset stays `applying`, and every acknowledged write ends up in the running configuration.
 * "Processes" here are two control planes on one store (the SQLite one on one file through two
 * connections); a real process killed during an apply is in test/crash.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createControlPlane, type AppliedConfig, type ControlPlane } from "accessplane";
import type { Store } from "accessplane/store";
import { createMemoryStore } from "accessplane/memory";
import { createSqliteStore } from "accessplane/sqlite";
import { call, exchange } from "../support/api.js";
import { createTestPlane, type TestPlane } from "../support/planes.js";
import { secondHandle } from "../support/stores.js";
import { POSTGRES_AVAILABLE, postgresStores, schemaName } from "../support/postgres.js";

const dir = mkdtempSync(join(tmpdir(), "accessplane-recovery-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

/** Two handles on one store: for memory the same object, for SQLite two connections to one file. */
const STORES: [string, () => [Store | Promise<Store>, () => Store | Promise<Store>]][] = [
  [
    "memory",
    () => {
      const store = createMemoryStore();
      // The second plane must not close the first one's store.
      const shared = secondHandle(store);
      return [store, () => shared];
    },
  ],
  [
    "sqlite",
    () => {
      const filename = join(dir, `recovery-${++files}.db`);
      return [createSqliteStore({ filename }), () => createSqliteStore({ filename })];
    },
  ],
];
// On PostgreSQL the two "processes" are two stores with pools of their own on one schema.
const postgres = POSTGRES_AVAILABLE ? postgresStores("recovery") : undefined;

if (postgres !== undefined) {
  STORES.push([
    "postgres",
    () => {
      const schema = schemaName("recovery");
      return [postgres.create(schema), () => postgres.create(schema)];
    },
  ]);
}

for (const [storeName, makeStores] of STORES) {
  describe(`apply recovery on ${storeName}`, () => {
    /**
     * A first plane whose hooks can be held, and a second "process" on the same store whose clock runs
     * `aheadMs` ahead of the first's (both still clocks of the test: a lease never runs out on its own).
     */
    async function setUp(): Promise<{
      test: TestPlane;
      second: (aheadMs: number, onApply?: (config: AppliedConfig) => void | Promise<void>) => Promise<ControlPlane>;
      hold: () => { reached: Promise<void>; release: () => void };
      owner: { token: string };
    }> {
      const [first, another] = makeStores();
      const store = await first;
      let held: { reached: () => void; gate: Promise<void> } | undefined;
      const test = await createTestPlane(store, {
        onApply: async () => {
          if (held === undefined) return;
          held.reached();
          await held.gate;
        },
      });
      const owner = { token: await exchange(test, test.refreshToken) };
      const planes: ControlPlane[] = [];
      afterAll(async () => {
        for (const plane of planes) await plane.close();
      });
      return {
        test,
        owner,
        hold: () => {
          let reached!: () => void;
          let release!: () => void;
          const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
          const gate = new Promise<void>((resolve) => (release = resolve));
          held = { reached, gate };
          return { reached: reachedPromise, release };
        },
        second: async (aheadMs, onApply) => {
          const plane = await createControlPlane({
            store: await another(),
            clock: () => new Date(test.clock!.ms() + aheadMs),
            logger: { info() {}, warn() {}, error() {} },
            backgroundSweep: false,
            ...(onApply === undefined ? {} : { onApply }),
          });
          planes.push(plane);
          return plane;
        },
      };
    }
    const route = (test: TestPlane, name: string) => ({ namespaceId: test.clusterId, name, from: `https://${name}.example.com`, to: ["https://up.internal"] });
    const statusOf = async (test: TestPlane, id: string) => (await test.store.get("changeset", test.orgId, id))!.status;

    it("recovers an apply whose process stopped: back to pending and applied, with its write and its entry applied", async () => {
      const { test, owner, hold, second } = await setUp();
      const held = hold();
      // The write is acknowledged (its commit is done) once the apply's hooks run.
      const write = call(test, "POST", `/organizations/${test.orgId}/routes`, { as: owner, body: route(test, "orphan") });
      await held.reached;
      const [applying] = (await test.store.list("changeset", test.orgId, { where: { status: "applying" } })).items;
      expect(applying).toBeDefined();
      // Within its lease nobody touches it.
      const early = await second(0);
      expect(await early.services.changesets.sweep()).toEqual({ recovered: 0, applied: 0 });
      expect(await statusOf(test, applying!.id)).toBe("applying");
      // Past its lease, another process recovers it at start: this process is taken for dead.
      const late = await second(61_000);
      expect(await statusOf(test, applying!.id)).toBe("current");
      const config = await late.getAppliedConfig(test.orgId, test.clusterId);
      expect(config!.routes.map((r) => r.name)).toEqual(["orphan"]);
      const entries = (await test.store.list("activity", test.orgId, { where: { entityType: "route" } })).items;
      expect(entries.map((e) => e.applied?.changesetId)).toEqual([applying!.id]);
      // The stalled process wakes up: its late commit must not undo the recovery.
      held.release();
      expect((await write).status).toBe(201);
      expect(await statusOf(test, applying!.id)).toBe("current");
      expect((await test.store.list("changeset", test.orgId, { where: { status: "applying" } })).items).toEqual([]);
    });

    it("fails an interrupted apply when a newer draft carries its changes, and marks its entries when that draft applies", async () => {
      const { test, owner, hold, second } = await setUp();
      const held = hold();
      const first = call(test, "POST", `/organizations/${test.orgId}/routes`, { as: owner, body: route(test, "first") });
      await held.reached;
      const [applying] = (await test.store.list("changeset", test.orgId, { where: { status: "applying" } })).items;
      // The other process, auto-apply off, writes: it opens a new draft next to the stuck apply.
      const late = await second(61_000);
      const lateOwner = { token: await exchange({ ...test, plane: late }, test.refreshToken) };
      // createControlPlane's sweep already saw the stuck apply with no other draft: pending, applied.
      // Stall a fresh one instead, this time with a draft opened beside it before the sweep.
      held.release();
      await first;
      const held2 = hold();
      const third = call(test, "POST", `/organizations/${test.orgId}/routes`, { as: owner, body: route(test, "third") });
      await held2.reached;
      const [stuck] = (await test.store.list("changeset", test.orgId, { where: { status: "applying" } })).items;
      expect(stuck!.id).not.toBe(applying!.id);
      await call({ ...test, plane: late }, "PATCH", `/organizations/${test.orgId}/clusters/${test.clusterId}/settings`, {
        as: lateOwner,
        headers: { "content-type": "application/json-patch+json" },
        body: [{ op: "replace", path: "/autoApplyChangesets", value: false }],
      });
      const [draft] = (await test.store.list("changeset", test.orgId, { where: { status: "pending" } })).items;
      expect(draft).toBeDefined();
      expect(await late.services.changesets.sweep()).toMatchObject({ recovered: 1 });
      const failed = (await test.store.get("changeset", test.orgId, stuck!.id))!;
      expect(failed.status).toBe("failed");
      expect(failed.failureMessage).toContain(`interrupted`);
      expect(failed.failureMessage).toContain(draft!.id);
      // Applying the newer draft applies everything saved, and says so of the failed one's entry too.
      const { changeset: applied } = await late.services.changesets.apply(test.orgId, draft!.id, { id: "t", email: "", displayName: "", photoUrl: "" });
      expect(applied.status).toBe("current");
      expect((await late.getAppliedConfig(test.orgId, test.clusterId))!.routes.map((r) => r.name).sort()).toEqual(["first", "third"]);
      const entries = (await test.store.list("activity", test.orgId, { where: { changesetIds: stuck!.id } })).items;
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((e) => e.applied !== undefined)).toBe(true);
      held2.release();
      await third;
    });

    it("an apply that loses a race with another process's apply builds again instead of failing: both writes run", async () => {
      const { test, owner, hold, second } = await setUp();
      const other = await second(0);
      const otherOwner = { token: await exchange({ ...test, plane: other }, test.refreshToken) };
      const held = hold();
      const mine = call(test, "POST", `/organizations/${test.orgId}/routes`, { as: owner, body: route(test, "mine") });
      await held.reached;
      // The other process writes and applies to completion while this one's apply is in its hooks.
      const theirs = await call({ ...test, plane: other }, "POST", `/organizations/${test.orgId}/routes`, {
        as: otherOwner,
        body: route(test, "theirs"),
      });
      expect(theirs.status).toBe(201);
      held.release();
      expect((await mine).status).toBe(201);
      const list = (await test.store.list("changeset", test.orgId, { orderBy: [{ field: "id", descending: true }] })).items;
      expect(list.filter((cs) => cs.status === "failed")).toEqual([]);
      expect((await test.plane.getAppliedConfig(test.orgId, test.clusterId))!.routes.map((r) => r.name).sort()).toEqual(["mine", "theirs"]);
      const entries = (await test.store.list("activity", test.orgId, { where: { entityType: "route" } })).items;
      expect(entries.every((e) => e.applied !== undefined)).toBe(true);
    });
  });
}
