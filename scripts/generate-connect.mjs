// Regenerates src/connect/gen (the ConfigService's messages and service descriptor) from proto/ with
// buf and protoc-gen-es, both installed as devDependencies (nothing is fetched).
// With --check, generates into a scratch folder and fails when the committed output differs.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";

const committed = "src/connect/gen";
const check = process.argv.includes("--check");
const scratch = check ? mkdtempSync(join(tmpdir(), "accessplane-connect-")) : undefined;
const env = { ...process.env, PATH: `${resolve("node_modules/.bin")}${delimiter}${process.env.PATH ?? ""}` };
if (!check) rmSync(committed, { recursive: true, force: true });
execFileSync(resolve("node_modules/.bin/buf"), ["generate", ...(scratch === undefined ? [] : ["--output", scratch])], {
  env,
  stdio: ["ignore", "inherit", "inherit"],
});

/** Every file under a folder, as paths relative to it. */
function filesOf(root, prefix = "") {
  return readdirSync(join(root, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(root, join(prefix, entry.name)) : [join(prefix, entry.name)],
  );
}

if (scratch !== undefined) {
  const fresh = join(scratch, committed);
  const stale = [];
  const want = filesOf(fresh).sort();
  const have = filesOf(committed).sort();
  if (want.join() !== have.join()) stale.push(`files differ: ${have.join(", ")} vs ${want.join(", ")}`);
  for (const name of want) {
    let current = "";
    try {
      current = readFileSync(join(committed, name), "utf8");
    } catch {}
    if (current !== readFileSync(join(fresh, name), "utf8")) stale.push(name);
  }
  rmSync(scratch, { recursive: true, force: true });
  if (stale.length > 0) {
    console.error(`generated ConfigService code is stale (${stale.join("; ")}): run \`npm run generate\` and commit the result`);
    process.exit(1);
  }
  console.log("generated ConfigService code is up to date");
}
