/**
 * Applies that cost what they change: the configuration an apply makes current is the one the whole
 * saved configuration gives, on every store; an auto-applied write reads and writes as many records in
 * a cluster of 300 routes as in one of 30; another process's copy catches up by deltas; and a
 * configuration kept whole by an older version is read as it was, then moved into entities.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { type AppliedConfig } from "accessplane";
import { ops, type Store } from "accessplane/store";
import { readConfigRecords, resolveAppliedConfig } from "../../src/config/applied-config.js";
import { loadNamespaceTree } from "../../src/services/namespace-tree.js";
import { everyStore, secondHandle } from "../support/stores.js";
import { createTestPlane, type TestPlane } from "../support/planes.js";
import { policyBody } from "../support/bodies.js";
import type { RouteRecord } from "../../src/store/records.js";

const STORES = everyStore("incremental-apply");

/** A store that counts the records its reads return and its commits write. */
function counting(store: Store): { store: Store; records: () => number } {
  let records = 0;
  const counted: Store = {
    async get(kind, scope, id) {
      const found = await store.get(kind, scope, id);
      if (found !== undefined) records += 1;
      return found;
    },
    async getMany(kind, scope, ids) {
      const found = await store.getMany(kind, scope, ids);
      records += found.length;
      return found;
    },
    async list(kind, scope, query) {
      const result = await store.list(kind, scope, query);
      records += result.items.length;
      return result;
    },
    async commit(batch) {
      records += batch.ops.length;
      return store.commit(batch);
    },
    close: () => store.close(),
    ...(store.watch === undefined ? {} : { watch: store.watch.bind(store) }),
  };
  return { store: counted, records: () => records };
}

/** What a cluster runs, without what says when and by which changeset it was applied. */
function content(config: AppliedConfig | undefined) {
  if (config === undefined) return undefined;
  const { version: _v, changesetId: _c, appliedAt: _a, ...rest } = config;
  return rest;
}

