/**
 * The storage contract's checks run in one wrapper around any store (`checkedStore`), before the store
 * is reached: the bundled stores no longer copy them, and a third-party store gets them for free.
 */
import { describe, expect, it } from "vitest";
import { isAccessPlaneError } from "accessplane";
import { checkedStore, checks, GLOBAL_SCOPE, KINDS, ops, type KindSpec, type Store } from "accessplane/store";
import { createMemoryStore } from "accessplane/memory";

/** A memory store that counts the calls that reach it. */
function countingStore(): { store: Store; reached: () => number } {
  const inner = createMemoryStore();
  let calls = 0;
  const count =
    <A extends unknown[], R>(call: (...args: A) => R) =>
    (...args: A): R => {
      calls++;
      return call(...args);
    };
  return {
    store: {
      get: count(inner.get.bind(inner)),
      getMany: count(inner.getMany.bind(inner)),
      list: count(inner.list.bind(inner)),
      commit: count(inner.commit.bind(inner)),
      close: () => inner.close(),
    },
    reached: () => calls,
  };
}

const at = "2026-01-01T00:00:00.000Z";
const policy = (extra: Record<string, unknown> = {}) => ({
  id: "p1",
  createdAt: at,
  updatedAt: at,
  orgId: "org",
  namespaceId: "ns",
  name: "p",
  enforced: false,
  ...extra,
});

async function refused(call: () => Promise<unknown>): Promise<string> {
  let pending: Promise<unknown>;
  try {
    pending = call();
  } catch (error) {
    throw new Error(`the check threw instead of rejecting: ${String(error)}`);
  }
  return pending.then(
    () => {
      throw new Error("accepted");
    },
    (error: unknown) => {
      if (!isAccessPlaneError(error, "invalid_argument")) throw error;
      return error.message;
    },
  );
}

describe("checkedStore", () => {
  it("declares the type of every indexed field of every kind, and of nothing else", () => {
    for (const [kind, spec] of Object.entries(KINDS) as [string, KindSpec][]) {
      const indexed = new Set([...spec.filters, ...spec.multi, ...spec.orderBy, ...spec.unique.flat()].filter((field) => field !== "id"));
      expect(new Set(Object.keys(spec.types)), kind).toEqual(indexed);
    }
  });

  it("refuses, as a rejected promise and before the store is reached, what no store could take", async () => {
    const { store: inner, reached } = countingStore();
    const store = checkedStore(inner);
    const cases: [string, () => Promise<unknown>, RegExp][] = [
      ["an undeclared kind", () => store.get("colour" as never, "org", "x"), /unknown record kind/],
      ["an organization kind in the global scope", () => store.get("policy", GLOBAL_SCOPE, "x"), /organization-scoped/],
      ["an undeclared filter", () => store.list("policy", "org", { where: { colour: "red" } as never }), /cannot filter on colour/],
      ["a boolean field filtered by text", () => store.list("policy", "org", { where: { enforced: "yes" } }), /enforced by boolean/],
      ["a text field filtered by an object", () => store.list("route", "org", { where: { namespaceId: [{}] } as never }), /namespaceId by text/],
      ["a negative limit", () => store.list("policy", "org", { limit: -1 }), /limit/],
      ["a record without an id", () => store.commit({ ops: [ops.insert("policy", "org", { ...policy(), id: 7 } as never)] }), /string id/],
      ["a record carrying its version", () => store.commit({ ops: [ops.insert("policy", "org", { ...policy(), version: 1 } as never)] }), /version/],
      [
        "a boolean field written as text",
        () => store.commit({ ops: [ops.insert("policy", "org", policy({ enforced: "yes" }) as never)] }),
        /enforced must be a boolean/,
      ],
      [
        "a list field written as one value",
        () => store.commit({ ops: [ops.insert("route", "org", { id: "r", createdAt: at, updatedAt: at, policyIds: "p1" } as never)] }),
        /policyIds must be a list/,
      ],
      ["a count check of a boolean by text", () => store.commit({ ops: [], checks: [checks.count("policy", "org", { enforced: "no" }, 0)] }), /by boolean/],
    ];
    for (const [what, call, message] of cases) expect(await refused(call), what).toMatch(message);
    expect(reached()).toBe(0);
    // What passes reaches the store, once, even through two wrappers.
    const twice = checkedStore(store);
    expect(twice).toBe(store);
    await twice.commit({ ops: [ops.insert("policy", "org", policy() as never)] });
    expect((await twice.list("policy", "org", { where: { enforced: false } })).items.map((p) => p.id)).toEqual(["p1"]);
    expect(reached()).toBe(2);
    await store.close();
  });
});
