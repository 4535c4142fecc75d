import { createHash } from "node:crypto";
import pg from "pg";
import type { Pool, PoolClient, PoolConfig } from "pg";
import { boundedCache } from "../../src/bounded-cache.js";
import { AccessPlaneError } from "../../src/errors.js";
import { joined } from "../../src/domain/joined.js";
import { checkFailed, fromJsonRow, jsonOfRecord, scalar, versionConflict, type JsonRow } from "../../src/store/kind-rules.js";
import { boundedCount, collect, compileList, kindTables, type KindTables, type SqlDialect } from "../sql/query-compiler.js";
import { KINDS_VERSION } from "../../src/store/port.js";
// The contract as `accessplane/store` declares it: the published declarations name it from there.
import type { Store } from "accessplane/store";
import type {
  Batch,
  CommitResult,
  FailureCounts,
  FailureWindow,
  Kind,
  ListQuery,
  ListResult,
  RecordTypes,
  StoreChange,
  Stored,
  WriteOp,
} from "../../src/store/port.js";
import { columnName, migrate, SchemaNames } from "./schema.js";

/** Options of {@link createPostgresStore}. */
export interface PostgresStoreOptions {
  /** `postgres://user:password@host:5432/database`; or give `pool`. */
  connectionString?: string;
  /** A pool of your own (node-postgres); the store does not end it on close. */
  pool?: Pool;
  /** The schema the tables live in, created when missing. @defaultValue "accessplane" */
  schema?: string;
  /**
   * Connections of the store's own pools: reads (and `/readyz`) get this many, and commits a pool of
   * their own of half as many (at least one), so that writes waiting on a lock never take the
   * connections reads need. @defaultValue 10
   */
  poolSize?: number;
  /**
   * Longest a statement of a request may run before it is cancelled (503 `unavailable`), in ms. Opening
   * the store (the schema check and any migration) is not bounded by it. @defaultValue 30000
   */
  statementTimeoutMs?: number;
  /** Longest wait for a connection, in ms. @defaultValue 10000 */
  connectionTimeoutMs?: number;
  /** `application_name` of the store's connections, as `pg_stat_activity` shows them. @defaultValue "accessplane" */
  applicationName?: string;
  /**
   * Use prepared statements: reads go as named ones (each connection parses and plans a statement
   * once, then only binds and runs it: twice the reads per second of PostgreSQL's CPU for an
   * authenticated GET's statement, measured), and a commit's text executes the statements each
   * connection prepared for its shapes (a route create's commit: 0.7 ms of the server's time instead
   * of 1.5, measured). Turn it off behind a pooler that cannot keep them across transactions
   * (PgBouncer in transaction mode before 1.21); commits then carry their values as literals.
   * @defaultValue true
   */
  preparedStatements?: boolean;
  /**
   * Where the server's autovacuum is off, do for the store's tables what autovacuum would, in the
   * background, one table at a time, skipping a table another session has locked:
   * - `VACUUM` a table once this store's commits have left 50 dead rows in it and a fifth of its rows
   *   (an update or a delete leaves one; a table of one page is left to the pruning PostgreSQL does as
   *   it reads). Without it a table whose rows are deleted only grows, and every scan of it reads the
   *   dead rows too (a route create with auto-apply on counts its cluster's applied history: 20 to 35
   *   live deltas in 301 pages after 2 400 creates, measured). It does not truncate the table, so it
   *   never takes a lock that would stop a read or a write.
   * - `ANALYZE` a table once this store's commits have added or removed 50 of its rows and a tenth of
   *   it since (net: rows updated in place, or inserted as others are deleted, leave its size as it
   *   was; a table never analysed, once they have written 50 of its rows). PostgreSQL plans reads with
   *   the statistics `ANALYZE` gathers; plans made on nearly empty tables and kept without them fit
   *   large tables badly (a policy GET at 5 000 routes took 1.8 s instead of 46 ms, measured).
   *
   * Where autovacuum is on, the store leaves both to it. @defaultValue true
   */
  maintainTables?: boolean;
}

/** A `Store` on PostgreSQL. */
export interface PostgresStore extends Store {
  /** The pool the store reads with (and commits with too, when the pool was given). */
  readonly pool: Pool;
  /** The schema its tables are in. */
  readonly schema: string;
}

/** Rows added or removed before a table is analysed where autovacuum is off: autovacuum's own `autovacuum_analyze_threshold`. */
const ANALYZE_THRESHOLD = 50;
/** Dead rows before a table is vacuumed where autovacuum is off, and the share of its rows added to them: autovacuum's own. */
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE_FACTOR = 0.2;
/**
 * Rows written after which the store looks at its tables' sizes even when none is due by the sizes it
 * last saw (another process's vacuum or analysis may have moved them).
 */
const LOOK_AT_LEAST_EVERY = 1_000;
/** The sizes of tables, as `maintainChanged` reads them: `reltuples` (-1 until first analysed) and whether a table holds more than one page. */
const TABLE_SIZES =
  "SELECT t, c.reltuples::float8 AS n, pg_relation_size(c.oid) > current_setting('block_size')::int AS paged FROM unnest($1::text[]) AS t JOIN pg_class c ON c.oid = t::regclass";

/** Rows a store's commits changed in a table since it last vacuumed (`dead`) or analysed (`net`, `written`) it. */
interface ChangedRows {
  net: number;
  written: number;
  dead: number;
}

/** Whether a table of `size` rows (-1: never analysed) is due a vacuum: autovacuum's own rule. */
function vacuumDue(changed: ChangedRows, size: number): boolean {
  return changed.dead >= VACUUM_THRESHOLD + VACUUM_SCALE_FACTOR * Math.max(size, 0);
}

/** Whether a table of `size` rows (-1: never analysed) is due an analysis: autovacuum's own rule, or 50 rows written to one never analysed. */
function analysisDue(changed: ChangedRows, size: number): boolean {
  return size < 0 ? changed.written >= ANALYZE_THRESHOLD : Math.abs(changed.net) >= ANALYZE_THRESHOLD + size / 10;
}

/** Attempts of a commit that met a serialization failure, a deadlock or a prepared statement gone. */
const COMMIT_ATTEMPTS = 4;
/** The names of the commit statements a connection prepares start with this (see commitText). */
const COMMIT_PREFIX = "accessplane_w_";
/**
 * Distinct commit statement shapes a store prepares (a kind's insert, update and delete, its link
 * rows, a batch's checks and locks: a few hundred); more go with their literals.
 */
const COMMIT_SHAPES = 300;
/** One statement of a commit's text, written with `bind` standing for each value in it (see commitText). */
type CommitStatement = (bind: (value: unknown) => string) => string;
/**
 * The commit statements each connection has prepared, by name; a connection not here is asked (see
 * preparedOn). Shared by every store of the process: a pool the application gives may serve several.
 */
const preparedCommits = new WeakMap<PoolClient, Set<string>>();
/** The text a check that does not hold casts to an integer, so that the error names the check. */
const CHECK_FAILED = "accessplane-check-failed-";
/** The marker of the error an update or delete raises when it found no row at its expected version. */
const VERSION_CONFLICT = "accessplane-version-conflict-";

/**
 * `CASE WHEN <holds> THEN 1 ELSE <an error naming marker and index> END`: a statement of a commit's text
 * that stops the text when `holds` is false, with an error whose message `markedIndex` reads back. (The
 * text is not a constant, so that planning does not fold the cast and fail every time.)
 */
function unlessRaise(holds: string, marker: string, index: number, literal: (value: unknown) => string): string {
  return `CASE WHEN ${holds} THEN 1 ELSE (${literal(`${marker}${index}-`)} || pg_backend_pid()::text)::integer END`;
}

