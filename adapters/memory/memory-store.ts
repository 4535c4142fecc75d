import { AccessPlaneError } from "../../src/errors.js";
import { checkFailed, fieldValue, storeOrder, filterValues, kindSpec, scalar, frozenJsonRecord, versionConflict } from "../../src/store/kind-rules.js";
import { KINDS_VERSION } from "../../src/store/port.js";
import type { Batch, CommitResult, Kind, ListQuery, ListResult, RecordTypes, Stored, WriteOp } from "../../src/store/port.js";
// The contract as `accessplane/store` declares it: the published declarations name it from there.
import type { Store } from "accessplane/store";

interface Row {
  readonly version: number;
  readonly data: Readonly<Record<string, unknown>>;
}

interface State {
  /** `kind \0 scope` → id → row. */
  readonly tables: Map<string, Map<string, Row>>;
  /** `kind \0 scope \0 tuple index \0 values` → id of the record holding that unique key. */
  readonly unique: Map<string, string>;
  /**
   * `kind \0 scope \0 field` → value → ids of the records holding it, for every field a list may
   * filter on: a scalar field by its value as filters compare it, an array field by each element's text.
   */
  readonly index: Map<string, Map<unknown, Set<string>>>;
}

/** Puts back what a commit changed when one of its ops fails. */
type Undo = () => void;

const tableKey = (kind: string, scope: string): string => `${kind}\u0000${scope}`;

/**
 * A store that keeps everything in memory: a full control plane in one line, for tests and
 * prototypes. A commit changes the tables in place and keeps how to undo each change, so a failing op
 * puts back everything the commit did: its cost follows its ops, not the tables. Rows are frozen, so
 * no reader can change what is stored. A filtered list reads the records its most selective condition
 * names (every filter field is indexed); an unfiltered one, and the sort, go over the scope's records
 * of the kind. Use the SQLite or PostgreSQL store for large data.
 *
 * @example
 * ```ts
 * import { createControlPlane } from "accessplane";
 * import { createMemoryStore } from "accessplane/memory";
 * const plane = await createControlPlane({ store: createMemoryStore() });
 * ```
 */
export function createMemoryStore(): Store {
  return new MemoryStore();
}

class MemoryStore implements Store {
  readonly kindsVersion = KINDS_VERSION;
  private readonly state: State = { tables: new Map(), unique: new Map(), index: new Map() };
  private closed = false;
  /** Moved by every commit: this object is the only way to change its records. */
  private mark = 0;

  /** Commits by the kind and scope they wrote (see {@link scopeDigest}). */
  private readonly scopeCommits = new Map<string, number>();

  changeMark(): number {
    this.checkOpen();
    return this.mark;
  }

  /** How many commits wrote `kind` in `scope`: the same for two reads only if none did between them. */
  async scopeDigest(kind: Kind, scope: string): Promise<string> {
    this.checkOpen();
    return String(this.scopeCommits.get(tableKey(kind, scope)) ?? 0);
  }

  async get<K extends Kind>(kind: K, scope: string, id: string): Promise<Stored<RecordTypes[K]> | undefined> {
    this.checkOpen();
    const row = this.state.tables.get(tableKey(kind, scope))?.get(id);
    return row === undefined ? undefined : toStored<RecordTypes[K]>(row);
  }

  async getMany<K extends Kind>(kind: K, scope: string, ids: readonly string[]): Promise<Stored<RecordTypes[K]>[]> {
    this.checkOpen();
    const table = this.state.tables.get(tableKey(kind, scope));
    const found: Stored<RecordTypes[K]>[] = [];
    for (const id of ids) {
      const row = table?.get(id);
      if (row !== undefined) found.push(toStored<RecordTypes[K]>(row));
    }
    return found;
  }

  async list<K extends Kind>(kind: K, scope: string, query: ListQuery<K> = {}): Promise<ListResult<RecordTypes[K]>> {
    this.checkOpen();
    const table = this.state.tables.get(tableKey(kind, scope));
    // A bare count (quota checks) needs neither a scan nor a sort.
    if (Object.keys(query.where ?? {}).length === 0 && query.limit === 0) return query.count ? { items: [], total: table?.size ?? 0 } : { items: [] };
    const matches = this.matching(kind, scope, query.where ?? {});
    matches.sort(storeOrder(query.orderBy ?? [], (row: Row, field) => row.data[field]));
    const offset = query.offset ?? 0;
    const end = query.limit === undefined ? undefined : offset + query.limit;
    const items = matches.slice(offset, end).map((row) => toStored<RecordTypes[K]>(row));
    return query.count ? { items, total: matches.length } : { items };
  }

