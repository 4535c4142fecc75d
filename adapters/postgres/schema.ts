/**
 * The PostgreSQL schema, derived from the port's kind specs like the SQLite one: one table per kind
 * (the record as JSON text, kept byte for byte, plus a `text COLLATE "C"` column per indexed field, so
 * that ordering is by code point as the storage contract says), one side table per multi-valued field,
 * a unique index per unique key and an index per filter and sort key, each led by the scope (tenant).
 *
 * Migrations are numbered and recorded in `schema_version`, and run in one transaction under an
 * advisory lock, so replicas starting together migrate once. A database with a newer version is refused.
 */
import type { PoolClient } from "pg";
import { AccessPlaneError } from "../../src/errors.js";
import { fieldIdentifier, filteredByValue, indexedFields, indexedWhereSet, SETTLED_VALUES } from "../../src/store/kind-rules.js";
import { KINDS, KINDS_VERSION, type Kind, type KindSpec } from "../../src/store/port.js";
import { contractVersionsAfter } from "../sql/versions.js";

/** Quotes an identifier made from our own names (letters, digits, underscores). */
const q = (name: string): string => {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new TypeError(`not a plain identifier: ${name}`);
  return `"${name}"`;
};

export const columnName = (field: string): string => q(`f_${fieldIdentifier(field)}`);

/** Names of one schema's tables. */
export class SchemaNames {
  constructor(readonly schema: string) {
    q(schema);
  }
  table(kind: string): string {
    return `${q(this.schema)}.${q(`k_${kind}`)}`;
  }
  multiTable(kind: string, field: string): string {
    return `${q(this.schema)}.${q(`m_${kind}_${field}`)}`;
  }
  get versions(): string {
    return `${q(this.schema)}."schema_version"`;
  }
  /** The number of records of each counted kind in each scope, kept by every commit (see KindSpec.counted). */
  get counts(): string {
    return `${q(this.schema)}."scope_counts"`;
  }
  /** Failure counts by key in fixed windows (the token exchange's throttle, shared by every replica). */
  get failures(): string {
    return `${q(this.schema)}."failure_windows"`;
  }
}

const MIGRATIONS: { version: number; up: (client: PoolClient, names: SchemaNames) => Promise<void> }[] = [
  {
    version: 1,
    up: async (client, names) => {
      for (const [kind, spec] of Object.entries(KINDS)) await createKind(client, names, kind, spec);
    },
  },
  {
    // Service accounts, a configuration kind of their own (tables are created if absent, so a
    // database that version 1 created with them already is left as it is).
    version: 2,
    up: async (client, names) => createKind(client, names, "serviceAccount", KINDS.serviceAccount),
  },
  {
    // Applied configurations entity by entity and by delta (an apply writes what it changes). The
    // existing whole-configuration records are moved into entities by each cluster's next apply.
    version: 3,
    up: async (client, names) => {
      await createKind(client, names, "appliedEntity", KINDS.appliedEntity);
      await createKind(client, names, "appliedDelta", KINDS.appliedDelta);
    },
  },
  {
    // KINDS declares the type of every indexed field (the columns keep them as they were, text "C"),
    // and the records of counted kinds are counted per scope (quotas): the counts of what is there.
    version: 4,
    up: async (client, names) => {
      await client.query(`CREATE TABLE IF NOT EXISTS ${names.counts} (kind text NOT NULL, scope text NOT NULL, n bigint NOT NULL, PRIMARY KEY (kind, scope))`);
      for (const [kind, spec] of Object.entries(KINDS) as [string, KindSpec][]) {
        if (spec.counted !== true) continue;
        await client.query(
          `INSERT INTO ${names.counts} (kind, scope, n) SELECT $1, scope, count(*) FROM ${names.table(kind)} GROUP BY scope ON CONFLICT (kind, scope) DO UPDATE SET n = EXCLUDED.n`,
          [kind],
        );
      }
    },
  },
];

/**
 * The schema version this code writes: its last numbered migration's, or the storage contract's
 * (`KINDS_VERSION`) when that is newer: a new kind or indexed field is reconciled without a migration of
 * its own. A database with a newer one is refused.
 */
export const POSTGRES_SCHEMA_VERSION = Math.max(KINDS_VERSION, ...MIGRATIONS.map((migration) => migration.version));

/** A stable 64-bit key for the advisory lock of a schema's migrations. */
function lockKey(schema: string): string {
  let hash = 0n;
  for (const char of `accessplane:migrate:${schema}`) hash = (hash * 31n + BigInt(char.codePointAt(0)!)) & 0x7fffffffffffffffn;
  return hash.toString();
}

/**
 * Whether the schema is at this code's version with every table and index in place (two reads, no
 * transaction): then opening runs no DDL and takes no lock, so a replica starting beside busy writers
 * neither waits on their tables nor holds them up.
 */
