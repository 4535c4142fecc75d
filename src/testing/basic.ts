/** Basic behaviour: records round-trip, scopes stay apart, ids and unique keys, versions, a closed store. */
import assert from "node:assert/strict";
import { ops, GLOBAL_SCOPE } from "../store/port.js";
import { ORG_A, ORG_B, insert, record, rejectsWith, update, type AnyRecord, type WithStore } from "./support.js";

/** Registers the basic tests. */
export function defineBasicTests(withStore: WithStore): void {
  withStore("round-trips every JSON field type exactly (quotes and backslashes too), with version 1", async (store) => {
    const rec = record("r1", {
      orgId: ORG_A,
      namespaceId: "ns",
      name: `ünïcødé ✓ 𝄞 "quoted" \\ slash/ it's \\' E'x' ''`,
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
  withStore("a closed store refuses every call", async (store) => {
    await store.close();
    await rejectsWith(store.get("policy", ORG_A, "p"), "unavailable");
    await rejectsWith(store.commit({ ops: [insert("policy", ORG_A, record("p"))] }), "unavailable");
  });
}
