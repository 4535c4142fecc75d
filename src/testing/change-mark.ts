/**
 * The change mark (`Store.changeMark`), for stores that have one: it stays while nothing is committed
 * (reads do not move it), never comes back to an earlier value once a commit landed, and (with a
 * second handle on the same data, `another`) moves with every commit made through that handle, as
 * with another process's. The control plane serves answers from memory while it stands: a mark that
 * misses a commit serves stale data.
 */
import assert from "node:assert/strict";
import type { Store } from "../store/port.js";
import { ORG_A, insert, record, rejectsWith, update } from "./support.js";

/** The store's change mark, or undefined after printing why the test does not apply. */
function markOf(store: Store, test: string): (() => number) | undefined {
  if (store.changeMark !== undefined) return store.changeMark.bind(store);
  console.warn(`store conformance: "${test}" does not apply: the store has no changeMark`);
  return undefined;
}

/** Registers the change mark tests (each says it does not apply to a store without one). */
export function defineChangeMarkTests(
  it: (name: string, body: () => Promise<void>) => void,
  factory: { create(): Store | Promise<Store>; another?(store: Store): Promise<Store> },
): void {
  const own = "change mark: stays while nothing is committed and moves, never back, with every commit";
  it(own, async () => {
    const store = await factory.create();
    try {
      const mark = markOf(store, own);
      if (mark === undefined) return;
      const seen = [mark()];
      await store.get("policy", ORG_A, "p");
      await store.list("policy", ORG_A, { where: { namespaceId: "ns" } });
      assert.equal(mark(), seen[0], "reads leave the mark where it was");
      await store.commit({ ops: [insert("policy", ORG_A, record("p", { namespaceId: "ns", name: "a" }))] });
      seen.push(mark());
      assert.equal(mark(), seen[1], "the mark stays between commits");
      await store.commit({ ops: [update("policy", ORG_A, record("p", { namespaceId: "ns", name: "b" }), 1)] });
      seen.push(mark());
      // A refused commit changed nothing: the mark may stay or move, but not go back.
      await rejectsWith(store.commit({ ops: [insert("policy", ORG_A, record("p", { namespaceId: "ns", name: "c" }))] }), "already_exists");
      await store.commit({ ops: [insert("policy", ORG_A, record("q", { namespaceId: "ns", name: "d" }))] });
      seen.push(mark());
      assert.equal(new Set(seen).size, seen.length, `every commit gave a mark not seen before: ${seen.join(", ")}`);
    } finally {
      await store.close();
    }
  });
  if (factory.another === undefined) return;
  const another = factory.another.bind(factory);
  const other = "change mark: moves when another handle on the same data commits";
  it(other, async () => {
    const store = await factory.create();
    const second = await another(store);
    try {
      const mark = markOf(store, other);
      if (mark === undefined) return;
      const before = mark();
      await second.commit({ ops: [insert("policy", ORG_A, record("p", { namespaceId: "ns", name: "a" }))] });
      const after = mark();
      assert.notEqual(after, before, "another handle's commit moved the mark");
      assert.equal((await store.get("policy", ORG_A, "p"))?.name, "a");
      await second.commit({ ops: [update("policy", ORG_A, record("p", { namespaceId: "ns", name: "b" }), 1)] });
      assert.notEqual(mark(), after, "and its next commit moved it again");
      assert.notEqual(mark(), before);
    } finally {
      await second.close();
      await store.close();
    }
  });
}
