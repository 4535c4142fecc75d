/**
 * The vendor's ConfigService, driven as its clients drive it: binary protobuf (what the Go clients
 * send) and JSON over a real socket, with the ID token the SDK exchanges for. Each case asserts what
 * the client would notice: what it reads back equals what it wrote, in proto terms; the same entity is
 * the REST API's; errors carry Connect's codes.
 */
import { clone, create, equals, toJson } from "@bufbuild/protobuf";
import { ConnectError, Code } from "@connectrpc/connect";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RouteSchema, PolicySchema, SettingsSchema, type Route } from "../../src/connect/gen/pomerium/config/config_pb.js";
import { call, exchange } from "../support/api.js";
import { makeTestPki, keyBodies, type TestPki } from "../support/certificates.js";
import { registerSecrets } from "../support/leak-guard.js";
import { addMember, createTestPlane, fingerprint, type TestPlane } from "../support/planes.js";
import { everyStore } from "../support/stores.js";
import { BINDINGS } from "../http/bindings.js";
import { configClient, idTokenFor, serve, type ConfigClient, type Served } from "./support.js";

let pki: TestPki;
beforeAll(() => {
  pki = makeTestPki();
  registerSecrets(keyBodies(pki));
});
afterAll(() => pki.cleanup());

/** The code of the Connect error a call fails with. */
async function codeOf(promise: Promise<unknown>): Promise<Code | "ok"> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    return ConnectError.from(error).code;
  }
}

/** A route message without what the server sets, as the Terraform provider compares it with its plan. */
function planned(route: Route): Route {
  const copy = clone(RouteSchema, route);
  copy.id = undefined;
  copy.createdAt = undefined;
  copy.modifiedAt = undefined;
  copy.assignedPolicies = [];
  copy.enforcedPolicies = [];
  return copy;
}

/** What the Terraform provider sends for a route: REST fields and fields only the ConfigService has. */
function terraformRoute(namespaceId: string): Route {
  return create(RouteSchema, {
    namespaceId,
    name: "wiki",
    from: "https://wiki.example.com",
    to: ["https://wiki.internal:8443"],
    prefix: "/docs",
    timeout: { seconds: 5400n, nanos: 0 },
    idleTimeout: { seconds: 0n, nanos: 500_000_000 },
    statName: "wiki-stat",
    jwtGroupsFilter: ["admins"],
    jwtGroupsFilterInferFromPpl: false,
    kubernetesServiceAccountTokenFile: "/var/run/secrets/token",
    corsAllowPreflight: true,
    allowedDomains: ["example.com"],
    loadBalancingWeights: [],
    passIdentityHeaders: false,
    bearerTokenFormat: 0,
    setRequestHeaders: { "X-Team": "docs" },
    rewriteResponseHeaders: [{ header: "Location", matcher: { case: "prefix", value: "http://" }, value: "https://" }],
    regexPriorityOrder: 7n,
    healthChecks: [
      {
        timeout: { seconds: 2n, nanos: 0 },
        interval: { seconds: 10n, nanos: 0 },
        healthyThreshold: 2,
        healthChecker: { case: "httpHealthCheck", value: { path: "/healthz", expectedStatuses: [{ start: 200n, end: 300n }] } },
      },
    ],
    allowUpgrades: { values: ["websocket"] },
  });
}

