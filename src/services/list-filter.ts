/**
 * The hosted API's `filter` and `orderBy` for lists (docs/wire-contract.md, "Filtering and ordering
 * lists"): a JSON filter model of items `{field, operator, value}` joined by `logicOperator` (`and`, the
 * default, or `or`), plus free-text `quickFilterValues` joined by `quickFilterLogicOperator`, and an
 * `orderBy` of fields with an optional `-`. Each list declares its fields and their kinds; a filter that
 * is not JSON, names an unknown field, uses an operator the field's kind does not have, or nests
 * deeper than the model is a 400 that names the problem. Nothing of it is ever ignored.
 */
import { compareScalars, isTextHint } from "../store/kind-rules.js";
import { invalidArgument } from "../errors.js";

/** The kinds of values a field holds, which decide its operators. */
type FieldKind = "string" | "strings" | "date" | "boolean" | "number";

/** A field of a list: its kind, how to read it from an item, and whether quick filters search it. */
interface ListField<T> {
  kind: FieldKind;
  get(item: T): unknown;
  /** Searched by `quickFilterValues`. */
  quick?: boolean;
  /** Compared case-sensitively (ids); other strings compare without regard to case. */
  exact?: boolean;
  /**
   * The item's value is the stored record's own field, copied as stored (a string or strings): text
   * it contains is in the record's JSON too, so a store may be told to read only records holding it
   * (see {@link textHintsOf}).
   */
  stored?: boolean;
}

/** The fields of a list, by the name clients use. */
export type ListFields<T> = Readonly<Record<string, ListField<T>>>;

const OPERATORS: Record<FieldKind, readonly string[]> = {
  string: ["contains", "doesNotContain", "equals", "doesNotEqual", "startsWith", "endsWith", "isEmpty", "isNotEmpty", "isAnyOf", "is", "not"],
  strings: ["contains", "doesNotContain", "equals", "doesNotEqual", "startsWith", "endsWith", "isEmpty", "isNotEmpty", "isAnyOf", "is", "not"],
  date: ["is", "not", "after", "onOrAfter", "before", "onOrBefore", "isEmpty", "isNotEmpty"],
  boolean: ["is"],
  number: ["=", "!=", ">", ">=", "<", "<=", "isEmpty", "isNotEmpty", "isAnyOf"],
};

/** Operators that need no value. */
const VALUELESS = new Set(["isEmpty", "isNotEmpty"]);

/** Most items in one filter, and largest filter text. */
const FILTER_LIMITS = { maxItems: 50, maxQuickValues: 20, maxLength: 16_384 } as const;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);
const isScalar = (value: unknown) => value === null || ["string", "number", "boolean"].includes(typeof value);

const isEmptyValue = (value: unknown) => value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** An instant or a day: `2026-11-23` compares by day, a date-time by instant. */
function dateTest(operator: string, operand: unknown): (value: unknown) => boolean {
  const raw = String(operand);
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(raw);
  const at = Date.parse(raw);
  if (Number.isNaN(at)) throw invalidArgument("/filter", `the date ${JSON.stringify(raw.slice(0, 64))} is not an ISO 8601 date or date-time`);
  const key = (value: unknown): number | undefined => {
    if (typeof value !== "string" || value === "") return undefined;
    return dayOnly ? Date.parse(value.slice(0, 10)) : Date.parse(value);
  };
  const compare: Record<string, (a: number) => boolean> = {
    is: (a) => a === at,
    not: (a) => a !== at,
    after: (a) => a > at,
    onOrAfter: (a) => a >= at,
    before: (a) => a < at,
    onOrBefore: (a) => a <= at,
  };
  return (value) => {
    const a = key(value);
    return a !== undefined && compare[operator]!(a);
  };
}

