/**
 * What reads of the API need on every request and rarely changes, kept in memory: each organization's
 * namespace tree and enforced policies, the policies routes list (for their names), and memberships
 * (the caller's role). Reads use it (GET and HEAD, and the services' get and list methods). A write and
 * the checks it makes read the store, with one exception that is as exact as a read: the namespace
 * tree ({@link ReadCache.treeForWrite}), kept only while the store's digest of the organization's
 * namespaces (`Store.scopeDigest`, read beside the write's other reads) is the one it was kept under
 * (without a digest, while the store's own change mark stands); never by age.
 *
 * - A change this process commits drops what it touches at once (the control plane's store notes every
 *   commit), so a process always reads its own writes.
 * - On a store with a change mark (SQLite, in memory), an entry is used only while the mark has not
 *   moved since it was read: a change any process commits is seen at once. Users are kept then too.
 * - On a store without one (PostgreSQL), a change another process commits (a replica on the same
 *   database, the CLI) is seen within `maxAgeMs`: nothing is kept longer. If the store can read a
 *   mark from its server (`readChangeMark`, PostgreSQL's snapshot), an entry read under the mark the
 *   latest request brought is exact; one used past such a mark only because it is younger than
 *   `maxAgeMs` is counted, so that no answer computed from it is kept (see
 *   {@link ReadCache.exactSince}). Users are kept there only under the mark a request read before
 *   reading them, and used only by a request that read the same mark ({@link ReadCache.freshMark}).
 * - Token revocation never waits: the user behind a token is read on every request, or kept only
 *   while a change mark read by the request proves no commit landed since.
 */
import type { LRUCache } from "lru-cache";
import { boundedCache } from "../bounded-cache.js";
import { GLOBAL_SCOPE, type Batch, type Store, type Stored } from "../store/port.js";
import type { MembershipRecord, NamespaceRecord, PolicyRecord, UserRecord } from "../store/records.js";
import { loadNamespaceTree, NamespaceTree } from "./namespace-tree.js";
import { passedThrough } from "../store/pass-through.js";

/** How long a read cache entry may be used, in ms, by default. */
export const DEFAULT_READ_CACHE_MS = 1000;

/** The query of an organization's enforced policies. */
const ENFORCED_QUERY = { where: { enforced: true }, orderBy: [{ field: "id" as const }] };

/** What a fresh read found that the cache keeps too. */
type FreshRead =
  | { kind: "tree"; orgId: string; namespaces: Stored<NamespaceRecord>[] }
  | { kind: "enforced"; orgId: string; policies: Stored<PolicyRecord>[] }
  | { kind: "membership"; id: string; found: Stored<MembershipRecord> | undefined };

/** When a read of the store began: what it found may be kept only if nothing changed since. */
export interface ReadStart {
  /** The cache's invalidations so far. */
  generation: number;
  /** The store's change mark, when it has one (or the last one a request read). */
  mark: Mark | undefined;
}

/** A store's change mark: its own number, or what its server said (PostgreSQL's snapshot). */
export type Mark = number | string;

/** A value kept, with the store's change mark read before it was read (undefined without a mark). */
interface Kept<T> {
  value: T;
  mark: Mark | undefined;
}

/** What proves an answer current, for the answers kept in memory (implemented by {@link ReadCache}). */
export interface ChangeProofs {
  /** The store's own change mark, read without a round trip (SQLite, in memory). */
  readonly changeMark: (() => number) | undefined;
  /** A change mark read beside the reads of the same turn (PostgreSQL). */
  readonly readChangeMark: (() => Promise<string>) | undefined;
  /** Tells the cache the mark a request read (with `readChangeMark`): what is read from now on is kept under it. */
  noteMark(mark: string): void;
  /**
   * A mark read with `readChangeMark` after this call (so it sees every commit acknowledged before
   * it), shared: the calls made while one such read is on its way share the next one.
   */
  freshMark(): Promise<string>;
  /**
   * Whether a read should ask for the mark (`freshMark`) before anything else: the latest mark read
   * with `readChangeMark` was the one read before it (no commit landed between them), and callers are
   * kept (else asking first could spare no read).
   */
  asksMarkFirst(): boolean;
  /**
   * The store's own change mark (`changeMark`), read once for every call made in this turn of the
   * event loop, after the last of them: each sees every commit acknowledged before it asked.
   */
  markOfTurn(): Promise<number>;
  /** A check that nothing used since this call was kept only by age, nor was read under another mark. */
  exactSince(): () => boolean;
}

