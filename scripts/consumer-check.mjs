// The package as a user gets it: packs the tarball, checks it with publint and arethetypeswrong,
// measures what `npm install accessplane` adds, installs it into an empty project, type-checks an
// import of every entry point there (strict; NodeNext, Bundler and Node10), runs the installed CLI, and runs
// every README snippet (scripts/check-readme-snippets.mjs), and the HTTP contract suite through every
// framework against the installed package (vitest.packed.config.ts). Run by .ci/run.
//
//   node scripts/consumer-check.mjs [--postgres-url <url>] [--tarball <accessplane-x.y.z.tgz>]
//
// --tarball checks a tarball packed already instead of packing one (.ci/run packs once, and builds the
// container image's filesystem from the same tarball while this runs).
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const repo = resolve(".");
const args = process.argv.slice(2);
const postgresUrl = args.includes("--postgres-url") ? args[args.indexOf("--postgres-url") + 1] : undefined;
const given = args.includes("--tarball") ? resolve(args[args.indexOf("--tarball") + 1]) : undefined;
const work = mkdtempSync(join(tmpdir(), "accessplane-consumer-"));
const keep = process.env.ACCESSPLANE_KEEP_CONSUMER === "1";
process.on("exit", () => (keep ? console.log(`consumer check left in ${work}`) : rmSync(work, { recursive: true, force: true })));

const npm = (cwd, npmArgs) =>
  execFileSync("npm", [...npmArgs, "--no-audit", "--no-fund", "--loglevel=error"], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
const step = (text) => console.log(`consumer check: ${text}`);

// 1. The tarball, as `npm publish` would make it (prepack builds dist/), unless one is given.
let tarball = given;
if (tarball === undefined) {
  execFileSync("npm", ["pack", "--pack-destination", work, "--loglevel=error"], { cwd: repo, stdio: ["ignore", "ignore", "inherit"] });
  tarball = join(
    work,
    readdirSync(work).find((name) => name.endsWith(".tgz")),
  );
  step(`packed ${tarball}`);
} else {
  step(`checking ${tarball}`);
}

// 2. Lint the package: exports, files, types for every entry.
execFileSync(process.execPath, [join(repo, "node_modules", "publint", "src", "cli.js"), "run", tarball, "--strict"], { stdio: "inherit" });
execFileSync(process.execPath, [join(repo, "node_modules", "@arethetypeswrong", "cli", "dist", "index.js"), tarball, "--profile", "esm-only"], {
  stdio: "inherit",
});

// 3. What installing the package adds (its own dependencies only; the peers are optional).
const bare = join(work, "bare");
mkdirSync(bare);
writeFileSync(join(bare, "package.json"), JSON.stringify({ name: "bare", private: true, type: "module" }));
npm(bare, ["install", tarball, "--ignore-scripts"]);
const packages = new Set();
function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === ".bin" || entry.name === ".cache") continue;
    const path = join(dir, entry.name);
    if (entry.name.startsWith("@")) walk(path);
    else {
      packages.add(path);
      try {
        if (statSync(join(path, "node_modules")).isDirectory()) walk(join(path, "node_modules"));
      } catch {}
    }
  }
}
walk(join(bare, "node_modules"));
// What it adds besides itself.
packages.delete(join(bare, "node_modules", "accessplane"));
const kilobytes = Number(execFileSync("du", ["-sk", join(bare, "node_modules")], { encoding: "utf8" }).split("\t")[0]);
const mb = kilobytes / 1024;
// 22 MB since the ConfigService: the protobuf runtime and Connect add 4.5 MB (each ships CommonJS and ESM builds).
// The dependencies resolve as a user's install would (newest in range, not this repository's lockfile), so
// their releases move the figure: on 2026-12-05 it read 22.1 MB (lru-cache 11.5.4 alone 0.45 MB more)
// until the source maps stopped carrying the sources' text (20.0 MB).
step(`npm install accessplane adds ${packages.size} packages besides itself, ${mb.toFixed(1)} MB in all (target: at most 25 packages and 22 MB)`);
if (packages.size > 25 || mb > 22) {
  console.error("consumer check: the install is heavier than the target");
  process.exit(1);
}

