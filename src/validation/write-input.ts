/**
 * The input of a write as the services take it, however it arrives (over HTTP, or from an embedding
 * application calling a service): read-only fields dropped (so a read can be written back), the lenient
 * defaults of the wire contract filled (missing required booleans false, `null` as absent, ...), and
 * validated with the generated validator of its type. Every problem is a 400 `invalid_argument` naming
 * its JSON Pointer; the caller's object is never changed.
 */
import type { IValidation } from "@typia/interface";
import { invalidArgument } from "../errors.js";
import { validated } from "./report.js";

/** How one kind of write is read. */
export interface WriteShape<T> {
  /** The generated validator of the write type. */
  validate: (input: unknown) => IValidation<T>;
  /** What the write is called in error messages ("policy", "route", ...). */
  what: string;
  /** Fields a read returns that a write ignores. */
  readOnly?: readonly string[];
  /** Fills the lenient defaults of the wire contract, in place. */
  defaults?: (body: Record<string, unknown>) => void;
}

/** `input` as a valid `T`, or a 400 naming every problem. */
export function writeInput<T>(input: unknown, shape: WriteShape<T>): T {
  let body = input;
  if (body !== null && typeof body === "object" && !Array.isArray(body)) {
    // A copy: the defaults change nested objects, which belong to the caller.
    let copy: Record<string, unknown>;
    try {
      copy = structuredClone(body) as Record<string, unknown>;
    } catch {
      throw invalidArgument("", `the ${shape.what} is not plain JSON data`);
    }
    for (const field of shape.readOnly ?? []) delete copy[field];
    shape.defaults?.(copy);
    body = copy;
  }
  return validated(shape.validate(body), shape.what);
}