async function upToDate(client: PoolClient, names: SchemaNames): Promise<boolean> {
  const { rows } = await client.query<{ relname: string }>(
    `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1`,
    [names.schema],
  );
  const present = new Set(rows.map((row) => row.relname));
  const kinds = Object.entries(KINDS) as [string, KindSpec][];
  const expected = ["schema_version", "scope_counts", "failure_windows", ...kinds.flatMap(([kind, spec]) => kindObjects(names, kind, spec).map((o) => o.name))];
  // PostgreSQL cuts names at 63 bytes (ours are ASCII).
  if (!expected.every((name) => present.has(name.slice(0, 63)))) return false;
  const { rows: versions } = await client.query<{ v: number | null }>(`SELECT max(version) AS v FROM ${names.versions}`);
  return versions[0]?.v === POSTGRES_SCHEMA_VERSION;
}

/**
 * Brings the schema to {@link POSTGRES_SCHEMA_VERSION}, in one transaction under an advisory lock, unless
 * it is there already with every table and index.
 */
export async function migrate(client: PoolClient, names: SchemaNames): Promise<void> {
  // The store's statement timeout bounds requests, not opening: the look at the catalog can take longer
  // than a request may on a busy server, and a migration filling a column longer still. RESET returns
  // the session to the timeout its connection was opened with. The SET itself runs under that timeout:
  // on a busy machine a short one can cancel it (changing nothing), so it is sent again.
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query("SET statement_timeout = 0");
      break;
    } catch (error) {
      if ((error as { code?: unknown }).code !== "57014" || attempt >= 10) throw error;
    }
  }
  try {
    await migrateUnbounded(client, names);
  } catch (error) {
    // The migration's error is the one to report (the connection is discarded anyway).
    await client.query("RESET statement_timeout").catch(() => {});
    throw error;
  }
  await client.query("RESET statement_timeout");
}

