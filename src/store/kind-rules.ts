/**
 * Rules every adapter applies the same way: which fields a kind indexes, how a query is checked
 * before it runs, and what a scalar field value is for comparison.
 */
import { deepFreeze } from "../domain/deep-freeze.js";
import { AccessPlaneError } from "../errors.js";
import { GLOBAL_SCOPE, KINDS, type BatchCheck, type FieldType, type KindSpec, type ListQuery, type Stored } from "./port.js";
import type { ChangesetStatus } from "../domain/primitives.js";
import type { Kind } from "./records.js";

/** The spec of a kind; throws `invalid_argument` for a kind the port does not declare. */
export function kindSpec(kind: string): KindSpec {
  const spec = (KINDS as Record<string, KindSpec>)[kind];
  if (spec === undefined) throw new AccessPlaneError("invalid_argument", `unknown record kind: ${kind}`);
  return spec;
}

/**
 * The value of an indexed field in a record: a top-level field, or (a filter written with dots, such
 * as `upstreamTunnel.sshPolicyId`) the field at that path of nested objects, `undefined` where the
 * path stops.
 */
export function fieldValue(data: Readonly<Record<string, unknown>>, field: string): unknown {
  if (!field.includes(".")) return data[field];
  let value: unknown = data;
  for (const part of field.split(".")) {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * Whether the SQL stores index a filter or unique-key field only where records set it (a partial
 * index): one the kind declares sparse, or a nested filter (an optional object's field, set on few
 * records). A "one of" filter on it then says `IS NOT NULL`, so that SQLite's planner sees the index
 * applies.
 */
export function indexedWhereSet(spec: KindSpec, field: string): boolean {
  return field.includes(".") || spec.sparse?.includes(field) === true;
}

/**
 * Filters whose values come from a small fixed set that records hold very unevenly (nearly every
 * changeset is `applied`; a cluster has one `current`, at most one `pending`), by kind, with those
 * values. The SQL stores write such a value into a statement's text rather than bind it. PostgreSQL
 * keeps one plan of a prepared statement for any value (its generic plan) when it costs no more than
 * plans made for the values: made without the value, that plan may walk every changeset of the
 * cluster to find its draft, and with statistics it costs so much more that PostgreSQL plans every
 * such read anew instead (a route write's whole second read: about 1 ms of planning each time). With
 * the value in the text, the plan kept is made for that value. Other values are bound as usual. Not
 * part of the storage contract: it changes no table. (Without statistics the field's index and the
 * first filter's look alike to PostgreSQL's planner, so a plan made again once a cluster's history has
 * grown may still walk all of it: see {@link SETTLED_VALUES}.)
 */
export const FILTERS_BY_VALUE: Readonly<Partial<Record<Kind, Readonly<Record<string, readonly string[]>>>>> = {
  changeset: { status: ["pending", "applying", "applied", "failed", "current", "rejected"] satisfies readonly ChangesetStatus[] },
};

/**
 * Per kind, a field of {@link FILTERS_BY_VALUE} and the value its records come to hold for good: a
 * changeset ends `applied`, and every write with auto-apply leaves one in its cluster's history. The
 * PostgreSQL store indexes the kind's first filter and that field over the other records alone (a
 * partial index), so that a read of a cluster's current changeset, its draft or its failed ones
 * visits those rows only, however long the history and whatever plan PostgreSQL kept: without
 * statistics (autovacuum off, or a table not analysed since it grew) a plan made again on a grown
 * table could take the cluster's index and walk every changeset it ever applied. SQLite's planner
 * takes the field's index for such a read already. Not part of the storage contract.
 */
export const SETTLED_VALUES: Readonly<Partial<Record<Kind, Readonly<Record<string, string>>>>> = {
  changeset: { status: "applied" satisfies ChangesetStatus },
};

/**
 * Whether `value` of `field` is written into a statement's text (see {@link FILTERS_BY_VALUE}): one of
 * its values, and a word of lower-case letters, which goes in quoted as it is.
 */
export function filteredByValue(kind: string, field: string, value: unknown): value is string {
  return (
    typeof value === "string" &&
    /^[a-z]+$/.test(value) &&
    (FILTERS_BY_VALUE as Record<string, Record<string, readonly string[]> | undefined>)[kind]?.[field]?.includes(value) === true
  );
}

/** A field as SQL stores name its column and indexes: a nested filter's dots written as `__`. */
export function fieldIdentifier(field: string): string {
  return field.replaceAll(".", "__");
}

/** Every scalar field a kind indexes (filters, sort keys, unique keys), without duplicates. */
export function indexedFields(spec: KindSpec): string[] {
  const fields = new Set<string>([...spec.filters, ...spec.orderBy, ...spec.unique.flat()]);
  fields.delete("id");
  return [...fields];
}

/** Throws unless `scope` is a valid scope for the kind. */
export function checkScope(kind: string, scope: string): void {
  const spec = kindSpec(kind);
  if (typeof scope !== "string" || scope.length === 0) {
    throw new AccessPlaneError("invalid_argument", `a ${kind} read or write needs a scope`);
  }
  if ((spec.scope === "global") !== (scope === GLOBAL_SCOPE)) {
    throw new AccessPlaneError("invalid_argument", `${kind} records are ${spec.scope}-scoped, not in scope ${scope}`);
  }
}

/** Whether a field value is of its declared type (absent or `null` always is). */
export function ofType(value: unknown, type: FieldType): boolean {
  if (value === undefined || value === null) return true;
  if (type === "boolean") return typeof value === "boolean";
  if (type === "timestamp") return typeof value === "string";
  return typeof value === "string" || (typeof value === "number" && Number.isFinite(value));
}

/**
 * Throws `invalid_argument` for filters or sort keys the kind does not declare, filter values not of
 * their field's declared type (a list: each of its values), or bad paging.
 */
export function checkQuery<K extends Kind>(kind: K, query: ListQuery<K>): void {
  const spec = kindSpec(kind);
  for (const [field, value] of Object.entries(query.where ?? {})) {
    if (!spec.filters.includes(field) && !spec.multi.includes(field)) {
      throw new AccessPlaneError("invalid_argument", `${kind} lists cannot filter on ${field}`);
    }
    const type = spec.types[field];
    if (type === undefined) continue;
    for (const one of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (!ofType(one, type)) throw new AccessPlaneError("invalid_argument", `${kind} lists filter ${field} by ${type} values`);
    }
  }
  for (const key of query.orderBy ?? []) {
    if (key.field !== "id" && !spec.orderBy.includes(key.field)) {
      throw new AccessPlaneError("invalid_argument", `${kind} lists cannot be ordered by ${key.field}`);
    }
  }
  for (const hint of query.textHints ?? []) {
    if (!isTextHint(hint)) throw new AccessPlaneError("invalid_argument", "a text hint is printable ASCII without quotes or backslashes");
  }
  for (const [name, value] of [
    ["offset", query.offset],
    ["limit", query.limit],
  ] as const) {
    if (value !== undefined && (!Number.isSafeInteger(value) || value < 0)) {
      throw new AccessPlaneError("invalid_argument", `${name} must be a non-negative integer`);
    }
  }
}

/**
 * Whether `text` may be a list's text hint (see ListQuery.textHints): printable ASCII without `"` or
 * `\`, which JSON writes as they are, so that a record whose field holds the text holds it in its
 * JSON too.
 */
export function isTextHint(text: unknown): text is string {
  return typeof text === "string" && /^[\x20-\x7e]+$/.test(text) && !text.includes('"') && !text.includes("\\");
}

/** The comparable value of a scalar field: booleans as 0/1 (as SQL stores them), missing as null. */
export function scalar(value: unknown): string | number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number" || typeof value === "string") return value;
  return JSON.stringify(value);
}

/**
 * The storage contract's order of two values of a sort key: null (or a missing field) first, numbers
 * before text, text by Unicode code point (not by UTF-16 unit: U+FFFF comes before U+1D11E), as
 * SQLite's BINARY collation and PostgreSQL's "C" collation order UTF-8 bytes. Sort keys hold text
 * today (names and timestamps); ties are broken by id, in the direction of the last key.
 */
export function compareScalars(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (typeof a === "number" && typeof b === "number") return a < b ? -1 : 1;
  if (typeof a === "number") return -1;
  if (typeof b === "number") return 1;
  return compareCodePoints(a, b);
}

/**
 * The storage contract's order for `orderBy`, as a comparator of items whose field values `valueOf`
 * reads: each key compared by {@link compareScalars}, then `id` (in its own direction when `orderBy`
 * names it, wherever it names it; else in the direction of the last key), as the SQL stores order.
 */
export function storeOrder<T>(
  orderBy: readonly { field: string; descending?: boolean }[],
  valueOf: (item: T, field: string) => unknown,
): (a: T, b: T) => number {
  const tieDescending = orderBy.length > 0 && orderBy[orderBy.length - 1]!.descending === true;
  const keys = [
    ...orderBy.filter((key) => key.field !== "id"),
    { field: "id", descending: orderBy.find((key) => key.field === "id")?.descending ?? tieDescending },
  ];
  return (a, b) => {
    for (const { field, descending } of keys) {
      const order = compareScalars(scalar(valueOf(a, field)), scalar(valueOf(b, field)));
      if (order !== 0) return descending === true ? -order : order;
    }
    return 0;
  };
}

function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x < y ? -1 : 1;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

/** The list a filter value stands for (a scalar is a list of one). */
export function filterValues(value: unknown): (string | number | null)[] {
  return (Array.isArray(value) ? value : [value]).map(scalar);
}

/**
 * A frozen copy of a record as plain JSON data, as the memory store keeps it (the record passed
 * `checkedStore`'s checks): what `JSON.parse(JSON.stringify(record))` gives, deep-frozen, made in one
 * walk that shares the record's strings instead of encoding and decoding them (a key pair's PEM text
 * went through the JSON encoder and parser whole, a tenth of a memory-store write). What only JSON's
 * own rules settle (a `toJSON` method, an object that is not plain, a `__proto__` key, nesting past
 * {@link COPY_DEPTH}) goes through the JSON round trip itself, so the result is the same.
 */
export function frozenJsonRecord(record: object): Readonly<Record<string, unknown>> {
  return jsonCopy(record, 0) as Readonly<Record<string, unknown>>;
}

/** Nesting past which a copy goes through JSON itself (which reports a cycle as it always has). */
const COPY_DEPTH = 64;

/** `value` as JSON would carry it, frozen; `undefined` for what JSON leaves out (undefined, functions, symbols). */
function jsonCopy(value: unknown, depth: number): unknown {
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      // JSON writes NaN and the infinities as null, and -0 as 0.
      return Number.isFinite(value) ? value + 0 : null;
    case "object":
      break;
    case "bigint":
      // JSON's own TypeError (or, with a `toJSON` on BigInt's prototype, what it gives).
      return viaJson(value);
    default:
      return undefined;
  }
  if (value === null) return null;
  const prototype = Object.getPrototypeOf(value) as unknown;
  const plain = Array.isArray(value) ? prototype === Array.prototype : prototype === Object.prototype || prototype === null;
  if (!plain || depth >= COPY_DEPTH || typeof (value as { toJSON?: unknown }).toJSON === "function") return viaJson(value);
  if (Array.isArray(value)) {
    const copy = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) copy[i] = jsonCopy(value[i], depth + 1) ?? null;
    return Object.freeze(copy);
  }
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    // Assigning `__proto__` would set the copy's prototype; JSON.parse makes it an own field.
    if (key === "__proto__") return viaJson(value);
    const inner = jsonCopy((value as Record<string, unknown>)[key], depth + 1);
    if (inner !== undefined) copy[key] = inner;
  }
  return Object.freeze(copy);
}

