/**
 * `accessplane/testing`: the conformance suite every store must pass. Hand it your test runner's
 * `describe` and `it` and a factory that makes a fresh store; each test gets its own store.
 *
 * @example
 * ```ts
 * import { describe, it } from "vitest";
 * import { defineStoreConformanceTests } from "accessplane/testing";
 * defineStoreConformanceTests({ describe, it }, { name: "my store", create: () => createMyStore() });
 * ```
 * @packageDocumentation
 */
import assert from "node:assert/strict";
import { AccessPlaneError } from "../../src/errors.js";
import { checks, GLOBAL_SCOPE, KINDS, ops, type Kind, type KindSpec, type Store, type WriteOp } from "../../src/store/port.js";
import { compareScalars, scalar, storeOrder } from "../../src/store/kind-rules.js";
import { checkedStore } from "../../src/store/checked-store.js";

/**
 * The order a store's `list` must give records for `orderBy` (the storage contract): each key's
 * values compared by {@link compareStoredValues}, ties broken by `id` in the direction of the last key.
 * A store's tests can compare what it lists with this.
 */
export function orderLikeAStore<T extends { id: string }>(records: readonly T[], orderBy: readonly { field: string; descending?: boolean }[]): T[] {
  return [...records].sort(storeOrder(orderBy, (record, field) => (record as Record<string, unknown>)[field]));
}

/**
 * How the storage contract orders two values of a sort key: null or missing first, numbers before
 * text, text by Unicode code point (U+FFFF before U+1D11E, unlike JavaScript's default sort), booleans
 * as 0 and 1.
 */
export function compareStoredValues(a: unknown, b: unknown): number {
  return compareScalars(scalar(a), scalar(b));
}

/** The two functions of a test runner the suite needs (vitest's, node:test's, jest's). */
export interface ConformanceHarness {
  /** Groups the tests `body` declares under `name`. */
  describe(name: string, body: () => void): void;
  /** Declares one test: it passes when the promise `body` returns resolves. */
  it(name: string, body: () => Promise<void>): void;
}

/** How to make the store under test. */
export interface StoreFactory {
  /** Shown in test names. */
  name: string;
  /** A new, empty store. */
  create(): Store | Promise<Store>;
  /** For persistent stores: closes `store` and opens the same data again. */
  reopen?(store: Store): Promise<Store>;
}

const ORG_A = "org-a";
const ORG_B = "org-b";

type AnyRecord = Record<string, unknown> & { id: string };

function record(id: string, fields: Record<string, unknown> = {}): AnyRecord {
  return { id, createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z", ...fields };
}

function insert(kind: Kind, scope: string, rec: AnyRecord): WriteOp {
  return ops.insert(kind, scope, rec as never);
}
function update(kind: Kind, scope: string, rec: AnyRecord, version: number): WriteOp {
  return ops.update(kind, scope, rec as never, version);
}

function scopeOf(kind: Kind, org = ORG_A): string {
  return (KINDS[kind] as KindSpec).scope === "global" ? GLOBAL_SCOPE : org;
}

async function rejectsWith(promise: Promise<unknown>, code: string): Promise<void> {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof AccessPlaneError, `expected an AccessPlaneError, got ${String(error)}`);
    assert.equal(error.code, code);
    return true;
  });
}