function stringTest(operator: string, operand: unknown, exact: boolean): (value: string) => boolean {
  const fold = exact ? (value: string) => value : (value: string) => value.toLowerCase();
  if (operator === "isAnyOf") {
    const options = (operand as unknown[]).map((option) => fold(String(option)));
    return (value) => options.includes(fold(value));
  }
  const wanted = fold(String(operand));
  switch (operator) {
    case "contains":
    case "doesNotContain":
      return (value) => fold(value).includes(wanted);
    case "equals":
    case "is":
    case "doesNotEqual":
    case "not":
      return (value) => fold(value) === wanted;
    case "startsWith":
      return (value) => fold(value).startsWith(wanted);
    default:
      return (value) => fold(value).endsWith(wanted);
  }
}

const NEGATED = new Set(["doesNotContain", "doesNotEqual", "not"]);

/** One filter item as a predicate. */
function compileItem<T>(field: ListField<T>, name: string, operator: string, operand: unknown, at: string): ((item: T) => boolean) | undefined {
  if (!OPERATORS[field.kind].includes(operator)) {
    throw invalidArgument(
      `${at}/operator`,
      `the ${name} field takes the operators ${OPERATORS[field.kind].join(", ")}, not ${JSON.stringify(operator.slice(0, 32))}`,
    );
  }
  if (VALUELESS.has(operator)) return operator === "isEmpty" ? (item) => isEmptyValue(field.get(item)) : (item) => !isEmptyValue(field.get(item));
  if (operator === "isAnyOf") {
    if (!Array.isArray(operand) || !operand.every(isScalar)) throw invalidArgument(`${at}/value`, "isAnyOf takes an array of values");
    if (operand.length === 0) return undefined;
  } else if (operand !== undefined && !isScalar(operand)) {
    throw invalidArgument(`${at}/value`, "expected a string, number or boolean");
  }
  // As the hosted API's grid does, an item without a value filters nothing.
  if (operand === undefined || operand === null || operand === "") return undefined;
  switch (field.kind) {
    case "date": {
      const test = dateTest(operator, operand);
      return (item) => test(field.get(item));
    }
    case "boolean": {
      const wanted = operand === true || operand === "true";
      if (!(typeof operand === "boolean" || operand === "true" || operand === "false")) throw invalidArgument(`${at}/value`, "expected true or false");
      return (item) => field.get(item) === wanted;
    }
    case "number": {
      const values = (operator === "isAnyOf" ? (operand as unknown[]) : [operand]).map(Number);
      if (values.some(Number.isNaN)) throw invalidArgument(`${at}/value`, "expected a number");
      const [n] = values as [number];
      const tests: Record<string, (a: number) => boolean> = {
        "=": (a) => a === n,
        "!=": (a) => a !== n,
        ">": (a) => a > n,
        ">=": (a) => a >= n,
        "<": (a) => a < n,
        "<=": (a) => a <= n,
        isAnyOf: (a) => values.includes(a),
      };
      return (item) => {
        const value = field.get(item);
        return typeof value === "number" && tests[operator]!(value);
      };
    }
    default: {
      const test = stringTest(operator, operand, field.exact === true);
      const negated = NEGATED.has(operator);
      // A list of strings matches when one element does; a negated operator when none does.
      return (item) => {
        const value = field.get(item);
        const values = Array.isArray(value) ? value.map(textOf) : value === undefined || value === null ? [] : [textOf(value)];
        const some = values.some(test);
        return negated ? !some : some;
      };
    }
  }
}

/**
 * Parses a `filter` query value against a list's fields: a predicate over items, or `undefined` when
 * the filter selects everything. Throws `invalid_argument` at `/filter` for anything it cannot honour.
 */
