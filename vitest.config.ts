import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    // The examples and tests import the package by name, as users do.
    alias: [
      { find: /^accessplane\/memory$/, replacement: here("./adapters/memory/index.ts") },
      { find: /^accessplane\/sqlite$/, replacement: here("./adapters/sqlite/index.ts") },
      { find: /^accessplane\/postgres$/, replacement: here("./adapters/postgres/index.ts") },
      { find: /^accessplane\/node$/, replacement: here("./src/http/node.ts") },
      { find: /^accessplane\/fastify$/, replacement: here("./src/http/fastify-entry.ts") },
      { find: /^accessplane\/store$/, replacement: here("./src/store/index.ts") },
      { find: /^accessplane\/testing$/, replacement: here("./src/testing/index.ts") },
      { find: /^accessplane\/client$/, replacement: here("./src/client/index.ts") },
      { find: /^accessplane$/, replacement: here("./src/index.ts") },
    ],
  },
  test: {
    include: ["test/**/*.test.ts"],
    // Fails a test file when any response or log line of its test planes carried a private key.
    setupFiles: ["test/support/leak-setup.ts"],
    // Says once what the suite uses of this machine: the PostgreSQL server and database, Chromium.
    globalSetup: ["test/support/global-setup.ts"],
    // A timeout ends a test that hangs; it measures nothing. Sized for a 2-core machine whose cores are
    // both busy with something else (CI runs the suite that way, see scripts/under-load.sh): a test that
    // takes 10 s quiet may take ten times that there.
    testTimeout: 120_000,
    // Creating a PostgreSQL schema (every kind's tables and indexes) takes seconds on a busy machine.
    hookTimeout: 180_000,
    pool: "forks",
    // Both cores: the suites mostly wait on PostgreSQL, SQLite files and child processes, so two files
    // at a time halve the wall time (vitest's default on two cores is one).
    maxWorkers: 2,
  },
});
