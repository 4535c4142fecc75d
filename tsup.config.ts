import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    memory: "adapters/memory/index.ts",
    sqlite: "adapters/sqlite/index.ts",
    postgres: "adapters/postgres/index.ts",
    node: "src/http/node.ts",
    testing: "test/conformance/index.ts",
    client: "src/client/index.ts",
  },
  format: ["esm"],
  dts: true,
  splitting: true,
  sourcemap: true,
  clean: true,
  target: "node20",
  platform: "node",
  // Optional peers and the runtime dependencies stay imports, never bundled.
  external: ["better-sqlite3", "pg"],
});
