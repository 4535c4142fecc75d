/** Policies and routes over the API, on both stores: CRUD, links, lists, rules, bad input, activity. */
import { beforeEach, describe, expect, it } from "vitest";
import type { Store } from "accessplane/store";
import { everyStore } from "../support/stores.js";
import { call, exchange, type ApiResponse } from "../support/api.js";
import { addMember, createTestPlane, fingerprint, type TestPlane } from "../support/planes.js";

const STORES = everyStore("config");

const PATCH = { "content-type": "application/json-patch+json" };

/** Wraps a store so that a test can count the reads it serves, and the records of each kind its lists return. */
function countingStore(store: Store): { store: Store; reads: () => number; listed: Map<string, number> } {
  let reads = 0;
  const listed = new Map<string, number>();
  const counted: Store = {
    get: (kind, scope, id) => (reads++, store.get(kind, scope, id)),
    getMany: (kind, scope, ids) => (reads++, store.getMany(kind, scope, ids)),
    list: async (kind, scope, query) => {
      reads++;
      const result = await store.list(kind, scope, query);
      listed.set(kind, (listed.get(kind) ?? 0) + result.items.length);
      return result;
    },
    commit: (batch) => store.commit(batch),
    close: () => store.close(),
  };
  return { store: counted, reads: () => reads, listed };
}

