/**
 * JSON Patch (RFC 6902) as the API applies it: fast-json-patch on a copy of the write fields, one
 * operation at a time so that a document growing past the size limit (copy after copy) is stopped
 * at once; all-or-nothing (the caller's document is never touched); keys that reach prototypes,
 * read-only fields, and operations that would read a secret field are refused.
 */
import jsonpatch, { type Operation } from "fast-json-patch";
import type { PatchOperation } from "../domain/requests.js";
import { setAtPath, updateAtPath, valueAtPath } from "../domain/secret-fields.js";
import { AccessPlaneError, invalidArgument } from "../errors.js";

/** What a patch may not do. */
interface PatchRules {
  /** Top-level fields no operation may touch. */
  readOnly?: readonly string[];
  /** Top-level fields no operation may read (`test`, or the `from` of `copy`/`move`). */
  secret?: readonly string[];
  /** Secret fields nested in objects, as paths of keys, with the same rules as `secret`. */
  nestedSecrets?: readonly (readonly string[])[];
  /** Largest result, in bytes of JSON. @defaultValue 1048576 */
  maxBytes?: number;
  /** Allow operations on the whole document (path `""`) besides `test`. @defaultValue false */
  allowRootChanges?: boolean;
}

/**
 * An activity entry's `diff`: the RFC 6902 operations that take the entity's data before the change to
 * its data after it (from nothing, for a create; to nothing, for a delete). The data is what the log
 * keeps, secrets already shown only as `<name>Set`, so a diff never carries one. An update recorded
 * without the data before it (an event, such as a member added) is a diff from nothing.
 */