for (const [storeName, makeStore] of everyStore("config-service")) {
  for (const codec of storeName === "memory" ? (["binary", "json"] as const) : (["binary"] as const)) {
    describe(`ConfigService on ${storeName}, ${codec}`, () => {
      let test: TestPlane;
      let served: Served;
      let client: ConfigClient;

      beforeEach(async () => {
        test = await createTestPlane(await makeStore());
        served = await serve(test);
        client = configClient(served.origin, await idTokenFor(served.origin, test.refreshToken), { json: codec === "json" });
      });
      afterEach(() => served.close());

      it("answers GetServerInfo before any token, as the SDK first asks with the raw refresh token", async () => {
        const anonymous = configClient(served.origin, test.refreshToken, { json: codec === "json", headers: { jwt: test.refreshToken } });
        const info = await anonymous.getServerInfo({});
        expect(info.serverType).toBe(3); // SERVER_TYPE_ZERO: the SDK then exchanges the token at /api/v0/token
        expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
      });

      it("replays the Terraform provider's route life cycle: what it reads back is its plan, every time", async () => {
        const plan = terraformRoute(test.clusterId);
        const created = (await client.createRoute({ route: plan })).route!;
        expect(created.id).toBeTruthy();
        expect(toJson(RouteSchema, planned(created))).toEqual(toJson(RouteSchema, plan));
        expect(equals(RouteSchema, planned(created), plan)).toBe(true);
        // Refresh, and an import by id: the same.
        const read = (await client.getRoute({ id: created.id! })).route!;
        expect(equals(RouteSchema, planned(read), plan)).toBe(true);
        // An update of the whole message, then a read.
        const next = clone(RouteSchema, plan);
        next.id = created.id;
        next.to = ["https://wiki-v2.internal"];
        next.statName = "wiki-v2";
        next.timeout = { $typeName: "google.protobuf.Duration", seconds: 30n, nanos: 0 };
        const updated = (await client.updateRoute({ route: next })).route!;
        next.id = undefined;
        expect(equals(RouteSchema, planned(updated), next)).toBe(true);
        expect(equals(RouteSchema, planned((await client.getRoute({ id: created.id! })).route!), next)).toBe(true);
        await client.deleteRoute({ id: created.id! });
        expect(await codeOf(client.getRoute({ id: created.id! }))).toBe(Code.NotFound);
      });

      it("is one entity with the REST API's: made here, read, changed and deleted there", async () => {
        const created = (await client.createRoute({ route: terraformRoute(test.clusterId) })).route!;
        const owner = { token: await exchange(test, test.refreshToken) };
        const path = `/organizations/${test.orgId}/routes/${created.id}`;
        const rest = await call(test, "GET", path, { as: owner });
        expect(rest.status).toBe(200);
        expect(rest.body).toMatchObject({ name: "wiki", from: "https://wiki.example.com", prefix: "/docs", timeout: "1h30m", idleTimeout: "500ms" });
        // The ConfigService's own fields are not part of the REST model.
        expect(rest.body).not.toHaveProperty("configServiceFields");
        expect(JSON.stringify(rest.body)).not.toContain("wiki-stat");
        const patched = await call(test, "PATCH", path, {
          as: owner,
          body: [{ op: "replace", path: "/to", value: ["https://patched.internal"] }],
          headers: { "content-type": "application/json-patch+json" },
        });
        expect(patched.status).toBe(200);
        const read = (await client.getRoute({ id: created.id! })).route!;
        expect(read.to).toEqual(["https://patched.internal"]);
        // A REST write keeps what only the ConfigService has, and the durations as they were written.
        expect(read.statName).toBe("wiki-stat");
        expect(read.corsAllowPreflight).toBe(true);
        expect(read.timeout?.seconds).toBe(5400n);
        expect((await call(test, "DELETE", path, { as: owner })).status).toBe(204);
        expect(await codeOf(client.getRoute({ id: created.id! }))).toBe(Code.NotFound);
      });

      it("updates only the fields of an update_mask, and keeps a secret the message leaves out", async () => {
        const plan = terraformRoute(test.clusterId);
        plan.kubernetesServiceAccountToken = "k8s-token-value-0123456789";
        const created = (await client.createRoute({ route: plan })).route!;
        // Never in a response.
        expect(created.kubernetesServiceAccountToken).toBe("");
        const update = create(RouteSchema, { id: created.id!, name: "renamed", statName: "ignored-not-in-mask" });
        const updated = (await client.updateRoute({ route: update, updateMask: { paths: ["name"] } })).route!;
        expect(updated.name).toBe("renamed");
        expect(updated.statName).toBe("wiki-stat");
        expect(updated.to).toEqual(plan.to);
        const { route } = await test.plane.services.routes.get(test.orgId, created.id!, { withSecrets: true });
        expect(route.kubernetesServiceAccountToken).toBe("k8s-token-value-0123456789");
      });

      it("stores a policy's PPL text as written, lists it by originator and name, and detaches it on delete when asked", async () => {
        const sourcePpl = "allow:\n  or:\n    - email:\n        is: alice@example.com\n";
        const policy = (
          await client.createPolicy({
            policy: { namespaceId: test.clusterId, name: "alice", sourcePpl, originatorId: "ingress-controller", allowedUsers: ["bob"] },
          })
        ).policy!;
        expect(policy.sourcePpl).toBe(sourcePpl);
        expect(policy.allowedUsers).toEqual(["bob"]);
        const listed = await client.listPolicies({ filter: { originator_id: "ingress-controller", name: "alice" } });
        expect(listed.policies.map((p) => p.id)).toEqual([policy.id]);
        expect(listed.totalCount).toBe(1n);
        expect((await client.listPolicies({ filter: { originator_id: "someone-else" } })).policies).toEqual([]);
        const route = (await client.createRoute({ route: { ...terraformRoute(test.clusterId), policyIds: [policy.id!] } })).route!;
        expect(route.assignedPolicies.map((p) => p.id)).toEqual([policy.id]);
        expect(await codeOf(client.deletePolicy({ id: policy.id! }))).toBe(Code.FailedPrecondition);
        await client.deletePolicy({ id: policy.id!, removeFromAnyAssignedRoutes: true });
        expect(await codeOf(client.getPolicy({ id: policy.id! }))).toBe(Code.NotFound);
        expect((await client.getRoute({ id: route.id! })).route!.policyIds).toEqual([]);
      });

      it("takes a key pair's PEM as bytes, never answers its key, and keeps the key when an update leaves it out", async () => {
        const bytes = (text: string) => new TextEncoder().encode(text);
        const keyPair = (
          await client.createKeyPair({ keyPair: { namespaceId: test.clusterId, name: "leaf", certificate: bytes(pki.leaf.cert), key: bytes(pki.leaf.key) } })
        ).keyPair!;
        expect(new TextDecoder().decode(keyPair.certificate)).toBe(pki.leaf.cert);
        expect(keyPair.key).toBeUndefined();
        expect(keyPair.status).toBe(1); // READY
        expect(keyPair.origin).toBe(1); // USER
        expect(keyPair.certificateInfo[0]?.notAfter?.seconds).toBe(BigInt(Math.floor(pki.leaf.notAfter.getTime() / 1000)));
        const renamed = (await client.updateKeyPair({ keyPair: { id: keyPair.id!, name: "leaf-renamed" }, updateMask: { paths: ["name"] } })).keyPair!;
        expect(renamed.name).toBe("leaf-renamed");
        const { keyPair: rest } = await test.plane.services.keyPairs.get(test.orgId, keyPair.id!);
        expect(rest).toMatchObject({ name: "leaf-renamed", hasKey: true, certificate: pki.leaf.cert });
        expect((await client.listKeyPairs({ filter: { name: "leaf-renamed" } })).keyPairs.map((k) => k.id)).toEqual([keyPair.id]);
        await client.deleteKeyPair({ id: keyPair.id! });
        expect(await codeOf(client.getKeyPair({ id: keyPair.id! }))).toBe(Code.NotFound);
      });

      it("creates a service account with its JWT, finds it by id alone, and issues a new JWT on update", async () => {
        const created = await client.createServiceAccount({ serviceAccount: { namespaceId: test.clusterId, userId: "ci@example.com", description: "CI" } });
        expect(created.jwt.split(".")).toHaveLength(3);
        const id = created.serviceAccount!.id!;
        expect((await client.getServiceAccount({ id })).serviceAccount).toMatchObject({
          userId: "ci@example.com",
          description: "CI",
          namespaceId: test.clusterId,
        });
        const updated = await client.updateServiceAccount({ serviceAccount: { id, description: "CI runners" }, updateMask: { paths: ["description"] } });
        expect(updated.serviceAccount).toMatchObject({ userId: "ci@example.com", description: "CI runners" });
        expect(updated.jwt.split(".")).toHaveLength(3);
        expect((await client.listServiceAccounts({ filter: { cluster_id: test.clusterId } })).serviceAccounts.map((a) => a.id)).toEqual([id]);
        await client.deleteServiceAccount({ id });
        expect(await codeOf(client.getServiceAccount({ id }))).toBe(Code.NotFound);
      });

      it("reads settings by id, cluster and namespace, and round-trips what the Terraform provider sends in Zero mode", async () => {
        const byNamespace = (await client.getSettings({ for: { case: "namespaceId", value: test.clusterId } })).settings!;
        const byCluster = (await client.getSettings({ for: { case: "clusterId", value: test.clusterId } })).settings!;
        const byId = (await client.getSettings({ for: { case: "id", value: byCluster.id! } })).settings!;
        expect(equals(SettingsSchema, byNamespace, byCluster) && equals(SettingsSchema, byId, byCluster)).toBe(true);
        expect(byCluster.cookieSecret).toBeUndefined();
        const sent = create(SettingsSchema, {
          clusterId: test.clusterId,
          logLevel: "debug",
          grpcAddress: ":443",
          grpcInsecure: false,
          insecureServer: false,
          autocert: false,
          mcpAllowedClientIdDomains: ["*.example.com"],
          timeoutIdle: { seconds: 300n, nanos: 0 },
        });
        const updated = (await client.updateSettings({ settings: sent })).settings!;
        const comparable = clone(SettingsSchema, updated);
        for (const field of ["id", "namespaceId", "createdAt", "modifiedAt"] as const) comparable[field] = undefined;
        expect(equals(SettingsSchema, comparable, sent)).toBe(true);
        // The REST model sees what it has, and the cookie secret was kept.
        const { settings } = await test.plane.services.settings.get(test.orgId, test.clusterId, { withSecrets: true });
        expect(settings).toMatchObject({ logLevel: "debug", timeoutIdle: "5m" });
        expect(settings.cookieSecret).toBeTruthy();
        expect((await client.listSettings({})).settings.map((s) => s.clusterId)).toEqual([test.clusterId]);
      });
    });
  }
}

