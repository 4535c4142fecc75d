/**
 * The input of a write as the services take it, however it arrives (over HTTP, or from an embedding
 * application calling a service): read-only fields dropped (so a read can be written back), the lenient
 * defaults of the wire contract filled (missing required booleans false, `null` as absent, ...), and
 * validated with the generated validator of its type. Every problem is a 400 `invalid_argument` naming
 * its JSON Pointer; the caller's object is never changed.
 */
import type { IValidation } from "@typia/interface";
import { AccessPlaneError, invalidArgument } from "../errors.js";
import { escapePointer } from "./json-pointer.js";
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
    const copy = plainCopy(body, shape.what) as Record<string, unknown>;
    for (const field of shape.readOnly ?? []) delete copy[field];
    shape.defaults?.(copy);
    body = copy;
  }
  return validated(shape.validate(body), shape.what);
}

/**
 * A deep copy of `value` as JSON data: objects (their own enumerable string-keyed properties) and
 * arrays copied, strings, numbers, booleans, `null` and `undefined` kept; any other value (a function,
 * a symbol, a bigint, a `Date` or `Map`, an object that contains itself) is a 400 naming its JSON
 * Pointer, since no JSON body can carry it. Written for this rather than `structuredClone`, which
 * refused a function anywhere as the whole body and left the other values to the validators, and which
 * took 10-13 µs a route create and 80-97 µs a key pair create in a running control plane on Node.js
 * 20, against 5-11 µs for this copy in the same process (though 1-4 µs in a loop of its own); a
 * body of 1.4 MB took 20-35 ms, this copy 10-16 ms.
 */
function plainCopy(value: unknown, what: string): unknown {
  const within = new Set<object>();
  // The keys down to the value being copied: its JSON Pointer is made only for a refusal.
  const keys: (string | number)[] = [];
  const notData = () =>
    invalidArgument(keys.map((key) => `/${typeof key === "number" ? key : escapePointer(key)}`).join(""), `the ${what} is not plain JSON data here`);
  const copy = (item: unknown): unknown => {
    if (item === null || typeof item !== "object") {
      if (typeof item === "function" || typeof item === "symbol" || typeof item === "bigint") throw notData();
      return item;
    }
    if (within.has(item)) throw notData();
    within.add(item);
    let result: unknown;
    if (Array.isArray(item)) {
      const elements = new Array<unknown>(item.length);
      for (let i = 0; i < item.length; i++) {
        keys.push(i);
        elements[i] = copy(item[i]);
        keys.pop();
      }
      result = elements;
    } else if (Object.prototype.toString.call(item) === "[object Object]") {
      const fields: Record<string, unknown> = {};
      for (const key of Object.keys(item)) {
        keys.push(key);
        const field = copy((item as Record<string, unknown>)[key]);
        keys.pop();
        // An own `__proto__` (JSON.parse makes one) stays a field, for the validators to refuse, rather
        // than setting the copy's prototype.
        if (key === "__proto__") Object.defineProperty(fields, key, { value: field, enumerable: true, writable: true, configurable: true });
        else fields[key] = field;
      }
      result = fields;
    } else {
      throw notData();
    }
    within.delete(item);
    return result;
  };
  try {
    return copy(value);
  } catch (error) {
    // A getter that threw, or nesting deeper than the stack: not data either.
    if (error instanceof AccessPlaneError) throw error;
    keys.length = 0;
    throw notData();
  }
}
