/** The JSON Patch engine against the official test suite, and the rules the API adds. */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { AccessPlaneError } from "../../src/errors.js";
import { applyJsonPatch } from "../../src/services/json-patch.js";
import type { PatchOperation } from "../../src/domain/requests.js";

const require = createRequire(import.meta.url);
interface Case {
  comment?: string;
  doc: unknown;
  patch: PatchOperation[];
  expected?: unknown;
  error?: string;
  disabled?: boolean;
}
const suite: Case[] = [...require("json-patch-test-suite/tests.json"), ...require("json-patch-test-suite/spec_tests.json")];

describe("json-patch-test-suite", () => {
  const cases = suite.filter((c) => !c.disabled);
  it("has the cases", () => expect(cases.length).toBeGreaterThan(80));
  cases.forEach((c, index) => {
    it(`${index}: ${c.comment ?? c.error ?? JSON.stringify(c.patch).slice(0, 60)}`, () => {
      // The suite patches whole documents, including their root, which the API itself never allows.
      const run = () => applyJsonPatch({ doc: c.doc }, c.patch.map(rebase), { allowRootChanges: true }).doc;
      if (c.error !== undefined) {
        expect(run).toThrow(AccessPlaneError);
      } else if ("expected" in c) {
        expect(run()).toEqual(c.expected);
      } else {
        expect(run).not.toThrow();
      }
    });
  });
});

/** The suite's documents are wrapped in `{doc}` (so that scalars work); shift every pointer under it. */
function rebase(op: PatchOperation): PatchOperation {
  const move = (pointer: unknown) => (typeof pointer === "string" && (pointer === "" || pointer.startsWith("/")) ? `/doc${pointer}` : pointer);
  return { ...op, path: move(op.path) as string, ...("from" in op ? { from: move(op.from) as string } : {}) };
}