// 4. A consumer project: the tarball, the optional peers, the frameworks of the README's snippets.
const consumer = join(work, "consumer");
mkdirSync(consumer);
const own = JSON.parse(readFileSync(join(repo, "package.json"), "utf8"));
const version = (name) => `${name}@${own.devDependencies[name]}`;
writeFileSync(join(consumer, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
npm(consumer, [
  "install",
  tarball,
  // better-sqlite3 compiles from source for minutes: the repository's built copy is linked instead.
  join(repo, "node_modules", "better-sqlite3"),
  ...["pg", "@types/pg", "hono", "@hono/node-server", "express", "@types/express", "fastify", "@types/node", "typescript", "vitest", "swagger-ui-dist"].map(
    version,
  ),
]);
step("installed the tarball into an empty project");

// 5. Every entry point, imported and used, type-checks under strict with both resolutions.
writeFileSync(
  join(consumer, "entries.ts"),
  `import { createControlPlane, evaluatePpl, AccessPlaneError, type ControlPlane } from "accessplane";
import { createMemoryStore } from "accessplane/memory";
import { createSqliteStore, type SqliteStore } from "accessplane/sqlite";
import { createPostgresStore } from "accessplane/postgres";
import { toNodeHandler, createNodeHttpServer } from "accessplane/node";
import { accessplane } from "accessplane/fastify";
import { defineStoreConformanceTests } from "accessplane/testing";
import { GLOBAL_SCOPE, type Stored, type SystemRecord, type Store } from "accessplane/store";
import { createAccessPlaneClient } from "accessplane/client";

const store: Store = createMemoryStore();
const plane: ControlPlane = await createControlPlane({ store });
const sqlite: SqliteStore = createSqliteStore({ filename: ":memory:" });
const pragma: unknown = sqlite.database.pragma("journal_mode", { simple: true });
const outcome: string = evaluatePpl({ allow: { or: [{ accept: true }] } }, {}).outcome;
const marker: Stored<SystemRecord> | undefined = await store.get("system", GLOBAL_SCOPE, "bootstrap");
const client = createAccessPlaneClient({ baseUrl: "http://127.0.0.1:1/api/v0", refreshToken: "x" });
export const used = [plane, pragma, outcome, marker, client, toNodeHandler, createNodeHttpServer, accessplane, defineStoreConformanceTests, createPostgresStore, AccessPlaneError];
await sqlite.close();
await plane.close();
`,
);
const strict = {
  target: "ES2022",
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  types: ["node"],
  skipLibCheck: false,
  noEmit: true,
};
for (const [name, resolution] of [
  ["nodenext", { module: "NodeNext", moduleResolution: "NodeNext" }],
  ["bundler", { module: "ESNext", moduleResolution: "Bundler" }],
  // The older resolution many projects still use (no "exports"): the types through typesVersions.
  ["node10", { module: "ESNext", moduleResolution: "Node10", esModuleInterop: true }],
]) {
  writeFileSync(join(consumer, `tsconfig.${name}.json`), JSON.stringify({ compilerOptions: { ...strict, ...resolution }, files: ["entries.ts"] }));
  execFileSync(process.execPath, [join(consumer, "node_modules", "typescript", "bin", "tsc"), "-p", `tsconfig.${name}.json`], {
    cwd: consumer,
    stdio: "inherit",
  });
}
step("every entry point type-checks (strict, exactOptionalPropertyTypes; NodeNext, Bundler and Node10)");

// 5b. CommonJS users: require() of every entry point (Node >= 20.19 loads the ES modules through the
// exports' "default" condition), from a CommonJS file of the consumer project.
writeFileSync(
  join(consumer, "require-check.cjs"),
  [
    'const assert = require("node:assert");',
    'assert.equal(typeof require("accessplane").createControlPlane, "function");',
    ...["memory", "sqlite", "postgres", "node", "fastify", "store", "testing", "client"].map(
      (entry) => `assert.ok(Object.keys(require("accessplane/${entry}")).length > 0, "accessplane/${entry}");`,
    ),
  ].join("\n"),
);
execFileSync(process.execPath, ["require-check.cjs"], { cwd: consumer, stdio: "inherit" });
step("every entry point loads with require() from CommonJS");

// 6. The installed command-line tool.
const cli = join(consumer, "node_modules", ".bin", "accessplane");
execFileSync(cli, ["--help"], { cwd: consumer, stdio: "pipe" });
const migrated = execFileSync(cli, ["migrate", "--db", join(consumer, "cli.db")], { cwd: consumer, encoding: "utf8" });
if (!/schema version \d+/.test(migrated)) throw new Error(`the installed CLI answered: ${migrated}`);
step("the installed accessplane command runs");

// 7. The README's snippets, against the installed package.
cpSync(join(repo, "README.md"), join(consumer, "README.md"));
execFileSync(
  process.execPath,
  [join(repo, "scripts", "check-readme-snippets.mjs"), "README.md", ...(postgresUrl === undefined ? [] : ["--postgres-url", postgresUrl])],
  {
    cwd: consumer,
    stdio: "inherit",
  },
);
// 8. The HTTP contract suite, through Node http, Hono, Express, Fastify and the Next.js route handler,
// against the installed package instead of the sources (vitest.packed.config.ts).
execFileSync(process.execPath, [join(repo, "node_modules", "vitest", "vitest.mjs"), "run", "--config", "vitest.packed.config.ts"], {
  cwd: repo,
  env: { ...process.env, ACCESSPLANE_PACKED: join(consumer, "node_modules", "accessplane") },
  stdio: "inherit",
});
step("the contract suite passes through every framework against the installed package");

// 9. The same suite against an esbuild bundle of the package with its dependencies inlined, as Next.js
// standalone output, serverless functions and Lambda deploy it: the bundle has no node_modules of its
// own (the database drivers stay outside, as docs/bundling.md says; the reference page needs its
// package beside it, so its test is left out here).
const { build } = await import("esbuild");
const entries = Object.fromEntries(
  [...readFileSync(join(repo, "tsup.config.ts"), "utf8").matchAll(/^\s+(\w+): "([^"]+\.ts)",$/gm)]
    .filter(([, name]) => name !== "cli")
    .map(([, name, path]) => [name, join(repo, path)]),
);
const bundled = join(work, "bundled");
await build({
  entryPoints: entries,
  outdir: join(bundled, "dist"),
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  external: ["better-sqlite3", "pg", "pg-native"],
  banner: { js: 'import { createRequire as __bundleRequire } from "node:module"; const require = __bundleRequire(import.meta.url);' },
  logLevel: "error",
});
writeFileSync(
  join(bundled, "package.json"),
  JSON.stringify({
    name: "accessplane",
    type: "module",
    exports: Object.fromEntries(Object.keys(entries).map((name) => [name === "index" ? "." : `./${name}`, `./dist/${name}.js`])),
  }),
);
execFileSync(
  process.execPath,
  [
    join(repo, "node_modules", "vitest", "vitest.mjs"),
    "run",
    "--config",
    "vitest.packed.config.ts",
    "test/http/contract.test.ts",
    "test/http/fastify.test.ts",
    "test/http/nextjs-route.test.ts",
  ],
  { cwd: repo, env: { ...process.env, ACCESSPLANE_PACKED: bundled }, stdio: "inherit" },
);
step("the contract suite passes against an esbuild bundle of the package, dependencies inlined");
step("passed");