/** The id of a user's membership of an organization: one per pair, found without a query. */
export function membershipId(orgId: string, userId: string): string {
  return `${orgId}.${userId}`;
}

/** Read-mostly data of organizations, for reads. See the module's comment for what it guarantees. */
export class ReadCache implements ChangeProofs {
  private readonly trees: LRUCache<string, Kept<NamespaceTree>> | undefined;
  private readonly enforced: LRUCache<string, Kept<readonly Stored<PolicyRecord>[]>> | undefined;
  private readonly memberships: LRUCache<string, Kept<Stored<MembershipRecord> | undefined>> | undefined;
  /** Policies by organization and id (`value` undefined: there is none). */
  private readonly policies: LRUCache<string, Kept<Stored<PolicyRecord> | undefined>> | undefined;
  /** Users by id, kept only with a change mark (which proves them unchanged, so revocation is never late). */
  private readonly users: LRUCache<string, Kept<Stored<UserRecord> | undefined>> | undefined;
  /** Trees for writes, each under the store's scope digest read before it (see {@link treeForWrite}). */
  private readonly writeTrees: LRUCache<string, { digest: string; tree: NamespaceTree }> | undefined;
  /** The store's digest of a kind's records in a scope, if it has one. */
  private readonly scopeDigest: Store["scopeDigest"];
  /** Bumped by every invalidation: a read that raced with one is not kept. */
  private generation = 0;
  /** The store's change mark, if it has one. */
  readonly changeMark: (() => number) | undefined;
  readonly readChangeMark: (() => Promise<string>) | undefined;
  /** The mark the latest request read with `readChangeMark`, and how often it changed. */
  private latestMark: string | undefined;
  private markChanges = 0;
  private markStood = false;
  /** Entries used without a proof that they are current (younger than maxAgeMs only). */
  private unprovenUses = 0;
  /** The mark read on its way for {@link freshMark}, and the one that starts when it is back. */
  private markRead: Promise<string> | undefined;
  private nextMarkRead: Promise<string> | undefined;
  /** The callers of {@link markOfTurn} waiting for this turn's read. */
  private waitingForMark: { resolve: (mark: number) => void; reject: (error: unknown) => void }[] = [];

  constructor(
    private readonly store: Store,
    maxAgeMs = DEFAULT_READ_CACHE_MS,
    /** The time in ms the entries' age is measured by (the control plane's clock). @defaultValue performance.now */
    now?: () => number,
  ) {
    this.changeMark = store.changeMark === undefined ? undefined : store.changeMark.bind(store);
    this.readChangeMark = store.readChangeMark === undefined ? undefined : store.readChangeMark.bind(store);
    this.scopeDigest = store.scopeDigest === undefined ? undefined : store.scopeDigest.bind(store);
    if (maxAgeMs > 0) {
      // With a change mark, entries last while it proves them current; without one, maxAgeMs. A clock
      // of the application is read at every check (lru-cache otherwise reuses a reading for 1 ms of real time).
      const options = this.changeMark !== undefined ? {} : { ttl: maxAgeMs, ...(now === undefined ? {} : { perf: { now }, ttlResolution: 0 }) };
      // Where the store has both a change mark and a scope digest, reads use the trees writes keep.
      if (this.changeMark === undefined || this.scopeDigest === undefined) this.trees = boundedCache(1000, options);
      this.enforced = boundedCache(1000, options);
      this.memberships = boundedCache(10_000, options);
      this.policies = boundedCache(10_000, options);
      // Users only where a mark proves them unchanged: a store's own, or one read from its server.
      if (this.changeMark !== undefined || this.readChangeMark !== undefined) this.users = boundedCache(10_000);
      if (this.scopeDigest !== undefined) this.writeTrees = boundedCache(1000);
    }
  }

