/**
 * The SQLite schema, derived from the port's kind specs: one table per kind (the record as JSON plus a
 * column per indexed field), one side table per multi-valued field, and an index for every filter.
 *
 * Migrations are numbered and recorded in `schema_version`. Additive changes (a new kind, field or
 * index) are reconciled on every open, with new columns back-filled from the JSON; a change that is
 * not additive needs a new numbered migration.
 */
import type { Database } from "better-sqlite3";
import { AccessPlaneError } from "../../src/errors.js";
import { fieldIdentifier, indexedFields, indexedWhereSet } from "../../src/store/kind-rules.js";
import { KINDS, KINDS_VERSION, type KindSpec } from "../../src/store/port.js";
import { contractVersionsAfter } from "../sql/versions.js";

/** Quotes an identifier made from our own kind and field names (letters and digits only). */
const q = (name: string): string => {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`bad identifier ${name}`);
  return `"${name}"`;
};

export const tableName = (kind: string): string => q(`k_${kind}`);
export const multiTableName = (kind: string, field: string): string => q(`m_${kind}_${field}`);
export const columnName = (field: string): string => q(`f_${fieldIdentifier(field)}`);

const MIGRATIONS: { version: number; up: (db: Database) => void }[] = [
  // Version 1: the tables of every kind, created by the reconciliation below.
  { version: 1, up: () => {} },
  // Version 2: service accounts (their table comes from the reconciliation). Recorded so that an older
  // library, which would apply configurations without them, refuses the file.
  { version: 2, up: () => {} },
  // Version 3: applied configurations entity by entity (appliedEntity) and by delta (appliedDelta),
  // tables from the reconciliation. An older library would read the new applied-config records as
  // empty configurations: the recorded version makes it refuse the file.
  { version: 3, up: () => {} },
  // Version 4: KINDS declares the type of every indexed field (the columns keep them as they were),
  // and the records of counted kinds are counted per scope (quotas): the counts of what is there.
  {
    version: 4,
    up: (db) => {
      for (const [kind, spec] of Object.entries(KINDS) as [string, KindSpec][]) {
        if (spec.counted !== true) continue;
        db.prepare(`INSERT OR REPLACE INTO ${COUNTS_TABLE} (kind, scope, n) SELECT ?, scope, count(*) FROM ${tableName(kind)} GROUP BY scope`).run(kind);
      }
    },
  },
];

/**
 * The schema version this code writes: its last numbered migration's, or the storage contract's
 * (`KINDS_VERSION`) when that is newer, since a new kind, field or index is reconciled without a
 * migration of its own. A database with a newer one is refused (a library that does not know a kind
 * must not write beside it).
 */
export const SCHEMA_VERSION = Math.max(KINDS_VERSION, ...MIGRATIONS.map((migration) => migration.version));

/** The number of records of each counted kind in each scope, kept by every commit (see KindSpec.counted). */
export const COUNTS_TABLE = "scope_counts";

/** Failure counts by key in fixed windows (the token exchange's throttle, shared by every process on the file). */
export const FAILURES_TABLE = "failure_windows";

/** Brings the database to {@link SCHEMA_VERSION}; runs in one IMMEDIATE transaction. */
export function migrate(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)`);
  const run = db.transaction(() => {
    const row = db.prepare(`SELECT max(version) AS v FROM schema_version`).get() as { v: number | null };
    const current = row.v ?? 0;
    if (current > SCHEMA_VERSION) {
      throw new AccessPlaneError(
        "failed_precondition",
        `the database has schema version ${current}, newer than this library's ${SCHEMA_VERSION}; upgrade accessplane`,
      );
    }
    for (const [kind, spec] of Object.entries(KINDS)) reconcileKind(db, kind, spec);
    db.exec(
      `CREATE TABLE IF NOT EXISTS ${COUNTS_TABLE} (kind TEXT NOT NULL, scope TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (kind, scope)) WITHOUT ROWID`,
    );
    // Not a numbered migration: the table is additive, and a library that does not know it ignores it.
    db.exec(`CREATE TABLE IF NOT EXISTS ${FAILURES_TABLE} (key TEXT PRIMARY KEY, failures INTEGER NOT NULL, resets_at INTEGER NOT NULL) WITHOUT ROWID`);
    for (const migration of MIGRATIONS) {
      if (migration.version <= current) continue;
      migration.up(db);
      db.prepare(`INSERT INTO schema_version (version, applied_at) VALUES (?, ?)`).run(migration.version, new Date().toISOString());
    }
    // Newer storage contracts without migrations of their own: reconciled above, each recorded here.
    for (const version of contractVersionsAfter(current, Math.max(...MIGRATIONS.map((migration) => migration.version)), SCHEMA_VERSION)) {
      db.prepare(`INSERT INTO schema_version (version, applied_at) VALUES (?, ?)`).run(version, new Date().toISOString());
    }
  });
  run.immediate();
}