  /**
   * The rows of a kind in a scope that match every condition of `where`: those the index gives for
   * its most selective condition, each checked against all of them.
   */
  private matching(kind: Kind, scope: string, where: Record<string, unknown>): Row[] {
    const spec = kindSpec(kind);
    const conditions = Object.entries(where).map(([field, value]) => ({
      field,
      values: new Set(filterValues(value)),
      // Elements of array fields compare as text, as the SQL stores keep them in side tables.
      texts: new Set(filterValues(value).map(String)),
      multi: spec.multi.includes(field),
    }));
    const table = this.state.tables.get(tableKey(kind, scope));
    if (table === undefined) return [];
    let candidates: Iterable<Row> = table.values();
    let fewest = table.size;
    for (const { field, values, texts, multi } of conditions) {
      const byValue = this.state.index.get(indexKey(kind, scope, field));
      // A field no record of the kind is indexed under narrows nothing.
      if (byValue === undefined) continue;
      const sets = [...(multi ? texts : values)].flatMap((value) => byValue.get(value) ?? []);
      const count = sets.reduce((sum, ids) => sum + ids.size, 0);
      if (count >= fewest) continue;
      fewest = count;
      // An id may be in two of the sets (an array holding two of the values): each row once.
      const ids = sets.length === 1 ? sets[0]! : new Set(sets.flatMap((set) => [...set]));
      candidates = [...ids].flatMap((id) => table.get(id) ?? []);
    }
    const matches: Row[] = [];
    for (const row of candidates) {
      const ok = conditions.every(({ field, values, texts, multi }) => {
        const value = fieldValue(row.data, field);
        if (multi) return Array.isArray(value) && value.some((item) => texts.has(String(scalar(item))));
        return values.has(scalar(value));
      });
      if (ok) matches.push(row);
    }
    return matches;
  }

