/**
 * The SQL both stores share, built once: the tables of a kind (its JSON row, a column per indexed
 * field, a side table per multi-valued field), the WHERE terms of a filter, the storage contract's
 * order (nulls first ascending, ties by id in the direction of the last key), paging, counts and the
 * bounded count of a batch check. SQLite and PostgreSQL supply only what differs (a `SqlDialect`: how a
 * "one of" list, a side-table match and an order term are written, and how paging is), and how values
 * are bound (`?` positions, `$n` parameters, or escaped literals inside a batch's text).
 */
import { filteredByValue, filterValues, indexedFields, indexedWhereSet, isTextHint, kindSpec } from "../../src/store/kind-rules.js";

/** A kind's tables and columns, as a store names them. */
export interface KindTables {
  kind: string;
  table: string;
  /** The indexed fields (filters, order keys, unique keys), in column order. */
  fields: string[];
  /** Indexed field → its column. */
  columns: Map<string, string>;
  /** Its multi-valued fields and their side tables (`scope`, `value`, `id`). */
  multi: { field: string; table: string }[];
  /** The kind is counted per scope in the counts table (KindSpec.counted). */
  counted: boolean;
  /** The fields indexed only where set (see indexedWhereSet). */
  whereSet: ReadonlySet<string>;
}

/** How a store names tables and columns. */
export interface TableNames {
  table(kind: string): string;
  multiTable(kind: string, field: string): string;
  column(field: string): string;
}

/** The tables and columns of `kind`. */
export function kindTables(kind: string, names: TableNames): KindTables {
  const spec = kindSpec(kind);
  const fields = indexedFields(spec);
  return {
    kind,
    table: names.table(kind),
    fields,
    columns: new Map(fields.map((field) => [field, names.column(field)])),
    multi: spec.multi.map((field) => ({ field, table: names.multiTable(kind, field) })),
    counted: spec.counted === true,
    whereSet: new Set(fields.filter((field) => indexedWhereSet(spec, field))),
  };
}

/** Binds a value into a statement and returns what stands for it there (`?`, `$3`, or a literal). */
type Bind = (value: unknown) => string;

/** What a SQL dialect writes its own way. */
export interface SqlDialect {
  /** `column` equals one of `values` (two or more, `null` among them meaning NULL). */
  oneOf(column: string, values: readonly (string | number | null)[], bind: Bind): string;
  /** The predicate on a side table's `value` column: one of `values` (as text). */
  valueIn(values: readonly string[], bind: Bind): string;
  /** `column = value` for one non-null value. */
  equals(column: string, value: string | number, bind: Bind): string;
  /** An order term of the storage contract: ascending with nulls first, descending with nulls last. */
  orderTerm(column: string, descending: boolean): string;
  /**
   * The id term that ends every order; `onlyOneOf` says the filter is "one of" lists alone (SQLite's
   * planner then needs a hint to use the field's index).
   */
  idTerm(descending: boolean, onlyOneOf: boolean): string;
  /** The paging clause (with its leading space), or "". */
  page(limit: number | undefined, offset: number | undefined, bind: Bind): string;
  /**
   * A text hint's term (see ListQuery.textHints; `text` in lower case): the row's `data`, its ASCII
   * letters in lower case, contains it, or `data` has a character outside ASCII.
   */
  containsText(text: string, bind: Bind): string;
}

/** A binder that collects positional parameters: `placeholder(n)` writes the nth (1-based). */
export function collect(placeholder: (n: number) => string): { params: unknown[]; bind: Bind } {
  const params: unknown[] = [];
  return {
    params,
    bind: (value) => {
      params.push(value);
      return placeholder(params.length);
    },
  };
}