/** `value` through JSON's own round trip, frozen; `undefined` when JSON leaves it out (a `toJSON` giving nothing). */
function viaJson(value: unknown): unknown {
  const text = JSON.stringify(value) as string | undefined;
  return text === undefined ? undefined : deepFreeze(JSON.parse(text) as unknown);
}

/**
 * A record's JSON text as a SQL store writes it, and `field`, which gives the value that text holds at
 * a field (for the record's indexed columns and side tables). A plain record's fields are copied as
 * JSON would carry them (see {@link jsonCopy}) without decoding the text: a write's records are a
 * route, its activity entry (which holds the route again), changesets and applied copies, and
 * decoding each whole to read a few fields was about half the cost of encoding it. A record that is
 * not plain, or that has a `toJSON` or an own `__proto__` key, is decoded from its text, as JSON's own
 * rules settle it.
 */
export function jsonOfRecord(record: object): { json: string; field: (name: string) => unknown } {
  const json = JSON.stringify(record);
  const prototype = Object.getPrototypeOf(record) as unknown;
  const plain =
    (prototype === Object.prototype || prototype === null) &&
    typeof (record as { toJSON?: unknown }).toJSON !== "function" &&
    !Object.hasOwn(record, "__proto__");
  if (!plain) {
    const data = JSON.parse(json) as Record<string, unknown>;
    return { json, field: (name) => fieldValue(data, name) };
  }
  return {
    json,
    field: (name) => {
      const dot = name.indexOf(".");
      if (dot < 0) return jsonCopy((record as Record<string, unknown>)[name], 1);
      // A nested field: its top-level object as JSON carries it, then the path inside.
      const top = jsonCopy((record as Record<string, unknown>)[name.slice(0, dot)], 1);
      return top === null || typeof top !== "object" || Array.isArray(top) ? undefined : fieldValue(top as Record<string, unknown>, name.slice(dot + 1));
    },
  };
}