export function parseListFilter<T>(raw: string | undefined, fields: ListFields<T>): ((item: T) => boolean) | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  if (raw.length > FILTER_LIMITS.maxLength) throw invalidArgument("/filter", `the filter is longer than ${FILTER_LIMITS.maxLength} characters`);
  let model: unknown;
  try {
    model = JSON.parse(raw);
  } catch {
    throw invalidArgument(
      "/filter",
      "the filter is not JSON: expected {items: [{field, operator, value}], logicOperator?, quickFilterValues?, quickFilterLogicOperator?}",
    );
  }
  if (!isObject(model)) throw invalidArgument("/filter", "expected a JSON object with items");
  for (const key of Object.keys(model)) {
    if (!["items", "logicOperator", "quickFilterValues", "quickFilterLogicOperator"].includes(key))
      throw invalidArgument(`/filter/${key.slice(0, 64)}`, "unknown member of the filter");
  }
  const items = model.items ?? [];
  if (!Array.isArray(items)) throw invalidArgument("/filter/items", "expected an array of {field, operator, value}");
  if (items.length > FILTER_LIMITS.maxItems) throw invalidArgument("/filter/items", `at most ${FILTER_LIMITS.maxItems} items`);
  const logic = model.logicOperator ?? "and";
  const quickLogic = model.quickFilterLogicOperator ?? "and";
  for (const [key, value] of [
    ["logicOperator", logic],
    ["quickFilterLogicOperator", quickLogic],
  ] as const) {
    if (value !== "and" && value !== "or") throw invalidArgument(`/filter/${key}`, "expected and or or");
  }
  const predicates: ((item: T) => boolean)[] = [];
  items.forEach((entry: unknown, index: number) => {
    const at = `/filter/items/${index}`;
    if (!isObject(entry)) throw invalidArgument(at, "expected {field, operator, value}");
    for (const key of Object.keys(entry))
      if (!["field", "operator", "value", "id"].includes(key)) throw invalidArgument(`${at}/${key.slice(0, 64)}`, "unknown member of a filter item");
    const { field: name, operator } = entry;
    if (typeof name !== "string" || !Object.hasOwn(fields, name)) {
      throw invalidArgument(
        `${at}/field`,
        `unknown field ${JSON.stringify(String(name).slice(0, 64))}; this list filters on ${Object.keys(fields).join(", ")}`,
      );
    }
    if (typeof operator !== "string") throw invalidArgument(`${at}/operator`, "expected an operator");
    const predicate = compileItem(fields[name]!, name, operator, entry.value, at);
    if (predicate !== undefined) predicates.push(predicate);
  });
  const quick = model.quickFilterValues ?? [];
  if (!Array.isArray(quick) || quick.length > FILTER_LIMITS.maxQuickValues || !quick.every((v) => typeof v === "string")) {
    throw invalidArgument("/filter/quickFilterValues", `expected at most ${FILTER_LIMITS.maxQuickValues} strings`);
  }
  const quickFields = Object.values(fields).filter((field) => field.quick === true);
  const quickTests = quick
    .filter((value) => value.trim() !== "")
    .map((value) => {
      const wanted = value.toLowerCase();
      return (item: T) =>
        quickFields.some((field) => {
          const v = field.get(item);
          return (Array.isArray(v) ? v : [v]).some((x) => x !== undefined && x !== null && String(x).toLowerCase().includes(wanted));
        });
    });
  if (predicates.length === 0 && quickTests.length === 0) return undefined;
  return (item) => {
    const itemsPass = predicates.length === 0 || (logic === "and" ? predicates.every((p) => p(item)) : predicates.some((p) => p(item)));
    const quickPass = quickTests.length === 0 || (quickLogic === "and" ? quickTests.every((p) => p(item)) : quickTests.some((p) => p(item)));
    return itemsPass && quickPass;
  };
}

/**
 * Text that every item a filter keeps holds in its stored record's JSON, as the store's text hints
 * (ListQuery.textHints): the value of a `contains`, `equals`, `is`, `startsWith` or `endsWith` item on a
 * stored field when the items must all hold (or there is one), and each quick filter value when they
 * must all be found (or there is one) and every field they search is stored, or is not but
 * `derivedMayHold` says none of its values can hold that text (in lower case). Only text that may be a
 * hint (printable ASCII without quotes or backslashes). The filter has been parsed: it is valid.
 */
