// Runs api-extractor over every entry point of the package (dist/*.d.ts, so build first).
// Without --local it fails when a committed report in api/ differs from the built API.
import { Extractor, ExtractorConfig } from "@microsoft/api-extractor";
import { mkdirSync, rmSync, symlinkSync } from "node:fs";
import { resolve } from "node:path";

const local = process.argv.includes("--local");
const entries = ["index", "store", "memory", "sqlite", "postgres", "node", "fastify", "testing", "client"];
const configPath = resolve("api-extractor.json");
const base = ExtractorConfig.loadFile(configPath);
let failed = false;

// Declarations that name the store contract import it from `accessplane/store`, as a user's code does.
// For the reports to show that import (and not the contract as a forgotten export of every entry that
// names it), the compiler must see it as another package's: it finds it through a node_modules folder
// (api-extractor.json maps the name there) linked to this package.
const linked = resolve("temp/api/node_modules/accessplane");
rmSync(linked, { force: true, recursive: true });
mkdirSync(resolve("temp/api/node_modules"), { recursive: true });
symlinkSync(resolve("."), linked, "dir");

for (const entry of entries) {
  const configObject = {
    ...base,
    mainEntryPointFilePath: `<projectFolder>/dist/${entry}.d.ts`,
    apiReport: { ...base.apiReport, reportFileName: `${entry}.api.md` },
  };
  const config = ExtractorConfig.prepare({ configObject, configObjectFullPath: configPath, packageJsonFullPath: resolve("package.json") });
  const result = Extractor.invoke(config, {
    localBuild: local,
    showVerboseMessages: false,
    messageCallback: (message) => {
      if (message.logLevel === "warning" && message.messageId === "ae-forgotten-export") message.handled = true;
    },
  });
  if (!result.succeeded) {
    failed = true;
    console.error(
      `api-extractor: ${entry}: ${result.apiReportChanged ? "the API report changed; run `npm run api` and commit api/" : `${result.errorCount} errors`}`,
    );
  } else if (result.apiReportChanged) {
    console.log(`api-extractor: ${entry}: report updated`);
  }
}
if (failed) process.exit(1);
console.log(`api-extractor: ${entries.length} API reports ${local ? "written" : "up to date"}`);
