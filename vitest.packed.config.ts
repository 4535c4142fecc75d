// The contract suite against the package as users install it: `accessplane` and its subpaths resolve
// to the files of an installed tarball (ACCESSPLANE_PACKED: its node_modules/accessplane folder)
// instead of the sources. scripts/consumer-check.mjs runs it after installing the tarball:
//
//   ACCESSPLANE_PACKED=<project>/node_modules/accessplane npx vitest run --config vitest.packed.config.ts
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "vitest/config";
import base from "./vitest.config.js";

const packed = process.env.ACCESSPLANE_PACKED;
if (packed === undefined) throw new Error("set ACCESSPLANE_PACKED to the folder of an installed accessplane package");
const manifest = JSON.parse(readFileSync(join(packed, "package.json"), "utf8")) as { exports: Record<string, string | { import?: string; default?: string }> };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

export default defineConfig({
  ...base,
  resolve: {
    // Each entry of the package's exports map, as Node resolves it for an import.
    alias: Object.entries(manifest.exports)
      .filter(([subpath]) => !subpath.includes("*") && subpath !== "./package.json")
      .map(([subpath, target]) => ({
        find: new RegExp(`^${escape(`accessplane${subpath.slice(1)}`)}$`),
        replacement: join(packed, typeof target === "string" ? target : (target.import ?? target.default)!),
      })),
  },
  test: {
    ...base.test,
    include: ["test/http/contract.test.ts", "test/http/reference-page.test.ts", "test/http/fastify.test.ts", "test/http/nextjs-route.test.ts"],
  },
});
