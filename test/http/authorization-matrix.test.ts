/**
 * The authorization matrix: every operation of the route table, run as every kind of caller, on a fresh
 * control plane each time. Refusals must carry their documented status and change nothing. An
 * operation without a fixture below fails the test, so no operation escapes the matrix.
 */
import { describe, expect, it } from "vitest";
import { type Capability, type OrganizationRole } from "accessplane";
import { GLOBAL_SCOPE, KINDS, type ActivityRecord } from "accessplane/store";
import { createMemoryStore } from "accessplane/memory";
import { call, exchange, type CallOptions } from "../support/api.js";
import { addMember, createTestPlane, fingerprint, type TestPlane } from "../support/planes.js";

interface World {
  test: TestPlane;
  org: string;
  ids: Record<string, string>;
  as: Record<string, CallOptions["as"] | undefined>;
  advanceClock(ms: number): void;
}

type Principal = "owner" | "admin" | "member" | "auditor" | "otherOrgApiUser" | "none" | "malformed" | "expired" | "revoked";
const PRINCIPALS: Principal[] = ["owner", "admin", "member", "auditor", "otherOrgApiUser", "none", "malformed", "expired", "revoked"];
const ROLE_OF: Partial<Record<Principal, OrganizationRole>> = { owner: "owner", admin: "admin", member: "member", auditor: "auditor" };
const INTERACTIVE = new Set<Principal>(["admin", "member", "auditor"]);

/** The role table as docs/wire-contract.md writes it, kept apart from the library's own copy on purpose. */
const DOCUMENTED_ROLES: Record<string, OrganizationRole[]> = {
  read: ["owner", "admin", "member", "auditor"],
  configure: ["owner", "admin", "member"],
  manage_clusters: ["owner", "admin"],
  manage_users: ["owner", "admin"],
  own: ["owner"],
};

interface Fixture {
  path: (w: World) => string;
  body?: (w: World) => unknown;
  /** Status of a permitted call. */
  success: number;
  /** Overrides for principals that are authenticated and permitted by the role table. */
  special?: (p: Principal) => number | undefined;
}

const missing = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
const O = (w: World) => `/organizations/${w.test.orgId}`;
const interactiveOnly = (success: number, apiStatus: number) => (p: Principal) => (INTERACTIVE.has(p) ? success : apiStatus);

const policyBody = (w: World, name: string) => ({
  namespaceId: w.test.orgId,
  name,
  ppl: { allow: { and: [{ domain: { is: "example.com" } }] } },
  description: "",
  explanation: "",
  remediation: "",
});
const routeBody = (w: World, name: string) => ({
  namespaceId: w.test.clusterId,
  name,
  from: `https://${name}.example.com`,
  to: ["https://app.internal"],
  policyIds: [w.ids.policy],
});

const suiteBody = (w: World, name: string) => ({
  namespaceId: w.test.clusterId,
  name,
  cases: [{ name: "example.com gets in", routeId: w.ids.route, request: { user: { id: "ann", email: "ann@example.com" } }, expect: "allow" }],
});

