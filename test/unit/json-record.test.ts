/**
 * The memory store keeps a frozen copy of each record as JSON would carry it, made in one walk
 * (`frozenJsonRecord`): it must give what `JSON.parse(JSON.stringify(record))` gives for every input,
 * including the ones JSON has its own rules for, share nothing the caller can change, and be frozen.
 * The SQL stores write a record's JSON text and its indexed fields' values (`jsonOfRecord`), read
 * from the record without decoding the text: each field must be what the text holds there.
 */
import { describe, expect, it } from "vitest";
import { fieldValue, frozenJsonRecord, jsonOfRecord } from "../../src/store/kind-rules.js";

class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}

const sparse: unknown[] = [1];
sparse[3] = 4;
const withExtra = Object.assign([1, 2], { label: "ignored by JSON" });

const INPUTS: Record<string, object> = {
  "plain fields of every JSON type": { id: "r1", name: "web", n: 12.5, big: Number.MAX_SAFE_INTEGER, yes: true, no: false, nothing: null },
  "nested objects and lists": { id: "r", list: [1, "two", false, null, { three: [3] }], nested: { a: { b: { c: "deep" } }, empty: {}, none: [] } },
  "undefined, functions and symbols: left out of objects, null in lists": {
    id: "r",
    gone: undefined,
    fn: () => 1,
    sym: Symbol("s"),
    list: [undefined, () => 1, Symbol("t"), "kept"],
  },
  "NaN, the infinities and -0": { id: "r", nan: Number.NaN, inf: Number.POSITIVE_INFINITY, ninf: Number.NEGATIVE_INFINITY, zero: -0, list: [-0, Number.NaN] },
  "dates and other toJSON values": { id: "r", at: new Date("2026-11-28T08:00:00.000Z"), inner: { toJSON: () => "replaced" }, list: [new Date(0)] },
  "a toJSON that gives undefined: left out of objects, null in lists": { id: "r", gone: { toJSON: () => undefined }, list: [{ toJSON: () => undefined }] },
  "objects that are not plain": { id: "r", map: new Map([["a", 1]]), set: new Set([1]), point: new Point(1, 2), boxed: Object("text") as object },
  "a __proto__ key, as a header map may hold": JSON.parse('{"id":"r","headers":{"__proto__":"x","X-Team":"a"}}') as object,
  "integer-like keys, which every object orders first": { id: "r", map: { b: 1, "10": 2, a: 3, "2": 4 } },
  "sparse lists and lists with extra fields": { id: "r", sparse, withExtra },
  "strings with escapes, quotes and lone surrogates": { id: "r", pem: '-----BEGIN-----\nAB"C\\\n\u0000\ud800-----END-----' },
  "a null-prototype object": Object.assign(Object.create(null) as object, { id: "r", field: Object.assign(Object.create(null) as object, { a: 1 }) }),
  "deep nesting, past the walk's own depth": { id: "r", deep: Array.from({ length: 100 }).reduce<unknown>((inner) => ({ inner }), "bottom") },
};

/** Whether everything reachable from `value` is frozen. */
function deeplyFrozen(value: unknown): boolean {
  if (value === null || typeof value !== "object") return true;
  return Object.isFrozen(value) && Object.values(value).every(deeplyFrozen);
}

describe("frozenJsonRecord (the memory store's copy of a record)", () => {
  for (const [name, input] of Object.entries(INPUTS)) {
    it(`is what JSON's round trip gives, deep-frozen: ${name}`, () => {
      const copy = frozenJsonRecord(input);
      const expected = JSON.parse(JSON.stringify(input)) as unknown;
      expect(copy).toStrictEqual(expected);
      // Same field order as JSON's (toStrictEqual does not compare it).
      expect(JSON.stringify(copy)).toBe(JSON.stringify(expected));
      expect(deeplyFrozen(copy)).toBe(true);
      // Every own key JSON.parse made is an own key of the copy (a `__proto__` one included).
      expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    });
  }

  it("shares nothing the caller can change afterwards", () => {
    const input = { id: "r", tags: ["a"], nested: { name: "x" } };
    const copy = frozenJsonRecord(input);
    input.tags.push("b");
    input.nested.name = "changed";
    expect(copy).toStrictEqual({ id: "r", tags: ["a"], nested: { name: "x" } });
  });

  it("throws where JSON throws: a BigInt, a cycle", () => {
    expect(() => frozenJsonRecord({ id: "r", n: 1n })).toThrow(TypeError);
    const cyclic: Record<string, unknown> = { id: "r" };
    cyclic.self = { back: cyclic };
    expect(() => frozenJsonRecord(cyclic)).toThrow(TypeError);
  });

  it("a BigInt with a toJSON on its prototype (as some applications add) is what JSON gives", () => {
    const prototype = BigInt.prototype as unknown as { toJSON?: () => string };
    prototype.toJSON = function (this: bigint) {
      return this.toString();
    };
    try {
      const input = { id: "r", n: 12n, list: [1n] };
      expect(frozenJsonRecord(input)).toStrictEqual(JSON.parse(JSON.stringify(input)));
    } finally {
      delete prototype.toJSON;
    }
  });
});

/** Every field path of `value` (as the stores' filters name them, dotted), two levels deep, and one that is not there. */
function pathsOf(value: object): string[] {
  const paths = ["missing", "missing.inner"];
  for (const key of Object.keys(value)) {
    paths.push(key, `${key}.missing`);
    const inner = (value as Record<string, unknown>)[key];
    if (inner !== null && typeof inner === "object") for (const innerKey of Object.keys(inner)) paths.push(`${key}.${innerKey}`);
  }
  return paths;
}

describe("jsonOfRecord (a SQL store's text of a record and its indexed fields)", () => {
  const records: Record<string, object> = {
    ...INPUTS,
    "a record with a toJSON of its own": { id: "r", name: "shown", toJSON: () => ({ id: "r", name: "replaced", extra: [1] }) },
    "a record that is a class instance": new Point(3, 4),
  };
  for (const [name, input] of Object.entries(records)) {
    it(`gives JSON's text, and at each field what that text holds: ${name}`, () => {
      const { json, field } = jsonOfRecord(input);
      expect(json).toBe(JSON.stringify(input));
      const data = JSON.parse(json) as Record<string, unknown>;
      for (const path of new Set([...pathsOf(input), ...pathsOf(data)])) {
        expect(field(path), path).toStrictEqual(fieldValue(data, path));
      }
    });
  }
});
