/**
 * Approvals on every store: a cluster's approval policy holds its drafts until others approve them as
 * they are (any later change voids an approval), on every way a draft applies (applyChangeset,
 * auto-apply after a write, a revert); per-source rules let some changes through; an owner may
 * break the glass with a reason the log keeps; and the bad input of the issue.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { call, exchange, type ApiResponse, type CallOptions } from "../support/api.js";
import { addMember, createReplica, createTestPlane, fingerprint, type TestPlane } from "../support/planes.js";
import { everyStore, secondHandle } from "../support/stores.js";

const PATCH = { "content-type": "application/json-patch+json" };

for (const [storeName, makeStore] of everyStore("approvals")) {
  describe(`approvals on ${storeName}`, () => {
    let test: TestPlane;
    let owner: { token: string };
    let org: string;

    beforeEach(async () => {
      test = await createTestPlane(await makeStore());
      owner = { token: await exchange(test, test.refreshToken) };
      org = `/organizations/${test.orgId}`;
      // The bootstrap owner writes; two admins and a member may be asked to approve.
      await addMember(test, test.orgId, "adam", "admin");
      await addMember(test, test.orgId, "alex", "admin");
      await addMember(test, test.orgId, "mia", "member");
      await addMember(test, test.orgId, "olga", "owner");
    });

    const as =
      (who: CallOptions["as"]) =>
      (method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse> =>
        call(test, method, `${org}${path}`, { as: who, ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });
    const api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => as(owner)(method, path, body, headers);
    const policy = (name: string, domain: string) => ({
      namespaceId: test.orgId,
      name,
      ppl: { allow: { or: [{ domain }] } },
      description: "",
      explanation: "",
      remediation: "",
    });
    const draft = async (): Promise<{ id: string; status: string } | undefined> =>
      (await api("GET", `/changesets?clusterId=${test.clusterId}&status=pending`)).body[0];
    const appliedPolicies = async (): Promise<string[]> =>
      (await test.plane.getAppliedConfig(test.orgId, test.clusterId))!.routes.flatMap((r) => r.policies.map((p) => p.name)).sort();
    const twoApprovers = () => api("PUT", `/namespaces/${test.clusterId}/approvalPolicy`, { required: 2 });

    it("a cluster with a two-approver policy refuses an apply until two other people approve the current draft", async () => {
      const staff = (await api("POST", "/policies", policy("staff", "example.com"))).body;
      await api("POST", "/routes", {
        namespaceId: test.clusterId,
        name: "app",
        from: "https://app.example.com",
        to: ["https://up.internal"],
        policyIds: [staff.id],
      });
      expect((await twoApprovers()).status).toBe(200);
      // Auto-apply is on, but the write now waits for its approvals: saved, not applied.
      const edit = await api("PATCH", `/policies/${staff.id}`, [{ op: "replace", path: "/name", value: "staff-2" }], PATCH);
      expect(edit.status).toBe(200);
      const pending = (await draft())!;
      expect(await appliedPolicies()).toEqual(["staff"]);
      const refused = await api("POST", `/changesets/${pending.id}/apply`);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(/needs 2 approvals from owner or admin .*it has 0: 2 missing/);
      // The author may not approve; a member's role is not an approver's; one admin is one approval.
      expect((await api("POST", `/changesets/${pending.id}/approve`)).status).toBe(409);
      expect((await as("mia")("POST", `/changesets/${pending.id}/approve`)).status).toBe(403);
      const first = await as("adam")("POST", `/changesets/${pending.id}/approve`);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body).toMatchObject({ required: 2, missing: 1, policyNamespaceId: test.clusterId });
      expect((await as("adam")("POST", `/changesets/${pending.id}/approve`)).status).toBe(409);
      expect((await api("POST", `/changesets/${pending.id}/apply`)).body.error).toMatch(/it has 1 \(adam@example.com\): 1 missing/);
      // A later edit voids adam's approval: the draft he approved is not the one that would apply.
      await api("PATCH", `/policies/${staff.id}`, [{ op: "replace", path: "/description", value: "edited after the approval" }], PATCH);
      const voided = await api("GET", `/changesets/${pending.id}/approvals`);
      expect(voided.body.missing).toBe(2);
      expect(voided.body.approvals.map((a: { userId: string; valid: boolean }) => a.valid)).toEqual([false]);
      expect((await as("adam")("POST", `/changesets/${pending.id}/approve`)).body.missing).toBe(1);
      expect((await as("alex")("POST", `/changesets/${pending.id}/approve`)).body.missing).toBe(0);
      const applied = await api("POST", `/changesets/${pending.id}/apply`);
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      expect(applied.body.status).toBe("current");
      expect(await appliedPolicies()).toEqual(["staff-2"]);
      // Approvals and withdrawals are in the activity log, as updates of the changeset.
      const entries = (await api("GET", `/activityLogs?entityId=${pending.id}`)).body.map((e: { entity: { data: Record<string, unknown> } }) => e.entity.data);
      expect(entries.filter((d: Record<string, unknown>) => d.approvedBy !== undefined)).toHaveLength(3);
    });

    it("a withdrawn approval no longer counts", async () => {
      await api("POST", "/policies", policy("staff", "example.com"));
      await api("PUT", `/namespaces/${test.clusterId}/approvalPolicy`, { required: 1 });
      await api("POST", "/policies", policy("other", "other.org"));
      const pending = (await draft())!;
      expect((await as("adam")("POST", `/changesets/${pending.id}/approve`)).body.missing).toBe(0);
      expect((await as("adam")("POST", `/changesets/${pending.id}/withdrawApproval`)).body.missing).toBe(1);
      expect((await as("adam")("POST", `/changesets/${pending.id}/withdrawApproval`)).status).toBe(404);
      expect((await api("POST", `/changesets/${pending.id}/apply`)).status).toBe(409);
    });

    it("a policy another replica sets holds an apply this replica starts believing there is none: the start's commit checks it", async () => {
      const replica = await createReplica(test, secondHandle(test.store));
      await api("PATCH", `/clusters/${test.clusterId}/settings`, [{ op: "replace", path: "/autoApplyChangesets", value: false }], PATCH);
      // This replica writes (and so counts the organization's approval policies: none), then the other sets one.
      await api("POST", "/policies", policy("staff", "example.com"));
      const pending = (await draft())!;
      const set = await call(replica, "PUT", `${org}/namespaces/${test.clusterId}/approvalPolicy`, { as: owner, body: { required: 1 } });
      expect(set.status).toBe(200);
      const before = await fingerprint(test);
      const refused = await api("POST", `/changesets/${pending.id}/apply`);
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.error).toMatch(/needs 1 approval from owner or admin .*it has 0: 1 missing/);
      expect(await fingerprint(test)).toBe(before);
      expect((await draft())?.id).toBe(pending.id);
      // Approved by another, it applies.
      expect((await as("adam")("POST", `/changesets/${pending.id}/approve`)).body.missing).toBe(0);
      expect((await api("POST", `/changesets/${pending.id}/apply`)).body.status).toBe("current");
      await replica.plane.close();
    });

    it("an owner may break the glass with a reason, flagged on the changeset and in the activity log; nobody else, and never without a reason", async () => {
      await twoApprovers();
      await api("POST", "/policies", policy("urgent", "example.com"));
      const pending = (await draft())!;
      const before = await fingerprint(test);
      expect((await as("olga")("POST", `/changesets/${pending.id}/apply`, { breakGlass: { reason: "" } })).status).toBe(400);
      expect((await as("olga")("POST", `/changesets/${pending.id}/apply`, { breakGlass: {} })).status).toBe(400);
      expect((await as("adam")("POST", `/changesets/${pending.id}/apply`, { breakGlass: { reason: "outage" } })).status).toBe(403);
      expect(await fingerprint(test)).toBe(before);
      const broke = await as("olga")("POST", `/changesets/${pending.id}/apply`, { breakGlass: { reason: "outage INC-42: staff locked out" } });
      expect(broke.status, JSON.stringify(broke.body)).toBe(200);
      expect(broke.body).toMatchObject({ status: "current", breakGlass: { reason: "outage INC-42: staff locked out", by: { email: "olga@example.com" } } });
      const [entry] = (await api("GET", `/activityLogs?entityId=${pending.id}&limit=1`)).body;
      expect(entry.entity.data).toMatchObject({ status: "current", breakGlass: { reason: "outage INC-42: staff locked out" } });
    });

    it("per-source rules: the ingress controller's routes auto-apply while policy edits need two approvals", async () => {
      await api("PUT", `/namespaces/${test.orgId}/approvalPolicy`, {
        required: 1,
        rules: [
          { name: "ingress controller", originatorIds: ["ingress-controller"], required: 0 },
          { name: "policies", entityTypes: ["policy"], required: 2 },
        ],
      });
      // A namespace's policy governs the clusters below it.
      const route = await api("POST", "/routes", {
        namespaceId: test.clusterId,
        name: "ing",
        from: "https://ing.example.com",
        to: ["https://up.internal"],
        originatorId: "ingress-controller",
      });
      expect(route.status).toBe(201);
      expect((await test.plane.getAppliedConfig(test.orgId, test.clusterId))!.routes.map((r) => r.name)).toEqual(["ing"]);
      await api("POST", "/policies", policy("needs two", "example.com"));
      const pending = (await draft())!;
      expect((await api("GET", `/changesets/${pending.id}/approvals`)).body).toMatchObject({ required: 2, missing: 2, policyNamespaceId: test.orgId });
      // The nearest policy wins: the cluster's own, asking none, lets the draft apply.
      await api("PUT", `/namespaces/${test.clusterId}/approvalPolicy`, { required: 0 });
      expect((await api("POST", `/changesets/${pending.id}/apply`)).body.status).toBe("current");
    });

    it("with requireTestsPass, a draft failing its policy tests cannot be approved", async () => {
      const staff = (await api("POST", "/policies", policy("staff", "example.com"))).body;
      const app = (
        await api("POST", "/routes", {
          namespaceId: test.clusterId,
          name: "app",
          from: "https://app.example.com",
          to: ["https://up.internal"],
          policyIds: [staff.id],
        })
      ).body;
      await api("POST", "/policyTestSuites", {
        namespaceId: test.clusterId,
        name: "staff",
        cases: [{ name: "ann gets in", routeId: app.id, request: { user: { id: "ann", email: "ann@example.com" } }, expect: "allow" }],
      });
      await api("PUT", `/namespaces/${test.clusterId}/approvalPolicy`, { required: 1, requireTestsPass: true });
      await api("PATCH", `/policies/${staff.id}`, [{ op: "replace", path: "/ppl", value: { allow: { or: [{ domain: "other.org" }] } } }], PATCH);
      const pending = (await draft())!;
      const refused = await as("adam")("POST", `/changesets/${pending.id}/approve`);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(/pass its tests, and 1 of 1 cases fail/);
    });

    it("a revert waits for its approvals too", async () => {
      const route = (name: string) => ({ namespaceId: test.clusterId, name, from: `https://${name}.example.com`, to: ["https://up.internal"] });
      const routesApplied = async () => (await test.plane.getAppliedConfig(test.orgId, test.clusterId))!.routes.map((r) => r.name).sort();
      await api("POST", "/routes", route("first"));
      const [current] = (await api("GET", `/changesets?clusterId=${test.clusterId}&status=current`)).body;
      await api("POST", "/routes", route("second"));
      expect(await routesApplied()).toEqual(["first", "second"]);
      await api("PUT", `/namespaces/${test.clusterId}/approvalPolicy`, { required: 1 });
      // Back to when only "first" ran: the revert's draft deletes "second", and waits.
      const reverted = await api("POST", `/changesets/${current.id}/revert`);
      expect(reverted.status).toBe(200);
      expect(reverted.body.status).toBe("pending");
      expect(await routesApplied()).toEqual(["first", "second"]);
      expect((await as("adam")("POST", `/changesets/${reverted.body.id}/approve`)).body.missing).toBe(0);
      expect((await api("POST", `/changesets/${reverted.body.id}/apply`)).body.status).toBe("current");
      expect(await routesApplied()).toEqual(["first"]);
    });

    it("refuses a bad approval policy, one of a namespace that does not exist, and approving where no policy governs", async () => {
      const before = await fingerprint(test);
      expect((await api("PUT", `/namespaces/${test.clusterId}/approvalPolicy`, { required: 11 })).status).toBe(400);
      expect((await api("PUT", `/namespaces/${test.clusterId}/approvalPolicy`, { required: 1, approverRoles: ["king"] })).status).toBe(400);
      expect(
        (await api("PUT", `/namespaces/${test.clusterId}/approvalPolicy`, { required: 1, rules: [{ entityTypes: ["organization"], required: 0 }] })).status,
      ).toBe(400);
      expect((await api("PUT", "/namespaces/01ARZ3NDEKTSV4RRFFQ69G5FAV/approvalPolicy", { required: 1 })).status).toBe(404);
      expect((await as("mia")("PUT", `/namespaces/${test.clusterId}/approvalPolicy`, { required: 0 })).status).toBe(403);
      expect(await fingerprint(test)).toBe(before);
      await api("PATCH", `/clusters/${test.clusterId}/settings`, [{ op: "replace", path: "/autoApplyChangesets", value: false }], PATCH);
      const pending = (await draft())!;
      expect((await as("adam")("POST", `/changesets/${pending.id}/approve`)).status).toBe(409);
      expect((await api("GET", `/namespaces/${test.clusterId}/approvalPolicy`)).status).toBe(404);
      // Set, read, removed: the namespace's activity records each.
      expect((await api("PUT", `/namespaces/${test.clusterId}/approvalPolicy`, { required: 1 })).body).toMatchObject({
        required: 1,
        approverRoles: ["owner", "admin"],
        requireTestsPass: false,
        rules: [],
      });
      expect((await api("GET", `/namespaces/${test.clusterId}/approvalPolicy`)).body.required).toBe(1);
      expect((await api("DELETE", `/namespaces/${test.clusterId}/approvalPolicy`)).status).toBe(204);
      expect((await api("POST", `/changesets/${pending.id}/apply`)).body.status).toBe("current");
    });
  });
}
