/**
 * Turns typia's validation results into the API's 400: every offending value with its JSON Pointer and
 * what was expected. The offending value itself is never echoed: it may be a secret.
 */
import type { IValidation } from "@typia/interface";
import { invalidDetails, type ErrorDetail } from "../errors.js";
import { escapePointer } from "./json-pointer.js";

/** Converts a typia access path (`$input.to[0]`, `$input["a-b"]`) to a JSON Pointer (`/to/0`). */
export function typiaPathToPointer(path: string): string {
  let rest = path.startsWith("$input") ? path.slice("$input".length) : path;
  let pointer = "";
  while (rest.length > 0) {
    const dotted = /^\.([A-Za-z_$][A-Za-z0-9_$]*)/.exec(rest);
    if (dotted) {
      pointer += `/${escapePointer(dotted[1]!)}`;
      rest = rest.slice(dotted[0].length);
      continue;
    }
    const indexed = /^\[(\d+)\]/.exec(rest);
    if (indexed) {
      pointer += `/${indexed[1]}`;
      rest = rest.slice(indexed[0].length);
      continue;
    }
    const quoted = /^\[("(?:[^"\\]|\\.)*")\]/.exec(rest);
    if (quoted) {
      pointer += `/${escapePointer(JSON.parse(quoted[1]!) as string)}`;
      rest = rest.slice(quoted[0].length);
      continue;
    }
    break;
  }
  return pointer;
}

/** One readable message for a typia error, without the value. */
function describe(error: IValidation.IError): string {
  if (error.expected === "undefined") return "unknown field";
  if (error.value === undefined) return `required field missing (expected ${error.expected})`;
  return `expected ${error.expected}`;
}

/** The value of a successful validation, or a 400 listing every failure. */
export function validated<T>(result: IValidation<T>, what: string): T {
  if (result.success) return result.data;
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  for (const error of result.errors) {
    const detail = { path: typiaPathToPointer(error.path), message: describe(error) };
    const key = `${detail.path}\u0000${detail.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    details.push(detail);
  }
  throw invalidDetails(what, details);
}
