/**
 * What reads keep in memory (`readCacheMs`), as a user of two replicas on one database sees it: a
 * replica reads its own writes at once, sees another's within `readCacheMs` of the control plane's
 * clock (and at once with `readCacheMs: 0`, or on a store whose change mark proves what is kept
 * current: SQLite and the in-memory store), writes and their checks never use what reads keep, and
 * token revocation never waits for it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { Store } from "accessplane/store";
import { everyStore, secondHandle } from "../support/stores.js";
import { addMember, createReplica, createTestPlane, type TestPlane } from "../support/planes.js";
import { call, exchange } from "../support/api.js";
import { policyBody } from "../support/bodies.js";

const STORES = everyStore("read-cache");
const READ_CACHE_MS = 1000;

for (const [storeName, makeStore] of STORES) {
  describe(`reads kept in memory on ${storeName}`, () => {
    // One clock for both replicas, moved by the test: what "within readCacheMs" means is exact.
    let now = Date.parse("2026-11-24T12:00:00.000Z");
    const clock = () => new Date(now);
    let store: Store;
    let first: TestPlane;
    let replica: TestPlane;
    const owner = "owner-subject";

    /** A second control plane on the same data, as a replica is. */
    async function replicaOf(test: TestPlane, readCacheMs: number): Promise<TestPlane> {
      return createReplica(test, secondHandle(test.store), { clock, readCacheMs });
    }

    beforeEach(async () => {
      now = Date.parse("2026-11-24T12:00:00.000Z");
      store = await makeStore();
      first = await createTestPlane(store, { clock, readCacheMs: READ_CACHE_MS });
      replica = await replicaOf(first, READ_CACHE_MS);
      await addMember(first, first.orgId, owner, "owner");
    });

    const policy = (name: string, extra: Record<string, unknown> = {}) => policyBody(first.orgId, name, extra);
    /** Whether the store has a change mark: then another replica's change is seen at once, not within readCacheMs. */
    const proven = () => store.changeMark !== undefined;

    /** The names of a route's listed and enforced policies, as the replica's GET shows them. */
    async function policyNamesOn(test: TestPlane, routeId: string): Promise<{ listed: string[]; enforced: string[] }> {
      const res = await call(test, "GET", `/organizations/${first.orgId}/routes/${routeId}`, { as: owner });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return {
        listed: res.body.policies.map((p: { name: string }) => p.name),
        enforced: res.body.enforcedPolicies.map((p: { name: string }) => p.name),
      };
    }

    async function routeListing(policyId: string): Promise<string> {
      const res = await call(first, "POST", `/organizations/${first.orgId}/routes`, {
        as: owner,
        body: { namespaceId: first.clusterId, name: "app", from: "https://app.example.com", to: ["https://app.internal"], policyIds: [policyId] },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as string;
    }

    it("shows a replica's policy rename and newly enforced policy at once where it was made, within readCacheMs elsewhere", async () => {
      const staff = await call(first, "POST", `/organizations/${first.orgId}/policies`, { as: owner, body: policy("staff") });
      expect(staff.status, JSON.stringify(staff.body)).toBe(201);
      const routeId = await routeListing(staff.body.id);
      expect(await policyNamesOn(replica, routeId)).toEqual({ listed: ["staff"], enforced: [] });

      const renamed = await call(first, "PUT", `/organizations/${first.orgId}/policies/${staff.body.id}`, { as: owner, body: policy("staff renamed") });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      const enforced = await call(first, "POST", `/organizations/${first.orgId}/policies`, { as: owner, body: policy("baseline", { enforced: true }) });
      expect(enforced.status).toBe(201);

      // Where the change was made: at once.
      expect(await policyNamesOn(first, routeId)).toEqual({ listed: ["staff renamed"], enforced: ["baseline"] });
      // The other replica: with a change mark, at once; else what it read a moment ago, until
      // readCacheMs has passed on its clock.
      if (!proven()) {
        expect(await policyNamesOn(replica, routeId)).toEqual({ listed: ["staff"], enforced: [] });
        now += READ_CACHE_MS - 1;
        expect(await policyNamesOn(replica, routeId)).toEqual({ listed: ["staff"], enforced: [] });
        now += 2;
      }
      expect(await policyNamesOn(replica, routeId)).toEqual({ listed: ["staff renamed"], enforced: ["baseline"] });
    });

    it("keeps nothing with readCacheMs 0: a replica sees every change at once", async () => {
      const eager = await replicaOf(first, 0);
      const staff = await call(first, "POST", `/organizations/${first.orgId}/policies`, { as: owner, body: policy("staff") });
      const routeId = await routeListing(staff.body.id);
      expect(await policyNamesOn(eager, routeId)).toEqual({ listed: ["staff"], enforced: [] });
      const renamed = await call(first, "PUT", `/organizations/${first.orgId}/policies/${staff.body.id}`, {
        as: owner,
        body: policy("staff renamed", { enforced: true }),
      });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      expect(await policyNamesOn(eager, routeId)).toEqual({ listed: ["staff renamed"], enforced: ["staff renamed"] });
    });

    it("shows a namespace created on another replica within readCacheMs", async () => {
      const listNamespaces = async (test: TestPlane) => {
        const res = await call(test, "GET", `/organizations/${first.orgId}/namespaces`, { as: owner });
        expect(res.status).toBe(200);
        return (res.body as { name: string }[]).map((n) => n.name).sort();
      };
      const policies = async (test: TestPlane, namespaceId: string) =>
        call(test, "GET", `/organizations/${first.orgId}/policies?namespaceId=${namespaceId}`, { as: owner });
      const before = await listNamespaces(replica);
      // The replica reads the tree for a policy list, and keeps it.
      expect((await policies(replica, first.clusterId)).status).toBe(200);
      const team = await call(first, "POST", `/organizations/${first.orgId}/namespaces`, { as: owner, body: { name: "team", parentId: first.clusterId } });
      expect(team.status, JSON.stringify(team.body)).toBe(201);
      expect(await listNamespaces(first)).toEqual([...before, "team"].sort());
      const own = await policies(first, team.body.id);
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      // The replica's tree is the one it read a moment ago, until readCacheMs has passed (with a
      // change mark, the new one at once).
      if (!proven()) {
        expect((await policies(replica, team.body.id)).status).toBe(404);
        now += READ_CACHE_MS + 1;
      }
      expect((await policies(replica, team.body.id)).status).toBe(200);
    });

    it("lets a removed member read on another replica for at most readCacheMs, and refuses their writes there at once", async () => {
      const actor = { id: "test", email: "", displayName: "test", photoUrl: "" };
      const readAs = (test: TestPlane, subject: string) =>
        call(test, "GET", `/organizations/${first.orgId}/policies?namespaceId=${first.orgId}`, { as: subject });
      const members = ["reader-subject", "writer-subject"];
      const ids = [await addMember(first, first.orgId, members[0]!, "admin"), await addMember(first, first.orgId, members[1]!, "admin")];
      for (const member of members) expect((await readAs(replica, member)).status).toBe(200);
      for (const id of ids) await first.plane.services.users.removeFromOrganization(first.orgId, id, actor, "owner");
      // Where the removal was made: refused at once.
      for (const member of members) expect((await readAs(first, member)).status).toBe(404);
      // The other replica: reads use the membership read a moment ago (with a change mark, the
      // removal is seen at once)...
      for (const member of members) expect((await readAs(replica, member)).status).toBe(proven() ? 404 : 200);
      // ...but a write reads it afresh: refused, nothing created, and what the write read is kept.
      const write = await call(replica, "POST", `/organizations/${first.orgId}/policies`, { as: members[1], body: policy("sneaky") });
      expect(write.status).toBe(404);
      const names = (await readAs(first, owner)).body.map((p: { name: string }) => p.name);
      expect(names).not.toContain("sneaky");
      expect((await readAs(replica, members[1]!)).status).toBe(404);
      // No read is allowed longer than readCacheMs after the removal.
      now += READ_CACHE_MS - 1;
      expect((await readAs(replica, members[0]!)).status).toBe(proven() ? 404 : 200);
      now += 2;
      expect((await readAs(replica, members[0]!)).status).toBe(404);
    });

    it("lets a write see a namespace another replica created, renamed or deleted at once, and reads the tree whole only after such a change", async () => {
      // The replica's store, with its reads of whole namespace trees counted.
      let wholeTrees = 0;
      const handle = secondHandle(store);
      const counted = new Proxy(handle, {
        get: (target, key) => {
          const value = Reflect.get(target, key, target);
          if (key !== "list") return typeof value === "function" ? value.bind(target) : value;
          return (kind: string, scope: string, query?: object) => {
            if (kind === "namespace" && (query === undefined || Object.keys(query).length === 0)) wholeTrees += 1;
            return target.list(kind as never, scope, query);
          };
        },
      });
      const writer = await createReplica(first, counted, { clock, readCacheMs: READ_CACHE_MS });
      const org = `/organizations/${first.orgId}`;
      const routeIn = (namespaceId: string, name: string) =>
        call(writer, "POST", `${org}/routes`, {
          as: owner,
          body: { namespaceId, name, from: `https://${name}.example.com`, to: ["https://app.internal"] },
        });
      expect((await routeIn(first.clusterId, "one")).status).toBe(201);
      const afterFirst = wholeTrees;
      expect((await routeIn(first.clusterId, "two")).status).toBe(201);
      expect((await routeIn(first.clusterId, "three")).status).toBe(201);
      expect(wholeTrees, "the writes after the first kept the tree").toBe(afterFirst);

      // No clock moves below: each change is seen at once, by proof, not by age.
      const team = await call(first, "POST", `${org}/namespaces`, { as: owner, body: { name: "team", parentId: first.clusterId } });
      expect(team.status, JSON.stringify(team.body)).toBe(201);
      const inTeam = await routeIn(team.body.id, "four");
      expect(inTeam.status, JSON.stringify(inTeam.body)).toBe(201);
      expect(wholeTrees).toBeGreaterThan(afterFirst);

      const renamed = await call(first, "PUT", `${org}/namespaces/${team.body.id}`, { as: owner, body: { name: "squad" } });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      const afterRename = await routeIn(team.body.id, "five");
      expect(afterRename.status).toBe(201);
      const logged = await call(writer, "GET", `${org}/activityLogs?entityId=${afterRename.body.id}`, { as: owner });
      expect(logged.status).toBe(200);
      expect(logged.body.map((entry: { namespace: { name: string } }) => entry.namespace.name)).toEqual(["squad"]);

      for (const route of [inTeam, afterRename]) expect((await call(first, "DELETE", `${org}/routes/${route.body.id}`, { as: owner })).status).toBe(204);
      expect((await call(first, "DELETE", `${org}/namespaces/${team.body.id}`, { as: owner })).status).toBe(204);
      const gone = await routeIn(team.body.id, "seven");
      expect(gone.status, JSON.stringify(gone.body)).toBe(400);
      expect(JSON.stringify(gone.body)).toContain("no namespace with this id");
    });

    it("never waits to revoke a token: an ID token stops working on every replica the moment its refresh token is renewed", async () => {
      const idToken = await exchange(replica, first.refreshToken);
      const read = (test: TestPlane) => call(test, "GET", `/organizations/${first.orgId}/policies?namespaceId=${first.orgId}`, { as: { token: idToken } });
      expect((await read(replica)).status).toBe(200);
      const bootstrapUser = (await first.plane.services.users.authenticateRefreshToken(first.refreshToken))!;
      await first.plane.services.users.renewRefreshToken(first.orgId, bootstrapUser.id, { id: "test", email: "", displayName: "test", photoUrl: "" }, "owner");
      expect((await read(replica)).status).toBe(401);
      expect((await read(first)).status).toBe(401);
    });
  });
}
