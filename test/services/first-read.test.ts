/**
 * A process's first read of a large cluster's applied configuration (a replica that just started, or
 * one whose copy fell too far behind): read in pages, each in a turn of its own; one version whole even
 * when an apply lands between the pages; one read for the callers asking at once (agents reconnecting
 * to a restarted process); and resolved in turns of the event loop. On every store.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ops, type ListQuery, type Store } from "accessplane/store";
import { resolveAppliedConfig, resolveAppliedConfigInTurns, readConfigRecords, RESOLVED_PER_TURN } from "../../src/config/applied-config.js";
import { APPLIED_READ_PAGE } from "../../src/config/applied-state.js";
import { loadNamespaceTree } from "../../src/services/namespace-tree.js";
import { policyBody, storedRoute } from "../support/bodies.js";
import { eventLoopTurnsDuring } from "../support/event-loop.js";
import { createReplica, createTestPlane, type TestPlane } from "../support/planes.js";
import { everyStore, secondHandle } from "../support/stores.js";

/** More routes than two pages hold: the last page is a short one. */
const ROUTES = APPLIED_READ_PAGE * 2 + 100;
const actor = { id: "tester", email: "", displayName: "tester", photoUrl: "" };

/** `store`, with `beforeList` run (and awaited) before each list of applied entities, which it is told of. */
function watchingPages(store: Store, beforeList: (query: ListQuery<"appliedEntity">) => Promise<void> | void): Store {
  return new Proxy(store, {
    get: (target, key) => {
      if (key === "close") return async () => {};
      if (key === "list") {
        return async (kind: string, scope: string, query?: ListQuery<never>) => {
          if (kind === "appliedEntity") await beforeList(query ?? {});
          return target.list(kind as never, scope, query);
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

for (const [storeName, makeStore] of everyStore("first-read")) {
  describe(`a process's first read of a large applied configuration on ${storeName}`, () => {
    let test: TestPlane;
    let routeIds: string[];

    /** Applies the cluster's draft. */
    async function applyDraft(options: { whole?: boolean } = {}): Promise<void> {
      const [draft] = (await test.plane.services.changesets.list(test.orgId, { clusterId: test.clusterId, status: "pending" })).items;
      const { changeset } = await test.plane.services.changesets.apply(test.orgId, draft!.id, actor, options);
      expect(changeset.status).toBe("current");
    }

    beforeEach(async () => {
      test = await createTestPlane(await makeStore());
      const { plane, store, orgId, clusterId } = test;
      const staff = (await plane.services.policies.create(orgId, policyBody(orgId, "staff"), actor)).policy;
      await plane.services.settings.patch(orgId, clusterId, [{ op: "replace", path: "/autoApplyChangesets", value: false }], actor);
      // Written straight into the store (a thousand creates would take the test's time), then applied whole.
      const routes = Array.from({ length: ROUTES }, (_, i) => storedRoute(orgId, clusterId, i, { policyIds: [staff.id] }));
      routeIds = routes.map((route) => route.id);
      await store.commit({ ops: routes.map((route) => ops.insert("route", orgId, route)) });
      await plane.services.settings.patch(orgId, clusterId, [{ op: "replace", path: "/logLevel", value: "warn" }], actor);
      await applyDraft({ whole: true });
    });

    it("reads it a page at a time and holds what the plane that applied it holds", async () => {
      const { plane, store, orgId, clusterId } = test;
      const pages: [number | undefined, number | undefined][] = [];
      const fresh = await createReplica(
        test,
        watchingPages(secondHandle(store), (query) => {
          pages.push([query.offset, query.limit]);
        }),
      );
      const read = await fresh.plane.getAppliedConfig(orgId, clusterId);
      expect(read!.routes).toHaveLength(ROUTES);
      expect(read).toEqual(await plane.getAppliedConfig(orgId, clusterId));
      expect(pages).toEqual([
        [0, APPLIED_READ_PAGE],
        [APPLIED_READ_PAGE, APPLIED_READ_PAGE],
        [APPLIED_READ_PAGE * 2, APPLIED_READ_PAGE],
      ]);
      await fresh.plane.close();
    });

    it("reads one version whole when an apply lands between its pages", async () => {
      const { plane, store, orgId, clusterId } = test;
      const before = await plane.getAppliedConfig(orgId, clusterId);
      // The first route is in the first page, the last in the last: each changes upstream.
      const [first, last] = [routeIds[0]!, routeIds.at(-1)!];
      for (const id of [first, last]) await plane.services.routes.patch(orgId, id, [{ op: "replace", path: "/to", value: ["https://moved.internal"] }], actor);
      let landed = false;
      const fresh = await createReplica(
        test,
        watchingPages(secondHandle(store), async (query) => {
          // The second page is asked for after the first was read: the apply lands in between.
          if (query.offset === APPLIED_READ_PAGE && !landed) {
            landed = true;
            await applyDraft();
          }
        }),
      );
      const read = await fresh.plane.getAppliedConfig(orgId, clusterId);
      expect(landed).toBe(true);
      const upstreams = [first, last].map((id) => read!.routes.find((route) => route.id === id)!.to![0]);
      // Both as before the apply or both as after it: never the first page of one version and the last of the other.
      expect(upstreams[0]).toBe(upstreams[1]);
      expect(before!.routes[0]!.to).toEqual(["https://up.internal"]);
      // And the process's next read is the version that runs, as the plane that applied it has it.
      expect(await fresh.plane.getAppliedConfig(orgId, clusterId)).toEqual(await plane.getAppliedConfig(orgId, clusterId));
      await fresh.plane.close();
    });

    it("reads it once for the callers asking at once, and answers each the same configuration", async () => {
      const { store, orgId, clusterId } = test;
      let lists = 0;
      const fresh = await createReplica(
        test,
        watchingPages(secondHandle(store), () => {
          lists += 1;
        }),
      );
      const answers = await Promise.all(Array.from({ length: 5 }, () => fresh.plane.getAppliedConfig(orgId, clusterId)));
      expect(lists).toBe(3);
      for (const answer of answers) expect(answer).toBe(answers[0]);
      await fresh.plane.close();
    });

    it("resolves a whole configuration in turns of the event loop, to what one resolution gives", async () => {
      const { store, orgId, clusterId } = test;
      const tree = await loadNamespaceTree(store, orgId);
      const records = () =>
        readConfigRecords(store, orgId, tree, clusterId).then((found) => ({ ...found!, orgId, clusterId, changesetId: "c", configVersion: 1, createdAt: "" }));
      const whole = resolveAppliedConfig(await records(), tree);
      let inTurns: Awaited<ReturnType<typeof resolveAppliedConfigInTurns>> | undefined;
      const fromRecords = await records();
      const turns = await eventLoopTurnsDuring(async () => {
        inTurns = await resolveAppliedConfigInTurns(fromRecords, tree);
      });
      expect(inTurns!.config).toEqual(whole.config);
      // One turn per RESOLVED_PER_TURN routes at least (the policy too is resolved).
      expect(turns).toBeGreaterThanOrEqual(Math.floor(ROUTES / RESOLVED_PER_TURN));
      // The next resolution, sharing every form with that one, takes no turn and keeps every route.
      let next: typeof inTurns;
      const nextTurns = await eventLoopTurnsDuring(async () => {
        next = await resolveAppliedConfigInTurns({ ...fromRecords, changesetId: "d", configVersion: 2 }, tree, inTurns);
      });
      expect(nextTurns).toBe(0);
      expect(next!.config.routes.every((route, i) => route === inTurns!.config.routes[i])).toBe(true);
    });
  });
}
