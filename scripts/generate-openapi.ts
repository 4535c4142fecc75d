// Writes openapi.json, the OpenAPI 3.1 document of the API for the default base path, from the route
// table and the generated schemas. With --check, fails when the committed file differs.
import { readFileSync, writeFileSync } from "node:fs";
import { buildOpenApiDocument } from "../src/http/openapi.js";
import { OPERATIONS } from "../src/http/operations/index.js";
import { VERSION } from "../src/http/operations/identity.js";

const file = "openapi.json";
const text = `${JSON.stringify(buildOpenApiDocument(OPERATIONS, { basePath: "/api/v0", serviceSegment: "pomerium", version: VERSION }), null, 2)}\n`;
if (process.argv.includes("--check")) {
  let committed = "";
  try {
    committed = readFileSync(file, "utf8");
  } catch {}
  if (committed !== text) {
    console.error("openapi.json is stale: run `npm run generate` and commit the result");
    process.exit(1);
  }
  console.log("openapi.json is up to date");
} else {
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