for (const [storeName, makeStore] of everyStore("config-service-sync"))
  describe(`ConfigService on ${storeName}: the ingress controller's sync loop`, () => {
    let test: TestPlane;
    let served: Served;
    let client: ConfigClient;
    beforeEach(async () => {
      test = await createTestPlane(await makeStore());
      served = await serve(test);
      client = configClient(served.origin, await idTokenFor(served.origin, test.refreshToken));
    });
    afterEach(() => served.close());

    /** One reconcile as the controller does it: find by originator and name, compare, write only on a difference. */
    async function reconcile(desired: Route[]): Promise<number> {
      let writes = 0;
      for (const want of desired) {
        const found = (await client.listRoutes({ filter: { originator_id: "ingress-controller", name: want.name! } })).routes;
        if (found.length === 0) {
          await client.createRoute({ route: want });
          writes++;
          continue;
        }
        const existing = clone(RouteSchema, found[0]!);
        existing.createdAt = undefined;
        existing.modifiedAt = undefined;
        existing.assignedPolicies = [];
        existing.enforcedPolicies = [];
        existing.statName = undefined;
        const target = clone(RouteSchema, want);
        target.id = existing.id;
        if (!equals(RouteSchema, existing, target)) {
          await client.updateRoute({ route: target });
          writes++;
        }
      }
      return writes;
    }

    it("writes on the first reconcile, not at all on the second, and once after a change", async () => {
      const desired = ["a", "b", "c"].map((name) =>
        create(RouteSchema, {
          namespaceId: test.clusterId,
          originatorId: "ingress-controller",
          name: `default-${name}-ingress`,
          from: `https://${name}.example.com`,
          to: [`http://${name}.default.svc.cluster.local:80`],
          allowPublicUnauthenticatedAccess: name === "a",
          preserveHostHeader: true,
          timeout: { seconds: 30n, nanos: 0 },
          tlsSkipVerify: name === "c",
        }),
      );
      const activity = async () => (await test.plane.services.activity.list(test.orgId, {})).items.length;
      expect(await reconcile(desired)).toBe(3);
      const before = await activity();
      expect(await reconcile(desired)).toBe(0);
      expect(await activity()).toBe(before);
      desired[1]!.to = ["http://b-v2.default.svc.cluster.local:80"];
      expect(await reconcile(desired)).toBe(1);
      expect(await reconcile(desired)).toBe(0);
      const settings = (await client.getSettings({ for: { case: "namespaceId", value: test.clusterId } })).settings!;
      expect(settings.clusterId).toBe(test.clusterId);
    });
  });

