/**
 * The stores every service test runs on: memory, SQLite on a fresh file per test in a temp folder, and
 * PostgreSQL on a fresh schema per test when a server is available (see postgres.ts).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach } from "vitest";
import type { Store } from "accessplane/store";
import { createMemoryStore } from "accessplane/memory";
import { createSqliteStore } from "accessplane/sqlite";
import { POSTGRES_AVAILABLE, postgresStores } from "./postgres.js";

/** `[name, make]` for each store; files and schemas are removed after the test file. */
export function everyStore(label: string): [string, () => Store | Promise<Store>][] {
  const dir = mkdtempSync(join(tmpdir(), `accessplane-${label}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let files = 0;
  const stores: [string, () => Store | Promise<Store>][] = [
    ["memory", () => createMemoryStore()],
    ["sqlite", () => createSqliteStore({ filename: join(dir, `${label}-${++files}.db`) })],
  ];
  if (POSTGRES_AVAILABLE) {
    const postgres = postgresStores(label);
    // Each test's store is closed after it, so that connections do not pile up across a file.
    const open: Store[] = [];
    afterEach(async () => {
      for (const store of open.splice(0)) await store.close().catch(() => {});
    });
    stores.push([
      "postgres",
      async () => {
        const store = await postgres.create();
        open.push(store);
        return store;
      },
    ]);
  }
  return stores;
}

/**
 * A second handle on a store held in memory, as a second process would have on a shared database: the
 * same data, but closing it leaves the first handle open.
 */
export function secondHandle(store: Store): Store {
  return new Proxy(store, {
    get: (target, key) => {
      if (key === "close") return async () => {};
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** `store` with its commits going through `commit` (which calls the store's own): to watch or disturb them. */
export function withCommit(store: Store, commit: Store["commit"]): Store {
  return new Proxy(store, {
    get: (target, key) => {
      if (key === "commit") return commit;
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