/** The WHERE terms of a filter on a kind's table (see ListQuery.where), the scope first. */
function whereOf(
  tables: KindTables,
  scope: string,
  filter: Record<string, unknown>,
  dialect: SqlDialect,
  bind: Bind,
): { where: string; equality: boolean; oneOf: boolean } {
  const terms = [`scope = ${bind(scope)}`];
  let equality = false;
  let oneOf = false;
  for (const [field, value] of Object.entries(filter)) {
    const values = filterValues(value);
    const multi = tables.multi.find((m) => m.field === field);
    const column = tables.columns.get(field)!;
    if (multi !== undefined) {
      terms.push(`id IN (SELECT id FROM ${multi.table} WHERE scope = ${bind(scope)} AND ${dialect.valueIn(values.map(String), bind)})`);
      equality = true;
    } else if (values.length === 1 && values[0] === null) {
      terms.push(`${column} IS NULL`);
      equality = true;
    } else if (values.length === 1) {
      // A value of a small set held unevenly goes in the text (a plan made for it; see FILTERS_BY_VALUE):
      // one of a fixed set of words, nothing to escape.
      const value = values[0]!;
      terms.push(filteredByValue(tables.kind, field, value) ? `${column} = '${value}'` : dialect.equals(column, value, bind));
      equality = true;
    } else {
      terms.push(dialect.oneOf(column, values, bind));
      // An index of only the records that set the field: said, so that SQLite uses it.
      if (tables.whereSet.has(field) && !values.includes(null)) terms.push(`${column} IS NOT NULL`);
      oneOf = true;
    }
  }
  return { where: terms.join(" AND "), equality, oneOf };
}

/**
 * A list's statement and, when asked, its count's: the page in the contract's order. The count's
 * parameters are the filter's alone (bound before the page's). `ranked` selects, before the version
 * and data, each row's place in that order (`r`, from 1 at the start of the whole list) and its id:
 * for a statement that reads several lists at once, whose rows come back in no set order.
 */
export function compileList(
  tables: KindTables,
  scope: string,
  query: {
    where?: object;
    orderBy?: readonly { field: string; descending?: boolean }[];
    limit?: number;
    offset?: number;
    textHints?: readonly string[];
  },
  dialect: SqlDialect,
  binder: () => { params: unknown[]; bind: Bind },
  ranked = false,
): { select: { text: string; params: unknown[] }; count: { text: string; params: unknown[] } } {
  const { params, bind } = binder();
  const filtered = whereOf(tables, scope, (query.where ?? {}) as Record<string, unknown>, dialect, bind);
  const { equality, oneOf } = filtered;
  // Text hints narrow what is read (never what the filter means): only strings that may be hints.
  const hints = (query.textHints ?? []).filter(isTextHint).map((text) => dialect.containsText(text.toLowerCase(), bind));
  const where = [filtered.where, ...hints].join(" AND ");
  const filterParams = [...params];
  const keys = query.orderBy ?? [];
  const tieDescending = keys.length > 0 && keys[keys.length - 1]!.descending === true;
  const order = [
    ...keys.filter((key) => key.field !== "id").map((key) => dialect.orderTerm(tables.columns.get(key.field)!, key.descending === true)),
    dialect.idTerm(keys.find((key) => key.field === "id")?.descending ?? tieDescending, oneOf && !equality),
  ];
  const page = dialect.page(query.limit, query.offset, bind);
  return {
    select: {
      text: `SELECT ${ranked ? `row_number() OVER (ORDER BY ${order.join(", ")})::integer AS r, id, ` : ""}version, data FROM ${tables.table} WHERE ${where} ORDER BY ${order.join(", ")}${page}`,
      params,
    },
    count: { text: `SELECT count(*) AS n FROM ${tables.table} WHERE ${where}`, params: filterParams },
  };
}

/** An expression that holds when at most `max` records of the table match the filter (counting one past it at most). */
export function boundedCount(tables: KindTables, scope: string, filter: Record<string, unknown>, max: number, dialect: SqlDialect, bind: Bind): string {
  const { where } = whereOf(tables, scope, filter, dialect, bind);
  return `(SELECT count(*) FROM (SELECT 1 FROM ${tables.table} WHERE ${where} LIMIT ${bind(max + 1)}) AS found) <= ${bind(max)}`;
}