const FIXTURES: Record<string, Fixture> = {
  getVersion: { path: () => "/version", success: 200 },
  updateCurrentUserInfo: { path: () => "/user", success: 200 },
  listUserInvitations: { path: () => "/user/invitations", success: 200 },
  acceptInvitation: { path: (w) => `/user/invitations/${w.ids.myInvitation ?? missing}/accept`, success: 204, special: interactiveOnly(204, 404) },
  rejectInvitation: { path: (w) => `/user/invitations/${w.ids.myInvitation ?? missing}/reject`, success: 204, special: interactiveOnly(204, 404) },
  listOrganizations: { path: () => "/organizations", success: 200 },
  createOrganization: { path: () => "/organizations", body: () => ({ name: "New Co" }), success: 201, special: interactiveOnly(201, 403) },
  getOrganization: { path: O, success: 200 },
  updateOrganization: { path: O, body: () => ({ name: "Renamed" }), success: 200 },
  deleteOrganization: { path: O, success: 204 },
  // The owner is the organization's only owner: it cannot leave.
  leaveOrganization: { path: (w) => `${O(w)}/leave`, success: 204, special: (p) => (p === "owner" ? 409 : undefined) },
  getQuotas: { path: (w) => `${O(w)}/quotas?namespaceId=${w.test.clusterId}`, success: 200 },
  deleteCurrentUser: { path: () => "/user", success: 204, special: interactiveOnly(204, 403) },
  listDefaultTemplates: { path: () => "/defaultTemplates/route", success: 200 },
  listFeatureFlags: { path: (w) => `${O(w)}/featureFlags`, success: 200 },
  listUsersInOrganization: { path: (w) => `${O(w)}/users`, success: 200 },
  createApiAccessUser: { path: (w) => `${O(w)}/users/apiAccess`, body: () => ({ name: "new-bot" }), success: 201 },
  removeUserFromOrganization: { path: (w) => `${O(w)}/users/${w.ids.victim}`, success: 204 },
  RenewApiUserRefreshToken: { path: (w) => `${O(w)}/users/${w.ids.victim}/refreshToken`, success: 200 },
  listOrganizationInvites: { path: (w) => `${O(w)}/invitations`, success: 200 },
  createOrganizationInvite: { path: (w) => `${O(w)}/invitations`, body: () => ({ emails: ["new@example.com"], role: "member" }), success: 201 },
  deleteOrganizationInvite: { path: (w) => `${O(w)}/invitations/${w.ids.invite}`, success: 204 },
  listNamespaces: { path: (w) => `${O(w)}/namespaces`, success: 200 },
  createNamespace: { path: (w) => `${O(w)}/namespaces`, body: (w) => ({ name: "fresh", parentId: w.test.orgId }), success: 201 },
  updateNamespace: { path: (w) => `${O(w)}/namespaces/${w.ids.namespace}`, body: () => ({ name: "renamed" }), success: 200 },
  deleteNamespace: { path: (w) => `${O(w)}/namespaces/${w.ids.namespace}`, success: 204 },
  generateSubdomainName: { path: () => "/generateSubdomainName", success: 200 },
  checkIdentityProviderSettings: {
    path: () => "/checkIdentityProviderSettings",
    body: () => ({ provider: "google", clientId: "id", clientSecret: "secret" }),
    success: 200,
  },
  listClusters: { path: (w) => `${O(w)}/clusters`, success: 200 },
  createCluster: { path: (w) => `${O(w)}/clusters`, body: () => ({ name: "fresh", domain: "fresh.example.com" }), success: 201 },
  getCluster: { path: (w) => `${O(w)}/clusters/${w.test.clusterId}`, success: 200 },
  updateCluster: { path: (w) => `${O(w)}/clusters/${w.test.clusterId}`, body: () => ({ name: "renamed" }), success: 200 },
  deleteCluster: { path: (w) => `${O(w)}/clusters/${w.ids.spareCluster}`, success: 204 },
  rotateClusterToken: { path: (w) => `${O(w)}/clusters/${w.test.clusterId}/token`, success: 200 },
  getSettings: { path: (w) => `${O(w)}/clusters/${w.test.clusterId}/settings`, success: 200 },
  getAppliedConfig: { path: (w) => `${O(w)}/clusters/${w.test.clusterId}/appliedConfig`, success: 200 },
  getProxyConfig: { path: (w) => `${O(w)}/clusters/${w.test.clusterId}/proxyConfig`, success: 200 },
  updateSettings: {
    path: (w) => `${O(w)}/clusters/${w.test.clusterId}/settings`,
    body: () => ({
      logLevel: "info",
      address: ":443",
      dnsLookupFamily: "V4_PREFERRED",
      timeoutRead: "30s",
      timeoutWrite: "0s",
      timeoutIdle: "5m",
      cookieName: "_pomerium",
      cookieExpire: "14h",
      defaultUpstreamTimeout: "30s",
    }),
    success: 200,
  },
  patchSettings: {
    path: (w) => `${O(w)}/clusters/${w.test.clusterId}/settings`,
    body: () => [{ op: "replace", path: "/logLevel", value: "warn" }],
    success: 200,
  },
  listPolicies: { path: (w) => `${O(w)}/policies?namespaceId=${w.test.orgId}`, success: 200 },
  createPolicy: { path: (w) => `${O(w)}/policies`, body: (w) => policyBody(w, "fresh policy"), success: 201 },
  getPolicy: { path: (w) => `${O(w)}/policies/${w.ids.policy}`, success: 200 },
  evaluatePolicy: {
    path: (w) => `${O(w)}/policies/evaluate`,
    body: (w) => ({ policyIds: [w.ids.policy], request: { user: { id: "u", email: "a@example.com" } } }),
    success: 200,
  },
  updatePolicy: { path: (w) => `${O(w)}/policies/${w.ids.policy}`, body: (w) => policyBody(w, "renamed policy"), success: 200 },
  patchPolicy: { path: (w) => `${O(w)}/policies/${w.ids.policy}`, body: () => [{ op: "replace", path: "/description", value: "patched" }], success: 200 },
  deletePolicy: { path: (w) => `${O(w)}/policies/${w.ids.sparePolicy}`, success: 204 },
  listRoutes: { path: (w) => `${O(w)}/routes?namespaceId=${w.test.orgId}`, success: 200 },
  createRoute: { path: (w) => `${O(w)}/routes`, body: (w) => routeBody(w, "fresh-route"), success: 201 },
  getRoute: { path: (w) => `${O(w)}/routes/${w.ids.route}`, success: 200 },
  updateRoute: { path: (w) => `${O(w)}/routes/${w.ids.route}`, body: (w) => routeBody(w, "renamed-route"), success: 200 },
  patchRoute: { path: (w) => `${O(w)}/routes/${w.ids.route}`, body: () => [{ op: "replace", path: "/to", value: ["https://other.internal"] }], success: 200 },
  deleteRoute: { path: (w) => `${O(w)}/routes/${w.ids.route}`, success: 204 },
  getRouteCertificates: { path: (w) => `${O(w)}/routes/${w.ids.route}/certificates`, success: 200 },
  listKeyPairs: { path: (w) => `${O(w)}/keyPairs?namespaceId=${w.test.orgId}`, success: 200 },
  createKeyPair: { path: (w) => `${O(w)}/keyPairs`, body: (w) => ({ namespaceId: w.test.orgId, name: "fresh key pair" }), success: 201 },
  getKeyPair: { path: (w) => `${O(w)}/keyPairs/${w.ids.keyPair}`, success: 200 },
  updateKeyPair: { path: (w) => `${O(w)}/keyPairs/${w.ids.keyPair}`, body: (w) => ({ namespaceId: w.test.orgId, name: "renamed" }), success: 200 },
  patchKeyPair: { path: (w) => `${O(w)}/keyPairs/${w.ids.keyPair}`, body: () => [{ op: "replace", path: "/name", value: "patched" }], success: 200 },
  deleteKeyPair: { path: (w) => `${O(w)}/keyPairs/${w.ids.keyPair}`, success: 204 },
  listServiceAccounts: { path: (w) => `${O(w)}/clusters/${w.test.clusterId}/serviceAccounts`, success: 200 },
  createServiceAccount: {
    path: (w) => `${O(w)}/clusters/${w.test.clusterId}/serviceAccounts`,
    body: () => ({ description: "fresh", userId: "fresh-bot" }),
    success: 201,
  },
  getServiceAccount: { path: (w) => `${O(w)}/clusters/${w.test.clusterId}/serviceAccounts/${w.ids.serviceAccount}`, success: 200 },
  patchServiceAccount: {
    path: (w) => `${O(w)}/clusters/${w.test.clusterId}/serviceAccounts/${w.ids.serviceAccount}`,
    body: () => [{ op: "replace", path: "/description", value: "patched" }],
    success: 200,
  },
  deleteServiceAccount: { path: (w) => `${O(w)}/clusters/${w.test.clusterId}/serviceAccounts/${w.ids.serviceAccount}`, success: 204 },
  getServiceAccountToken: { path: (w) => `${O(w)}/clusters/${w.test.clusterId}/serviceAccounts/${w.ids.serviceAccount}/token`, success: 200 },
  listChangesets: { path: (w) => `${O(w)}/changesets`, success: 200 },
  compareChangesets: { path: (w) => `${O(w)}/changesets/compare?clusterId=${w.test.clusterId}`, success: 200 },
  applyChangeset: { path: (w) => `${O(w)}/changesets/${w.ids.draft}/apply`, success: 200 },
  rejectChangeset: { path: (w) => `${O(w)}/changesets/${w.ids.draft}/reject`, success: 200 },
  revertChangeset: { path: (w) => `${O(w)}/changesets/${w.ids.applied}/revert`, success: 200 },
  testChangeset: { path: (w) => `${O(w)}/changesets/${w.ids.draft}/test`, success: 200 },
  replayChangeset: {
    path: (w) => `${O(w)}/changesets/${w.ids.draft}/replay`,
    body: () => ({ lines: [JSON.stringify({ message: "authorize check", host: "fixture-route.example.com", path: "/" })] }),
    success: 200,
  },
  getChangesetApprovals: { path: (w) => `${O(w)}/changesets/${w.ids.draft}/approvals`, success: 200 },
  // No approval policy governs the fixture's cluster (its policy is the spare namespace's): an approval
  // is refused with 409 to everyone the role table lets through, and there is none to withdraw.
  approveChangeset: { path: (w) => `${O(w)}/changesets/${w.ids.draft}/approve`, success: 409 },
  withdrawApproval: { path: (w) => `${O(w)}/changesets/${w.ids.draft}/withdrawApproval`, success: 404 },
  getApprovalPolicy: { path: (w) => `${O(w)}/namespaces/${w.ids.namespace}/approvalPolicy`, success: 200 },
  putApprovalPolicy: { path: (w) => `${O(w)}/namespaces/${w.ids.namespace}/approvalPolicy`, body: () => ({ required: 2 }), success: 200 },
  deleteApprovalPolicy: { path: (w) => `${O(w)}/namespaces/${w.ids.namespace}/approvalPolicy`, success: 204 },
  listPolicyTestSuites: { path: (w) => `${O(w)}/policyTestSuites?namespaceId=${w.test.orgId}`, success: 200 },
  createPolicyTestSuite: { path: (w) => `${O(w)}/policyTestSuites`, body: (w) => suiteBody(w, "fresh suite"), success: 201 },
  getPolicyTestSuite: { path: (w) => `${O(w)}/policyTestSuites/${w.ids.suite}`, success: 200 },
  updatePolicyTestSuite: { path: (w) => `${O(w)}/policyTestSuites/${w.ids.suite}`, body: (w) => suiteBody(w, "renamed suite"), success: 200 },
  patchPolicyTestSuite: {
    path: (w) => `${O(w)}/policyTestSuites/${w.ids.suite}`,
    body: () => [{ op: "replace", path: "/description", value: "patched" }],
    success: 200,
  },
  deletePolicyTestSuite: { path: (w) => `${O(w)}/policyTestSuites/${w.ids.suite}`, success: 204 },
  listActivityLogs: { path: (w) => `${O(w)}/activityLogs`, success: 200 },
};

