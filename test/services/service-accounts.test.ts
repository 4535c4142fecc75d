/**
 * Service accounts on every store: the hosted API's operations, tokens the proxy can verify against
 * the published key set, bad input refused without changing anything, roles, activity, changesets and
 * the applied configuration, quotas, and the service called directly.
 */
import { generateKeyPairSync } from "node:crypto";
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from "jose";
import { beforeEach, describe, expect, it } from "vitest";
import { isAccessPlaneError } from "accessplane";
import { ops, unversioned } from "accessplane/store";
import { everyStore } from "../support/stores.js";
import { call, exchange, type ApiResponse } from "../support/api.js";
import { addMember, createTestPlane, fingerprint, type TestPlane } from "../support/planes.js";

const STORES = everyStore("service-accounts");
const PATCH = { "content-type": "application/json-patch+json" };
const signingKey = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();

for (const [storeName, makeStore] of STORES) {
  describe(`service accounts on ${storeName}`, () => {
    let test: TestPlane;
    let owner: { token: string };
    let org: string;
    let accounts: string;
    let now: Date;

    beforeEach(async () => {
      // The real time (ID tokens are checked against it), moved on by hand where a test needs it.
      now = new Date(Math.floor(Date.now() / 1000) * 1000);
      test = await createTestPlane(await makeStore(), {
        signingKeys: { signingKey: Buffer.from(signingKey).toString("base64") },
        clock: () => now,
      });
      owner = { token: await exchange(test, test.refreshToken) };
      org = `/organizations/${test.orgId}`;
      accounts = `${org}/clusters/${test.clusterId}/serviceAccounts`;
    });

    const api = (
      method: string,
      path: string,
      body?: unknown,
      headers?: Record<string, string>,
      as: string | { token: string } = owner,
    ): Promise<ApiResponse> => call(test, method, path, { as, ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });
    const create = async (body: Record<string, unknown>): Promise<any> => {
      const res = await api("POST", accounts, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    /** Verifies a token against the key set as the proxy fetches it. */
    const verify = async (token: string) => {
      const keySet = (await call(test, "GET", "/.well-known/pomerium/jwks.json")).body as JSONWebKeySet;
      return (await jwtVerify(token, createLocalJWKSet(keySet), { algorithms: ["ES256"], currentDate: now })).payload;
    };

    it("creates an account whose token the key set verifies: sub is userId, jti the id, exp the expiry", async () => {
      const account = await create({ description: "deploys", userId: "ci-bot", expiresAt: "2099-01-01T00:00:00Z", originatorId: "terraform" });
      expect(account).toMatchObject({ description: "deploys", userId: "ci-bot", expiresAt: "2099-01-01T00:00:00Z", originatorId: "terraform" });
      const claims = await verify(account.token);
      expect(claims).toMatchObject({
        sub: "ci-bot",
        jti: account.id,
        iat: Date.parse(account.createdAt) / 1000,
        exp: Date.parse("2099-01-01T00:00:00Z") / 1000,
      });
      // Read again: the same claims (re-signed), and never on a plain read.
      const again = await api("GET", `${accounts}/${account.id}/token`);
      expect(again.status).toBe(200);
      expect(decodeJwt(again.body.token)).toEqual(decodeJwt(account.token));
      await verify(again.body.token);
      const read = await api("GET", `${accounts}/${account.id}`);
      expect(read.status).toBe(200);
      expect(read.body.token).toBeUndefined();
      expect(read.headers.get("etag")).toBe('W/"1"');
      const { token: _token, ...plain } = account;
      expect(read.body).toEqual(plain);
    });

    it("an account without expiry has a token without exp; a description left out reads as empty", async () => {
      const account = await create({ userId: "robot" });
      expect(account.description).toBe("");
      expect(account.expiresAt).toBeUndefined();
      expect((await verify(account.token)).exp).toBeUndefined();
    });

    it("lists the cluster's accounts oldest first, in pages with their count, and only that cluster's", async () => {
      const made = [];
      for (const userId of ["a", "b", "c"]) {
        made.push(await create({ description: userId, userId }));
        now = new Date(now.getTime() + 1000);
      }
      const other = await api("POST", `${org}/clusters`, { name: "other", domain: "other-cluster" });
      expect(other.status, JSON.stringify(other.body)).toBe(201);
      await create({ description: "elsewhere", userId: "x" }).then(() => undefined);
      const all = await api("GET", accounts);
      expect(all.body.map((a: { userId: string }) => a.userId)).toEqual(["a", "b", "c", "x"]);
      const page = await api("GET", `${accounts}?offset=1&limit=2`, undefined, { prefer: "count=exact" });
      expect(page.body.map((a: { id: string }) => a.id)).toEqual([made[1].id, made[2].id]);
      expect(page.headers.get("x-total-count")).toBe("4");
      const otherList = await api("GET", `${org}/clusters/${other.body.id}/serviceAccounts`);
      expect(otherList.status).toBe(200);
      expect(otherList.body).toEqual([]);
      // An account is found only under its own cluster.
      expect((await api("GET", `${org}/clusters/${other.body.id}/serviceAccounts/${made[0].id}`)).status).toBe(404);
      expect((await api("GET", `${org}/clusters/nope/serviceAccounts`)).status).toBe(404);
    });

    it("patches the write fields all or nothing, keeps the token's claims in step, and deletes", async () => {
      const account = await create({ description: "d", userId: "before" });
      now = new Date(now.getTime() + 1000);
      const patched = await api(
        "PATCH",
        `${accounts}/${account.id}`,
        [
          { op: "replace", path: "/userId", value: "after" },
          { op: "add", path: "/expiresAt", value: "2098-12-31T00:00:00Z" },
        ],
        PATCH,
      );
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);
      expect(patched.body).toMatchObject({ userId: "after", expiresAt: "2098-12-31T00:00:00Z", createdAt: account.createdAt });
      expect(patched.body.updatedAt).not.toBe(account.updatedAt);
      const claims = await verify((await api("GET", `${accounts}/${account.id}/token`)).body.token);
      expect(claims).toMatchObject({ sub: "after", exp: Date.parse("2098-12-31T00:00:00Z") / 1000 });
      // A stale If-Match is refused.
      expect((await api("DELETE", `${accounts}/${account.id}`, undefined, { "if-match": '"1"' })).status).toBe(412);
      expect((await api("DELETE", `${accounts}/${account.id}`)).status).toBe(204);
      expect((await api("GET", `${accounts}/${account.id}`)).status).toBe(404);
      expect((await api("GET", `${accounts}/${account.id}/token`)).status).toBe(404);
    });

    it("refuses bad input with a 4xx in the envelope and changes nothing", async () => {
      const account = await create({ description: "d", userId: "u", expiresAt: "2097-07-01T00:00:00Z" });
      const before = await fingerprint(test);
      const cases: [string, string, unknown, number, RegExp][] = [
        ["POST", accounts, { description: "d" }, 400, /userId/],
        ["POST", accounts, { description: "d", userId: "" }, 400, /userId/],
        ["POST", accounts, { description: "d", userId: "u", role: "admin" }, 400, /role/],
        ["POST", accounts, { description: "d", userId: "u", expiresAt: "2020-01-01T00:00:00Z" }, 400, /expiresAt.*future|future/],
        ["POST", accounts, { description: "d", userId: "u", expiresAt: "next tuesday" }, 400, /expiresAt/],
        ["POST", accounts, { description: "x".repeat(5000), userId: "u" }, 400, /description/],
        ["POST", accounts, { description: "d", userId: "u", token: "mine" }, 400, /token/],
        ["POST", `${org}/clusters/nope/serviceAccounts`, { description: "d", userId: "u" }, 404, /cluster/],
        ["PATCH", `${accounts}/${account.id}`, [{ op: "replace", path: "/expiresAt", value: "2020-05-01T00:00:00Z" }], 400, /future/],
        ["PATCH", `${accounts}/${account.id}`, [{ op: "replace", path: "/id", value: "other" }], 400, /id/],
        ["PATCH", `${accounts}/${account.id}`, [{ op: "remove", path: "/userId" }], 400, /userId/],
        ["PATCH", `${accounts}/${account.id}`, [{ op: "add", path: "/clusterId", value: "x" }], 400, /clusterId/],
        ["GET", `${accounts}?limit=0`, undefined, 400, /limit/],
        ["GET", `${accounts}?offset=-1`, undefined, 400, /offset/],
      ];
      for (const [method, path, body, status, message] of cases) {
        const res = await api(method, path, body, method === "PATCH" ? PATCH : undefined);
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`).toBe(status);
        expect(res.body.code, `${method} ${path}`).toBe(status === 404 ? "not_found" : "invalid_argument");
        expect(`${res.body.error} ${JSON.stringify(res.body.details ?? [])}`, `${method} ${path}`).toMatch(message);
      }
      expect(await fingerprint(test)).toBe(before);
    });

    it("lets every role read accounts, members and up write them, and only writers read tokens", async () => {
      const account = await create({ description: "d", userId: "u" });
      await addMember(test, test.orgId, "ann", "auditor");
      await addMember(test, test.orgId, "mel", "member");
      expect((await api("GET", accounts, undefined, undefined, "ann")).status).toBe(200);
      expect((await api("GET", `${accounts}/${account.id}`, undefined, undefined, "ann")).status).toBe(200);
      expect((await api("GET", `${accounts}/${account.id}/token`, undefined, undefined, "ann")).status).toBe(403);
      expect((await api("POST", accounts, { description: "d", userId: "v" }, undefined, "ann")).status).toBe(403);
      expect((await api("DELETE", `${accounts}/${account.id}`, undefined, undefined, "ann")).status).toBe(403);
      const byMember = await api("POST", accounts, { description: "d", userId: "v" }, undefined, "mel");
      expect(byMember.status).toBe(201);
      expect((await api("GET", `${accounts}/${byMember.body.id}/token`, undefined, undefined, "mel")).status).toBe(200);
      // Someone outside the organization does not learn it exists.
      expect((await api("GET", accounts, undefined, undefined, "stranger")).status).toBe(404);
    });

    it("logs every change as a service_account entry without a token, attached to the cluster's changeset", async () => {
      const account = await create({ description: "d", userId: "u" });
      await api("PATCH", `${accounts}/${account.id}`, [{ op: "replace", path: "/description", value: "e" }], PATCH);
      await api("DELETE", `${accounts}/${account.id}`);
      const log = await api("GET", `${org}/activityLogs?entityType=service_account`);
      expect(log.status).toBe(200);
      expect(log.body.map((e: { activityType: string }) => e.activityType)).toEqual(["delete", "update", "create"]);
      const clusterChangesets = (await api("GET", `${org}/changesets?clusterId=${test.clusterId}`)).body.map((c: { id: string }) => c.id);
      for (const entry of log.body) {
        expect(entry.entity).toMatchObject({ id: account.id, type: "service_account" });
        expect(entry.entity.data.userId).toBe("u");
        expect(JSON.stringify(entry)).not.toContain(account.token);
        // Auto-apply is on: each change was applied by a changeset of the account's cluster.
        expect(clusterChangesets).toContain(entry.applied.changesetId);
        expect(entry.applied.at).toBeDefined();
      }
    });

    it("reaches the applied configuration when applied, and a rejected draft takes it back out", async () => {
      const settings = `${org}/clusters/${test.clusterId}/settings`;
      await api("PATCH", settings, [{ op: "replace", path: "/autoApplyChangesets", value: true }], PATCH);
      const kept = await create({ description: "kept", userId: "kept", expiresAt: "2099-01-01T00:00:00Z" });
      const applied = await api("GET", `${org}/clusters/${test.clusterId}/appliedConfig`);
      expect(applied.body.serviceAccounts).toEqual([{ id: kept.id, userId: "kept", expiresAt: "2099-01-01T00:00:00Z" }]);

      await api("PATCH", settings, [{ op: "replace", path: "/autoApplyChangesets", value: false }], PATCH);
      const dropped = await create({ description: "dropped", userId: "dropped" });
      const draft = (await api("GET", `${org}/changesets?clusterId=${test.clusterId}&status=pending`)).body[0];
      expect((await api("POST", `${org}/changesets/${draft.id}/reject`)).status).toBe(200);
      expect((await api("GET", `${accounts}/${dropped.id}`)).status).toBe(404);
      const config = await test.plane.services.changesets.getAppliedConfig(test.orgId, test.clusterId);
      expect(config!.serviceAccounts.map((a) => a.id)).toEqual([kept.id]);
    });

    it("counts accounts against the organization's quota, and a cluster holding one cannot be deleted", async () => {
      const quotas = async () => (await api("GET", `${org}/quotas`)).body;
      expect((await quotas()).counts.serviceAccounts).toBe(0);
      const account = await create({ description: "d", userId: "u" });
      expect((await quotas()).counts.serviceAccounts).toBe(1);
      const organization = (await test.store.get("organization", test.orgId, test.orgId))!;
      await test.store.commit({
        ops: [
          ops.update(
            "organization",
            test.orgId,
            { ...unversioned(organization), quotas: { ...organization.quotas, serviceAccounts: 1 } },
            organization.version,
          ),
        ],
      });
      const over = await api("POST", accounts, { description: "d", userId: "v" });
      expect(over.status).toBe(403);
      expect(over.body.error).toMatch(/service accounts/);
      const cluster = await api("DELETE", `${org}/clusters/${test.clusterId}`);
      expect(cluster.status).toBe(409);
      expect(cluster.body.error).toMatch(/service accounts/);
      expect((await api("GET", `${accounts}/${account.id}`)).status).toBe(200);
    });

    it("validates input when the service is called directly, as over HTTP", async () => {
      const service = test.plane.services.serviceAccounts;
      const actor = { id: "app", email: "app@example.com", displayName: "app", photoUrl: "" };
      const refused = async (action: Promise<unknown>, pattern: RegExp) => {
        const error = await action.then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(isAccessPlaneError(error, "invalid_argument"), String(error)).toBe(true);
        expect(JSON.stringify((error as { details?: unknown }).details ?? (error as Error).message)).toMatch(pattern);
      };
      await refused(service.create(test.orgId, test.clusterId, { description: "x".repeat(5000), userId: "u" }, actor), /description/);
      await refused(service.create(test.orgId, test.clusterId, { description: "d", userId: "u", admin: true } as never, actor), /admin/);
      await refused(service.create(test.orgId, test.clusterId, { description: "d", userId: "u", expiresAt: "2000-01-01T00:00:00Z" }, actor), /future/);
      await refused(service.list(test.orgId, test.clusterId, { limit: 0 }), /limit/);
      const made = await service.create(test.orgId, test.clusterId, { description: "d", userId: "u" }, actor);
      await refused(service.patch(test.orgId, test.clusterId, made.serviceAccount.id, [{ op: "replace", path: "/userId", value: 5 }], actor), /userId/);
      const { token: _t, ...account } = made.serviceAccount;
      expect((await service.get(test.orgId, test.clusterId, account.id)).serviceAccount).toEqual(account);
    });
  });
}
