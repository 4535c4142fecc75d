#!/usr/bin/env node
/**
 * Builds the server's filesystem: the folder the container image runs from, made the way a user who
 * self-hosts would install it. The Dockerfile runs this script (`node scripts/image-filesystem.mjs
 * /app`), and so does the test of the image (into a folder of its own), so what is tested is what the
 * image holds:
 *
 *   <target>/package.json                  a private app depending on accessplane and its peers
 *   <target>/node_modules/accessplane      the packed package (npm pack: the files users get)
 *   <target>/node_modules/...              its dependencies and the peers a server needs
 *                                          (better-sqlite3, pg, swagger-ui-dist), --omit=dev
 *
 * The peers are pinned to the versions of this repository's lockfile. Usage:
 *   node scripts/image-filesystem.mjs <target> [--tarball <accessplane-x.y.z.tgz>]
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const target = args[0];
if (target === undefined || target.startsWith("--")) {
  console.error("usage: node scripts/image-filesystem.mjs <target> [--tarball <file>]");
  process.exit(2);
}
const tarballAt = args.indexOf("--tarball");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const run = (cwd, ...command) => execFileSync(npm, command, { cwd, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });

// 1. The package as npm publishes it (prepack builds dist/), unless one is given.
let tarball;
const scratch = mkdtempSync(join(tmpdir(), "accessplane-image-"));
try {
  if (tarballAt >= 0) {
    tarball = resolve(args[tarballAt + 1]);
  } else {
    run(root, "pack", "--pack-destination", scratch, "--silent");
    tarball = join(
      scratch,
      readdirSync(scratch).find((name) => name.endsWith(".tgz")),
    );
  }

  // 2. The peers a server loads, at the versions this repository is tested with.
  const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8"));
  const pinned = (name) => {
    const version = lock.packages?.[`node_modules/${name}`]?.version;
    if (version === undefined) throw new Error(`${name} is not in package-lock.json`);
    return `${name}@${version}`;
  };

  // 3. The app folder: the tarball and the peers, without development dependencies.
  mkdirSync(target, { recursive: true });
  if (existsSync(join(target, "node_modules"))) throw new Error(`${target} already holds a node_modules folder`);
  copyFileSync(tarball, join(target, basename(tarball)));
  writeFileSync(
    join(target, "package.json"),
    `${JSON.stringify({ name: "accessplane-server", private: true, description: "accessplane's server, as the container image runs it" }, null, 2)}\n`,
  );
  run(
    target,
    "install",
    "--omit=dev",
    "--no-audit",
    "--no-fund",
    "--loglevel=error",
    `./${basename(tarball)}`,
    pinned("better-sqlite3"),
    pinned("pg"),
    pinned("swagger-ui-dist"),
  );
  rmSync(join(target, basename(tarball)));
  console.log(`image filesystem in ${target}: node ${join(target, "node_modules/accessplane/dist/cli.js")} serve`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
