/**
 * The hosted API's `filter` and `orderBy` on routes, policies, key pairs, changesets and the activity
 * log, on every store: each kind of field and operator, `or`, quick filters, paging with counts, and
 * the bad input of the hosted-fidelity issue (a filter that is not JSON, an unknown field or operator,
 * a value nested deeper than the model, an unknown orderBy), each a 400 that changes nothing.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { call, exchange, type ApiResponse } from "../support/api.js";
import { createTestPlane, fingerprint, type TestPlane } from "../support/planes.js";
import { everyStore } from "../support/stores.js";

const filter = (model: unknown) => encodeURIComponent(JSON.stringify(model));

for (const [storeName, makeStore] of everyStore("filter")) {
  describe(`filter and orderBy on ${storeName}`, () => {
    let test: TestPlane;
    let owner: { token: string };
    let org: string;
    const names = (res: ApiResponse) => (res.body as { name: string }[]).map((item) => item.name);

    beforeEach(async () => {
      test = await createTestPlane(await makeStore());
      owner = { token: await exchange(test, test.refreshToken) };
      org = `/organizations/${test.orgId}`;
    });

    const api = (method: string, path: string, body?: unknown) => call(test, method, `${org}${path}`, { as: owner, ...(body === undefined ? {} : { body }) });
    const created = async (path: string, body: unknown): Promise<any> => {
      const res = await api("POST", path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    const policy = (name: string, extra: Record<string, unknown> = {}) => ({
      namespaceId: test.orgId,
      name,
      ppl: {},
      description: "",
      explanation: "",
      remediation: "",
      ...extra,
    });
    const route = (name: string, extra: Record<string, unknown> = {}) => ({
      namespaceId: test.clusterId,
      name,
      from: `https://${name}.example.com`,
      to: [`https://${name}.internal`],
      ...extra,
    });

    async function routesWorld() {
      const staff = await created("/policies", policy("staff"));
      const guard = await created("/policies", policy("guard", { enforced: true }));
      await created("/routes", route("alpha", { policyIds: [staff.id], prefix: "/a" }));
      await created("/routes", route("beta", { path: "/b" }));
      await created("/routes", route("gamma", { policyIds: [staff.id], regex: "^/g" }));
      return { staff, guard };
    }

    it("filters routes on strings, lists and links, with and, or and quick values", async () => {
      const { staff, guard } = await routesWorld();
      const list = (model: unknown, extra = "") => api("GET", `/routes?namespaceId=${test.clusterId}&filter=${filter(model)}${extra}`);
      expect(names(await list({ items: [{ field: "name", operator: "startsWith", value: "AL" }] }))).toEqual(["alpha"]);
      expect(names(await list({ items: [{ field: "from", operator: "contains", value: "beta" }] }))).toEqual(["beta"]);
      expect(names(await list({ items: [{ field: "to", operator: "endsWith", value: "gamma.internal" }] }))).toEqual(["gamma"]);
      expect(names(await list({ items: [{ field: "assigned", operator: "equals", value: "staff" }] }))).toEqual(["alpha", "gamma"]);
      expect(names(await list({ items: [{ field: "assigned", operator: "equals", value: staff.id }] }))).toEqual(["alpha", "gamma"]);
      expect(names(await list({ items: [{ field: "assigned", operator: "isEmpty" }] }))).toEqual(["beta"]);
      expect(names(await list({ items: [{ field: "inherited", operator: "equals", value: guard.name }] }))).toEqual(["alpha", "beta", "gamma"]);
      expect(
        names(
          await list({
            items: [
              { field: "prefix", operator: "isNotEmpty" },
              { field: "regex", operator: "isNotEmpty" },
            ],
            logicOperator: "or",
          }),
        ),
      ).toEqual(["alpha", "gamma"]);
      expect(
        names(
          await list({
            items: [
              { field: "name", operator: "isAnyOf", value: ["beta", "gamma"] },
              { field: "path", operator: "equals", value: "/b" },
            ],
          }),
        ),
      ).toEqual(["beta"]);
      expect(names(await list({ items: [{ field: "name", operator: "doesNotContain", value: "a" }] }))).toEqual([]);
      // "." is never in an id (a policy id is searched too, through "assigned"), so only gamma's URLs match.
      expect(names(await list({ items: [], quickFilterValues: ["gamma."] }))).toEqual(["gamma"]);
      expect(names(await list({ items: [], quickFilterValues: ["a", "staff"], quickFilterLogicOperator: "and" }))).toEqual(["alpha", "gamma"]);
      // An item without a value filters nothing, as in the hosted API's grid.
      expect(names(await list({ items: [{ field: "name", operator: "contains", value: "" }] }))).toEqual(["alpha", "beta", "gamma"]);
      // Paging applies to the filtered list, and the count is of the filtered list.
      const paged = await call(
        test,
        "GET",
        `${org}/routes?namespaceId=${test.clusterId}&filter=${filter({ items: [{ field: "assigned", operator: "isNotEmpty" }] })}&limit=1&offset=1`,
        {
          as: owner,
          headers: { prefer: "count=exact" },
        },
      );
      expect(names(paged)).toEqual(["gamma"]);
      expect(paged.headers.get("x-total-count")).toBe("2");
    });

    it("a filtered list tells the store the text its routes hold: the SQL stores read only those, and no match is lost", async () => {
      // The plane's store, its route lists counted (beforeEach made a plane; this one counts what it reads).
      const store = await makeStore();
      const list = store.list.bind(store);
      let read = 0;
      store.list = async (kind: string, scope: string, query?: object) => {
        const result = await list(kind as never, scope, query as never);
        if (kind === "route") read += result.items.length;
        return result;
      };
      test = await createTestPlane(store);
      owner = { token: await exchange(test, test.refreshToken) };
      org = `/organizations/${test.orgId}`;
      const marketing = await created("/policies", policy("Marketing"));
      for (const name of ["ALPHA-one", "\u212Aelvin", 'say-"hi"', "50%_off", "50x_off", "plain", "crème"]) {
        await created("/routes", route(name.replace(/[^a-z0-9-]/gi, "x").toLowerCase(), { name }));
      }
      await created("/routes", route("listed", { policyIds: [marketing.id] }));
      for (let i = 0; i < 20; i++) await created("/routes", route(`filler-${i}`));
      const search = async (model: unknown) => {
        read = 0;
        const res = await api("GET", `/routes?namespaceId=${test.clusterId}&filter=${filter(model)}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return { names: names(res).sort(), read };
      };
      // As JavaScript compares (toLowerCase), whatever the store reads.
      expect((await search({ items: [], quickFilterValues: ["alpha"] })).names).toEqual(["ALPHA-one"]);
      expect((await search({ items: [], quickFilterValues: ["kelvin"] })).names).toEqual(["\u212Aelvin"]);
      expect((await search({ items: [], quickFilterValues: ["hi"] })).names).toEqual(['say-"hi"']);
      expect((await search({ items: [], quickFilterValues: ["50%_o"] })).names).toEqual(["50%_off"]);
      expect((await search({ items: [], quickFilterValues: ["CRÈME"] })).names).toEqual(["crème"]);
      // Only through the name of a policy the route lists, which its record does not hold.
      expect((await search({ items: [], quickFilterValues: ["market"] })).names).toEqual(["listed"]);
      expect((await search({ items: [{ field: "name", operator: "startsWith", value: "alpha" }] })).names).toEqual(["ALPHA-one"]);
      expect(
        (
          await search({
            items: [
              { field: "name", operator: "contains", value: "50" },
              { field: "name", operator: "endsWith", value: "x_off" },
            ],
            logicOperator: "or",
          })
        ).names,
      ).toEqual(["50%_off", "50x_off"]);
      // Joined by or, an item that needs no value still counts: no hint from the other.
      const either = await search({
        items: [
          { field: "prefix", operator: "isEmpty" },
          { field: "name", operator: "contains", value: "alpha" },
        ],
        logicOperator: "or",
      });
      expect(either.names).toHaveLength(28);
      // What was read for it (a filter not asked before: answers are kept while nothing changes): on
      // the SQL stores the routes holding the text (and those with text outside ASCII), not the
      // namespace's 28 (the memory store may ignore hints). A value a policy's name holds is no hint.
      const narrowed = await search({ items: [], quickFilterValues: ["alph"] });
      if (storeName !== "memory") expect(narrowed.read).toBeLessThanOrEqual(3);
      const wide = await search({ items: [], quickFilterValues: ["marke"] });
      expect(wide.read).toBe(28);
    });

    it("orders routes by every field the hosted API lists", async () => {
      await routesWorld();
      const ordered = (orderBy: string) => api("GET", `/routes?namespaceId=${test.clusterId}&orderBy=${orderBy}`).then(names);
      expect(await ordered("-name")).toEqual(["gamma", "beta", "alpha"]);
      expect(await ordered("-from")).toEqual(["gamma", "beta", "alpha"]);
      expect(await ordered("-assigned,name")).toEqual(["alpha", "gamma", "beta"]);
      for (const field of ["assigned", "from", "inherited", "path", "prefix", "regex", "to", "id", "updatedAt"]) {
        const res = await api("GET", `/routes?namespaceId=${test.clusterId}&orderBy=-${field}`);
        expect(res.status, field).toBe(200);
        expect(names(res).sort()).toEqual(["alpha", "beta", "gamma"]);
      }
    });

    it("orders a list the same whether the store orders it or a filter makes it ordered in memory: text by code point", async () => {
      const spelled = ["b", "é", "B", "a", "Z"];
      for (const [index, name] of spelled.entries()) await created("/routes", route(name, { from: `https://r${index}.example.com` }));
      const everything = filter({ items: [{ field: "name", operator: "isNotEmpty" }] });
      for (const orderBy of ["name", "-name"]) {
        const byStore = await api("GET", `/routes?namespaceId=${test.clusterId}&orderBy=${orderBy}`).then(names);
        const inMemory = await api("GET", `/routes?namespaceId=${test.clusterId}&orderBy=${orderBy}&filter=${everything}`).then(names);
        expect(inMemory, orderBy).toEqual(byStore);
      }
      // Code point order (uppercase before lowercase, accented letters last), not the locale's.
      expect(await api("GET", `/routes?namespaceId=${test.clusterId}&orderBy=name&filter=${everything}`).then(names)).toEqual(["B", "Z", "a", "b", "é"]);
    });

    it("filters and orders policies and key pairs", async () => {
      const { staff } = await routesWorld();
      const list = (model: unknown) => api("GET", `/policies?namespaceId=${test.orgId}&filter=${filter(model)}`).then(names);
      expect(await list({ items: [{ field: "enforced", operator: "is", value: true }] })).toEqual(["guard"]);
      expect(await list({ items: [{ field: "enforced", operator: "is", value: "false" }] })).toEqual(["staff"]);
      expect(await list({ items: [{ field: "assigned", operator: "contains", value: "gam" }] })).toEqual(["staff"]);
      expect(await list({ items: [{ field: "cluster", operator: "equals", value: test.clusterId }] })).toEqual(["staff", "guard"]);
      expect(await list({ items: [{ field: "id", operator: "equals", value: staff.id.toLowerCase() }] })).toEqual([]);
      expect(await api("GET", `/policies?namespaceId=${test.orgId}&orderBy=-assigned`).then(names)).toEqual(["staff", "guard"]);
      expect((await api("GET", `/policies?namespaceId=${test.orgId}&orderBy=cluster`)).status).toBe(200);
      const keyPairs = await api(
        "GET",
        `/keyPairs?namespaceId=${test.orgId}&filter=${filter({ items: [{ field: "isCertificateAuthority", operator: "is", value: true }] })}&orderBy=-notAfter`,
      );
      expect(keyPairs.status, JSON.stringify(keyPairs.body)).toBe(200);
      expect(keyPairs.body).toEqual([]);
    });

    it("filters and orders changesets and the activity log", async () => {
      await routesWorld();
      const changesets = await api(
        "GET",
        `/changesets?clusterId=${test.clusterId}&filter=${filter({ items: [{ field: "status", operator: "equals", value: "current" }] })}`,
      );
      expect(changesets.status, JSON.stringify(changesets.body)).toBe(200);
      expect((changesets.body as { status: string }[]).map((c) => c.status)).toEqual(["current"]);
      const oldestFirst = await api("GET", `/changesets?clusterId=${test.clusterId}&orderBy=createdAt`);
      const newestFirst = await api("GET", `/changesets?clusterId=${test.clusterId}`);
      expect((oldestFirst.body as { id: string }[]).map((c) => c.id)).toEqual((newestFirst.body as { id: string }[]).map((c) => c.id).reverse());
      const routesOnly = await api("GET", `/activityLogs?filter=${filter({ items: [{ field: "entity.type", operator: "equals", value: "Route" }] })}`);
      expect(routesOnly.status, JSON.stringify(routesOnly.body)).toBe(200);
      expect(new Set((routesOnly.body as { entity: { type: string } }[]).map((e) => e.entity.type))).toEqual(new Set(["route"]));
      const named = await api("GET", `/activityLogs?filter=${filter({ items: [{ field: "entity.data.name", operator: "equals", value: "beta" }] })}`);
      expect((named.body as { entity: { data: { name: string } } }[]).map((e) => e.entity.data.name)).toEqual(["beta"]);
      // Quick values (text the store may be told the entries hold): found whatever the store reads.
      await created("/routes", route("kappa", { name: "\u212Aappa" }));
      const quick = async (path: string, value: string) => {
        const res = await api("GET", `${path}${path.includes("?") ? "&" : "?"}filter=${filter({ items: [], quickFilterValues: [value] })}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body as { entity: { data: { name: string } }; status: string }[];
      };
      expect((await quick("/activityLogs", "kappa")).map((e) => e.entity.data.name)).toEqual(["\u212Aappa"]);
      expect((await quick("/activityLogs", "BETA")).map((e) => e.entity.data.name)).toEqual(["beta"]);
      expect(new Set((await quick(`/changesets?clusterId=${test.clusterId}`, "CURR")).map((c) => c.status))).toEqual(new Set(["current"]));
      const byType = await api("GET", `/activityLogs?orderBy=entity.type&limit=1000`);
      const types = (byType.body as { entity: { type: string } }[]).map((e) => e.entity.type);
      expect(types).toEqual([...types].sort());
      const oldest = await api("GET", `/activityLogs?orderBy=updatedAt&limit=1`);
      const all = await api("GET", `/activityLogs?limit=1000`);
      expect((oldest.body as { id: string }[])[0]!.id).toBe((all.body as { id: string }[]).at(-1)!.id);
    });

    it("refuses a filter it cannot honour, with a 400 naming the problem, and changes nothing", async () => {
      await routesWorld();
      const before = await fingerprint(test);
      const routes = `/routes?namespaceId=${test.clusterId}`;
      const cases: [string, string, RegExp][] = [
        [`${routes}&filter=not-json`, "/filter", /not JSON/],
        [`${routes}&filter=${filter([1])}`, "/filter", /object/],
        [`${routes}&filter=${filter({ items: [{ field: "colour", operator: "equals", value: "x" }] })}`, "/filter/items/0/field", /unknown field "colour"/],
        [`${routes}&filter=${filter({ items: [{ field: "name", operator: "near", value: "x" }] })}`, "/filter/items/0/operator", /takes the operators/],
        [
          `${routes}&filter=${filter({ items: [{ field: "updatedAt", operator: "contains", value: "x" }] })}`,
          "/filter/items/0/operator",
          /takes the operators/,
        ],
        [
          `${routes}&filter=${filter({ items: [{ field: "name", operator: "equals", value: { nested: { deeper: 1 } } }] })}`,
          "/filter/items/0/value",
          /expected a string/,
        ],
        [`${routes}&filter=${filter({ items: [{ field: "name", operator: "isAnyOf", value: [["a"]] }] })}`, "/filter/items/0/value", /array of values/],
        [`${routes}&filter=${filter({ items: [], logicOperator: "xor" })}`, "/filter/logicOperator", /and or or/],
        [`${routes}&filter=${filter({ items: [], extra: 1 })}`, "/filter/extra", /unknown member/],
        [`${routes}&filter=${filter({ items: [{ field: "updatedAt", operator: "after", value: "yesterday" }] })}`, "/filter", /not an ISO 8601/],
        [`${routes}&orderBy=colour`, "/orderBy", /cannot order by "colour"/],
        [`/activityLogs?filter=${filter({ items: [{ field: "entity.colour", operator: "equals", value: "x" }] })}`, "/filter/items/0/field", /unknown field/],
        [`/changesets?orderBy=-colour`, "/orderBy", /cannot order by/],
      ];
      for (const [path, pointer, message] of cases) {
        const res = await api("GET", path);
        expect(res.status, path).toBe(400);
        expect(res.body.code).toBe("invalid_argument");
        expect(
          res.body.details?.map((d: { path: string }) => d.path),
          path,
        ).toEqual([pointer]);
        expect(res.body.error, path).toMatch(message);
      }
      expect(await fingerprint(test)).toBe(before);
    });
  });
}