  /**
   * The organization's namespaces as a tree. On a store with a change mark and a scope digest (SQLite,
   * in memory), the tree writes keep ({@link treeForWrite}): as exact as the mark, and kept across
   * commits of other kinds, which move the mark. Else kept under the mark, or by age without one.
   */
  async tree(orgId: string): Promise<NamespaceTree> {
    if (this.changeMark !== undefined && this.writeTrees !== undefined) return this.treeForWrite(orgId);
    return this.cached(this.trees, orgId, () => loadNamespaceTree(this.store, orgId));
  }

  /**
   * The organization's namespace tree as a write must see it: as a read of the store would find it
   * now, every commit acknowledged before this call included. With the store's scope digest (read in
   * the turn of the write's other reads), the tree kept under the same digest; when the digest moved,
   * the tree is read whole and kept under the digest read beside it (in the same turn: on a store that
   * shares its turns, one statement and one snapshot), the digest of the records it was built from. A
   * digest read before the tree would not do: a commit landing between the two, undone later (records
   * the same again, which the contract lets a digest repeat for), would leave a tree of the records in
   * between kept under the digest of the records before and after. Else with the store's own change
   * mark, the tree {@link tree} keeps (used only while the mark stands, which any commit moves). Else,
   * and with the cache off, read whole.
   */
  async treeForWrite(orgId: string): Promise<NamespaceTree> {
    if (this.writeTrees === undefined) return this.changeMark === undefined ? loadNamespaceTree(this.store, orgId) : this.tree(orgId);
    const digest = await this.scopeDigest!("namespace", orgId);
    const kept = this.writeTrees.get(orgId);
    if (kept?.digest === digest) return kept.tree;
    const [current, tree] = await Promise.all([this.scopeDigest!("namespace", orgId), loadNamespaceTree(this.store, orgId)]);
    this.writeTrees.set(orgId, { digest: current, tree });
    return tree;
  }

  /** Every enforced policy of the organization, in id order. */
  async enforcedPolicies(orgId: string): Promise<readonly Stored<PolicyRecord>[]> {
    return this.cached(this.enforced, orgId, async () => (await this.store.list("policy", orgId, ENFORCED_QUERY)).items);
  }

  /** The policies of the organization with these ids that exist, in the order given; one query for those not kept. */
  async policiesById(orgId: string, ids: readonly string[]): Promise<Stored<PolicyRecord>[]> {
    const mark = this.markNow();
    const found = ids.map((id) => this.current(this.policies, policyKey(orgId, id), mark));
    const missing = [...new Set(ids.filter((_, i) => found[i] === undefined))];
    if (missing.length > 0) {
      const generation = this.generation;
      const fetched = new Map((await this.store.getMany("policy", orgId, missing)).map((policy) => [policy.id, policy]));
      ids.forEach((id, i) => {
        if (found[i] !== undefined) return;
        found[i] = { value: fetched.get(id), mark };
        // A commit of this process landed while reading: what was read may predate it.
        if (this.policies !== undefined && generation === this.generation) this.policies.set(policyKey(orgId, id), found[i]);
      });
    }
    return found.flatMap((entry) => (entry?.value === undefined ? [] : [entry.value]));
  }

  /**
   * A user's membership of an organization, if any. `mark`: the store's change mark as the caller read
   * it once for its request (instead of reading it again here).
   */
  async membership(orgId: string, userId: string, mark?: Mark): Promise<Stored<MembershipRecord> | undefined> {
    const id = membershipId(orgId, userId);
    return this.cached(this.memberships, id, () => this.store.get("membership", GLOBAL_SCOPE, id), mark);
  }