async function buildWorld(principal: Principal): Promise<World> {
  const test = await createTestPlane(createMemoryStore());
  const org = `/organizations/${test.orgId}`;
  const owner = { token: await exchange(test, test.refreshToken) };
  const ids: Record<string, string> = {};
  for (const [subject, role] of [
    ["adam", "admin"],
    ["mia", "member"],
    ["audrey", "auditor"],
  ] as const) {
    await addMember(test, test.orgId, subject, role);
  }
  ids.victim = (await call(test, "POST", `${org}/users/apiAccess`, { as: owner, body: { name: "victim" } })).body.id;
  ids.invite = (await call(test, "POST", `${org}/invitations`, { as: owner, body: { emails: ["invitee@example.com"], role: "member" } })).body[0].id;
  ids.namespace = (await call(test, "POST", `${org}/namespaces`, { as: owner, body: { name: "fixture", parentId: test.orgId } })).body.id;
  ids.spareCluster = (await call(test, "POST", `${org}/clusters`, { as: owner, body: { name: "spare", domain: "spare.example.com" } })).body.id;
  ids.policy = (await call(test, "POST", `${org}/policies`, { as: owner, body: policyBody({ test, ids } as World, "fixture policy") })).body.id;
  ids.sparePolicy = (await call(test, "POST", `${org}/policies`, { as: owner, body: policyBody({ test, ids } as World, "spare policy") })).body.id;
  ids.route = (await call(test, "POST", `${org}/routes`, { as: owner, body: routeBody({ test, ids } as World, "fixture-route") })).body.id;
  await call(test, "PUT", `${org}/namespaces/${ids.namespace}/approvalPolicy`, { as: owner, body: { required: 1 } });
  ids.suite = (await call(test, "POST", `${org}/policyTestSuites`, { as: owner, body: suiteBody({ test, ids } as World, "fixture suite") })).body.id;
  ids.keyPair = (await call(test, "POST", `${org}/keyPairs`, { as: owner, body: { namespaceId: test.orgId, name: "fixture key pair" } })).body.id;
  ids.serviceAccount = (
    await call(test, "POST", `${org}/clusters/${test.clusterId}/serviceAccounts`, { as: owner, body: { description: "fixture", userId: "fixture-bot" } })
  ).body.id;
  // A pending draft on the cluster: auto-apply off, then a write.
  await call(test, "PATCH", `${org}/clusters/${test.clusterId}/settings`, { as: owner, body: [{ op: "replace", path: "/autoApplyChangesets", value: false }] });
  await call(test, "POST", `${org}/policies`, { as: owner, body: policyBody({ test, ids } as World, "drafted policy") });
  ids.draft = (await call(test, "GET", `${org}/changesets?status=pending`, { as: owner })).body[0].id;
  // A changeset the cluster applied before the draft's write: reverting to it undoes that write.
  ids.applied = (await call(test, "GET", `${org}/changesets?status=current&clusterId=${test.clusterId}`, { as: owner })).body[0].id;
  // Another organization, with an API-access user of its own and an invitation for the caller.
  const other = (await call(test, "POST", "/organizations", { as: "zed", body: { name: "Other" } })).body.organization.id;
  const otherBot = await call(test, "POST", `/organizations/${other}/users/apiAccess`, { as: "zed", body: { name: "outsider", role: "owner" } });
  const subject = { admin: "adam", member: "mia", auditor: "audrey" }[principal as "admin"];
  if (subject !== undefined) {
    ids.myInvitation = (
      await call(test, "POST", `/organizations/${other}/invitations`, { as: "zed", body: { emails: [`${subject}@example.com`], role: "member" } })
    ).body[0].id;
  }
  const as: World["as"] = { owner, admin: "adam", member: "mia", auditor: "audrey", none: undefined };
  as.otherOrgApiUser = { token: await exchange(test, otherBot.body.refreshToken) };
  as.malformed = { token: "not-a-token" };
  if (principal === "revoked") {
    const bot = await call(test, "POST", `${org}/users/apiAccess`, { as: owner, body: { name: "revoked", role: "owner" } });
    as.revoked = { token: await exchange(test, bot.body.refreshToken) };
    await call(test, "POST", `${org}/users/${bot.body.id}/refreshToken`, { as: owner });
  }
  if (principal === "expired") {
    as.expired = { token: await exchange(test, test.refreshToken) };
  }
  return { test, org, ids, as, advanceClock: (ms) => test.clock!.advance(ms) };
}

