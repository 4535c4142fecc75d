/**
 * typia's `expected` type expressions (`(string & MinLength<1> & MaxLength<128>)`,
 * `((number & Type<"uint32">) | undefined)`, `Array<string & MaxLength<1024>> & MaxItems<64>`) in the
 * words of the API's users: "text of 1 to 128 characters", "a whole number from 0 to 4294967295",
 * "a list of at most 64 items, each text of at most 1024 characters". What it does not know stays as
 * typia wrote it, in the few words it can give ("an object").
 */

/** Patterns of the API's types, by what they mean. */
const PATTERNS: Record<string, string> = {
  "^([0-9]+(y|w|d|h|m|s|ms))+$": "a duration such as 30s, 5m or 1h30m",
};

const FORMATS: Record<string, string> = {
  email: "an email address",
  uri: "a URL",
  url: "a URL",
  "date-time": "an RFC 3339 date and time",
  uuid: "a UUID",
  ipv4: "an IPv4 address",
  ipv6: "an IPv6 address",
};

const INTEGER_RANGES: Record<string, [string, string]> = {
  uint32: ["0", "4294967295"],
  int32: ["-2147483648", "2147483647"],
  uint64: ["0", "18446744073709551615"],
  int64: ["-9223372036854775808", "9223372036854775807"],
};

/** Splits `text` at `separator` where no bracket or quote is open. */
function splitTop(text: string, separator: "|" | "&"): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === "\\") i++;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if ("<([{".includes(char)) depth++;
    else if (">)]}".includes(char)) depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/** `text` without parentheses that enclose all of it. */
function unwrap(text: string): string {
  let inner = text.trim();
  while (inner.startsWith("(") && inner.endsWith(")")) {
    let depth = 0;
    let whole = true;
    for (let i = 0; i < inner.length - 1; i++) {
      if (inner[i] === "(") depth++;
      else if (inner[i] === ")") depth--;
      if (depth === 0) {
        whole = false;
        break;
      }
    }
    if (!whole) break;
    inner = inner.slice(1, -1).trim();
  }
  return inner;
}

/** `Name<argument>` as [Name, argument], or undefined. */
function tag(text: string): [string, string] | undefined {
  const match = /^([A-Za-z]+)<(.*)>$/s.exec(text);
  return match === null ? undefined : [match[1]!, match[2]!];
}

function literal(argument: string): string {
  try {
    return String(JSON.parse(argument));
  } catch {
    return argument;
  }
}

function range(low: string | undefined, high: string | undefined, unit: string): string {
  // "1 item", "1 character": the unit is singular after a one.
  const of = (n: string) => `${n}${n === "1" ? unit.replace(/s$/, "") : unit}`;
  if (low !== undefined && high !== undefined) return low === high ? `exactly ${of(low)}` : `${low} to ${of(high)}`;
  if (low !== undefined) return `at least ${of(low)}`;
  return high === undefined ? "" : `at most ${of(high)}`;
}

function intersection(text: string): string {
  const [head = "", ...rest] = splitTop(unwrap(text), "&").map(unwrap);
  const tags = new Map(rest.flatMap((part) => (tag(part) === undefined ? [] : [tag(part)!])));
  const array = head.startsWith("Array<") ? tag(head) : undefined;
  if (array !== undefined || head === "Array<>") {
    const count = range(tags.get("MinItems"), tags.get("MaxItems"), " items");
    const items = array === undefined || array[1] === "" ? "" : `, each ${union(array[1])}`;
    return `a list${count === "" ? "" : ` of ${count}`}${items}`;
  }
  if (head === "string") {
    const format = tags.get("Format");
    if (format !== undefined) return FORMATS[literal(format)] ?? `text in the ${literal(format)} format`;
    const pattern = tags.get("Pattern");
    if (pattern !== undefined) return PATTERNS[literal(pattern)] ?? `text matching ${literal(pattern)}`;
    const min = tags.get("MinLength");
    const max = tags.get("MaxLength");
    if (min === "1" && max === undefined) return "non-empty text";
    const length = range(min, max, " characters");
    return length === "" ? "text" : `text of ${length}`;
  }
  if (head === "number" || head === "bigint") {
    const type = tags.get("Type");
    const bounds = type === undefined ? undefined : INTEGER_RANGES[literal(type)];
    const kind = type === undefined ? "a number" : "a whole number";
    const low = tags.get("Minimum") ?? bounds?.[0];
    const high = tags.get("Maximum") ?? bounds?.[1];
    const above = tags.get("ExclusiveMinimum");
    const below = tags.get("ExclusiveMaximum");
    if (above !== undefined || below !== undefined) {
      return [kind, above === undefined ? "" : `greater than ${above}`, below === undefined ? "" : `less than ${below}`].filter((w) => w !== "").join(" ");
    }
    if (low !== undefined && high !== undefined) return `${kind} from ${low} to ${high}`;
    if (low !== undefined) return `${kind} of at least ${low}`;
    return high === undefined ? kind : `${kind} of at most ${high}`;
  }
  if (head === "boolean") return "true or false";
  if (head === "null") return "null";
  if (/^".*"$/.test(head) || /^-?[0-9.]+$/.test(head)) return head;
  // Named object types (`RouteWrite`, `Record<string, unknown>`, typia's `__type`).
  return "an object";
}

/** typia's `expected` in users' words. */
export function expectedInWords(expected: string): string {
  return union(expected);
}

function union(text: string): string {
  const parts = splitTop(unwrap(text), "|")
    .map(unwrap)
    .filter((part) => part !== "undefined");
  if (parts.length > 1 && parts.every((part) => /^".*"$/.test(part))) return `one of ${parts.join(", ")}`;
  const words = [...new Set(parts.map(intersection))];
  return words.join(" or ");
}
