import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, it } from "vitest";
import { createMemoryStore } from "accessplane/memory";
import { createSqliteStore } from "accessplane/sqlite";
import { defineStoreConformanceTests } from "accessplane/testing";
import type { PostgresStore } from "accessplane/postgres";
import { POSTGRES_AVAILABLE, postgresStores } from "../support/postgres.js";

const dir = mkdtempSync(join(tmpdir(), "accessplane-conformance-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let counter = 0;
const files = new WeakMap<object, string>();

defineStoreConformanceTests({ describe, it, skip: it.skip }, { name: "memory", create: () => createMemoryStore() });

defineStoreConformanceTests(
  { describe, it, skip: it.skip },
  {
    name: "sqlite (file)",
    create: () => {
      const filename = join(dir, `store-${++counter}.db`);
      const store = createSqliteStore({ filename });
      files.set(store, filename);
      return store;
    },
    reopen: async (store) => {
      const filename = files.get(store)!;
      await store.close();
      const reopened = createSqliteStore({ filename });
      files.set(reopened, filename);
      return reopened;
    },
    // Another connection to the file: for the change mark, as another process's would be.
    another: async (store) => createSqliteStore({ filename: files.get(store)! }),
  },
);

if (POSTGRES_AVAILABLE) {
  const postgres = postgresStores("conformance");
  defineStoreConformanceTests(
    { describe, it },
    {
      name: "postgres",
      create: () => postgres.create(),
      reopen: async (store) => {
        const schema = (store as PostgresStore).schema;
        await store.close();
        return postgres.create(schema);
      },
      // Another replica: a store with a pool and a listening connection of its own on the same schema.
      another: (store) => postgres.create((store as PostgresStore).schema),
    },
  );
}