for (const [storeName, makeStore] of STORES) {
  describe(`policies and routes on ${storeName}`, () => {
    let test: TestPlane;
    let owner: { token: string };
    let org: string;
    let reads: () => number;
    let listed: Map<string, number>;

    beforeEach(async () => {
      const counting = countingStore(await makeStore());
      reads = counting.reads;
      listed = counting.listed;
      test = await createTestPlane(counting.store);
      owner = { token: await exchange(test, test.refreshToken) };
      org = `/organizations/${test.orgId}`;
    });

    const api = (method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse> =>
      call(test, method, `${org}${path}`, { as: owner, ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });
    const policy = (name: string, extra: Record<string, unknown> = {}) => ({
      namespaceId: test.orgId,
      name,
      ppl: { allow: { and: [{ email: { ends_with: "@example.com" } }] } },
      description: "d",
      explanation: "e",
      remediation: "r",
      ...extra,
    });
    const route = (name: string, extra: Record<string, unknown> = {}) => ({
      namespaceId: test.clusterId,
      name,
      from: `https://${name}.example.com`,
      to: ["https://upstream.internal:8443"],
      ...extra,
    });
    const create = async (kind: "policies" | "routes", body: unknown): Promise<any> => {
      const res = await api("POST", `/${kind}`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    const namespace = async (name: string, parentId: string): Promise<string> => (await api("POST", "/namespaces", { name, parentId })).body.id;
    const activity = async (entityId: string) => (await api("GET", `/activityLogs?entityId=${entityId}`)).body;

    describe("policies", () => {
      it("creates, reads, replaces, patches and deletes, with an activity entry for each write", async () => {
        const created = await api("POST", "/policies", policy("staff"));
        expect(created.status).toBe(201);
        expect(created.headers.get("etag")).toBe('W/"1"');
        expect(created.body).toMatchObject({ ...policy("staff"), routes: [], enforcedRoutes: [], enforced: false });
        const id = created.body.id;
        expect((await api("GET", `/policies/${id}`)).body).toEqual(created.body);

        const replaced = await api("PUT", `/policies/${id}`, policy("staff", { description: "new" }), { "if-match": 'W/"1"' });
        expect(replaced.status).toBe(200);
        expect(replaced.body.description).toBe("new");
        const patched = await api("PATCH", `/policies/${id}`, [{ op: "replace", path: "/name", value: "employees" }], PATCH);
        expect(patched.status).toBe(200);
        expect(patched.body).toMatchObject({ name: "employees", description: "new" });
        expect(patched.headers.get("etag")).toBe('W/"3"');
        expect((await api("DELETE", `/policies/${id}`, undefined, { "if-match": 'W/"3"' })).status).toBe(204);
        expect((await api("GET", `/policies/${id}`)).status).toBe(404);

        const entries = await activity(id);
        expect(entries.map((e: any) => e.activityType)).toEqual(["delete", "update", "update", "create"]);
        expect(entries[0]).toMatchObject({ entity: { type: "policy", id, data: { name: "employees" } }, namespace: { id: test.orgId } });
        expect(entries[3].entity.data).toMatchObject({ name: "staff", ppl: policy("staff").ppl });
      });

      it("stores and echoes ppl as given, one rule object or an array of them", async () => {
        const array = [{ allow: { or: [{ groups: { has: "admins" } }] } }, { deny: { and: [{ "claim/department": "sales" }] } }];
        const one = await create("policies", policy("one"));
        const many = await create("policies", policy("many", { ppl: array }));
        expect(one.ppl).toEqual(policy("one").ppl);
        expect(many.ppl).toEqual(array);
        expect((await api("GET", `/policies/${many.id}`)).body.ppl).toEqual(array);
      });

      it("takes a GET body back unchanged, changing only updatedAt", async () => {
        const { id } = await create("policies", policy("round trip", { enforced: true, originatorId: "terraform" }));
        const before = (await api("GET", `/policies/${id}`)).body;
        const res = await api("PUT", `/policies/${id}`, before);
        expect(res.status).toBe(200);
        const { updatedAt: _a, ...after } = res.body;
        const { updatedAt: _b, ...expected } = before;
        expect(after).toEqual(expected);
      });

      it("keeps names unique within a namespace, not across namespaces", async () => {
        await create("policies", policy("dup"));
        const again = await api("POST", "/policies", policy("dup"));
        expect(again.status).toBe(409);
        expect(again.body.code).toBe("already_exists");
        await create("policies", policy("dup", { namespaceId: test.clusterId }));
      });

      it("refuses a delete while a route lists the policy, and allows it afterwards", async () => {
        const p = await create("policies", policy("listed"));
        const r = await create("routes", route("uses", { policyIds: [p.id] }));
        const before = await fingerprint(test);
        const refused = await api("DELETE", `/policies/${p.id}`);
        expect(refused.status).toBe(409);
        expect(refused.body.code).toBe("failed_precondition");
        expect(refused.body.error).toContain('"uses"');
        expect(await fingerprint(test)).toBe(before);
        await api("PATCH", `/routes/${r.id}`, [{ op: "replace", path: "/policyIds", value: [] }], PATCH);
        expect((await api("DELETE", `/policies/${p.id}`)).status).toBe(204);
      });

      it("refuses moving a listed policy where a route listing it would no longer see it", async () => {
        const p = await create("policies", policy("mobile"));
        await create("routes", route("sees", { policyIds: [p.id] }));
        const res = await api("PATCH", `/policies/${p.id}`, [{ op: "replace", path: "/namespaceId", value: await namespace("elsewhere", test.orgId) }], PATCH);
        expect(res.status).toBe(400);
        expect(res.body.details[0].path).toBe("/namespaceId");
      });

      const badPolicies: [string, (base: Record<string, unknown>) => unknown, string, string?][] = [
        ["an unknown criterion", (b) => ({ ...b, ppl: { allow: { and: [{ emial: "a@b.c" }] } } }), "/ppl/allow/and/0", "unknown policy criterion: emial"],
        ["ppl of the wrong type", (b) => ({ ...b, ppl: "allow everyone" }), "/ppl"],
        ["a name of 0 characters", (b) => ({ ...b, name: "" }), "/name"],
        ["a name of 129 characters", (b) => ({ ...b, name: "x".repeat(129) }), "/name"],
        ["a missing description", ({ description: _d, ...b }) => b, "/description"],
        ["an unknown namespace", (b) => ({ ...b, namespaceId: "nope" }), "/namespaceId"],
        ["an unknown field", (b) => ({ ...b, color: "red" }), "/color"],
        ["the removed pomerium_routes criterion", (b) => ({ ...b, ppl: { allow: { and: [{ pomerium_routes: true }] } } }), "/ppl/allow/and/0"],
      ];
      for (const [what, make, path, message] of badPolicies) {
        it(`refuses ${what} with a 400 at ${path}, changing nothing`, async () => {
          const before = await fingerprint(test);
          const res = await api("POST", "/policies", make(policy("bad")));
          expect(res.status, JSON.stringify(res.body)).toBe(400);
          expect(res.body.code).toBe("invalid_argument");
          const detail = res.body.details.find((d: { path: string }) => d.path === path);
          expect(detail, JSON.stringify(res.body.details)).toBeDefined();
          if (message !== undefined) expect(detail.message).toBe(message);
          expect(await fingerprint(test)).toBe(before);
        });
      }

      it("refuses PPL nested 10 000 deep and a policy of 1 MB without changing anything", async () => {
        const before = await fingerprint(test);
        const deep = `{"namespaceId":"${test.orgId}","name":"deep","description":"","explanation":"","remediation":"","ppl":${"[".repeat(10_000)}${"]".repeat(10_000)}}`;
        expect((await api("POST", "/policies", deep)).status).toBe(400);
        // Under the body limit but over the policy language's: a 400 naming the limit.
        const big = policy("big", { ppl: { allow: { or: Array.from({ length: 20_000 }, (_, i) => ({ email: `user-${i}@example.com` })) } } });
        expect(JSON.stringify(big).length).toBeGreaterThan(512 * 1024);
        const res = await api("POST", "/policies", big);
        expect(res.status).toBe(400);
        expect(res.body.details[0].path).toBe("/ppl");
        // A policy of more than 1 MiB: 413 before it is read.
        const huge = policy("huge", { description: "x".repeat(1024 * 1024) });
        expect((await api("POST", "/policies", huge)).status).toBe(413);
        expect(await fingerprint(test)).toBe(before);
      });

      const badPatches: [string, unknown, number][] = [
        ["an op on /id", [{ op: "replace", path: "/id", value: "x" }], 400],
        ["an op through /__proto__", [{ op: "add", path: "/__proto__/polluted", value: true }], 400],
        ["an op on /routes (read-only)", [{ op: "add", path: "/routes", value: [] }], 400],
        ["an object instead of an array", { op: "replace", path: "/name", value: "x" }, 400],
        [
          "a failing test after a good op",
          [
            { op: "replace", path: "/name", value: "x" },
            { op: "test", path: "/name", value: "y" },
          ],
          409,
        ],
        ["a result that is not a valid policy", [{ op: "replace", path: "/ppl", value: { allow: { xor: [] } } }], 400],
        ["removing a required field", [{ op: "remove", path: "/description" }], 400],
      ];
      for (const [what, body, status] of badPatches) {
        it(`refuses a patch with ${what} (${status}), changing nothing`, async () => {
          const { id } = await create("policies", policy("patched"));
          const before = await fingerprint(test);
          const res = await api("PATCH", `/policies/${id}`, body, PATCH);
          expect(res.status, JSON.stringify(res.body)).toBe(status);
          expect(await fingerprint(test)).toBe(before);
        });
      }

      it("treats an empty patch as no change: no new version, no activity", async () => {
        const { id } = await create("policies", policy("still"));
        const before = await fingerprint(test);
        const res = await api("PATCH", `/policies/${id}`, [], PATCH);
        expect(res.status).toBe(200);
        expect(res.headers.get("etag")).toBe('W/"1"');
        expect(await fingerprint(test)).toBe(before);
      });
    });

    describe("routes", () => {
      it("creates, reads, replaces, patches and deletes, with an activity entry for each write", async () => {
        const created = await api("POST", "/routes", route("app"));
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({
          ...route("app"),
          policyIds: [],
          policies: [],
          enforcedPolicies: [],
          enforcedPolicyIds: [],
          allowWebsockets: false,
          showErrorDetails: false,
        });
        const id = created.body.id;
        expect((await api("GET", `/routes/${id}`)).body).toEqual(created.body);
        const put = await api("PUT", `/routes/${id}`, route("app", { to: ["https://a.internal,1", "https://b.internal,3"] }));
        expect(put.body.to).toEqual(["https://a.internal,1", "https://b.internal,3"]);
        const patched = await api("PATCH", `/routes/${id}`, [{ op: "add", path: "/prefix", value: "/api" }], PATCH);
        expect(patched.body.prefix).toBe("/api");
        expect((await api("DELETE", `/routes/${id}`)).status).toBe(204);
        expect((await api("GET", `/routes/${id}`)).status).toBe(404);
        expect((await activity(id)).map((e: any) => e.activityType)).toEqual(["delete", "update", "update", "create"]);
      });

      it("reads null fields as left out, as the hosted API's generated client sends them", async () => {
        const body = { ...route("nulls"), policyIds: null, timeout: null, removeRequestHeaders: null, allowWebsockets: null };
        const res = await api("POST", "/routes", body);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.body).toMatchObject({ policyIds: [], allowWebsockets: false });
        expect(res.body.timeout).toBeUndefined();
        const listed = await api("GET", `/routes?namespaceId=${test.clusterId}&limit=999999`);
        expect(listed.status).toBe(200);
      });

      it("accepts every kind of route the proxy runs", async () => {
        const bodies = [
          route("weighted", { to: ["http://a.internal,10", "h2c://b.internal:81,20"] }),
          route("redirect", { to: undefined, redirect: { httpsRedirect: true, responseCode: 308 } }),
          route("response", { to: undefined, response: { status: 204, body: "" } }),
          route("tcp", { from: "tcp+https://tcp.example.com/db.internal:5432", to: ["tcp://db.internal:5432"] }),
          route("udp", { from: "udp+https://udp.example.com/dns.internal:53", to: ["udp://dns.internal:53"] }),
          route("unix", { to: ["unix:///var/run/app.sock"] }),
          route("wildcard", { from: "https://*.apps.example.com" }),
          route("ssh", { from: "ssh://ssh.example.com", to: ["ssh://host.internal:22"] }),
          route("regex", { regex: "^/v[0-9]+/(users|groups)$", regexRewritePattern: "^/v1/(.*)$", regexRewriteSubstitution: "/\\1" }),
          route("health-http", {
            healthCheck: { type: "http", path: "/healthz", expectedStatuses: [{ start: 200, end: 300 }], timeout: "5s", interval: "10s" },
          }),
          route("health-tcp", { healthCheck: { type: "tcp", send: "PING", receive: ["PONG"] } }),
          route("health-grpc", { healthCheck: { type: "grpc", serviceName: "app" }, loadBalancingPolicy: "maglev" }),
          route("extras", { timeout: "1h30m", idleTimeout: "0s", bearerTokenFormat: "idp_access_token", jwtIssuerFormat: "uri", dependsOn: ["x.example.com"] }),
          route("hosted", {
            circuitBreakerThresholds: { maxConnectionPools: 1, maxConnections: 2, maxPendingRequests: 3, maxRequests: 4, maxRetries: 5 },
            healthyPanicThreshold: 0,
            sessionRecording: { enabled: false },
          }),
          route("mcp-server", { mcp: { server: { path: "/mcp", maxRequestBytes: 4096, authorizationServerUrl: "https://auth.example.com" } } }),
          route("mcp-client", { mcp: { client: {} } }),
        ];
        for (const body of bodies) {
          const res = await api("POST", "/routes", JSON.parse(JSON.stringify(body)));
          expect(res.status, `${body.name}: ${JSON.stringify(res.body)}`).toBe(201);
          // The hosted API's newer fields come back as written.
          for (const field of ["circuitBreakerThresholds", "healthyPanicThreshold", "sessionRecording", "mcp"]) {
            if (field in body) expect(res.body[field], `${body.name}.${field}`).toEqual((body as Record<string, unknown>)[field]);
          }
        }
      });

      it("takes an upstream tunnel's SSH policy from the policies the route's namespace sees", async () => {
        const ssh = await create("policies", policy("ssh", { ppl: { allow: { and: [{ ssh_username: { is: "root" } }] } } }));
        const res = await api(
          "POST",
          "/routes",
          route("tunnel", { from: "ssh://tunnel.example.com", to: ["ssh://host.internal:22"], upstreamTunnel: { sshPolicyId: ssh.id } }),
        );
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.body.upstreamTunnel).toEqual({ sshPolicyId: ssh.id });
        const before = await fingerprint(test);
        const missing = await api(
          "POST",
          "/routes",
          route("tunnel2", { from: "ssh://tunnel2.example.com", to: ["ssh://host.internal:22"], upstreamTunnel: { sshPolicyId: "no-such-policy" } }),
        );
        expect(missing.status).toBe(400);
        expect(missing.body.details.map((d: { path: string }) => d.path)).toEqual(["/upstreamTunnel/sshPolicyId"]);
        const oauth = await api(
          "POST",
          "/routes",
          route("oauth", { mcp: { server: { upstreamOAuth2: { clientId: "c", clientSecret: "s", oauth2Endpoint: { authStyle: "sideways" } } } } }),
        );
        expect(oauth.status).toBe(400);
        expect(oauth.body.details.map((d: { path: string }) => d.path)).toContain("/mcp/server/upstreamOAuth2/oauth2Endpoint/authStyle");
        expect(await fingerprint(test)).toBe(before);
        // The tunnel's policy cannot be deleted, nor moved where the route would not see it, while the
        // route names it; once the route stops naming it, it can.
        const elsewhere = (await api("POST", "/clusters", { name: "other", domain: "other-1" })).body.id;
        const beforeRefusals = await fingerprint(test);
        const refused = await api("DELETE", `/policies/${ssh.id}`);
        expect([refused.status, refused.body.code]).toEqual([409, "failed_precondition"]);
        expect(refused.body.error).toMatch(/SSH policy of routes "tunnel"/);
        const moved = await api("PATCH", `/policies/${ssh.id}`, [{ op: "replace", path: "/namespaceId", value: elsewhere }], PATCH);
        expect(moved.status).toBe(400);
        expect(moved.body.details[0].message).toMatch(/"tunnel"/);
        expect(await fingerprint(test)).toBe(beforeRefusals);
        expect((await api("PATCH", `/routes/${res.body.id}`, [{ op: "remove", path: "/upstreamTunnel" }], PATCH)).status).toBe(200);
        expect((await api("DELETE", `/policies/${ssh.id}`)).status).toBe(204);
      });

      it("checks a policy's deletion and move by the routes that name it, not by every route of the namespaces below it", async () => {
        const ssh = (await create("policies", policy("ssh", { ppl: { allow: { and: [{ ssh_username: { is: "root" } }] } } }))).id;
        const other = (await create("policies", policy("other"))).id;
        for (let i = 0; i < 12; i++) expect((await api("POST", "/routes", route(`plain-${i}`, { policyIds: [other] }))).status).toBe(201);
        const tunnel = await api(
          "POST",
          "/routes",
          route("tunnel", { from: "ssh://tunnel.example.com", to: ["ssh://host.internal:22"], upstreamTunnel: { sshPolicyId: ssh } }),
        );
        expect(tunnel.status).toBe(201);
        const elsewhere = (await api("POST", "/clusters", { name: "other", domain: "other-1" })).body.id;
        // Refused, having read the one route that names the policy, for the deletion and for the move.
        listed.clear();
        expect((await api("DELETE", `/policies/${ssh}`)).status).toBe(409);
        expect((await api("PATCH", `/policies/${ssh}`, [{ op: "replace", path: "/namespaceId", value: elsewhere }], PATCH)).status).toBe(400);
        expect(listed.get("route")).toBe(2);
        expect((await api("PATCH", `/routes/${tunnel.body.id}`, [{ op: "remove", path: "/upstreamTunnel" }], PATCH)).status).toBe(200);
        // Named by no route: deleted without reading any of the thirteen.
        listed.clear();
        expect((await api("DELETE", `/policies/${ssh}`)).status).toBe(204);
        expect(listed.get("route") ?? 0).toBe(0);
      });

      const badRoutes: [string, Record<string, unknown>, string][] = [
        ["from with a path", { from: "https://app.example.com/admin" }, "/from"],
        ["from without a scheme", { from: "app.example.com" }, "/from"],
        ["from with ftp://", { from: "ftp://files.example.com" }, "/from"],
        ["mixed weighted and unweighted to", { to: ["https://a.internal,1", "https://b.internal"] }, "/to"],
        ["a zero weight", { to: ["https://a.internal,0"] }, "/to/0"],
        ["tcp mixed with http", { to: ["tcp://a.internal:1", "http://b.internal"] }, "/to"],
        ["to without a host", { to: ["https://"] }, "/to/0"],
        ["to plus redirect", { redirect: { httpsRedirect: true } }, "/redirect"],
        ["no to, redirect or response", { to: [] }, ""],
        ["redirect code 200", { to: undefined, redirect: { responseCode: 200 } }, "/redirect/responseCode"],
        ["response status 99", { to: undefined, response: { status: 99, body: "" } }, "/response/status"],
        ["regex with look-behind", { regex: "(?<=a)b" }, "/regex"],
        ["regex with a back-reference", { regex: "(a)\\1" }, "/regex"],
        ["an unclosed class", { regexRewritePattern: "[" }, "/regexRewritePattern"],
        ["a regex of 1025 characters", { regex: "a".repeat(1025) }, "/regex"],
        ["a regex of almost a megabyte", { regex: "(a|b)".repeat(200_000) }, "/regex"],
        ["a regex too complex for the proxy's RE2", { regex: "[a-z]{1000}[0-9]{100}" }, "/regex"],
        ["prefixRewrite with regexRewritePattern", { prefixRewrite: "/x", regexRewritePattern: "^/y" }, "/regexRewritePattern"],
        ["timeout 5", { timeout: "5" }, "/timeout"],
        ["timeout 1.5s", { timeout: "1.5s" }, "/timeout"],
        ["timeout -1s", { idleTimeout: "-1s" }, "/idleTimeout"],
        ["an unknown load-balancing policy", { loadBalancingPolicy: "fastest" }, "/loadBalancingPolicy"],
        ["a health check of an unknown type", { healthCheck: { type: "icmp" } }, "/healthCheck"],
        ["an inverted status range", { healthCheck: { type: "http", expectedStatuses: [{ start: 300, end: 200 }] } }, "/healthCheck/expectedStatuses/0"],
        ["a tcp route to http upstreams", { from: "tcp+https://t.example.com/db:5432", to: ["http://db"] }, "/to"],
        ["a name of 129 characters", { name: "r".repeat(129) }, "/name"],
        ["an unknown key pair", { tlsClientKeyPairId: "missing" }, "/tlsClientKeyPairId"],
        ["a policy listed twice", { policyIds: ["p", "p"] }, "/policyIds"],
        ["a healthy panic threshold of 101", { healthyPanicThreshold: 101 }, "/healthyPanicThreshold"],
        ["a negative circuit-breaker limit", { circuitBreakerThresholds: { maxRetries: -1 } }, "/circuitBreakerThresholds/maxRetries"],
        ["an unknown circuit-breaker limit", { circuitBreakerThresholds: { maxStreams: 1 } }, "/circuitBreakerThresholds/maxStreams"],
        ["session recording that is not a boolean", { sessionRecording: { enabled: "yes" } }, "/sessionRecording/enabled"],
        ["an MCP server with a string size", { mcp: { server: { maxRequestBytes: "4k" } } }, "/mcp/server/maxRequestBytes"],
        ["an MCP client with settings", { mcp: { client: { token: "x" } } }, "/mcp/client/token"],
      ];
      for (const [what, change, path] of badRoutes) {
        it(`refuses ${what} with a 400 at "${path}", changing nothing`, async () => {
          const before = await fingerprint(test);
          const res = await api("POST", "/routes", JSON.parse(JSON.stringify(route("bad", change))));
          expect(res.status, JSON.stringify(res.body)).toBe(400);
          expect(
            res.body.details.map((d: { path: string }) => d.path),
            JSON.stringify(res.body.details),
          ).toContain(path);
          expect(await fingerprint(test)).toBe(before);
        });
      }

      it("refuses policyIds naming a policy of another organization, another cluster's namespace, or a deleted one", async () => {
        const other = (await call(test, "POST", "/organizations", { as: "zed", body: { name: "Other" } })).body.organization.id;
        const foreign = await call(test, "POST", `/organizations/${other}/policies`, { as: "zed", body: { ...policy("theirs"), namespaceId: other } });
        expect(foreign.status).toBe(201);
        const otherCluster = (await api("POST", "/clusters", { name: "second", domain: "second.example.com" })).body.id;
        const elsewhere = await create("policies", policy("elsewhere", { namespaceId: otherCluster }));
        const gone = await create("policies", policy("gone"));
        await api("DELETE", `/policies/${gone.id}`);
        const before = await fingerprint(test);
        const res = await api("POST", "/routes", route("refs", { policyIds: [foreign.body.id, elsewhere.id, gone.id] }));
        expect(res.status).toBe(400);
        expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(["/policyIds/0", "/policyIds/1", "/policyIds/2"]);
        expect(await fingerprint(test)).toBe(before);
      });

      it("treats the MCP upstream's OAuth2 client secret like the route's other secrets", async () => {
        const secret = "mcp-upstream-client-secret";
        const upstreamOAuth2 = {
          clientId: "mcp-client",
          clientSecret: secret,
          oauth2Endpoint: {
            authUrl: "https://auth.example.com/authorize",
            tokenUrl: "https://auth.example.com/token",
            authStyle: "OAUTH2_AUTH_STYLE_IN_HEADER",
          },
          scopes: ["read", "write"],
          authorizationUrlParams: { access_type: "offline" },
        };
        const created = await create("routes", route("mcp-oauth", { mcp: { server: { path: "/mcp", upstreamOAuth2 } } }));
        expect(created.mcp.server.upstreamOAuth2).toEqual(upstreamOAuth2);
        // The log says it is set, never what it is.
        const entries = await activity(created.id);
        expect(entries[0].entity.data.mcp.server.upstreamOAuth2).toMatchObject({ clientId: "mcp-client", clientSecretSet: true });
        expect(JSON.stringify(entries)).not.toContain(secret);
        // Auditors read the route without it; a PUT of what they read (by a writer) keeps it.
        await addMember(test, test.orgId, "audrey", "auditor");
        const audited = await call(test, "GET", `${org}/routes/${created.id}`, { as: "audrey" });
        expect(audited.body.mcp.server.upstreamOAuth2).toEqual({ ...upstreamOAuth2, clientSecret: undefined });
        expect(JSON.stringify(audited.body)).not.toContain(secret);
        const { id: _i, createdAt: _c, updatedAt: _u, policies: _p, enforcedPolicies: _e, enforcedPolicyIds: _ei, ...fields } = audited.body;
        expect((await api("PUT", `/routes/${created.id}`, { ...fields, description: "kept" })).status).toBe(200);
        expect((await test.store.get("route", test.orgId, created.id))!.mcp?.server?.upstreamOAuth2?.clientSecret).toBe(secret);
        // A patch cannot read it, nor reach inside it; it can set it, and other changes keep it.
        const before = await fingerprint(test);
        const pointer = "/mcp/server/upstreamOAuth2/clientSecret";
        for (const op of [
          { op: "test", path: pointer, value: secret },
          { op: "copy", from: pointer, path: "/description" },
          { op: "move", from: pointer, path: "/description" },
        ]) {
          const res = await api("PATCH", `/routes/${created.id}`, [op], PATCH);
          expect(res.status, JSON.stringify(op)).toBe(400);
          expect(JSON.stringify(res.body)).toMatch(/secret/);
        }
        // Testing the object that holds it does not see it either: the secret is not part of what a patch reads.
        const holder = await api("PATCH", `/routes/${created.id}`, [{ op: "test", path: "/mcp/server/upstreamOAuth2", value: upstreamOAuth2 }], PATCH);
        expect(holder.status).toBe(409);
        expect(await fingerprint(test)).toBe(before);
        const other = await api("PATCH", `/routes/${created.id}`, [{ op: "replace", path: "/mcp/server/upstreamOAuth2/scopes", value: ["read"] }], PATCH);
        expect(other.status).toBe(200);
        expect(other.body.mcp.server.upstreamOAuth2.clientSecret).toBe(secret);
        const replaced = await api("PATCH", `/routes/${created.id}`, [{ op: "replace", path: pointer, value: "rotated-client-secret" }], PATCH);
        expect(replaced.body.mcp.server.upstreamOAuth2.clientSecret).toBe("rotated-client-secret");
        const removed = await api("PATCH", `/routes/${created.id}`, [{ op: "remove", path: pointer }], PATCH);
        expect(removed.status).toBe(200);
        expect((await test.store.get("route", test.orgId, created.id))!.mcp?.server?.upstreamOAuth2).toEqual({
          ...upstreamOAuth2,
          scopes: ["read"],
          clientSecret: undefined,
        });
      });

      it("keeps route secrets out of the activity log and patch reads, and shows them to writers only", async () => {
        const secret = "s3cr3t-client-secret-value";
        const { id } = await create(
          "routes",
          route("idp", { identityProviderClientId: "cid", identityProviderClientSecret: secret, kubernetesServiceAccountToken: "k8s-token-value" }),
        );
        const entries = await activity(id);
        expect(entries[0].entity.data).toMatchObject({ identityProviderClientSecretSet: true, kubernetesServiceAccountTokenSet: true });
        expect(JSON.stringify(entries)).not.toContain(secret);
        expect(JSON.stringify(entries)).not.toContain("k8s-token-value");
        const test1 = await api("PATCH", `/routes/${id}`, [{ op: "test", path: "/identityProviderClientSecret", value: secret }], PATCH);
        expect(test1.status).toBe(400);
        const copy = await api("PATCH", `/routes/${id}`, [{ op: "copy", from: "/kubernetesServiceAccountToken", path: "/description" }], PATCH);
        expect(copy.status).toBe(400);
        const replaced = await api("PATCH", `/routes/${id}`, [{ op: "replace", path: "/identityProviderClientSecret", value: "new-secret-value" }], PATCH);
        expect(replaced.status).toBe(200);
        // Writers read them back (as the hosted API shows them); auditors never; a PUT of the GET body keeps them.
        const got = await api("GET", `/routes/${id}`);
        expect(got.body).toMatchObject({ identityProviderClientSecret: "new-secret-value", kubernetesServiceAccountToken: "k8s-token-value" });
        expect(replaced.body.identityProviderClientSecret).toBe("new-secret-value");
        const listed = (await api("GET", `/routes?namespaceId=${test.clusterId}`)).body.find((r: { id: string }) => r.id === id);
        expect(listed.kubernetesServiceAccountToken).toBe("k8s-token-value");
        await addMember(test, test.orgId, "audrey", "auditor");
        for (const asAuditor of [
          await call(test, "GET", `${org}/routes/${id}`, { as: "audrey" }),
          await call(test, "GET", `${org}/routes?namespaceId=${test.clusterId}`, { as: "audrey" }),
        ]) {
          expect(asAuditor.status).toBe(200);
          expect(JSON.stringify(asAuditor.body)).not.toContain("new-secret-value");
          expect(JSON.stringify(asAuditor.body)).not.toContain("k8s-token-value");
        }
        expect((await api("PUT", `/routes/${id}`, got.body)).status).toBe(200);
        const stored = await test.store.get("route", test.orgId, id);
        expect([stored!.identityProviderClientSecret, stored!.kubernetesServiceAccountToken]).toEqual(["new-secret-value", "k8s-token-value"]);
        await api("PUT", `/routes/${id}`, { ...got.body, kubernetesServiceAccountToken: "" });
        expect((await test.store.get("route", test.orgId, id))!.kubernetesServiceAccountToken).toBe("");
        // Called directly, the service leaves them out unless asked.
        const plain = await test.plane.services.routes.get(test.orgId, id);
        expect(plain.route.identityProviderClientSecret).toBeUndefined();
        const revealed = await test.plane.services.routes.get(test.orgId, id, { withSecrets: true });
        expect(revealed.route.identityProviderClientSecret).toBe("new-secret-value");
      });

      it("takes a GET body back unchanged, read-only links included, changing only updatedAt", async () => {
        const p = await create("policies", policy("linked"));
        await create("policies", policy("always", { enforced: true }));
        const { id } = await create("routes", route("round-trip", { policyIds: [p.id], healthCheck: { type: "tcp", send: "x" } }));
        const before = (await api("GET", `/routes/${id}`)).body;
        const res = await api("PUT", `/routes/${id}`, before);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const { updatedAt: _a, ...after } = res.body;
        const { updatedAt: _b, ...expected } = before;
        expect(after).toEqual(expected);
      });
    });

    describe("links", () => {
      it("echoes listed and enforced policies on routes, and routes on policies; a rename shows everywhere at once", async () => {
        const team = await namespace("team", test.clusterId);
        const listed = await create("policies", policy("listed"));
        const rootEnforced = await create("policies", policy("root rule", { enforced: true }));
        const clusterEnforced = await create("policies", policy("cluster rule", { enforced: true, namespaceId: test.clusterId }));
        const teamEnforced = await create("policies", policy("team rule", { enforced: true, namespaceId: team }));
        const otherCluster = (await api("POST", "/clusters", { name: "second", domain: "second.example.com" })).body.id;
        await create("policies", policy("other cluster rule", { enforced: true, namespaceId: otherCluster }));
        const r = await create("routes", route("linked", { namespaceId: team, policyIds: [listed.id] }));

        expect(r.policies).toEqual([{ id: listed.id, name: "listed", updatedAt: listed.updatedAt }]);
        expect(r.enforcedPolicies.map((p: any) => p.name).sort()).toEqual(["cluster rule", "root rule", "team rule"]);
        expect(r.enforcedPolicyIds.sort()).toEqual([rootEnforced.id, clusterEnforced.id, teamEnforced.id].sort());
        expect((await api("GET", `/policies/${listed.id}`)).body.routes).toEqual([{ id: r.id, name: "linked", updatedAt: r.updatedAt }]);
        expect((await api("GET", `/policies/${rootEnforced.id}`)).body.enforcedRoutes).toEqual([{ id: r.id, name: "linked", updatedAt: r.updatedAt }]);
        expect((await api("GET", `/policies/${listed.id}`)).body.enforcedRoutes).toEqual([]);

        const renamedPolicy = (await api("PATCH", `/policies/${listed.id}`, [{ op: "replace", path: "/name", value: "renamed" }], PATCH)).body;
        const renamedRoute = (await api("PATCH", `/routes/${r.id}`, [{ op: "replace", path: "/name", value: "renamed-route" }], PATCH)).body;
        expect((await api("GET", `/routes/${r.id}`)).body.policies).toEqual([{ id: listed.id, name: "renamed", updatedAt: renamedPolicy.updatedAt }]);
        const listedRoutes = (await api("GET", `/routes?namespaceId=${team}`)).body;
        expect(listedRoutes[0].policies).toEqual([{ id: listed.id, name: "renamed", updatedAt: renamedPolicy.updatedAt }]);
        expect((await api("GET", `/policies/${listed.id}`)).body.routes).toEqual([{ id: r.id, name: "renamed-route", updatedAt: renamedRoute.updatedAt }]);
      });

      it("computes the links of a list in a fixed number of reads, not one per item", async () => {
        const p = await create("policies", policy("shared", { enforced: true }));
        // Measured warm: the first read of a list may also fill what reads keep of its policies.
        const readsOfList = async () => {
          await api("GET", `/routes?namespaceId=${test.clusterId}`);
          const start = reads();
          const res = await api("GET", `/routes?namespaceId=${test.clusterId}`);
          return { reads: reads() - start, count: res.body.length };
        };
        for (let i = 0; i < 3; i++) await create("routes", route(`few-${i}`, { policyIds: [p.id] }));
        const few = await readsOfList();
        for (let i = 0; i < 30; i++) await create("routes", route(`many-${i}`, { policyIds: [p.id] }));
        const many = await readsOfList();
        expect([few.count, many.count]).toEqual([3, 33]);
        expect(many.reads).toBe(few.reads);
        const policyReads = async () => {
          const start = reads();
          await api("GET", `/policies?namespaceId=${test.orgId}&includeDescendants=true`);
          return reads() - start;
        };
        const onePolicy = await policyReads();
        for (let i = 0; i < 20; i++) await create("policies", policy(`extra-${i}`, { enforced: i % 2 === 0 }));
        expect(await policyReads()).toBe(onePolicy);
      });
    });

    describe("lists", () => {
      it("lists a namespace, or with includeDescendants every namespace below it, each entity once", async () => {
        const team = await namespace("team", test.clusterId);
        const nested = await namespace("nested", team);
        const atRoot = await create("policies", policy("at root"));
        const atCluster = await create("policies", policy("at cluster", { namespaceId: test.clusterId }));
        const atNested = await create("policies", policy("at nested", { namespaceId: nested }));
        const ids = (res: ApiResponse) => res.body.map((p: { id: string }) => p.id).sort();
        expect(ids(await api("GET", `/policies?namespaceId=${test.orgId}`))).toEqual([atRoot.id]);
        const all = await api("GET", `/policies?namespaceId=${test.orgId}&includeDescendants=true`);
        expect(ids(all)).toEqual([atRoot.id, atCluster.id, atNested.id].sort());
        expect(all.headers.get("x-total-count")).toBe("3");
        expect(ids(await api("GET", `/policies?namespaceId=${team}&includeDescendants=true`))).toEqual([atNested.id]);
      });

      it("orders and pages in the store, with X-Total-Count on request", async () => {
        for (const name of ["delta", "alpha", "charlie", "bravo", "echo"]) await create("routes", route(name));
        const names = (res: ApiResponse) => res.body.map((r: { name: string }) => r.name);
        const base = `/routes?namespaceId=${test.clusterId}`;
        expect(names(await api("GET", `${base}&orderBy=name`))).toEqual(["alpha", "bravo", "charlie", "delta", "echo"]);
        expect(names(await api("GET", `${base}&orderBy=-name`))).toEqual(["echo", "delta", "charlie", "bravo", "alpha"]);
        expect(names(await api("GET", base))).toEqual(["delta", "alpha", "charlie", "bravo", "echo"]);
        const page = await api("GET", `${base}&orderBy=name&offset=1&limit=2`, undefined, { prefer: "count=exact" });
        expect(names(page)).toEqual(["bravo", "charlie"]);
        expect(page.headers.get("x-total-count")).toBe("5");
        expect((await api("GET", `${base}&orderBy=color`)).status).toBe(400);
        expect((await api("GET", `/routes`)).status).toBe(400);
        expect((await api("GET", `/routes?namespaceId=unknown`)).status).toBe(404);
      });
    });
  });
}
