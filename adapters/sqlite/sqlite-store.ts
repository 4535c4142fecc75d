import BetterSqlite3 from "better-sqlite3";
import type { Database, Statement } from "better-sqlite3";
import { accessSync, constants, existsSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { AccessPlaneError } from "../../src/errors.js";
import { checkFailed, fromJsonRow, jsonOfRecord, scalar, versionConflict, type JsonRow } from "../../src/store/kind-rules.js";
import { boundedCount, collect, compileList, kindTables, type KindTables, type SqlDialect, type TableNames } from "../sql/query-compiler.js";
import { KINDS_VERSION } from "../../src/store/port.js";
// The contract as `accessplane/store` declares it: the published declarations name it from there.
import type { Store } from "accessplane/store";
import type {
  Batch,
  BatchCheck,
  CommitResult,
  FailureCounts,
  FailureWindow,
  Kind,
  ListQuery,
  ListResult,
  RecordTypes,
  Stored,
  WriteOp,
} from "../../src/store/port.js";
import { columnName, COUNTS_TABLE, FAILURES_TABLE, migrate, multiTableName, tableName } from "./schema.js";

/** Options of {@link createSqliteStore}. */
export interface SqliteStoreOptions {
  /** Zero deleted and overwritten content (SQLite's `secure_delete`). @defaultValue true */
  secureDelete?: boolean;
  /** Database file, created with its directory when missing; `":memory:"` for a private in-memory database. */
  filename: string;
  /**
   * How long an operation waits for another process's lock before failing with `unavailable` (503 with
   * Retry-After). The wait is asynchronous: SQLite blocks for at most 20 ms at a time, and between
   * tries the event loop serves other requests. @defaultValue 5000
   */
  busyTimeoutMs?: number;
}

/**
 * What the store exposes of its better-sqlite3 handle, for inspection (pragmas, read-only queries).
 * Its declared type stays this small so that the package's types need no `@types/better-sqlite3`;
 * the object is better-sqlite3's `Database` (cast it when you have those types).
 */
export interface SqliteDatabaseHandle {
  pragma(source: string, options?: { simple?: boolean }): unknown;
  prepare(source: string): { all(...params: unknown[]): unknown[]; get(...params: unknown[]): unknown };
  close(): void;
}

/** A `Store` kept in a SQLite database file, with a backup method. */
export interface SqliteStore extends Store {
  /**
   * Writes a consistent copy of the database to `path` with SQLite's online backup API, while the
   * store keeps serving; `onProgress` hears the pages copied so far.
   */
  backup(path: string, options?: { onProgress?: (copiedPages: number, totalPages: number) => void }): Promise<void>;
  /**
   * The underlying better-sqlite3 handle, for inspection; writing through it bypasses the store (and
   * its change mark: answers the control plane keeps would not see such a write).
   */
  readonly database: SqliteDatabaseHandle;
}

/**
 * Opens (and creates or migrates) a SQLite store. Every open sets WAL, `synchronous=FULL` and
 * `busy_timeout`; every commit is one IMMEDIATE transaction; every query carries the scope (tenant) key.
 *
 * @example
 * ```ts
 * import { createSqliteStore } from "accessplane/sqlite";
 * const store = createSqliteStore({ filename: "./data/accessplane.db" });
 * ```
 * @throws AccessPlaneError `failed_precondition` when the file was written by a newer schema version.
 */
export function createSqliteStore(options: SqliteStoreOptions): SqliteStore {
  if (options.filename !== ":memory:" && options.filename !== "") {
    mkdirSync(dirname(options.filename), { recursive: true });
  }
  const db = new BetterSqlite3(options.filename);
  try {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    // Deleted and overwritten content is zeroed, so a secret replaced by its sealed form (or a deleted
    // record) does not linger in free space. Pages written before this was on: VACUUM.
    db.pragma(`secure_delete = ${options.secureDelete === false ? "OFF" : "ON"}`);
    // SQLite's own wait blocks the thread (and so every request): keep it short, wait between tries.
    db.pragma(`busy_timeout = ${LOCK_SLICE_MS}`);
    migrate(db);
    // A database that cannot be written fails now, with a clear message, not at the first write.
    // SQLite falls back to reading a file it may not write, and with a write-ahead log left behind by
    // another user BEGIN IMMEDIATE still succeeds: the files and the folder are checked themselves.
    checkWritable(options.filename);
    db.exec("BEGIN IMMEDIATE; ROLLBACK");
  } catch (error) {
    db.close();
    throw translate(error);
  }
  return new SqliteStoreImpl(db, Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000)));
}

