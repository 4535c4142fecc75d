/**
 * The namespace tree a write keeps (`ReadCache.treeForWrite`) is kept under the digest of the records
 * it was built from. The storage contract lets a digest come back to an earlier value when the records
 * are the same again (PostgreSQL's digest of ids and `xmin` does, when a namespace is made and deleted
 * again; so does a digest of the records' contents), so a tree read after another replica's commit
 * must not be kept under the digest read before that commit.
 */
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { createMemoryStore } from "accessplane/memory";
import { ops, type Kind, type Store } from "accessplane/store";
import { ReadCache } from "../../src/services/read-cache.js";

const ORG = "org-1";
const at = "2026-12-06T00:00:00.000Z";
const namespace = (id: string, parentId: string, name: string) => ({
  id,
  createdAt: at,
  updatedAt: at,
  orgId: ORG,
  parentId,
  name,
  type: parentId === "" ? ("organization" as const) : ("regular" as const),
});

/**
 * The memory store as a store that shares its turns sees it (PostgreSQL's does): the reads asked for
 * in one turn of the event loop are answered together, from one state, once the turn is over; with a
 * scope digest of the records' contents (the same for the same records, as the contract allows), and
 * a commit of "another process" that can be made to land just before a turn's reads.
 */
function turnSharingStore(): { store: Store; beforeTurn: (turn: number, commit: () => Promise<unknown>) => void } {
  const inner = createMemoryStore();
  let commitFirst: { turn: number; commit: () => Promise<unknown> } | undefined;
  let waiting: (() => Promise<void>)[] = [];
  const inTurn = <T>(read: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (waiting.push(() => read().then(resolve, reject)) > 1) return;
      setImmediate(() => void answerTurn());
    });
  /** Answers the turn's reads together, after the commit meant to land before them. */
  const answerTurn = async (): Promise<void> => {
    const reads = waiting;
    waiting = [];
    if (commitFirst !== undefined && --commitFirst.turn === 0) {
      const { commit } = commitFirst;
      commitFirst = undefined;
      await commit();
    }
    // The memory store answers synchronously: these reads see one state.
    await Promise.all(reads.map((run) => run()));
  };
  const digestNow = async (kind: Kind, scope: string): Promise<string> => {
    const { items } = await inner.list(kind, scope);
    const text = JSON.stringify([...items].sort((a, b) => (a.id < b.id ? -1 : 1)));
    return createHash("sha256").update(text).digest("hex");
  };
  const store: Store = {
    kindsVersion: inner.kindsVersion,
    get: (kind, scope, id) => inTurn(() => inner.get(kind, scope, id)),
    getMany: (kind, scope, ids) => inTurn(() => inner.getMany(kind, scope, ids)),
    list: (kind, scope, query) => inTurn(() => inner.list(kind, scope, query)),
    scopeDigest: (kind, scope) => inTurn(() => digestNow(kind, scope)),
    commit: inner.commit.bind(inner),
    close: inner.close.bind(inner),
  };
  /** `commit` lands just before the reads of the `turn`th turn from now (1: the next). */
  return { store, beforeTurn: (turn, commit) => (commitFirst = { turn, commit }) };
}

describe("the namespace tree a write keeps", () => {
  it("is kept under the digest of the records it holds, so a change undone later is not served from it", async () => {
    const { store, beforeTurn } = turnSharingStore();
    await store.commit({ ops: [ops.insert("namespace", ORG, namespace(ORG, "", "root"))] });
    let wholeReads = 0;
    const counted: Store = { ...store, list: (kind, scope, query) => ((wholeReads += kind === "namespace" ? 1 : 0), store.list(kind, scope, query)) };
    const cache = new ReadCache(counted, 1000);

    // A write reads the digest (one turn), finds no tree kept, and reads the tree (the next turn); another
    // replica makes a namespace between the two.
    beforeTurn(2, () => store.commit({ ops: [ops.insert("namespace", ORG, namespace("team", ORG, "team"))] }));
    const seen = await cache.treeForWrite(ORG);
    expect(seen.get("team")?.name, "the tree read after that commit holds it").toBe("team");

    // It deletes it again: the records, and so the digest, are those the write's first digest saw.
    await store.commit({ ops: [ops.delete("namespace", ORG, "team", 1)] });
    const now = await cache.treeForWrite(ORG);
    expect(now.get("team"), "the next write sees the namespace gone").toBeUndefined();
    expect(now.get(ORG)?.name).toBe("root");

    // With nothing changed since, the tree is kept: no whole read.
    const before = wholeReads;
    expect((await cache.treeForWrite(ORG)).get(ORG)?.name).toBe("root");
    expect(wholeReads).toBe(before);
  });
});
