/**
 * Turns typia's validation results into the API's 400: every offending value with its JSON Pointer and
 * what was expected. The offending value itself is never echoed: it may be a secret.
 */
import type { IValidation } from "@typia/interface";
import { invalidDetails, type ErrorDetail } from "../errors.js";
import { expectedInWords } from "./expected-words.js";
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

/** One readable message for a typia error, in the user's words and without the value. */
function describe(error: IValidation.IError): string {
  if (error.expected === "undefined") return "unknown field";
  if (error.value === undefined) return `required: ${expectedInWords(error.expected)}`;
  return `must be ${expectedInWords(error.expected)}`;
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
  suggestNames(details);
  throw invalidDetails(what, details);
}

/** Edit distance of two short names (a misspelling is one or two edits away). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = current;
  }
  return previous[b.length]!;
}

/** An unknown field beside a missing one of a name one or two edits away: the message names it. */
function suggestNames(details: ErrorDetail[]): void {
  const parent = (path: string) => path.slice(0, path.lastIndexOf("/"));
  const name = (path: string) => path.slice(path.lastIndexOf("/") + 1);
  const missing = details.filter((detail) => detail.message.startsWith("required: "));
  for (const detail of details) {
    if (detail.message !== "unknown field") continue;
    const near = missing.find((m) => parent(m.path) === parent(detail.path) && distance(name(m.path), name(detail.path)) <= 2);
    if (near !== undefined) (detail as { message: string }).message = `unknown field; did you mean "${name(near.path)}"?`;
  }
}
