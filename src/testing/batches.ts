/** Batches and their checks: all or nothing, version and count checks, kept counts, concurrent commits. */
import assert from "node:assert/strict";
import { AccessPlaneError } from "../errors.js";
import { ops, KINDS, checks, type Kind, type KindSpec } from "../store/port.js";
import { ORG_A, ORG_B, insert, record, rejectsWith, update, type WithStore } from "./support.js";

/** Registers the batches tests. */
export function defineBatchTests(withStore: WithStore): void {
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
}
