// Regenerates src/validation/generated from src/validation/sources with `typia generate`.
// With --check, generates into a scratch folder beside it and fails when the committed output differs.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const input = "src/validation/sources";
const committed = "src/validation/generated";
const check = process.argv.includes("--check");
// typia rewrites relative imports for the output folder, so the check output sits at the same depth.
const output = check ? "src/validation/.generated-check" : committed;
if (check) rmSync(output, { recursive: true, force: true });

execFileSync(process.execPath, ["node_modules/typia/lib/executable/typia.js", "generate", "--input", input, "--output", output, "--project", "tsconfig.json"], {
  stdio: ["ignore", "ignore", "inherit"],
});

if (check) {
  const stale = [];
  const fresh = readdirSync(output).sort();
  const have = readdirSync(committed).sort();
  if (fresh.join() !== have.join()) stale.push(`files differ: ${have.join(", ")} vs ${fresh.join(", ")}`);
  for (const name of fresh) {
    let current = "";
    try {
      current = readFileSync(join(committed, name), "utf8");
    } catch {}
    if (current !== readFileSync(join(output, name), "utf8")) stale.push(name);
  }
  rmSync(output, { recursive: true, force: true });
  if (stale.length > 0) {
    console.error(`generated validators are stale (${stale.join("; ")}): run \`npm run generate\` and commit the result`);
    process.exit(1);
  }
  console.log("generated validators are up to date");
}