  /**
   * A user's record, as current as a read of the store: kept only while the store's change mark proves
   * no commit landed since it was read (a renewed refresh token or a removal is seen at once). On a
   * store that reads its mark from its server, only with `mark`, the one the request read before
   * this; read every time without it, and from a store without a mark.
   */
  async user(id: string, mark?: Mark): Promise<Stored<UserRecord> | undefined> {
    const read = () => this.store.get("user", GLOBAL_SCOPE, id);
    if (this.users === undefined || (this.changeMark === undefined && mark === undefined)) return read();
    return this.cached(this.users, id, read, mark, true);
  }

  /** Where a read of the store begins: what it finds may be kept if it is still current when offered. */
  get readStart(): ReadStart {
    return { generation: this.generation, mark: this.markNow() };
  }

  noteMark(mark: string): void {
    this.markStood = mark === this.latestMark;
    if (this.markStood) return;
    this.latestMark = mark;
    this.markChanges += 1;
  }

  asksMarkFirst(): boolean {
    return this.markStood && this.users !== undefined;
  }

  freshMark(): Promise<string> {
    if (this.markRead === undefined) return this.startMarkRead();
    // One is on its way, asked before this call: the next starts once it is back.
    this.nextMarkRead ??= this.markRead.then(
      () => this.nextRead(),
      () => this.nextRead(),
    );
    return this.nextMarkRead;
  }

  private nextRead(): Promise<string> {
    this.nextMarkRead = undefined;
    return this.startMarkRead();
  }

  private startMarkRead(): Promise<string> {
    const read = this.readChangeMark!().then((mark) => {
      this.noteMark(mark);
      return mark;
    });
    this.markRead = read;
    const settled = () => {
      if (this.markRead === read) this.markRead = undefined;
    };
    read.then(settled, settled);
    return read;
  }

  markOfTurn(): Promise<number> {
    return new Promise((resolve, reject) => {
      if (this.waitingForMark.push({ resolve, reject }) === 1) setImmediate(() => this.readMarkOfTurn());
    });
  }

  /** Reads the mark once for this turn's callers, after the last of them asked (the check phase, after the turn's I/O). */
  private readMarkOfTurn(): void {
    const waiting = this.waitingForMark;
    this.waitingForMark = [];
    let mark: number;
    try {
      mark = this.changeMark!();
    } catch (error) {
      for (const caller of waiting) caller.reject(error);
      return;
    }
    for (const caller of waiting) caller.resolve(mark);
  }

  exactSince(): () => boolean {
    const [changes, unproven] = [this.markChanges, this.unprovenUses];
    return () => this.markChanges === changes && this.unprovenUses === unproven;
  }

  /** The mark what is read now is kept under: the store's own, or the one the latest request read. */
  private markNow(): Mark | undefined {
    return this.changeMark?.() ?? this.latestMark;
  }

  /** Keeps what a fresh read of the store (a write's own) found, unless a commit landed meanwhile. */
  offer(read: FreshRead, startedAt: ReadStart): void {
    if (startedAt.generation !== this.generation) return;
    const mark = startedAt.mark;
    if (read.kind === "tree") this.trees?.set(read.orgId, { value: new NamespaceTree(read.namespaces), mark });
    else if (read.kind === "enforced") this.enforced?.set(read.orgId, { value: read.policies, mark });
    else this.memberships?.set(read.id, { value: read.found, mark });
  }

  /** Drops what a commit of this process touched (called after every commit, failed ones too). */
  noteCommit(batch: Batch): void {
    for (const op of batch.ops) {
      if (op.kind === "namespace") this.drop(this.trees, op.scope);
      else if (op.kind === "policy") {
        this.drop(this.enforced, op.scope);
        this.drop(this.policies, policyKey(op.scope, op.op === "delete" ? op.id : op.record.id));
      } else if (op.kind === "membership") this.drop(this.memberships, op.op === "delete" ? op.id : op.record.id);
      else if (op.kind === "user") this.drop(this.users, op.op === "delete" ? op.id : op.record.id);
      else if (op.kind === "organization" && op.op === "delete") {
        this.drop(this.trees, op.scope);
        this.drop(this.enforced, op.scope);
        this.policies?.clear();
      }
    }
  }

  private drop<T extends object>(cache: LRUCache<string, T> | undefined, key: string): void {
    this.generation += 1;
    cache?.delete(key);
  }