function expected(capability: Capability, fixture: Fixture, principal: Principal): number {
  if (["none", "malformed", "expired", "revoked"].includes(principal)) return 401;
  const orgScoped = capability in DOCUMENTED_ROLES;
  if (principal === "otherOrgApiUser") return orgScoped ? 404 : (fixture.special?.(principal) ?? fixture.success);
  const role = ROLE_OF[principal]!;
  if (orgScoped && !DOCUMENTED_ROLES[capability]!.includes(role)) return 403;
  return fixture.special?.(principal) ?? fixture.success;
}

describe("authorization matrix over the whole route table", async () => {
  const probe = await createTestPlane();
  const operations = probe.plane.operations.filter((op) => op.capability !== "public");

  it("has a fixture for every non-public operation, and none for operations that do not exist", () => {
    expect(operations.map((op) => op.operationId).filter((id) => FIXTURES[id] === undefined)).toEqual([]);
    expect(Object.keys(FIXTURES).filter((id) => !operations.some((op) => op.operationId === id))).toEqual([]);
  });

  for (const op of operations) {
    const fixture = FIXTURES[op.operationId];
    if (fixture === undefined) continue;
    for (const principal of PRINCIPALS) {
      const want = expected(op.capability, fixture, principal);
      it(`${op.operationId} as ${principal}: ${want}`, async () => {
        const world = await buildWorld(principal);
        if (principal === "expired") world.advanceClock(3 * 3600 * 1000);
        const before = want >= 400 ? await fingerprint(world.test) : undefined;
        const options: CallOptions = {};
        const as = world.as[principal];
        if (as !== undefined) options.as = as;
        const body = fixture.body?.(world);
        if (body !== undefined) options.body = body;
        const res = await call(world.test, op.method, fixture.path(world), options);
        expect(res.status, JSON.stringify(res.body)).toBe(want);
        if (before !== undefined) expect(await fingerprint(world.test)).toBe(before);
      });
    }
  }
});

