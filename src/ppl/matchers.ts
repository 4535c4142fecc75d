/**
 * The data checks of PPL criteria (docs/proxy-rules.md, section 1): string matchers, string-list matchers,
 * and each criterion's own data. Each check reports problems through `report(path, message)`.
 */
import { isIP } from "node:net";
import { parseAuthorizedKey } from "./ssh.js";

/** Reports one problem at a JSON Pointer. */
export type Report = (path: string, message: string) => void;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

const STRING_OPERATORS = new Set(["is", "not", "starts_with", "ends_with", "contains"]);
const STRING_ARRAY_OPERATORS = new Set(["in", "not_in"]);

/** A string matcher: a bare string (`is`), or operators that are all AND-ed. */
export function checkStringMatcher(value: unknown, path: string, report: Report): void {
  if (typeof value === "string") return;
  if (!isObject(value)) return report(path, "expected a string or a string matcher object");
  for (const [operator, operand] of Object.entries(value)) {
    const where = `${path}/${operator}`;
    if (STRING_OPERATORS.has(operator)) {
      if (typeof operand !== "string") report(where, "expected a string");
    } else if (STRING_ARRAY_OPERATORS.has(operator)) {
      if (!Array.isArray(operand) || operand.some((item) => typeof item !== "string")) report(where, "expected an array of strings");
    } else {
      report(path, `unknown string matcher operator: ${operator}`);
    }
  }
}

/** A string-list matcher: a bare string (`has`), or `has`, `is`, `exclude`. */
export function checkStringListMatcher(value: unknown, path: string, report: Report): void {
  if (typeof value === "string") return;
  if (!isObject(value)) return report(path, "expected a string or a string list matcher object");
  for (const [operator, operand] of Object.entries(value)) {
    if (operator !== "has" && operator !== "is" && operator !== "exclude") {
      report(path, `unknown string list matcher operator: ${operator}`);
    } else if (typeof operand !== "string") {
      report(`${path}/${operator}`, "expected a string");
    }
  }
}

/** An IP address or a CIDR range. */
export function isIpOrCidr(value: string): boolean {
  const slash = value.indexOf("/");
  if (slash < 0) return isIP(value) !== 0;
  const address = value.slice(0, slash);
  const bits = value.slice(slash + 1);
  const family = isIP(address);
  if (family === 0 || !/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

function oneOrMany(value: unknown, path: string, report: Report, check: (item: string) => boolean, expected: string): void {
  const items = Array.isArray(value) ? value : [value];
  if (Array.isArray(value) && value.length === 0) return report(path, `expected ${expected}`);
  items.forEach((item, index) => {
    const where = Array.isArray(value) ? `${path}/${index}` : path;
    if (typeof item !== "string" || !check(item)) report(where, `expected ${expected}`);
  });
}

const FINGERPRINT = /^(?:[0-9a-f]{64}|[0-9A-F]{2}(?::[0-9A-F]{2}){31})$/;

function isSpkiHash(value: string): boolean {
  return /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, "base64").length === 32;
}

/** `source_ip`: an IP or CIDR string, or an array of them. */
export function checkSourceIp(value: unknown, path: string, report: Report): void {
  oneOrMany(value, path, report, isIpOrCidr, "an IP address or CIDR range, or an array of them");
}

/** `ssh_publickey` and `ssh_ca`: an authorized_keys line (`ssh-ed25519 AAAA... comment`), or an array of them. */
export function checkSshKeys(value: unknown, path: string, report: Report): void {
  oneOrMany(value, path, report, (line) => parseAuthorizedKey(line) !== undefined, "an SSH public key as an authorized_keys line, or an array of them");
}

/** `client_certificate`: fingerprints, SPKI hashes and SAN matchers. */
export function checkClientCertificate(value: unknown, path: string, report: Report): void {
  if (!isObject(value)) return report(path, "expected an object");
  for (const [key, data] of Object.entries(value)) {
    const where = `${path}/${key}`;
    if (key === "fingerprint") {
      oneOrMany(data, where, report, (v) => FINGERPRINT.test(v), "a SHA-256 fingerprint (64 lower-case hex, or 32 colon-separated upper-case hex pairs)");
    } else if (key === "spki_hash") {
      oneOrMany(data, where, report, isSpkiHash, "a base64 SHA-256 SPKI hash (32 bytes)");
    } else if (key === "san_email" || key === "san_dns" || key === "san_uri") {
      checkStringMatcher(data, where, report);
    } else {
      report(where, `unknown client_certificate condition: ${key}`);
    }
  }
}

/** `device`: `approved` (boolean), `is` and `type` (strings). */
export function checkDevice(value: unknown, path: string, report: Report): void {
  if (!isObject(value)) return report(path, "expected an object");
  for (const [key, data] of Object.entries(value)) {
    const where = `${path}/${key}`;
    if (key === "approved") {
      if (typeof data !== "boolean") report(where, "expected a boolean");
    } else if (key === "is" || key === "type") {
      if (typeof data !== "string") report(where, "expected a string");
    } else {
      report(where, `unknown device condition: ${key}`);
    }
  }
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
export function isTimeZone(zone: string): boolean {
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