export function textHintsOf<T>(raw: string | undefined, fields: ListFields<T>, derivedMayHold: (text: string) => boolean = () => true): string[] {
  if (raw === undefined || raw.trim() === "") return [];
  const model = JSON.parse(raw) as {
    items?: { field: string; operator: string; value?: unknown }[];
    logicOperator?: string;
    quickFilterValues?: string[];
    quickFilterLogicOperator?: string;
  };
  const hints: string[] = [];
  // Items without a value filter nothing, unless their operator takes none (see compileItem); the
  // others must all hold, or be alone.
  const items = (model.items ?? []).filter((item) => VALUELESS.has(item.operator) || (item.value !== undefined && item.value !== null && item.value !== ""));
  if (items.length === 1 || (model.logicOperator ?? "and") === "and") {
    for (const { field, operator, value } of items) {
      if (fields[field]?.stored === true && ["contains", "equals", "is", "startsWith", "endsWith"].includes(operator) && isTextHint(value)) hints.push(value);
    }
  }
  const quick = (model.quickFilterValues ?? []).filter((value) => value.trim() !== "");
  if (quick.length === 1 || (model.quickFilterLogicOperator ?? "and") === "and") {
    const derived = Object.values(fields).some((field) => field.quick === true && field.stored !== true);
    for (const value of quick) {
      if (isTextHint(value) && (!derived || !derivedMayHold(value.toLowerCase()))) hints.push(value);
    }
  }
  return hints;
}

/** Parses `orderBy` (`name,-updatedAt`) against a list's fields: a comparator, or `undefined` for none. */
export function parseListOrder<T>(raw: string | undefined, fields: ListFields<T>): ((a: T, b: T) => number) | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  const terms = raw.split(",").map((part) => {
    const term = part.trim();
    const descending = term.startsWith("-");
    const name = descending ? term.slice(1) : term;
    if (!Object.hasOwn(fields, name)) {
      throw invalidArgument(
        "/orderBy",
        `cannot order by ${JSON.stringify(name.slice(0, 64))}; use ${Object.keys(fields).join(", ")} with an optional - prefix`,
      );
    }
    return { field: fields[name]!, descending };
  });
  const key = (value: unknown): string | number => {
    if (Array.isArray(value)) return value.map(String).join(",");
    if (typeof value === "number") return value;
    if (typeof value === "boolean") return value ? 1 : 0;
    return value === undefined || value === null ? "" : textOf(value);
  };
  // Ties go by id (ids grow with creation time) in the direction of the last term, so that an order
  // and its reverse list the same items in exactly opposite order.
  const id = fields.id;
  const tieDescending = terms[terms.length - 1]!.descending;
  return (a, b) => {
    for (const { field, descending } of terms) {
      const x = key(field.get(a));
      const y = key(field.get(b));
      // As the stores order: numbers before text, text by code point (a list ordered in memory and the
      // same list ordered by a store agree).
      const order = compareScalars(x, y);
      if (order !== 0) return descending ? -order : order;
    }
    if (id === undefined) return 0;
    const x = String(id.get(a));
    const y = String(id.get(b));
    const order = x < y ? -1 : x > y ? 1 : 0;
    return tieDescending ? -order : order;
  };
}

/** Filters, orders (stably) and pages items held in memory. */
export function pageInMemory<T>(
  items: readonly T[],
  predicate: ((item: T) => boolean) | undefined,
  order: ((a: T, b: T) => number) | undefined,
  offset: number,
  limit: number | undefined,
): { items: T[]; total: number } {
  const kept = predicate === undefined ? [...items] : items.filter(predicate);
  if (order !== undefined) kept.sort(order);
  return { items: kept.slice(offset, limit === undefined ? undefined : offset + limit), total: kept.length };
}

/** A field's value as the text filters and orders compare: scalars as themselves, anything else as JSON. */
function textOf(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : (JSON.stringify(value) ?? "");
}
