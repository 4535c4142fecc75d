/** Route regexes: RE2 syntax, and bounds on their length and complexity. */
import { describe, expect, it } from "vitest";
import { re2Error, REGEX_LIMITS } from "../../src/services/route-rules.js";

describe("route regex bounds", () => {
  it("refuses an over-long pattern by its length, before compiling it, and a complex one by RE2's program size", async () => {
    expect(re2Error("x".repeat(REGEX_LIMITS.maxLength + 1))).toMatch(/at most 1024 characters/);
    expect(re2Error("[a-z]{1000}[0-9]{100}")).toMatch(/too complex for the proxy \(RE2 program size \d+, at most 1000\)/);
    expect(re2Error("^/v[0-9]+/(users|groups)$")).toBeUndefined();
    // The same answer again, from the cache.
    expect(re2Error("(?<=a)b")).toBe(re2Error("(?<=a)b"));
  });
});
