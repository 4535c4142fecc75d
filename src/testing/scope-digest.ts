/**
 * The scope digest (`Store.scopeDigest`), for stores that have one: it stays while nothing is
 * committed, and differs from the one before after every insert, update and delete of its kind in its
 * scope, a record deleted and inserted again under the same id and version included (with a second
 * handle on the same data, `another`, also when that handle commits, as with another process's). The
 * control plane keeps a write's namespace tree while the digest stands: a digest that misses a change
 * lets a write check against a stale tree.
 */
import assert from "node:assert/strict";
import { ops } from "../store/port.js";
import type { Store } from "../store/port.js";
import { ORG_A, insert, record, update } from "./support.js";

/** The store's scope digest of the policies of ORG_A, or undefined after printing why the test does not apply. */
function digestOf(store: Store, test: string): (() => Promise<string>) | undefined {
  if (store.scopeDigest !== undefined) return () => store.scopeDigest!("policy", ORG_A);
  console.warn(`store conformance: "${test}" does not apply: the store has no scopeDigest`);
  return undefined;
}

/** Registers the scope digest tests (each says it does not apply to a store without one). */
export function defineScopeDigestTests(
  it: (name: string, body: () => Promise<void>) => void,
  factory: { create(): Store | Promise<Store>; another?(store: Store): Promise<Store> },
): void {
  const name = "scope digest: stays while nothing is committed, moves with every insert, update and delete of its kind and scope";
  it(name, async () => {
    const store = await factory.create();
    try {
      const digest = digestOf(store, name);
      if (digest === undefined) return;
      const empty = await digest();
      await store.get("policy", ORG_A, "p");
      await store.list("policy", ORG_A);
      assert.equal(await digest(), empty, "reads leave the digest where it was");
      const steps: [string, () => Promise<unknown>][] = [
        ["an insert", () => store.commit({ ops: [insert("policy", ORG_A, record("p", { namespaceId: "ns", name: "a" }))] })],
        ["an update", () => store.commit({ ops: [update("policy", ORG_A, record("p", { namespaceId: "ns", name: "b" }), 1)] })],
        ["a delete", () => store.commit({ ops: [ops.delete("policy", ORG_A, "p", 2)] })],
        // The same id at the same version as the first insert, with other contents.
        ["the same id inserted again", () => store.commit({ ops: [insert("policy", ORG_A, record("p", { namespaceId: "ns", name: "c" }))] })],
      ];
      let before = empty;
      const seen: string[] = [];
      for (const [what, step] of steps) {
        await step();
        const after = await digest();
        assert.notEqual(after, before, `${what} moved the digest`);
        assert.equal(await digest(), after, `the digest stays after ${what}`);
        seen.push(after);
        before = after;
      }
      assert.notEqual(seen[3], seen[0], "a record inserted again under its old id and version has a digest of its own");
    } finally {
      await store.close();
    }
  });
  if (factory.another === undefined) return;
  const another = factory.another.bind(factory);
  const other = "scope digest: moves when another handle on the same data commits to its kind and scope";
  it(other, async () => {
    const store = await factory.create();
    const second = await another(store);
    try {
      const digest = digestOf(store, other);
      if (digest === undefined) return;
      const before = await digest();
      await second.commit({ ops: [insert("policy", ORG_A, record("p", { namespaceId: "ns", name: "a" }))] });
      const after = await digest();
      assert.notEqual(after, before, "another handle's insert moved the digest");
      await second.commit({ ops: [update("policy", ORG_A, record("p", { namespaceId: "ns", name: "b" }), 1)] });
      assert.notEqual(await digest(), after, "and its update moved it again");
    } finally {
      await second.close();
      await store.close();
    }
  });
}
