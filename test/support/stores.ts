/**
 * The stores every service test runs on: memory, SQLite on a fresh file per test in a temp folder, and
 * PostgreSQL when a server is available (see postgres.ts): on a schema of the test file's emptied for
 * each test, or a fresh one for a test that opens a second store while its first is open.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach } from "vitest";
import type { Store } from "accessplane/store";
import { createMemoryStore } from "accessplane/memory";
import { createSqliteStore } from "accessplane/sqlite";
import { POSTGRES_AVAILABLE, POSTGRES_URL, postgresStores, schemaName } from "./postgres.js";

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
    // A schema made for this file's first test is emptied for each next one rather than made again:
    // making one (every kind's tables and indexes) costs about six times as long, and minutes of a
    // file under load. Emptied, it is what a fresh one is (the tables there, the schema version
    // recorded, no row); only when every store of it is closed, so a test's second store gets a schema
    // of its own.
    let reused: string | undefined;
    let admin: pg.Client | undefined;
    /** The statement that empties the reused schema (its tables do not change between tests). */
    let emptying: string | undefined;
    afterAll(async () => {
      await admin?.end().catch(() => {});
    });
    const emptied = async (schema: string): Promise<void> => {
      if (admin === undefined) {
        admin = new pg.Client({ connectionString: POSTGRES_URL });
        await admin.connect();
      }
      if (emptying === undefined) {
        const { rows } = await admin.query<{ name: string }>(
          "SELECT tablename AS name FROM pg_tables WHERE schemaname = $1 AND tablename <> 'schema_version'",
          [schema],
        );
        // No table: a first store that failed to open left nothing to empty (looked for again next time).
        if (rows.length === 0) return;
        emptying = rows.map(({ name }) => `DELETE FROM "${schema}"."${name}"`).join("; ");
      }
      await admin.query(emptying);
    };
    stores.push([
      "postgres",
      async () => {
        let schema: string;
        if (reused !== undefined && open.length === 0) {
          schema = reused;
          await emptied(schema);
        } else {
          schema = schemaName(label);
          reused ??= schema;
        }
        const store = await postgres.create(schema);
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
