/**
 * Watching: a commit by another process sharing the data reaches the listeners of the kinds it wrote,
 * a stopped listener hears nothing more, and a listener hears no other kind. Each wait is on the
 * listener itself (an explicit gate): delivery is asynchronous, and the test runner's timeout bounds it.
 */
import assert from "node:assert/strict";
import { KINDS, type Kind, type Store, type StoreChange } from "../store/port.js";
import { insert, record, scopeOf, update } from "./support.js";
import { setImmediate as nextTurn } from "node:timers/promises";

/** A listener whose changes a test can wait for. */
function listening(store: Store, kind: Kind): { heard: StoreChange[]; next: (id: string) => Promise<StoreChange>; stop: () => void } {
  const heard: StoreChange[] = [];
  const waiting: { id: string; resolve: (change: StoreChange) => void }[] = [];
  const stop = store.watch!(kind, (change) => {
    heard.push(change);
    if (change.resync) return;
    for (const wait of waiting.filter((w) => w.id === change.id)) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve(change);
    }
  });
  const next = (id: string) =>
    new Promise<StoreChange>((resolve) => {
      const already = heard.find((change) => !change.resync && change.id === id);
      if (already !== undefined) resolve(already);
      else waiting.push({ id, resolve });
    });
  return { heard, next, stop };
}

/**
 * Returns once `listener` hears commits: a store may start listening after `watch` returns, so
 * through `other` probe records are written until one is heard (no timing: the loop ends when the
 * store delivers).
 */
async function live(other: Store, kind: Kind, listener: ReturnType<typeof listening>): Promise<void> {
  const scope = scopeOf(kind);
  let heard = false;
  for (let n = 0; !heard; n++) {
    const id = `probe-${n}`;
    await other.commit({ ops: [insert(kind, scope, record(id))] });
    void listener.next(id).then(() => (heard = true));
    // Let the store's delivery of what is already on its way run before the next probe.
    await nextTurn();
  }
  listener.heard.length = 0;
}

/** Registers the watch tests, for a store with `watch` and a second handle on its data. */
export function defineWatchTests(
  it: (name: string, body: () => Promise<void>) => void,
  factory: { create(): Store | Promise<Store>; another(store: Store): Promise<Store> },
): void {
  const withTwo = (name: string, body: (store: Store, other: Store) => Promise<void>) =>
    it(name, async () => {
      const store = await factory.create();
      const other = await factory.another(store);
      try {
        // A second handle may be given for the change mark's tests alone.
        if (store.watch === undefined && store.changeMark !== undefined) {
          console.warn(`store conformance: "${name}" does not apply: the store has no watch (its second handle is for its change mark)`);
          return;
        }
        assert.equal(typeof store.watch, "function", "a store declared to watch has a watch method");
        await body(store, other);
      } finally {
        await other.close();
        await store.close();
      }
    });
  const watchedKinds = (store: Store): Kind[] => [...(store.watchedKinds ?? (Object.keys(KINDS) as Kind[]))];

  withTwo("watch: another process's insert and update of a watched kind reach its listener, naming kind, scope and id", async (store, other) => {
    for (const kind of watchedKinds(store)) {
      const scope = scopeOf(kind);
      const listener = listening(store, kind);
      try {
        await live(other, kind, listener);
        const id = `watched-${kind}`;
        await other.commit({ ops: [insert(kind, scope, record(id))] });
        assert.deepEqual(await listener.next(id), { kind, scope, id });
        listener.heard.length = 0;
        await other.commit({ ops: [update(kind, scope, record(id, { changed: true }), 1)] });
        assert.deepEqual(await listener.next(id), { kind, scope, id });
      } finally {
        listener.stop();
      }
    }
  });

  withTwo("watch: a stopped listener hears nothing more, no listener hears another kind, and an unwatched kind cannot be watched", async (store, other) => {
    const [kind] = watchedKinds(store);
    assert.ok(kind !== undefined, "a store that watches watches at least one kind");
    const scope = scopeOf(kind);
    const stopped = listening(store, kind);
    const watched = watchedKinds(store);
    // Another watched kind listens too, when there is one; a kind the store does not watch cannot be listened to.
    const otherKind = watched.find((k) => k !== kind);
    const elsewhere = otherKind === undefined ? undefined : listening(store, otherKind);
    const unwatched = (Object.keys(KINDS) as Kind[]).find((k) => !watched.includes(k));
    if (unwatched !== undefined) assert.throws(() => store.watch!(unwatched, () => {}), TypeError);
    const staying = listening(store, kind);
    try {
      await live(other, kind, staying);
      if (elsewhere !== undefined) elsewhere.heard.length = 0;
      await other.commit({ ops: [insert(kind, scope, record("first"))] });
      await stopped.next("first");
      stopped.stop();
      await other.commit({ ops: [insert(kind, scope, record("second"))] });
      // The listener still registered heard it: one registered at the same time would have by now.
      await staying.next("second");
      // (Probes still on their way when the listener went live are not this test's.)
      const ids = stopped.heard.flatMap((change) => (change.resync || change.id.startsWith("probe-") ? [] : [change.id]));
      assert.deepEqual(ids, ["first"]);
      assert.deepEqual(elsewhere?.heard.filter((change) => !change.resync) ?? [], []);
    } finally {
      staying.stop();
      elsewhere?.stop();
    }
  });
}
