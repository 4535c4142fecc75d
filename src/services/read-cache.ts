/**
 * What reads of the API need on every request and rarely changes, kept in memory: each organization's
 * namespace tree and enforced policies, the policies routes list (for their names), and memberships
 * (the caller's role). Only reads use it (GET and
 * HEAD, and the services' get and list methods); every write and every check a write makes reads the
 * store.
 *
 * - A change this process commits drops what it touches at once (the control plane's store notes every
 *   commit), so a process always reads its own writes.
 * - A change another process commits (a replica on the same database, the CLI) is seen within
 *   `maxAgeMs`: nothing is kept longer.
 * - Token revocation never depends on it: the user behind a token is read on every request.
 */
import { LRUCache } from "lru-cache";
import { GLOBAL_SCOPE, type Batch, type Store, type Stored } from "../store/port.js";
import type { MembershipRecord, NamespaceRecord, PolicyRecord } from "../store/records.js";
import { NamespaceTree } from "./namespace-tree.js";

/** How long a read cache entry may be used, in ms, by default. */
export const DEFAULT_READ_CACHE_MS = 1000;

/** The query of an organization's enforced policies. */
const ENFORCED_QUERY = { where: { enforced: true }, orderBy: [{ field: "id" as const }] };

/** What a fresh read found that the cache keeps too. */
type FreshRead =
  | { kind: "tree"; orgId: string; namespaces: Stored<NamespaceRecord>[] }
  | { kind: "enforced"; orgId: string; policies: Stored<PolicyRecord>[] }
  | { kind: "membership"; id: string; found: Stored<MembershipRecord> | undefined };

/** The id of a user's membership of an organization: one per pair, found without a query. */
export function membershipId(orgId: string, userId: string): string {
  return `${orgId}.${userId}`;
}

/** Read-mostly data of organizations, for reads. See the module's comment for what it guarantees. */
export class ReadCache {
  private readonly trees: LRUCache<string, NamespaceTree> | undefined;
  private readonly enforced: LRUCache<string, readonly Stored<PolicyRecord>[]> | undefined;
  private readonly memberships: LRUCache<string, { found: Stored<MembershipRecord> | undefined }> | undefined;
  /** Policies by organization and id (`found` undefined: there is none). */
  private readonly policies: LRUCache<string, { found: Stored<PolicyRecord> | undefined }> | undefined;
  /** Bumped by every invalidation: a read that raced with one is not kept. */
  private generation = 0;

  constructor(
    private readonly store: Store,
    maxAgeMs = DEFAULT_READ_CACHE_MS,
    /** The time in ms the entries' age is measured by (the control plane's clock). @defaultValue performance.now */
    now?: () => number,
  ) {
    if (maxAgeMs > 0) {
      // A clock of the application is read at every check (lru-cache otherwise reuses a reading for 1 ms of real time).
      const options = { ttl: maxAgeMs, ...(now === undefined ? {} : { perf: { now }, ttlResolution: 0 }) };
      this.trees = new LRUCache({ max: 1000, ...options });
      this.enforced = new LRUCache({ max: 1000, ...options });
      this.memberships = new LRUCache({ max: 10_000, ...options });
      this.policies = new LRUCache({ max: 10_000, ...options });
    }
  }

  /** The organization's namespaces as a tree. */
  async tree(orgId: string): Promise<NamespaceTree> {
    return this.cached(this.trees, orgId, async () => new NamespaceTree((await this.store.list("namespace", orgId)).items));
  }

  /** Every enforced policy of the organization, in id order. */
  async enforcedPolicies(orgId: string): Promise<readonly Stored<PolicyRecord>[]> {
    return this.cached(this.enforced, orgId, async () => (await this.store.list("policy", orgId, ENFORCED_QUERY)).items);
  }