for (const binding of BINDINGS) {
  describe(`ConfigService through the ${binding.name} binding`, () => {
    it("serves binary calls beside the REST API", async () => {
      const test = await createTestPlane();
      const running = await binding.start(test.plane);
      try {
        const client = configClient(running.baseUrl, await idTokenFor(running.baseUrl, test.refreshToken));
        expect((await client.getServerInfo({})).serverType).toBe(3);
        const route = create(RouteSchema, { namespaceId: test.clusterId, name: "b", from: "https://b.example.com", to: ["https://b.internal"], statName: "b" });
        const created = (await client.createRoute({ route })).route!;
        expect((await client.getRoute({ id: created.id! })).route!.statName).toBe("b");
      } finally {
        await running.close();
      }
    });
  });
}

describe("ConfigService: bad input gets a clear Connect error and changes nothing", () => {
  let test: TestPlane;
  let served: Served;
  let client: ConfigClient;
  let token: string;
  beforeEach(async () => {
    test = await createTestPlane();
    served = await serve(test);
    token = await idTokenFor(served.origin, test.refreshToken);
    client = configClient(served.origin, token);
  });
  afterEach(() => served.close());

  /** A raw Connect call: the status and the error envelope. */
  async function raw(
    method: string,
    body: string | Uint8Array,
    headers: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown>; id: string | null }> {
    const response = await fetch(`${served.origin}/pomerium.config.ConfigService/${method}`, { method: "POST", headers, body });
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, id: response.headers.get("x-response-id") };
  }
  const jsonHeaders = () => ({ "content-type": "application/json", "connect-protocol-version": "1", authorization: `Pomerium ${token}` });

  it("refuses what it cannot decode or store, naming the problem", async () => {
    const before = await fingerprint(test);
    const cases: [string, string | Uint8Array, Record<string, string>, string][] = [
      ["CreateRoute", new Uint8Array([0x0a, 0xff, 0xff, 0xff]), { ...jsonHeaders(), "content-type": "application/proto" }, "invalid_argument"],
      ["CreateRoute", JSON.stringify({ route: { name: "x", fromm: "https://x" } }), jsonHeaders(), "invalid_argument"],
      ["CreateRoute", JSON.stringify({ route: { name: "x" } }), { ...jsonHeaders(), "connect-protocol-version": "7" }, "invalid_argument"],
      [
        "CreateRoute",
        JSON.stringify({ route: { name: "x", from: "https://x.example.com" } }),
        { ...jsonHeaders(), "connect-protocol-version": "" },
        "invalid_argument",
      ],
    ];
    for (const [method, body, headers, code] of cases) {
      const answer = await raw(method, body, headers);
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(code);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.message).toBe("string");
    }
    const route = (nanos: number) =>
      create(RouteSchema, {
        namespaceId: test.clusterId,
        name: "r",
        from: "https://r.example.com",
        to: ["https://r.internal"],
        timeout: { seconds: 1n, nanos },
      });
    expect(await codeOf(client.createRoute({ route: route(1) }))).toBe(Code.InvalidArgument);
    expect(await codeOf(client.createPolicy({ policy: create(PolicySchema, { namespaceId: test.clusterId, name: "p", sourcePpl: "allow: [unclosed" }) }))).toBe(
      Code.InvalidArgument,
    );
    expect(await codeOf(client.listRoutes({ filter: { colour: "blue" } }))).toBe(Code.InvalidArgument);
    expect(await codeOf(client.listRoutes({ filter: { name: 3 } }))).toBe(Code.InvalidArgument);
    expect(await codeOf(client.listRoutes({ orderBy: "colour asc" }))).toBe(Code.InvalidArgument);
    expect(await codeOf(client.createRoute({ route: { ...route(0), tlsClientKey: "-----BEGIN PRIVATE KEY-----" } }))).toBe(Code.InvalidArgument);
    expect(await fingerprint(test)).toBe(before);
    const made = (await client.createRoute({ route: route(0) })).route!;
    const after = await fingerprint(test);
    expect(await codeOf(client.updateRoute({ route: { ...made, name: "z" }, updateMask: { paths: ["no_such_field"] } }))).toBe(Code.InvalidArgument);
    expect(await codeOf(client.updateRoute({ route: { ...made, name: "z" }, updateMask: { paths: ["created_at"] } }))).toBe(Code.InvalidArgument);
    expect(await fingerprint(test)).toBe(after);
  });

  it("authenticates every RPC but GetServerInfo, and authorizes by the REST role table", async () => {
    await addMember(test, test.orgId, "audrey", "auditor");
    const before = await fingerprint(test);
    expect(await codeOf(configClient(served.origin, "garbage").getServerInfo({}))).toBe("ok");
    expect(await codeOf(configClient(served.origin, undefined).listRoutes({}))).toBe(Code.Unauthenticated);
    // The refresh token where an ID token belongs.
    expect(await codeOf(configClient(served.origin, test.refreshToken).listRoutes({}))).toBe(Code.Unauthenticated);
    const auditor = configClient(served.origin, undefined, { headers: { "x-test-user": "audrey" } });
    expect(await codeOf(auditor.listRoutes({}))).toBe("ok");
    const route = create(RouteSchema, { namespaceId: test.clusterId, name: "r", from: "https://r.example.com", to: ["https://r.internal"] });
    expect(await codeOf(auditor.createRoute({ route }))).toBe(Code.PermissionDenied);
    expect(await fingerprint(test)).toBe(before);
  });

  it("takes gzip bodies, answers JSON errors with a response id, and logs one line per call without the token", async () => {
    await served.close();
    test = await createTestPlane(undefined, { accessLog: true });
    served = await serve(test);
    token = await idTokenFor(served.origin, test.refreshToken);
    const { gzipSync } = await import("node:zlib");
    const body = gzipSync(JSON.stringify({ route: { namespaceId: test.clusterId, name: "gz", from: "https://gz.example.com", to: ["https://gz.internal"] } }));
    const created = await raw("CreateRoute", body, { ...jsonHeaders(), "content-encoding": "gzip", "connect-timeout-ms": "10000" });
    expect(created.status).toBe(200);
    expect((created.body.route as { name: string }).name).toBe("gz");
    const missing = await raw("GetRoute", JSON.stringify({ id: "nope" }), jsonHeaders());
    expect(missing).toMatchObject({ status: 404, body: { code: "not_found" } });
    expect(missing.id).toBeTruthy();
    const lines = test.logs.filter((line) => line.message === "request" && line.fields?.path === "/pomerium.config.ConfigService/GetRoute");
    expect(lines).toHaveLength(1);
    expect(lines[0]!.fields).toMatchObject({ operationId: "ConfigService.GetRoute", status: 404, responseId: missing.id });
    expect(lines[0]!.fields?.principal).toBeTruthy();
    expect(JSON.stringify(test.logs)).not.toContain(token);
  });
});

