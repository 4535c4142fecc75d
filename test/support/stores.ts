/** The stores every service test runs on: memory, and SQLite on a fresh file per test in a temp folder. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import type { Store } from "accessplane";
import { createMemoryStore } from "accessplane/memory";
import { createSqliteStore } from "accessplane/sqlite";

/** `[name, make]` for each store; the SQLite files live in a folder removed after the test file. */
export function bothStores(label: string): [string, () => Store][] {
  const dir = mkdtempSync(join(tmpdir(), `accessplane-${label}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let files = 0;
  return [
    ["memory", () => createMemoryStore()],
    ["sqlite", () => createSqliteStore({ filename: join(dir, `${label}-${++files}.db`) })],
  ];
}