function reconcileKind(db: Database, kind: string, spec: KindSpec): void {
  const table = tableName(kind);
  const fields = indexedFields(spec);
  db.exec(
    `CREATE TABLE IF NOT EXISTS ${table} (scope TEXT NOT NULL, id TEXT NOT NULL, version INTEGER NOT NULL, ` + `data TEXT NOT NULL, PRIMARY KEY (scope, id))`,
  );
  const existing = new Set((db.prepare(`SELECT name FROM pragma_table_info(?)`).all(`k_${kind}`) as { name: string }[]).map((c) => c.name));
  for (const field of fields) {
    if (existing.has(`f_${fieldIdentifier(field)}`)) continue;
    db.exec(`ALTER TABLE ${table} ADD COLUMN ${columnName(field)}`);
    // Back-fill from the JSON with the same encoding the store writes (booleans as 0/1).
    db.exec(
      `UPDATE ${table} SET ${columnName(field)} = CASE json_type(data, '$.${field}') ` +
        `WHEN 'true' THEN 1 WHEN 'false' THEN 0 ELSE json_extract(data, '$.${field}') END`,
    );
  }
  // Each index once: filters (ending in id, for paging), the first filter with each sort key, and
  // unique keys. A sort index whose columns a unique index already leads with is left out.
  const uniques = spec.unique.map((tuple) => ["scope", ...tuple.map(columnName)]);
  const covered = (columns: string[]): boolean =>
    uniques.some((u) => columns.slice(0, -1).every((column, i) => u[i] === column) && u.length >= columns.length - 1);
  // An index whose definition changed (a field that became sparse) is made again; SQLite keeps each
  // index's statement as written, without its IF NOT EXISTS.
  const stored = db.prepare(`SELECT sql FROM sqlite_schema WHERE type = 'index' AND name = ?`).pluck();
  const index = (name: string, columns: string[], unique = false, where = ""): void => {
    const statement = `CREATE ${unique ? "UNIQUE " : ""}INDEX ${q(`i_${kind}_${name}`)} ON ${table} (${columns.join(", ")})${where}`;
    const existing = stored.get(`i_${kind}_${name}`) as string | undefined;
    if (existing === statement) return;
    if (existing !== undefined) db.exec(`DROP INDEX ${q(`i_${kind}_${name}`)}`);
    db.exec(statement);
  };
  // A sparse or nested field is set on few records (see KindSpec.sparse): its index holds only those,
  // so that a write of a record without it touches no page of it. An equality filter still uses it.
  const whereSet = (field: string): string => (indexedWhereSet(spec, field) ? ` WHERE ${columnName(field)} IS NOT NULL` : "");
  for (const field of spec.filters) index(`by_${fieldIdentifier(field)}`, ["scope", columnName(field), "id"], false, whereSet(field));
  const primary = spec.filters[0];
  for (const field of spec.orderBy) {
    if (primary === undefined) continue;
    const columns = ["scope", columnName(primary), columnName(field), "id"];
    if (!covered(columns)) index(`by_${primary}_order_${field}`, columns);
  }
  // A unique key of one sparse field: only the records that set it (null never conflicts anyway).
  spec.unique.forEach((tuple, i) => index(`unique_${tuple.join("_")}`, uniques[i]!, true, tuple.length === 1 ? whereSet(tuple[0]!) : ""));
  for (const field of spec.multi) {
    const side = multiTableName(kind, field);
    db.exec(
      `CREATE TABLE IF NOT EXISTS ${side} (scope TEXT NOT NULL, value TEXT NOT NULL, id TEXT NOT NULL, ` + `PRIMARY KEY (scope, value, id)) WITHOUT ROWID`,
    );
    db.exec(`CREATE INDEX IF NOT EXISTS ${q(`i_m_${kind}_${field}_id`)} ON ${side} (scope, id)`);
  }
}
