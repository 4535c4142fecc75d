/** Changesets over the API, on both stores: drafts, apply, hooks, reject, compare, lists. */
import { beforeEach, describe, expect, it } from "vitest";
import { AccessPlaneError, type AppliedConfig, type ControlPlaneOptions } from "accessplane";
import { everyStore, secondHandle, withCommit } from "../support/stores.js";
import { call, exchange, type ApiResponse } from "../support/api.js";
import { createReplica, createTestPlane, fingerprint, type TestPlane } from "../support/planes.js";
import { GLOBAL_SCOPE, ops, unversioned, type Store } from "accessplane/store";
import { eventLoopTurnsDuring } from "../support/event-loop.js";

const STORES = everyStore("changesets");
const PATCH = { "content-type": "application/json-patch+json" };

for (const [storeName, makeStore] of STORES) {
  describe(`changesets on ${storeName}`, () => {
    let test: TestPlane;
    let owner: { token: string };
    let org: string;
    let hookCalls: AppliedConfig[];
    let hookBehaviour: (config: AppliedConfig) => void | Promise<void>;

    const setUp = async (options: Partial<ControlPlaneOptions> = {}) => {
      hookCalls = [];
      hookBehaviour = () => {};
      test = await createTestPlane(await makeStore(), {
        onApply: async (config) => {
          hookCalls.push(config);
          await hookBehaviour(config);
        },
        ...options,
      });
      owner = { token: await exchange(test, test.refreshToken) };
      org = `/organizations/${test.orgId}`;
    };
    beforeEach(() => setUp());
    /** Starts the test's plane again, on `store` (with `options`: an apply hook, say). */
    const restartOn = async (store: Store, options: Partial<ControlPlaneOptions> = {}) => {
      await test.plane.close();
      test = await createTestPlane(store, options);
      owner = { token: await exchange(test, test.refreshToken) };
      org = `/organizations/${test.orgId}`;
    };

    const api = (method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse> =>
      call(test, method, `${org}${path}`, { as: owner, ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });
    const settingsPath = () => `/clusters/${test.clusterId}/settings`;
    const autoApply = (on: boolean) => api("PATCH", settingsPath(), [{ op: "replace", path: "/autoApplyChangesets", value: on }], PATCH);
    const changesets = async (query = "") => (await api("GET", `/changesets?clusterId=${test.clusterId}${query}`)).body;
    const policy = (name: string) => ({
      namespaceId: test.orgId,
      name,
      ppl: { allow: { and: [{ domain: "example.com" }] } },
      description: "",
      explanation: "",
      remediation: "",
    });
    const route = (name: string, extra: Record<string, unknown> = {}) => ({
      namespaceId: test.clusterId,
      name,
      from: `https://${name}.example.com`,
      to: ["https://up.internal"],
      ...extra,
    });
    /** Runs `start` and returns once the apply it causes is in its hooks; they hold until `release`. */
    const heldInHooks = async <T>(start: () => Promise<T>) => {
      let release!: () => void;
      let reached!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const inHook = new Promise<void>((resolve) => (reached = resolve));
      hookBehaviour = () => {
        reached();
        return gate;
      };
      const callsBefore = hookCalls.length;
      const started = start();
      // The apply is in its hooks once the hook says so: an explicit gate, no timing.
      await inHook;
      return { callsBefore, started, release };
    };
    /** Starts applying a draft and returns once its hooks run; they hold until `release`. */
    const applyHeldInHooks = async (draftId: string) => {
      const { callsBefore, started, release } = await heldInHooks(() => api("POST", `/changesets/${draftId}/apply`));
      return { callsBefore, applying: started, release };
    };
    const created = async (path: string, body: unknown) => {
      const res = await api("POST", path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };

    /** The draft markers the store holds (records of kind system named draft:...). */
    const draftMarkers = async () => (await test.store.list("system", GLOBAL_SCOPE)).items.filter((m) => m.id.startsWith("draft:"));

    it("writes arriving while their cluster applies join one draft and one apply, and each returns once its change runs", async () => {
      const { callsBefore, started: first, release } = await heldInHooks(() => created("/routes", route("first")));
      hookBehaviour = () => {};
      // Five writes while the first apply holds in its hook: each commits, then waits for the cluster.
      const returned = new Set<string>();
      const writes = Array.from({ length: 5 }, (_, i) => created("/routes", route(`joined-${i}`)).then((body: { name: string }) => returned.add(body.name)));
      const pendingEntries = async () => {
        const [draft] = await changesets("&status=pending");
        return draft === undefined ? 0 : (await test.store.list("activity", test.orgId, { where: { changesetIds: draft.id } })).items.length;
      };
      while ((await pendingEntries()) < 5) expect(returned.size).toBe(0);
      expect(returned.size).toBe(0);
      release();
      await Promise.all([first, ...writes]);
      // One apply for the first write, one for the five (not one each), which ran them all.
      expect(hookCalls.length - callsBefore).toBe(2);
      expect(
        hookCalls
          .at(-1)!
          .routes.map((r) => r.name)
          .filter((name) => name.startsWith("joined-"))
          .sort(),
      ).toEqual(["joined-0", "joined-1", "joined-2", "joined-3", "joined-4"]);
      expect(await changesets("&status=pending")).toEqual([]);
    });

    it("sixteen writes of one process to one cluster at once each commit once: none is refused and sent again, and each returns applied", async () => {
      const inner = await makeStore();
      const refused: string[] = [];
      await restartOn(
        withCommit(inner, async (batch) => {
          try {
            return await inner.commit(batch);
          } catch (error) {
            refused.push(error instanceof AccessPlaneError ? `${error.code}: ${error.message}` : String(error));
            throw error;
          }
        }),
      );
      const names = Array.from({ length: 16 }, (_, i) => `burst-${String(i).padStart(2, "0")}`);
      // Each returns once its change is applied: the applied configuration it then reads has it.
      const missing = await Promise.all(
        names.map(async (name) => {
          await created("/routes", route(name));
          const applied = await test.plane.getAppliedConfig(test.orgId, test.clusterId);
          return applied!.routes.some((r) => r.name === name) ? [] : [name];
        }),
      );
      expect(missing.flat()).toEqual([]);
      // Before, writers that read the cluster's drafts together each opened one (all but one refused as
      // a duplicate) or attached to one an apply was taking (refused as changed): 0.9 refused commits a write.
      expect(refused, refused.join("\n")).toEqual([]);
      const applied = await test.plane.getAppliedConfig(test.orgId, test.clusterId);
      expect(
        applied!.routes
          .map((r) => r.name)
          .filter((name) => name.startsWith("burst-"))
          .sort(),
      ).toEqual(names);
      expect(await changesets("&status=pending")).toEqual([]);
    });

    /** Restarts the plane on a store that notes, per commit, the changeset statuses it writes (`insert current`, ...). */
    const noteChangesetWrites = async (options: Partial<ControlPlaneOptions> = {}) => {
      const inner = await makeStore();
      const batches: string[][] = [];
      await restartOn(
        withCommit(inner, (batch) => {
          batches.push(batch.ops.flatMap((op) => (op.kind === "changeset" && op.op !== "delete" ? [`${op.op} ${op.record.status}`] : [])));
          return inner.commit(batch);
        }),
        options,
      );
      return batches;
    };
    const runningRoutes = async () => (await test.plane.getAppliedConfig(test.orgId, test.clusterId))!.routes.map((r) => r.name);

    it("creates from two writers at once in one cluster each take one commit carrying their apply: a write finding the other's apply running waits its turn", async () => {
      const batches = await noteChangesetWrites();
      await created("/routes", route("warm"));
      batches.length = 0;
      const made: string[] = [];
      await Promise.all(
        Array.from({ length: 2 }, async (_, writer) => {
          for (let i = 0; i < 4; i++) {
            const name = `writer-${writer}-${i}`;
            await created("/routes", route(name));
            // Each returns applied.
            expect(await runningRoutes()).toContain(name);
            made.push(name);
          }
        }),
      );
      // Before, a write arriving while the other's apply ran opened a draft `pending` (its write, then
      // the draft's take and apply): three commits a create.
      expect(batches).toEqual(made.map(() => ["insert current", "update applied"]));
      expect(await changesets("&status=pending")).toEqual([]);
    });

    it("a write waiting for its cluster's turn joins the draft a third write opens meanwhile, without waiting longer", async () => {
      const inner = await makeStore();
      const batches: string[][] = [];
      const routeOf = (batch: { ops: readonly { kind: string; op: string; record?: unknown }[] }) =>
        batch.ops.flatMap((op) => (op.kind === "route" && op.op === "insert" ? [(op.record as { name: string }).name] : []))[0];
      let releaseFirst!: () => void;
      const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstArrived!: () => void;
      const firstCommitting = new Promise<void>((resolve) => (firstArrived = resolve));
      const landed = new Map<string, () => void>();
      const landing = (name: string) => new Promise<void>((resolve) => landed.set(name, resolve));
      await restartOn(
        withCommit(inner, async (batch) => {
          const name = routeOf(batch);
          // The first write's commit (carrying its apply) holds until released: its turn runs meanwhile.
          if (name === "first") {
            firstArrived();
            await firstHeld;
          }
          const result = await inner.commit(batch);
          batches.push(batch.ops.flatMap((op) => (op.kind === "changeset" && op.op !== "delete" ? [`${op.op} ${op.record.status}`] : [])));
          if (name !== undefined) landed.get(name)?.();
          return result;
        }),
      );
      await created("/routes", route("warm"));
      batches.length = 0;
      const first = created("/routes", route("first"));
      await firstCommitting;
      const [secondLanded, thirdLanded] = [landing("second"), landing("third")];
      const others = [created("/routes", route("second")), created("/routes", route("third"))];
      // One of the two waits for the first's turn; the other opens a draft, whose apply is queued: the
      // one waiting then stops and joins that draft. Both commit while the first's commit still holds.
      await Promise.all([secondLanded, thirdLanded]);
      expect(batches.map((b) => b[0])).toEqual(["insert pending", undefined]);
      releaseFirst();
      await Promise.all([first, ...others]);
      // Then the first's commit, and the draft's take and apply, which bring in both.
      expect(batches.slice(2).map((b) => b[0])).toEqual(["insert current", "update applying", "update current"]);
      expect(await runningRoutes()).toEqual(expect.arrayContaining(["warm", "first", "second", "third"]));
      expect(await changesets("&status=pending")).toEqual([]);
    });

    it("a write that took its cluster's turn and finds a draft open joins it, and that draft's apply runs before the write returns", async () => {
      const batches = await noteChangesetWrites();
      await created("/routes", route("warm"));
      // A draft left pending: opened while an approval policy held the cluster's changes, removed since.
      expect((await api("PUT", `/namespaces/${test.clusterId}/approvalPolicy`, { required: 1 })).status).toBe(200);
      await created("/routes", route("held"));
      expect((await api("DELETE", `/namespaces/${test.clusterId}/approvalPolicy`)).status).toBe(204);
      expect((await changesets("&status=pending")).length).toBe(1);
      // The process learns that no approval policy is left from a write to another cluster, so that the
      // next write to this one takes its turn before it reads.
      const second = (await api("POST", "/clusters", { name: "second", domain: "second.example.com" })).body.id;
      await created("/routes", { ...route("elsewhere"), namespaceId: second });
      batches.length = 0;
      await created("/routes", route("joined"));
      // The write attaches to the draft (no changeset written), then the draft is taken and applied.
      expect(batches.map((b) => b[0])).toEqual([undefined, "update applying", "update current"]);
      expect(await runningRoutes()).toEqual(expect.arrayContaining(["warm", "held", "joined"]));
      expect(await changesets("&status=pending")).toEqual([]);
    });

    it("a write whose namespace came to hold a second cluster since this process last wrote there reaches both, and gives back the turn it took early", async () => {
      const batches = await noteChangesetWrites();
      // The organization's namespace holds one cluster: the process notes it there, and the next write
      // in it takes that cluster's turn before its reads (a head start).
      const shared = await created("/policies", policy("shared"));
      await created("/routes", route("warm", { policyIds: [shared.id] }));
      const second = (await api("POST", "/clusters", { name: "second", domain: "second.example.com" })).body.id;
      await created("/routes", { ...route("elsewhere", { policyIds: [shared.id] }), namespaceId: second });
      batches.length = 0;
      // Now in two clusters' drafts: the turn taken for the first goes back before their applies, which
      // would otherwise wait for it (this write's own apply among them: it would never return).
      expect((await api("PATCH", `/policies/${shared.id}`, [{ op: "replace", path: "/name", value: "renamed" }], PATCH)).status).toBe(200);
      const policiesOf = async (clusterId: string) =>
        (await test.plane.getAppliedConfig(test.orgId, clusterId))!.routes.flatMap((r) => r.policies.map((p) => `${r.name}: ${p.name}`));
      expect(await policiesOf(test.clusterId)).toEqual(["warm: renamed"]);
      expect(await policiesOf(second)).toEqual(["elsewhere: renamed"]);
      // Applied as a write of two clusters is: each draft opened, then applied (no commit carried an apply).
      expect(batches.flat().filter((status) => status === "insert current")).toEqual([]);
      // And the next write of the first cluster carries its apply in its one commit, as before.
      batches.length = 0;
      await created("/routes", route("after"));
      expect(batches).toEqual([["insert current", "update applied"]]);
      expect(await runningRoutes()).toContain("after");
    });

    it("a write refused by its checks after taking its cluster's turn early gives the turn back: the next write carries its apply", async () => {
      const batches = await noteChangesetWrites();
      await created("/routes", route("warm"));
      batches.length = 0;
      // Its head start took the cluster's turn before the checks found the policy missing.
      const refused = await api("POST", "/routes", route("refused", { policyIds: ["no-such-policy"] }));
      expect(refused.status).toBe(400);
      expect(batches).toEqual([]);
      await created("/routes", route("after"));
      expect(batches).toEqual([["insert current", "update applied"]]);
      expect(await runningRoutes()).toEqual(expect.arrayContaining(["warm", "after"]));
      expect(await runningRoutes()).not.toContain("refused");
    });

    it("a delete takes its cluster's turn early too: it carries its apply in its one commit, and one refused by its rule gives the turn back", async () => {
      const batches = await noteChangesetWrites();
      const named = await created("/policies", policy("named"));
      const gone = await created("/routes", route("gone", { policyIds: [named.id] }));
      await created("/routes", route("kept", { policyIds: [named.id] }));
      batches.length = 0;
      // The policy is still named by a route: refused by the delete's rule, after its head start took the turn.
      const refused = await api("DELETE", `/policies/${named.id}`);
      expect(refused.status).toBe(409);
      expect(batches).toEqual([]);
      expect((await api("DELETE", `/routes/${gone.id}`)).status).toBe(204);
      expect(batches).toEqual([["insert current", "update applied"]]);
      expect(await runningRoutes()).toEqual(["kept"]);
      batches.length = 0;
      await created("/routes", route("after"));
      expect(batches).toEqual([["insert current", "update applied"]]);
      expect(await runningRoutes()).toEqual(expect.arrayContaining(["kept", "after"]));
    });

    it("applies an auto-applied write with an apply hook in two commits: the write opens its changeset applying, with the lease, and the apply ends it", async () => {
      const batches = await noteChangesetWrites({ onApply: () => {} });
      await created("/routes", route("warm"));
      batches.length = 0;
      const body = await created("/routes", route("counted"));
      // Two commits: the route with its changeset inserted `applying` (no `pending` → `applying` commit), then the apply.
      expect(batches.map((b) => b[0])).toEqual(["insert applying", "update current"]);
      const [current] = await changesets("&status=current");
      expect(current.status).toBe("current");
      expect((await test.plane.getAppliedConfig(test.orgId, test.clusterId))!.routes.map((r) => r.id)).toContain(body.id);
      // With an approval policy in the organization, a write opens its draft `pending`, as the policy's check needs.
      expect((await api("PUT", `/namespaces/${test.clusterId}/approvalPolicy`, { required: 1 })).status).toBe(200);
      batches.length = 0;
      await created("/routes", route("needs-approval"));
      expect(batches.map((b) => b[0])).toEqual(["insert pending"]);
      expect((await changesets("&status=pending")).length).toBe(1);
    });

    it("applies an auto-applied write without hooks or suites in the write's own commit: its changeset is inserted current", async () => {
      const batches = await noteChangesetWrites();
      await created("/routes", route("warm"));
      const [before] = await changesets("&status=current");
      const version = (await test.plane.getAppliedConfig(test.orgId, test.clusterId))!.version;
      batches.length = 0;
      const body = await created("/routes", route("counted"));
      // One commit: the route, its changeset inserted `current` and the one it supersedes; no draft marker.
      expect(batches).toEqual([["insert current", "update applied"]]);
      const [current] = await changesets("&status=current");
      expect(current.id).not.toBe(before.id);
      const applied = (await test.plane.getAppliedConfig(test.orgId, test.clusterId))!;
      expect(applied).toMatchObject({ changesetId: current.id, version: version + 1 });
      expect(await runningRoutes()).toEqual(expect.arrayContaining(["warm", "counted"]));
      expect(await draftMarkers()).toEqual([]);
      // The write's entry names the changeset and the application that carried it, as an apply's would.
      const [entry] = (await api("GET", `/activityLogs?changesetId=${current.id}`)).body;
      expect(entry.entity.id).toBe(body.id);
      expect(entry.applied).toMatchObject({ changesetId: current.id, by: { id: expect.any(String) } });
      // An update and a delete carry theirs too; so does a policy the route names, with the route's link checked.
      batches.length = 0;
      expect((await api("PATCH", `/routes/${body.id}`, [{ op: "replace", path: "/name", value: "renamed" }], PATCH)).status).toBe(200);
      expect(await runningRoutes()).toContain("renamed");
      expect((await api("DELETE", `/routes/${body.id}`)).status).toBe(204);
      expect(await runningRoutes()).toEqual(["warm"]);
      expect(batches.map((b) => b[0])).toEqual(["insert current", "insert current"]);
      // Nothing else unapplied may be left behind: with a draft open (auto-apply turned on behind the
      // plane's back, so that nothing applied it), the write joins it, and the apply after takes both.
      await autoApply(false);
      await created("/routes", route("drafted"));
      const settings = (await test.store.list("settings", test.orgId, { where: { clusterId: test.clusterId } })).items[0]!;
      await test.store.commit({ ops: [ops.update("settings", test.orgId, { ...unversioned(settings), autoApplyChangesets: true }, settings.version)] });
      batches.length = 0;
      await created("/routes", route("joined"));
      expect(batches.map((b) => b[0])).toEqual([undefined, "update applying", "update current"]);
      expect(await runningRoutes()).toEqual(expect.arrayContaining(["warm", "drafted", "joined"]));
    });

    /**
     * Restarts the plane (with `options`) on a store that, while `dropping.on`, loses the answer of a
     * commit writing a route: committed, but the writer hears a failure (a connection lost after COMMIT).
     */
    const restartLosingRouteAnswers = async (options: Partial<ControlPlaneOptions> = {}) => {
      const inner = await makeStore();
      const dropping = { on: false };
      await restartOn(
        withCommit(inner, async (batch) => {
          const result = await inner.commit(batch);
          if (dropping.on && batch.ops.some((op) => op.kind === "route")) throw new AccessPlaneError("unavailable", "the connection was lost");
          return result;
        }),
        options,
      );
      return dropping;
    };

    it("applies a write whose changeset it opened applying but whose process never ran the apply, once the lease runs out", async () => {
      // A hook: the write's commit opens the changeset `applying` and leaves the apply to a commit of its own.
      const dropping = await restartLosingRouteAnswers({ onApply: () => {} });
      await created("/routes", route("warm"));
      dropping.on = true;
      expect((await api("POST", "/routes", route("lost-answer"))).status).toBe(503);
      dropping.on = false;
      const [applying] = await changesets("&status=applying");
      expect(applying).toBeDefined();
      expect(await runningRoutes()).not.toContain("lost-answer");
      // Its turn went back: the next write of the cluster in this process is not held behind it.
      await created("/routes", route("after"));
      // Before its lease runs out the sweep leaves it; after, it is recovered and applied.
      await test.plane.sweep();
      test.clock!.advance(61_000);
      await test.plane.sweep();
      expect(await runningRoutes()).toEqual(expect.arrayContaining(["lost-answer", "after", "warm"]));
      expect(await changesets("&status=applying")).toEqual([]);
    });

    it("runs a write whose commit carried its apply at once, though the writer heard a failure after that commit", async () => {
      const dropping = await restartLosingRouteAnswers();
      await created("/routes", route("warm"));
      dropping.on = true;
      expect((await api("POST", "/routes", route("lost-answer"))).status).toBe(503);
      dropping.on = false;
      // Committed with its apply: running, nothing left applying for the lease and the sweep.
      expect(await runningRoutes()).toEqual(expect.arrayContaining(["lost-answer", "warm"]));
      expect(await changesets("&status=applying")).toEqual([]);
      // The cluster's turn went back: the next write applies as usual.
      await created("/routes", route("after"));
      expect(await runningRoutes()).toEqual(expect.arrayContaining(["lost-answer", "after", "warm"]));
    });

    it("a write whose commit would carry its apply, overtaken by another process's apply, commits without it and its apply builds on that one", async () => {
      const inner = await makeStore();
      let overtaking = false;
      let overtaken = 0;
      const other = await createReplica(test, secondHandle(inner));
      const actor = { id: "other", email: "", displayName: "other", photoUrl: "" };
      await restartOn(
        withCommit(inner, async (batch) => {
          // Whenever this process's commit carries an apply, another process applies a write of its own just before.
          const carries = batch.ops.some((op) => op.kind === "changeset" && op.op === "insert" && op.record.status === "current");
          if (overtaking && carries) {
            overtaken += 1;
            await other.plane.services.routes.create(test.orgId, route(`other-${overtaken}`), actor);
          }
          return inner.commit(batch);
        }),
      );
      await created("/routes", route("warm"));
      overtaking = true;
      // Refused once (the configuration it built on was replaced), the write commits without its apply
      // rather than race again (with many writers, it might never win), and its apply runs after.
      await created("/routes", route("overtaken"));
      overtaking = false;
      expect(overtaken).toBe(1);
      expect(await runningRoutes()).toEqual(expect.arrayContaining(["warm", "other-1", "overtaken"]));
      const list = await changesets();
      expect(list.filter((c: { status: string }) => c.status === "current")).toHaveLength(1);
      expect(list.filter((c: { status: string }) => !["current", "applied"].includes(c.status))).toEqual([]);
      await other.plane.close();
    });

    it("a write of one process does not carry its apply on reads another apply of it has since replaced", async () => {
      const inner = await makeStore();
      let [carried, refused] = [0, 0];
      let landed!: () => void;
      const oneLanded = new Promise<void>((resolve) => (landed = resolve));
      let bothRead!: () => void;
      const bothReadingSettings = new Promise<void>((resolve) => (bothRead = resolve));
      let [settingsReads, suiteCounts, armed] = [0, 0, false];
      const store = withCommit(inner, async (batch) => {
        const carries = batch.ops.some((op) => op.kind === "changeset" && op.op === "insert" && op.record.status === "current");
        carried += carries ? 1 : 0;
        try {
          return await inner.commit(batch);
        } catch (error) {
          refused += carries ? 1 : 0;
          throw error;
        }
      });
      await restartOn(
        new Proxy(store, {
          get: (target, key) => {
            if (key !== "list") return Reflect.get(target, key, target);
            return async (...args: Parameters<Store["list"]>) => {
              // Neither write learns that the cluster auto-applies before both have asked: a process
              // that has not read it yet takes no turn before a write's reads (see Applier.nextTurn).
              if (armed && args[0] === "settings" && ++settingsReads <= 2) {
                if (settingsReads === 2) bothRead();
                await bothReadingSettings;
              }
              // The second write's reads for its carried apply finish only once the other write is done.
              if (armed && args[0] === "policyTestSuite" && ++suiteCounts === 2) await oneLanded;
              return target.list(...args);
            };
          },
        }),
      );
      armed = true;
      await Promise.all(["first", "second"].map((name) => created("/routes", route(name)).then(landed)));
      expect(suiteCounts).toBeGreaterThanOrEqual(2);
      // One carried its apply; the other, prepared on the configuration that one replaced, did not try.
      expect(carried).toBe(1);
      expect(refused).toBe(0);
      expect(await runningRoutes()).toEqual(expect.arrayContaining(["first", "second"]));
      expect(await changesets("&status=pending")).toEqual([]);
    });

    it("leaves no draft marker behind: the commit that ends a changeset (current, failed, rejected) removes it", async () => {
      // Before, every auto-applied write left a marker for the sweep to delete one commit at a time.
      for (let i = 0; i < 5; i++) await created("/routes", route(`auto-${i}`));
      expect(await draftMarkers()).toEqual([]);
      await autoApply(false);
      // Applied by hand (with the settings change that turned auto-apply off).
      await created("/policies", policy("by hand"));
      const [byHand] = await changesets("&status=pending");
      expect((await draftMarkers()).map((m) => m.id)).toEqual([`draft:${test.orgId}:${byHand.id}`]);
      expect((await api("POST", `/changesets/${byHand.id}/apply`)).body.status).toBe("current");
      expect(await draftMarkers()).toEqual([]);
      await created("/policies", policy("rejected"));
      const [pending] = await changesets("&status=pending");
      expect((await api("POST", `/changesets/${pending.id}/reject`)).status).toBe(200);
      expect(await draftMarkers()).toEqual([]);
      await created("/policies", policy("refused"));
      const [third] = await changesets("&status=pending");
      hookBehaviour = () => {
        throw new Error("the proxy said no");
      };
      expect((await api("POST", `/changesets/${third.id}/apply`)).body.status).toBe("failed");
      expect(await draftMarkers()).toEqual([]);
    });

    it("sweeps markers left by an older release in slices, letting the event loop turn between them", async () => {
      const at = new Date(test.clock!.ms()).toISOString();
      // 1 000 markers of changesets that ended long ago (as an older release left them).
      await test.store.commit({
        ops: Array.from({ length: 1000 }, (_, i) =>
          ops.insert("system", GLOBAL_SCOPE, {
            id: `draft:${test.orgId}:gone-${String(i).padStart(4, "0")}`,
            createdAt: at,
            updatedAt: at,
            value: { orgId: test.orgId, clusterId: test.clusterId, changesetId: `gone-${i}` },
          }),
        ),
      });
      // Ten slices of 100, the loop let through between them (before, one commit per marker and no
      // turn of the loop until the last: 960 markers froze a server for 3.4 s).
      const turns = await eventLoopTurnsDuring(() => test.plane.sweep());
      expect(await draftMarkers()).toEqual([]);
      expect(turns).toBeGreaterThanOrEqual(9);
    });

    it("tries an auto-apply that failed after the write's commit again at once, instead of leaving it to the sweep", async () => {
      const store = await makeStore();
      let failNextApply = false;
      // The store refuses the next apply's commit once (a dropped connection, a failover), then works.
      const flaky: typeof store = {
        get: (kind, scope, id) => store.get(kind, scope, id),
        getMany: (kind, scope, ids) => store.getMany(kind, scope, ids),
        list: (kind, scope, query) => store.list(kind, scope, query),
        commit: async (batch) => {
          if (failNextApply && batch.ops.some((op) => op.kind === "appliedConfig")) {
            failNextApply = false;
            throw new AccessPlaneError("unavailable", "the database cannot be reached; retry shortly");
          }
          return store.commit(batch);
        },
        close: () => store.close(),
      };
      // A hook: the apply commits on its own, after the write's commit.
      test = await createTestPlane(flaky, { onApply: () => {} });
      owner = { token: await exchange(test, test.refreshToken) };
      org = `/organizations/${test.orgId}`;
      failNextApply = true;
      await created("/routes", route("retried"));
      expect(failNextApply).toBe(false);
      // Applied when the write answered: no sweep ran (tests sweep only when they say so).
      expect((await test.plane.getAppliedConfig(test.orgId, test.clusterId))!.routes.map((r) => r.name)).toEqual(["retried"]);
      expect(test.logs.some((line) => line.level === "warn" && /auto-apply after a configuration write failed; retrying/.test(line.message))).toBe(true);
    });

    it("a process starting applies at once a draft of an auto-applying cluster that its writer committed and never applied", async () => {
      // As a first start killed between its commit and its apply leaves it: a pending draft in a
      // cluster that auto-applies (made here by committing auto-apply on behind the plane's back).
      await autoApply(false);
      await created("/routes", route("orphan"));
      const [draft] = await changesets("&status=pending");
      const settings = (await test.store.list("settings", test.orgId, { where: { clusterId: test.clusterId } })).items[0]!;
      await test.store.commit({ ops: [ops.update("settings", test.orgId, { ...unversioned(settings), autoApplyChangesets: true }, settings.version)] });
      // The restart comes at once (the clock has not moved): before, its start sweep left the draft
      // to its writer for a few seconds and the next sweep came half a lease later.
      const restarted = await createReplica(test, test.store);
      expect((await restarted.plane.getAppliedConfig(test.orgId, test.clusterId))!.routes.map((r) => r.name)).toEqual(["orphan"]);
      expect((await changesets()).find((c: { id: string }) => c.id === draft.id).status).toBe("current");
    });

    it("starts every cluster with a current changeset holding its settings", async () => {
      const list = await changesets();
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ status: "current", namespaceId: test.clusterId, failureMessage: "" });
      const config = await test.plane.getAppliedConfig(test.orgId, test.clusterId);
      expect(config).toMatchObject({ clusterId: test.clusterId, changesetId: list[0].id, version: 1, routes: [] });
      expect(config!.settings.autoApplyChangesets).toBe(true);
    });

    it("auto-applies each write by default: the write's changeset is current and its entry applied", async () => {
      const r = await created("/routes", route("auto"));
      const list = await changesets();
      expect(list.map((c: any) => c.status)).toEqual(["current", "applied"]);
      const [entry] = (await api("GET", `/activityLogs?entityId=${r.id}`)).body;
      expect(entry.applied).toMatchObject({ changesetId: list[0].id, by: { id: expect.any(String) } });
      expect(hookCalls.at(-1)!.routes.map((x) => x.name)).toEqual(["auto"]);
      expect(Object.isFrozen(hookCalls.at(-1)!.routes[0])).toBe(true);
    });

    it("logs a changeset someone applies or rejects, and not the drafts that auto-apply moves", async () => {
      await created("/policies", policy("auto"));
      const changesetEntries = async () => (await api("GET", `/activityLogs?entityType=changeset`)).body;
      expect(await changesetEntries()).toEqual([]);
      await autoApply(false);
      await created("/policies", policy("by hand"));
      const [draft] = await changesets("&status=pending");
      expect((await api("POST", `/changesets/${draft.id}/apply`)).status).toBe(200);
      await created("/policies", policy("rejected"));
      const [second] = await changesets("&status=pending");
      expect((await api("POST", `/changesets/${second.id}/reject`)).status).toBe(200);
      const entries = await changesetEntries();
      expect(entries.map((e: any) => [e.activityType, e.entity.id, e.entity.data.status, e.namespace.id])).toEqual([
        ["update", second.id, "rejected", test.clusterId],
        ["update", draft.id, "current", test.clusterId],
      ]);
      // The apply's entry is applied by the changeset itself; the rejection's never is.
      expect(entries[1].applied).toMatchObject({ changesetId: draft.id, at: expect.any(String) });
      expect(entries[0].applied.at).toBeUndefined();
      // A failed apply someone asked for is logged with its reason.
      await created("/policies", policy("refused"));
      const [third] = await changesets("&status=pending");
      hookBehaviour = () => {
        throw new Error("the proxy said no");
      };
      expect((await api("POST", `/changesets/${third.id}/apply`)).body.status).toBe("failed");
      const [failed] = await changesetEntries();
      expect(failed.entity).toMatchObject({ id: third.id, data: { status: "failed", failureMessage: expect.stringContaining("the proxy said no") } });
    });

    it("runs the scripted session: draft, compare, apply, then reject a second draft and find the entities restored", async () => {
      // Turn auto-apply off: that write itself opens the draft.
      expect((await autoApply(false)).status).toBe(200);
      const p = await created("/policies", policy("staff"));
      const r = await created("/routes", route("app", { policyIds: [p.id] }));
      await api("PATCH", settingsPath(), [{ op: "replace", path: "/logLevel", value: "debug" }], PATCH);
      const pending = await changesets("&status=pending");
      expect(pending).toHaveLength(1);
      const [current] = await changesets("&status=current");
      expect(current).toBeDefined();
      // Reads return the saved state; the running configuration is unchanged.
      expect((await api("GET", `/routes/${r.id}`)).status).toBe(200);
      expect((await test.plane.getAppliedConfig(test.orgId, test.clusterId))!.routes).toEqual([]);

      const compared = await api("GET", `/changesets/compare?clusterId=${test.clusterId}`);
      expect(compared.status).toBe(200);
      expect(compared.body.startChangeset.id).toBe(current.id);
      expect(compared.body.endChangeset.id).toBe(pending[0].id);
      const groups = compared.body.entities.map((entries: any[]) => [entries[0].entity.type, entries.map((e) => e.activityType)]);
      expect(groups).toEqual([
        ["settings", ["update", "update"]],
        ["policy", ["create"]],
        ["route", ["create"]],
      ]);

      const applied = await api("POST", `/changesets/${pending[0].id}/apply`);
      expect(applied.status).toBe(200);
      expect(applied.body).toMatchObject({ id: pending[0].id, status: "current" });
      const statuses = Object.fromEntries((await changesets()).map((c: any) => [c.id, c.status]));
      expect(statuses[current.id]).toBe("applied");
      const entries = (await api("GET", `/activityLogs?changesetId=${pending[0].id}`)).body;
      expect(entries).toHaveLength(4);
      for (const entry of entries) expect(entry.applied.changesetId).toBe(pending[0].id);
      const config = (await test.plane.getAppliedConfig(test.orgId, test.clusterId))!;
      expect(config.version).toBe(hookCalls.at(-1)!.version);
      expect(config.settings.logLevel).toBe("debug");
      expect(config.routes[0]).toMatchObject({ name: "app", policies: [{ id: p.id, name: "staff", ppl: policy("staff").ppl }] });

      // A second draft: change the route, add a policy and a route, change settings; then reject it.
      const beforeDraft = {
        route: (await api("GET", `/routes/${r.id}`)).body,
        settings: (await api("GET", settingsPath())).body,
      };
      await api("PATCH", `/routes/${r.id}`, [{ op: "replace", path: "/to", value: ["https://elsewhere.internal"] }], PATCH);
      const p2 = await created("/policies", policy("contractors"));
      const r2 = await created("/routes", route("extra", { policyIds: [p2.id] }));
      await api("PATCH", settingsPath(), [{ op: "replace", path: "/logLevel", value: "error" }], PATCH);
      const [draft] = await changesets("&status=pending");
      const rejected = await api("POST", `/changesets/${draft.id}/reject`);
      expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
      expect(rejected.body.status).toBe("rejected");
      const restoredRoute = (await api("GET", `/routes/${r.id}`)).body;
      expect(restoredRoute.to).toEqual(beforeDraft.route.to);
      expect((await api("GET", `/policies/${p2.id}`)).status).toBe(404);
      expect((await api("GET", `/routes/${r2.id}`)).status).toBe(404);
      expect((await api("GET", settingsPath())).body.logLevel).toBe("debug");
      expect(await changesets("&status=pending")).toEqual([]);
      const reverts = (await api("GET", `/activityLogs?changesetId=${draft.id}`)).body;
      expect(
        reverts
          .filter((e: any) => e.applied.at === undefined)
          .map((e: any) => `${e.entity.type}:${e.activityType}`)
          .sort(),
      ).toEqual(
        ["policy:create", "policy:delete", "route:create", "route:delete", "route:update", "route:update", "settings:update", "settings:update"].sort(),
      );
      for (const action of ["apply", "reject"]) {
        const again = await api("POST", `/changesets/${draft.id}/${action}`);
        expect(again.status).toBe(409);
        expect(again.body.code).toBe("failed_precondition");
      }
    });

    it("rejects a draft that deleted an entity and reused its name, restoring the old one", async () => {
      const old = await created("/policies", policy("staff"));
      await autoApply(false);
      expect((await api("DELETE", `/policies/${old.id}`)).status).toBe(204);
      const reused = await created("/policies", policy("staff"));
      const [draft] = await changesets("&status=pending");
      const res = await api("POST", `/changesets/${draft.id}/reject`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((await api("GET", `/policies/${old.id}`)).body.name).toBe("staff");
      expect((await api("GET", `/policies/${reused.id}`)).status).toBe(404);
    });

    it("fails an apply whose configuration does not validate, naming the problem, and keeps the running configuration", async () => {
      await autoApply(false);
      await created("/routes", route("one", { from: "https://same.example.com" }));
      await created("/routes", route("two", { from: "https://same.example.com" }));
      const [draft] = await changesets("&status=pending");
      const before = await test.plane.getAppliedConfig(test.orgId, test.clusterId);
      const res = await api("POST", `/changesets/${draft.id}/apply`);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe("failed");
      expect(res.body.failureMessage).toBe('routes "one" and "two" match the same requests');
      expect(await test.plane.getAppliedConfig(test.orgId, test.clusterId)).toEqual(before);
      const again = await api("POST", `/changesets/${draft.id}/apply`);
      expect(again.status).toBe(409);
      // The next write opens a new draft.
      await created("/policies", policy("later"));
      expect(await changesets("&status=pending")).toHaveLength(1);
    });

    it("keeps the changeset applying while hooks run, and fails it with the message of a hook that throws", async () => {
      await autoApply(false);
      await created("/routes", route("hooked"));
      const [draft] = await changesets("&status=pending");
      let seen: string | undefined;
      hookBehaviour = async () => {
        seen = (await test.plane.services.changesets.get(test.orgId, draft.id)).changeset.status;
        throw new Error("proxy rejected the configuration");
      };
      const res = await api("POST", `/changesets/${draft.id}/apply`);
      expect(seen).toBe("applying");
      expect(res.body).toMatchObject({ status: "failed", failureMessage: "an apply hook failed: proxy rejected the configuration" });
      expect((await test.plane.getAppliedConfig(test.orgId, test.clusterId))!.routes).toEqual([]);
    });

    it("reverts to a changeset three applies back: after apply the cluster runs exactly what ran then", async () => {
      await autoApply(false);
      const applyDraft = async () => {
        const [draft] = await changesets("&status=pending");
        const res = await api("POST", `/changesets/${draft.id}/apply`);
        expect(res.body.status).toBe("current");
        return draft.id as string;
      };
      const strip = (config: AppliedConfig) => ({
        routes: config.routes.map(({ updatedAt: _u, policies, enforcedPolicies, ...route }) => ({
          ...route,
          policies: policies.map((p) => p.name),
          enforced: enforcedPolicies.map((p) => p.name),
        })),
        settings: (({ updatedAt: _u, ...rest }) => rest)(config.settings),
      });
      const p = await created("/policies", policy("staff"));
      const r1 = await created("/routes", route("one", { policyIds: [p.id] }));
      const first = await applyDraft();
      const then = strip((await test.plane.getAppliedConfig(test.orgId, test.clusterId))!);
      await api("PATCH", `/routes/${r1.id}`, [{ op: "replace", path: "/to", value: ["https://changed.internal"] }], PATCH);
      await created("/routes", route("two"));
      await applyDraft();
      await api("DELETE", `/routes/${r1.id}`);
      await api("PATCH", `/policies/${p.id}`, [{ op: "replace", path: "/name", value: "renamed" }], PATCH);
      await applyDraft();
      // Refused: a draft, and a changeset that is already what runs.
      const [none] = await changesets("&status=pending");
      expect(none).toBeUndefined();
      const reverted = await api("POST", `/changesets/${first}/revert`);
      expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
      expect(reverted.body.status).toBe("pending");
      // The draft shows what the revert changes: the deleted route back, the new one gone, the policy renamed back.
      const compared = (await api("GET", `/changesets/compare?clusterId=${test.clusterId}`)).body;
      const types = compared.entities.map((entries: any[]) => `${entries.at(-1).entity.type}:${entries.at(-1).activityType}`).sort();
      expect(types).toEqual(["policy:update", "route:create", "route:delete"]);
      expect((await api("POST", `/changesets/${reverted.body.id}/revert`)).status).toBe(409);
      await applyDraft();
      expect(strip((await test.plane.getAppliedConfig(test.orgId, test.clusterId))!)).toEqual(then);
      expect((await api("POST", `/changesets/${first}/revert`)).status).toBe(409); // nothing left to revert
    });

    it("lets exactly one of two concurrent applies of one draft succeed", async () => {
      await autoApply(false);
      await created("/routes", route("raced"));
      const [draft] = await changesets("&status=pending");
      const results = await Promise.all([1, 2, 3].map(() => api("POST", `/changesets/${draft.id}/apply`)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      expect((await changesets("&status=current")).map((c: any) => c.id)).toEqual([draft.id]);
    });

    it("opens a new draft for a write made while a draft's hooks run", async () => {
      await autoApply(false);
      await created("/routes", route("first"));
      const [draft] = await changesets("&status=pending");
      const { callsBefore, applying, release } = await applyHeldInHooks(draft.id);
      await created("/routes", route("meanwhile"));
      release();
      expect((await applying).body.status).toBe("current");
      const [next] = await changesets("&status=pending");
      expect(next.id).not.toBe(draft.id);
      expect(hookCalls[callsBefore]!.routes.map((x) => x.name)).toEqual(["first"]);
      expect((await test.plane.getAppliedConfig(test.orgId, test.clusterId))!.routes.map((x) => x.name)).toEqual(["first"]);
    });

    it("applies one cluster's drafts one after the other: a draft opened while another applies becomes current after it", async () => {
      await autoApply(false);
      await created("/routes", route("first"));
      const [draft] = await changesets("&status=pending");
      const { applying: first, release } = await applyHeldInHooks(draft.id);
      await created("/routes", route("second"));
      const [next] = await changesets("&status=pending");
      hookBehaviour = () => {};
      const second = api("POST", `/changesets/${next.id}/apply`);
      // The second apply has left pending (it waits for the first) before the first is released.
      while ((await test.plane.services.changesets.get(test.orgId, next.id)).changeset.status === "pending");
      release();
      expect([(await first).body.status, (await second).body.status]).toEqual(["current", "current"]);
      const statuses = Object.fromEntries((await changesets()).map((c: any) => [c.id, c.status]));
      expect([statuses[draft.id], statuses[next.id]]).toEqual(["applied", "current"]);
      expect((await test.plane.getAppliedConfig(test.orgId, test.clusterId))!.routes.map((r) => r.name)).toEqual(["first", "second"]);
    });

    it("lets a hook write to its own cluster without waiting for itself", async () => {
      let wrote = false;
      hookBehaviour = async () => {
        if (wrote) return;
        wrote = true;
        // Auto-apply is on: this write applies a new draft from inside the hook.
        await test.plane.services.policies.create(
          test.orgId,
          { ...policy("from a hook"), enforced: false },
          { id: "hook", email: "", displayName: "hook", photoUrl: "" },
        );
      };
      const r = await api("POST", "/routes", route("outer"));
      expect(r.status).toBe(201);
      expect(wrote).toBe(true);
      expect(await changesets("&status=pending")).toEqual([]);
    });

    it("attaches a root-level entity to the draft of every cluster, and a cluster's entity to its own only", async () => {
      const second = (await api("POST", "/clusters", { name: "second", domain: "second.example.com" })).body.id;
      for (const clusterId of [test.clusterId, second]) {
        await api("PATCH", `/clusters/${clusterId}/settings`, [{ op: "replace", path: "/autoApplyChangesets", value: false }], PATCH);
      }
      const p = await created("/policies", policy("everywhere"));
      const [entry] = (await api("GET", `/activityLogs?entityId=${p.id}`)).body;
      const drafts = (await api("GET", "/changesets?status=pending")).body;
      expect(drafts).toHaveLength(2);
      for (const d of drafts) {
        expect((await api("GET", `/activityLogs?changesetId=${d.id}&entityId=${p.id}`)).body.map((e: any) => e.id)).toEqual([entry.id]);
      }
      const r = await created("/routes", route("local"));
      const secondDraft = drafts.find((d: any) => d.namespaceId === second);
      expect((await api("GET", `/activityLogs?changesetId=${secondDraft.id}&entityId=${r.id}`)).body).toEqual([]);
    });

    it("refuses to reject a draft whose reverts would leave a route listing a deleted policy", async () => {
      const second = (await api("POST", "/clusters", { name: "second", domain: "second.example.com" })).body.id;
      await autoApply(false);
      const p = await created("/policies", policy("shared"));
      // The second cluster auto-applies: its route, listing the root policy, is applied there.
      await created("/routes", route("other", { namespaceId: second, policyIds: [p.id] }));
      const [draft] = await changesets("&status=pending");
      const before = await fingerprint(test);
      const res = await api("POST", `/changesets/${draft.id}/reject`);
      expect(res.status).toBe(409);
      expect(res.body.error).toContain('"other"');
      expect(await fingerprint(test)).toBe(before);
    });

    it("compares with defaults or given ids, and refuses ids of another cluster or organization", async () => {
      await created("/routes", route("a"));
      await created("/routes", route("b"));
      const list = await changesets();
      const [newest, middle, oldest] = list;
      const between = await api("GET", `/changesets/compare?clusterId=${test.clusterId}&firstId=${oldest.id}&secondId=${middle.id}`);
      expect(between.body.entities.map((g: any[]) => g[0].entity.data.name)).toEqual(["a"]);
      expect(between.body.endChangeset.id).toBe(middle.id);
      const fromCurrent = await api("GET", `/changesets/compare?clusterId=${test.clusterId}`);
      expect(fromCurrent.body.startChangeset.id).toBe(newest.id);
      expect(fromCurrent.body.entities).toEqual([]);

      const second = (await api("POST", "/clusters", { name: "second", domain: "second.example.com" })).body.id;
      const [otherCs] = (await api("GET", `/changesets?clusterId=${second}`)).body;
      const wrongCluster = await api("GET", `/changesets/compare?clusterId=${test.clusterId}&firstId=${otherCs.id}`);
      expect(wrongCluster.status).toBe(400);
      expect(wrongCluster.body.details[0].path).toBe("/firstId");
      const otherOrg = (await call(test, "POST", "/organizations", { as: "zed", body: { name: "Other" } })).body;
      const foreign = await call(test, "GET", `/organizations/${otherOrg.organization.id}/changesets`, { as: "zed" });
      const mixed = await api("GET", `/changesets/compare?clusterId=${test.clusterId}&secondId=${foreign.body[0].id}`);
      expect(mixed.status).toBe(400);
      expect((await api("GET", `/changesets/compare?clusterId=${otherOrg.cluster.id}`)).status).toBe(404);
      expect((await api("GET", `/changesets/compare`)).status).toBe(400);
      const reversed = await api("GET", `/changesets/compare?clusterId=${test.clusterId}&firstId=${newest.id}&secondId=${oldest.id}`);
      expect(reversed.status).toBe(400);
    });

    it("lists newest first, by status, paged, at most 1000 a page", async () => {
      for (let i = 0; i < 4; i++) await created("/routes", route(`r${i}`));
      const all = await changesets();
      expect(all).toHaveLength(5);
      expect(all.map((c: any) => c.id)).toEqual([...all.map((c: any) => c.id)].sort().reverse());
      const page = await api("GET", `/changesets?clusterId=${test.clusterId}&offset=1&limit=2`, undefined, { prefer: "count=exact" });
      expect(page.body.map((c: any) => c.id)).toEqual(all.slice(1, 3).map((c: any) => c.id));
      expect(page.headers.get("x-total-count")).toBe("5");
      expect((await changesets("&status=applied")).length).toBe(4);
      // The hosted API's limit is unbounded: a larger one reads as the page maximum.
      const big = await api("GET", `/changesets?clusterId=${test.clusterId}&limit=50000`);
      expect(big.status).toBe(200);
      expect(big.body).toHaveLength(5);
      expect((await api("GET", "/changesets?status=done")).status).toBe(400);
    });

    it("drops a deleted cluster's running configuration and rejects its open draft", async () => {
      const second = (await api("POST", "/clusters", { name: "second", domain: "second.example.com" })).body.id;
      await api("PATCH", `/clusters/${second}/settings`, [{ op: "replace", path: "/autoApplyChangesets", value: false }], PATCH);
      expect(await test.plane.getAppliedConfig(test.orgId, second)).toBeDefined();
      expect((await api("DELETE", `/clusters/${second}`)).status).toBe(204);
      expect(await test.plane.getAppliedConfig(test.orgId, second)).toBeUndefined();
      const left = (await api("GET", `/changesets?clusterId=${second}`)).body;
      expect(left.map((c: any) => c.status).sort()).toEqual(["current", "rejected"]);
    });

    it("answers 404 for a changeset of another organization and 409 for an applied one", async () => {
      const [current] = await changesets();
      expect((await api("POST", `/changesets/${current.id}/apply`)).status).toBe(409);
      const other = (await call(test, "POST", "/organizations", { as: "zed", body: { name: "Other" } })).body.organization.id;
      const [foreign] = (await call(test, "GET", `/organizations/${other}/changesets`, { as: "zed" })).body;
      expect((await api("POST", `/changesets/${foreign.id}/apply`)).status).toBe(404);
    });
  });
}