  /**
   * The entry kept under `key`, if it may be used: with the store's own change mark (or `exact`), only
   * if it was read under `mark`; else while younger than maxAgeMs (the cache's TTL), counted as
   * unproven unless it was read under `mark`.
   */
  private current<T>(cache: LRUCache<string, Kept<T>> | undefined, key: string, mark: Mark | undefined, exact = false): Kept<T> | undefined {
    const found = cache?.get(key);
    if (found === undefined) return undefined;
    if (this.changeMark !== undefined || exact) return mark !== undefined && found.mark === mark ? found : undefined;
    if (mark === undefined || found.mark !== mark) this.unprovenUses += 1;
    return found;
  }

  /**
   * The entry under `key` while current, else what `read` finds (kept). `mark` is the change mark read
   * before any of this (by the caller, once for its request), else read here; either way before the store.
   */
  private async cached<T>(cache: LRUCache<string, Kept<T>> | undefined, key: string, read: () => Promise<T>, given?: Mark, exact = false): Promise<T> {
    // The mark is read before the store: a commit landing during the read moves it, and the entry is never used.
    const mark = given ?? this.markNow();
    const found = this.current(cache, key, mark, exact);
    if (found !== undefined) return found.value;
    const generation = this.generation;
    const value = await read();
    // A commit of this process landed while reading: what was read may predate it.
    if (cache !== undefined && generation === this.generation) cache.set(key, { value, mark });
    return value;
  }
}

function policyKey(orgId: string, policyId: string): string {
  return `${orgId}/${policyId}`;
}

/**
 * `store`, with every commit noted by `cache` (so this process reads its own writes), and what its
 * fresh reads of namespaces, enforced policies and memberships find kept by the cache too.
 */
export function storeFeedingReadCache(store: Store, cache: ReadCache): Store {
  return {
    get: async (kind, scope, id) => {
      if (kind !== "membership") return store.get(kind, scope, id);
      const startedAt = cache.readStart;
      const found = await store.get(kind, scope, id);
      cache.offer({ kind: "membership", id, found: found as Stored<MembershipRecord> | undefined }, startedAt);
      return found;
    },
    getMany: store.getMany.bind(store),
    async list(kind, scope, query) {
      const kept = kind === "namespace" && isWhole(query) ? "tree" : kind === "policy" && isEnforcedQuery(query) ? "enforced" : undefined;
      if (kept === undefined) return store.list(kind, scope, query);
      const startedAt = cache.readStart;
      const result = await store.list(kind, scope, query);
      if (kept === "tree") cache.offer({ kind: "tree", orgId: scope, namespaces: result.items as unknown as Stored<NamespaceRecord>[] }, startedAt);
      else cache.offer({ kind: "enforced", orgId: scope, policies: result.items as unknown as Stored<PolicyRecord>[] }, startedAt);
      return result;
    },
    async commit(batch) {
      try {
        return await store.commit(batch);
      } finally {
        cache.noteCommit(batch);
      }
    },
    close: () => store.close(),
    ...passedThrough(store),
  };
}

/** Whether a list query reads every record of its kind and scope. */
function isWhole(query: object | undefined): boolean {
  return query === undefined || Object.keys(query).length === 0;
}

/** Whether a list query is the one of an organization's enforced policies. */
function isEnforcedQuery(
  query:
    | { where?: object; orderBy?: readonly { field: string; descending?: boolean }[]; offset?: number; limit?: number; textHints?: readonly string[] }
    | undefined,
): boolean {
  // A list with text hints may be missing some (see ListQuery.textHints): never kept as the whole list.
  if (query === undefined || query.offset !== undefined || query.limit !== undefined || query.textHints !== undefined) return false;
  const where = query.where as Record<string, unknown> | undefined;
  return (
    where !== undefined &&
    Object.keys(where).length === 1 &&
    where.enforced === true &&
    query.orderBy?.length === 1 &&
    query.orderBy[0]!.field === "id" &&
    query.orderBy[0]!.descending !== true
  );
}
