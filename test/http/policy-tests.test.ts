/**
 * Policy test suites on every store: stored through the API like every configuration kind, run by every
 * apply on the configuration it is about to make (a failing case fails it and nothing reaches the
 * proxy), run on a draft by `testChangeset` with rule coverage, and the bad input of the issue.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { call, exchange, type ApiResponse } from "../support/api.js";
import { createTestPlane, type TestPlane } from "../support/planes.js";
import { everyStore } from "../support/stores.js";
import { eventLoopTurnsDuring } from "../support/event-loop.js";

const PATCH = { "content-type": "application/json-patch+json" };

for (const [storeName, makeStore] of everyStore("policytests")) {
  describe(`policy test suites on ${storeName}`, () => {
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
    const ann = { user: { id: "ann", email: "ann@example.com" } };
    const bob = { user: { id: "bob", email: "bob@other.org" } };
    const autoApply = async (on: boolean) =>
      expect((await api("PATCH", `/clusters/${test.clusterId}/settings`, [{ op: "replace", path: "/autoApplyChangesets", value: on }], PATCH)).status).toBe(
        200,
      );
    const draftId = async (): Promise<string> => {
      const res = await api("GET", `/changesets?clusterId=${test.clusterId}&status=pending`);
      expect(res.status).toBe(200);
      return res.body[0].id;
    };
    const changeset = async (id: string): Promise<any> =>
      (await api("GET", `/changesets?clusterId=${test.clusterId}`)).body.find((c: { id: string }) => c.id === id);
    const outcomesOfApplied = async (routeId: string, requests: unknown[]): Promise<string[]> => {
      const res = await api("POST", "/policies/evaluate", { routeId, config: "applied", requests });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.results.map((r: { outcome: string }) => r.outcome);
    };

    /** A domain policy, a route listing it, and a suite of three cases on it. */
    async function suiteOnARoute() {
      const domain = await created("/policies", policy("domain", { allow: { or: [{ domain: "example.com" }, { email: "admin@other.org" }] } }));
      const app = await created("/routes", route("app", { policyIds: [domain.id] }));
      const suite = await created("/policyTestSuites", {
        namespaceId: test.clusterId,
        name: "who gets into app",
        cases: [
          { name: "staff get in", routeId: app.id, request: ann, expect: "allow", decidedBy: { policyId: domain.id, rule: "/allow/or/0" } },
          { name: "others are refused", routeId: app.id, request: bob, expect: "forbidden" },
          { name: "no session signs in", host: "app.example.com", path: "/anything", expect: "login" },
        ],
      });
      return { domain, app, suite };
    }

    it("keeps a suite like every configuration kind: create, read, list, patch, delete, with activity", async () => {
      const { app, suite } = await suiteOnARoute();
      expect(suite).toMatchObject({ namespaceId: test.clusterId, name: "who gets into app", description: "" });
      expect(suite.cases).toHaveLength(3);
      expect((await api("GET", `/policyTestSuites/${suite.id}`)).body).toEqual(suite);
      const listed = await api("GET", `/policyTestSuites?namespaceId=${test.orgId}&includeDescendants=true`);
      expect(listed.body.map((s: { id: string }) => s.id)).toEqual([suite.id]);
      const patched = await api("PATCH", `/policyTestSuites/${suite.id}`, [{ op: "replace", path: "/description", value: "who may use app" }], PATCH);
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);
      expect(patched.body.description).toBe("who may use app");
      const entries = await api("GET", `/activityLogs?entityId=${suite.id}`);
      expect(entries.body.map((e: { activityType: string; entity: { type: string } }) => `${e.activityType} ${e.entity.type}`).sort()).toEqual([
        "create policy_test_suite",
        "update policy_test_suite",
      ]);
      expect((await api("DELETE", `/policyTestSuites/${suite.id}`)).status).toBe(204);
      expect((await api("GET", `/policyTestSuites/${suite.id}`)).status).toBe(404);
      // The route is untouched by any of it.
      expect((await api("GET", `/routes/${app.id}`)).status).toBe(200);
    });

    it("an apply whose configuration fails a case fails, names the case, and the proxy keeps running the previous configuration", async () => {
      const { domain, app, suite } = await suiteOnARoute();
      await autoApply(false);
      // The edit drops the staff's domain: "staff get in" now fails.
      const edit = await api("PATCH", `/policies/${domain.id}`, [{ op: "replace", path: "/ppl/allow/or/0", value: { domain: "example.net" } }], PATCH);
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      const draft = await draftId();
      const applied = await api("POST", `/changesets/${draft}/apply`);
      expect(applied.status).toBe(200);
      expect(applied.body.status).toBe("failed");
      expect(applied.body.failureMessage).toMatch(
        /1 of 3 policy test cases failed: suite "who gets into app", case "staff get in": expected allow, the proxy answers forbidden/,
      );
      expect(applied.body.testReport).toMatchObject({ clusterId: test.clusterId, passed: 2, failed: 1 });
      expect(applied.body.testReport.failures).toEqual([
        expect.objectContaining({ suiteId: suite.id, case: "staff get in", routeId: app.id, expected: "allow", outcome: "forbidden", passed: false }),
      ]);
      expect((await changeset(draft)).testReport.failed).toBe(1);
      // Nothing reached the proxy: the applied configuration still lets the staff in.
      expect(await outcomesOfApplied(app.id, [ann, bob])).toEqual(["allow", "forbidden"]);
      // The fix (the domain restored) applies, and says its cases passed.
      expect((await api("PATCH", `/policies/${domain.id}`, [{ op: "replace", path: "/ppl/allow/or/0", value: { domain: "example.com" } }], PATCH)).status).toBe(
        200,
      );
      const fixed = await api("POST", `/changesets/${await draftId()}/apply`);
      expect(fixed.body.status, fixed.body.failureMessage).toBe("current");
      expect(fixed.body.testReport).toEqual({ clusterId: test.clusterId, passed: 3, failed: 0, failures: [] });
    });

    it("auto-apply runs the suites too: a breaking write is saved but never applied", async () => {
      const { domain, app } = await suiteOnARoute();
      const edit = await api(
        "PATCH",
        `/policies/${domain.id}`,
        [{ op: "replace", path: "/ppl", value: { allow: { or: [{ email: "admin@other.org" }] } } }],
        PATCH,
      );
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      const failed = await api("GET", `/changesets?clusterId=${test.clusterId}&status=failed`);
      expect(failed.body[0].failureMessage).toMatch(/case "staff get in"/);
      expect(await outcomesOfApplied(app.id, [ann])).toEqual(["allow"]);
    });

    it("a suite that fails from its own write is not applied either (the suite is part of what an apply checks)", async () => {
      const { app, suite } = await suiteOnARoute();
      const wrong = await api("PATCH", `/policyTestSuites/${suite.id}`, [{ op: "replace", path: "/cases/1/expect", value: "allow" }], PATCH);
      expect(wrong.status).toBe(200);
      const failed = await api("GET", `/changesets?clusterId=${test.clusterId}&status=failed`);
      expect(failed.body[0].failureMessage).toMatch(/case "others are refused": expected allow, the proxy answers forbidden/);
      expect(await outcomesOfApplied(app.id, [bob])).toEqual(["forbidden"]);
    });

    it("the organization's first suite, failing when written, is not applied: the apply its write causes runs it", async () => {
      const domain = await created("/policies", policy("domain", { allow: { or: [{ domain: "example.com" }] } }));
      const app = await created("/routes", route("app", { policyIds: [domain.id] }));
      const suite = await created("/policyTestSuites", {
        namespaceId: test.clusterId,
        name: "wrong from the start",
        cases: [{ name: "others get in", routeId: app.id, request: bob, expect: "allow" }],
      });
      const failed = await api("GET", `/changesets?clusterId=${test.clusterId}&status=failed`);
      expect(failed.body[0].failureMessage).toMatch(/case "others get in": expected allow, the proxy answers forbidden/);
      // The failed changeset is the suite's own: the running configuration is the one before it.
      const entries = (await api("GET", `/activityLogs?changesetId=${failed.body[0].id}`)).body;
      expect(entries.map((e: { entity: { id: string } }) => e.entity.id)).toEqual([suite.id]);
      expect((await test.plane.getAppliedConfig(test.orgId, test.clusterId))!.changesetId).not.toBe(failed.body[0].id);
    });

    it("a case fails when a rule other than the one it names decides", async () => {
      const { domain, app } = await suiteOnARoute();
      await autoApply(false);
      // ann now gets in by the second criterion; the named /allow/or/0 no longer says yes.
      await api(
        "PATCH",
        `/policies/${domain.id}`,
        [{ op: "replace", path: "/ppl", value: { allow: { or: [{ domain: "example.org" }, { email: "ann@example.com" }] } } }],
        PATCH,
      );
      const report = await api("POST", `/changesets/${await draftId()}/test`);
      expect(report.status, JSON.stringify(report.body)).toBe(200);
      expect(report.body.failures).toEqual([
        expect.objectContaining({
          case: "staff get in",
          outcome: "allow",
          message: `allow as expected, but not decided by /allow/or/0 of policy ${domain.id}`,
        }),
      ]);
      expect(app.id).toBe(report.body.failures[0].routeId);
    });

    it("testChangeset runs the suites on the draft without applying it, with every result and the rule coverage", async () => {
      const { domain, app } = await suiteOnARoute();
      await autoApply(false);
      await created("/policies", policy("never used", { allow: { or: [{ email: "x@example.com" }] } }));
      await api("PATCH", `/policies/${domain.id}`, [{ op: "replace", path: "/ppl/allow/or/0", value: { domain: "example.net" } }], PATCH);
      const draft = await draftId();
      const report = await api("POST", `/changesets/${draft}/test`);
      expect(report.status).toBe(200);
      expect(report.body).toMatchObject({ clusterId: test.clusterId, passed: 2, failed: 1 });
      expect(report.body.results.map((r: { case: string; passed: boolean }) => `${r.case}: ${r.passed}`)).toEqual([
        "staff get in: false",
        "others are refused: true",
        "no session signs in: true",
      ]);
      // The route's policy: both criteria reached (ann and bob); the unused policy is on no route.
      expect(report.body.coverage).toEqual([{ policyId: domain.id, covered: ["/allow/or/0", "/allow/or/1"], uncovered: [] }]);
      // Still the draft: nothing was applied.
      expect((await changeset(draft)).status).toBe("pending");
      expect(await outcomesOfApplied(app.id, [ann])).toEqual(["allow"]);
      // A changeset that is not a draft is not tested.
      const current = (await api("GET", `/changesets?clusterId=${test.clusterId}&status=current`)).body[0].id;
      const refused = await api("POST", `/changesets/${current}/test`);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(/only a cluster's draft/);
    });

    it("coverage names the criteria no case reaches", async () => {
      const { domain } = await suiteOnARoute();
      await autoApply(false);
      await api("PATCH", `/policies/${domain.id}`, [{ op: "add", path: "/ppl/deny", value: { or: [{ http_method: "DELETE" }] } }], PATCH);
      const report = await api("POST", `/changesets/${await draftId()}/test`);
      expect(report.body.failed).toBe(0);
      // Every case evaluates the deny rule too (it is checked for each request), so it is covered; the
      // second allow criterion is reached by bob and the login case.
      expect(report.body.coverage[0]).toEqual({ policyId: domain.id, covered: ["/allow/or/0", "/allow/or/1", "/deny/or/0"], uncovered: [] });
      const narrow = await api(
        "PATCH",
        `/policies/${domain.id}`,
        [{ op: "replace", path: "/ppl/allow", value: { and: [{ domain: "example.com" }, { email: "ann@example.com" }] } }],
        PATCH,
      );
      expect(narrow.status).toBe(200);
      const again = await api("POST", `/changesets/${await draftId()}/test`);
      expect(again.body.coverage[0].policyId).toBe(domain.id);
      expect(again.body.coverage[0].covered).toContain("/allow/and/0");
    });

    it("refuses bad suites with 400 naming each problem, and writes nothing", async () => {
      const { domain, app } = await suiteOnARoute();
      const second = (await api("POST", "/clusters", { name: "second", domain: "second.example.com" })).body.id;
      const elsewhere = await created("/routes", route("elsewhere", { namespaceId: second }));
      const bad = await api("POST", "/policyTestSuites", {
        namespaceId: test.clusterId,
        name: "bad",
        cases: [
          { name: "other cluster", routeId: elsewhere.id, expect: "allow" },
          { name: "no such rule", routeId: app.id, expect: "allow", decidedBy: { policyId: domain.id, rule: "/allow/or/7" } },
          { name: "no such rule", routeId: app.id, expect: "allow" },
          { name: "both", routeId: app.id, host: "app.example.com", expect: "allow" },
          { name: "no such route", routeId: "nope", expect: "allow" },
        ],
      });
      expect(bad.status).toBe(400);
      expect(bad.body.details.map((d: { path: string }) => d.path)).toEqual([
        "/cases/0/routeId",
        "/cases/1/decidedBy/rule",
        "/cases/2/name",
        "/cases/3",
        "/cases/4/routeId",
      ]);
      expect(bad.body.details[0].message).toMatch(/not in the suite's namespace or below it/);
      const unknownOutcome = await api("POST", "/policyTestSuites", {
        namespaceId: test.clusterId,
        name: "x",
        cases: [{ name: "a", routeId: app.id, expect: "maybe" }],
      });
      expect(unknownOutcome.status).toBe(400);
      const tooMany = await api("POST", "/policyTestSuites", {
        namespaceId: test.clusterId,
        name: "huge",
        cases: Array.from({ length: 1001 }, (_, i) => ({ name: `c${i}`, routeId: app.id, expect: "allow" })),
      });
      expect(tooMany.status).toBe(400);
      expect(JSON.stringify(tooMany.body)).toMatch(/1000/);
      const listed = await api("GET", `/policyTestSuites?namespaceId=${test.orgId}&includeDescendants=true`);
      expect(listed.body).toHaveLength(1);
    });

    it("replays recorded authorize checks on the applied and the pending configuration: who gains and who loses access", async () => {
      const { domain, app } = await suiteOnARoute();
      await api("DELETE", `/policyTestSuites/${(await api("GET", `/policyTestSuites?namespaceId=${test.clusterId}`)).body[0].id}`);
      await autoApply(false);
      // The change: example.com loses the app, other.org gains it.
      await api("PATCH", `/policies/${domain.id}`, [{ op: "replace", path: "/ppl", value: { allow: { or: [{ domain: "other.org" }] } } }], PATCH);
      const check = (email: string, path = "/") =>
        JSON.stringify({
          level: "info",
          service: "authorize",
          method: "GET",
          path,
          host: "app.example.com",
          ip: "10.0.0.1",
          "session-id": `s-${email}`,
          user: email,
          email,
          allow: true,
          message: "authorize check",
        });
      const lines = [
        check("ann@example.com"),
        check("ann@example.com", "/b"),
        check("bob@other.org"),
        JSON.stringify({ level: "info", message: "http-request", path: "/" }),
        "not json {",
        "",
        JSON.stringify({ message: "authorize check", path: "/" }),
        JSON.stringify({ message: "authorize check", host: "nowhere.example.com", path: "/" }),
      ];
      const res = await api("POST", `/changesets/${await draftId()}/replay`, { lines });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ lines: 7, replayed: 4, skipped: 1, unparsable: 2, unchanged: 1, truncated: false });
      expect(res.body.problems).toEqual([
        { line: 5, message: "not JSON" },
        { line: 7, message: "no host" },
      ]);
      expect(res.body.lost).toEqual([
        {
          routeId: app.id,
          routeName: "app",
          host: "app.example.com",
          who: "ann@example.com",
          before: "allow",
          after: "forbidden",
          requests: 2,
          example: { method: "GET", path: "/" },
        },
      ]);
      expect(res.body.gained).toEqual([
        {
          routeId: app.id,
          routeName: "app",
          host: "app.example.com",
          who: "bob@other.org",
          before: "forbidden",
          after: "allow",
          requests: 1,
          example: { method: "GET", path: "/" },
        },
      ]);
      expect(res.body.changed).toEqual([]);
      // Bad input: not lines (400), and a changeset that is not the draft (409).
      expect((await api("POST", `/changesets/${await draftId()}/replay`, { lines: "one string" })).status).toBe(400);
      const current = (await api("GET", `/changesets?clusterId=${test.clusterId}&status=current`)).body[0].id;
      expect((await api("POST", `/changesets/${current}/replay`, { lines })).status).toBe(409);
    });

    if (storeName === "memory")
      it("an apply lets the event loop turn between suites instead of running them all in one go", async () => {
        const { app } = await suiteOnARoute();
        const actor = { id: "bulk", email: "bulk@example.com", displayName: "bulk", photoUrl: "" };
        const cases = Array.from({ length: 1000 }, (_, i) => ({ name: `c${i}`, routeId: app.id, request: ann, expect: "allow" as const }));
        for (const name of ["s1", "s2", "s3"])
          await test.plane.services.policyTestSuites.create(test.orgId, { namespaceId: test.clusterId, name, cases }, actor);
        await autoApply(false);
        await api("PATCH", `/routes/${app.id}`, [{ op: "replace", path: "/to", value: ["https://v2.internal"] }], PATCH);
        const draft = await draftId();
        let applied: any;
        const turns = await eventLoopTurnsDuring(async () => (applied = await test.plane.services.changesets.apply(test.orgId, draft, actor)));
        expect(applied.changeset).toMatchObject({ status: "current", testReport: { passed: 3003, failed: 0 } });
        // Four suites, three turns between them at least.
        expect(turns).toBeGreaterThanOrEqual(3);
      });

    it("a suite above several clusters tests in each only the routes it serves", async () => {
      const open = await created("/policies", policy("open", { allow: { or: [{ accept: true }] } }));
      const second = (await api("POST", "/clusters", { name: "second", domain: "second.example.com" })).body.id;
      const here = await created("/routes", route("here", { policyIds: [open.id] }));
      const there = await created("/routes", route("there", { namespaceId: second, policyIds: [open.id] }));
      await created("/policyTestSuites", {
        namespaceId: test.orgId,
        name: "everywhere",
        cases: [
          { name: "here is open", routeId: here.id, expect: "allow" },
          { name: "there is open", routeId: there.id, expect: "allow" },
        ],
      });
      await autoApply(false);
      await api("PATCH", `/routes/${here.id}`, [{ op: "replace", path: "/to", value: ["https://v2.internal"] }], PATCH);
      const report = await api("POST", `/changesets/${await draftId()}/test`);
      expect(report.body.results.map((r: { case: string }) => r.case)).toEqual(["here is open"]);
      expect(report.body.failed).toBe(0);
    });
  });
}