describe("ConfigService: what the proxy runs", () => {
  it("exports the ConfigService's own fields the proxy reads, reports those it has no key for, and runs a policy's legacy allow-lists", async () => {
    const test = await createTestPlane();
    const served = await serve(test);
    try {
      const client = configClient(served.origin, await idTokenFor(served.origin, test.refreshToken));
      const policy = (await client.createPolicy({ policy: { namespaceId: test.clusterId, name: "domain", allowedDomains: ["example.com"] } })).policy!;
      await client.createRoute({
        route: {
          namespaceId: test.clusterId,
          name: "public",
          from: "https://public.example.com",
          to: ["https://a.internal", "https://b.internal"],
          loadBalancingWeights: [3, 1],
          allowPublicUnauthenticatedAccess: true,
          kubernetesServiceAccountTokenFile: "/var/run/token",
          statName: "public-stat",
          policyIds: [policy.id!],
        },
      });
      await client.updateSettings({
        settings: { clusterId: test.clusterId, grpcAddress: ":443", grpcInsecure: false, autocert: true, primaryColor: "#123456" },
        updateMask: { paths: ["grpc_address", "grpc_insecure", "autocert", "primary_color"] },
      });
      const owner = { token: await exchange(test, test.refreshToken) };
      const exported = await call(test, "GET", `/organizations/${test.orgId}/clusters/${test.clusterId}/proxyConfig`, { as: owner });
      expect(exported.status).toBe(200);
      const { parse } = await import("yaml");
      const doc = parse(exported.body as string) as { routes: Record<string, unknown>[] } & Record<string, unknown>;
      expect(doc).toMatchObject({ grpc_address: ":443", grpc_insecure: false, autocert: true });
      expect(doc).not.toHaveProperty("primary_color");
      const route = doc.routes.find((r) => r.name === "public")!;
      expect(route).toMatchObject({
        to: ["https://a.internal,3", "https://b.internal,1"],
        allow_public_unauthenticated_access: true,
        kubernetes_service_account_token_file: "/var/run/token",
      });
      expect(route).not.toHaveProperty("stat_name");
      // The policy's allowed domain, as the proxy reads allowed_domains: one more allow rule.
      expect(JSON.stringify(route.policy)).toContain('{"domain":{"is":"example.com"}}');
      // The simulator runs what the proxy runs: the route's public access and the policy's allowed domain.
      const publicRoute = (await client.listRoutes({ filter: { name: "public" } })).routes[0]!;
      for (const config of ["saved", "applied"] as const) {
        const simulated = await test.plane.services.policySimulator.evaluate(test.orgId, {
          routeId: publicRoute.id!,
          config,
          requests: [{ path: "/" }, { path: "/", user: { id: "u", email: "ann@example.com" } }],
        });
        expect(
          (simulated as { results: { outcome: string; allow: { reasons: string[] } }[] }).results.map((r) => [r.outcome, r.allow.reasons]),
          config,
        ).toEqual([
          ["allow", ["accept"]],
          ["allow", ["accept", "domain-ok"]],
        ]);
      }
      const applied = await test.plane.services.changesets.getAppliedConfig(test.orgId, test.clusterId);
      const { toProxyConfig } = await import("accessplane");
      expect(toProxyConfig(applied!).omitted.join("\n")).toMatch(/statName[\s\S]*primaryColor|primaryColor[\s\S]*statName/);
    } finally {
      await served.close();
    }
  });
});

