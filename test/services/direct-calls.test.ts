/**
 * The services called directly, as an embedding application calls them (`plane.services`), not over
 * HTTP: they read their input as the API does (read-only fields ignored, lenient defaults filled,
 * everything validated), refuse what the API refuses with the same errors, change nothing when they
 * refuse, and never change the caller's object.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isAccessPlaneError } from "accessplane";
import { everyStore } from "../support/stores.js";
import { createTestPlane, fingerprint, type TestPlane } from "../support/planes.js";
import { makeTestPki, type TestPki } from "../support/certificates.js";

const STORES = everyStore("direct-calls");
let pki: TestPki;
beforeAll(() => {
  pki = makeTestPki();
});
afterAll(() => pki.cleanup());
const actor = { id: "embedder", email: "", displayName: "embedding application", photoUrl: "" };

/** The error a call throws, or a failure when it does not throw. */
async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string; paths: string[] }> {
  try {
    await call;
  } catch (error) {
    if (!isAccessPlaneError(error)) throw error;
    return { code: error.code, message: error.message, paths: (error.details ?? []).map((d) => d.path) };
  }
  throw new Error("the call was accepted");
}

for (const [storeName, makeStore] of STORES) {
  describe(`services called directly on ${storeName}`, () => {
    let test: TestPlane;
    beforeEach(async () => {
      test = await createTestPlane(await makeStore());
    });
    const policy = (extra: Record<string, unknown> = {}) => ({
      namespaceId: test.orgId,
      name: "staff",
      ppl: { allow: { and: [{ domain: "example.com" }] } },
      description: "",
      explanation: "",
      remediation: "",
      ...extra,
    });

    it("refuse a policy with a 5,000-character name, an unknown field or a wrong type, as the API does, storing nothing", async () => {
      const services = test.plane.services;
      const before = await fingerprint(test);
      const long = await refusal(services.policies.create(test.orgId, policy({ name: "x".repeat(5000) }), actor));
      expect(long.code).toBe("invalid_argument");
      expect(long.paths).toEqual(["/name"]);
      const unknown = await refusal(services.policies.create(test.orgId, policy({ owner: "mallory" }), actor));
      expect(unknown.paths).toEqual(["/owner"]);
      const wrongType = await refusal(services.policies.create(test.orgId, policy({ enforced: "yes" }), actor));
      expect(wrongType.paths).toEqual(["/enforced"]);
      expect(await refusal(services.policies.create(test.orgId, null as never, actor))).toMatchObject({ code: "invalid_argument" });
      expect(await fingerprint(test)).toBe(before);
    });

    it("refuse a value no JSON body can carry (a function, a bigint, a Date, a Map, an object within itself), naming where, storing nothing", async () => {
      const services = test.plane.services;
      const before = await fingerprint(test);
      const within: Record<string, unknown> = { domain: "example.com" };
      within.self = within;
      for (const [ppl, path] of [
        [{ allow: { and: [{ domain: () => "example.com" }] } }, "/ppl/allow/and/0/domain"],
        [{ allow: { and: [{ domain: 10n }] } }, "/ppl/allow/and/0/domain"],
        [{ allow: { and: [{ date: { after: new Date(0) } }] } }, "/ppl/allow/and/0/date/after"],
        [{ allow: { and: [new Map([["domain", "example.com"]])] } }, "/ppl/allow/and/0"],
        [{ allow: { and: [within] } }, "/ppl/allow/and/0/self"],
        [{ allow: { and: [{ "claim/groups": [1n] }] } }, "/ppl/allow/and/0/claim~1groups/0"],
      ] as const) {
        const refused = await refusal(services.policies.create(test.orgId, policy({ ppl }), actor));
        expect(refused).toMatchObject({ code: "invalid_argument", paths: [path] });
        expect(refused.message).toContain("not plain JSON data");
      }
      // An own `__proto__` field (as JSON.parse makes one) is an unknown field, as over HTTP.
      const withProto = JSON.parse(`{"__proto__": {"enforced": true}, "name": "proto"}`) as Record<string, unknown>;
      expect(await refusal(services.policies.create(test.orgId, { ...policy(), ...withProto }, actor))).toMatchObject({
        code: "invalid_argument",
        paths: ["/__proto__"],
      });
      const throwing = Object.defineProperty(policy(), "description", {
        enumerable: true,
        get: () => {
          throw new Error("no");
        },
      });
      expect(await refusal(services.policies.create(test.orgId, throwing, actor))).toMatchObject({ code: "invalid_argument", paths: [""] });
      expect(await fingerprint(test)).toBe(before);
      // An instance of a class is read as its fields, as a JSON body of them would be.
      class PolicyInput {
        namespaceId = test.orgId;
        name = "from-a-class";
        ppl = { allow: { and: [{ domain: "example.com" }] } };
        description = "";
        explanation = "";
        remediation = "";
      }
      const { policy: made } = await services.policies.create(test.orgId, new PolicyInput(), actor);
      expect(made).toMatchObject({ name: "from-a-class", ppl: { allow: { and: [{ domain: "example.com" }] } } });
    });

    it("fill a route's lenient defaults, ignore read-only fields, and leave the caller's object as it was", async () => {
      const services = test.plane.services;
      const input = {
        namespaceId: test.clusterId,
        name: "app",
        from: "https://app.example.com",
        to: ["https://app.internal"],
        healthCheck: { type: "http", path: "", timeout: "", interval: "", healthyThreshold: 0, unhealthyThreshold: 0 },
        id: "chosen-by-caller",
        createdAt: "1999-01-01T00:00:00Z",
      };
      const copy = structuredClone(input);
      const { route } = await services.routes.create(test.orgId, input as never, actor);
      expect(input).toEqual(copy);
      expect(route.id).not.toBe("chosen-by-caller");
      expect(route).toMatchObject({ allowWebsockets: false, preserveHostHeader: false, policyIds: [] });
      // What a read returns can be written back as it is (its read-only fields are ignored).
      const { route: again } = await services.routes.update(test.orgId, route.id, route, actor);
      expect(again.to).toEqual(["https://app.internal"]);
      const refused = await refusal(services.routes.create(test.orgId, { ...input, name: "other", from: 42 } as never, actor));
      expect(refused).toMatchObject({ code: "invalid_argument", paths: ["/from"] });
    });

    it("check a JSON Patch document of every configuration kind themselves, and refuse a patch of a read-only field, storing nothing", async () => {
      const services = test.plane.services;
      const { policy: made } = await services.policies.create(test.orgId, policy(), actor);
      const { route } = await services.routes.create(
        test.orgId,
        { namespaceId: test.clusterId, name: "app", from: "https://app.example.com", to: ["https://app.internal"] },
        actor,
      );
      const { serviceAccount } = await services.serviceAccounts.create(test.orgId, test.clusterId, { userId: "ci@example.com" }, actor);
      const before = await fingerprint(test);
      const notAPatch = { op: "replace", path: "/name", value: "x" } as never;
      const badOp = [{ op: "rename", path: "/name", value: "x" }] as never;
      for (const [what, call] of [
        ["policy", () => services.policies.patch(test.orgId, made.id, notAPatch, actor)],
        ["route", () => services.routes.patch(test.orgId, route.id, badOp, actor)],
        ["settings", () => services.settings.patch(test.orgId, test.clusterId, notAPatch, actor)],
        ["service account", () => services.serviceAccounts.patch(test.orgId, test.clusterId, serviceAccount.id, badOp, actor)],
      ] as const) {
        expect(await refusal(call()), what).toMatchObject({ code: "invalid_argument", message: expect.stringContaining("JSON Patch") });
      }
      const readOnly = await refusal(services.routes.patch(test.orgId, route.id, [{ op: "replace", path: "/enforcedPolicyIds", value: [] }], actor));
      expect(readOnly).toMatchObject({ code: "invalid_argument", paths: ["/0/path"] });
      expect(await fingerprint(test)).toBe(before);
      // A service account as read, written back through a patch of its description, keeps its fields.
      const patched = await services.serviceAccounts.patch(
        test.orgId,
        test.clusterId,
        serviceAccount.id,
        [{ op: "replace", path: "/description", value: "CI" }],
        actor,
      );
      expect(patched.serviceAccount).toMatchObject({ id: serviceAccount.id, userId: "ci@example.com", description: "CI" });
    });

    it("read a service account as the API does: the fields of a read ignored, a missing description empty", async () => {
      const services = test.plane.services;
      const { serviceAccount } = await services.serviceAccounts.create(test.orgId, test.clusterId, { userId: "ci@example.com" }, actor);
      expect(serviceAccount.description).toBe("");
      const { token: _token, ...asRead } = serviceAccount;
      const again = await services.serviceAccounts.create(test.orgId, test.clusterId, { ...asRead, userId: "deploy@example.com" }, actor);
      expect(again.serviceAccount.id).not.toBe(serviceAccount.id);
      expect(again.serviceAccount.userId).toBe("deploy@example.com");
    });

    it("refuse an organization whose owner would be an API-access user, as the API does, storing nothing", async () => {
      const services = test.plane.services;
      const machine = (await services.users.authenticateRefreshToken(test.refreshToken))!;
      expect(machine.type).toBe("user_type_api_access");
      const before = await fingerprint(test);
      expect(await refusal(services.organizations.create({ name: "acme" }, actor, { owner: machine }))).toMatchObject({ code: "permission_denied" });
      expect(await fingerprint(test)).toBe(before);
      const person = await services.users.resolveIdentity({ subject: "ana", email: "ana@example.com" });
      const made = await services.organizations.create({ name: "acme" }, actor, { owner: person });
      expect(made.organization).toMatchObject({ name: "acme", role: "owner", ownerUserId: person.id });
      expect(await services.organizations.listForUser(person.id)).toEqual([made.organization]);
    });

    it("hand out key pairs as the API shows them: certificate information and hasKey, never the private key", async () => {
      const services = test.plane.services;
      const body = pki.leaf.key.split("\n")[1]!;
      const made = await services.keyPairs.create(test.orgId, { namespaceId: test.orgId, certificate: pki.leaf.cert, key: pki.leaf.key }, actor);
      const read = await services.keyPairs.get(test.orgId, made.keyPair.id);
      const renamed = await services.keyPairs.patch(test.orgId, made.keyPair.id, [{ op: "replace", path: "/name", value: "renamed" }], actor);
      for (const result of [made, read, renamed]) {
        expect(result.keyPair).toMatchObject({ hasKey: true, status: "ready" });
        expect(JSON.stringify(result)).not.toContain(body);
        expect("key" in result.keyPair).toBe(false);
      }
      expect(renamed).toMatchObject({ keyPair: { name: "renamed" }, version: 2 });
    });

    it("hand out clusters as the API shows them, never the hash of their token", async () => {
      const services = test.plane.services;
      const created = await services.clusters.create(test.orgId, { name: "edge", domain: "edge" }, actor);
      const read = await services.clusters.get(test.orgId, created.id);
      const listed = await services.clusters.list(test.orgId);
      const renamed = await services.clusters.update(test.orgId, created.id, { name: "edge 2" }, actor);
      for (const shown of [read.cluster, ...listed, renamed.cluster]) {
        expect(shown).not.toHaveProperty("tokenHash");
        expect(shown).toHaveProperty("fqdn");
      }
      expect(listed.map((c) => c.id)).toEqual([test.clusterId, created.id]);
      expect([read.version, renamed.version, renamed.cluster.name]).toEqual([1, 2, "edge 2"]);
    });

    it("refuse a key pair with an unknown field and settings with a wrong type; a refused write changes nothing", async () => {
      const services = test.plane.services;
      const before = await fingerprint(test);
      expect((await refusal(services.keyPairs.create(test.orgId, { namespaceId: test.orgId, name: "kp", privateKey: "x" } as never, actor))).paths).toEqual([
        "/privateKey",
      ]);
      // The settings as the service hands them out: the API's shape, secrets left out unless asked for.
      const { settings: read, version } = await services.settings.get(test.orgId, test.clusterId);
      expect(read).not.toHaveProperty("cookieSecret");
      expect((await services.settings.get(test.orgId, test.clusterId, { withSecrets: true })).settings.cookieSecret).toMatch(/\S{16,}/);
      const wrong = await refusal(services.settings.update(test.orgId, test.clusterId, { ...read, logLevel: 7 } as never, actor));
      expect(wrong).toMatchObject({ code: "invalid_argument", paths: ["/logLevel"] });
      expect(await fingerprint(test)).toBe(before);
      // The settings as read, written back, are accepted: their read-only fields are ignored.
      await expect(services.settings.update(test.orgId, test.clusterId, read as never, actor)).resolves.toMatchObject({
        settings: { ...read, updatedAt: expect.any(String) },
        version: version + 1,
      });
    });

    it("refuse to grant a role above the caller's, or to act on a user or invite ranked above it, storing nothing; at the caller's rank the same calls go through", async () => {
      const { users, invites } = test.plane.services;
      const owners = await users.createApiAccessUser(test.orgId, { name: "owner bot", role: "owner" }, actor, "owner");
      const [ownerInvite] = await invites.create(test.orgId, { emails: ["olga@example.com"], role: "owner" }, actor, "owner");
      const before = await fingerprint(test);
      const cases: [string, () => Promise<unknown>][] = [
        ["an admin inviting an owner", () => invites.create(test.orgId, { emails: ["ann@example.com"], role: "owner" }, actor, "admin")],
        ["a member inviting an admin", () => invites.create(test.orgId, { emails: ["ann@example.com"], role: "admin" }, actor, "member")],
        ["an admin creating an owner API-access user", () => users.createApiAccessUser(test.orgId, { name: "bot", role: "owner" }, actor, "admin")],
        ["an admin renewing an owner's token", () => users.renewRefreshToken(test.orgId, owners.id, actor, "admin")],
        ["an admin removing an owner", () => users.removeFromOrganization(test.orgId, owners.id, actor, "admin")],
        ["an admin withdrawing an owner's invite", () => invites.delete(test.orgId, ownerInvite!.id, "admin")],
      ];
      for (const [what, call] of cases) expect((await refusal(call())).code, what).toBe("permission_denied");
      expect(await fingerprint(test)).toBe(before);
      // Said in English: "an admin", "an invite" (it said "a admin").
      expect((await refusal(cases[0]![1]())).message).toBe("an admin cannot grant the owner role");
      expect((await refusal(cases[5]![1]())).message).toBe("an admin cannot act on an invite with the owner role");
      // At the caller's own rank each is allowed.
      const [adminInvite] = await invites.create(test.orgId, { emails: ["ann@example.com"], role: "admin" }, actor, "admin");
      expect(adminInvite).toMatchObject({ email: "ann@example.com", role: "admin" });
      const admins = await users.createApiAccessUser(test.orgId, { name: "bot", role: "admin" }, actor, "admin");
      expect(admins.refreshToken).toEqual(expect.any(String));
      const renewed = await users.renewRefreshToken(test.orgId, admins.id, actor, "admin");
      expect(await users.authenticateRefreshToken(admins.refreshToken)).toBeUndefined();
      expect(await users.authenticateRefreshToken(renewed.refreshToken)).toMatchObject({ id: admins.id });
      await invites.delete(test.orgId, adminInvite!.id, "admin");
      await users.removeFromOrganization(test.orgId, admins.id, actor, "admin");
      expect((await users.listInOrganization(test.orgId)).map((user) => user.id)).not.toContain(admins.id);
      expect((await invites.list(test.orgId)).map((invite) => invite.id)).toEqual([ownerInvite!.id]);
    });

    it("refuse bad namespaces, clusters, invites, API-access users and organizations as the API does, storing nothing", async () => {
      const services = test.plane.services;
      const before = await fingerprint(test);
      // Each call made when its turn comes, so that no refusal goes unobserved meanwhile.
      const cases: [string, () => Promise<unknown>, string[]][] = [
        [
          "namespace with a 5,000-character name",
          () => services.namespaces.create(test.orgId, { name: "n".repeat(5000), parentId: test.orgId }, actor, "owner"),
          ["/name"],
        ],
        [
          "namespace with an unknown field",
          () => services.namespaces.create(test.orgId, { name: "team", parentId: test.orgId, colour: "red" } as never, actor, "owner"),
          ["/colour"],
        ],
        ["namespace rename to a number", () => services.namespaces.update(test.orgId, test.clusterId, { name: 7 } as never, actor, "owner"), ["/name"]],
        ["cluster without a name", () => services.clusters.create(test.orgId, { domain: "edge" } as never, actor), ["/name"]],
        [
          "cluster update with an unknown field",
          () => services.clusters.update(test.orgId, test.clusterId, { name: "c", sneaky: true } as never, actor),
          ["/sneaky"],
        ],
        [
          "invite of a role that does not exist",
          () => services.invites.create(test.orgId, { emails: ["a@example.com"], role: "emperor" } as never, actor, "owner"),
          ["/role"],
        ],
        ["API-access user with a wrong type", () => services.users.createApiAccessUser(test.orgId, { name: ["bot"] } as never, actor, "owner"), ["/name"]],
        ["organization with an unknown field", () => services.organizations.update(test.orgId, { name: "acme", plan: "gold" } as never, actor), ["/plan"]],
      ];
      for (const [what, call, paths] of cases) {
        const refused = await refusal(call());
        expect(refused.code, what).toBe("invalid_argument");
        expect(refused.paths, what).toEqual(paths);
      }
      expect(await fingerprint(test)).toBe(before);
      // What a read returns, written back, is accepted: its read-only fields are ignored; the caller's object is left as it was.
      const { namespace: asRead } = await services.namespaces.create(test.orgId, { name: "team", parentId: test.orgId }, actor, "admin");
      const copy = structuredClone(asRead);
      await expect(services.namespaces.update(test.orgId, asRead.id, { ...asRead, name: "team 2" }, actor, "admin")).resolves.toMatchObject({
        namespace: { name: "team 2", role: "admin" },
      });
      expect(asRead).toEqual(copy);
    });
  });
}