  /** The policies of the organization with these ids that exist, in the order given; one query for those not kept. */
  async policiesById(orgId: string, ids: readonly string[]): Promise<Stored<PolicyRecord>[]> {
    const kept = ids.map((id) => this.policies?.get(policyKey(orgId, id)));
    const missing = [...new Set(ids.filter((_, i) => kept[i] === undefined))];
    if (missing.length > 0) {
      const generation = this.generation;
      const fetched = new Map((await this.store.getMany("policy", orgId, missing)).map((policy) => [policy.id, policy]));
      ids.forEach((id, i) => {
        if (kept[i] !== undefined) return;
        kept[i] = { found: fetched.get(id) };
        // A commit of this process landed while reading: what was read may predate it.
        if (this.policies !== undefined && generation === this.generation) this.policies.set(policyKey(orgId, id), kept[i]);
      });
    }
    return kept.flatMap((entry) => (entry?.found === undefined ? [] : [entry.found]));
  }

  /** A user's membership of an organization, if any. */
  async membership(orgId: string, userId: string): Promise<Stored<MembershipRecord> | undefined> {
    const id = membershipId(orgId, userId);
    return (await this.cached(this.memberships, id, async () => ({ found: await this.store.get("membership", GLOBAL_SCOPE, id) }))).found;
  }

  /** The invalidations so far: a read that started at this value may be kept if it is still current. */
  get readsSince(): number {
    return this.generation;
  }

  /** Keeps what a fresh read of the store (a write's own) found, unless a commit landed meanwhile. */
  offer(read: FreshRead, startedAt: number): void {
    if (startedAt !== this.generation) return;
    if (read.kind === "tree") this.trees?.set(read.orgId, new NamespaceTree(read.namespaces));
    else if (read.kind === "enforced") this.enforced?.set(read.orgId, read.policies);
    else this.memberships?.set(read.id, { found: read.found });
  }

  /** Drops what a commit of this process touched (called after every commit, failed ones too). */
  noteCommit(batch: Batch): void {
    for (const op of batch.ops) {
      if (op.kind === "namespace") this.drop(this.trees, op.scope);
      else if (op.kind === "policy") {
        this.drop(this.enforced, op.scope);
        this.drop(this.policies, policyKey(op.scope, op.op === "delete" ? op.id : op.record.id));
      } else if (op.kind === "membership") this.drop(this.memberships, op.op === "delete" ? op.id : op.record.id);
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

  private async cached<T extends object>(cache: LRUCache<string, T> | undefined, key: string, read: () => Promise<T>): Promise<T> {
    const found = cache?.get(key);
    if (found !== undefined) return found;
    const generation = this.generation;
    const value = await read();
    // A commit of this process landed while reading: what was read may predate it.
    if (cache !== undefined && generation === this.generation) cache.set(key, value);
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
    async get(kind, scope, id) {
      const startedAt = cache.readsSince;
      const found = await store.get(kind, scope, id);
      if (kind === "membership") cache.offer({ kind: "membership", id, found: found as Stored<MembershipRecord> | undefined }, startedAt);
      return found;
    },
    getMany: store.getMany.bind(store),
    async list(kind, scope, query) {
      const startedAt = cache.readsSince;
      const result = await store.list(kind, scope, query);
      if (kind === "namespace" && isWhole(query))
        cache.offer({ kind: "tree", orgId: scope, namespaces: result.items as unknown as Stored<NamespaceRecord>[] }, startedAt);
      else if (kind === "policy" && isEnforcedQuery(query))
        cache.offer({ kind: "enforced", orgId: scope, policies: result.items as unknown as Stored<PolicyRecord>[] }, startedAt);
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
    ...(store.watch === undefined ? {} : { watch: store.watch.bind(store) }),
    ...(store.failureCounts === undefined ? {} : { failureCounts: store.failureCounts }),
  };
}

/** Whether a list query reads every record of its kind and scope. */
function isWhole(query: object | undefined): boolean {
  return query === undefined || Object.keys(query).length === 0;
}

/** Whether a list query is the one of an organization's enforced policies. */
function isEnforcedQuery(
  query: { where?: object; orderBy?: readonly { field: string; descending?: boolean }[]; offset?: number; limit?: number } | undefined,
): boolean {
  if (query === undefined || query.offset !== undefined || query.limit !== undefined) return false;
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