/** Throws SQLITE_READONLY unless this process may write the database, its log files and its folder. */
function checkWritable(filename: string): void {
  if (filename === ":memory:" || filename === "" || filename.startsWith("file:")) return;
  for (const path of [filename, `${filename}-wal`, `${filename}-shm`, dirname(filename)]) {
    if (!existsSync(path)) continue;
    try {
      accessSync(path, constants.W_OK);
    } catch {
      throw Object.assign(new Error("the database or its folder is read-only"), { code: "SQLITE_READONLY" });
    }
  }
}

/** Longest time SQLite itself may block waiting for a lock, in ms. */
const LOCK_SLICE_MS = 20;

function isBusy(error: unknown): boolean {
  const cause = error instanceof AccessPlaneError ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === "string" && (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED"));
}

/** SQLite's way of writing what differs between the dialects (see adapters/sql). */
const SQLITE: SqlDialect = {
  equals: (column, value, bind) => `${column} = ${bind(value)}`,
  oneOf: (column, values, bind) => `${column} IN (SELECT value FROM json_each(${bind(JSON.stringify(values))}))`,
  valueIn: (values, bind) => `value IN (SELECT value FROM json_each(${bind(JSON.stringify(values))}))`,
  // SQLite sorts NULL below every value: first ascending, last descending, as the contract says.
  orderTerm: (column, descending) => `${column}${descending ? " DESC" : ""}`,
  // Filtered only by "one of" lists, SQLite (without statistics) would rather walk the whole scope in
  // id order than sort the few matches of the field's index: `+id` takes the index, then sorts them.
  idTerm: (descending, onlyOneOf) => `${onlyOneOf ? "+id" : "id"}${descending ? " DESC" : ""}`,
  page: (limit, offset, bind) => ` LIMIT ${bind(limit ?? -1)} OFFSET ${bind(offset ?? 0)}`,
  // SQLite's LIKE ignores the case of ASCII letters only (three times as fast as instr(lower(…)));
  // its wildcards in the text are escaped. A text with any other character is longer in bytes.
  containsText: (text, bind) => `(data LIKE ${bind(`%${text.replace(/[%_]/g, "\\$&")}%`)} ESCAPE '\\' OR length(data) <> octet_length(data))`,
};

/** Names of SQLite's tables and columns. */
const NAMES: TableNames = { table: tableName, multiTable: multiTableName, column: columnName };

/** Positional `?` parameters. */
const positional = () => collect(() => "?");

/** The statements and names of one kind, prepared once. */
interface KindSql extends KindTables {
  multi: { field: string; table: string; deleteIds: Statement; insert: Statement; values: Statement; deleteOne: Statement }[];
  get: Statement;
  getMany: Statement;
  /** The row's version alone (a check's read, inside the write transaction: no record text read). */
  version: Statement;
  insert: Statement;
  /** The row's version and indexed columns (in `fields` order), as an array. */
  indexed: Statement;
  /** UPDATEs setting `data` and some indexed columns, by the positions of those columns ("0,3"). */
  updates: Map<string, Statement>;
  delete: Statement;
  /** For a counted kind: the scope's count, read, raised and lowered (see KindSpec.counted). */
  count?: { read: Statement; add: Statement };
}

class SqliteStoreImpl implements SqliteStore {
  /** Migrated to the current kinds when opened (see KINDS_VERSION). */
  readonly kindsVersion = KINDS_VERSION;
  /** Statements built at query time (lists), by SQL text. */
  private readonly statements = new Map<string, Statement>();
  private readonly kinds = new Map<string, KindSql>();
  private closed = false;
  /** The change mark: moved by each commit through this object and each one SQLite reports of other connections. */
  private mark = 0;
  /** This object's commits by the kind and scope they wrote (see {@link scopeDigest}). */
  private readonly scopeCommits = new Map<string, number>();
  /** `PRAGMA data_version` as last read: it moves when another connection (or process) commits. */
  private dataVersion: number | undefined;
  private dataVersionQuery: Statement | undefined;
  /** Whether the read transaction of the current stretch of synchronous work is open (see {@link reading}). */
  private readOpen = false;
  private readStatements: { begin: Statement; end: Statement } | undefined;

  constructor(
    readonly database: Database,
    private readonly busyDeadlineMs: number,
  ) {}

  /**
   * Moves when anything may have changed: this object's commits move it themselves (SQLite's
   * `data_version` ignores the connection's own), and `data_version` shows those of every other
   * connection, in this process or another. One pragma, no statement to prepare.
   */
  changeMark(): number {
    this.checkOpen();
    const version = this.dataVersionNow();
    if (version !== this.dataVersion) {
      this.dataVersion = version;
      this.mark += 1;
    }
    return this.mark;
  }

  /**
   * Runs a read in the read transaction of the current stretch of synchronous work: the first read opens
   * it and queues a microtask that ends it, so that it ends before anything else runs (I/O, timers,
   * another request), or sooner at this store's commit. The reads a write or a request starts together
   * (each runs its statement at once) then take SQLite's locks once, not once each, and read one
   * snapshot, taken at the first of them: after whatever started the stretch arrived, so it holds every
   * commit acknowledged before any of them was asked for (news of another connection's commit arrives
   * as I/O, in a later turn), and reads started after this store's commit see it.
   */
  private reading<T>(action: () => T): Promise<T> {
    return this.retrying(() => {
      if (!this.readOpen && !this.database.inTransaction) {
        this.readStatements ??= { begin: this.database.prepare("BEGIN"), end: this.database.prepare("COMMIT") };
        this.readStatements.begin.run();
        this.readOpen = true;
        queueMicrotask(() => this.endRead());
      }
      return action();
    });
  }

  /**
   * Runs `transaction` as an IMMEDIATE transaction, trying again while another process holds the lock
   * (see {@link retrying}); each try first ends the read transaction {@link reading} opened, if one is
   * open, so that the write starts a transaction of its own and the reads after it see it.
   */
  private writing<T>(transaction: { immediate(): T }): Promise<T> {
    return this.retrying(() => {
      this.endRead();
      return transaction.immediate();
    });
  }

  /** Ends the read transaction {@link reading} opened, if it is still open. */
  private endRead(): void {
    if (!this.readOpen) return;
    this.readOpen = false;
    if (!this.closed && this.database.inTransaction) this.readStatements!.end.run();
  }

  /**
   * Runs a statement, trying again while another process holds the lock, with a growing pause between
   * tries during which the event loop runs; `unavailable` at the deadline.
   */
  private async retrying<T>(action: () => T): Promise<T> {
    const started = Date.now();
    for (let pause = 5; ; pause = Math.min(pause * 2, 200)) {
      try {
        return this.run(action);
      } catch (error) {
        if (!isBusy(error) || Date.now() - started + pause > this.busyDeadlineMs) throw error;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  }

  private sql(kind: string): KindSql {
    let prepared = this.kinds.get(kind);
    if (prepared !== undefined) return prepared;
    const tables = kindTables(kind, NAMES);
    const { table, columns } = tables;
    const all = ["scope", "id", "version", "data", ...columns.values()];
    const db = this.database;
    prepared = {
      ...tables,
      multi: tables.multi.map(({ field, table: side }) => ({
        field,
        table: side,
        deleteIds: db.prepare(`DELETE FROM ${side} WHERE scope = ? AND id = ?`),
        insert: db.prepare(`INSERT OR IGNORE INTO ${side} (scope, value, id) VALUES (?, ?, ?)`),
        values: db.prepare(`SELECT value FROM ${side} WHERE scope = ? AND id = ?`).pluck(),
        deleteOne: db.prepare(`DELETE FROM ${side} WHERE scope = ? AND value = ? AND id = ?`),
      })),
      get: db.prepare(`SELECT version, data FROM ${table} WHERE scope = ? AND id = ?`),
      getMany: db.prepare(`SELECT id, version, data FROM ${table} WHERE scope = ? AND id IN (SELECT value FROM json_each(?))`),
      version: db.prepare(`SELECT version FROM ${table} WHERE scope = ? AND id = ?`).pluck(),
      insert: db.prepare(`INSERT INTO ${table} (${all.join(", ")}) VALUES (${all.map(() => "?").join(", ")})`),
      indexed: db.prepare(`SELECT ${["version", ...columns.values()].join(", ")} FROM ${table} WHERE scope = ? AND id = ?`).raw(),
      updates: new Map(),
      delete: db.prepare(`DELETE FROM ${table} WHERE scope = ? AND id = ? AND version = ?`),
      ...(tables.counted
        ? {
            count: {
              read: db.prepare(`SELECT n FROM ${COUNTS_TABLE} WHERE kind = ? AND scope = ?`),
              add: db.prepare(`INSERT INTO ${COUNTS_TABLE} (kind, scope, n) VALUES (?, ?, ?) ON CONFLICT (kind, scope) DO UPDATE SET n = n + excluded.n`),
            },
          }
        : {}),
    };
    this.kinds.set(kind, prepared);
    return prepared;
  }

  /**
   * Failure counts every process on the file shares, one row per key, counted in one IMMEDIATE
   * transaction. Ended windows are deleted at most once a minute, by whichever process counts.
   */
  readonly failureCounts: FailureCounts = {
    read: (keys, now) =>
      this.reading(() => {
        const read = this.prepare(`SELECT key, failures, resets_at AS resetsAt FROM ${FAILURES_TABLE} WHERE key = ? AND resets_at > ?`);
        return keys.flatMap((key) => (read.get(key, now) as FailureWindow | undefined) ?? []);
      }),
    add: (keys, now, windowMs) => {
      const count = this.database.transaction((): FailureWindow[] => {
        if (now - this.failuresSweptAt >= 60_000) {
          this.failuresSweptAt = now;
          this.prepare(`DELETE FROM ${FAILURES_TABLE} WHERE resets_at <= ?`).run(now);
        }
        const upsert = this.prepare(
          `INSERT INTO ${FAILURES_TABLE} AS w (key, failures, resets_at) VALUES (@key, 1, @now + @windowMs) ` +
            `ON CONFLICT (key) DO UPDATE SET failures = CASE WHEN w.resets_at <= @now THEN 1 ELSE w.failures + 1 END, ` +
            `resets_at = CASE WHEN w.resets_at <= @now THEN @now + @windowMs ELSE w.resets_at END RETURNING key, failures, resets_at AS resetsAt`,
        );
        return [...new Set(keys)].map((key) => upsert.get({ key, now, windowMs }) as FailureWindow);
      });
      return this.writing(count);
    },
  };
  private failuresSweptAt = 0;

  async get<K extends Kind>(kind: K, scope: string, id: string): Promise<Stored<RecordTypes[K]> | undefined> {
    const row = (await this.reading(() => this.sql(kind).get.get(scope, id))) as JsonRow | undefined;
    return row === undefined ? undefined : fromJsonRow(row);
  }

  async getMany<K extends Kind>(kind: K, scope: string, ids: readonly string[]): Promise<Stored<RecordTypes[K]>[]> {
    if (ids.length === 0) return [];
    if (ids.length === 1) {
      // One id (a route listing one policy): the primary-key statement, without json_each.
      const row = (await this.reading(() => this.sql(kind).get.get(scope, ids[0]))) as JsonRow | undefined;
      return row === undefined ? [] : [fromJsonRow(row)];
    }
    const rows = (await this.reading(() => this.sql(kind).getMany.all(scope, JSON.stringify(ids)))) as (JsonRow & { id: string })[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const found: Stored<RecordTypes[K]>[] = [];
    for (const id of ids) {
      const row = byId.get(id);
      if (row !== undefined) found.push(fromJsonRow(row));
    }
    return found;
  }

  async list<K extends Kind>(kind: K, scope: string, query: ListQuery<K> = {}): Promise<ListResult<RecordTypes[K]>> {
    const sql = this.run(() => this.sql(kind));
    const { select, count } = compileList(sql, scope, query, SQLITE, positional);
    // A count alone (a quota's `limit: 0`) reads no page.
    const rows = query.limit === 0 && query.count === true ? [] : ((await this.reading(() => this.prepare(select.text).all(...select.params))) as JsonRow[]);
    const items = rows.map((row) => fromJsonRow<RecordTypes[K]>(row));
    if (!query.count) return { items };
    if (sql.count !== undefined && Object.keys(query.where ?? {}).length === 0) {
      return { items, total: await this.reading(() => this.scopeCount(sql, kind, scope)) };
    }
    const counted = (await this.reading(() => this.prepare(count.text).get(...count.params))) as { n: number };
    return { items, total: counted.n };
  }

  async commit(batch: Batch): Promise<CommitResult> {
    // The checks run inside the IMMEDIATE transaction, which holds the write lock: no commit of any
    // process can land between them and the writes.
    const apply = this.database.transaction((writes: readonly WriteOp[]) => {
      for (const check of batch.checks ?? []) if (!this.holds(check)) throw checkFailed(check);
      return writes.map((op) => this.applyOp(op));
    });
    // A try that met the lock changed nothing (the transaction rolled back): trying again is safe.
    try {
      return { versions: await this.writing({ immediate: () => apply.immediate(batch.ops) }) };
    } finally {
      // Landed or not: a mark read meanwhile must not vouch for what is read after.
      this.mark += 1;
      for (const op of batch.ops) {
        const key = scopeKey(op.kind, op.scope);
        this.scopeCommits.set(key, (this.scopeCommits.get(key) ?? 0) + 1);
      }
    }
  }

  /**
   * `PRAGMA data_version` (which moves when another connection, in this process or another, commits)
   * and the number of this object's commits that wrote `kind` in `scope`: the same for two reads only
   * if neither moved, so only if no record of them changed between. One pragma, no statement to prepare.
   */
  async scopeDigest(kind: Kind, scope: string): Promise<string> {
    this.checkOpen();
    return `${this.dataVersionNow()}:${this.scopeCommits.get(scopeKey(kind, scope)) ?? 0}`;
  }

  /** `PRAGMA data_version` now (its statement prepared once). */
  private dataVersionNow(): number {
    this.dataVersionQuery ??= this.database.prepare("PRAGMA data_version").pluck();
    return this.dataVersionQuery.get() as number;
  }

  async backup(path: string, options: { onProgress?: (copiedPages: number, totalPages: number) => void } = {}): Promise<void> {
    this.checkOpen();
    mkdirSync(dirname(path), { recursive: true });
    try {
      await this.database.backup(path, {
        progress: ({ totalPages, remainingPages }) => {
          options.onProgress?.(totalPages - remainingPages, totalPages);
          return 1000;
        },
      });
    } catch (error) {
      throw translate(error);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.statements.clear();
    this.kinds.clear();
    this.database.close();
  }

  /** Whether a batch check holds now (inside the commit's transaction). */
  private holds(check: BatchCheck): boolean {
    const sql = this.sql(check.kind);
    if (check.check === "version") return ((sql.version.get(check.scope, check.id) as number | undefined) ?? 0) === check.expectedVersion;
    if (sql.count !== undefined && Object.keys(check.where).length === 0) return this.scopeCount(sql, check.kind, check.scope) <= check.max;
    const { params, bind } = positional();
    const holds = boundedCount(sql, check.scope, check.where, check.max, SQLITE, bind);
    return (this.prepare(`SELECT ${holds} AS holds`).get(...params) as { holds: number }).holds === 1;
  }

  private applyOp(op: WriteOp): number {
    const sql = this.sql(op.kind);
    if (op.op === "delete") {
      if (sql.delete.run(op.scope, op.id, op.expectedVersion).changes === 0) throw versionConflict(op.kind);
      for (const multi of sql.multi) multi.deleteIds.run(op.scope, op.id);
      sql.count?.add.run(op.kind, op.scope, -1);
      return 0;
    }
    const id = op.record.id;
    const { json, field } = jsonOfRecord(op.record);
    const values = sql.fields.map((name) => scalar(field(name)));
    if (op.op === "insert") {
      sql.insert.run(op.scope, id, 1, json, ...values);
      sql.count?.add.run(op.kind, op.scope, 1);
      // A new record has no rows in the side tables yet.
      for (const multi of sql.multi) for (const value of multiValues(field(multi.field))) multi.insert.run(op.scope, value, id);
      return 1;
    }
    // An update writes only the indexed columns and side-table rows whose values change: SQLite
    // rewrites an index's entry for every column an UPDATE names, changed or not, and each index page
    // so rewritten is one more page in the commit's log. Read inside the write transaction.
    const row = sql.indexed.get(op.scope, id) as (string | number | null)[] | undefined;
    if (row === undefined || row[0] !== op.expectedVersion) throw versionConflict(op.kind);
    const changed: number[] = [];
    values.forEach((value, i) => {
      if (value !== row[i + 1]) changed.push(i);
    });
    const set = changed.map((i) => values[i]);
    if (this.updateStatement(sql, changed).run(json, ...set, op.scope, id, op.expectedVersion).changes === 0) throw versionConflict(op.kind);
    for (const multi of sql.multi) {
      const next = new Set(multiValues(field(multi.field)));
      for (const value of multi.values.all(op.scope, id) as string[]) {
        if (!next.delete(value)) multi.deleteOne.run(op.scope, value, id);
      }
      for (const value of next) multi.insert.run(op.scope, value, id);
    }
    return op.expectedVersion + 1;
  }

  /** The UPDATE of a kind's row setting `data` and the indexed columns at the positions `changed`. */
  private updateStatement(sql: KindSql, changed: number[]): Statement {
    const key = changed.join(",");
    let statement = sql.updates.get(key);
    if (statement === undefined) {
      const columns = [...sql.columns.values()];
      const sets = ["version = version + 1", "data = ?", ...changed.map((i) => `${columns[i]} = ?`)];
      statement = this.database.prepare(`UPDATE ${sql.table} SET ${sets.join(", ")} WHERE scope = ? AND id = ? AND version = ?`);
      sql.updates.set(key, statement);
    }
    return statement;
  }

  /** How many records of a counted kind the scope holds: its kept count. */
  private scopeCount(sql: KindSql, kind: string, scope: string): number {
    const row = sql.count!.read.get(kind, scope) as { n: number } | undefined;
    return row?.n ?? 0;
  }

  private prepare(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      statement = this.database.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private run<T>(action: () => T): T {
    this.checkOpen();
    try {
      return action();
    } catch (error) {
      throw translate(error);
    }
  }

  private checkOpen(): void {
    if (this.closed) throw new AccessPlaneError("unavailable", "the store is closed");
  }
}

/** The side-table values of a multi-valued field's value: its items as text, each once (none when it is not a list). */
function multiValues(value: unknown): string[] {
  return Array.isArray(value) ? [...new Set(value.map((item) => String(scalar(item))))] : [];
}

/** Maps driver errors to the port's codes; the message never carries SQL or values. */
function translate(error: unknown): unknown {
  if (error instanceof AccessPlaneError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string") {
    if (code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY") {
      return new AccessPlaneError("already_exists", "a record with the same id or unique key already exists", {
        cause: error,
      });
    }
    if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED")) {
      return new AccessPlaneError("unavailable", "the database is busy; retry shortly", { retryAfterSeconds: 1, cause: error });
    }
    if (code === "SQLITE_FULL") {
      return new AccessPlaneError("unavailable", "the database's storage is full: writes are refused until disk space is freed (reads still work)", {
        retryAfterSeconds: 30,
        cause: error,
      });
    }
    if (code.startsWith("SQLITE_READONLY") || code.startsWith("SQLITE_CANTOPEN") || code === "SQLITE_PERM") {
      return new AccessPlaneError("unavailable", "the database file cannot be written (read-only file, folder or disk)", {
        retryAfterSeconds: 30,
        cause: error,
      });
    }
  }
  return new AccessPlaneError("internal", "storage error", { cause: error });
}

/** The key of a kind and scope in {@link SqliteStoreImpl}'s count of its commits. */
function scopeKey(kind: string, scope: string): string {
  return `${kind}\u0000${scope}`;
}