describe("If-Match on every operation the OpenAPI document gives it", async () => {
  const probe = await createTestPlane();
  const document = probe.plane.openApiDocument() as { paths: Record<string, Record<string, { operationId: string; parameters?: { $ref?: string }[] }>> };
  const conditional = Object.values(document.paths)
    .flatMap((methods) => Object.values(methods))
    .filter((op) => op.parameters?.some((p) => p.$ref === "#/components/parameters/IfMatch"))
    .map((op) => op.operationId);

  it("is given to every PUT, PATCH and DELETE", () => {
    const writes = probe.plane.operations.filter((op) => ["PUT", "PATCH", "DELETE"].includes(op.method)).map((op) => op.operationId);
    expect(conditional.sort()).toEqual(writes.sort());
  });

  for (const operationId of conditional) {
    it(`${operationId} refuses a stale If-Match with 412, changing nothing`, async () => {
      const op = probe.plane.operations.find((o) => o.operationId === operationId)!;
      const fixture = FIXTURES[operationId]!;
      // A caller the operation lets through (the bootstrap owner is an API-access user, whom
      // deleteCurrentUser refuses whatever the version).
      const caller = operationId === "deleteCurrentUser" ? "admin" : "owner";
      const world = await buildWorld(caller);
      const before = await fingerprint(world.test);
      const body = fixture.body?.(world);
      const options: CallOptions = { as: world.as[caller]!, headers: { "if-match": 'W/"999"' }, ...(body === undefined ? {} : { body }) };
      const res = await call(world.test, op.method, fixture.path(world), options);
      expect(res.status, JSON.stringify(res.body)).toBe(412);
      expect(res.body.code).toBe("precondition_failed");
      expect(await fingerprint(world.test)).toBe(before);
      // Any version (`*`) lets the same call through.
      const again = await call(world.test, op.method, fixture.path(world), { ...options, headers: { "if-match": "*" } });
      expect(again.status, JSON.stringify(again.body)).toBe(expected(op.capability, fixture, caller));
    });
  }
});

