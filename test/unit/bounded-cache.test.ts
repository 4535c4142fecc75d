/**
 * The control plane's LRU caches (src/bounded-cache.ts): bounded by entries, and by bytes, without
 * allocating room for every entry up front.
 */
import { describe, expect, it } from "vitest";
import { boundedBySize, boundedCache } from "../../src/bounded-cache.js";

describe("boundedCache", () => {
  it("holds at most its number of entries, forgetting the least recently used first", () => {
    const cache = boundedCache<string, number>(3);
    for (const key of ["a", "b", "c"]) cache.set(key, key.charCodeAt(0));
    expect(cache.get("a")).toBe(97); // "a" is now the most recently used
    cache.set("d", 100);
    expect([...cache.keys()].sort()).toEqual(["a", "c", "d"]);
    expect(cache.size).toBe(3);
    // Replacing an entry's value does not count it twice.
    cache.set("a", 1);
    cache.set("a", 2);
    expect(cache.size).toBe(3);
    expect(cache.get("a")).toBe(2);
  });

  it("forgets entries past their age on the clock it is given", () => {
    let now = 5000;
    const cache = boundedCache<string, string>(10, { ttl: 1000, ttlResolution: 0, perf: { now: () => now } });
    cache.set("k", "v");
    now = 5999;
    expect(cache.get("k")).toBe("v");
    now = 6001;
    expect(cache.get("k")).toBeUndefined();
  });
});

describe("boundedBySize", () => {
  it("holds at most its number of entries when they are small", () => {
    const cache = boundedBySize<string, string>(4, 4000, (value) => value.length);
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, "x");
    expect([...cache.keys()].sort()).toEqual(["k6", "k7", "k8", "k9"]);
  });

  it("holds at most its bytes when they are large, and nothing larger than all of them", () => {
    const cache = boundedBySize<string, string>(100, 4000, (value) => value.length);
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, "x".repeat(1500));
    expect([...cache.keys()].sort()).toEqual(["k8", "k9"]);
    cache.set("huge", "x".repeat(4001));
    expect(cache.has("huge")).toBe(false);
    expect(cache.has("k9")).toBe(true);
  });
});
