/** Ordering and paging: the contract's order, several keys, ties by id, filters, paging and what a kind does not declare. */
import assert from "node:assert/strict";
import { ops, GLOBAL_SCOPE, KINDS, type Kind, type KindSpec } from "../store/port.js";
import { ORG_A, ORG_B, fieldAt, insert, orderLikeAStore, record, rejectsWith, scopeOf, update, type WithStore } from "./support.js";

/** Registers the ordering tests. */
export function defineOrderingTests(withStore: WithStore): void {
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
          ops: [
            ...values.map((value, i) => insert(kind, scope, record(`${kind}-${i}`, fieldAt(field, value)))),
            insert(kind, scope, record(`${kind}-missing`)),
          ],
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
    for (const field of spec.filters.filter((name) => name.includes("."))) {
      withStore(`filters ${kind} by the nested ${field}: found by its path, null where the path stops, moved by an update`, async (store) => {
        const [parent, child] = [field.slice(0, field.lastIndexOf(".")), field.slice(field.lastIndexOf(".") + 1)];
        await store.commit({
          ops: [
            insert(kind, ORG_A, record("set", fieldAt(field, "x"))),
            insert(kind, ORG_A, record("other", fieldAt(field, "y"))),
            // The parent object without the field, the parent not an object, no parent at all, and the
            // dotted name as a top-level key (which is not the path).
            insert(kind, ORG_A, record("empty", fieldAt(parent, {}))),
            insert(kind, ORG_A, record("scalar", fieldAt(parent, "x"))),
            insert(kind, ORG_A, record("absent")),
            insert(kind, ORG_A, record("flat", { [field]: "x", ...fieldAt(parent, { [`${child}Other`]: "x" }) })),
          ],
        });
        const ids = async (value: string | null | (string | null)[]) =>
          (await store.list(kind, ORG_A, { where: { [field]: value } })).items.map((r) => r.id).sort();
        assert.deepEqual(await ids("x"), ["set"]);
        assert.deepEqual(await ids(["x", "y"]), ["other", "set"]);
        assert.deepEqual(await ids(null), ["absent", "empty", "flat", "scalar"]);
        await store.commit({ ops: [update(kind, ORG_A, record("set", fieldAt(field, "z")), 1), update(kind, ORG_A, record("other"), 1)] });
        assert.deepEqual(await ids(["x", "y"]), []);
        assert.deepEqual(await ids("z"), ["set"]);
        assert.equal((await store.list(kind, ORG_A, { where: { [field]: "z" }, limit: 0, count: true })).total, 1);
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
  withStore("a filter finds a record under its current values only: after an update, a refused batch and a delete", async (store) => {
    const ids = async (where: Record<string, unknown>) => (await store.list("route", ORG_A, { where, orderBy: [{ field: "id" }] })).items.map((r) => r.id);
    await store.commit({
      ops: [
        insert("route", ORG_A, record("r1", { namespaceId: "a", name: "one", policyIds: ["p1", "p2"] })),
        insert("route", ORG_A, record("r2", { namespaceId: "a", name: "two", policyIds: ["p2"] })),
      ],
    });
    await store.commit({ ops: [update("route", ORG_A, record("r1", { namespaceId: "b", name: "one", policyIds: ["p3"] }), 1)] });
    assert.deepEqual(await ids({ namespaceId: "a" }), ["r2"]);
    assert.deepEqual(await ids({ namespaceId: "b" }), ["r1"]);
    assert.deepEqual(await ids({ policyIds: "p1" }), []);
    assert.deepEqual(await ids({ policyIds: "p2" }), ["r2"]);
    assert.deepEqual(await ids({ policyIds: "p3" }), ["r1"]);
    // A batch whose last op fails: its update of r1 must leave no trace in what filters find.
    await rejectsWith(
      store.commit({
        ops: [update("route", ORG_A, record("r1", { namespaceId: "c", name: "one", policyIds: ["p4"] }), 2), ops.delete("route", ORG_A, "r2", 99)],
      }),
      "conflict",
    );
    assert.deepEqual(await ids({ namespaceId: "c" }), []);
    assert.deepEqual(await ids({ policyIds: "p4" }), []);
    assert.deepEqual(await ids({ namespaceId: "b", policyIds: "p3" }), ["r1"]);
    await store.commit({ ops: [ops.delete("route", ORG_A, "r2", 1)] });
    assert.deepEqual(await ids({ namespaceId: "a" }), []);
    assert.deepEqual(await ids({ policyIds: "p2" }), []);
    assert.deepEqual(await ids({ namespaceId: ["a", "b"], policyIds: ["p2", "p3"] }), ["r1"]);
  });
  withStore("text hints: a list keeps every record whose JSON holds each text (ASCII case aside), and every record with text outside ASCII", async (store) => {
    const names = ["Alpha-one", "\u212Aelvin alpha", 'say "alpha"', "50%_off", "50x_off", "beta", "crème alpha"];
    await store.commit({ ops: names.map((name, i) => insert("route", ORG_A, record(`r${i}`, { namespaceId: "ns", name, policyIds: [] }))) });
    const kept = async (textHints: string[]) =>
      (await store.list("route", ORG_A, { where: { namespaceId: "ns" }, textHints, orderBy: [{ field: "id" }] })).items.map((r) => r.name);
    const keeps = (found: unknown[], wanted: string[]) => {
      for (const name of wanted) assert.ok(found.includes(name), `a record holding the text was left out: ${name}`);
    };
    keeps(await kept(["ALPHA"]), ["Alpha-one", "\u212Aelvin alpha", 'say "alpha"', "crème alpha"]);
    keeps(await kept(["50%_o"]), ["50%_off", "\u212Aelvin alpha", "crème alpha"]);
    keeps(await kept(["alpha", "one"]), ["Alpha-one"]);
    // What a store reads for them is a list like any other: ordered, paged, counted.
    const all = await store.list("route", ORG_A, { where: { namespaceId: "ns" }, textHints: ["a"], orderBy: [{ field: "id" }], limit: 2, count: true });
    assert.equal(all.items.length, 2);
    assert.ok((all.total ?? 0) >= 6);
    await rejectsWith(store.list("route", ORG_A, { textHints: ['a"b'] }), "invalid_argument");
    await rejectsWith(store.list("route", ORG_A, { textHints: [""] }), "invalid_argument");
  });
  withStore("an update that keeps some indexed values and list items and changes others: filters, orders and unique keys follow", async (store) => {
    const ids = async (where: Record<string, unknown>, field: "id" | "name" = "id") =>
      (await store.list("route", ORG_A, { where, orderBy: [{ field }] })).items.map((r) => r.id);
    await store.commit({
      ops: [
        insert("route", ORG_A, record("r1", { namespaceId: "a", name: "b-one", policyIds: ["p1", "p2"] })),
        insert("route", ORG_A, record("r2", { namespaceId: "a", name: "c-two", policyIds: ["p2"] })),
      ],
    });
    // Same namespace and one policy kept; the name (a sort and unique key) and the other policy change.
    await store.commit({ ops: [update("route", ORG_A, record("r1", { namespaceId: "a", name: "d-one", policyIds: ["p2", "p3", "p3"] }), 1)] });
    assert.deepEqual(await ids({ namespaceId: "a" }, "name"), ["r2", "r1"]);
    assert.deepEqual(await ids({ policyIds: "p1" }), []);
    assert.deepEqual(await ids({ policyIds: "p2" }), ["r1", "r2"]);
    assert.deepEqual(await ids({ policyIds: "p3" }), ["r1"]);
    // The old name is free, the new one taken.
    await store.commit({ ops: [insert("route", ORG_A, record("r3", { namespaceId: "a", name: "b-one", policyIds: [] }))] });
    await rejectsWith(store.commit({ ops: [insert("route", ORG_A, record("r4", { namespaceId: "a", name: "d-one", policyIds: [] }))] }), "already_exists");
    // Nothing indexed changes (the data does), then everything goes back.
    await store.commit({ ops: [update("route", ORG_A, record("r1", { namespaceId: "a", name: "d-one", policyIds: ["p3", "p2"], from: "https://x" }), 2)] });
    assert.equal((await store.get("route", ORG_A, "r1"))?.version, 3);
    assert.deepEqual(await ids({ policyIds: ["p2", "p3"] }), ["r1", "r2"]);
    await store.commit({ ops: [update("route", ORG_A, record("r1", { namespaceId: "b", name: "b-one", policyIds: ["p1"] }), 3)] });
    assert.deepEqual(await ids({ namespaceId: "a" }, "name"), ["r3", "r2"]);
    assert.deepEqual(await ids({ namespaceId: "b" }), ["r1"]);
    assert.deepEqual(await ids({ policyIds: ["p2", "p3"] }), ["r2"]);
    assert.deepEqual(await ids({ policyIds: "p1" }), ["r1"]);
  });
}