describe("cross-site requests on every operation that changes something", async () => {
  const probe = await createTestPlane();
  const writes = probe.plane.operations.filter((op) => op.method !== "GET" && op.method !== "HEAD");
  /**
   * What a page of another site can make a browser send without asking first, with the person's
   * cookie at the proxy in front (here: the test identity header, read by the authenticate hook).
   */
  const SHAPES: [string, Record<string, string>, number][] = [
    ["a foreign Origin", { origin: "https://evil.example" }, 403],
    ["Origin null (a sandboxed frame, a redirect)", { origin: "null" }, 403],
    ["a foreign Origin on a same-site page", { origin: "https://other.localhost", "sec-fetch-site": "same-site" }, 403],
    ["Sec-Fetch-Site cross-site without an Origin", { "sec-fetch-site": "cross-site" }, 403],
    ["a form post", { "content-type": "application/x-www-form-urlencoded" }, 415],
    ["a multipart form post", { "content-type": "multipart/form-data; boundary=x" }, 415],
    ["a text/plain post", { "content-type": "text/plain" }, 415],
  ];

  for (const op of writes) {
    it(`${op.operationId} refuses every cross-site shape, changing nothing, and accepts its own and allowed origins`, async () => {
      const fixture = FIXTURES[op.operationId];
      const world = await buildWorld("admin");
      const before = await fingerprint(world.test);
      for (const [shape, headers, status] of SHAPES) {
        const body = headers["content-type"] === undefined ? fixture?.body?.(world) : undefined;
        // The token exchange has no fixture (it is public): its path without the base path.
        const res = await call(world.test, op.method, fixture?.path(world) ?? op.path.replace(/^\/api\/v0/, ""), {
          as: "adam",
          headers,
          ...(body === undefined ? {} : { body }),
        });
        expect(res.status, `${shape}: ${JSON.stringify(res.body)}`).toBe(status);
        expect(res.body.error).toMatch(/cross-site|form's content type/);
      }
      expect(await fingerprint(world.test)).toBe(before);
    });
  }

  it("lets a page of the server's own origin, and of an allowed origin, through", async () => {
    const test = await createTestPlane(createMemoryStore(), { allowedOrigins: ["https://console.example.com"] });
    await addMember(test, test.orgId, "adam", "admin");
    const create = (headers: Record<string, string>) =>
      call(test, "POST", `/organizations/${test.orgId}/namespaces`, {
        as: "adam",
        headers,
        body: { name: `ns-${Object.values(headers).join("-")}`, parentId: test.orgId },
      });
    // call() sends to http://localhost: the server's own origin.
    expect((await create({ origin: "http://localhost", "sec-fetch-site": "same-origin" })).status).toBe(201);
    expect((await create({ origin: "https://console.example.com", "sec-fetch-site": "same-site" })).status).toBe(201);
    expect((await create({ origin: "https://console.example.com.evil.example" })).status).toBe(403);
  });
});

/**
 * What the activity log must show of a change: one key per changed entity, as `type:id`. Clusters
 * share their namespace's id and are logged as that namespace; membership changes are changes of
 * their organization; the root namespace follows its organization; API-access users are members
 * of their organization. Invites and interactive users are not entities of the log; a changeset
 * is one when someone applies or rejects it (the test adds it).
 */
async function entityState(test: TestPlane): Promise<Map<string, string>> {
  const { store } = test;
  const state = new Map<string, string>();
  const memberships = (await store.list("membership", GLOBAL_SCOPE)).items;
  const orgIds = [...new Set([test.orgId, ...memberships.map((m) => m.orgId)])];
  const add = (key: string, value: unknown) => state.set(key, (state.get(key) ?? "") + JSON.stringify(value));
  for (const m of memberships) add(`organization:${m.orgId}`, m);
  const orgOfApiAccessUser = new Map(memberships.filter((m) => m.userType === "user_type_api_access").map((m) => [m.userId, m.orgId]));
  for (const user of (await store.list("user", GLOBAL_SCOPE, { where: { type: "user_type_api_access" } })).items)
    add(`organization:${orgOfApiAccessUser.get(user.id) ?? `(none) ${user.id}`}`, user);
  for (const orgId of orgIds) {
    for (const o of (await store.list("organization", orgId)).items) add(`organization:${o.id}`, o);
    for (const ns of (await store.list("namespace", orgId)).items) add(ns.id === orgId ? `organization:${orgId}` : `namespace:${ns.id}`, ns);
    for (const c of (await store.list("cluster", orgId)).items) add(`namespace:${c.id}`, c);
    for (const [kind, type] of [
      ["settings", "settings"],
      ["policy", "policy"],
      ["route", "route"],
      ["keyPair", "key_pair"],
      ["serviceAccount", "service_account"],
      ["policyTestSuite", "policy_test_suite"],
    ] as const) {
      for (const record of (await store.list(kind, orgId)).items) add(`${type}:${record.id}`, record);
    }
    // An approval policy is a property of its namespace (its changes are the namespace's entries).
    for (const record of (await store.list("approvalPolicy", orgId)).items) add(`namespace:${record.id}`, record);
  }
  return state;
}

async function allActivity(test: TestPlane): Promise<ActivityRecord[]> {
  const orgIds = new Set([test.orgId, ...(await test.store.list("membership", GLOBAL_SCOPE)).items.map((m) => m.orgId)]);
  return (await Promise.all([...orgIds].map(async (orgId) => (await test.store.list("activity", orgId)).items))).flat();
}

describe("activity completeness over every mutating operation", async () => {
  const probe = await createTestPlane();
  const mutating = probe.plane.operations.filter((op) => op.method !== "GET" && op.capability !== "public" && FIXTURES[op.operationId] !== undefined);

  for (const op of mutating) {
    const fixture = FIXTURES[op.operationId]!;
    // The owner is an API-access user; operations only interactive users may call run as the admin.
    const principal: Principal = expected(op.capability, fixture, "owner") < 400 ? "owner" : "admin";
    if (expected(op.capability, fixture, principal) >= 400) continue;
    if (op.operationId === "deleteOrganization") {
      // The organization's log goes with it: instead, nothing of it remains, and the other organization is untouched.
      it("deleteOrganization: nothing of the organization remains, its log included; the other organization is untouched", async () => {
        const world = await buildWorld(principal);
        const others = (await world.test.store.list("membership", GLOBAL_SCOPE)).items.map((m) => m.orgId).filter((id) => id !== world.test.orgId);
        const otherBefore = await Promise.all(others.map((id) => world.test.store.list("activity", id).then((r) => r.items.length)));
        const res = await call(world.test, "DELETE", fixture.path(world), { as: world.as[principal]! });
        expect(res.status, JSON.stringify(res.body)).toBe(204);
        for (const kind of Object.keys(KINDS) as (keyof typeof KINDS)[]) {
          if (KINDS[kind].scope === "organization") expect((await world.test.store.list(kind, world.test.orgId)).items, kind).toEqual([]);
        }
        for (const kind of ["membership", "user", "invite"] as const) {
          expect((await world.test.store.list(kind, GLOBAL_SCOPE, { where: { orgId: world.test.orgId } })).items, kind).toEqual([]);
        }
        expect(await Promise.all(others.map((id) => world.test.store.list("activity", id).then((r) => r.items.length)))).toEqual(otherBefore);
        expect((await call(world.test, "GET", fixture.path(world), { as: world.as[principal]! })).status).toBe(401);
      });
      continue;
    }
    it(`${op.operationId}: exactly one entry per changed entity, in the same commit, with no secret`, async () => {
      const world = await buildWorld(principal);
      const before = await entityState(world.test);
      const known = new Set((await allActivity(world.test)).map((a) => a.id));
      const options: CallOptions = { as: world.as[principal]! };
      const body = fixture.body?.(world);
      if (body !== undefined) options.body = body;
      const res = await call(world.test, op.method, fixture.path(world), options);
      expect(res.status, JSON.stringify(res.body)).toBe(fixture.success);
      const after = await entityState(world.test);
      const changed = [...new Set([...before.keys(), ...after.keys()])].filter((key) => before.get(key) !== after.get(key));
      // A changeset someone applies or rejects is an entity of the log; drafts that writes open and
      // auto-apply moves are not (the write's own entry stands for them).
      if (op.operationId === "applyChangeset" || op.operationId === "rejectChangeset") changed.push(`changeset:${world.ids.draft}`);
      changed.sort();
      const entries = (await allActivity(world.test)).filter((a) => !known.has(a.id));
      // Reverts of a rejected draft are entries too.
      expect(entries.map((a) => `${a.entityType}:${a.entityId}`).sort()).toEqual(changed);
      const text = JSON.stringify(entries);
      expect(text).not.toMatch(/ap[uc]_[A-Za-z0-9_-]{20,}/);
      expect(text).not.toMatch(/"(cookieSecret|identityProviderClientSecret|kubernetesServiceAccountToken|refreshToken|tokenHash|refreshTokenHash|key)"/);
      expect(text).not.toContain("PRIVATE KEY");
    });
  }
});

/**
 * Every operation that acts on another user (or on an invite, which becomes one), run by callers of
 * every role against targets of every role: nobody acts on a role ranked above their own. The
 * expectation comes from the documented ranks, not from the library's table.
 */
describe("user-targeting operations against targets of every role", () => {
  const RANK: Record<OrganizationRole, number> = { owner: 3, admin: 2, member: 1, auditor: 0 };
  const ROLES: OrganizationRole[] = ["owner", "admin", "member", "auditor"];
  const CALLERS: OrganizationRole[] = ["owner", "admin", "member", "auditor"];

  interface TargetWorld {
    test: TestPlane;
    callers: Record<OrganizationRole, CallOptions["as"]>;
    org: string;
  }
  async function targetWorld(): Promise<TargetWorld> {
    const test = await createTestPlane(createMemoryStore());
    const org = `/organizations/${test.orgId}`;
    // The bootstrap owner is an API-access user; a second, interactive owner is a caller.
    await addMember(test, test.orgId, "olga", "owner");
    await addMember(test, test.orgId, "adam", "admin");
    await addMember(test, test.orgId, "mia", "member");
    await addMember(test, test.orgId, "audrey", "auditor");
    return { test, org, callers: { owner: "olga", admin: "adam", member: "mia", auditor: "audrey" } };
  }
  const owner = async (w: TargetWorld) => ({ token: await exchange(w.test, w.test.refreshToken) });
  const allowed = (caller: OrganizationRole, target: OrganizationRole) =>
    DOCUMENTED_ROLES.manage_users!.includes(caller) ? (RANK[target] <= RANK[caller] ? "ok" : 403) : 403;

  const OPERATIONS: {
    name: string;
    /** Prepares the target of `role` and returns the call to make. */
    prepare: (w: TargetWorld, role: OrganizationRole) => Promise<{ method: string; path: string; body?: unknown; success: number }>;
  }[] = [
    {
      name: "RenewApiUserRefreshToken",
      prepare: async (w, role) => {
        const bot = await call(w.test, "POST", `${w.org}/users/apiAccess`, { as: await owner(w), body: { name: `bot-${role}`, role } });
        return { method: "POST", path: `${w.org}/users/${bot.body.id}/refreshToken`, success: 200 };
      },
    },
    {
      name: "removeUserFromOrganization (API-access user)",
      prepare: async (w, role) => {
        const bot = await call(w.test, "POST", `${w.org}/users/apiAccess`, { as: await owner(w), body: { name: `bot-${role}`, role } });
        return { method: "DELETE", path: `${w.org}/users/${bot.body.id}`, success: 204 };
      },
    },
    {
      name: "removeUserFromOrganization (interactive user)",
      prepare: async (w, role) => {
        const id = await addMember(w.test, w.test.orgId, `target-${role}`, role);
        return { method: "DELETE", path: `${w.org}/users/${id}`, success: 204 };
      },
    },
    {
      name: "createOrganizationInvite (with the role)",
      prepare: async (w, role) => ({ method: "POST", path: `${w.org}/invitations`, body: { emails: [`new-${role}@example.com`], role }, success: 201 }),
    },
    {
      name: "deleteOrganizationInvite (an invite with the role)",
      prepare: async (w, role) => {
        const invite = await call(w.test, "POST", `${w.org}/invitations`, { as: await owner(w), body: { emails: [`inv-${role}@example.com`], role } });
        return { method: "DELETE", path: `${w.org}/invitations/${invite.body[0].id}`, success: 204 };
      },
    },
    {
      name: "createApiAccessUser (with the role)",
      prepare: async (w, role) => ({ method: "POST", path: `${w.org}/users/apiAccess`, body: { name: `new-${role}`, role }, success: 201 }),
    },
  ];

  for (const operation of OPERATIONS) {
    for (const caller of CALLERS) {
      for (const target of ROLES) {
        const want = allowed(caller, target);
        it(`${operation.name}: ${caller} on ${target}: ${want === "ok" ? "allowed" : want}`, async () => {
          const w = await targetWorld();
          const request = await operation.prepare(w, target);
          const before = await fingerprint(w.test);
          const res = await call(w.test, request.method, request.path, {
            as: w.callers[caller],
            ...(request.body === undefined ? {} : { body: request.body }),
          });
          if (want === "ok") {
            expect(res.status, JSON.stringify(res.body)).toBe(request.success);
          } else {
            expect(res.status, JSON.stringify(res.body)).toBe(want);
            expect(res.body.code).toBe("permission_denied");
            expect(await fingerprint(w.test)).toBe(before);
          }
        });
      }
    }
  }

  it("the services check the rank themselves, whoever calls them", async () => {
    const w = await targetWorld();
    const bot = await w.test.plane.services.users.createApiAccessUser(w.test.orgId, { name: "top", role: "owner" }, SYSTEM, "owner");
    const users = w.test.plane.services.users;
    await expect(users.renewRefreshToken(w.test.orgId, bot.id, SYSTEM, "admin")).rejects.toMatchObject({ code: "permission_denied" });
    await expect(users.removeFromOrganization(w.test.orgId, bot.id, SYSTEM, "admin")).rejects.toMatchObject({ code: "permission_denied" });
    await expect(users.createApiAccessUser(w.test.orgId, { name: "x", role: "owner" }, SYSTEM, "admin")).rejects.toMatchObject({ code: "permission_denied" });
    const [invite] = await w.test.plane.services.invites.create(w.test.orgId, { emails: ["o@example.com"], role: "owner" }, SYSTEM, "owner");
    await expect(w.test.plane.services.invites.delete(w.test.orgId, invite!.id, "admin")).rejects.toMatchObject({ code: "permission_denied" });
    // The owner's token still works: nothing was renewed.
    expect((await call(w.test, "POST", "/token", { body: { refreshToken: bot.refreshToken } })).status).toBe(200);
  });
});
const SYSTEM = { id: "test", email: "", displayName: "test", photoUrl: "" };