describe("ConfigService: change safety", () => {
  it("a ConfigService write to a cluster with an approval policy waits for its approvals; one that breaks a test case never applies", async () => {
    const test = await createTestPlane();
    const served = await serve(test);
    try {
      const client = configClient(served.origin, await idTokenFor(served.origin, test.refreshToken));
      const route = (
        await client.createRoute({ route: { namespaceId: test.clusterId, name: "app", from: "https://app.example.com", to: ["https://up.internal"] } })
      ).route!;
      const running = async () => (await test.plane.getAppliedConfig(test.orgId, test.clusterId))!.routes.map((r) => (r.to ?? []).join(","));
      expect(await running()).toEqual(["https://up.internal"]);
      // A suite that expects the route open to a signed-in user; a route edit through the ConfigService that
      // closes it (a policy nobody passes) fails its apply: the proxy keeps the route as it was.
      const actor = { id: "ops", email: "ops@example.com", displayName: "ops", photoUrl: "" };
      const nobody = (await client.createPolicy({ policy: { namespaceId: test.clusterId, name: "nobody", allowedDomains: ["nowhere.invalid"] } })).policy!;
      await client.updateRoute({ route: { id: route.id!, allowAnyAuthenticatedUser: true }, updateMask: { paths: ["allow_any_authenticated_user"] } });
      await test.plane.services.policyTestSuites.create(
        test.orgId,
        {
          namespaceId: test.clusterId,
          name: "app open",
          cases: [{ name: "ann", routeId: route.id!, request: { user: { id: "ann", email: "ann@example.com" } }, expect: "allow" }],
        },
        actor,
      );
      await client.updateRoute({
        route: { id: route.id!, allowAnyAuthenticatedUser: false, policyIds: [nobody.id!], to: ["https://closed.internal"] },
        updateMask: { paths: ["allow_any_authenticated_user", "policy_ids", "to"] },
      });
      expect(await running()).toEqual(["https://up.internal"]);
      const [failed] = (await test.plane.services.changesets.list(test.orgId, { clusterId: test.clusterId, status: "failed" })).items;
      expect(failed?.failureMessage).toMatch(/case "ann": expected allow, the proxy answers forbidden/);
      // Put it back, then hold the next change for an approval.
      await client.updateRoute({
        route: { id: route.id!, allowAnyAuthenticatedUser: true, policyIds: [], to: ["https://up.internal"] },
        updateMask: { paths: ["allow_any_authenticated_user", "policy_ids", "to"] },
      });
      await test.plane.services.changesets.putApprovalPolicy(test.orgId, test.clusterId, { required: 1 }, actor);
      await client.updateRoute({ route: { id: route.id!, to: ["https://v2.internal"] }, updateMask: { paths: ["to"] } });
      expect(await running()).toEqual(["https://up.internal"]);
      const [draft] = (await test.plane.services.changesets.list(test.orgId, { clusterId: test.clusterId, status: "pending" })).items;
      expect((await test.plane.services.changesets.approvals(test.orgId, draft!.id)).missing).toBe(1);
    } finally {
      await served.close();
    }
  });
});
