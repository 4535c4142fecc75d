/** listActivityLogs: filters, newest first, paging, and when X-Total-Count is sent. */
import { beforeEach, describe, expect, it } from "vitest";
import { call, exchange } from "../support/api.js";
import { createTestPlane, type TestPlane } from "../support/planes.js";

let test: TestPlane;
let owner: { token: string };
let org: string;

beforeEach(async () => {
  test = await createTestPlane();
  owner = { token: await exchange(test, test.refreshToken) };
  org = `/organizations/${test.orgId}`;
});

describe("listActivityLogs", () => {
  it("lists entries newest first with user, namespace and entity", async () => {
    const ns = await call(test, "POST", `${org}/namespaces`, { as: owner, body: { name: "team", parentId: test.orgId } });
    await call(test, "PUT", `${org}/namespaces/${ns.body.id}`, { as: owner, body: { name: "team-2" } });
    const res = await call(test, "GET", `${org}/activityLogs?entityId=${ns.body.id}`, { as: owner });
    expect(res.status).toBe(200);
    expect(res.body.map((e: { activityType: string }) => e.activityType)).toEqual(["update", "create"]);
    expect(res.body[0]).toMatchObject({
      entity: { type: "namespace", id: ns.body.id, data: { name: "team-2" } },
      namespace: { id: ns.body.id, name: "team-2" },
      user: { id: expect.any(String), displayName: "bootstrap" },
    });
    expect(res.headers.get("x-total-count")).toBe("2");
  });

  it("applies every filter, alone and together", async () => {
    await addMemberActivity();
    const all = (await call(test, "GET", `${org}/activityLogs?limit=1000`, { as: owner })).body as {
      id: string;
      activityType: string;
      entity: { type: string; id: string };
      namespace: { id: string };
      user: { id: string };
    }[];
    expect(all.length).toBeGreaterThan(5);
    const sample = all[0]!;
    const filters: [string, (e: (typeof all)[number]) => boolean][] = [
      [`activityType=${sample.activityType}`, (e) => e.activityType === sample.activityType],
      [`entityType=${sample.entity.type}`, (e) => e.entity.type === sample.entity.type],
      [`entityId=${sample.entity.id}`, (e) => e.entity.id === sample.entity.id],
      [`namespaceId=${sample.namespace.id}`, (e) => e.namespace.id === sample.namespace.id],
      [`userId=${sample.user.id}`, (e) => e.user.id === sample.user.id],
      [`activityType=create&entityType=settings`, (e) => e.activityType === "create" && e.entity.type === "settings"],
    ];
    for (const [query, keep] of filters) {
      const res = await call(test, "GET", `${org}/activityLogs?${query}`, { as: owner });
      expect(
        res.body.map((e: { id: string }) => e.id),
        query,
      ).toEqual(all.filter(keep).map((e) => e.id));
    }
    expect((await call(test, "GET", `${org}/activityLogs?changesetId=none`, { as: owner })).body).toEqual([]);
    // Every entity type of the hosted API is a valid filter, feature flags included (none change here).
    const flags = await call(test, "GET", `${org}/activityLogs?entityType=feature_flag`, { as: owner });
    expect([flags.status, flags.body]).toEqual([200, []]);
  });

  it("pages newest first; a full page carries X-Total-Count only when asked", async () => {
    for (let i = 0; i < 7; i++) await call(test, "POST", `${org}/namespaces`, { as: owner, body: { name: `n${i}`, parentId: test.orgId } });
    const all = (await call(test, "GET", `${org}/activityLogs`, { as: owner })).body.map((e: { id: string }) => e.id);
    expect([...all].sort().reverse()).toEqual(all);
    const first = await call(test, "GET", `${org}/activityLogs?limit=3`, { as: owner });
    expect(first.body.map((e: { id: string }) => e.id)).toEqual(all.slice(0, 3));
    expect(first.headers.get("x-total-count")).toBeNull();
    const counted = await call(test, "GET", `${org}/activityLogs?limit=3&offset=3`, { as: owner, headers: { prefer: "count=exact" } });
    expect(counted.body.map((e: { id: string }) => e.id)).toEqual(all.slice(3, 6));
    expect(counted.headers.get("x-total-count")).toBe(String(all.length));
    const last = await call(test, "GET", `${org}/activityLogs?limit=100&offset=${all.length - 2}`, { as: owner });
    expect(last.body).toHaveLength(2);
    expect(last.headers.get("x-total-count")).toBe(String(all.length));
  });

  it("refuses bad filters and limits, and reads a limit above 1000 as 1000", async () => {
    for (const query of ["activityType=rename", "entityType=robot", "limit=0", "offset=-1", "limit=ten"]) {
      const res = await call(test, "GET", `${org}/activityLogs?${query}`, { as: owner });
      expect(res.status, query).toBe(400);
    }
    const all = (await call(test, "GET", `${org}/activityLogs?limit=1000`, { as: owner })).body;
    const clamped = await call(test, "GET", `${org}/activityLogs?limit=1001`, { as: owner });
    expect(clamped.status).toBe(200);
    expect(clamped.body).toEqual(all);
    // The hosted type is uint64: a limit past 32 bits is clamped too, not refused.
    const huge = await call(test, "GET", `${org}/activityLogs?limit=99999999999`, { as: owner });
    expect([huge.status, huge.body]).toEqual([200, all]);
  });
});

async function addMemberActivity(): Promise<void> {
  await call(test, "POST", `${org}/clusters`, { as: owner, body: { name: "edge", domain: "edge.example.com" } });
  await call(test, "POST", `${org}/users/apiAccess`, { as: owner, body: { name: "bot" } });
}