/** A row of a SQL store: the record's JSON text and its version. */
export interface JsonRow {
  version: number;
  data: string;
}

/** The stored record a SQL row holds. */
export function fromJsonRow<T>(row: JsonRow): Stored<T> {
  const record = JSON.parse(row.data) as Record<string, unknown>;
  record.version = row.version;
  return record as Stored<T>;
}

/** The error of a write whose expected version is no longer the record's (or whose record is gone). */
export function versionConflict(kind: string): AccessPlaneError {
  return new AccessPlaneError("conflict", `the ${kind} was changed or removed by another write; read it again`);
}

/** Throws `invalid_argument` for a check no store could evaluate (its scope, filter or bound). */
export function checkBatchChecks(checks: readonly BatchCheck[] | undefined): void {
  for (const check of checks ?? []) {
    checkScope(check.kind, check.scope);
    if (check.check === "version") {
      if (typeof check.id !== "string" || !Number.isSafeInteger(check.expectedVersion) || check.expectedVersion < 0) {
        throw new AccessPlaneError("invalid_argument", "a version check needs an id and a non-negative integer version");
      }
    } else {
      checkQuery(check.kind, { where: check.where });
      if (!Number.isSafeInteger(check.max) || check.max < 0) throw new AccessPlaneError("invalid_argument", "a count check needs a non-negative integer max");
    }
  }
}

/** The error of a batch whose check failed: nothing was written; read again and decide again. */
export function checkFailed(check: BatchCheck): AccessPlaneError {
  return check.check === "version"
    ? new AccessPlaneError("conflict", `the ${check.kind} was changed or removed by another write; read it again`)
    : new AccessPlaneError("conflict", `more ${check.kind} records match than the write allows (another write landed meanwhile); read again`);
}
