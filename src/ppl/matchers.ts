/**
 * The data checks of PPL criteria (docs/proxy-rules.md, section 1): string matchers, string-list matchers,
 * and each criterion's own data. Each check reports problems through `report(path, message)`.
 */
import { isIP } from "node:net";
import { parseAuthorizedKey } from "./ssh.js";

/** Reports one problem at a JSON Pointer. */
export type Report = (path: string, message: string) => void;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** Operators whose operand the proxy compares for equality: any JSON value (`http_method: 1234` compiles, and never matches a string). */
const EQUALITY_OPERATORS = new Set(["is", "not"]);
/** Operators the proxy compiles to Rego string built-ins, which refuse a non-string operand. */
const TEXT_OPERATORS = new Set(["starts_with", "ends_with", "contains"]);
const ARRAY_OPERATORS = new Set(["in", "not_in"]);

/**
 * A string matcher: a bare value (`is`; the proxy takes any JSON value, as `claim/email_verified: true`
 * from its own conversion of `allowed_idp_claims`), or operators that are all AND-ed.
 */
export function checkStringMatcher(value: unknown, path: string, report: Report): void {
  if (!isObject(value)) return;
  for (const [operator, operand] of Object.entries(value)) {
    const where = `${path}/${operator}`;
    if (EQUALITY_OPERATORS.has(operator)) continue;
    if (TEXT_OPERATORS.has(operator)) {
      if (typeof operand !== "string") report(where, "expected a string");
    } else if (ARRAY_OPERATORS.has(operator)) {
      if (!Array.isArray(operand)) report(where, "in matcher requires an array of strings");
    } else {
      report(path, `unknown string matcher operator: ${operator}`);
    }
  }
}

/** A string-list matcher: a bare value (`has`), or `has`, `is`, `exclude`, each comparing any JSON value for equality. */
export function checkStringListMatcher(value: unknown, path: string, report: Report): void {
  if (!isObject(value)) return;
  for (const operator of Object.keys(value)) {
    if (operator !== "has" && operator !== "is" && operator !== "exclude") report(path, `unknown string list matcher operator: ${operator}`);
  }
}

