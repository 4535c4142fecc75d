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