/** Registers the conformance tests for one store. */
export function defineStoreConformanceTests(harness: ConformanceHarness, factory: StoreFactory): void {
  const { describe, it } = harness;
  const withStore = (name: string, body: (store: Store) => Promise<void>): void => {
    it(name, async () => {
      // As the control plane uses every store: behind the storage contract's checks.
      const store = checkedStore(await factory.create());
      try {
        await body(store);
      } finally {
        await store.close();
      }
    });
  };

  describe(`store conformance: ${factory.name}`, () => {
    withStore("round-trips every JSON field type exactly, with version 1", async (store) => {
      const rec = record("r1", {
        orgId: ORG_A,
        namespaceId: "ns",
        name: 'ünïcødé ✓ 𝄞 "quoted" \\ slash/',
        empty: "",
        zero: 0,
        negative: -12.5,
        big: Number.MAX_SAFE_INTEGER,
        yes: true,
        no: false,
        nothing: null,
        list: [1, "two", false, null, { three: [3] }],
        nested: { a: { b: { c: "deep" } }, emptyObject: {}, emptyList: [] },
        policyIds: ["p1", "p2"],
      });
      const { versions } = await store.commit({ ops: [insert("route", ORG_A, rec)] });
      assert.deepEqual(versions, [1]);
      assert.deepEqual(await store.get("route", ORG_A, "r1"), { ...rec, version: 1 });
      const { items } = await store.list("route", ORG_A, { where: { namespaceId: "ns" } });
      assert.deepEqual(items, [{ ...rec, version: 1 }]);
    });

    withStore("a version check lets the batch commit while the record is as read, and refuses it once it changed or went", async (store) => {
      await store.commit({ ops: [insert("organization", ORG_A, record(ORG_A, { name: "acme", quotas: { routes: 2 } }))] });
      const guarded = (n: number) => insert("route", ORG_A, record(`r${n}`, { namespaceId: "ns", name: `r${n}`, policyIds: [] }));
      await store.commit({ ops: [guarded(1)], checks: [checks.version("organization", ORG_A, ORG_A, 1)] });
      assert.equal((await store.get("route", ORG_A, "r1"))?.version, 1);
      await store.commit({ ops: [update("organization", ORG_A, record(ORG_A, { name: "acme", quotas: { routes: 1 } }), 1)] });
      await rejectsWith(store.commit({ ops: [guarded(2)], checks: [checks.version("organization", ORG_A, ORG_A, 1)] }), "conflict");
      assert.equal(await store.get("route", ORG_A, "r2"), undefined, "a failed check writes nothing");
      // Version 0: the record must still not exist.
      await store.commit({ ops: [guarded(3)], checks: [checks.version("policy", ORG_A, "absent", 0)] });
      await rejectsWith(store.commit({ ops: [guarded(4)], checks: [checks.version("route", ORG_A, "r1", 0)] }), "conflict");
      assert.equal(await store.get("route", ORG_A, "r4"), undefined);
    });

    withStore("a count check holds the batch to at most max matching records, counted before its own writes", async (store) => {
      const route = (id: string, namespaceId: string, policyIds: string[] = []) => insert("route", ORG_A, record(id, { namespaceId, name: id, policyIds }));
      // A quota of 2: two creates pass (0 and 1 before them), the third is refused.
      for (const id of ["a", "b"]) await store.commit({ ops: [route(id, "ns")], checks: [checks.count("route", ORG_A, {}, 1)] });
      await rejectsWith(store.commit({ ops: [route("c", "ns")], checks: [checks.count("route", ORG_A, {}, 1)] }), "conflict");
      assert.equal(await store.get("route", ORG_A, "c"), undefined, "a failed check writes nothing");
      // "Nothing is left in this namespace", by a scalar filter and by a multi-valued one.
      await rejectsWith(
        store.commit({
          ops: [insert("policy", ORG_A, record("p", { namespaceId: "ns", name: "p" }))],
          checks: [checks.count("route", ORG_A, { namespaceId: "ns" }, 0)],
        }),
        "conflict",
      );
      await store.commit({
        ops: [insert("policy", ORG_A, record("p", { namespaceId: "ns", name: "p" }))],
        checks: [checks.count("route", ORG_A, { namespaceId: "elsewhere" }, 0)],
      });
      await store.commit({ ops: [route("d", "other", ["p"])], checks: [checks.count("route", ORG_A, { policyIds: "p" }, 0)] });
      await rejectsWith(store.commit({ ops: [route("e", "other", ["p"])], checks: [checks.count("route", ORG_A, { policyIds: "p" }, 0)] }), "conflict");
      // Scopes are apart: another organization's records do not count.
      await store.commit({
        ops: [insert("route", ORG_B, record("x", { namespaceId: "ns", name: "x", policyIds: [] }))],
        checks: [checks.count("route", ORG_B, {}, 0)],
      });
    });

    withStore("counts a counted kind's whole scope exactly through inserts, deletes, refused batches and other scopes", async (store) => {
      const counted = (Object.entries(KINDS) as [Kind, KindSpec][]).filter(([, spec]) => spec.counted === true).map(([kind]) => kind);
      assert.ok(counted.includes("route"), "routes are counted (quotas)");
      const route = (scope: string, id: string) => insert("route", scope, record(id, { namespaceId: "ns", name: id, policyIds: [] }));
      const total = async (scope: string) => (await store.list("route", scope, { limit: 0, count: true })).total;
      await store.commit({ ops: ["a", "b", "c", "d"].map((id) => route(ORG_A, id)) });
      await store.commit({ ops: [route(ORG_B, "x")] });
      await store.commit({ ops: [ops.delete("route", ORG_A, "b", 1)] });
      // A batch that fails after its insert leaves the count as it was.
      await rejectsWith(store.commit({ ops: [route(ORG_A, "e"), ops.delete("route", ORG_A, "missing", 1)] }), "conflict");
      await rejectsWith(store.commit({ ops: [route(ORG_A, "a")] }), "already_exists");
      assert.deepEqual([await total(ORG_A), await total(ORG_B), await total("org-c")], [3, 1, 0]);
      // The count checks read the same count: 3 records pass "at most 3", not "at most 2".
      await store.commit({ ops: [], checks: [checks.count("route", ORG_A, {}, 3)] });
      await rejectsWith(store.commit({ ops: [route(ORG_A, "f")], checks: [checks.count("route", ORG_A, {}, 2)] }), "conflict");
      assert.equal(await total(ORG_A), 3);
    });

    withStore("concurrent creates under one count check: exactly as many commit as it allows", async (store) => {
      const attempts = Array.from({ length: 12 }, (_, i) =>
        store
          .commit({
            ops: [insert("route", ORG_A, record(`c${i}`, { namespaceId: "ns", name: `c${i}`, policyIds: [] }))],
            checks: [checks.count("route", ORG_A, {}, 4)],
          })
          .then(
            () => "committed",
            (error: unknown) => (error instanceof AccessPlaneError ? error.code : String(error)),
          ),
      );
      const outcomes = await Promise.all(attempts);
      assert.equal(outcomes.filter((o) => o === "committed").length, 5, JSON.stringify(outcomes));
      assert.deepEqual([...new Set(outcomes.filter((o) => o !== "committed"))], ["conflict"]);
      assert.equal((await store.list("route", ORG_A, { limit: 0, count: true })).total, 5);
    });

    withStore("refuses checks no store could evaluate, writing nothing", async (store) => {
      const write = insert("policy", ORG_A, record("p", { namespaceId: "ns", name: "p" }));
      await rejectsWith(store.commit({ ops: [write], checks: [checks.count("route", ORG_A, { colour: "red" } as never, 0)] }), "invalid_argument");
      await rejectsWith(store.commit({ ops: [write], checks: [checks.count("route", ORG_A, {}, -1)] }), "invalid_argument");
      await rejectsWith(store.commit({ ops: [write], checks: [checks.version("user", ORG_A, "u", 1)] }), "invalid_argument");
      assert.equal(await store.get("policy", ORG_A, "p"), undefined);
    });

    withStore("drops undefined fields as JSON does", async (store) => {
      await store.commit({ ops: [insert("policy", ORG_A, record("p", { name: "x", gone: undefined }))] });
      const got = await store.get("policy", ORG_A, "p");
      assert.ok(got !== undefined && !("gone" in got));
    });

    withStore("returned records are copies: changing one does not change the store", async (store) => {
      await store.commit({ ops: [insert("policy", ORG_A, record("p", { name: "x", tags: ["a"] }))] });
      const got = (await store.get("policy", ORG_A, "p")) as unknown as AnyRecord;
      try {
        got.name = "changed";
        (got.tags as string[]).push("b");
      } catch {
        // Frozen records are fine too.
      }
      assert.deepEqual(await store.get("policy", ORG_A, "p"), { ...record("p", { name: "x", tags: ["a"] }), version: 1 });
    });

    withStore("getMany keeps the order asked for and skips missing ids", async (store) => {
      await store.commit({ ops: ["a", "b", "c"].map((id) => insert("policy", ORG_A, record(id, { name: id }))) });
      const got = await store.getMany("policy", ORG_A, ["c", "missing", "a"]);
      assert.deepEqual(
        got.map((r) => r.id),
        ["c", "a"],
      );
      assert.deepEqual(await store.getMany("policy", ORG_A, []), []);
    });

    withStore("keeps organizations apart: no read reaches another scope", async (store) => {
      await store.commit({ ops: [insert("policy", ORG_A, record("p", { namespaceId: "ns", name: "x" }))] });
      assert.equal(await store.get("policy", ORG_B, "p"), undefined);
      assert.deepEqual(await store.getMany("policy", ORG_B, ["p"]), []);
      assert.deepEqual((await store.list("policy", ORG_B, { where: { namespaceId: "ns" } })).items, []);
      // The same id and unique key may exist in another organization.
      await store.commit({ ops: [insert("policy", ORG_B, record("p", { namespaceId: "ns", name: "x" }))] });
      assert.equal((await store.list("policy", ORG_B, { count: true })).total, 1);
    });

    withStore("refuses a global kind in an organization scope and the reverse", async (store) => {
      await rejectsWith(store.get("user", ORG_A, "u"), "invalid_argument");
      await rejectsWith(store.commit({ ops: [insert("policy", GLOBAL_SCOPE, record("p"))] }), "invalid_argument");
    });

    withStore("duplicate ids and unique keys are already_exists", async (store) => {
      await store.commit({ ops: [insert("policy", ORG_A, record("p1", { namespaceId: "ns", name: "web" }))] });
      await rejectsWith(store.commit({ ops: [insert("policy", ORG_A, record("p1", { namespaceId: "other", name: "other" }))] }), "already_exists");
      await rejectsWith(store.commit({ ops: [insert("policy", ORG_A, record("p2", { namespaceId: "ns", name: "web" }))] }), "already_exists");
      // Same name in another namespace is fine; a missing field never collides.
      await store.commit({
        ops: [
          insert("policy", ORG_A, record("p3", { namespaceId: "other", name: "web" })),
          insert("policy", ORG_A, record("p4", { name: "no-namespace" })),
          insert("policy", ORG_A, record("p5", { name: "no-namespace" })),
        ],
      });
    });

    withStore("an update may keep its own unique key but not take another's; a delete frees it", async (store) => {
      await store.commit({
        ops: [insert("policy", ORG_A, record("p1", { namespaceId: "ns", name: "a" })), insert("policy", ORG_A, record("p2", { namespaceId: "ns", name: "b" }))],
      });
      await store.commit({ ops: [update("policy", ORG_A, record("p1", { namespaceId: "ns", name: "a", enforced: true }), 1)] });
      await rejectsWith(store.commit({ ops: [update("policy", ORG_A, record("p2", { namespaceId: "ns", name: "a" }), 1)] }), "already_exists");
      assert.equal((await store.get("policy", ORG_A, "p2"))?.name, "b");
      await store.commit({ ops: [ops.delete("policy", ORG_A, "p1", 2)] });
      await store.commit({ ops: [update("policy", ORG_A, record("p2", { namespaceId: "ns", name: "a" }), 1)] });
      assert.equal((await store.get("policy", ORG_A, "p2"))?.name, "a");
    });

    withStore("two records of one batch cannot share a unique key", async (store) => {
      await rejectsWith(
        store.commit({
          ops: [
            insert("policy", ORG_A, record("p1", { namespaceId: "ns", name: "same" })),
            insert("policy", ORG_A, record("p2", { namespaceId: "ns", name: "same" })),
          ],
        }),
        "already_exists",
      );
      assert.deepEqual((await store.list("policy", ORG_A)).items, []);
    });

    withStore("versions count up; a stale version is a conflict that changes nothing", async (store) => {
      await store.commit({ ops: [insert("route", ORG_A, record("r", { name: "v1", policyIds: ["a"] }))] });
      const second = await store.commit({ ops: [update("route", ORG_A, record("r", { name: "v2", policyIds: ["b"] }), 1)] });
      assert.deepEqual(second.versions, [2]);
      await rejectsWith(store.commit({ ops: [update("route", ORG_A, record("r", { name: "v3", policyIds: ["c"] }), 1)] }), "conflict");
      await rejectsWith(store.commit({ ops: [ops.delete("route", ORG_A, "r", 1)] }), "conflict");
      assert.deepEqual(await store.get("route", ORG_A, "r"), { ...record("r", { name: "v2", policyIds: ["b"] }), version: 2 });
      assert.deepEqual((await store.list("route", ORG_A, { where: { policyIds: "c" } })).items, [], "the multi-valued index must not see the refused write");
      await rejectsWith(store.commit({ ops: [update("route", ORG_A, record("missing"), 1)] }), "conflict");
      await rejectsWith(store.commit({ ops: [ops.delete("route", ORG_A, "missing", 1)] }), "conflict");
    });

    withStore("a failing op leaves every earlier op of its batch unwritten", async (store) => {
      await store.commit({ ops: [insert("policy", ORG_A, record("existing", { name: "e" }))] });
      await rejectsWith(
        store.commit({
          ops: [
            insert("policy", ORG_A, record("new", { name: "n" })),
            insert("activity", ORG_A, record("act", { entityId: "new", changesetIds: ["cs"] })),
            update("policy", ORG_A, record("existing", { name: "changed" }), 1),
            ops.delete("policy", ORG_A, "existing", 99),
          ],
        }),
        "conflict",
      );
      assert.equal(await store.get("policy", ORG_A, "new"), undefined);
      assert.equal(await store.get("activity", ORG_A, "act"), undefined);
      assert.deepEqual((await store.list("activity", ORG_A, { where: { changesetIds: "cs" } })).items, []);
      assert.equal((await store.get("policy", ORG_A, "existing"))?.name, "e");
      assert.equal((await store.get("policy", ORG_A, "existing"))?.version, 1);
    });

    withStore("of two concurrent commits on one record exactly one wins", async (store) => {
      await store.commit({ ops: [insert("policy", ORG_A, record("p", { name: "start" }))] });
      const results = await Promise.allSettled([
        store.commit({ ops: [update("policy", ORG_A, record("p", { name: "first" }), 1)] }),
        store.commit({ ops: [update("policy", ORG_A, record("p", { name: "second" }), 1)] }),
      ]);
      const won = results.filter((r) => r.status === "fulfilled");
      const lost = results.filter((r) => r.status === "rejected");
      assert.equal(won.length, 1);
      assert.equal(lost.length, 1);
      assert.equal(((lost[0] as PromiseRejectedResult).reason as AccessPlaneError).code, "conflict");
      const final = await store.get("policy", ORG_A, "p");
      assert.equal(final?.version, 2);
      assert.equal(final?.name, results[0].status === "fulfilled" ? "first" : "second");
    });

    withStore("pages through ties in id order, each record exactly once", async (store) => {
      const ids = Array.from({ length: 23 }, (_, i) => `id-${String(i).padStart(2, "0")}`);
      // Insert out of order, every record with the same sort key.
      const shuffled = [...ids].sort((a, b) => (a.slice(-1) < b.slice(-1) ? -1 : a.slice(-1) > b.slice(-1) ? 1 : a < b ? -1 : 1));
      await store.commit({ ops: shuffled.map((id) => insert("policy", ORG_A, record(id, { namespaceId: "ns", name: id, createdAt: "same" }))) });
      for (const descending of [false, true]) {
        const seen: string[] = [];
        for (let offset = 0; offset < 30; offset += 7) {
          const page = await store.list("policy", ORG_A, {
            where: { namespaceId: "ns" },
            orderBy: [{ field: "createdAt", descending }],
            offset,
            limit: 7,
            count: true,
          });
          assert.equal(page.total, 23);
          seen.push(...page.items.map((r) => r.id));
        }
        assert.deepEqual(seen, descending ? [...ids].reverse() : ids);
      }
    });

    withStore("orders as the contract says: missing values first, text by code point, ties by id either way", async (store) => {
      const names: (string | undefined)[] = [undefined, "b", "a", "B", "é", "\uffff", "𝄞", "a", "", "Z", undefined, "ab"];
      // Two namespaces, so that a name may tie (names are unique within one).
      const rows = names.map((name, i) =>
        record(`id-${String(i).padStart(2, "0")}`, { namespaceId: i % 2 === 0 ? "ns" : "ns2", ...(name === undefined ? {} : { name }) }),
      );
      // Inserted in an order that is none of the expected ones.
      await store.commit({ ops: [...rows].reverse().map((r) => insert("policy", ORG_A, r)) });
      for (const orderBy of [
        [{ field: "name" }],
        [{ field: "name", descending: true }],
        [{ field: "name" }, { field: "createdAt", descending: true }],
        // `id` named first still comes last: it breaks ties, in the direction it names.
        [{ field: "id", descending: true }, { field: "name" }],
      ] as const) {
        const listed = await store.list("policy", ORG_A, { where: { namespaceId: ["ns", "ns2"] }, orderBy });
        assert.deepEqual(
          listed.items.map((r) => r.id),
          orderLikeAStore(rows, orderBy).map((r) => r.id),
          JSON.stringify(orderBy),
        );
      }
      // Code point order, not UTF-16 order: U+FFFF before U+1D11E.
      const ascending = (await store.list("policy", ORG_A, { orderBy: [{ field: "name" }] })).items.map((r) => (r as { name?: string }).name);
      assert.ok(ascending.indexOf("\uffff") < ascending.indexOf("𝄞"), JSON.stringify(ascending));
      assert.deepEqual(ascending.slice(0, 3), [undefined, undefined, ""]);
    });

    withStore("orders by several keys, text by code point", async (store) => {
      const rows = [
        record("1", { name: "b", updatedAt: "2" }),
        record("2", { name: "a", updatedAt: "2" }),
        record("3", { name: "B", updatedAt: "1" }),
        record("4", { name: "é", updatedAt: "1" }),
        record("5", { name: "a", updatedAt: "1" }),
      ];
      await store.commit({ ops: rows.map((r) => insert("policy", ORG_A, r)) });
      const byName = await store.list("policy", ORG_A, { orderBy: [{ field: "name" }, { field: "updatedAt", descending: true }] });
      assert.deepEqual(
        byName.items.map((r) => r.id),
        ["3", "2", "5", "1", "4"],
      );
      const newest = await store.list("policy", ORG_A, { orderBy: [{ field: "id", descending: true }], limit: 2 });
      assert.deepEqual(
        newest.items.map((r) => r.id),
        ["5", "4"],
      );
    });

    withStore("without limit a list returns every match; offset past the end returns none", async (store) => {
      await store.commit({ ops: ["a", "b", "c"].map((id) => insert("namespace", ORG_A, record(id, { parentId: "root", name: id }))) });
      assert.equal((await store.list("namespace", ORG_A)).items.length, 3);
      const past = await store.list("namespace", ORG_A, { offset: 10, count: true });
      assert.deepEqual(past.items, []);
      assert.equal(past.total, 3);
      const none = await store.list("namespace", ORG_A, { limit: 0, count: true });
      assert.deepEqual(none.items, []);
      assert.equal(none.total, 3);
    });

    withStore("refuses filters and sort keys a kind does not declare, and bad paging", async (store) => {
      await rejectsWith(store.list("policy", ORG_A, { where: { description: "x" } as never }), "invalid_argument");
      await rejectsWith(store.list("policy", ORG_A, { orderBy: [{ field: "description" as never }] }), "invalid_argument");
      await rejectsWith(store.list("policy", ORG_A, { limit: -1 }), "invalid_argument");
      await rejectsWith(store.list("policy", ORG_A, { offset: 1.5 }), "invalid_argument");
    });

    for (const [kind, spec] of Object.entries(KINDS) as [Kind, KindSpec][]) {
      for (const field of spec.filters) {
        withStore(`filters ${kind} by ${field}: equality, one-of, and none`, async (store) => {
          const scope = scopeOf(kind);
          // A field of a unique key cannot repeat a value; others repeat one to show every match is found.
          const unique = spec.unique.some((tuple) => tuple.includes(field));
          const values: unknown[] = field === "enforced" ? [true, false, true] : unique ? ["x", "y", "z"] : ["x", "y", "x"];
          const firstMatches = unique ? [`${kind}-0`] : [`${kind}-0`, `${kind}-2`];
          await store.commit({
            ops: [...values.map((value, i) => insert(kind, scope, record(`${kind}-${i}`, { [field]: value }))), insert(kind, scope, record(`${kind}-missing`))],
          });
          const first = values[0] as string | boolean;
          const second = values[1] as string | boolean;
          const equal = await store.list(kind, scope, { where: { [field]: first }, count: true });
          assert.deepEqual(
            equal.items.map((r) => r.id),
            firstMatches,
          );
          assert.equal(equal.total, firstMatches.length);
          const oneOf = await store.list(kind, scope, { where: { [field]: [first, second] } });
          assert.equal(oneOf.items.length, firstMatches.length + 1);
          assert.deepEqual((await store.list(kind, scope, { where: { [field]: [] } })).items, []);
          if (scope !== GLOBAL_SCOPE) {
            assert.deepEqual((await store.list(kind, ORG_B, { where: { [field]: first } })).items, []);
          }
        });
      }
      for (const field of spec.multi) {
        withStore(`filters ${kind} by the array ${field}: contains a value or one of several`, async (store) => {
          await store.commit({
            ops: [
              insert(kind, ORG_A, record("r1", { [field]: ["a", "b"] })),
              insert(kind, ORG_A, record("r2", { [field]: ["b", "c"] })),
              insert(kind, ORG_A, record("r3", { [field]: [] })),
              insert(kind, ORG_A, record("r4")),
            ],
          });
          const ids = async (value: string | string[]) => (await store.list(kind, ORG_A, { where: { [field]: value } })).items.map((r) => r.id);
          assert.deepEqual(await ids("a"), ["r1"]);
          assert.deepEqual(await ids("b"), ["r1", "r2"]);
          assert.deepEqual(await ids(["a", "c"]), ["r1", "r2"]);
          assert.deepEqual(await ids("z"), []);
          await store.commit({ ops: [update(kind, ORG_A, record("r1", { [field]: ["z"] }), 1)] });
          assert.deepEqual(await ids("a"), []);
          assert.deepEqual(await ids("z"), ["r1"]);
          await store.commit({ ops: [ops.delete(kind, ORG_A, "r2", 1)] });
          assert.deepEqual(await ids("b"), []);
          // Elements of an array field compare as text: a number element is found by its digits.
          await store.commit({ ops: [insert(kind, ORG_A, record("r5", { [field]: [1, "2"] }))] });
          assert.deepEqual(await ids("1"), ["r5"]);
          assert.deepEqual(
            (await store.list(kind, ORG_A, { where: { [field]: 2 } })).items.map((r) => r.id),
            ["r5"],
          );
        });
      }
    }

    withStore("a list combining filters applies all of them", async (store) => {
      await store.commit({
        ops: [
          insert("activity", ORG_A, record("a1", { entityType: "route", entityId: "r1", activityType: "create", changesetIds: ["c1"] })),
          insert("activity", ORG_A, record("a2", { entityType: "route", entityId: "r1", activityType: "update", changesetIds: ["c1"] })),
          insert("activity", ORG_A, record("a3", { entityType: "policy", entityId: "p1", activityType: "update", changesetIds: ["c2"] })),
        ],
      });
      const found = await store.list("activity", ORG_A, {
        where: { entityId: "r1", activityType: "update", changesetIds: "c1" },
        orderBy: [{ field: "id", descending: true }],
      });
      assert.deepEqual(
        found.items.map((r) => r.id),
        ["a2"],
      );
    });

    withStore("a closed store refuses every call", async (store) => {
      await store.close();
      await rejectsWith(store.get("policy", ORG_A, "p"), "unavailable");
      await rejectsWith(store.commit({ ops: [insert("policy", ORG_A, record("p"))] }), "unavailable");
    });

    if (factory.reopen !== undefined) {
      const reopen = factory.reopen.bind(factory);
      it("finds everything again after close and reopen", async () => {
        let store = await factory.create();
        try {
          const rows = Array.from({ length: 50 }, (_, i) =>
            record(`r${String(i).padStart(2, "0")}`, { namespaceId: "ns", name: `n${i}`, policyIds: [`p${i % 3}`] }),
          );
          await store.commit({ ops: rows.map((r) => insert("route", ORG_A, r)) });
          await store.commit({ ops: [update("route", ORG_A, { ...rows[0]!, name: "renamed" }, 1)] });
          await store.commit({ ops: [insert("user", GLOBAL_SCOPE, record("u1", { subject: "s1" }))] });
          store = await reopen(store);
          assert.equal((await store.get("route", ORG_A, "r00"))?.name, "renamed");
          assert.equal((await store.get("route", ORG_A, "r00"))?.version, 2);
          assert.equal((await store.list("route", ORG_A, { where: { namespaceId: "ns" }, count: true })).total, 50);
          assert.equal((await store.list("route", ORG_A, { where: { policyIds: "p1" } })).items.length, 17);
          assert.equal((await store.get("user", GLOBAL_SCOPE, "u1"))?.subject, "s1");
          await rejectsWith(store.commit({ ops: [insert("user", GLOBAL_SCOPE, record("u2", { subject: "s1" }))] }), "already_exists");
        } finally {
          await store.close();
        }
      });
    }
  });
}
