/**
 * Change marks read once for many requests, never earlier than any of them asked: the mark a
 * PostgreSQL replica reads from its server before answering from memory (the reads asked for while
 * one is on its way share the next one, never the one on its way, which may have been sent before a
 * commit that the later caller saw acknowledged), and SQLite's, read once per turn of the event loop
 * after the last request of the turn asked.
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

  it("asks for the mark first only when the latest read found the one before it", async () => {
    const { store, reads } = gatedMarks();
    const cache = new ReadCache(store);
    expect(cache.asksMarkFirst()).toBe(false);
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
      expect(cache.asksMarkFirst(), `after ${mark}`).toBe(stands);
    }
  });

  it("never asks for the mark first when callers are not kept (readCacheMs 0): it could spare no read", async () => {
    const { store, reads } = gatedMarks();
    const cache = new ReadCache(store, 0);
    for (const mark of ["a", "a", "a"]) {
      const read = cache.freshMark();
      reads.at(-1)!.resolve(mark);
      await read;
    }
    expect(cache.asksMarkFirst()).toBe(false);
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

describe("the change mark of a turn (SQLite's, read once for the turn's requests)", () => {
  /** A store whose change mark the test moves, as another process's commit does; its reads counted. */
  function movingMark(): { store: Store; commit: () => void; reads: () => number; fail: (error: Error | undefined) => void } {
    let mark = 1;
    let reads = 0;
    let failure: Error | undefined;
    const store = {
      changeMark: () => {
        if (failure !== undefined) throw failure;
        reads += 1;
        return mark;
      },
    } as unknown as Store;
    return { store, commit: () => (mark += 1), reads: () => reads, fail: (error) => (failure = error) };
  }

  it("reads it once for every request of the turn, after the last of them asked", async () => {
    const { store, commit, reads } = movingMark();
    const cache = new ReadCache(store);
    const first = cache.markOfTurn();
    // Another process commits after the first request asked and before the second did: the second
    // must see it, so the read shared with the first cannot have been made when the first asked.
    commit();
    const second = cache.markOfTurn();
    expect(reads()).toBe(0);
    expect([await first, await second]).toEqual([2, 2]);
    expect(reads()).toBe(1);
    // The next turn reads again.
    commit();
    expect(await cache.markOfTurn()).toBe(3);
    expect(reads()).toBe(2);
  });

  it("fails every request of the turn when the read fails (a closed store), and reads again the next turn", async () => {
    const { store, reads, fail } = movingMark();
    const cache = new ReadCache(store);
    fail(new Error("the store is closed"));
    const asked = [cache.markOfTurn(), cache.markOfTurn()];
    for (const mark of asked) await expect(mark).rejects.toThrow("the store is closed");
    expect(reads()).toBe(0);
    fail(undefined);
    expect(await cache.markOfTurn()).toBe(1);
    expect(reads()).toBe(1);
  });
});
