// Writes openapi.json, the OpenAPI 3.1 document of the API for the default base path, from the route
// table and the generated schemas. With --check, fails when the committed file differs.
import { readFileSync, writeFileSync } from "node:fs";
import { buildOpenApiDocument } from "../src/http/openapi.js";
import { OPERATIONS } from "../src/http/operations/index.js";
import { VERSION } from "../src/http/operations/identity.js";
import openapiTS, { astToString } from "openapi-typescript";
import { operationsTable, withTable } from "./operations-table.js";

const file = "openapi.json";
const document = buildOpenApiDocument(OPERATIONS, { basePath: "/api/v0", serviceSegment: "pomerium", version: VERSION });
const text = `${JSON.stringify(document, null, 2)}\n`;
const typesFile = "src/client/api-types.ts";
// The typed client's types, from the same document.
const types = `/**\n * Generated from openapi.json by openapi-typescript (\`npm run generate\`); do not edit.\n */\n${astToString(await openapiTS(JSON.parse(text)))}`;
const readme = readFileSync("README.md", "utf8");
const updatedReadme = withTable(readme, operationsTable(document as never));
if (process.argv.includes("--check")) {
  let committed = "";
  try {
    committed = readFileSync(file, "utf8");
  } catch {}
  let committedTypes = "";
  try {
    committedTypes = readFileSync(typesFile, "utf8");
  } catch {}
  if (committed !== text || readme !== updatedReadme || committedTypes !== types) {
    console.error("openapi.json, the client's types or the README's operations table is stale: run `npm run generate` and commit the result");
    process.exit(1);
  }
  console.log("openapi.json, the client's types and the README's operations table are up to date");
} else {
  writeFileSync(file, text);
  writeFileSync("README.md", updatedReadme);
  writeFileSync(typesFile, types);
  console.log(`wrote ${file} and the README's operations table`);
}
