/**
 * The change mark a PostgreSQL replica reads from its server before answering from memory: the reads
 * asked for while one is on its way share the next one, never the one on its way (which may have
 * been sent before a commit that the later caller saw acknowledged).
 */
import { describe, expect, it } from "vitest";
import type { Store } from "accessplane/store";
import { ReadCache } from "../../src/services/read-cache.js";

/** A store whose mark reads are answered by the test, one by one. */
function gatedMarks(): { store: Store; reads: { resolve: (mark: string) => void; reject: (error: Error) => void }[] } {
  const reads: { resolve: (mark: string) => void; reject: (error: Error) => void }[] = [];
  const store = {
    readChangeMark: () => new Promise<string>((resolve, reject) => reads.push({ resolve, reject })),
  } as unknown as Store;
  return { store, reads };
}

/** Lets the promise callbacks already due run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("the shared read of PostgreSQL's change mark", () => {
  it("gives the calls made while a read is on its way the next read, one for all of them", async () => {
    const { store, reads } = gatedMarks();
    const cache = new ReadCache(store);
    const first = cache.freshMark();
    const [second, third] = [cache.freshMark(), cache.freshMark()];
    expect(reads).toHaveLength(1);
    // The first read answers with the mark from before a commit; the later callers must not get it.
    reads[0]!.resolve("before");
    expect(await first).toBe("before");
    await settle();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve("after");
    expect(await second).toBe("after");
    expect(await third).toBe("after");
    // Nothing on its way: the next call reads at once.
    const fourth = cache.freshMark();
    expect(reads).toHaveLength(3);
    reads[2]!.resolve("after");
    expect(await fourth).toBe("after");
  });

  it("says the mark stands only when the latest read found the one before it", async () => {
    const { store, reads } = gatedMarks();
    const cache = new ReadCache(store);
    expect(cache.markStands()).toBe(false);
    for (const [mark, stands] of [
      ["a", false],
      ["a", true],
      ["b", false],
      ["b", true],
      ["b", true],
    ] as const) {
      const read = cache.freshMark();
      reads.at(-1)!.resolve(mark);
      await read;
      expect(cache.markStands(), `after ${mark}`).toBe(stands);
    }
  });

  it("fails the calls sharing a read that fails, and reads again for the next", async () => {
    const { store, reads } = gatedMarks();
    const cache = new ReadCache(store);
    const first = cache.freshMark();
    const second = cache.freshMark();
    reads[0]!.reject(new Error("connection lost"));
    await expect(first).rejects.toThrow("connection lost");
    await settle();
    reads[1]!.reject(new Error("connection lost"));
    await expect(second).rejects.toThrow("connection lost");
    const third = cache.freshMark();
    expect(reads).toHaveLength(3);
    reads[2]!.resolve("m");
    expect(await third).toBe("m");
  });
});
