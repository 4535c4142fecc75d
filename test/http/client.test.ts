/**
 * The typed client, `accessplane/client`, against the example node:http server over a real socket:
 * every operation of openapi.json is driven through it at least once, every response is held to the
 * document, and the client's token handling and typed errors do what they say.
 */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { AccessPlaneClientError, createAccessPlaneClient, type AccessPlaneClient } from "accessplane/client";
import { createNodeHttpServer } from "accessplane/node";
import { assertConforms, locate, OPENAPI } from "../support/openapi-check.js";
import { TEST_USER_HEADER, createTestPlane, type TestPlane } from "../support/planes.js";
import { makeTestPki, type TestPki } from "../support/certificates.js";

let test: TestPlane;
let origin: string;
let close: () => Promise<void>;
let pki: TestPki;
/** Operation ids the client's requests reached. */
const reached = new Set<string>();

/** A fetch that records which operation each request reaches and checks each response against the document. */
function observingFetch(extraHeaders: Record<string, string> = {}): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    for (const [name, value] of Object.entries(extraHeaders)) request.headers.set(name, value);
    const pathname = new URL(request.url).pathname;
    const found = locate(request.method, pathname);
    if (found !== undefined) reached.add(found.operationId);
    const response = await fetch(request);
    assertConforms(request.method, pathname, response.status, response.headers.get("content-type"), await response.clone().text());
    return response;
  };
}