/** The index an error of {@link unlessRaise} with `marker` names, if the error is one. */
function markedIndex(error: unknown, marker: string): number | undefined {
  if (pgCode(error) !== "22P02") return undefined;
  const found = new RegExp(`"${marker}(\\d+)-`).exec(error instanceof Error ? error.message : "");
  return found === null ? undefined : Number(found[1]);
}

/**
 * Opens a PostgreSQL store: connects, creates or migrates its schema (under an advisory lock, so
 * replicas starting together migrate once), and checks that it can write. Every commit is one
 * transaction with the port's version checks; every query carries the scope (tenant) key.
 *
 * @example
 * ```ts
 * import { createPostgresStore } from "accessplane/postgres";
 * const store = await createPostgresStore({ connectionString: process.env.ACCESSPLANE_DATABASE_URL });
 * ```
 * @throws AccessPlaneError `unavailable` when the database cannot be reached, `failed_precondition` when
 * its schema was written by a newer version.
 */
export async function createPostgresStore(options: PostgresStoreOptions): Promise<PostgresStore> {
  if ((options.connectionString === undefined) === (options.pool === undefined)) {
    throw new TypeError("createPostgresStore needs a connectionString or a pool");
  }
  if (options.connectionString !== undefined) checkConnectionString(options.connectionString);
  const names = new SchemaNames(options.schema ?? "accessplane");
  const ownPool = options.pool === undefined;
  const config: PoolConfig = {
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 10_000,
    statement_timeout: options.statementTimeoutMs ?? 30_000,
    application_name: options.applicationName ?? "accessplane",
  };
  const pool = options.pool ?? new pg.Pool(config);
  // An idle connection that dies (the server restarted) must not crash the process: the next query
  // gets a fresh connection, and a query that was running fails with 503.
  if (ownPool) guardPool(pool);
  let client: PoolClient | undefined;
  try {
    client = await checkout(pool);
    await migrate(client, names);
  } catch (error) {
    client?.release(true);
    client = undefined;
    if (ownPool) await pool.end().catch(() => {});
    const code = pgCode(error);
    // A schema the migration cannot work with (an object in its way, missing rights): say what
    // PostgreSQL said (names of tables and columns, never values); the transaction rolled it all back.
    if (code.startsWith("42")) {
      throw new AccessPlaneError("failed_precondition", `migrating the schema "${names.schema}" failed and was rolled back: ${(error as Error).message}`, {
        cause: error,
      });
    }
    throw translate(error);
  }
  // Where autovacuum is off, nothing else vacuums the tables or gathers the planner's statistics (see
  // maintainTables); a server that will not say leaves the store doing neither.
  const autovacuum =
    options.maintainTables === false
      ? undefined
      : await client.query<{ on: boolean }>("SELECT current_setting('autovacuum') = 'on' AS on").then(
          ({ rows }) => rows[0]?.on,
          () => undefined,
        );
  client.release();
  // Commits get a pool of their own, so that writes waiting on a lock never hold every connection
  // reads and health checks need. A pool given by the application serves both.
  const writes = ownPool ? new pg.Pool({ ...config, max: Math.max(1, Math.floor((options.poolSize ?? 10) / 2)) }) : pool;
  if (ownPool) guardPool(writes);
  return new PostgresStoreImpl(pool, writes, names, ownPool, options.connectionString, options.preparedStatements ?? true, autovacuum === false);
}

/**
 * A connection string the driver would misread is refused before any connection, saying what is wrong
 * with it and nothing of what it holds (it may carry a password).
 */
function checkConnectionString(text: string): void {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(text)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // libpq's key=value form (`host=... dbname=...`) is what the driver reads without a scheme.
    if (/^\s*[a-z_]+\s*=/.test(text)) return;
    throw new AccessPlaneError("failed_precondition", "the PostgreSQL connection string is neither a postgres:// URL nor libpq's key=value form");
  }
  if (scheme !== "postgres" && scheme !== "postgresql" && scheme !== "socket") {
    throw new AccessPlaneError("failed_precondition", `the PostgreSQL connection string must start with postgres:// or postgresql://, not ${scheme}://`);
  }
  if (scheme !== "socket" && !URL.canParse(text)) {
    throw new AccessPlaneError(
      "failed_precondition",
      "the PostgreSQL connection string is not a valid URL (a password with @, :, / or # in it must be percent-encoded)",
    );
  }
}

/**
 * A pool of the store's own whose connections can die (the server restarted, a backend terminated, a
 * failover) without ending the process: the pool's idle clients report to the pool, and every client
 * keeps a listener of its own for the errors it emits while checked out, or more than once (node-postgres
 * listens once for a query's client, and not at all between a checkout and a release). The query or
 * transaction that was running fails with 503; the pool opens fresh connections for the next callers.
 */
function guardPool(pool: pg.Pool): void {
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
}

/**
 * A client of the pool for a transaction. While a client is checked out the pool does not listen for
 * its errors, and a connection lost meanwhile (the backend terminated, the server restarted, a
 * failover, `idle_in_transaction_session_timeout`, a network reset) is an `'error'` event that would
 * end the process. A listener held until the release takes it (for a pool the application gave; the
 * store's own pools keep one on every client, see guardPool): the statement running, or the next,
 * fails (503), its ROLLBACK fails too, and the commit releases the client as broken.
 */
async function checkout(pool: pg.Pool): Promise<PoolClient> {
  const client = await pool.connect();
  const lost = (): void => {};
  client.on("error", lost);
  const release = client.release.bind(client);
  client.release = (broken?: boolean | Error) => {
    client.removeListener("error", lost);
    client.release = release;
    release(broken);
  };
  return client;
}

/**
 * A turn's part reading these ids of `table` in a scope, its rows tagged `i`: one lookup by `id = $n`
 * for each of up to {@link LOOKUPS_PER_PART} ids (their branches joined by `UNION ALL`; 1, 2, 4 or 8
 * of them, the last id asked again to fill them, so that a few ids take one of four shapes, and the
 * prepared texts stay few), else `id = ANY($n::text[])`. Each lookup names the whole primary key by
 * equality: PostgreSQL keeps one plan of it for any id, with statistics a probe of that key. `ANY` of
 * an array parameter it cannot see is estimated at ten elements: with statistics that costs the plan
 * kept for any values above those made for the values, and every execution is planned anew (a route
 * write's second read in a cluster of 10 000 routes was planned in 0.43 ms on every write, against
 * 0.07 at 100); without them (a fresh schema, before autovacuum gathers them), the plan made while the
 * table was small read every record of the scope through another index, and kept doing so as the table
 * grew (a route create read its three policies' applied records among all of a cluster's applied
 * routes: 0.6 ms at 1 250 routes). A lookup by equality may still be planned through another index led
 * by the scope while no statistics exist (seen on policies: 44 pages read at 5 000 policies instead of
 * 3); the first `ANALYZE` makes its plan again.
 */
function idsPart(i: number, table: string, scope: string, ids: readonly string[], bind: (value: unknown) => string): string {
  const head = `SELECT ${i} AS i, 0 AS r, id, version, data FROM ${table} WHERE scope = ${bind(scope)} AND`;
  if (ids.length > LOOKUPS_PER_PART) return `${head} id = ANY(${bind(ids)}::text[])`;
  const lookups = 2 ** Math.ceil(Math.log2(ids.length));
  return Array.from({ length: lookups }, (_, k) => `${head} id = ${bind(ids[Math.min(k, ids.length - 1)])}`).join(" UNION ALL ");
}

/** The most ids of one table a turn's statement reads by one lookup each (see {@link idsPart}). */
const LOOKUPS_PER_PART = 8;

/** Kinds whose writes are announced with NOTIFY (what replicas watch). */
const ANNOUNCED = new Set<Kind>(["appliedConfig"]);

