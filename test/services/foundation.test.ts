/**
 * Organizations, namespaces, clusters, roles and API-access tokens as a client sees them, on both stores.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { GLOBAL_SCOPE, ops } from "accessplane/store";
import { everyStore } from "../support/stores.js";
import { call, exchange } from "../support/api.js";
import { addMember, createTestPlane, fingerprint, type TestPlane } from "../support/planes.js";

const STORES = everyStore("foundation");

/** Every stored record, as text, to search for secrets. */
async function dumpStore(test: TestPlane): Promise<string> {
  return fingerprint(test);
}

for (const [storeName, makeStore] of STORES) {
  describe(`foundation on ${storeName}`, () => {
    let test: TestPlane;
    let owner: { token: string };
    let org: string;

    beforeEach(async () => {
      test = await createTestPlane(await makeStore());
      owner = { token: await exchange(test, test.refreshToken) };
      org = `/organizations/${test.orgId}`;
    });

    it("an interactive user creates an organization with its root namespace and a cluster", async () => {
      const res = await call(test, "POST", "/organizations", { as: "alice", body: { name: "Alice Co", logoURL: "https://a.example/logo.png" } });
      expect(res.status).toBe(201);
      const { organization, namespace, cluster } = res.body;
      expect(organization).toMatchObject({ name: "Alice Co", logoURL: "https://a.example/logo.png", role: "owner", readOnly: false });
      expect(organization.quotas).toMatchObject({ clusters: expect.any(Number), routes: expect.any(Number) });
      // The hosted API's shapes: the root namespace has type "root" and no parent; the first cluster's
      // token is returned this once, and its fqdn puts its bare domain under the cluster domain suffix.
      expect(namespace).toMatchObject({ id: organization.id, type: "root", role: "admin" });
      expect(namespace.parentId).toBeUndefined();
      expect(cluster).toMatchObject({ name: "default", namespaceId: cluster.id, hasFailingHealthChecks: false, componentVersions: {} });
      expect(cluster.domain).not.toContain(".");
      expect(cluster.fqdn).toBe(`${cluster.domain}.localhost`);
      expect(cluster.refreshToken).toMatch(/^apc_/);
      const namespaces = await call(test, "GET", `/organizations/${organization.id}/namespaces`, { as: "alice" });
      expect(namespaces.body.map((ns: { type: string; parentId?: string }) => [ns.type, ns.parentId])).toEqual([
        ["root", undefined],
        ["cluster", organization.id],
      ]);
      const mine = await call(test, "GET", "/organizations", { as: "alice" });
      expect(mine.body.map((o: { id: string }) => o.id)).toEqual([organization.id]);
      expect(mine.headers.get("x-total-count")).toBe("1");
    });

    it("an API-access user cannot create organizations and sees exactly its own", async () => {
      expect((await call(test, "POST", "/organizations", { as: owner, body: { name: "x" } })).status).toBe(403);
      const mine = await call(test, "GET", "/organizations", { as: owner });
      expect(mine.body.map((o: { id: string }) => o.id)).toEqual([test.orgId]);
    });

    it("a new cluster gets its namespace and the default settings of docs/wire-contract.md", async () => {
      const res = await call(test, "POST", `${org}/clusters`, { as: owner, body: { name: "edge", domain: "Edge.Example.com" } });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name: "edge", domain: "edge.example.com", flavor: "standard", namespaceId: res.body.id });
      const settings = await call(test, "GET", `${org}/clusters/${res.body.id}/settings`, { as: owner });
      expect(settings.status).toBe(200);
      expect(settings.headers.get("etag")).toBe('W/"1"');
      expect(settings.body).toMatchObject({
        logLevel: "info",
        address: ":443",
        dnsLookupFamily: "V4_PREFERRED",
        timeoutRead: "30s",
        timeoutWrite: "0s",
        timeoutIdle: "5m",
        cookieName: "_pomerium",
        cookieHttpOnly: true,
        cookieExpire: "14h",
        defaultUpstreamTimeout: "30s",
        tracingSampleRate: 0.0001,
        skipXffAppend: false,
        passIdentityHeaders: false,
        autoApplyChangesets: true,
      });
      // The cookie secret is generated, different per cluster, and shown to those who may write it.
      const secretOf = async (clusterId: string) => (await test.store.list("settings", test.orgId, { where: { clusterId } })).items[0]!.cookieSecret!;
      expect(settings.body.cookieSecret).toBe(await secretOf(res.body.id));
      expect(Buffer.from(await secretOf(res.body.id), "base64")).toHaveLength(32);
      const other = await call(test, "POST", `${org}/clusters`, { as: owner, body: { name: "edge2", domain: "e2.example.com" } });
      expect(await secretOf(other.body.id)).not.toBe(await secretOf(res.body.id));
      const ns = await call(test, "GET", `${org}/namespaces`, { as: owner });
      expect(ns.body.find((n: { id: string }) => n.id === res.body.id)).toMatchObject({ type: "cluster", name: "edge", parentId: test.orgId });
    });

    it("a cluster token is shown once, stored only as a hash, and rotates", async () => {
      const res = await call(test, "POST", `${org}/clusters`, { as: owner, body: { name: "edge", domain: "edge.example.com" } });
      const token: string = res.body.refreshToken;
      expect(token).toMatch(/^apc_[A-Za-z0-9_-]{43}$/);
      const got = await call(test, "GET", `${org}/clusters/${res.body.id}`, { as: owner });
      expect(JSON.stringify(got.body)).not.toContain(token);
      expect(got.body.tokenHash).toBeUndefined();
      expect(await dumpStore(test)).not.toContain(token);
      const rotated = await call(test, "POST", `${org}/clusters/${res.body.id}/token`, { as: owner });
      expect(rotated.status).toBe(200);
      expect(rotated.body.refreshToken).toMatch(/^apc_/);
      expect(rotated.body.refreshToken).not.toBe(token);
      const record = await test.store.get("cluster", test.orgId, res.body.id);
      expect(record?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(await dumpStore(test)).not.toContain(rotated.body.refreshToken);
    });

    it("renaming a cluster renames its namespace; deleting removes cluster, namespace and settings", async () => {
      const { body: cluster } = await call(test, "POST", `${org}/clusters`, { as: owner, body: { name: "edge", domain: "edge.example.com" } });
      const renamed = await call(test, "PUT", `${org}/clusters/${cluster.id}`, { as: owner, body: { name: "edge-eu", flavor: "large" } });
      expect(renamed.body).toMatchObject({ name: "edge-eu", flavor: "large", domain: "edge.example.com" });
      const ns = await call(test, "GET", `${org}/namespaces`, { as: owner });
      expect(ns.body.find((n: { id: string }) => n.id === cluster.id).name).toBe("edge-eu");
      const before = (await test.store.list("activity", test.orgId, { count: true })).total!;
      expect((await call(test, "DELETE", `${org}/clusters/${cluster.id}`, { as: owner })).status).toBe(204);
      const entries = (await test.store.list("activity", test.orgId, { orderBy: [{ field: "id" }] })).items.slice(before);
      expect(entries.map((e) => [e.activityType, e.entityType])).toEqual([
        ["delete", "namespace"],
        ["delete", "settings"],
      ]);
      expect(JSON.stringify(entries)).not.toMatch(/"cookieSecret"/);
      expect((await call(test, "GET", `${org}/clusters/${cluster.id}`, { as: owner })).status).toBe(404);
      expect((await call(test, "GET", `${org}/clusters/${cluster.id}/settings`, { as: owner })).status).toBe(404);
      const after = await call(test, "GET", `${org}/namespaces`, { as: owner });
      expect(after.body.find((n: { id: string }) => n.id === cluster.id)).toBeUndefined();
      expect((await test.store.list("settings", test.orgId, { where: { clusterId: cluster.id } })).items).toEqual([]);
    });

    it("cluster names are unique in an organization, and the cluster quota holds", async () => {
      expect((await call(test, "POST", `${org}/clusters`, { as: owner, body: { name: "default", domain: "x.example.com" } })).status).toBe(409);
      const small = await createTestPlane(await makeStore(), { quotas: { clusters: 1 } });
      const token = { token: await exchange(small, small.refreshToken) };
      const before = await fingerprint(small);
      const res = await call(small, "POST", `/organizations/${small.orgId}/clusters`, { as: token, body: { name: "second", domain: "s.example.com" } });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("quota_exceeded");
      expect(await fingerprint(small)).toBe(before);
    });

    it("namespaces nest, rename, refuse deletion while holding children, and delete when empty", async () => {
      const a = await call(test, "POST", `${org}/namespaces`, { as: owner, body: { name: "a", parentId: test.orgId } });
      const b = await call(test, "POST", `${org}/namespaces`, { as: owner, body: { name: "b", parentId: a.body.id } });
      expect(b.body).toMatchObject({ parentId: a.body.id, type: "regular" });
      const renamed = await call(test, "PUT", `${org}/namespaces/${a.body.id}`, { as: owner, body: { ...a.body, name: "a2" } });
      expect(renamed.status).toBe(200);
      expect(renamed.body.name).toBe("a2");
      expect(renamed.headers.get("etag")).toBe('W/"2"');
      const refused = await call(test, "DELETE", `${org}/namespaces/${a.body.id}`, { as: owner });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe("failed_precondition");
      expect((await call(test, "DELETE", `${org}/namespaces/${b.body.id}`, { as: owner })).status).toBe(204);
      expect((await call(test, "DELETE", `${org}/namespaces/${a.body.id}`, { as: owner, headers: { "if-match": 'W/"2"' } })).status).toBe(204);
      expect((await call(test, "GET", `${org}/namespaces`, { as: owner })).body).toHaveLength(2);
    });

    it("the root and cluster namespaces are managed through their organization and cluster", async () => {
      const root = await call(test, "DELETE", `${org}/namespaces/${test.orgId}`, { as: owner });
      expect(root.status).toBe(409);
      const cluster = await call(test, "PUT", `${org}/namespaces/${test.clusterId}`, { as: owner, body: { name: "x" } });
      expect(cluster.status).toBe(409);
      const missingParent = await call(test, "POST", `${org}/namespaces`, { as: owner, body: { name: "x", parentId: "nope" } });
      expect(missingParent.status).toBe(400);
      expect(missingParent.body.details[0].path).toBe("/parentId");
    });

    it("namespaces nest at most 16 levels deep", async () => {
      let parent = test.orgId;
      for (let level = 1; level <= 16; level++) {
        const res = await call(test, "POST", `${org}/namespaces`, { as: owner, body: { name: `level-${level}`, parentId: parent } });
        expect(res.status).toBe(201);
        parent = res.body.id;
      }
      const tooDeep = await call(test, "POST", `${org}/namespaces`, { as: owner, body: { name: "deeper", parentId: parent } });
      expect(tooDeep.status).toBe(400);
    });

    it("enforces the role table: auditor reads, member configures, admin manages clusters, owner owns", async () => {
      await addMember(test, test.orgId, "audrey", "auditor");
      await addMember(test, test.orgId, "mia", "member");
      await addMember(test, test.orgId, "adam", "admin");
      const nsBody = { name: "n", parentId: test.orgId };
      expect((await call(test, "GET", `${org}/clusters`, { as: "audrey" })).status).toBe(200);
      expect((await call(test, "POST", `${org}/namespaces`, { as: "audrey", body: nsBody })).status).toBe(403);
      expect((await call(test, "POST", `${org}/namespaces`, { as: "mia", body: nsBody })).status).toBe(201);
      expect((await call(test, "POST", `${org}/clusters`, { as: "mia", body: { name: "c", domain: "c.example.com" } })).status).toBe(403);
      expect((await call(test, "GET", `${org}/users`, { as: "mia" })).status).toBe(403);
      expect((await call(test, "POST", `${org}/clusters`, { as: "adam", body: { name: "c", domain: "c.example.com" } })).status).toBe(201);
      expect((await call(test, "PUT", org, { as: "adam", body: { name: "renamed" } })).status).toBe(403);
      expect((await call(test, "PUT", org, { as: owner, body: { name: "renamed" } })).status).toBe(200);
      const roles = await call(test, "GET", `${org}/namespaces`, { as: "audrey" });
      expect(roles.body[0].role).toBe("viewer");
      expect((await call(test, "GET", `${org}/namespaces`, { as: "mia" })).body[0].role).toBe("manager");
      expect((await call(test, "GET", org, { as: "mia" })).body).toMatchObject({ role: "member", joinedAt: expect.any(String) });
    });

    it("nobody grants a role above their own; outsiders get 404 for the organization", async () => {
      await addMember(test, test.orgId, "adam", "admin");
      const tooHigh = await call(test, "POST", `${org}/users/apiAccess`, { as: "adam", body: { name: "bot", role: "owner" } });
      expect(tooHigh.status).toBe(403);
      expect((await call(test, "POST", `${org}/users/apiAccess`, { as: "adam", body: { name: "bot", role: "admin" } })).status).toBe(201);
      expect((await call(test, "GET", org, { as: "stranger" })).status).toBe(404);
      expect((await call(test, "GET", `${org}/clusters/${test.clusterId}`, { as: "stranger" })).status).toBe(404);
    });

    it("API-access users: token shown once, hashed, exchanged, and revoked by renewal at once", async () => {
      const created = await call(test, "POST", `${org}/users/apiAccess`, { as: owner, body: { name: "ci-bot" } });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ type: "user_type_api_access", displayName: "ci-bot", needsOnboarding: false });
      const firstToken: string = created.body.refreshToken;
      expect(firstToken).toMatch(/^apu_[A-Za-z0-9_-]{43}$/);
      expect(await dumpStore(test)).not.toContain(firstToken);
      const users = await call(test, "GET", `${org}/users?userType=user_type_api_access`, { as: owner });
      expect(users.body.find((u: { id: string }) => u.id === created.body.id)).toMatchObject({ organizationRole: "member" });
      expect(JSON.stringify(users.body)).not.toMatch(/refreshToken|Hash/);
      const idToken = await exchange(test, firstToken);
      expect((await call(test, "GET", org, { as: { token: idToken } })).status).toBe(200);

      const renewed = await call(test, "POST", `${org}/users/${created.body.id}/refreshToken`, { as: owner });
      expect(renewed.status).toBe(200);
      expect(renewed.body.refreshToken).not.toBe(firstToken);
      expect((await call(test, "POST", "/token", { body: { refreshToken: firstToken } })).status).toBe(401);
      expect((await call(test, "GET", org, { as: { token: idToken } })).status).toBe(401);
      const fresh = await exchange(test, renewed.body.refreshToken);
      expect((await call(test, "GET", org, { as: { token: fresh } })).status).toBe(200);
      const interactive = await addMember(test, test.orgId, "ivy", "member");
      expect((await call(test, "POST", `${org}/users/${interactive}/refreshToken`, { as: owner })).status).toBe(400);
    });

    it("every mutation wrote its activity entry, with no secret in it", async () => {
      const before = (await test.store.list("activity", test.orgId, { count: true })).total!;
      const cluster = await call(test, "POST", `${org}/clusters`, { as: owner, body: { name: "edge", domain: "edge.example.com" } });
      const ns = await call(test, "POST", `${org}/namespaces`, { as: owner, body: { name: "n", parentId: test.orgId } });
      await call(test, "PUT", `${org}/namespaces/${ns.body.id}`, { as: owner, body: { name: "n2" } });
      await call(test, "DELETE", `${org}/namespaces/${ns.body.id}`, { as: owner });
      const bot = await call(test, "POST", `${org}/users/apiAccess`, { as: owner, body: { name: "bot" } });
      const renewed = await call(test, "POST", `${org}/users/${bot.body.id}/refreshToken`, { as: owner });
      const entries = (await test.store.list("activity", test.orgId, { orderBy: [{ field: "id" }] })).items.slice(before);
      expect(entries.map((e) => [e.activityType, e.entityType])).toEqual([
        ["create", "namespace"],
        ["create", "settings"],
        ["create", "namespace"],
        ["update", "namespace"],
        ["delete", "namespace"],
        ["update", "organization"],
        ["update", "organization"],
      ]);
      // An API-access user is a member of its organization in the log, as a person is.
      expect(entries.at(-2)!.data).toMatchObject({ memberAdded: { id: bot.body.id, email: bot.body.email } });
      expect(entries.at(-1)!.data).toMatchObject({ memberTokenRenewed: { id: bot.body.id } });
      const text = JSON.stringify(entries);
      const [settings] = (await test.store.list("settings", test.orgId, { where: { clusterId: cluster.body.id } })).items;
      for (const secret of [cluster.body.refreshToken, bot.body.refreshToken, renewed.body.refreshToken, settings!.cookieSecret!]) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toMatch(/tokenHash|refreshTokenHash/);
      expect(entries.every((e) => e.user.id !== "" && e.namespaceId !== "")).toBe(true);
    });

    it("without If-Match the last writer wins, even when writes race", async () => {
      const start = Number(/\d+/.exec((await call(test, "GET", org, { as: owner })).headers.get("etag")!)![0]);
      const results = await Promise.all(["one", "two", "three"].map((name) => call(test, "PUT", org, { as: owner, body: { name } })));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      const final = await call(test, "GET", org, { as: owner });
      expect(["one", "two", "three"]).toContain(final.body.name);
      expect(final.headers.get("etag")).toBe(`W/"${start + 3}"`);
    });

    it("updateOrganization with ownerUserId transfers ownership to a member; a non-member is refused and nothing changes", async () => {
      const mia = await addMember(test, test.orgId, "mia", "member");
      const adam = await addMember(test, test.orgId, "adam", "admin");
      const org = `/organizations/${test.orgId}`;
      const before = await fingerprint(test);
      const stranger = await call(test, "PUT", org, { as: owner, body: { name: "Test org", ownerUserId: "01ARZ3NDEKTSV4RRFFQ69G5FAV" } });
      expect(stranger.status).toBe(400);
      expect(stranger.body.details.map((d: { path: string }) => d.path)).toEqual(["/ownerUserId"]);
      expect(await fingerprint(test)).toBe(before);
      // Only owners may: an admin is refused.
      expect((await call(test, "PUT", org, { as: "adam", body: { name: "Test org", ownerUserId: adam } })).status).toBe(403);
      const current = (await call(test, "GET", org, { as: owner })).body;
      const moved = await call(test, "PUT", org, { as: owner, body: { ...current, ownerUserId: mia } });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.ownerUserId).toBe(mia);
      // The new owner has the owner's powers, and the body of a GET can be PUT back unchanged.
      const asMia = await call(test, "GET", org, { as: "mia" });
      expect(asMia.body).toMatchObject({ ownerUserId: mia, role: "owner" });
      expect((await call(test, "PUT", org, { as: "mia", body: asMia.body })).status).toBe(200);
    });

    it("getQuotas counts what the organization, or a namespace and those below it, holds against its limits", async () => {
      const org = `/organizations/${test.orgId}`;
      const team = (await call(test, "POST", `${org}/namespaces`, { as: owner, body: { name: "team", parentId: test.clusterId } })).body.id;
      const policy = { ppl: {}, description: "", explanation: "", remediation: "" };
      for (const [name, namespaceId] of [
        ["root rule", test.orgId],
        ["team rule", team],
        ["team rule 2", team],
      ]) {
        expect((await call(test, "POST", `${org}/policies`, { as: owner, body: { ...policy, name, namespaceId } })).status).toBe(201);
      }
      const whole = await call(test, "GET", `${org}/quotas`, { as: owner });
      expect(whole.status).toBe(200);
      expect(whole.body.counts).toMatchObject({ policies: 3, clusters: 1, apiUsers: 1, hostedClusters: 0 });
      expect(whole.body.limits).toMatchObject({ policies: expect.any(Number), hostedClusters: 0 });
      expect((await call(test, "GET", `${org}/quotas?namespaceId=${team}`, { as: owner })).body.counts).toMatchObject({ policies: 2, clusters: 0 });
      expect((await call(test, "GET", `${org}/quotas?namespaceId=01ARZ3NDEKTSV4RRFFQ69G5FAV`, { as: owner })).status).toBe(404);
    });

    it("leaveOrganization: a member leaves and loses access; the last owner cannot", async () => {
      const org = `/organizations/${test.orgId}`;
      await addMember(test, test.orgId, "mia", "member");
      expect((await call(test, "POST", `${org}/leave`, { as: "mia" })).status).toBe(204);
      expect((await call(test, "GET", org, { as: "mia" })).status).toBe(404);
      const before = await fingerprint(test);
      const last = await call(test, "POST", `${org}/leave`, { as: owner });
      expect(last.status).toBe(409);
      expect(last.body.error).toMatch(/last owner/);
      expect(await fingerprint(test)).toBe(before);
    });

    it("deleteCurrentUser: a person goes with their memberships; the last owner of an organization and API-access users are refused", async () => {
      const mine = (await call(test, "POST", "/organizations", { as: "pat", body: { name: "Pat Co" } })).body.organization.id;
      await addMember(test, test.orgId, "pat", "member");
      const refused = await call(test, "DELETE", "/user", { as: "pat" });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toContain(mine);
      expect((await call(test, "DELETE", "/user", { as: owner })).status).toBe(403);
      expect((await call(test, "DELETE", `/organizations/${mine}`, { as: "pat" })).status).toBe(204);
      expect((await call(test, "DELETE", "/user", { as: "pat" })).status).toBe(204);
      expect((await test.store.list("membership", GLOBAL_SCOPE, { where: { orgId: test.orgId } })).items.map((m) => m.userType)).toEqual([
        "user_type_api_access",
      ]);
      // Signing in again makes a new user: nothing of the old one is left.
      expect((await call(test, "GET", "/organizations", { as: "pat" })).body).toEqual([]);
    });

    it("deleteOrganization while another request writes to it leaves nothing of the organization behind", async () => {
      const org = `/organizations/${test.orgId}`;
      const writes = Array.from({ length: 10 }, (_, i) =>
        call(test, "POST", `${org}/policies`, {
          as: owner,
          body: { namespaceId: test.orgId, name: `racing ${i}`, ppl: {}, description: "", explanation: "", remediation: "" },
        }),
      );
      const deleted = call(test, "DELETE", org, { as: owner });
      const statuses = await Promise.all(writes.map((w) => w.then((r) => r.status)));
      expect((await deleted).status).toBe(204);
      // Each write either landed before the delete (and went with it) or found the organization gone.
      for (const status of statuses) expect([201, 401, 404, 409]).toContain(status);
      for (const kind of ["organization", "namespace", "cluster", "settings", "policy", "route", "changeset", "activity"] as const) {
        expect((await test.store.list(kind, test.orgId)).items, kind).toEqual([]);
      }
    });

    it("a deletion interrupted after its first commit (memberships gone, marker written) is finished by the resume the control plane runs", async () => {
      const memberships = (await test.store.list("membership", GLOBAL_SCOPE, { where: { orgId: test.orgId } })).items;
      const at = new Date().toISOString();
      await test.store.commit({
        ops: [
          ...memberships.map((m) => ops.delete("membership", GLOBAL_SCOPE, m.id, m.version)),
          ops.insert("system", GLOBAL_SCOPE, {
            id: `organization-deletion:${test.orgId}`,
            createdAt: at,
            updatedAt: at,
            value: { organizationId: test.orgId },
          }),
        ],
      });
      expect((await test.store.list("route", test.orgId)).items.length + (await test.store.list("cluster", test.orgId)).items.length).toBeGreaterThan(0);
      expect(await test.plane.services.organizations.resumeDeletions()).toBe(1);
      for (const kind of ["organization", "namespace", "cluster", "settings", "changeset", "activity"] as const) {
        expect((await test.store.list(kind, test.orgId)).items, kind).toEqual([]);
      }
      expect((await test.store.list("system", GLOBAL_SCOPE)).items.filter((m) => m.id.includes(test.orgId))).toEqual([]);
      expect(await test.plane.services.organizations.resumeDeletions()).toBe(0);
    });

    it("listDefaultTemplates shows the defaults a new record gets, which a write omitting them does get", async () => {
      const org = `/organizations/${test.orgId}`;
      const templates = async (type: string) => (await call(test, "GET", `/defaultTemplates/${type}`, { as: owner })).body[0].defaultProperties;
      const settingsDefaults = await templates("settings");
      expect(settingsDefaults).not.toHaveProperty("cookieSecret");
      const cluster = (await call(test, "POST", `${org}/clusters`, { as: owner, body: { name: "fresh", domain: "fresh" } })).body;
      const settings = (await call(test, "GET", `${org}/clusters/${cluster.id}/settings`, { as: owner })).body;
      expect(settings).toMatchObject(settingsDefaults);
      const policyDefaults = await templates("policy");
      const policy = (
        await call(test, "POST", `${org}/policies`, {
          as: owner,
          body: { namespaceId: test.orgId, name: "p", ppl: {}, description: "", explanation: "", remediation: "" },
        })
      ).body;
      expect(policy).toMatchObject(policyDefaults);
      const bad = await call(test, "GET", "/defaultTemplates/cluster", { as: owner });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatch(/policy, route, settings/);
      expect((await call(test, "GET", `${org}/featureFlags`, { as: owner })).body).toEqual([]);
    });

    it("generateSubdomainName gives a DNS label", async () => {
      const res = await call(test, "GET", "/generateSubdomainName", { as: owner });
      expect(res.body.name).toMatch(/^[a-z]+-[a-z]+-\d{4}$/);
    });

    it("users are global: memberships of one person span organizations", async () => {
      const a = await call(test, "POST", "/organizations", { as: "carol", body: { name: "A" } });
      await call(test, "POST", "/organizations", { as: "carol", body: { name: "B" } });
      const mine = await call(test, "GET", "/organizations", { as: "carol" });
      expect(mine.body.map((o: { name: string }) => o.name).sort()).toEqual(["A", "B"]);
      const users = (await test.store.list("user", GLOBAL_SCOPE, { where: { subject: "carol" } })).items;
      expect(users).toHaveLength(1);
      expect(users[0]!.needsOnboarding).toBe(true);
      expect((await call(test, "GET", `/organizations/${a.body.organization.id}`, { as: owner })).status).toBe(404);
    });
  });
}
