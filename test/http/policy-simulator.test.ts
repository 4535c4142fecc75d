/**
 * `POST .../policies/evaluate` on every store: inline PPL, saved policies, and a route against the saved
 * and the applied configuration (its policies, the enforced ones above it, the client-certificate rule),
 * batches, the proxy's internal paths, and the bad input of the simulator issue. Nothing it does is a write.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { call, exchange, type ApiResponse } from "../support/api.js";
import { createTestPlane, fingerprint, type TestPlane } from "../support/planes.js";
import { everyStore } from "../support/stores.js";
import { eventLoopTurnsDuring } from "../support/event-loop.js";
import { selfSignedCertificate } from "../support/certificates.js";

const PATCH = { "content-type": "application/json-patch+json" };

/** A self-signed CA certificate made by openssl, for a downstream client CA. */
function clientCaCertificate(): string {
  const dir = mkdtempSync(join(tmpdir(), "accessplane-sim-"));
  try {
    return selfSignedCertificate(dir, "ca", {
      subject: "/CN=Client CA",
      days: 2,
      args: ["-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign"],
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const [storeName, makeStore] of everyStore("simulator")) {
  describe(`policy simulator on ${storeName}`, () => {
    let test: TestPlane;
    let owner: { token: string };
    let org: string;

    beforeEach(async () => {
      test = await createTestPlane(await makeStore());
      owner = { token: await exchange(test, test.refreshToken) };
      org = `/organizations/${test.orgId}`;
    });

    const api = (method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse> =>
      call(test, method, `${org}${path}`, { as: owner, ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });
    const evaluate = (body: unknown) => api("POST", "/policies/evaluate", body);
    const created = async (path: string, body: unknown): Promise<any> => {
      const res = await api("POST", path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    const policy = (name: string, ppl: unknown, extra: Record<string, unknown> = {}) => ({
      namespaceId: test.orgId,
      name,
      ppl,
      description: "",
      explanation: "",
      remediation: "",
      ...extra,
    });
    const route = (name: string, extra: Record<string, unknown> = {}) => ({
      namespaceId: test.clusterId,
      name,
      from: `https://${name}.example.com`,
      to: ["https://up.internal"],
      ...extra,
    });
    const ann = { method: "GET", path: "/", user: { id: "ann", email: "ann@example.com", groups: ["eng"] } };
    const bob = { method: "GET", path: "/", user: { id: "bob", email: "bob@other.org" } };

    it("evaluates inline PPL for one request and explains the decision", async () => {
      const res = await evaluate({ ppl: { allow: { or: [{ domain: "example.com" }] } }, request: ann });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({
        outcome: "allow",
        allowed: true,
        allow: { value: true, reasons: ["domain-ok"] },
        deny: { value: false, reasons: [] },
        trace: [{ path: "/allow/or/0", criterion: "domain", value: true, reasons: ["domain-ok"] }],
        unsupportedCriteria: [],
      });
    });

    it("evaluates a batch in order", async () => {
      const res = await evaluate({ ppl: { allow: { or: [{ domain: "example.com" }] } }, requests: [ann, bob, {}] });
      expect(res.status).toBe(200);
      expect(res.body.results.map((r: { outcome: string }) => r.outcome)).toEqual(["allow", "forbidden", "login"]);
    });

    it("gives a batch's results without traces unless asked, and one request's with its trace", async () => {
      const ppl = { allow: { or: [{ domain: "example.com" }] } };
      const batch = await evaluate({ ppl, requests: [ann, bob] });
      expect(batch.body.results.map((r: { trace: unknown[] }) => r.trace)).toEqual([[], []]);
      const traced = await evaluate({ ppl, requests: [ann, bob], trace: true });
      expect(traced.body.results.map((r: { trace: unknown[] }) => r.trace.length)).toEqual([1, 1]);
      expect((await evaluate({ ppl, request: ann })).body.trace).toHaveLength(1);
      expect((await evaluate({ ppl, request: ann, trace: false })).body.trace).toEqual([]);
    });

    it("refuses, before any work, a call whose criteria × requests exceed the budget, naming the limit", async () => {
      // 1 000 criteria × 1 000 requests was 5 s of CPU and a 96.6 MB answer, holding every other request.
      const wide = { allow: { or: Array.from({ length: 1000 }, (_, i) => ({ email: { is: `user-${i}@example.com` } })) } };
      const refused = await evaluate({ ppl: wide, requests: Array.from({ length: 1000 }, () => ann) });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(/1000000 criterion checks \(1000 criteria × 1000 requests\); the limit is 200000/);
      expect(refused.body.details.map((d: { path: string }) => d.path)).toEqual(["/requests"]);
      // Saved policies count together: 100 of them × 10 requests is the same sum.
      const within = await evaluate({ ppl: wide, requests: Array.from({ length: 200 }, () => ann) });
      expect(within.status).toBe(200);
      expect(within.body.results).toHaveLength(200);
    });

    it("lets the event loop turn while a large batch is evaluated, instead of holding it to the end", async () => {
      const wide = { allow: { or: Array.from({ length: 1000 }, (_, i) => ({ email: { is: `user-${i}@example.com` } })) } };
      const batch = { ppl: wide, requests: Array.from({ length: 200 }, () => ann) };
      // 200 000 checks, yielding every 5 000: other requests are served between the slices. Before,
      // the batch ran to its end without one turn of the loop (5 s of CPU at 1 000 x 1 000).
      const turns = await eventLoopTurnsDuring(() => test.plane.services.policySimulator.evaluate(test.orgId, batch));
      expect(turns).toBeGreaterThanOrEqual(10);
    });

    // The throttle is kept in the process, not in the store: run once (26 heavy calls), on memory.
    if (storeName === "memory")
      it("throttles a caller past its share of checks a minute with 429 and Retry-After, on the control plane's clock", async () => {
        const wide = { allow: { or: Array.from({ length: 1000 }, (_, i) => ({ email: { is: `user-${i}@example.com` } })) } };
        const heavy = { ppl: wide, requests: Array.from({ length: 200 }, () => ann) };
        for (let i = 0; i < 25; i++) expect((await evaluate(heavy)).status).toBe(200);
        const throttled = await evaluate(heavy);
        expect(throttled.status).toBe(429);
        expect(throttled.body.code).toBe("resource_exhausted");
        expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
        test.clock!.advance(60_000);
        expect((await evaluate(heavy)).status).toBe(200);
      });

    it("evaluates saved policies together, naming each in the trace", async () => {
      const engineers = await created("/policies", policy("engineers", { allow: { or: [{ groups: "eng" }] } }));
      const noDelete = await created("/policies", policy("no delete", { deny: { or: [{ http_method: "DELETE" }] } }));
      const res = await evaluate({ policyIds: [engineers.id, noDelete.id], requests: [ann, { ...ann, method: "DELETE" }, bob], trace: true });
      expect(res.status).toBe(200);
      const [get, del, other] = res.body.results;
      expect(get.outcome).toBe("allow");
      expect(del).toMatchObject({ outcome: "forbidden", deny: { value: true, reasons: ["http-method-ok"] } });
      expect(other.outcome).toBe("forbidden");
      expect(get.trace.map((t: { policyId: string; path: string }) => `${t.policyId}${t.path}`)).toEqual([
        `${engineers.id}/allow/or/0`,
        `${noDelete.id}/deny/or/0`,
      ]);
    });

    it("evaluates a route against the saved and the applied configuration", async () => {
      const domain = await created("/policies", policy("domain", { allow: { or: [{ domain: "example.com" }] } }));
      const enforced = await created("/policies", policy("no guests", { deny: { or: [{ "claim/guest": "true" }] } }, { enforced: true }));
      const app = await created("/routes", route("app", { policyIds: [domain.id] }));
      // Auto-apply is on: the applied configuration has the route as saved.
      for (const config of ["saved", "applied"]) {
        const res = await evaluate({
          routeId: app.id,
          config,
          requests: [ann, { ...ann, user: { ...ann.user, claims: { guest: ["true"] } } }, bob],
          trace: true,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(
          res.body.results.map((r: { outcome: string }) => r.outcome),
          config,
        ).toEqual(["allow", "forbidden", "forbidden"]);
        expect(res.body.results[1].trace.map((t: { policyId: string }) => t.policyId)).toEqual([domain.id, enforced.id]);
      }
      // With auto-apply off, a saved change is not yet what the proxy runs.
      expect((await api("PATCH", `/clusters/${test.clusterId}/settings`, [{ op: "replace", path: "/autoApplyChangesets", value: false }], PATCH)).status).toBe(
        200,
      );
      expect(
        (await api("PATCH", `/policies/${domain.id}`, [{ op: "replace", path: "/ppl", value: { allow: { or: [{ domain: "other.org" }] } } }], PATCH)).status,
      ).toBe(200);
      const saved = await evaluate({ routeId: app.id, requests: [ann, bob], trace: true });
      const applied = await evaluate({ routeId: app.id, config: "applied", requests: [ann, bob], trace: true });
      expect(saved.body.results.map((r: { outcome: string }) => r.outcome)).toEqual(["forbidden", "allow"]);
      expect(applied.body.results.map((r: { outcome: string }) => r.outcome)).toEqual(["allow", "forbidden"]);
      // A route saved but never applied is a conflict against the applied configuration.
      const fresh = await created("/routes", route("fresh", { policyIds: [domain.id] }));
      const notApplied = await evaluate({ routeId: fresh.id, config: "applied", request: ann });
      expect(notApplied.status).toBe(409);
      expect(notApplied.body.code).toBe("failed_precondition");
      expect((await evaluate({ routeId: fresh.id, request: bob })).body.outcome).toBe("allow");
    });

    it("adds the proxy's client-certificate rule when a downstream client CA is configured", async () => {
      const everyone = await created("/policies", policy("everyone", { allow: { or: [{ accept: true }] } }));
      const ca = await created("/keyPairs", { namespaceId: test.orgId, name: "client ca", certificate: clientCaCertificate() });
      const app = await created("/routes", route("mtls", { policyIds: [everyone.id], tlsDownstreamClientCaKeyPairId: ca.id }));
      for (const config of ["saved", "applied"]) {
        const res = await evaluate({
          routeId: app.id,
          config,
          requests: [{}, { clientCertificate: { presented: true } }, { clientCertificate: { presented: true, valid: true } }],
          trace: true,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(
          res.body.results.map((r: { outcome: string }) => r.outcome),
          config,
        ).toEqual(["invalid_client_certificate", "invalid_client_certificate", "allow"]);
        expect(res.body.results[0].trace[1]).toMatchObject({ criterion: "invalid_client_certificate", note: expect.stringContaining("client CA") });
      }
    });

    it("answers the proxy's internal paths as the proxy does, without the route's policies", async () => {
      const app = await created("/routes", route("internal"));
      const res = await evaluate({
        routeId: app.id,
        requests: [
          { path: "/.pomerium/jwt" },
          { path: "/.pomerium/jwt", sessionId: "s" },
          { path: "/.pomerium/sign_out" },
          { path: "/" },
          { path: "/.pomerium/webauthn" },
          // The proxy compares the internal paths that need a session exactly: below them, none is needed.
          { path: "/.pomerium/webauthn/x" },
        ],
      });
      expect(res.body.results.map((r: { outcome: string; allow: { reasons: string[] } }) => [r.outcome, r.allow.reasons])).toEqual([
        ["login", ["user-unauthenticated"]],
        ["allow", ["pomerium-route"]],
        ["allow", ["pomerium-route"]],
        ["forbidden", []],
        ["login", ["user-unauthenticated"]],
        ["allow", ["pomerium-route"]],
      ]);
    });

    it("applies the cluster's path rules before the route's policies, as the proxy does (its defaults since 0.33, then the settings)", async () => {
      // A deny on /admin, which a path with a doubled slash or a dot segment must not escape.
      const guard = await created(
        "/policies",
        policy("no admin", [{ allow: { or: [{ accept: true }] } }, { deny: { or: [{ http_path: { starts_with: "/admin" } }] } }]),
      );
      const app = await created("/routes", route("paths", { policyIds: [guard.id] }));
      const outcomes = async () => {
        const res = await evaluate({
          routeId: app.id,
          requests: [{ path: "//admin" }, { path: "/public/../admin" }, { path: "/a%2Fb" }, { path: "/ok", headers: { x_forwarded_user: "root" } }],
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.results.map((r: { outcome: string; path?: string }) => [r.outcome, r.path ?? null]);
      };
      expect(await outcomes()).toEqual([
        ["forbidden", "/admin"],
        ["forbidden", "/admin"],
        ["rejected", null],
        ["rejected", null],
      ]);
      const patched = await api(
        "PATCH",
        `/clusters/${test.clusterId}/settings`,
        [
          { op: "add", path: "/mergeSlashes", value: false },
          { op: "add", path: "/normalizePath", value: false },
          { op: "add", path: "/pathWithEscapedSlashesAction", value: "unescape_and_redirect" },
          { op: "add", path: "/headersWithUnderscoresAction", value: "drop_header" },
        ],
        PATCH,
      );
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);
      expect(await outcomes()).toEqual([
        ["allow", null],
        ["allow", null],
        ["redirect", "/a/b"],
        ["allow", null],
      ]);
    });

    it("takes a workload JWT as the session of a route whose bearer token format is jwt, from a provider of the settings the route accepts", async () => {
      const patched = await api(
        "PATCH",
        `/clusters/${test.clusterId}/settings`,
        [
          {
            op: "add",
            path: "/identityProviders",
            value: {
              k8s: { issuer: "https://kubernetes.default.svc.cluster.local", jwksUrl: "https://10.0.0.1/openid/v1/jwks", audiences: ["pomerium"] },
              github: { issuer: "https://token.actions.githubusercontent.com", audiences: ["https://github.com/acme"], supportedAlgs: ["RS256"] },
            },
          },
        ],
        PATCH,
      );
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);
      const runner = await created(
        "/policies",
        policy("ci runner", { allow: { and: [{ user: "system:serviceaccount:ci:runner" }, { "claim/kubernetes.io/namespace": "ci" }] } }),
      );
      const app = await created("/routes", route("workloads", { policyIds: [runner.id], bearerTokenFormat: "jwt", identityProviders: ["k8s"] }));
      const token = (issuer: string, audiences: string[]) => ({
        path: "/",
        jwtBearer: { issuer, audiences, claims: { sub: "system:serviceaccount:ci:runner", "kubernetes.io/namespace": "ci" } },
      });
      const res = await evaluate({
        routeId: app.id,
        requests: [
          token("https://kubernetes.default.svc.cluster.local", ["pomerium"]),
          token("https://kubernetes.default.svc.cluster.local", ["someone-else"]),
          token("https://token.actions.githubusercontent.com", ["https://github.com/acme"]),
          token("https://unknown.example.com", ["pomerium"]),
        ],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.results.map((r: { outcome: string; note?: string }) => [r.outcome, r.note ?? null])).toEqual([
        ["allow", null],
        ["login", 'the token has none of the audiences of the identity provider "k8s"'],
        ["login", 'the route does not accept tokens of the identity provider "github"'],
        ["login", 'no identity provider of the settings has the issuer "https://unknown.example.com"'],
      ]);
      // Settings the proxy would refuse are refused: an HMAC algorithm, a duplicate issuer, a name in upper case.
      const bad = await api(
        "PATCH",
        `/clusters/${test.clusterId}/settings`,
        [
          {
            op: "add",
            path: "/identityProviders/K8s",
            value: { issuer: "https://kubernetes.default.svc.cluster.local", audiences: ["x"], supportedAlgs: ["HS256"] },
          },
        ],
        PATCH,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual([
        "/identityProviders/K8s",
        "/identityProviders/K8s/issuer",
        "/identityProviders/K8s/supportedAlgs/0",
      ]);
    });

    it("writes nothing (every role may call it: see the authorization matrix)", async () => {
      const domain = await created("/policies", policy("domain", { allow: { or: [{ domain: "example.com" }] } }));
      const app = await created("/routes", route("quiet", { policyIds: [domain.id] }));
      const before = await fingerprint(test);
      for (const body of [
        { policyIds: [domain.id], request: ann },
        { routeId: app.id, config: "applied", request: ann },
        { ppl: {}, requests: [ann, bob] },
      ]) {
        expect((await evaluate(body)).status).toBe(200);
      }
      expect(await fingerprint(test)).toBe(before);
    });

    describe("bad input", () => {
      const bad = async (body: unknown, status: number, path?: string, message?: RegExp) => {
        const before = await fingerprint(test);
        const res = await evaluate(body);
        expect(res.status, JSON.stringify(res.body)).toBe(status);
        if (path !== undefined) expect(res.body.details?.map((d: { path: string }) => d.path) ?? [res.body.error]).toContain(path);
        if (message !== undefined) expect(res.body.error).toMatch(message);
        expect(await fingerprint(test)).toBe(before);
        return res;
      };

      it("a request context with wrong types names the field", async () => {
        await bad({ ppl: {}, request: { user: { groups: "eng" } } }, 400, "/request/user/groups");
        await bad({ ppl: {}, requests: [{}, { method: 7 }] }, 400, "/requests/1/method");
        await bad({ ppl: {}, request: { surprise: true } }, 400, "/request/surprise");
      });

      it("PPL the proxy cannot compile is a 400 with the proxy's text", async () => {
        await bad({ ppl: { allow: { and: [{ emial: "x" }] } }, request: {} }, 400, "/ppl/allow/and/0", /unknown policy criterion: emial/);
      });

      it("the body names exactly one target and one of request and requests", async () => {
        await bad({ ppl: {}, routeId: "x", request: {} }, 400, undefined, /exactly one of ppl, policyIds and routeId/);
        await bad({ request: {} }, 400, undefined, /exactly one of ppl, policyIds and routeId/);
        await bad({ ppl: {} }, 400, undefined, /exactly one of request and requests/);
        await bad({ ppl: {}, request: {}, requests: [{}] }, 400, undefined, /exactly one of request and requests/);
        await bad({ ppl: {}, config: "applied", request: {} }, 400, "/config");
        await bad({ ppl: {}, requests: Array.from({ length: 1001 }, () => ({})) }, 400, "/requests");
      });

      it("a route or policy of another organization is not found", async () => {
        const other = (await call(test, "POST", "/organizations", { as: "zed", body: { name: "Other" } })).body.organization.id;
        const theirPolicy = await call(test, "POST", `/organizations/${other}/policies`, { as: "zed", body: policy("theirs", {}, { namespaceId: other }) });
        expect(theirPolicy.status).toBe(201);
        const theirRoute = await call(test, "POST", `/organizations/${other}/routes`, { as: "zed", body: route("theirs", { namespaceId: other }) });
        expect(theirRoute.status, JSON.stringify(theirRoute.body)).toBe(201);
        await bad({ routeId: theirRoute.body.id, request: {} }, 404);
        await bad({ policyIds: [theirPolicy.body.id], request: {} }, 404);
      });
    });
  });
}
