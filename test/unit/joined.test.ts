/**
 * `joined` (src/domain/joined.ts), which writes build their records with instead of spreads: the same
 * fields in the same order as `{ ...a, ...b }`, a later part winning, an own `__proto__` field kept as
 * a field; and, in a process of its own where V8 can be asked, one hidden class for every record of
 * the same fields, where the spread made a new one each time.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { joined } from "../../src/domain/joined.js";

describe("joined", () => {
  it("makes what the spread of its parts makes, in the same order, the later part winning", () => {
    const record = { id: "r1", name: "app", to: ["https://a"], updatedAt: "then" };
    const extra = { updatedAt: "now", version: 2 };
    const result = joined(record, {}, extra);
    expect(result).toEqual({ ...record, ...extra });
    expect(Object.keys(result)).toEqual(Object.keys({ ...record, ...extra }));
    expect(JSON.stringify(result)).toBe(JSON.stringify({ ...record, ...extra }));
    // A new object: the parts are left as they were.
    expect(result).not.toBe(record);
    expect(record.updatedAt).toBe("then");
    expect(joined()).toEqual({});
  });

  it("keeps an own __proto__ field as a field, as a spread does, without changing the prototype", () => {
    const parsed = JSON.parse('{"name":"app","__proto__":{"polluted":true}}') as object;
    const result = joined<Record<string, unknown>>(parsed, { version: 1 });
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.hasOwn(result, "__proto__")).toBe(true);
    expect(result.polluted).toBeUndefined();
    expect(JSON.stringify(result)).toBe(JSON.stringify({ ...parsed, version: 1 }));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("gives records of the same fields one hidden class (on Node.js 20 a spread and a new field give each its own)", () => {
    const module = fileURLToPath(new URL("../../src/domain/joined.ts", import.meta.url));
    const script = `
      const { joined } = await import(${JSON.stringify(module)});
      const record = { id: "r", name: "app", to: ["https://a"] };
      const count = (make) => {
        let same = 0, previous;
        for (let i = 0; i < 200; i++) {
          const made = make(i);
          if (previous !== undefined && %HaveSameMap(previous, made)) same++;
          previous = made;
        }
        return same;
      };
      console.log(count((i) => joined(record, {}, { version: i })));
    `;
    const output = execFileSync(process.execPath, ["--allow-natives-syntax", "--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" });
    // Each of the 199 records after the first has the first one's class.
    expect(Number(output.trim())).toBe(199);
  });
});