export function activityDiff(
  activityType: "create" | "update" | "delete",
  data: Record<string, unknown>,
  before?: Record<string, unknown>,
  /** Flags (JSON Pointers) of secrets set before and after but to another value. */
  replacedSecrets: readonly string[] = [],
): PatchOperation[] {
  if (activityType === "delete") return jsonpatch.compare(data, {}) as PatchOperation[];
  const diff = jsonpatch.compare(activityType === "create" ? {} : (before ?? {}), data) as PatchOperation[];
  // A secret replaced by another value is set before and after, so the masked data shows no change: the
  // diff replaces its flag by the same `true`, a no-op that tells a reader the secret was replaced.
  for (const path of replacedSecrets) diff.push({ op: "replace", path, value: true });
  return diff;
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

/**
 * RFC 6901: an index into an array is `0` or a number without leading zeros (or `-`, past the end);
 * `/to/01` is refused rather than read as `/to/1`.
 */
function checkArrayIndexes(document: unknown, pointer: string, where: string): void {
  let current: unknown = document;
  for (const part of segments(pointer, where)) {
    if (Array.isArray(current)) {
      if (part !== "-" && !/^(0|[1-9][0-9]*)$/.test(part)) {
        throw invalidArgument(where, `"${part}" is not an array index (digits without leading zeros, or -)`);
      }
      current = part === "-" ? undefined : current[Number(part)];
    } else if (typeof current === "object" && current !== null && Object.prototype.hasOwnProperty.call(current, part)) {
      current = (current as Record<string, unknown>)[part];
    } else {
      return;
    }
  }
}

/** The secret top-level field a pointer names exactly, if any. */
function secretField(pointer: string, secrets: readonly string[]): string | undefined {
  const parts = segments(pointer, "");
  return parts.length === 1 && secrets.includes(parts[0]!) ? parts[0] : undefined;
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
      if (rules.secret?.includes(top)) {
        const reads = op.op === "test" || field === "from";
        if (reads) throw invalidArgument(where, `${top} is a secret and cannot be read by a patch`);
        if (parts.length > 1) throw invalidArgument(where, `${top} is a secret: only the whole value can be set or removed`);
      }
      for (const path of rules.nestedSecrets ?? []) {
        if (parts.length < path.length || !path.every((step, i) => parts[i] === step)) continue;
        const name = path.join(".");
        if (op.op === "test" || field === "from") throw invalidArgument(where, `${name} is a secret and cannot be read by a patch`);
        if (parts.length > path.length) throw invalidArgument(where, `${name} is a secret: only the whole value can be set or removed`);
      }
    }
    if ((op.op === "copy" || op.op === "move") && op.from === undefined) throw invalidArgument(`/${index}/from`, `${op.op} needs from`);
    if ((op.op === "add" || op.op === "replace" || op.op === "test") && !("value" in op)) {
      throw invalidArgument(`/${index}/value`, `${op.op} needs a value`);
    }
  });
  // Secrets are taken out of the document the operations see, so that no operation reaches them
  // through any path (a `test` of the whole document, a `copy` of the root): an operation can only
  // write a secret (`add`/`replace`, or `remove` to clear it). Secrets not written keep their value.
  const secrets = rules.secret ?? [];
  let result = jsonpatch.deepClone(document) as T;
  const working = result as Record<string, unknown>;
  const kept = new Map<string, unknown>();
  for (const field of secrets) {
    if (Object.prototype.hasOwnProperty.call(working, field)) kept.set(field, working[field]);
    delete working[field];
  }
  const cleared = new Set<string>();
  const nested = rules.nestedSecrets ?? [];
  const keptNested = new Map<number, unknown>();
  nested.forEach((path, i) => {
    const value = valueAtPath(result, path);
    if (value === undefined) return;
    keptNested.set(i, value);
    result = updateAtPath(result, path, () => undefined);
  });
  const clearedNested = new Set<number>();
  // The size limit without re-encoding the document after every operation (8 000 small adds cost
  // seconds that way): an upper bound of its growth, checked exactly only when the bound passes the
  // limit. Encoding work is capped, so no patch holds the server for long.
  let work = 0;
  const sizeOf = (value: unknown, index: number): number => {
    const bytes = value === undefined ? 0 : Buffer.byteLength(JSON.stringify(value));
    work += bytes;
    if (work > 8 * maxBytes) {
      throw invalidArgument(`/${index}`, "the patch is too expensive to apply (it rewrites the document too often); send fewer or smaller operations");
    }
    return bytes;
  };
  let bound = sizeOf(result, 0);
  patch.forEach((op, index) => {
    const secretTarget = secretField(op.path, secrets);
    if (secretTarget !== undefined) {
      cleared.add(secretTarget);
      if (op.op === "remove") {
        delete (result as Record<string, unknown>)[secretTarget];
        return;
      }
    }
    const nestedTarget = nested.findIndex((path) => op.path === `/${path.join("/")}`);
    if (nestedTarget >= 0) {
      clearedNested.add(nestedTarget);
      if (op.op === "remove") {
        result = updateAtPath(result, nested[nestedTarget]!, () => undefined);
        return;
      }
    }
    checkArrayIndexes(result, op.path, `/${index}/path`);
    if (op.from !== undefined) checkArrayIndexes(result, op.from, `/${index}/from`);
    // A secret is always there as far as the client knows: replacing it is setting it.
    const effective = (secretTarget !== undefined || nestedTarget >= 0) && op.op === "replace" ? { ...op, op: "add" as const } : op;
    try {
      result = jsonpatch.applyOperation(result, effective as Operation, true, true, true, index).newDocument;
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === "TEST_OPERATION_FAILED") {
        throw new AccessPlaneError("failed_precondition", `the test operation at /${index} failed; nothing was changed`);
      }
      // fast-json-patch's own errors carry a one-line message; anything else (a TypeError of the
      // runtime on an odd document) is the client's bad operation, never an internal error.
      const own = error instanceof jsonpatch.JsonPatchError ? error.message.split("\n")[0]! : undefined;
      throw invalidArgument(`/${index}`, own ?? `the ${op.op} operation cannot be applied at ${op.path}`);
    }
    if (op.op === "add" || op.op === "replace") bound += sizeOf(op.value, index) + op.path.length + 4;
    else if (op.op === "copy") bound += sizeOf(jsonpatch.getValueByPointer(result, op.path), index) + op.path.length + 4;
    else if (op.op === "move") bound += op.path.length + 4;
    if (bound > maxBytes) {
      bound = sizeOf(result, index);
      if (bound > maxBytes) throw invalidArgument(`/${index}`, `the patched document would be larger than ${maxBytes} bytes`);
    }
  });
  const out = result as Record<string, unknown>;
  for (const [field, value] of kept) {
    if (!cleared.has(field) && !Object.prototype.hasOwnProperty.call(out, field)) out[field] = value;
  }
  // A nested secret not written comes back, where the object that held it still is.
  for (const [i, value] of keptNested) {
    if (!clearedNested.has(i) && valueAtPath(result, nested[i]!) === undefined) result = setAtPath(result, nested[i]!, value);
  }
  return result;
}