  async commit(batch: Batch): Promise<CommitResult> {
    this.checkOpen();
    // Commits run one at a time (nothing awaits in between): the checks see the state the writes change.
    for (const check of batch.checks ?? []) {
      const holds =
        check.check === "version"
          ? (this.state.tables.get(tableKey(check.kind, check.scope))?.get(check.id)?.version ?? 0) === check.expectedVersion
          : (Object.keys(check.where).length === 0
              ? (this.state.tables.get(tableKey(check.kind, check.scope))?.size ?? 0)
              : this.matching(check.kind, check.scope, check.where).length) <= check.max;
      if (!holds) throw checkFailed(check);
    }
    this.mark += 1;
    for (const op of batch.ops) {
      const key = tableKey(op.kind, op.scope);
      this.scopeCommits.set(key, (this.scopeCommits.get(key) ?? 0) + 1);
    }
    const versions: number[] = [];
    // Every change is applied with its undo; a throw undoes them all, so the state is never half-written.
    const undo: Undo[] = [];
    try {
      for (const op of batch.ops) versions.push(applyOp(this.state, op, undo));
    } catch (error) {
      for (let i = undo.length - 1; i >= 0; i--) undo[i]!();
      throw error;
    }
    return { versions };
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  private checkOpen(): void {
    if (this.closed) throw new AccessPlaneError("unavailable", "the store is closed");
  }
}

function toStored<T>(row: Row): Stored<T> {
  return { ...row.data, version: row.version } as Stored<T>;
}

function applyOp(state: State, op: WriteOp, undo: Undo[]): number {
  const key = tableKey(op.kind, op.scope);
  let table = state.tables.get(key);
  if (table === undefined) {
    const created = new Map<string, Row>();
    table = created;
    state.tables.set(key, created);
    undo.push(() => {
      if (created.size === 0) state.tables.delete(key);
    });
  }
  const rows = table;
  const id = op.op === "delete" ? op.id : op.record.id;
  const current = rows.get(id);
  const put = (row: Row | undefined) => {
    if (row === undefined) rows.delete(id);
    else rows.set(id, row);
  };
  if (op.op === "insert") {
    const data = frozenJsonRecord(op.record);
    if (current !== undefined) throw alreadyExists(op.kind, "id");
    claimUniqueKeys(state, op.kind, op.scope, data, undo);
    put(Object.freeze({ version: 1, data }));
    undo.push(() => put(undefined));
    indexRecord(state, op.kind, op.scope, data, true, undo);
    return 1;
  }
  if (current === undefined || current.version !== op.expectedVersion) {
    throw versionConflict(op.kind);
  }
  releaseUniqueKeys(state, op.kind, op.scope, current.data, undo);
  undo.push(() => put(current));
  indexRecord(state, op.kind, op.scope, current.data, false, undo);
  if (op.op === "delete") {
    put(undefined);
    return 0;
  }
  const data = frozenJsonRecord(op.record);
  claimUniqueKeys(state, op.kind, op.scope, data, undo);
  const version = current.version + 1;
  put(Object.freeze({ version, data }));
  indexRecord(state, op.kind, op.scope, data, true, undo);
  return version;
}

function indexKey(kind: string, scope: string, field: string): string {
  return `${kind}\u0000${scope}\u0000${field}`;
}

/** The values a record is found under in the index of `field` (see {@link State.index}). */
function indexedValues(data: Readonly<Record<string, unknown>>, field: string, multi: boolean): unknown[] {
  const value = fieldValue(data, field);
  if (!multi) return [scalar(value)];
  return Array.isArray(value) ? value.map((item) => String(scalar(item))) : [];
}

/** Adds a record to the index of every field its kind filters on (or, with `add` false, takes it out), undoably. */
function indexRecord(state: State, kind: string, scope: string, data: Readonly<Record<string, unknown>>, add: boolean, undo: Undo[]): void {
  const spec = kindSpec(kind);
  const id = data.id as string;
  for (const [fields, multi] of [
    [spec.filters, false],
    [spec.multi, true],
  ] as const) {
    for (const field of fields) {
      const key = indexKey(kind, scope, field);
      let byValue = state.index.get(key);
      if (byValue === undefined) state.index.set(key, (byValue = new Map<unknown, Set<string>>()));
      const values = byValue;
      const change = (value: unknown, adding: boolean) => {
        let ids = values.get(value);
        if (adding) {
          if (ids === undefined) values.set(value, (ids = new Set()));
          ids.add(id);
        } else if (ids !== undefined) {
          ids.delete(id);
          if (ids.size === 0) values.delete(value);
        }
      };
      for (const value of new Set(indexedValues(data, field, multi))) {
        change(value, add);
        undo.push(() => change(value, !add));
      }
    }
  }
}

function uniqueKeys(kind: string, scope: string, data: Record<string, unknown>): string[] {
  const keys: string[] = [];
  kindSpec(kind).unique.forEach((tuple, index) => {
    const values = tuple.map((field) => scalar(data[field]));
    // As in SQL, a missing value never collides.
    if (values.some((value) => value === null)) return;
    keys.push(`${tableKey(kind, scope)}\u0000${index}\u0000${JSON.stringify(values)}`);
  });
  return keys;
}

function claimUniqueKeys(state: State, kind: string, scope: string, data: Record<string, unknown>, undo: Undo[]): void {
  for (const key of uniqueKeys(kind, scope, data)) {
    if (state.unique.has(key)) throw alreadyExists(kind, "unique key");
    state.unique.set(key, data.id as string);
    undo.push(() => state.unique.delete(key));
  }
}

function releaseUniqueKeys(state: State, kind: string, scope: string, data: Record<string, unknown>, undo: Undo[]): void {
  for (const key of uniqueKeys(kind, scope, data)) {
    const holder = state.unique.get(key);
    if (holder === undefined) continue;
    state.unique.delete(key);
    undo.push(() => state.unique.set(key, holder));
  }
}

function alreadyExists(kind: string, what: string): AccessPlaneError {
  return new AccessPlaneError("already_exists", `a ${kind} with the same ${what} already exists`);
}
