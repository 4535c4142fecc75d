/**
 * The change mark (`Store.changeMark`, or `Store.readChangeMark` read from the server), for stores
 * that have one: it moves with every commit and never comes back to an earlier value, and (with a
 * second handle on the same data, `another`) moves with every commit made through that handle, as with
 * another process's. A store's own mark also stays while nothing is committed (reads do not move it);
 * a mark read from a shared server (PostgreSQL's snapshot moves with every transaction on the server,
 * other databases' too) is not held to that here. The control plane serves answers from memory while
 * the mark stands: a mark that misses a commit serves stale data.
 */
import assert from "node:assert/strict";
import type { Store } from "../store/port.js";
import { ORG_A, insert, record, rejectsWith, update } from "./support.js";

/** The store's change mark (its own, or read from its server), or undefined after printing why the test does not apply. */
function markOf(store: Store, test: string): { mark: () => Promise<number | string>; own: boolean } | undefined {
  const own = store.changeMark?.bind(store);
  if (own !== undefined) return { mark: async () => own(), own: true };
  if (store.readChangeMark !== undefined) return { mark: store.readChangeMark.bind(store), own: false };
  console.warn(`store conformance: "${test}" does not apply: the store has neither changeMark nor readChangeMark`);
  return undefined;
}

/** Registers the change mark tests (each says it does not apply to a store without one). */
export function defineChangeMarkTests(
  it: (name: string, body: () => Promise<void>) => void,
  factory: { create(): Store | Promise<Store>; another?(store: Store): Promise<Store> },
): void {
  const name = "change mark: moves, never back, with every commit (and a store's own stays while nothing is committed)";
  it(name, async () => {
    const store = await factory.create();
    try {
      const found = markOf(store, name);
      if (found === undefined) return;
      const { mark, own } = found;
      const seen = [await mark()];
      await store.get("policy", ORG_A, "p");
      await store.list("policy", ORG_A, { where: { namespaceId: "ns" } });
      if (own) assert.equal(await mark(), seen[0], "reads leave the mark where it was");
      await store.commit({ ops: [insert("policy", ORG_A, record("p", { namespaceId: "ns", name: "a" }))] });
      seen.push(await mark());
      if (own) assert.equal(await mark(), seen[1], "the mark stays between commits");
      await store.commit({ ops: [update("policy", ORG_A, record("p", { namespaceId: "ns", name: "b" }), 1)] });
      seen.push(await mark());
      // A refused commit changed nothing: the mark may stay or move, but not go back.
      await rejectsWith(store.commit({ ops: [insert("policy", ORG_A, record("p", { namespaceId: "ns", name: "c" }))] }), "already_exists");
      await store.commit({ ops: [insert("policy", ORG_A, record("q", { namespaceId: "ns", name: "d" }))] });
      seen.push(await mark());
      // (A mark read from a shared server may move more often: every value is still new.)
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
      const found = markOf(store, other);
      if (found === undefined) return;
      const { mark } = found;
      const before = await mark();
      await second.commit({ ops: [insert("policy", ORG_A, record("p", { namespaceId: "ns", name: "a" }))] });
      const after = await mark();
      assert.notEqual(after, before, "another handle's commit moved the mark");
      assert.equal((await store.get("policy", ORG_A, "p"))?.name, "a");
      await second.commit({ ops: [update("policy", ORG_A, record("p", { namespaceId: "ns", name: "b" }), 1)] });
      assert.notEqual(await mark(), after, "and its next commit moved it again");
      assert.notEqual(await mark(), before);
    } finally {
      await second.close();
      await store.close();
    }
  });
}
