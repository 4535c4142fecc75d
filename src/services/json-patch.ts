/**
 * JSON Patch (RFC 6902) as the API applies it: fast-json-patch on a copy of the write fields, one
 * operation at a time so that a document growing past the size limit (copy after copy) is stopped
 * at once; all-or-nothing (the caller's document is never touched); keys that reach prototypes,
 * read-only fields, and operations that would read a secret field are refused.
 */
import jsonpatch, { type Operation } from "fast-json-patch";
import type { PatchOperation } from "../domain/requests.js";
import { AccessPlaneError, invalidArgument } from "../errors.js";

/** What a patch may not do. */
export interface PatchRules {
  /** Top-level fields no operation may touch. */
  readOnly?: readonly string[];
  /** Top-level fields no operation may read (`test`, or the `from` of `copy`/`move`). */
  secret?: readonly string[];
  /** Largest result, in bytes of JSON. @defaultValue 1048576 */
  maxBytes?: number;
  /** Allow operations on the whole document (path `""`) besides `test`. @defaultValue false */
  allowRootChanges?: boolean;
}

const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

/** The unescaped segments of a JSON Pointer; `invalid_argument` for anything that is not one. */
function segments(pointer: string, where: string): string[] {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) throw invalidArgument(where, "a JSON Pointer must be empty or start with /");
  return pointer
    .slice(1)
    .split("/")
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** Applies `patch` to a copy of `document` and returns the copy. Throws `invalid_argument` or `failed_precondition` (a failed `test`). */
export function applyJsonPatch<T extends object>(document: T, patch: readonly PatchOperation[], rules: PatchRules = {}): T {
  const maxBytes = rules.maxBytes ?? 1024 * 1024;
  patch.forEach((op, index) => {
    for (const [field, pointer] of [
      ["path", op.path],
      ["from", op.from],
    ] as const) {
      if (pointer === undefined) continue;
      const where = `/${index}/${field}`;
      const parts = segments(pointer, where);
      if (parts.some((part) => FORBIDDEN.has(part))) throw invalidArgument(where, "this path is not allowed");
      const top = parts[0];
      if (top === undefined) {
        if (op.op !== "test" && rules.allowRootChanges !== true) {
          throw invalidArgument(where, "the whole document cannot be replaced, moved or removed");
        }
        continue;
      }
      if (rules.readOnly?.includes(top) && (field === "path" || op.op === "move")) {
        throw invalidArgument(where, `${top} is read-only`);
      }
      const reads = (field === "path" && op.op === "test") || (field === "from" && (op.op === "copy" || op.op === "move"));
      if (reads && rules.secret?.includes(top)) throw invalidArgument(where, `${top} is a secret and cannot be read by a patch`);
    }
    if ((op.op === "copy" || op.op === "move") && op.from === undefined) throw invalidArgument(`/${index}/from`, `${op.op} needs from`);
    if ((op.op === "add" || op.op === "replace" || op.op === "test") && !("value" in op)) {
      throw invalidArgument(`/${index}/value`, `${op.op} needs a value`);
    }
  });
  let result = jsonpatch.deepClone(document) as T;
  patch.forEach((op, index) => {
    try {
      result = jsonpatch.applyOperation(result, op as Operation, true, true, true, index).newDocument;
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === "TEST_OPERATION_FAILED") {
        throw new AccessPlaneError("failed_precondition", `the test operation at /${index} failed; nothing was changed`);
      }
      const message = error instanceof Error ? error.message.split("\n")[0]! : "invalid operation";
      throw invalidArgument(`/${index}`, message.replace(/^JSON-Patch: /, ""));
    }
    if (op.op === "add" || op.op === "copy" || op.op === "replace") {
      if (Buffer.byteLength(JSON.stringify(result)) > maxBytes) {
        throw invalidArgument(`/${index}`, `the patched document would be larger than ${maxBytes} bytes`);
      }
    }
  });
  return result;
}
