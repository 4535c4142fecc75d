/**
 * `accessplane/testing`: the conformance suite every store must pass. Hand it your test runner's
 * `describe` and `it` and a factory that makes a fresh store; each test gets its own store. The suite
 * is split by capability: basic behaviour, batches and checks, ordering and paging (every store), the
 * change mark (a store with `changeMark`) and the scope digest (a store with `scopeDigest`), each with
 * `another` also across handles, then reopen (a store that can close and open its data again:
 * `reopen`) and watch (a store with `watch` and a second handle on its data: `another`). A test a
 * store cannot pass yet is skipped by name, with the reason (`skip`), which the run prints.
 *
 * @example
 * ```ts
 * import { describe, it } from "vitest";
 * import { defineStoreConformanceTests } from "accessplane/testing";
 * defineStoreConformanceTests({ describe, it, skip: it.skip }, { name: "my store", create: () => createMyStore() });
 * ```
 * @packageDocumentation
 */
import { checkedStore } from "../store/checked-store.js";
// The contract as `accessplane/store` declares it: the published declarations name it from there.
import type { Store } from "accessplane/store";
import { defineBasicTests } from "./basic.js";
import { defineBatchTests } from "./batches.js";
import { defineChangeMarkTests } from "./change-mark.js";
import { defineOrderingTests } from "./ordering.js";
import { defineReopenTests } from "./reopen.js";
import { defineScopeDigestTests } from "./scope-digest.js";
import type { WithStore } from "./support.js";
import { defineWatchTests } from "./watch.js";

export { compareStoredValues, orderLikeAStore } from "./support.js";

/** The functions of a test runner the suite needs (vitest's, node:test's, jest's). */
export interface ConformanceHarness {
  /** Groups the tests `body` declares under `name`. */
  describe(name: string, body: () => void): void;
  /** Declares one test: it passes when the promise `body` returns resolves. */
  it(name: string, body: () => Promise<void>): void;
  /** Declares a skipped test (vitest's `it.skip`); without it, a skipped test is only printed. */
  skip?(name: string, body: () => Promise<void>): void;
}

/** How to make the store under test, and what it can do beyond the basic contract. */
export interface StoreFactory {
  /** Shown in test names. */
  name: string;
  /** A new, empty store. */
  create(): Store | Promise<Store>;
  /** For persistent stores: closes `store` and opens the same data again (the reopen tests). */
  reopen?(store: Store): Promise<Store>;
  /**
   * For stores with `watch` or `changeMark`: a second handle on `store`'s data, as another process
   * sharing it has (the watch tests, and the change mark's across handles). Closed by the suite.
   */
  another?(store: Store): Promise<Store>;
  /** Tests this store is not held to, by name, each with the reason (printed when the suite runs). */
  skip?: Readonly<Record<string, string>>;
}

/** Registers the conformance tests for one store. */
export function defineStoreConformanceTests(harness: ConformanceHarness, factory: StoreFactory): void {
  const skips = new Map(Object.entries(factory.skip ?? {}));
  const it = (name: string, body: () => Promise<void>): void => {
    const why = skips.get(name);
    if (why === undefined) return harness.it(name, body);
    skips.delete(name);
    console.warn(`store conformance: ${factory.name}: skipped "${name}": ${why}`);
    harness.skip?.(`${name} (skipped: ${why})`, body);
  };
  const withStore: WithStore = (name, body) =>
    it(name, async () => {
      // As the control plane uses every store: behind the storage contract's checks.
      const store = checkedStore(await factory.create());
      try {
        await body(store);
      } finally {
        await store.close();
      }
    });

  harness.describe(`store conformance: ${factory.name}`, () => {
    defineBasicTests(withStore);
    defineBatchTests(withStore);
    defineOrderingTests(withStore);
    defineChangeMarkTests(it, {
      create: () => factory.create(),
      ...(factory.another === undefined ? {} : { another: (store: Store) => factory.another!(store) }),
    });
    defineScopeDigestTests(it, {
      create: () => factory.create(),
      ...(factory.another === undefined ? {} : { another: (store: Store) => factory.another!(store) }),
    });
    if (factory.reopen !== undefined) defineReopenTests(it, { create: () => factory.create(), reopen: (store) => factory.reopen!(store) });
    else
      console.warn(`store conformance: ${factory.name}: the reopen tests do not run: the factory has no reopen (a store that keeps nothing across processes)`);
    if (factory.another !== undefined) defineWatchTests(it, { create: () => factory.create(), another: (store) => factory.another!(store) });
    else console.warn(`store conformance: ${factory.name}: the watch tests do not run: the factory has no another (a store without watch is polled)`);
    // A skip that names no test is a typo that would hide nothing: say so.
    for (const name of skips.keys()) throw new Error(`store conformance: ${factory.name}: skip names no test: "${name}"`);
  });
}