for (const [storeName, makeStore] of STORES) {
  describe(`incremental apply on ${storeName}`, () => {
    let test: TestPlane;
    const actor = { id: "tester", email: "", displayName: "tester", photoUrl: "" };
    beforeEach(async () => {
      test = await createTestPlane(await makeStore());
    });

    /** The configuration the whole saved state gives, resolved as an apply of everything would. */
    async function wholeSaved(store: Store, orgId: string, clusterId: string): Promise<ReturnType<typeof content>> {
      const tree = await loadNamespaceTree(store, orgId);
      const records = (await readConfigRecords(store, orgId, tree, clusterId))!;
      return content(resolveAppliedConfig({ ...records, orgId, clusterId, changesetId: "", configVersion: 0, createdAt: "" }, tree).config);
    }

    const policy = policyBody;
    const route = (namespaceId: string, name: string, extra: Record<string, unknown> = {}) =>
      ({ namespaceId, name, from: `https://${name}.example.com`, to: ["https://up.internal"], policyIds: [], ...extra }) as never;

    it("makes current exactly what the whole saved configuration gives, through creates, edits, moves, renames and deletes", async () => {
      const { plane, orgId, clusterId } = test;
      const services = plane.services;
      const { namespace: team } = await services.namespaces.create(orgId, { name: "team", parentId: clusterId }, actor, "owner");
      const staff = (await services.policies.create(orgId, policy(orgId, "staff"), actor)).policy;
      const guard = (await services.policies.create(orgId, policy(clusterId, "guard", { enforced: true }), actor)).policy;
      const one = (await services.routes.create(orgId, route(clusterId, "one", { policyIds: [staff.id] }), actor)).route;
      const two = (await services.routes.create(orgId, route(team.id, "two", { policyIds: [staff.id, guard.id] }), actor)).route;
      expect(content(await plane.getAppliedConfig(orgId, clusterId))).toEqual(await wholeSaved(test.store, orgId, clusterId));
      // A rename shows in every route that embeds the policy; an enforced flag in every route below it.
      await services.policies.patch(orgId, staff.id, [{ op: "replace", path: "/name", value: "employees" }], actor);
      await services.policies.patch(orgId, guard.id, [{ op: "replace", path: "/enforced", value: false }], actor);
      await services.routes.patch(orgId, one.id, [{ op: "replace", path: "/namespaceId", value: team.id }], actor);
      await services.routes.patch(orgId, two.id, [{ op: "replace", path: "/to", value: ["https://elsewhere.internal"] }], actor);
      await services.settings.patch(orgId, clusterId, [{ op: "replace", path: "/logLevel", value: "warn" }], actor);
      const applied = await plane.getAppliedConfig(orgId, clusterId);
      expect(applied!.routes.map((r) => [r.name, r.policies.map((p) => p.name), r.enforcedPolicies.map((p) => p.name)])).toEqual([
        ["one", ["employees"], []],
        ["two", ["employees", "guard"], []],
      ]);
      expect(content(applied)).toEqual(await wholeSaved(test.store, orgId, clusterId));
      await services.routes.delete(orgId, one.id, actor);
      expect(content(await plane.getAppliedConfig(orgId, clusterId))).toEqual(await wholeSaved(test.store, orgId, clusterId));
      // A second process on the same store, with nothing in memory, reads the same configuration.
      const other = await createTestPlaneOn(secondHandle(test.store));
      expect(await other.getAppliedConfig(orgId, clusterId)).toEqual(await plane.getAppliedConfig(orgId, clusterId));
    });

    it("replaces (PUT) that keep a route where it is, move it within its cluster and move it to another cluster apply as the saved configuration gives", async () => {
      const { plane, orgId, clusterId } = test;
      const services = plane.services;
      const { namespace: team } = await services.namespaces.create(orgId, { name: "team", parentId: clusterId }, actor, "owner");
      const edge = await services.clusters.create(orgId, { name: "edge", domain: "edge.example.com" }, actor);
      const staff = (await services.policies.create(orgId, policy(orgId, "staff"), actor)).policy;
      // Written once in each namespace, so that this process knows their clusters: each PUT below reads
      // its commit's reads beside the record's own.
      const one = (await services.routes.create(orgId, route(clusterId, "one", { policyIds: [staff.id] }), actor)).route;
      await services.routes.create(orgId, route(team.id, "other"), actor);
      await services.routes.create(orgId, route(edge.id, "far"), actor);
      const both = async () => {
        expect(content(await plane.getAppliedConfig(orgId, clusterId))).toEqual(await wholeSaved(test.store, orgId, clusterId));
        expect(content(await plane.getAppliedConfig(orgId, edge.id))).toEqual(await wholeSaved(test.store, orgId, edge.id));
      };
      const running = async (id: string) => (await plane.getAppliedConfig(orgId, id))!.routes.map((r) => r.name).sort();
      await services.routes.update(orgId, one.id, route(clusterId, "one", { policyIds: [staff.id], to: ["https://changed.internal"] }), actor);
      await both();
      await services.routes.update(orgId, one.id, route(team.id, "one", { policyIds: [staff.id] }), actor);
      await both();
      expect((await plane.getAppliedConfig(orgId, clusterId))!.routes.find((r) => r.id === one.id)!.namespaceId).toBe(team.id);
      // To the other cluster: it leaves the first and joins the second.
      await services.routes.update(orgId, one.id, route(edge.id, "one", { policyIds: [staff.id] }), actor);
      await both();
      expect(await running(clusterId)).toEqual(["other"]);
      expect(await running(edge.id)).toEqual(["far", "one"]);
      // PUTs refused after their head start took the cluster's turn (the route is missing; it names a
      // missing policy; it is not at the version asked for) change nothing, and give the turn back.
      await expect(services.routes.update(orgId, "no-such-route", route(clusterId, "one"), actor)).rejects.toMatchObject({ code: "not_found" });
      await expect(services.routes.update(orgId, one.id, route(edge.id, "one", { policyIds: ["no-such-policy"] }), actor)).rejects.toMatchObject({
        code: "invalid_argument",
      });
      await expect(services.routes.update(orgId, one.id, route(edge.id, "one"), actor, 1)).rejects.toMatchObject({ code: "precondition_failed" });
      // So does a PATCH refused by its checks (its head start is taken once the record is read).
      await expect(services.routes.patch(orgId, one.id, [{ op: "replace", path: "/policyIds", value: ["no-such-policy"] }], actor)).rejects.toMatchObject({
        code: "invalid_argument",
      });
      // The turns the PUTs took early were used or given back: the next writes of both clusters apply.
      await services.routes.create(orgId, route(clusterId, "after"), actor);
      await services.routes.create(orgId, route(edge.id, "after-edge"), actor);
      await both();
      expect(await running(clusterId)).toEqual(["after", "other"]);
      expect(await running(edge.id)).toEqual(["after-edge", "far", "one"]);
    });

    it("reads and writes as many records for an auto-applied write in a cluster of 300 routes as in one of 30", async () => {
      const measured: number[] = [];
      for (const size of [30, 300]) {
        const { store, records } = counting(await makeStore());
        const plane = await createTestPlane(store);
        const { orgId, clusterId } = plane;
        const services = plane.plane.services;
        await services.settings.patch(orgId, clusterId, [{ op: "replace", path: "/autoApplyChangesets", value: false }], actor);
        const created: string[] = [];
        for (let i = 0; i < size; i++) created.push((await services.routes.create(orgId, route(clusterId, `r${i}`), actor)).route.id);
        const [draft] = (await services.changesets.list(orgId, { clusterId, status: "pending" })).items;
        expect((await services.changesets.apply(orgId, draft!.id, actor)).changeset.status).toBe("current");
        await services.settings.patch(orgId, clusterId, [{ op: "replace", path: "/autoApplyChangesets", value: true }], actor);
        const before = records();
        await services.routes.patch(orgId, created[7]!, [{ op: "replace", path: "/to", value: ["https://moved.internal"] }], actor);
        measured.push(records() - before);
        const running = await plane.plane.getAppliedConfig(orgId, clusterId);
        expect(running!.routes).toHaveLength(size);
        expect(running!.routes.find((r) => r.id === created[7])!.to).toEqual(["https://moved.internal"]);
        await plane.plane.close();
      }
      expect(measured[1]).toBe(measured[0]);
    });

    it("keeps at least the last applyHistory applies of a cluster to revert to, and deletes older ones sixteen at a time", async () => {
      const limit = 3;
      const plane = await createTestPlane(await makeStore(), { applyHistory: limit });
      const { orgId, clusterId } = plane;
      const services = plane.plane.services;
      const deltas = async () => (await plane.store.list("appliedDelta", orgId, { where: { clusterId } })).items.length;
      const applied: string[] = [];
      const counts: number[] = [];
      for (let i = 0; i < 40; i++) {
        // One auto-applied write, one apply.
        await services.routes.create(orgId, route(clusterId, `kept-${i}`), actor);
        applied.push((await plane.plane.getAppliedConfig(orgId, clusterId))!.changesetId);
        counts.push(await deltas());
      }
      // Never fewer than the limit (once there were that many), never more than the limit and a batch less one.
      expect(counts.every((n, i) => n >= Math.min(limit, i + 1) && n <= limit + 15)).toBe(true);
      // Deletes came in batches: the history fell back to the limit (not one delete per apply).
      const drops = counts.flatMap((n, i) => (i > 0 && n < counts[i - 1]! ? [counts[i - 1]! + 1 - n] : []));
      expect(drops.length).toBeGreaterThan(0);
      expect(drops.every((dropped) => dropped === 16)).toBe(true);
      // The last `limit` applies can each be reverted to; one deleted cannot.
      const oldest = (await plane.store.list("appliedDelta", orgId, { where: { clusterId }, orderBy: [{ field: "id" }], limit: 1 })).items[0]!;
      const gone = applied.slice(0, applied.indexOf(oldest.id));
      expect(gone.length).toBeGreaterThan(0);
      await expect(services.changesets.revert(orgId, gone.at(-1)!, actor)).rejects.toMatchObject({ code: "failed_precondition" });
      const reverted = await services.changesets.revert(orgId, applied.at(-limit)!, actor);
      expect(reverted.changeset.status).toBe("current");
      await plane.plane.close();
    });

    it("a write reads the deltas past the limit only when it deletes them (a delta holds every record its apply changed)", async () => {
      const limit = 3;
      const base = await makeStore();
      // The delta records each write reads.
      let read = 0;
      const store: Store = {
        get: base.get.bind(base),
        getMany: base.getMany.bind(base),
        async list(kind, scope, query) {
          const result = await base.list(kind, scope, query);
          if (kind === "appliedDelta") read += result.items.length;
          return result;
        },
        commit: base.commit.bind(base),
        close: () => base.close(),
        ...(base.watch === undefined ? {} : { watch: base.watch.bind(base) }),
      };
      const plane = await createTestPlane(store, { applyHistory: limit });
      const { orgId, clusterId } = plane;
      const kept = async () => (await base.list("appliedDelta", orgId, { where: { clusterId } })).items.length;
      const readers: number[] = [];
      const pruners: number[] = [];
      let before = await kept();
      for (let i = 0; i < 40; i++) {
        const start = read;
        await plane.plane.services.routes.create(orgId, route(clusterId, `w-${i}`), actor);
        const after = await kept();
        if (read > start) readers.push(i);
        if (after < before) pruners.push(i);
        before = after;
      }
      // Once sixteen were past the limit: the writes that deleted them read them, no other did.
      expect(pruners.length).toBeGreaterThan(0);
      expect(readers).toEqual(pruners);
      await plane.plane.close();
    });

    it("brings a process that is behind up to date by the deltas of the applies it missed", async () => {
      const { plane, orgId, clusterId } = test;
      const counted = counting(secondHandle(test.store));
      const other = await createTestPlaneOn(counted.store);
      const seen = await other.getAppliedConfig(orgId, clusterId);
      for (let i = 0; i < 40; i++) await plane.services.routes.create(orgId, route(clusterId, `r${i}`), actor);
      await plane.services.routes.create(orgId, route(clusterId, "last"), actor);
      const before = counted.records();
      const caughtUp = await other.getAppliedConfig(orgId, clusterId);
      expect(caughtUp!.version).toBe(seen!.version + 41);
      expect(caughtUp).toEqual(await plane.getAppliedConfig(orgId, clusterId));
      // Too many applies missed (more than the deltas kept): read whole, the same configuration.
      expect(counted.records() - before).toBeGreaterThanOrEqual(41);
      const afterOne = counted.records();
      await plane.services.routes.create(orgId, route(clusterId, "one-more"), actor);
      const next = await other.getAppliedConfig(orgId, clusterId);
      expect(next).toEqual(await plane.getAppliedConfig(orgId, clusterId));
      // One apply missed: the header, the namespaces and one delta, not the 43 routes.
      expect(counted.records() - afterOne).toBeLessThan(10);
    });

    /** Applies the cluster's draft: it fails on routes "one" and "two" matching the same requests, and what runs stays as it was. */
    async function expectCollisionFails(): Promise<void> {
      const { plane, orgId, clusterId } = test;
      const before = await plane.getAppliedConfig(orgId, clusterId);
      const [draft] = (await plane.services.changesets.list(orgId, { clusterId, status: "pending" })).items;
      const { changeset: result } = await plane.services.changesets.apply(orgId, draft!.id, actor);
      expect(result.status).toBe("failed");
      expect(result.failureMessage).toBe('routes "one" and "two" match the same requests');
      expect(await plane.getAppliedConfig(orgId, clusterId)).toEqual(before);
    }

    it("fails an apply whose route collides with one already running, which no write of the draft touched", async () => {
      const { plane, orgId, clusterId } = test;
      const services = plane.services;
      await services.routes.create(orgId, route(clusterId, "one", { from: "https://same.example.com" }), actor);
      await services.settings.patch(orgId, clusterId, [{ op: "replace", path: "/autoApplyChangesets", value: false }], actor);
      await services.routes.create(orgId, route(clusterId, "two", { from: "https://SAME.example.com" }), actor);
      await expectCollisionFails();
    });

    it("checks the routes as saved, not as the draft's entries show them: one changed behind them onto a running route's requests fails the apply", async () => {
      const { plane, orgId, clusterId, store } = test;
      const services = plane.services;
      await services.routes.create(orgId, route(clusterId, "one", { from: "https://same.example.com" }), actor);
      await services.settings.patch(orgId, clusterId, [{ op: "replace", path: "/autoApplyChangesets", value: false }], actor);
      const { route: two } = await services.routes.create(orgId, route(clusterId, "two", { from: "https://two.example.com" }), actor);
      // Changed in the store itself (a restore, a script): the entry still shows the route as written.
      const saved = (await store.get("route", orgId, two.id))!;
      const { version, ...record } = saved;
      await store.commit({ ops: [ops.update("route", orgId, { ...record, from: "https://same.example.com" }, version)] });
      await expectCollisionFails();
    });

    it("reads a configuration kept whole by an older version as it was, moves it into entities at the next apply, and still reverts to it", async () => {
      const { plane, orgId, clusterId, store } = test;
      const services = plane.services;
      const staff = (await services.policies.create(orgId, policy(orgId, "staff"), actor)).policy;
      await services.routes.create(orgId, route(clusterId, "kept", { policyIds: [staff.id] }), actor);
      const gone = (await services.routes.create(orgId, route(clusterId, "gone"), actor)).route;
      const running = (await plane.getAppliedConfig(orgId, clusterId))!;
      // The store as version 2 of the schema left it: the whole configuration in the header, a snapshot
      // of it for reverts, and no entity records or deltas.
      const tree = await loadNamespaceTree(store, orgId);
      const records = (await readConfigRecords(store, orgId, tree, clusterId))!;
      const header = (await store.get("appliedConfig", orgId, clusterId))!;
      const { version, ...plain } = header;
      const legacy = { ...plain, ...records };
      const [entities, deltas] = await Promise.all([
        store.list("appliedEntity", orgId, { where: { clusterId } }),
        store.list("appliedDelta", orgId, { where: { clusterId } }),
      ]);
      await store.commit({
        ops: [
          ops.update("appliedConfig", orgId, legacy, version),
          ops.insert("appliedSnapshot", orgId, { ...legacy, id: legacy.changesetId }),
          ...entities.items.map((row) => ops.delete("appliedEntity", orgId, row.id, row.version)),
          ...deltas.items.map((row) => ops.delete("appliedDelta", orgId, row.id, row.version)),
        ],
      });
      const reader = await createTestPlaneOn(secondHandle(store));
      expect(await reader.getAppliedConfig(orgId, clusterId)).toEqual(running);
      // The first apply after the upgrade: a route of the whole configuration is deleted, one created.
      await services.routes.delete(orgId, gone.id, actor);
      await services.routes.create(orgId, route(clusterId, "after"), actor);
      expect((await store.get("appliedConfig", orgId, clusterId))!.routes).toBeUndefined();
      expect((await store.list("appliedEntity", orgId, { where: { clusterId } })).items.map((row) => row.entityKind).sort()).toEqual([
        "policy",
        "route",
        "route",
        "settings",
      ]);
      const now = (await plane.getAppliedConfig(orgId, clusterId))!;
      expect(now.routes.map((r) => r.name)).toEqual(["kept", "after"]);
      expect(content(now)).toEqual(await wholeSaved(store, orgId, clusterId));
      // The snapshot the older version kept still reverts: the deleted route back, the new one gone.
      const { changeset: reverted } = await services.changesets.revert(orgId, running.changesetId, actor);
      expect(reverted.status).toBe("current");
      expect((await plane.getAppliedConfig(orgId, clusterId))!.routes.map((r: { name: string }) => r.name)).toEqual(["kept", "gone"]);
      expect((await store.list("route", orgId)).items.map((r) => (r as RouteRecord).name).sort()).toEqual(["gone", "kept"]);
    });
  });
}

/** A second control plane over a store that already holds the test's organization (no bootstrap). */
async function createTestPlaneOn(store: Store) {
  const { createControlPlane } = await import("accessplane");
  return createControlPlane({ backgroundSweep: false, store, logger: { info() {}, warn() {}, error() {} } });
}
