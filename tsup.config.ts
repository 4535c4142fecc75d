import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    memory: "adapters/memory/index.ts",
    sqlite: "adapters/sqlite/index.ts",
    postgres: "adapters/postgres/index.ts",
    node: "src/http/node.ts",
    fastify: "src/http/fastify-entry.ts",
    store: "src/store/index.ts",
    testing: "src/testing/index.ts",
    client: "src/client/index.ts",
    cli: "src/cli/main.ts",
  },
  format: ["esm"],
  // typia is a development tool: the generated validators' few runtime helpers are bundled, and the
  // declarations inline typia's tag types, so installing the package brings no typia (nor TypeScript).
  dts: true,
  splitting: true,
  // Source maps without the sources' text: a stack trace under `node --enable-source-maps` still names
  // the TypeScript file and line, and the install is 2.2 MB lighter (the text was two-thirds of it).
  sourcemap: true,
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
  clean: true,
  target: "node20",
  platform: "node",
  // Optional peers and the runtime dependencies stay imports, never bundled.
  external: ["better-sqlite3", "pg", "accessplane/store"],
  noExternal: [/^typia/],
});