describe("the API's rules", () => {
  const doc = { name: "a", secret: "s3cret", id: "x", list: [1] };
  const refuse = (patch: PatchOperation[], rules = { readOnly: ["id"], secret: ["secret"] }) => {
    const before = JSON.stringify(doc);
    expect(() => applyJsonPatch(doc, patch, rules)).toThrow(AccessPlaneError);
    expect(JSON.stringify(doc)).toBe(before);
  };

  it("refuses prototype keys, read-only fields, secret reads, and root changes", () => {
    refuse([{ op: "add", path: "/__proto__/polluted", value: true }]);
    refuse([{ op: "add", path: "/list/constructor", value: 1 }]);
    refuse([{ op: "replace", path: "/id", value: "y" }]);
    refuse([{ op: "move", from: "/id", path: "/other" }]);
    refuse([{ op: "test", path: "/secret", value: "guess" }]);
    refuse([{ op: "copy", from: "/secret", path: "/leak" }]);
    refuse([{ op: "replace", path: "", value: {} }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("never lets an operation read a secret, through the root or any ancestor", () => {
    const rules = { readOnly: ["id"], secret: ["secret"] };
    const whole = { ...doc };
    // The guessed whole document (secret included) must not match: that would confirm the guess.
    const guess = () => applyJsonPatch(doc, [{ op: "test", path: "", value: whole }], rules);
    expect(guess).toThrow(expect.objectContaining({ code: "failed_precondition" }));
    // Nor may the root be copied somewhere to be read back, nor a secret be tested below its own path.
    const copied = applyJsonPatch({ ...doc, bag: {} }, [{ op: "copy", from: "", path: "/bag/all" }], { ...rules, allowRootChanges: true });
    expect(JSON.stringify(copied.bag)).not.toContain("s3cret");
    refuse([{ op: "test", path: "/secret/0", value: "s" }]);
    refuse([{ op: "move", from: "/secret", path: "/leak" }]);
    refuse([{ op: "add", path: "/secret/x", value: "s" }]);
  });

  it("writes secrets with add, replace and remove, and keeps an unwritten one", () => {
    const rules = { secret: ["secret"] };
    expect(applyJsonPatch(doc, [{ op: "replace", path: "/name", value: "b" }], rules)).toEqual({ ...doc, name: "b" });
    expect(applyJsonPatch(doc, [{ op: "replace", path: "/secret", value: "new" }], rules).secret).toBe("new");
    expect(applyJsonPatch(doc, [{ op: "add", path: "/secret", value: "new" }], rules).secret).toBe("new");
    expect(applyJsonPatch(doc, [{ op: "remove", path: "/secret" }], rules)).not.toHaveProperty("secret");
    expect(applyJsonPatch<{ name: string; secret?: string }>({ name: "a" }, [{ op: "replace", path: "/secret", value: "set" }], rules).secret).toBe("set");
  });

  it("refuses array indexes with leading zeros or signs (RFC 6901), whatever the operation", () => {
    for (const index of ["01", "00", "+1", "-1", "1e0", " 1"]) {
      refuse([{ op: "add", path: `/list/${index}`, value: 2 }]);
      refuse([{ op: "test", path: `/list/${index}`, value: 1 }]);
      refuse([{ op: "copy", from: `/list/${index}`, path: "/name" }]);
    }
    expect(applyJsonPatch(doc, [{ op: "add", path: "/list/0", value: 0 }]).list).toEqual([0, 1]);
    expect(applyJsonPatch(doc, [{ op: "add", path: "/list/-", value: 2 }]).list).toEqual([1, 2]);
  });

  it("turns an operation the document cannot take into a 400, never a runtime error", () => {
    for (const patch of [
      [{ op: "add", path: "/name/x", value: 1 }],
      [{ op: "add", path: "/missing/x/y", value: 1 }],
      [{ op: "replace", path: "/list/9", value: 1 }],
      // fast-json-patch itself throws a TypeError ("Cannot read properties of undefined") here.
      [{ op: "copy", from: "/missing/x/y", path: "/name" }],
      [{ op: "move", from: "/missing/x/y", path: "/name" }],
    ] as PatchOperation[][]) {
      let caught: unknown;
      try {
        applyJsonPatch(doc, patch);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(AccessPlaneError);
      expect((caught as AccessPlaneError).code).toBe("invalid_argument");
      expect((caught as Error).message).not.toMatch(/Cannot (set|read) properties/);
    }
  });

  it("is all-or-nothing: a failing op after good ones changes nothing", () => {
    const before = JSON.stringify(doc);
    const error = (() => {
      try {
        applyJsonPatch(doc, [
          { op: "replace", path: "/name", value: "b" },
          { op: "add", path: "/x", value: 1 },
          { op: "add", path: "/y", value: 2 },
          { op: "test", path: "/name", value: "c" },
        ]);
      } catch (e) {
        return e as AccessPlaneError;
      }
    })();
    expect(error?.code).toBe("failed_precondition");
    expect(JSON.stringify(doc)).toBe(before);
  });

  it("stops a document that doubles with each copy at the size limit, not after", () => {
    // Copying /a into its own child doubles it each time: 20 copies would make a gigabyte.
    const start = { a: { text: "x".repeat(1000) } };
    const patch: PatchOperation[] = Array.from({ length: 20 }, (_, i) => ({ op: "copy", from: "/a", path: `/a/c${i}` }));
    // Refused at the op that crosses the limit (the 7th or 8th), not after all twenty.
    expect(() => applyJsonPatch(start, patch, { maxBytes: 64 * 1024 })).toThrow(/\/(6|7): .*larger than 65536 bytes/);
  });
});

describe("patch cost", () => {
  it("applies 8 000 small adds (a body of about 1 MB) without re-encoding the document after each", () => {
    const encode = JSON.stringify;
    let encodedBytes = 0;
    JSON.stringify = ((value: unknown, ...rest: never[]) => {
      const text = encode(value, ...rest);
      encodedBytes += text?.length ?? 0;
      return text;
    }) as typeof JSON.stringify;
    try {
      const patch: PatchOperation[] = Array.from({ length: 8000 }, (_, i) => ({ op: "add", path: `/headers/h${i}`, value: "v".repeat(100) }));
      const result = applyJsonPatch({ headers: {} }, patch);
      expect(Object.keys(result.headers)).toHaveLength(8000);
    } finally {
      JSON.stringify = encode;
    }
    // Re-encoding after every add would encode about 3.5 GB; the bound keeps it near the body's size.
    expect(encodedBytes).toBeLessThan(8 * 1024 * 1024);
  });

  it("refuses a patch that would encode the document over and over, with a 400", () => {
    const doc = { name: "x", pad: "p".repeat(1_000_000), other: {} };
    const patch: PatchOperation[] = Array.from({ length: 9000 }, () => ({ op: "replace", path: "/name", value: "z".repeat(100) }));
    expect(() => applyJsonPatch(doc, patch)).toThrow(/too expensive/);
  });
});