/** PostgreSQL's way of writing what differs between the dialects (see adapters/sql). */
const POSTGRES: SqlDialect = {
  // Plain equality, so that an index on (scope, field, sort key) also gives the order.
  equals: (column, value, bind) => `${column} = ${bind(String(value))}`,
  oneOf: (column, values, bind) => {
    const clause = `${column} = ANY(${bind(values.filter((v) => v !== null).map(String))}::text[])`;
    return values.includes(null) ? `(${clause} OR ${column} IS NULL)` : clause;
  },
  valueIn: (values, bind) => `value = ANY(${bind(values)}::text[])`,
  orderTerm: (column, descending) => `${column}${descending ? " DESC NULLS LAST" : " ASC NULLS FIRST"}`,
  idTerm: (descending) => `id${descending ? " DESC" : ""}`,
  page: (limit, offset, bind) =>
    `${limit === undefined ? "" : ` LIMIT ${bind(limit)}`}${offset === undefined || offset === 0 ? "" : ` OFFSET ${bind(offset)}`}`,
  // In the "C" collation lower() changes ASCII letters only, whatever the database's locale (a Turkish
  // one would turn I into a dotless ı); a text with any other character is longer in bytes.
  containsText: (text, bind) => `(strpos(lower(data COLLATE "C"), ${bind(text)}::text) > 0 OR octet_length(data) <> char_length(data))`,
};

/** `$n` parameters. */
const numbered = () => collect((n) => `$${n}`);

/**
 * A value as an SQL literal: a string escaped as node-postgres' `escapeLiteral` escapes it (quotes
 * doubled; with a backslash, an `E''` string with backslashes doubled too), an array of strings, a
 * safe integer, null. By regular expression: the driver's loop over each character took 12–19 µs for
 * a record of 2 KB, this 1.6 (a commit carries half a dozen).
 */
