/**
 * The CLI as one file, in a folder of the test's that anyone may read, with the one native module it
 * loads (better-sqlite3) beside it. A test that runs the server as another user (an operator's service
 * account) runs this: that user needs nothing of the clone, which may sit in a folder only its owner
 * can enter (`mktemp -d` makes 0700).
 */
import { chmodSync, cpSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("../..", import.meta.url));
const require = createRequire(join(root, "package.json"));

/** Packages the bundle leaves to `require` at run time, copied beside it (only what loading them reads). */
const NATIVE: Record<string, (path: string) => boolean> = {
  "better-sqlite3": (path) => !/[/\\](deps|src|obj|obj\.target|\.deps)([/\\]|$)|\.a$|test_extension/.test(path),
  bindings: () => true,
  "file-uri-to-path": () => true,
};

/** Builds the CLI into `folder` (made readable and enterable by everyone); returns the file to run with node. */
export async function portableCli(folder: string): Promise<string> {
  mkdirSync(folder, { recursive: true });
  const outfile = join(folder, "cli.mjs");
  await build({
    entryPoints: [join(root, "src/cli/main.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // better-sqlite3 is native: copied beside the bundle. pg-native is an optional module pg never loads here.
    external: ["better-sqlite3", "pg-native"],
    // CommonJS dependencies inside an ES module bundle still call require().
    banner: { js: 'import { createRequire as __accessplaneRequire } from "node:module"; const require = __accessplaneRequire(import.meta.url);' },
    logLevel: "silent",
  });
  for (const [name, keep] of Object.entries(NATIVE)) {
    const from = dirname(require.resolve(`${name}/package.json`));
    cpSync(from, join(folder, "node_modules", name), { recursive: true, filter: (path) => keep(path.slice(from.length)) });
  }
  openToEveryone(folder);
  return outfile;
}

function openToEveryone(path: string): void {
  const stat = statSync(path);
  chmodSync(path, stat.isDirectory() ? 0o755 : stat.mode | 0o444);
  if (stat.isDirectory()) for (const name of readdirSync(path)) openToEveryone(join(path, name));
}
