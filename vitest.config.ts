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
      { find: /^accessplane\/store$/, replacement: here("./src/store/index.ts") },
      { find: /^accessplane\/testing$/, replacement: here("./test/conformance/index.ts") },
      { find: /^accessplane\/client$/, replacement: here("./src/client/index.ts") },
      { find: /^accessplane$/, replacement: here("./src/index.ts") },
    ],
  },
  test: {
    include: ["test/**/*.test.ts"],
    // Fails a test file when any response or log line of its test planes carried a private key.
    setupFiles: ["test/support/leak-setup.ts"],
    // Says once whether the PostgreSQL suites run, and on which server.
    globalSetup: ["test/support/postgres-global-setup.ts"],
    testTimeout: 30_000,
    // Creating a PostgreSQL schema (every kind's tables and indexes) takes seconds on a busy machine.
    hookTimeout: 60_000,
    pool: "forks",
    // Both cores: the suites mostly wait on PostgreSQL, SQLite files and child processes, so two files
    // at a time halve the wall time (vitest's default on two cores is one).
    maxWorkers: 2,
  },
});