beforeAll(async () => {
  pki = makeTestPki();
  test = await createTestPlane();
  const server = createNodeHttpServer(test.plane.fetch);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(async () => close());

const person = (subject: string): AccessPlaneClient =>
  createAccessPlaneClient({ baseUrl: `${origin}/api/v0`, fetch: observingFetch({ [TEST_USER_HEADER]: subject }) });

describe("accessplane/client", () => {
  it("drives every operation of openapi.json", async () => {
    const api = createAccessPlaneClient({ baseUrl: `${origin}/api/v0`, refreshToken: test.refreshToken, fetch: observingFetch() });
    const organizationId = test.orgId;
    const clusterId = test.clusterId;
    const org = { path: { organizationId } };

    // Meta and identity.
    expect((await api.GET("/openapi.json")).data).toMatchObject({ openapi: "3.1.0" });
    const keys = createAccessPlaneClient({ baseUrl: origin, fetch: observingFetch() });
    expect((await keys.GET("/.well-known/pomerium/jwks.json")).data?.keys).toBeInstanceOf(Array);
    expect((await keys.GET("/healthz")).data?.status).toBe("ok");
    expect((await keys.GET("/readyz")).data?.status).toBe("ready");
    expect((await api.POST("/token", { body: { refreshToken: test.refreshToken } })).data?.expiresInSeconds).toBe("3600");
    expect((await api.GET("/version")).data?.version).toBeTruthy();
    expect((await api.POST("/user")).data?.type).toBe("user_type_api_access");
    expect((await api.GET("/user/invitations")).data).toEqual([]);

    // Organizations.
    expect((await api.GET("/organizations")).data?.map((o) => o.id)).toEqual([organizationId]);
    const theirs = await person("pat").POST("/organizations", { body: { name: "Pat Co" } });
    expect(theirs.response.status).toBe(201);
    expect((await api.GET("/organizations/{organizationId}", { params: org })).data?.role).toBe("owner");
    expect((await api.PUT("/organizations/{organizationId}", { params: org, body: { name: "Acme" } })).data?.name).toBe("Acme");
    expect((await api.GET("/organizations/{organizationId}/quotas", { params: { ...org, query: { namespaceId: clusterId } } })).data?.counts.clusters).toBe(1);
    expect((await api.GET("/organizations/{organizationId}/featureFlags", { params: org })).data).toEqual([]);
    const [routeDefaults] = (await api.GET("/defaultTemplates/{recordType}", { params: { path: { recordType: "route" } } })).data!;
    expect(routeDefaults).toMatchObject({ recordType: "route", defaultProperties: { policyIds: [], allowWebsockets: false } });
    // Pat's organization: Pat invites nobody, leaves nothing behind when deleting it, then deletes themselves.
    const patOrg = { path: { organizationId: theirs.data!.organization.id } };
    await expect(person("pat").POST("/organizations/{organizationId}/leave", { params: patOrg })).rejects.toMatchObject({
      status: 409,
      code: "failed_precondition",
    });
    expect((await person("pat").DELETE("/organizations/{organizationId}", { params: patOrg })).response.status).toBe(204);
    expect((await person("pat").DELETE("/user")).response.status).toBe(204);

    // Users and invites.
    const bot = (await api.POST("/organizations/{organizationId}/users/apiAccess", { params: org, body: { name: "ci", role: "member" } })).data!;
    expect(bot.refreshToken).toMatch(/^apu_/);
    expect((await api.GET("/organizations/{organizationId}/users", { params: { ...org, query: { userType: "user_type_api_access" } } })).data?.length).toBe(2);
    const renewed = await api.POST("/organizations/{organizationId}/users/{userId}/refreshToken", { params: { path: { organizationId, userId: bot.id } } });
    expect(renewed.data?.refreshToken).not.toBe(bot.refreshToken);
    expect((await api.DELETE("/organizations/{organizationId}/users/{userId}", { params: { path: { organizationId, userId: bot.id } } })).response.status).toBe(
      204,
    );
    const invites = (
      await api.POST("/organizations/{organizationId}/invitations", {
        params: org,
        body: { emails: ["quinn@example.com", "rae@example.com", "zoe@example.com"], role: "member" },
      })
    ).data!;
    expect((await api.GET("/organizations/{organizationId}/invitations", { params: org })).data).toHaveLength(3);
    const [forQuinn] = (await person("quinn").GET("/user/invitations")).data!;
    expect((await person("quinn").POST("/user/invitations/{invitationId}/accept", { params: { path: { invitationId: forQuinn!.id } } })).response.status).toBe(
      204,
    );
    const [forRae] = (await person("rae").GET("/user/invitations")).data!;
    expect((await person("rae").POST("/user/invitations/{invitationId}/reject", { params: { path: { invitationId: forRae!.id } } })).response.status).toBe(204);
    const zoe = invites.find((i) => i.email === "zoe@example.com")!;
    expect(
      (await api.DELETE("/organizations/{organizationId}/invitations/{invitationId}", { params: { path: { organizationId, invitationId: zoe.id } } })).response
        .status,
    ).toBe(204);

    // Namespaces.
    const ns = (await api.POST("/organizations/{organizationId}/namespaces", { params: org, body: { name: "team", parentId: organizationId } })).data!;
    expect((await api.GET("/organizations/{organizationId}/namespaces", { params: org })).data?.some((n) => n.id === ns.id)).toBe(true);
    expect(
      (
        await api.PUT("/organizations/{organizationId}/namespaces/{namespaceId}", {
          params: { path: { organizationId, namespaceId: ns.id } },
          body: { name: "team-2" },
        })
      ).data?.name,
    ).toBe("team-2");
    expect(
      (await api.DELETE("/organizations/{organizationId}/namespaces/{namespaceId}", { params: { path: { organizationId, namespaceId: ns.id } } })).response
        .status,
    ).toBe(204);

    // Clusters and settings.
    const label = (await api.GET("/generateSubdomainName")).data!.name;
    const idpCheck = await api.POST("/checkIdentityProviderSettings", { body: { provider: "oidc", clientId: "id", clientSecret: "secret" } });
    expect(idpCheck.data).toEqual({ success: false, errors: { url: "the oidc provider needs its URL" } });
    const cluster = (await api.POST("/organizations/{organizationId}/clusters", { params: org, body: { name: "second", domain: `${label}.example.com` } }))
      .data!;
    const clusterPath = { path: { organizationId, clusterId: cluster.id } };
    expect((await api.GET("/organizations/{organizationId}/clusters", { params: org })).data).toHaveLength(2);
    expect((await api.GET("/organizations/{organizationId}/clusters/{clusterId}", { params: clusterPath })).data?.name).toBe("second");
    expect((await api.PUT("/organizations/{organizationId}/clusters/{clusterId}", { params: clusterPath, body: { name: "renamed" } })).data?.name).toBe(
      "renamed",
    );
    expect((await api.POST("/organizations/{organizationId}/clusters/{clusterId}/token", { params: clusterPath })).data?.refreshToken).toBeTruthy();
    const settingsPath = { path: { organizationId, clusterId } };
    const running = await api.GET("/organizations/{organizationId}/clusters/{clusterId}/appliedConfig", { params: settingsPath });
    expect(running.data?.clusterId).toBe(clusterId);
    expect(running.response.headers.get("etag")).toBe(`W/"${running.data?.version}"`);
    const proxyYaml = await api.GET("/organizations/{organizationId}/clusters/{clusterId}/proxyConfig", { params: settingsPath, parseAs: "text" });
    expect((parseYaml(proxyYaml.data!) as { address: string }).address).toBe(":443");
    const settings = (await api.GET("/organizations/{organizationId}/clusters/{clusterId}/settings", { params: settingsPath })).data!;
    const { id: _id, createdAt: _c, updatedAt: _u, ...writable } = settings;
    expect(
      (await api.PUT("/organizations/{organizationId}/clusters/{clusterId}/settings", { params: settingsPath, body: { ...writable, logLevel: "warn" } })).data
        ?.logLevel,
    ).toBe("warn");
    const patched = await api.PATCH("/organizations/{organizationId}/clusters/{clusterId}/settings", {
      params: settingsPath,
      body: [{ op: "replace", path: "/autoApplyChangesets", value: false }],
    });
    expect(patched.data?.autoApplyChangesets).toBe(false);
    expect((await api.DELETE("/organizations/{organizationId}/clusters/{clusterId}", { params: clusterPath })).response.status).toBe(204);

    // Policies, routes, key pairs (auto-apply is off now: these writes open a draft).
    const policyBody = {
      namespaceId: organizationId,
      name: "staff",
      enforced: false,
      ppl: { allow: { and: [{ domain: { is: "example.com" } }] } },
      description: "",
      explanation: "",
      remediation: "",
    };
    const policy = (await api.POST("/organizations/{organizationId}/policies", { params: org, body: policyBody })).data!;
    const policyPath = { path: { organizationId, policyId: policy.id } };
    expect((await api.GET("/organizations/{organizationId}/policies", { params: { ...org, query: { namespaceId: organizationId } } })).data).toHaveLength(1);
    expect((await api.GET("/organizations/{organizationId}/policies/{policyId}", { params: policyPath })).data?.name).toBe("staff");
    expect(
      (await api.PUT("/organizations/{organizationId}/policies/{policyId}", { params: policyPath, body: { ...policyBody, name: "staff-2" } })).data?.name,
    ).toBe("staff-2");
    expect(
      (
        await api.PATCH("/organizations/{organizationId}/policies/{policyId}", {
          params: policyPath,
          body: [{ op: "replace", path: "/description", value: "d" }],
        })
      ).data?.description,
    ).toBe("d");
    const routeBody = {
      namespaceId: clusterId,
      name: "app",
      from: "https://app.example.com",
      to: ["https://app.internal"],
      policyIds: [policy.id],
      allowWebsockets: false,
      allowSpdy: false,
    };
    const route = (await api.POST("/organizations/{organizationId}/routes", { params: org, body: routeBody as never })).data!;
    const routePath = { path: { organizationId, routeId: route.id } };
    const simulated = await api.POST("/organizations/{organizationId}/policies/evaluate", {
      params: org,
      body: { routeId: route.id, requests: [{ user: { id: "u", email: "ann@example.com" } }, { user: { id: "v", email: "bob@other.org" } }] },
    });
    expect(simulated.data && "results" in simulated.data ? simulated.data.results.map((r) => r.outcome) : simulated.error).toEqual(["allow", "forbidden"]);
    expect((await api.GET("/organizations/{organizationId}/routes", { params: { ...org, query: { namespaceId: clusterId } } })).data).toHaveLength(1);
    expect((await api.GET("/organizations/{organizationId}/routes/{routeId}", { params: routePath })).data?.policies?.[0]?.name).toBe("staff-2");
    expect(
      (await api.PUT("/organizations/{organizationId}/routes/{routeId}", { params: routePath, body: { ...routeBody, name: "app-2" } as never })).data?.name,
    ).toBe("app-2");
    expect(
      (
        await api.PATCH("/organizations/{organizationId}/routes/{routeId}", {
          params: routePath,
          body: [{ op: "replace", path: "/to", value: ["https://other.internal"] }],
        })
      ).data?.to,
    ).toEqual(["https://other.internal"]);
    const keyPair = (
      await api.POST("/organizations/{organizationId}/keyPairs", {
        params: org,
        body: { namespaceId: organizationId, name: "leaf", certificate: pki.leaf.cert, key: pki.leaf.key },
      })
    ).data!;
    expect(keyPair.hasKey).toBe(true);
    const keyPairPath = { path: { organizationId, keyPairId: keyPair.id } };
    expect((await api.GET("/organizations/{organizationId}/keyPairs", { params: { ...org, query: { namespaceId: organizationId } } })).data).toHaveLength(1);
    expect((await api.GET("/organizations/{organizationId}/keyPairs/{keyPairId}", { params: keyPairPath })).data?.status).toBe("ready");
    expect(
      (await api.PUT("/organizations/{organizationId}/keyPairs/{keyPairId}", { params: keyPairPath, body: { namespaceId: organizationId, name: "leaf-2" } }))
        .data?.hasKey,
    ).toBe(true);
    expect(
      (
        await api.PATCH("/organizations/{organizationId}/keyPairs/{keyPairId}", {
          params: keyPairPath,
          body: [{ op: "replace", path: "/name", value: "leaf-3" }],
        })
      ).data?.name,
    ).toBe("leaf-3");
    expect((await api.GET("/organizations/{organizationId}/routes/{routeId}/certificates", { params: routePath })).data).toBeInstanceOf(Array);
    const accounts = { path: { organizationId, clusterId } };
    const account = (
      await api.POST("/organizations/{organizationId}/clusters/{clusterId}/serviceAccounts", {
        params: accounts,
        body: { description: "ci", userId: "ci-bot" },
      })
    ).data!;
    expect(account.token.split(".")).toHaveLength(3);
    const accountPath = { path: { organizationId, clusterId, serviceAccountId: account.id } };
    expect(
      (await api.GET("/organizations/{organizationId}/clusters/{clusterId}/serviceAccounts", { params: { ...accounts, query: { limit: 10 } } })).data?.map(
        (a) => a.id,
      ),
    ).toEqual([account.id]);
    expect(
      (await api.GET("/organizations/{organizationId}/clusters/{clusterId}/serviceAccounts/{serviceAccountId}", { params: accountPath })).data?.userId,
    ).toBe("ci-bot");
    expect(
      (
        await api.PATCH("/organizations/{organizationId}/clusters/{clusterId}/serviceAccounts/{serviceAccountId}", {
          params: accountPath,
          body: [{ op: "replace", path: "/description", value: "deploys" }],
        })
      ).data?.description,
    ).toBe("deploys");
    expect(
      (
        await api.GET("/organizations/{organizationId}/clusters/{clusterId}/serviceAccounts/{serviceAccountId}/token", { params: accountPath })
      ).data?.token.split("."),
    ).toHaveLength(3);
    expect(
      (await api.DELETE("/organizations/{organizationId}/clusters/{clusterId}/serviceAccounts/{serviceAccountId}", { params: accountPath })).response.status,
    ).toBe(204);

    // Policy test suites, and the draft tested before it applies.
    const suiteBody = {
      namespaceId: clusterId,
      name: "who gets in",
      cases: [
        { name: "staff", routeId: route.id, request: { user: { id: "u", email: "ann@example.com" } }, expect: "allow" as const },
        { name: "others", host: "app.example.com", request: { user: { id: "v", email: "bob@other.org" } }, expect: "forbidden" as const },
      ],
    };
    const suite = (await api.POST("/organizations/{organizationId}/policyTestSuites", { params: org, body: suiteBody })).data!;
    const suitePath = { path: { organizationId, policyTestSuiteId: suite.id } };
    expect(
      (await api.GET("/organizations/{organizationId}/policyTestSuites", { params: { ...org, query: { namespaceId: clusterId } } })).data?.map((x) => x.id),
    ).toEqual([suite.id]);
    expect((await api.GET("/organizations/{organizationId}/policyTestSuites/{policyTestSuiteId}", { params: suitePath })).data?.cases).toHaveLength(2);
    expect(
      (
        await api.PUT("/organizations/{organizationId}/policyTestSuites/{policyTestSuiteId}", {
          params: suitePath,
          body: { ...suiteBody, name: "who gets in 2" },
        })
      ).data?.name,
    ).toBe("who gets in 2");
    expect(
      (
        await api.PATCH("/organizations/{organizationId}/policyTestSuites/{policyTestSuiteId}", {
          params: suitePath,
          body: [{ op: "replace", path: "/description", value: "the app" }],
        })
      ).data?.description,
    ).toBe("the app");

    // Changesets: test and apply the draft, reject the next one.
    const [draft] = (await api.GET("/organizations/{organizationId}/changesets", { params: { ...org, query: { clusterId, status: "pending" } } })).data!;
    const tested = await api.POST("/organizations/{organizationId}/changesets/{changesetId}/test", {
      params: { path: { organizationId, changesetId: draft!.id } },
    });
    expect(tested.data?.results?.map((r) => `${r.case} ${r.outcome}`)).toEqual(["staff allow", "others forbidden"]);
    const draftPath = { params: { path: { organizationId, changesetId: draft!.id } } };
    const replayed = await api.POST("/organizations/{organizationId}/changesets/{changesetId}/replay", {
      ...draftPath,
      body: { lines: [JSON.stringify({ message: "authorize check", host: "app.example.com", path: "/", user: "u", email: "ann@example.com" })] },
    });
    expect(replayed.data).toMatchObject({ replayed: 1 });
    // Approvals: a policy on the organization's namespace (set, read, removed), the draft's standing.
    const nsPath = { params: { path: { organizationId, namespaceId: organizationId } } };
    expect(
      (await api.PUT("/organizations/{organizationId}/namespaces/{namespaceId}/approvalPolicy", { ...nsPath, body: { required: 1 } })).data?.required,
    ).toBe(1);
    expect((await api.GET("/organizations/{organizationId}/namespaces/{namespaceId}/approvalPolicy", nsPath)).data?.approverRoles).toEqual(["owner", "admin"]);
    expect((await api.GET("/organizations/{organizationId}/changesets/{changesetId}/approvals", draftPath)).data).toMatchObject({ required: 1, missing: 1 });
    // The caller wrote the draft: it may not approve it, and has no approval to withdraw.
    await expect(api.POST("/organizations/{organizationId}/changesets/{changesetId}/approve", draftPath)).rejects.toMatchObject({ status: 409 });
    await expect(api.POST("/organizations/{organizationId}/changesets/{changesetId}/withdrawApproval", draftPath)).rejects.toMatchObject({ status: 404 });
    expect((await api.DELETE("/organizations/{organizationId}/namespaces/{namespaceId}/approvalPolicy", nsPath)).response.status).toBe(204);
    expect((await api.GET("/organizations/{organizationId}/changesets/compare", { params: { ...org, query: { clusterId } } })).data?.endChangeset.id).toBe(
      draft!.id,
    );
    expect(
      (await api.POST("/organizations/{organizationId}/changesets/{changesetId}/apply", { params: { path: { organizationId, changesetId: draft!.id } } })).data
        ?.status,
    ).toBe("current");
    expect((await api.DELETE("/organizations/{organizationId}/policyTestSuites/{policyTestSuiteId}", { params: suitePath })).response.status).toBe(204);
    expect((await api.DELETE("/organizations/{organizationId}/keyPairs/{keyPairId}", { params: keyPairPath })).response.status).toBe(204);
    expect((await api.DELETE("/organizations/{organizationId}/routes/{routeId}", { params: routePath })).response.status).toBe(204);
    expect((await api.DELETE("/organizations/{organizationId}/policies/{policyId}", { params: policyPath })).response.status).toBe(204);
    const [next] = (await api.GET("/organizations/{organizationId}/changesets", { params: { ...org, query: { clusterId, status: "pending" } } })).data!;
    expect(
      (await api.POST("/organizations/{organizationId}/changesets/{changesetId}/reject", { params: { path: { organizationId, changesetId: next!.id } } })).data
        ?.status,
    ).toBe("rejected");
    // Back to what ran before the draft above: the cluster's draft carries the reverts.
    const [before] = (await api.GET("/organizations/{organizationId}/changesets", { params: { ...org, query: { clusterId, status: "applied", limit: 1 } } }))
      .data!;
    const reverted = await api.POST("/organizations/{organizationId}/changesets/{changesetId}/revert", {
      params: { path: { organizationId, changesetId: before!.id } },
    });
    // The revert also brings back the settings of then, auto-apply on: the draft is applied at once.
    expect(reverted.data?.status).toBe("current");
    expect((await test.plane.getAppliedConfig(organizationId, clusterId))!.routes).toEqual([]);
    expect((await api.GET("/organizations/{organizationId}/activityLogs", { params: { ...org, query: { limit: 5 } } })).data).toHaveLength(5);

    const documented = Object.values(OPENAPI.paths as Record<string, Record<string, { operationId?: string }>>).flatMap((item) =>
      Object.entries(item)
        .filter(([key]) => key !== "servers")
        .map(([, op]) => op.operationId!),
    );
    expect(documented.filter((id) => !reached.has(id))).toEqual([]);
  });

  it("turns an error response into a typed error with the envelope, and a dead server into 'unreachable'", async () => {
    const api = createAccessPlaneClient({ baseUrl: `${origin}/api/v0`, refreshToken: test.refreshToken });
    const error = await api
      .POST("/organizations/{organizationId}/namespaces", { params: { path: { organizationId: test.orgId } }, body: { name: "", parentId: test.orgId } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccessPlaneClientError);
    expect(error).toMatchObject({ status: 400, code: "invalid_argument", details: [expect.objectContaining({ path: "/name" })] });
    expect((error as AccessPlaneClientError).responseId).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await api
      .GET("/organizations/{organizationId}", { params: { path: { organizationId: "01ARZ3NDEKTSV4RRFFQ69G5FAV" } } })
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404, code: "not_found" });
    const wrongToken = createAccessPlaneClient({ baseUrl: `${origin}/api/v0`, refreshToken: "apu_not-a-token" });
    await expect(wrongToken.GET("/version")).rejects.toMatchObject({ status: 401, code: "unauthenticated" });
    const dead = createAccessPlaneClient({ baseUrl: "http://127.0.0.1:9/api/v0" });
    await expect(dead.GET("/openapi.json")).rejects.toMatchObject({ status: 0, code: "unreachable" });
  });

  it("exchanges once, reuses the ID token, and exchanges again a minute before expiresInSeconds runs out", async () => {
    let now = Date.now();
    let exchanges = 0;
    const counting: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname.endsWith("/token")) exchanges++;
      return fetch(request);
    };
    const api = createAccessPlaneClient({ baseUrl: `${origin}/api/v0`, refreshToken: test.refreshToken, fetch: counting, now: () => now });
    await Promise.all([api.GET("/version"), api.GET("/version"), api.GET("/version")]);
    expect(exchanges).toBe(1);
    now += 3540_000 - 1_000; // 59 minutes less a second: still good
    await api.GET("/version");
    expect(exchanges).toBe(1);
    now += 2_000; // within the last minute: exchanged again
    await api.GET("/version");
    expect(exchanges).toBe(2);
  });
});