function literal(value: unknown): string {
  if (value === null) return "NULL";
  if (typeof value === "number" && Number.isSafeInteger(value)) return String(value);
  if (typeof value === "string") return value.includes("\\") ? ` E'${value.replace(/[\\']/g, "$&$&")}'` : `'${value.replace(/'/g, "''")}'`;
  if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(", ")}]::text[]`;
  throw new AccessPlaneError("invalid_argument", "a check's value must be text or an integer");
}

/**
 * Orders texts by their UTF-16 units: any fixed order will do, for the locks and kept counts of a commit
 * (taken in one order, so two commits never wait on each other in a circle) and the parts of a turn's
 * statement (its text then independent of the order its reads came in).
 */
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The SQLSTATE of a driver error, or "". */
function pgCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : "";
}

/**
 * Whether a failed read failed in its statement (an error the server raised for it, such as a
 * statement timeout or a value it refuses), not in the connection or the server as a whole (a class 08
 * connection error, class 53 resources, class 57P server shutdown, a network error without SQLSTATE).
 */
function statementFault(error: unknown): boolean {
  const code = pgCode(error instanceof AccessPlaneError ? error.cause : error);
  return /^[0-9A-Z]{5}$/.test(code) && !code.startsWith("08") && !code.startsWith("53") && !code.startsWith("57P");
}

/** Ends a connection whose events no longer matter (a late error is ignored). */
function endQuietly(client: pg.Client): void {
  client.removeAllListeners();
  client.on("error", () => {});
  void client.end().catch(() => {});
}

/** Lock keys made, by their text: every commit takes one per kind and scope it writes, mostly the same few. */
const lockKeys = boundedCache<string, string>(10_000);

/** A 64-bit advisory-lock key for a text, as a decimal literal. */
function lockKey(text: string): string {
  let key = lockKeys.get(text);
  if (key === undefined) {
    key = createHash("sha256").update(text).digest().readBigInt64BE(0).toString();
    lockKeys.set(text, key);
  }
  return key;
}

class PostgresStoreImpl implements PostgresStore {
  /** Migrated to the current kinds when opened (see KINDS_VERSION). */
  readonly kindsVersion = KINDS_VERSION;
  private readonly kinds = new Map<string, KindTables>();
  private closed = false;

  private readonly watchers = new Set<{ kind: Kind; listener: (change: StoreChange) => void }>();
  /** Reads asked for in this turn of the event loop, sent together at its end (see get). */
  private waitingReads: WaitingRead[] = [];
  private listening: pg.Client | undefined;
  private reconnect: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly pool: Pool,
    /** The pool commits check out from (the read pool when the application gave its own). */
    private readonly writes: Pool,
    private readonly names: SchemaNames,
    private readonly ownPool: boolean,
    private readonly connectionString: string | undefined,
    /** Whether reads go as named prepared statements (see PostgresStoreOptions.preparedStatements). */
    private readonly prepared: boolean,
    /** Whether the store vacuums and analyses its tables (autovacuum is off; see maintainTables). */
    private readonly maintaining = false,
  ) {}

  /**
   * Rows this store's commits added less those removed (`net`) and rows they wrote, by table, since it
   * last analysed the table; and rows they left dead (`dead`) since it last vacuumed it (while
   * {@link maintaining}).
   */
  private readonly changedRows = new Map<string, ChangedRows>();
  /** Rows written since the tables' sizes were last looked at. */
  private changedSinceLook = 0;
  /**
   * Each table's size as the last look found it (see {@link TABLE_SIZES}), or as the store's own
   * vacuum or analysis of it since left it (see {@link maintainChanged}): what {@link lookAtSizes}
   * judges by.
   */
  private readonly lookedSizes = new Map<string, { size: number; paged: boolean }>();
  /** The vacuums and analyses running in the background, if any (see {@link maintainChanged}). */
  private analysis: Promise<void> | undefined;

  /** The names of the statements prepared so far, by text: one per distinct text, up to {@link PREPARED_TEXTS}. */
  private readonly statementNames = new Map<string, string>();
  /** Lists made, numbering each one's reads that go together (its page and its count). */
  private lists = 0;
  /** The names of the commit statements' shapes, by shape (up to {@link COMMIT_SHAPES}). */
  private readonly commitNames = new Map<string, string>();

  /** The NOTIFY channel of this schema. */
  private get channel(): string {
    return `accessplane_${this.names.schema}`.slice(0, 63);
  }

  /** The kinds whose writes are announced with NOTIFY: what replicas watch. */
  readonly watchedKinds: readonly Kind[] = [...ANNOUNCED];
  /** The listening connection is being opened (one at a time: two would hear every change twice). */
  private connecting = false;

  /**
   * Calls `listener` after commits by any replica that wrote `kind` (only `appliedConfig` is announced),
   * through LISTEN on a connection of its own. When that connection drops, the store connects again
   * (after 0.5 to 5 s) and tells every listener to read again (`resync`), so nothing is missed.
   */
  watch(kind: Kind, listener: (change: StoreChange) => void): () => void {
    if (!ANNOUNCED.has(kind)) throw new TypeError(`the PostgreSQL store announces writes of ${[...ANNOUNCED].join(", ")} only`);
    const entry = { kind, listener };
    this.watchers.add(entry);
    if (this.listening === undefined && this.reconnect === undefined && !this.connecting) void this.listen(0);
    return () => {
      this.watchers.delete(entry);
      if (this.watchers.size === 0) this.stopListening();
    };
  }

  private async listen(attempt: number): Promise<void> {
    this.reconnect = undefined;
    if (this.closed || this.watchers.size === 0) return;
    const client =
      this.connectionString !== undefined
        ? new pg.Client({ connectionString: this.connectionString, application_name: "accessplane-listen" })
        : new pg.Client({ ...(this.pool as unknown as { options: pg.ClientConfig }).options, application_name: "accessplane-listen" });
    const retry = () => {
      if (this.listening === client) this.listening = undefined;
      endQuietly(client);
      if (this.closed || this.watchers.size === 0 || this.reconnect !== undefined) return;
      this.reconnect = setTimeout(() => void this.listen(attempt + 1), Math.min(5000, 500 * 2 ** attempt));
      this.reconnect.unref();
    };
    client.on("error", retry);
    client.on("end", retry);
    client.on("notification", (message) => {
      const [kind, scope, id] = (message.payload ?? "").split(" ");
      if (kind === undefined || scope === undefined || id === undefined) return;
      this.emit({ kind: kind as Kind, scope, id });
    });
    this.connecting = true;
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
      this.connecting = false;
      // Every watcher left (or the store closed) while it connected: dropped, and not opened again.
      if (this.closed || this.watchers.size === 0) return retry();
      this.listening = client;
      // Changes made while no connection listened (between the first watch and now, or after a drop)
      // may have been missed: every listener reads again.
      this.emit({ resync: true });
      attempt = 0;
    } catch {
      this.connecting = false;
      retry();
    }
  }

  private emit(change: StoreChange): void {
    for (const { kind, listener } of [...this.watchers]) {
      if (!change.resync && change.kind !== kind) continue;
      try {
        listener(change);
      } catch {
        // A listener's failure is its own.
      }
    }
  }

  private stopListening(): void {
    if (this.reconnect !== undefined) clearTimeout(this.reconnect);
    this.reconnect = undefined;
    const client = this.listening;
    this.listening = undefined;
    if (client !== undefined) {
      endQuietly(client);
    }
  }

  get schema(): string {
    return this.names.schema;
  }

  private sql(kind: string): KindTables {
    let found = this.kinds.get(kind);
    if (found === undefined) {
      found = kindTables(kind, { table: (k) => this.names.table(k), multiTable: (k, field) => this.names.multiTable(k, field), column: columnName });
      this.kinds.set(kind, found);
    }
    return found;
  }

  /**
   * Failure counts every replica shares, one row per key. Keys are counted in sorted order, so two
   * replicas counting overlapping keys never wait on each other in a cycle. Ended windows are deleted
   * at most once a minute, by whichever replica counts.
   */
  readonly failureCounts: FailureCounts = {
    read: async (keys, now) => {
      const { rows } = await this.query<WindowRow>(`SELECT key, failures, resets_at FROM ${this.names.failures} WHERE key = ANY($1) AND resets_at > $2`, [
        [...keys],
        now,
      ]);
      return rows.map(windowOf);
    },
    add: async (keys, now, windowMs) => {
      const table = this.names.failures;
      if (now - this.failuresSweptAt >= 60_000) {
        this.failuresSweptAt = now;
        await this.query(`DELETE FROM ${table} WHERE resets_at <= $1`, [now], this.writes);
      }
      const { rows } = await this.query<WindowRow>(
        `INSERT INTO ${table} AS w (key, failures, resets_at) SELECT k, 1, $2::bigint + $3::bigint FROM unnest($1::text[]) AS k ORDER BY k ` +
          `ON CONFLICT (key) DO UPDATE SET failures = CASE WHEN w.resets_at <= $2 THEN 1 ELSE w.failures + 1 END, ` +
          `resets_at = CASE WHEN w.resets_at <= $2 THEN $2::bigint + $3::bigint ELSE w.resets_at END RETURNING key, failures, resets_at`,
        [[...new Set(keys)].sort(), now, windowMs],
        this.writes,
      );
      return rows.map(windowOf);
    },
  };
  private failuresSweptAt = 0;

  /**
   * One record. The reads of one turn of the event loop (gets, lists, counts) go to the server
   * together, as one statement (see {@link flushReads}): an authenticated GET's user and entity in one
   * round trip, a write's reads in one, and the reads of many requests at once in one. Each is still
   * read after it was asked for, so it sees every commit acknowledged before it.
   */
  async get<K extends Kind>(kind: K, scope: string, id: string): Promise<Stored<RecordTypes[K]> | undefined> {
    this.checkOpen();
    const [row] = await this.byIdInTurn(this.sql(kind).table, scope, [id]);
    return row === undefined ? undefined : fromJsonRow<RecordTypes[K]>(row);
  }

  /**
   * The server's snapshot (`pg_current_snapshot()`), read in the statement of this turn's reads: two
   * equal snapshots mean no transaction took a transaction id or ended between them, so nothing was
   * committed, and it is the snapshot the reads beside it read.
   */
  async readChangeMark(): Promise<string> {
    this.checkOpen();
    const [row] = await this.inTurn(() => valueRead("pg_current_snapshot()::text"));
    return row!.data;
  }

  /**
   * A digest of the ids of `kind`'s rows in `scope` and of the transactions that wrote them (`xmin`:
   * every insert and update gives its row the id of its transaction, and a row deleted and inserted
   * again under the same id gets a new one), read in the statement of this turn's reads: equal for two
   * reads only if the same rows are there. The rows go in the order the server reads them (sorting
   * them doubled the cost): the same for an unchanged table read the same way, and another order only
   * makes another digest, so that the caller reads again. Each id goes with its length, so that no two
   * sets of rows make the same text.
   */
  async scopeDigest(kind: Kind, scope: string): Promise<string> {
    this.checkOpen();
    const { table } = this.sql(kind);
    const [row] = await this.inTurn(
      (bind) =>
        valueRead(
          `(SELECT count(*) || ':' || coalesce(encode(sha256(convert_to(string_agg(length(id) || ':' || id || ' ' || xmin::text, ','), 'UTF8')), 'hex'), '') FROM ${table} WHERE scope = ${bind(scope)})`,
        ),
      `${table} ${scope}`,
    );
    return row!.data;
  }

  /**
   * The rows of one read in this turn's statement, in the read's order (see {@link WaitingRead}).
   * `together`: the reads of a turn with the same key go in one statement, so they see one snapshot
   * (a scope's digest and its records: see {@link statementsOf}).
   */
  private inTurn(build: ReadBuild, together?: string): Promise<TurnRow[]> {
    return this.waitFor(together === undefined ? { build } : { build, together });
  }

  /** The records of `table` in `scope` with these ids (those that exist, in no order), read in this turn's statement. */
  private byIdInTurn(table: string, scope: string, ids: readonly string[]): Promise<TurnRow[]> {
    return this.waitFor({ byId: { table, scope, ids } });
  }

  /** Queues a read for this turn's statement, sent once the turn's I/O is done (see {@link flushReads}). */
  private waitFor(read: { build: ReadBuild; together?: string } | { byId: ReadById }): Promise<TurnRow[]> {
    return new Promise((resolve, reject) => {
      if (this.waitingReads.push(joined<WaitingRead>(read, { resolve, reject })) === 1) setImmediate(() => this.flushReads());
    });
  }

  /**
   * Sends the reads waiting for this turn: one statement for up to {@link READS_PER_STATEMENT} of
   * them (see {@link statementsOf}), each read's rows tagged with its place in the turn. When a
   * statement of several reads fails in the statement (see {@link statementFault}), each read is sent
   * again alone (with the reads that go together with it), so that one read's failure (a timeout, a
   * value the server refuses) is its own and not that of the requests that shared its turn; a fault of
   * the connection or the server fails them all at once.
   */
  private flushReads(): void {
    const waiting = this.waitingReads;
    this.waitingReads = [];
    for (const reads of statementsOf(waiting)) {
      void this.readTogether(reads).catch((error: unknown) => {
        // A fault of the connection or the server (not of a statement) would fail each read alone too.
        if (reads.length === 1 || !statementFault(error)) {
          for (const read of reads) read.reject(error);
          return;
        }
        for (const group of groupsOf(reads)) {
          this.readTogether(group).catch((groupError: unknown) => {
            for (const read of group) read.reject(groupError);
          });
        }
      });
    }
  }

  /**
   * Sends `reads` as one statement. The reads by id of one table and scope (the users and entities of
   * a busy turn's requests) are one part of it, a lookup of each of their ids or `id = ANY(...)` of
   * all of them (see {@link idsPart}), its rows handed to each read by id; reads asking the same (the
   * same text and values: concurrent writes of one cluster read its settings, drafts and tree) are one
   * part, answered to each; every other read is a part of its own. Each part's rows are tagged with
   * its place (`i`) and answered in the read's order. The parts go in a fixed order (the groups by
   * table, then the other parts by text), so that turns of the same shapes, in any order, share one
   * prepared text.
   */
  private async readTogether(reads: readonly WaitingRead[]): Promise<void> {
    const groups = new Map<string, { table: string; scope: string; ids: Set<string>; reads: (WaitingRead & { byId: ReadById })[] }>();
    const asked = new Map<string, { text: string; build: ReadBuild; reads: WaitingRead[] }>();
    for (const read of reads) {
      if ("build" in read) {
        const own = numbered();
        const text = read.build(own.bind);
        const key = `${text}\u0000${JSON.stringify(own.params)}`;
        const same = asked.get(key);
        if (same === undefined) asked.set(key, { text, build: read.build, reads: [read] });
        else same.reads.push(read);
        continue;
      }
      const { table, scope, ids } = read.byId;
      const key = `${table}\u0000${scope}`;
      let group = groups.get(key);
      if (group === undefined) groups.set(key, (group = { table, scope, ids: new Set(), reads: [] }));
      for (const id of ids) group.ids.add(id);
      group.reads.push(read);
    }
    const byTable = [...groups.values()].sort((a, b) => compareText(a.table, b.table));
    const others = [...asked.values()].sort((a, b) => compareText(a.text, b.text));
    const { params, bind } = numbered();
    const parts = [
      ...byTable.map((group, g) => idsPart(-1 - g, group.table, group.scope, [...group.ids], bind)),
      ...others.map(({ build }, i) => `SELECT ${i} AS i, r, id, version, data FROM (${build(bind)}) AS q${i}`),
    ];
    // A request's or a write's few parts are prepared; a long statement, whose text rarely repeats, is not.
    const { rows } = await this.query<TurnRow & { i: number }>(parts.join(" UNION ALL "), params, this.pool, parts.length <= PREPARED_READS);
    const ofOthers = others.map((): TurnRow[] => []);
    const ofGroups = byTable.map(() => new Map<string, TurnRow>());
    for (const row of rows) {
      if (row.i >= 0) ofOthers[row.i]!.push(row);
      else ofGroups[-1 - row.i]!.set(row.id, row);
    }
    others.forEach((part, i) => {
      const ordered = ofOthers[i]!.sort((a, b) => a.r - b.r);
      for (const read of part.reads) read.resolve(ordered);
    });
    byTable.forEach((group, g) => {
      const found = ofGroups[g]!;
      for (const read of group.reads) read.resolve(read.byId.ids.flatMap((id) => found.get(id) ?? []));
    });
  }

  async getMany<K extends Kind>(kind: K, scope: string, ids: readonly string[]): Promise<Stored<RecordTypes[K]>[]> {
    if (ids.length === 0) return [];
    this.checkOpen();
    const rows = await this.byIdInTurn(this.sql(kind).table, scope, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row === undefined ? [] : [fromJsonRow<RecordTypes[K]>(row)];
    });
  }

  async list<K extends Kind>(kind: K, scope: string, query: ListQuery<K> = {}): Promise<ListResult<RecordTypes[K]>> {
    this.checkOpen();
    const sql = this.sql(kind);
    // The storage contract's order: nulls first (ascending), text by code point, ties by id. The page
    // and its count go in the same turn's statement (one round trip, one snapshot); a count alone (a
    // quota's `limit: 0`) reads no page. A whole list goes with the scope's digest (see scopeDigest).
    const together = Object.keys(query).length === 0 ? `${sql.table} ${scope}` : `${sql.table} ${scope} ${++this.lists}`;
    const page =
      query.limit === 0 && query.count === true
        ? []
        : this.inTurn((bind) => compileList(sql, scope, query, POSTGRES, () => ({ params: [], bind }), true).select.text, together);
    const total = !query.count
      ? undefined
      : sql.counted && Object.keys(query.where ?? {}).length === 0
        ? this.inTurn(
            (bind) => valueRead(`coalesce((SELECT n FROM ${this.names.counts} WHERE kind = ${bind(kind)} AND scope = ${bind(scope)}), 0)::text`),
            together,
          )
        : this.inTurn((bind) => {
            // The filter alone: the count's text binds no page.
            const { count } = compileList(sql, scope, { where: query.where }, POSTGRES, () => ({ params: [], bind }));
            return valueRead(`(SELECT n FROM (${count.text}) AS counted)::text`);
          }, together);
    total?.catch(() => {});
    const items = (await page).map((row) => fromJsonRow<RecordTypes[K]>(row));
    return total === undefined ? { items } : { items, total: Number((await total)[0]!.data) };
  }

  async commit(batch: Batch): Promise<CommitResult> {
    this.checkOpen();
    for (let attempt = 1; ; attempt++) {
      let client: PoolClient;
      try {
        client = await checkout(this.writes);
      } catch (error) {
        throw translate(error);
      }
      let broken = false;
      try {
        const versions = await this.writeBatch(client, batch);
        if (this.maintaining) this.noteChanges(batch.ops);
        return { versions };
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {
          broken = true;
        });
        const code = (error as { code?: unknown }).code;
        // A serialization failure or a deadlock changed nothing: the batch may run again.
        if ((code === "40001" || code === "40P01") && attempt < COMMIT_ATTEMPTS) continue;
        // A prepared commit statement the connection no longer has (the application deallocated it): the
        // connection is asked what it holds, and the batch sent again.
        if (code === "26000" && attempt < COMMIT_ATTEMPTS) continue;
        throw translate(error);
      } finally {
        client.release(broken);
      }
    }
  }

  /**
   * Opens a batch's transaction, evaluates its checks and writes its ops, in one round trip: one
   * statement text (see {@link commitText}: each statement a prepared one the text executes, or with
   * its values as literals escaped by the driver). A count is made under an exclusive advisory lock on
   * its kind and scope, which every commit writing that kind and scope takes shared (in the same text,
   * first): no write that could change the count commits between the count and this batch's writes.
   * Locks are taken in one order (by key), so two batches never wait on each other in a circle. A
   * version check locks the record (FOR SHARE) until the commit. The checks are one statement before
   * the writes: the first that does not hold raises an error naming it, so no write runs. Returns the
   * versions of the ops' records; the transaction commits in the same round trip (an update or delete
   * that finds no row at its expected version raises an error that stops the text before the COMMIT,
   * as a failed check does).
   */
  private async writeBatch(client: PoolClient, batch: Batch): Promise<number[]> {
    const checks = batch.checks ?? [];
    const locks = new Map<string, boolean>();
    for (const op of batch.ops) if (!locks.has(`${op.kind} ${op.scope}`)) locks.set(`${op.kind} ${op.scope}`, false);
    for (const check of checks) if (check.check === "count") locks.set(`${check.kind} ${check.scope}`, true);
    const keys = [...locks.keys()]
      .map((key) => ({ key: lockKey(`${this.names.schema} ${key}`), exclusive: locks.get(key)! }))
      .sort((a, b) => compareText(a.key, b.key));
    const statements: CommitStatement[] = [];
    if (keys.length > 0) {
      statements.push(
        (bind) =>
          `SELECT ${keys.map(({ key, exclusive }) => `${exclusive ? "pg_advisory_xact_lock" : "pg_advisory_xact_lock_shared"}(${bind(key)})`).join(", ")}`,
      );
    }
    if (checks.length > 0) {
      statements.push(
        (bind) =>
          `SELECT ${checks
            .map((check, i) => {
              const sql = this.sql(check.kind);
              let holds: string;
              if (check.check === "version") {
                holds = `coalesce((SELECT version FROM ${sql.table} WHERE scope = ${bind(check.scope)} AND id = ${bind(check.id)} FOR SHARE), 0) = ${bind(check.expectedVersion)}`;
              } else if (sql.counted && Object.keys(check.where).length === 0) {
                holds = `coalesce((SELECT n FROM ${this.names.counts} WHERE kind = ${bind(check.kind)} AND scope = ${bind(check.scope)}), 0) <= ${bind(check.max)}`;
              } else {
                // One more than allowed is enough to know.
                holds = boundedCount(sql, check.scope, check.where, check.max, POSTGRES, bind);
              }
              // A check that does not hold stops the text here, with an error that names it.
              return `${unlessRaise(holds, CHECK_FAILED, i, bind)} AS c${i}`;
            })
            .join(", ")}`,
      );
    }
    for (const [i, op] of batch.ops.entries()) statements.push(...this.opStatements(op, i));
    // Announced to every replica when (and only if) the transaction commits; the kept counts move in
    // the same text.
    for (const op of batch.ops) {
      if (!ANNOUNCED.has(op.kind)) continue;
      const payload = `${op.kind} ${op.scope} ${op.op === "delete" ? op.id : op.record.id}`;
      statements.push((bind) => `SELECT pg_notify(${bind(this.channel)}, ${bind(payload)})`);
    }
    statements.push(...this.keptCounts(batch.ops));
    const known = await this.preparedOn(client);
    const { text, preparing } = this.commitText(statements, known);
    // Each shape new to the connection is prepared alone, before the transaction: a prepared statement
    // keeps the whole text it came in, and every EXECUTE of it copies that text.
    for (const [name, shape] of preparing) {
      try {
        await client.query(`PREPARE ${name} AS ${shape}`);
      } catch (error) {
        // Prepared already (by another store on this schema sharing the application's pool): the same shape.
        if (pgCode(error) !== "42P05") throw error;
      }
      known.add(name);
    }
    try {
      await client.query(text);
    } catch (error) {
      // A statement the connection no longer has (the application deallocated it): it is asked again.
      if (pgCode(error) === "26000") preparedCommits.delete(client);
      const failed = markedIndex(error, CHECK_FAILED);
      if (failed !== undefined) throw checkFailed(checks[failed]!);
      // An update or delete that found no row at the expected version changed nothing: a conflict.
      const conflict = markedIndex(error, VERSION_CONFLICT);
      if (conflict !== undefined) throw versionConflict(batch.ops[conflict]!.kind);
      throw error;
    }
    return batch.ops.map((op) => (op.op === "insert" ? 1 : op.op === "delete" ? 0 : op.expectedVersion + 1));
  }

  /**
   * A commit's text: its statements between BEGIN and COMMIT. With prepared statements on, each
   * statement's shape (its text with a parameter for each value) is prepared once per connection
   * (`preparing`: the shapes the connection has yet to prepare, by their names), and the text
   * executes it with the values as literals: PostgreSQL then parses, analyses and plans the shape
   * once, not every commit (a route create's commit took 1.5 ms of the server's time as literals, 0.7
   * as executes, measured). Past {@link COMMIT_SHAPES} shapes, and with prepared statements off, a
   * statement goes with its literals.
   */
  private commitText(statements: readonly CommitStatement[], known: ReadonlySet<string>): { text: string; preparing: Map<string, string> } {
    const preparing = new Map<string, string>();
    const executed = statements.map((statement) => {
      if (!this.prepared) return statement(literal);
      const args: string[] = [];
      const shape = statement((value) => {
        args.push(literal(value));
        return Array.isArray(value) ? `$${args.length}::text[]` : `$${args.length}`;
      });
      const name = this.commitStatementName(shape);
      if (name === undefined) return statement(literal);
      if (!known.has(name)) preparing.set(name, shape);
      return args.length === 0 ? `EXECUTE ${name}` : `EXECUTE ${name}(${args.join(", ")})`;
    });
    return { text: ["BEGIN", ...executed, "COMMIT"].join("; "), preparing };
  }

  /**
   * The commit statements `client`'s connection has prepared, asked of the server on the connection's
   * first commit through this module, and again after a commit found one of them gone (`26000`): a
   * connection of a pool the application gave may have prepared them for another store on the same
   * schema, or had them deallocated.
   */
  private async preparedOn(client: PoolClient): Promise<Set<string>> {
    let known = preparedCommits.get(client);
    if (known === undefined && this.prepared) {
      const { rows } = await client.query<{ name: string }>("SELECT name FROM pg_prepared_statements WHERE starts_with(name, $1)", [COMMIT_PREFIX]);
      known = new Set(rows.map((row) => row.name));
      preparedCommits.set(client, known);
    }
    return known ?? new Set();
  }

  /** The name a commit statement's shape is prepared under, from a hash of it; none past {@link COMMIT_SHAPES}. */
  private commitStatementName(shape: string): string | undefined {
    let name = this.commitNames.get(shape);
    if (name === undefined && this.commitNames.size < COMMIT_SHAPES) {
      name = `${COMMIT_PREFIX}${createHash("sha256").update(shape).digest("hex").slice(0, 32)}`;
      this.commitNames.set(shape, name);
    }
    return name;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.watchers.clear();
    this.stopListening();
    await this.analysis;
    if (this.ownPool) await Promise.all([this.pool.end(), this.writes.end()]);
  }

  /**
   * Counts the rows a landed batch wrote, by table (a record's row, and its side tables' rows): those
   * added less those removed, all it wrote, and those it left dead; then {@link lookAtSizes}. A table
   * is analysed again only when its size has moved (see {@link maintainChanged}): each `ANALYZE` makes
   * every session plan each statement on the table anew (the write's read, one statement of 23 parts,
   * took 6–14 ms the first time after one, against 0.4–0.6), and a table whose rows are replaced as
   * fast as they come (the applied configuration's header, updated by every apply, or its history, one
   * delta in and one out) was analysed every 50 writes, which made route creates on a fresh schema
   * 10–20 % slower, measured.
   */
  private noteChanges(writes: readonly WriteOp[]): void {
    const add = (table: string, net: number, written: number, dead: number) => {
      const changed = this.changedRows.get(table);
      if (changed === undefined) this.changedRows.set(table, { net, written, dead });
      else {
        changed.net += net;
        changed.written += written;
        changed.dead += dead;
      }
      this.changedSinceLook += written;
    };
    for (const op of writes) {
      // An update leaves its row's count as it was, and its old version dead; its side tables' rows
      // may grow or shrink by any number, which only the server knows (counted as written).
      const sign = op.op === "insert" ? 1 : op.op === "delete" ? -1 : 0;
      const sql = this.sql(op.kind);
      add(sql.table, sign, 1, op.op === "insert" ? 0 : 1);
      for (const multi of sql.multi) {
        // A delete's side rows are not in the op: counted as one.
        const values = op.op === "delete" ? [undefined] : (op.record as unknown as Record<string, unknown>)[multi.field];
        const rows = Array.isArray(values) ? values.length : 0;
        add(multi.table, sign * rows, rows, op.op === "delete" ? rows : 0);
      }
    }
    this.lookAtSizes();
  }

  /**
   * Starts {@link maintainChanged} once {@link ANALYZE_THRESHOLD} rows have been written since the last
   * look and a table may be due a vacuum or an analysis by the sizes that look found (a table it has no
   * size for may be), or once {@link LOOK_AT_LEAST_EVERY} rows have; unless one is running; then again
   * as it ends, if the commits that landed meanwhile wrote as many. A table's size moves only when it
   * is vacuumed or analysed, so a look that could find nothing due is not made: a route create writes
   * about 17 rows, and looking every 50 rows cost the server about 0.6 ms every third create (measured
   * on 2026-12-08).
   */
  private lookAtSizes(): void {
    if (this.changedSinceLook < ANALYZE_THRESHOLD || this.analysis !== undefined || this.closed) return;
    if (this.changedSinceLook < LOOK_AT_LEAST_EVERY && !this.mayBeDue()) return;
    this.changedSinceLook = 0;
    this.analysis = this.maintainChanged().finally(() => {
      this.analysis = undefined;
      this.lookAtSizes();
    });
  }

  /** Whether a table written since it was last maintained may be due a vacuum or an analysis, by the sizes the last look found. */
  private mayBeDue(): boolean {
    for (const [table, changed] of this.changedRows) {
      const looked = this.lookedSizes.get(table);
      if (
        looked === undefined ? changed.written > 0 || changed.dead > 0 : (looked.paged && vacuumDue(changed, looked.size)) || analysisDue(changed, looked.size)
      ) {
        return true;
      }
    }
    return false;
  }

  /**
   * On a connection of the read pool, one table at a time:
   * - `VACUUM` of each table where the rows this store's commits left dead reach autovacuum's own
   *   threshold (50, and a fifth of the rows its last analysis or vacuum counted), unless the table is
   *   one page, which PostgreSQL prunes as it reads it (the applied configuration's header, one row a
   *   cluster updated by every apply: a vacuum would only make the plans on it again, as an
   *   analysis does, see {@link noteChanges}). Not truncated: the space is reused, and no lock stops a
   *   read or a write.
   * - `ANALYZE` of each table whose rows added less those removed reach autovacuum's own threshold
   *   (50, and a tenth of the rows its last analysis counted), growing or shrinking, and of each table
   *   never analysed once 50 of its rows have been written (a side table may grow by updates alone).
   *
   * A table another session holds locked is skipped (`SKIP_LOCKED`) until it has changed as much again,
   * and PostgreSQL skips, with a warning, a table the role does not own. A failure ends the look quietly
   * (the next one tries again).
   */
  private async maintainChanged(): Promise<void> {
    let client: PoolClient | undefined;
    let broken = false;
    try {
      client = await this.pool.connect();
      const tables = [...this.changedRows.keys()];
      // A table's reltuples is -1 until it is first analysed or vacuumed.
      const name = this.prepared ? this.statementName(TABLE_SIZES) : undefined;
      const { rows } = await client.query<{ t: string; n: number; paged: boolean }>(
        name === undefined ? { text: TABLE_SIZES, values: [tables] } : { name, text: TABLE_SIZES, values: [tables] },
      );
      for (const { t: table, n: size, paged } of rows) {
        const changed = this.changedRows.get(table);
        if (this.closed || changed === undefined) continue;
        // A vacuum or an analysis counts the table's rows again: as this store's commits left them (the
        // rows it counted at its last analysis, and those added since), unless another process moved
        // them too, which the next look sees (after LOOK_AT_LEAST_EVERY rows at the latest). A table
        // never counted is looked at again.
        const counted = Math.max(0, size + changed.net);
        let maintained = false;
        if (vacuumDue(changed, size)) {
          changed.dead = 0;
          if (paged) {
            await client.query(`VACUUM (SKIP_LOCKED, TRUNCATE false) ${table}`);
            maintained = true;
          }
        }
        if (analysisDue(changed, size)) {
          changed.net = 0;
          changed.written = 0;
          await client.query(`ANALYZE (SKIP_LOCKED) ${table}`);
          maintained = true;
        }
        if (maintained && size < 0) this.lookedSizes.delete(table);
        else this.lookedSizes.set(table, { size: maintained ? counted : size, paged });
      }
    } catch (error) {
      // Without a SQLSTATE the connection itself failed: it is not handed back to the pool.
      broken = pgCode(error) === "";
    } finally {
      client?.release(broken);
    }
  }

  /**
   * Moves the kept counts of the counted kinds the batch inserted or deleted, in one statement, rows in
   * one order (by kind and scope) so that two commits never wait on each other's counts in a circle.
   */
  private keptCounts(writes: readonly WriteOp[]): CommitStatement[] {
    const deltas = new Map<string, { kind: string; scope: string; n: number }>();
    for (const op of writes) {
      if (op.op === "update" || !this.sql(op.kind).counted) continue;
      const key = `${op.kind}\u0000${op.scope}`;
      const delta = deltas.get(key) ?? { kind: op.kind, scope: op.scope, n: 0 };
      delta.n += op.op === "insert" ? 1 : -1;
      deltas.set(key, delta);
    }
    const rows = [...deltas.entries()].sort(([a], [b]) => compareText(a, b)).map(([, delta]) => delta);
    if (rows.length === 0) return [];
    return [
      (bind) =>
        `INSERT INTO ${this.names.counts} AS kept (kind, scope, n) VALUES ${rows.map((row) => `(${bind(row.kind)}, ${bind(row.scope)}, ${bind(row.n)})`).join(", ")} ON CONFLICT (kind, scope) DO UPDATE SET n = kept.n + EXCLUDED.n`,
    ];
  }

  /**
   * The statements of the batch's `index`th op. An update or delete goes first, and stops the text
   * with an error naming the op when it finds no row at the expected version.
   */
  private opStatements(op: WriteOp, index: number): CommitStatement[] {
    const sql = this.sql(op.kind);
    const versioned =
      (statement: CommitStatement): CommitStatement =>
      (bind) =>
        `WITH changed AS (${statement(bind)} RETURNING 1) SELECT ${unlessRaise("(SELECT count(*) FROM changed) = 1", VERSION_CONFLICT, index, bind)}`;
    if (op.op === "delete") {
      return [
        versioned((bind) => `DELETE FROM ${sql.table} WHERE scope = ${bind(op.scope)} AND id = ${bind(op.id)} AND version = ${bind(op.expectedVersion)}`),
        ...sql.multi.map(
          (multi): CommitStatement =>
            (bind) =>
              `DELETE FROM ${multi.table} WHERE scope = ${bind(op.scope)} AND id = ${bind(op.id)}`,
        ),
      ];
    }
    const { json, field } = jsonOfRecord(op.record);
    const id = op.record.id;
    const fields = sql.fields.map((name) => {
      const value = scalar(field(name));
      return value === null ? null : String(value);
    });
    const statements: CommitStatement[] = [];
    if (op.op === "insert") {
      const columns = ["scope", "id", "version", "data", ...sql.columns.values()].join(", ");
      statements.push(
        (bind) => `INSERT INTO ${sql.table} (${columns}) VALUES (${[bind(op.scope), bind(id), "1", bind(json), ...fields.map(bind)].join(", ")})`,
      );
    } else {
      const columns = [...sql.columns.values()];
      statements.push(
        versioned((bind) => {
          const sets = ["version = version + 1", `data = ${bind(json)}`, ...columns.map((column, i) => `${column} = ${bind(fields[i])}`)];
          return `UPDATE ${sql.table} SET ${sets.join(", ")} WHERE scope = ${bind(op.scope)} AND id = ${bind(id)} AND version = ${bind(op.expectedVersion)}`;
        }),
      );
    }
    for (const multi of sql.multi) {
      const items = field(multi.field);
      const values = Array.isArray(items) ? items.map((item) => String(scalar(item))) : [];
      // An update deletes only the rows of values the record no longer lists: the rows it keeps are
      // neither deleted nor inserted again (the insert below passes over them), so they leave no dead
      // rows and no log behind.
      if (op.op === "update") {
        statements.push((bind) => `DELETE FROM ${multi.table} WHERE scope = ${bind(op.scope)} AND id = ${bind(id)} AND value <> ALL(${bind(values)}::text[])`);
      }
      if (values.length === 0) continue;
      statements.push(
        (bind) =>
          `INSERT INTO ${multi.table} (scope, value, id) SELECT ${bind(op.scope)}, v, ${bind(id)} FROM unnest(${bind(values)}) AS v ON CONFLICT DO NOTHING`,
      );
    }
    return statements;
  }

  private async query<T extends object>(text: string, params: unknown[], pool: Pool = this.pool, prepare = true): Promise<{ rows: T[] }> {
    this.checkOpen();
    try {
      const name = this.prepared && prepare ? this.statementName(text) : undefined;
      const result = await (name === undefined ? pool.query(text, params) : pool.query({ name, text, values: params }));
      return { rows: result.rows as T[] };
    } catch (error) {
      throw translate(error);
    }
  }

  private checkOpen(): void {
    if (this.closed) throw new AccessPlaneError("unavailable", "the store is closed");
  }

  /**
   * The name a text is prepared under (each connection prepares it on first use), from a hash of the
   * text, so that stores sharing an application's pool never give one name to two texts; none past the limit.
   */
  private statementName(text: string): string | undefined {
    let name = this.statementNames.get(text);
    if (name === undefined && this.statementNames.size < PREPARED_TEXTS) {
      name = `accessplane_${createHash("sha256").update(text).digest("hex").slice(0, 32)}`;
      this.statementNames.set(text, name);
    }
    return name;
  }
}

/**
 * Distinct statement texts a store prepares (its reads take a bounded number of shapes: a kind's
 * filters and orders, a request's gets); more are sent unprepared, so that no connection's memory
 * grows without bound.
 */
const PREPARED_TEXTS = 300;
/**
 * The most parts a prepared statement of a turn has (a group of reads by id is one part; a route
 * create's second read has 17).
 */
const PREPARED_READS = 24;

/** A row of a turn's statement: a read's place in its order (`r`), then the record's columns. */
interface TurnRow extends JsonRow {
  r: number;
  id: string;
}

/** A read of one value (a snapshot, a count) as a row of a turn's statement: the value, as text, in `data`. */
const valueRead = (text: string) => `SELECT 0 AS r, '' AS id, 0 AS version, ${text} AS data`;

/**
 * A read's SELECT, its values bound with `bind`, with the columns `r` (the row's place in the read's
 * order; any number for a read of one row), `id`, `version` and `data` (text).
 */
type ReadBuild = (bind: (value: unknown) => string) => string;

/** The records of a table in a scope with these ids (read with the turn's other reads of that table and scope). */
interface ReadById {
  table: string;
  scope: string;
  ids: readonly string[];
}

/**
 * A read waiting for its turn's statement: records by id, or any other SELECT, which may name the
 * reads it goes `together` with (the same key: one statement, one snapshot).
 */
type WaitingRead = ({ byId: ReadById } | { build: ReadBuild; together?: string }) & {
  resolve: (rows: TurnRow[]) => void;
  reject: (error: unknown) => void;
};

/** Most reads one statement makes (a turn with more sends several, at once). */
const READS_PER_STATEMENT = 100;

/** A turn's reads in groups, in the order asked: the reads with one `together` key, and each other read alone. */
function groupsOf(reads: readonly WaitingRead[]): WaitingRead[][] {
  const groups: WaitingRead[][] = [];
  const byKey = new Map<string, WaitingRead[]>();
  for (const read of reads) {
    const key = "together" in read ? read.together : undefined;
    if (key === undefined) {
      groups.push([read]);
      continue;
    }
    let group = byKey.get(key);
    if (group === undefined) {
      group = [];
      byKey.set(key, group);
      groups.push(group);
    }
    group.push(read);
  }
  return groups;
}

/**
 * A turn's reads as statements of at most {@link READS_PER_STATEMENT} reads, each sent on a connection
 * of its own (so each sees its own snapshot), a group of reads that go together never split: a write
 * keeps the namespace tree it read under the scope digest read beside it, and a digest and a tree from
 * two snapshots would let a namespace made between them, and deleted later, stay in a kept tree.
 */
function statementsOf(reads: WaitingRead[]): WaitingRead[][] {
  if (reads.length <= READS_PER_STATEMENT) return [reads];
  const statements: WaitingRead[][] = [];
  let current: WaitingRead[] = [];
  for (const group of groupsOf(reads)) {
    if (current.length > 0 && current.length + group.length > READS_PER_STATEMENT) {
      statements.push(current);
      current = [];
    }
    current.push(...group);
  }
  if (current.length > 0) statements.push(current);
  return statements;
}

interface WindowRow {
  key: string;
  failures: number;
  resets_at: string;
}

const windowOf = (row: WindowRow): FailureWindow => ({ key: row.key, failures: row.failures, resetsAt: Number(row.resets_at) });

/** PostgreSQL's and the network's errors as the port's codes; messages carry no SQL and no values. */
function translate(error: unknown): unknown {
  if (error instanceof AccessPlaneError) return error;
  const code = pgCode(error);
  const unavailable = (message: string, retryAfterSeconds = 1) => new AccessPlaneError("unavailable", message, { retryAfterSeconds, cause: error });
  if (code === "23505") return new AccessPlaneError("already_exists", "a record with the same id or unique key already exists", { cause: error });
  if (code === "40001" || code === "40P01") return unavailable("the database kept refusing the change under concurrent load; retry shortly");
  if (code === "57014") return unavailable("the database did not answer in time (statement timeout); nothing was changed");
  if (code === "55P03") return unavailable("a lock the change needs stayed held by another session past lock_timeout; nothing was changed");
  if (code === "53100") return unavailable("the database's storage is full: writes are refused until disk space is freed", 30);
  if (code === "25006") return unavailable("the database is read-only (a standby, or read-only mode)", 30);
  // Where the driver was going: host and port only (never the user, the password or the database).
  const { address, port } = error as { address?: unknown; port?: unknown };
  const at = typeof address === "string" ? ` at ${address}${typeof port === "number" ? `:${port}` : ""}` : "";
  const { hostname } = error as { hostname?: unknown };
  if (code === "ECONNREFUSED") return unavailable(`the database refused the connection${at}: nothing listens there (is PostgreSQL running, on that port?)`, 5);
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") {
    return unavailable(
      `the database's host name${typeof hostname === "string" ? ` ${hostname}` : ""} cannot be resolved (check the connection string's host)`,
      5,
    );
  }
  if (code === "ETIMEDOUT" || code === "EHOSTUNREACH" || code === "ENETUNREACH")
    return unavailable(`the database does not answer${at} (a firewall, or a host that is down)`, 5);
  if (code === "53300") return unavailable("the database has no connection left (max_connections reached); retry shortly", 5);
  if (code === "57P01" || code === "57P02") return unavailable("the database ended the connection: it is shutting down or restarting; retry shortly");
  if (code === "57P03") return unavailable("the database is starting up or in recovery and does not accept connections yet; retry shortly");
  if (code.startsWith("08") || code.startsWith("57P") || code === "ECONNRESET" || code === "EPIPE") {
    return unavailable("the connection to the database was cut (a restart, a failover or a network fault); retry shortly");
  }
  if (code === "28P01") return unavailable("the database refused the password of the connection string's user", 30);
  if (code === "28000") return unavailable("the database refused the connection's user or address (its pg_hba.conf has no rule for them)", 30);
  if (code === "3D000") return unavailable("the database named in the connection string does not exist", 30);
  const message = error instanceof Error ? error.message : "";
  // The server ended a session that sat in a transaction (idle_in_transaction_session_timeout).
  if (code === "25P03") return unavailable("the database ended the connection of a transaction that waited too long; nothing was changed");
  // The pool had no free connection in time: every one is busy (such as writes waiting on a lock).
  if (/timeout exceeded when trying to connect/i.test(message)) {
    return unavailable("every connection to the database stayed busy (writes waiting on a lock, or too many at once); retry shortly");
  }
  if (/Connection terminated|not queryable/i.test(message)) {
    return unavailable("the connection to the database was cut (a restart, a failover or a network fault); retry shortly");
  }
  if (/does not support SSL|server does not support SSL/i.test(message))
    return unavailable("the connection string asks for TLS (sslmode) and the database does not offer it", 30);
  return new AccessPlaneError("internal", "storage error", { cause: error });
}