/** An IP address or a CIDR range. */
function isIpOrCidr(value: string): boolean {
  const slash = value.indexOf("/");
  if (slash < 0) return isIP(value) !== 0;
  const address = value.slice(0, slash);
  const bits = value.slice(slash + 1);
  const family = isIP(address);
  if (family === 0 || !/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

const FINGERPRINT = /^(?:[0-9a-f]{64}|[0-9A-F]{2}(?::[0-9A-F]{2}){31})$/;

function isSpkiHash(value: string): boolean {
  return /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, "base64").length === 32;
}

/**
 * `source_ip`: an IP or CIDR string, or an array of them (an empty one, which the proxy takes, matches
 * nothing), with the proxy's messages (pkg/policy/criteria/source_ip.go parseIPs, parseIP).
 */
export function checkSourceIp(value: unknown, path: string, report: Report): void {
  if (typeof value !== "string" && !Array.isArray(value)) return report(path, `expected string or array of strings, got: ${goTypeOf(value)}`);
  (Array.isArray(value) ? value : [value]).forEach((item: unknown, index) => {
    const where = Array.isArray(value) ? `${path}/${index}` : path;
    if (typeof item !== "string") report(where, `expected string value, got: ${goTypeOf(item)}`);
    else if (!isIpOrCidr(item)) report(where, `expected IP or CIDR range, got: ${JSON.stringify(item.slice(0, 128))}`);
  });
}

/**
 * `ssh_publickey` and `ssh_ca`: an authorized_keys line (`ssh-ed25519 AAAA... comment`, options before
 * the type allowed), or an array of them; `ssh_publickey` takes an empty one, as the proxy does (it
 * matches nothing).
 */
export function checkSshKeys(value: unknown, path: string, report: Report, emptyListMatches = false): void {
  // The proxy's messages (pkg/policy/criteria/ssh_publickey.go), then Go's ssh.ParseAuthorizedKey's.
  if (typeof value !== "string" && !Array.isArray(value)) return report(path, `expected string or array of strings, got: ${goTypeOf(value)}`);
  if (Array.isArray(value) && value.length === 0 && !emptyListMatches)
    return report(path, "expected an SSH public key as an authorized_keys line, or an array of them");
  (Array.isArray(value) ? value : [value]).forEach((line: unknown, index) => {
    const where = Array.isArray(value) ? `${path}/${index}` : path;
    if (typeof line !== "string") report(where, `expected string value, got: ${goTypeOf(line)}`);
    else if (parseAuthorizedKey(line) === undefined) report(where, "ssh: no key found (expected an SSH public key as an authorized_keys line)");
  });
}

/** `client_certificate`: fingerprints, SPKI hashes and SAN matchers, with the proxy's messages (pkg/policy/criteria/client_certificate.go). */
export function checkClientCertificate(value: unknown, path: string, report: Report): void {
  if (!isObject(value)) return report(path, `expected object for certificate matcher, got: ${goTypeOf(value)}`);
  for (const [key, data] of Object.entries(value)) {
    const where = `${path}/${key}`;
    if (key === "fingerprint" || key === "spki_hash") {
      const what = key === "fingerprint" ? "certificate fingerprint" : "certificate SPKI hash";
      if (typeof data !== "string" && !Array.isArray(data)) {
        report(where, `${what} condition expects a string or array of strings`);
        continue;
      }
      (Array.isArray(data) ? data : [data]).forEach((item: unknown, index) => {
        const at = Array.isArray(data) ? `${where}/${index}` : where;
        if (typeof item !== "string") report(at, `${what} must be a string (was ${JSON.stringify(item)})`);
        else if (item === "") report(at, `${what} must not be empty`);
        else if (key === "fingerprint" && !FINGERPRINT.test(item)) report(at, `unsupported certificate fingerprint format (${item.slice(0, 128)})`);
        else if (key === "spki_hash" && !isSpkiHash(item))
          report(at, `certificate SPKI hash must be a base64-encoded SHA-256 hash (was ${item.slice(0, 128)})`);
      });
    } else if (key === "san_email" || key === "san_dns" || key === "san_uri") {
      checkStringMatcher(data, where, report);
    } else {
      report(where, `unsupported certificate matcher condition: ${key}`);
    }
  }
}

/**
 * `device`: `approved` (any value, read by JavaScript truthiness as the proxy reads it: `"false"` and
 * `1` mean approved, `0`, `""` and `null` not approved), `is` and `type` (strings).
 */
export function checkDevice(value: unknown, path: string, report: Report): void {
  if (!isObject(value)) return report(path, `expected object for device criterion, got: ${goTypeOf(value)}`);
  for (const [key, data] of Object.entries(value)) {
    const where = `${path}/${key}`;
    if (key === "approved") continue;
    if (key === "is" || key === "type") {
      if (typeof data !== "string") report(where, `expected string for device criterion ${key} operator, got ${goTypeOf(data)}`);
    } else {
      report(where, `unexpected field in device criterion: ${key}`);
    }
  }
}

/** The proxy's name for the type of a JSON value in its messages (its parser's Go types). */
export function goTypeOf(value: unknown): string {
  if (value === null || value === undefined) return "parser.Null";
  if (Array.isArray(value)) return "parser.Array";
  switch (typeof value) {
    case "string":
      return "parser.String";
    case "number":
      return "parser.Number";
    case "boolean":
      return "parser.Boolean";
    default:
      return "parser.Object";
  }
}

/** JavaScript truthiness as the proxy's parser defines it (`Object.Truthy`): a missing field is neither. */
export function isFalsy(value: unknown): boolean {
  return value === false || value === 0 || value === "" || value === null || (typeof value === "number" && Number.isNaN(value));
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** `date`: `{after?, before?}`, ISO 8601 date-times. */
export function checkDate(value: unknown, path: string, report: Report): void {
  if (!isObject(value)) return report(path, "expected an object with after and/or before");
  for (const [key, data] of Object.entries(value)) {
    const where = `${path}/${key}`;
    if (key !== "after" && key !== "before") report(where, `unknown date condition: ${key}`);
    else if (typeof data !== "string" || !ISO_DATE_TIME.test(data) || Number.isNaN(Date.parse(data))) {
      report(where, "expected an ISO 8601 date-time");
    }
  }
}

const DAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
const FULL_DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const isDay = (name: string): boolean => DAYS.includes(name.toLowerCase()) || FULL_DAYS.includes(name.toLowerCase());

/** `day_of_week`: `*`, a list (`mon,wed,fri`), a range (`mon-fri`), or a list of days and ranges. */
export function checkDayOfWeek(value: unknown, path: string, report: Report): void {
  if (typeof value !== "string") return report(path, "expected a string such as *, mon,wed,fri or mon-fri");
  if (value.trim() === "*") return;
  const ok = value.split(",").every((part) => {
    const range = part.trim().split("-");
    return range.length <= 2 && range.every((day) => isDay(day.trim()));
  });
  if (!ok) report(path, `invalid day of week: ${value.slice(0, 64)}`);
}

const TIME = /^(?:(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?|(?:0?[1-9]|1[0-2]):[0-5]\d(?::[0-5]\d)?\s?[AaPp][Mm])$/;

/** Whether `zone` is an IANA time zone this runtime knows. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** `time_of_day`: `{timezone, after?, before?}`. */
export function checkTimeOfDay(value: unknown, path: string, report: Report): void {
  if (!isObject(value)) return report(path, "expected an object with timezone, after and/or before");
  if (value.timezone === undefined) report(path, "timezone is required");
  for (const [key, data] of Object.entries(value)) {
    const where = `${path}/${key}`;
    if (key === "timezone") {
      if (typeof data !== "string" || !isTimeZone(data)) report(where, "expected an IANA time zone such as Europe/Berlin");
    } else if (key === "after" || key === "before") {
      if (typeof data !== "string" || !TIME.test(data.trim())) report(where, "expected a time such as 15:04 or 3:04 PM");
    } else {
      report(where, `unknown time_of_day condition: ${key}`);
    }
  }
}

/** `record`: `{type, field, <one string matcher operator>}`. */
export function checkRecord(value: unknown, path: string, report: Report): void {
  if (!isObject(value)) return report(path, "expected an object with type, field and one operator");
  if (typeof value.type !== "string" || value.type === "") report(`${path}/type`, "expected a record type");
  if (typeof value.field !== "string" || value.field === "") report(`${path}/field`, "expected a field name");
  const operators = Object.keys(value).filter((key) => key !== "type" && key !== "field");
  if (operators.length !== 1) return report(path, "a record criterion needs exactly one operator");
  checkStringMatcher({ [operators[0]!]: value[operators[0]!] }, path, report);
}