async function migrateUnbounded(client: PoolClient, names: SchemaNames): Promise<void> {
  if (await upToDate(client, names)) return;
  await client.query("BEGIN");
  try {
    await client.query(`SELECT pg_advisory_xact_lock($1::bigint)`, [lockKey(names.schema)]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${q(names.schema)}`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${names.versions} (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ v: number | null }>(`SELECT max(version) AS v FROM ${names.versions}`);
    const current = rows[0]?.v ?? 0;
    if (current > POSTGRES_SCHEMA_VERSION) {
      throw new AccessPlaneError(
        "failed_precondition",
        `the database schema "${names.schema}" has version ${current}, newer than this library's ${POSTGRES_SCHEMA_VERSION}; upgrade accessplane`,
      );
    }
    // Not a numbered migration: the table is additive, and a library that does not know it ignores it.
    await client.query(`CREATE TABLE IF NOT EXISTS ${names.failures} (key text COLLATE "C" PRIMARY KEY, failures integer NOT NULL, resets_at bigint NOT NULL)`);
    for (const migration of MIGRATIONS) {
      if (migration.version <= current) continue;
      await migration.up(client, names);
      await client.query(`INSERT INTO ${names.versions} (version) VALUES ($1)`, [migration.version]);
    }
    // A newer storage contract without a migration of its own: new indexed fields of existing kinds
    // are added (before the indexes on them are made) and filled from the records as the store writes
    // them, once, and the version recorded.
    const contracts = contractVersionsAfter(current, Math.max(...MIGRATIONS.map((migration) => migration.version)), POSTGRES_SCHEMA_VERSION);
    const reconciled = contracts.length > 0;
    if (reconciled) {
      for (const [kind, spec] of Object.entries(KINDS) as [string, KindSpec][]) {
        for (const field of indexedFields(spec)) {
          await client.query(`ALTER TABLE IF EXISTS ${names.table(kind)} ADD COLUMN IF NOT EXISTS ${columnName(field)} text COLLATE "C"`);
        }
      }
    }
    // An index that now holds only the rows that set its field (a field the contract made sparse), or
    // the other way round, is dropped here and made again below.
    if (reconciled) {
      const { rows: indexes } = await client.query<{ name: string; def: string }>(
        `SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE schemaname = $1`,
        [names.schema],
      );
      const partial = new Map(indexes.map((row) => [row.name, / WHERE /.test(row.def)]));
      for (const [kind, spec] of Object.entries(KINDS) as [string, KindSpec][]) {
        for (const object of kindObjects(names, kind, spec)) {
          const existing = partial.get(object.name);
          if (object.partial !== undefined && existing !== undefined && existing !== object.partial) {
            await client.query(`DROP INDEX ${q(names.schema)}.${q(object.name)}`);
          }
        }
      }
    }
    // Every kind's tables and indexes, as the SQLite store reconciles them on every open (IF NOT
    // EXISTS: a kind the contract gained is made here, with no migration of its own).
    for (const [kind, spec] of Object.entries(KINDS) as [string, KindSpec][]) await createKind(client, names, kind, spec);
    if (reconciled) {
      for (const [kind, spec] of Object.entries(KINDS) as [string, KindSpec][]) {
        for (const field of indexedFields(spec)) {
          // The field's path (a nested filter's parts), as text[].
          const path = field.split(".");
          await client.query(
            `UPDATE ${names.table(kind)} SET ${columnName(field)} = CASE jsonb_typeof(data::jsonb #> $1) WHEN 'boolean' THEN (CASE WHEN (data::jsonb #>> $1)::boolean THEN '1' ELSE '0' END) ` +
              `WHEN 'string' THEN data::jsonb #>> $1 WHEN 'number' THEN data::jsonb #>> $1 END WHERE ${columnName(field)} IS NULL AND data::jsonb #> $1 IS NOT NULL`,
            [path],
          );
        }
      }
      for (const version of contracts) await client.query(`INSERT INTO ${names.versions} (version) VALUES ($1)`, [version]);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

/**
 * The tables and indexes of one kind, each with the statement that makes it if absent; an index also
 * says whether it holds only the rows that set its field (`partial`).
 */
function kindObjects(names: SchemaNames, kind: string, spec: KindSpec): { name: string; ddl: string; partial?: boolean }[] {
  const table = names.table(kind);
  const fields = indexedFields(spec);
  const columns = fields.map((field) => `, ${columnName(field)} text COLLATE "C"`).join("");
  const objects: { name: string; ddl: string; partial?: boolean }[] = [
    {
      name: `k_${kind}`,
      ddl: `CREATE TABLE IF NOT EXISTS ${table} (scope text COLLATE "C" NOT NULL, id text COLLATE "C" NOT NULL, version integer NOT NULL, data text NOT NULL${columns}, PRIMARY KEY (scope, id))`,
    },
  ];
  const index = (name: string, on: string, unique = false, where = "") =>
    objects.push({ name, ddl: `CREATE ${unique ? "UNIQUE " : ""}INDEX IF NOT EXISTS ${q(name)} ON ${on}${where}`, partial: where !== "" });
  // A sparse or nested field is set on few records (see KindSpec.sparse): its index holds only those,
  // as in the SQLite store. An equality filter (or one of a list) still uses it.
  const whereSet = (field: string) => (indexedWhereSet(spec, field) ? ` WHERE ${columnName(field)} IS NOT NULL` : "");
  for (const [i, unique] of spec.unique.entries()) {
    index(`u_${kind}_${i}`, `${table} (scope, ${unique.map(columnName).join(", ")})`, true, unique.length === 1 ? whereSet(unique[0]!) : "");
  }
  // Columns sort with nulls first, as lists order them (a backward scan gives DESC NULLS LAST): each
  // filter (ending in id, for paging), and the first filter with each sort key, as the SQLite store.
  const sorted = (field: string) => `${columnName(field)} NULLS FIRST`;
  for (const field of spec.filters) index(`i_${kind}_by_${fieldIdentifier(field)}`, `${table} (scope, ${sorted(field)}, id)`, false, whereSet(field));
  const primary = spec.filters[0];
  // The records yet to settle (see SETTLED_VALUES: a cluster's open changesets), by the first filter.
  for (const [field, settled] of Object.entries(SETTLED_VALUES[kind as Kind] ?? {})) {
    if (primary === undefined || field === primary) continue;
    // Written into the index's text as the reads write it (one of FILTERS_BY_VALUE's words).
    if (!filteredByValue(kind, field, settled)) throw new Error(`${kind}.${field}: ${JSON.stringify(settled)} is not a value read by value`);
    index(
      `i_${kind}_unsettled_by_${fieldIdentifier(primary)}`,
      `${table} (scope, ${sorted(primary)}, ${sorted(field)}, id)`,
      false,
      ` WHERE ${columnName(field)} <> '${settled}'`,
    );
  }
  for (const field of spec.orderBy) {
    const keys = primary === undefined ? [sorted(field)] : [sorted(primary), sorted(field)];
    index(`i_${kind}_order_${field}`, `${table} (scope, ${keys.join(", ")}, id)`);
  }
  for (const field of spec.multi) {
    objects.push({
      name: `m_${kind}_${field}`,
      ddl: `CREATE TABLE IF NOT EXISTS ${names.multiTable(kind, field)} (scope text COLLATE "C" NOT NULL, value text COLLATE "C" NOT NULL, id text COLLATE "C" NOT NULL, PRIMARY KEY (scope, value, id))`,
    });
    index(`i_${kind}_${field}_by_id`, `${names.multiTable(kind, field)} (scope, id)`);
  }
  return objects;
}

async function createKind(client: PoolClient, names: SchemaNames, kind: string, spec: KindSpec): Promise<void> {
  for (const { ddl } of kindObjects(names, kind, spec)) await client.query(ddl);
}
