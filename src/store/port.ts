/**
 * The storage port: what the services need of a store, and nothing more. A store keeps records of the
 * kinds in {@link KINDS}, each in a scope (an organization id, or {@link GLOBAL_SCOPE}), and writes
 * them only through {@link Store.commit}, all-or-nothing.
 *
 * A third-party store implements {@link Store} and proves itself with the conformance suite exported
 * from `accessplane/testing`.
 */
import type { Kind, RecordTypes } from "./records.js";

export type { Kind, RecordTypes } from "./records.js";

/** Scope of records that belong to no single organization (users, memberships, invites). */
export const GLOBAL_SCOPE = "_global";

/**
 * The type of an indexed field's values: `text` (a string; a number written there compares by its
 * digits), `timestamp` (RFC 3339 UTC text of one fixed width, so that text order is time order), or
 * `boolean`. A record may leave any indexed field out (or `null`): it then compares as null.
 */
export type FieldType = "text" | "timestamp" | "boolean";

/** How a kind is stored: its scope, filterable fields, unique keys and sort keys, and their types. */
export interface KindSpec {
  /** `organization`: the scope is an organization id; `global`: always {@link GLOBAL_SCOPE}. */
  readonly scope: "organization" | "global";
  /**
   * Scalar fields that list queries may filter on (equality, or one of a list): top-level, or a path
   * of nested objects written with dots (`upstreamTunnel.sshPolicyId`: a record without the object
   * compares as null). Only filters may be nested.
   */
  readonly filters: readonly string[];
  /** Top-level array fields that list queries may filter on (the array contains the value). */
  readonly multi: readonly string[];
  /** Field tuples unique within a scope. A record missing a field of a tuple is not constrained. */
  readonly unique: readonly (readonly string[])[];
  /**
   * Fields list queries may order by; `id` always may, and breaks every tie. A store indexes each
   * together with the first filter, which is how such lists are queried.
   */
  readonly orderBy: readonly string[];
  /** The type of every field named above (a multi-valued field: of its elements), `id` aside. */
  readonly types: Readonly<Record<string, FieldType>>;
  /**
   * Filters and unique-key fields that most records leave unset (optional references): a store may
   * index them only where set, so that writing a record without one touches no page of its index. A
   * nested filter is treated so too. A list asking for such a field to be null still works, without
   * that index.
   */
  readonly sparse?: readonly string[];
  /**
   * The kind is counted whole per scope (an organization's quotas): a list or a count check without
   * `where` must cost the same however many records the scope holds (keep a count per scope).
   */
  readonly counted?: true;
}

/**
 * The version of {@link KINDS}: one more whenever a kind, a filter, a multi-valued field, a unique key
 * or a sort key changes. A store records the version its tables were made for ({@link Store.kindsVersion}),
 * migrates a store made for an older one, and refuses to open one made for a newer one; the control
 * plane refuses a store made for another version.
 */
export const KINDS_VERSION = 7;

/** The kinds of records, as every store must keep them. */
export const KINDS = {
  organization: { scope: "organization", filters: [], multi: [], unique: [], orderBy: [], types: {} },
  user: {
    scope: "global",
    filters: ["type", "subject", "email", "orgId", "refreshTokenHash"],
    multi: [],
    unique: [["subject"], ["refreshTokenHash"]],
    orderBy: [],
    types: { type: "text", subject: "text", email: "text", orgId: "text", refreshTokenHash: "text" },
  },
  membership: {
    scope: "global",
    filters: ["orgId", "userId", "role", "userType"],
    multi: [],
    unique: [["orgId", "userId"]],
    orderBy: [],
    types: { orgId: "text", userId: "text", role: "text", userType: "text" },
  },
  invite: { scope: "global", filters: ["orgId", "email"], multi: [], unique: [["orgId", "email"]], orderBy: [], types: { orgId: "text", email: "text" } },
  namespace: {
    scope: "organization",
    filters: ["parentId"],
    multi: [],
    unique: [["parentId", "name"]],
    orderBy: [],
    types: { parentId: "text", name: "text" },
  },
  cluster: { scope: "organization", filters: ["domain"], multi: [], unique: [["name"]], orderBy: [], types: { domain: "text", name: "text" }, counted: true },
  settings: {
    scope: "organization",
    filters: ["clusterId", "certificateAuthorityKeyPairId", "downstreamMtlsCaKeyPairId"],
    multi: [],
    unique: [["clusterId"]],
    orderBy: [],
    types: { clusterId: "text", certificateAuthorityKeyPairId: "text", downstreamMtlsCaKeyPairId: "text" },
    sparse: ["certificateAuthorityKeyPairId", "downstreamMtlsCaKeyPairId"],
  },
  policy: {
    scope: "organization",
    filters: ["namespaceId", "enforced"],
    multi: [],
    unique: [["namespaceId", "name"]],
    orderBy: ["name", "createdAt", "updatedAt"],
    types: { namespaceId: "text", enforced: "boolean", name: "text", createdAt: "timestamp", updatedAt: "timestamp" },
    counted: true,
  },
  route: {
    scope: "organization",
    // The upstream tunnel's SSH policy is found by its filter, so that a policy's deletion rule reads
    // the routes that name it, not every route of its namespaces.
    filters: ["namespaceId", "tlsCustomCaKeyPairId", "tlsClientKeyPairId", "tlsDownstreamClientCaKeyPairId", "upstreamTunnel.sshPolicyId"],
    multi: ["policyIds"],
    unique: [["namespaceId", "name"]],
    orderBy: ["name", "createdAt", "updatedAt"],
    types: {
      namespaceId: "text",
      tlsCustomCaKeyPairId: "text",
      tlsClientKeyPairId: "text",
      tlsDownstreamClientCaKeyPairId: "text",
      "upstreamTunnel.sshPolicyId": "text",
      policyIds: "text",
      name: "text",
      createdAt: "timestamp",
      updatedAt: "timestamp",
    },
    // Most routes name no key pair: their indexes hold only the routes that do.
    sparse: ["tlsCustomCaKeyPairId", "tlsClientKeyPairId", "tlsDownstreamClientCaKeyPairId"],
    counted: true,
  },
  keyPair: {
    scope: "organization",
    filters: ["namespaceId"],
    multi: [],
    unique: [],
    orderBy: ["name", "createdAt", "updatedAt"],
    types: { namespaceId: "text", name: "text", createdAt: "timestamp", updatedAt: "timestamp" },
    counted: true,
  },
  serviceAccount: {
    scope: "organization",
    filters: ["clusterId"],
    multi: [],
    unique: [],
    orderBy: ["createdAt"],
    types: { clusterId: "text", createdAt: "timestamp" },
    counted: true,
  },
  policyTestSuite: {
    scope: "organization",
    filters: ["namespaceId"],
    multi: [],
    unique: [["namespaceId", "name"]],
    orderBy: ["name", "createdAt", "updatedAt"],
    types: { namespaceId: "text", name: "text", createdAt: "timestamp", updatedAt: "timestamp" },
    counted: true,
  },
  // Approval policies, one per namespace that has one (id = the namespace's).
  approvalPolicy: { scope: "organization", filters: [], multi: [], unique: [], orderBy: [], types: {}, counted: true },
  // Changesets and activity are listed newest first, by their time-sortable ids.
  changeset: {
    scope: "organization",
    filters: ["clusterId", "status"],
    multi: [],
    unique: [["draftOf"]],
    orderBy: [],
    types: { clusterId: "text", status: "text", draftOf: "text" },
    // Only a cluster's pending draft sets it.
    sparse: ["draftOf"],
  },
  appliedConfig: { scope: "organization", filters: [], multi: [], unique: [], orderBy: [], types: {} },
  // A cluster's applied configuration, entity by entity; `matcher` and `refs` serve the apply's checks.
  appliedEntity: {
    scope: "organization",
    filters: ["clusterId", "matcher"],
    multi: ["refs"],
    unique: [],
    orderBy: [],
    types: { clusterId: "text", matcher: "text", refs: "text" },
  },
  // What recent applies changed (id = the changeset's), for reverts and for catching up.
  appliedDelta: { scope: "organization", filters: ["clusterId"], multi: [], unique: [], orderBy: [], types: { clusterId: "text" } },
  // Whole configurations recent changesets applied before schema version 3, for reverts.
  appliedSnapshot: { scope: "organization", filters: ["clusterId"], multi: [], unique: [], orderBy: [], types: { clusterId: "text" } },
  activity: {
    scope: "organization",
    filters: ["activityType", "entityType", "entityId", "namespaceId", "userId"],
    multi: ["changesetIds"],
    unique: [],
    orderBy: [],
    types: { activityType: "text", entityType: "text", entityId: "text", namespaceId: "text", userId: "text", changesetIds: "text" },
  },
  // Activity entries waiting to be streamed out, oldest (lowest id) first.
  outbox: { scope: "global", filters: [], multi: [], unique: [], orderBy: [], types: {} },
  system: { scope: "global", filters: [], multi: [], unique: [], orderBy: [], types: {} },
} as const satisfies Record<Kind, KindSpec>;

/** A record as a store returns it: with the version its last commit gave it. */
export type Stored<T> = T & { readonly version: number };

/** A filter value: equality, or membership in a list (an empty list matches nothing). */
export type FilterValue = string | number | boolean | readonly (string | number | boolean)[];

/** The fields a list of kind `K` may filter on. */
export type FilterField<K extends Kind> = (typeof KINDS)[K]["filters"][number] | (typeof KINDS)[K]["multi"][number];

/** The fields a list of kind `K` may order by. */
export type OrderField<K extends Kind> = (typeof KINDS)[K]["orderBy"][number] | "id";

/** A typed list query; filtering, ordering and paging run in the store. */
export interface ListQuery<K extends Kind> {
  /** All conditions must hold. On a multi field the array must contain the value (or one of them). */
  where?: Partial<Record<FilterField<K>, FilterValue>>;
  /** Sort keys, first is most significant; `id` breaks ties in the direction of the last key. */
  orderBy?: readonly { field: OrderField<K>; descending?: boolean }[];
  /** Matches to skip. @defaultValue 0 */
  offset?: number;
  /** Most matches to return. @defaultValue all */
  limit?: number;
  /** Also count every match before offset/limit (costs a scan of the matches). @defaultValue false */
  count?: boolean;
  /**
   * Text the wanted records' JSON contains, so that a store may read fewer: a store may leave out a
   * record whose JSON text, as it keeps it, does not contain each string (ASCII letters compared
   * without regard to case). It must keep every record that does, and every record whose text has a
   * character outside ASCII; it may keep any other, and ignore this altogether. Each string is
   * printable ASCII without `"` or `\`. The caller filters exactly what it reads: with these, `items`
   * and `total` may hold records the caller then leaves out.
   */
  textHints?: readonly string[];
}

/** A page of a list. */
export interface ListResult<T> {
  items: Stored<T>[];
  /** Number of matches before offset/limit, when the query asked for it. */
  total?: number;
}

/** Inserts a new record; `already_exists` when its id or a unique key is taken. */
export interface InsertOp<K extends Kind = Kind> {
  op: "insert";
  kind: K;
  scope: string;
  record: RecordTypes[K];
}

/** Replaces a record; `conflict` unless its stored version is `expectedVersion`. */
export interface UpdateOp<K extends Kind = Kind> {
  op: "update";
  kind: K;
  scope: string;
  record: RecordTypes[K];
  expectedVersion: number;
}

/** Deletes a record; `conflict` unless its stored version is `expectedVersion`. */
export interface DeleteOp<K extends Kind = Kind> {
  op: "delete";
  kind: K;
  scope: string;
  id: string;
  expectedVersion: number;
}

/** One write of a batch. */
export type WriteOp = { [K in Kind]: InsertOp<K> | UpdateOp<K> | DeleteOp<K> }[Kind];

/**
 * Asserts, when the batch commits, that a record still has the version a read found (`0`: that there
 * is still no such record). A read-only record (an organization's quotas) can so guard a write.
 */
export interface VersionCheck<K extends Kind = Kind> {
  check: "version";
  kind: K;
  scope: string;
  id: string;
  expectedVersion: number;
}

/**
 * Asserts, when the batch commits, that at most `max` records of a kind in a scope match `where`
 * (every record of the scope when `where` is empty): a quota, or "nothing is left in this namespace".
 * Counted before the batch's own writes, so a create under a quota of N checks `max: N - 1`.
 */
export interface CountCheck<K extends Kind = Kind> {
  check: "count";
  kind: K;
  scope: string;
  where: Partial<Record<FilterField<K>, FilterValue>>;
  max: number;
}

/** One check of a batch. */
export type BatchCheck = { [K in Kind]: VersionCheck<K> | CountCheck<K> }[Kind];

/**
 * Writes applied together or not at all, after `checks` hold: a store evaluates every check and
 * applies every write in one atomic step, so no other commit can land between a check and the writes
 * (a failed check is `conflict`, and nothing is written).
 */
export interface Batch {
  ops: readonly WriteOp[];
  checks?: readonly BatchCheck[];
}

/** What a commit did: the new version of each op's record, in op order (0 for deletes). */
export interface CommitResult {
  versions: number[];
}

/**
 * A store of records. Every read names its scope; every write goes through {@link Store.commit}.
 *
 * Errors are `AccessPlaneError`s: `conflict` (version mismatch, or a record changed or removed
 * since it was read), `already_exists` (duplicate id or unique key), `unavailable` (busy past its
 * timeout), `invalid_argument` (a filter or sort key the kind does not declare).
 */
export interface Store {
  /** One record by id, or `undefined`. */
  get<K extends Kind>(kind: K, scope: string, id: string): Promise<Stored<RecordTypes[K]> | undefined>;
  /** Records by id, in the order of `ids`, skipping missing ones. */
  getMany<K extends Kind>(kind: K, scope: string, ids: readonly string[]): Promise<Stored<RecordTypes[K]>[]>;
  /** A filtered, ordered page of records. */
  list<K extends Kind>(kind: K, scope: string, query?: ListQuery<K>): Promise<ListResult<RecordTypes[K]>>;
  /** Applies every op of the batch, or none of them. */
  commit(batch: Batch): Promise<CommitResult>;
  /** Releases the store's resources; later calls fail. */
  close(): Promise<void>;
  /**
   * The `KINDS_VERSION` (of `accessplane/store`) this store's tables and indexes were made for
   * (after any migration it ran when it opened). A store without it is taken to follow the current
   * `KINDS`.
   */
  readonly kindsVersion?: number;
  /**
   * Optional: calls `listener` after commits, by any process sharing the store, that wrote a record of
   * `kind` (at least once per commit; possibly for this process's own commits too). `resync: true`
   * means changes may have been missed (a dropped connection): read the current state again. Returns a
   * function that stops the calls. Stores without it are watched by polling.
   */
  watch?(kind: Kind, listener: (change: StoreChange) => void): () => void;
  /**
   * The kinds `watch` reports (every kind when absent): a store may announce only the kinds others
   * watch, such as PostgreSQL's NOTIFY of applied configurations. Watching another kind throws.
   */
  readonly watchedKinds?: readonly Kind[];
  /**
   * Optional: failure counts that every process sharing the store sees (the token exchange's throttle),
   * so that N replicas together allow what one process would. Stores without it are counted per process.
   */
  readonly failureCounts?: FailureCounts;
  /**
   * Optional: a number that is the same at two calls only if no commit landed in between, by this
   * object, another connection or another process; cheap to read (no round trip). With it, the control
   * plane answers a repeated read from memory while the number has not moved, and keeps what reads
   * need (namespace trees, memberships, users) for exactly as long. Stores without it (PostgreSQL,
   * where only a round trip could say) are read on every request.
   */
  changeMark?(): number;
  /**
   * Optional, for a store that can tell only by asking its server: a value, read with the reads asked
   * for in the same turn of the event loop (no round trip of its own), that is the same for two reads
   * only if no commit landed in between, by any process. The PostgreSQL store reads its snapshot
   * (`pg_current_snapshot()`: no transaction began writing or ended since). With it, a route or
   * policy GET or list that carries one of the control plane's ID tokens reads the mark (first, in one
   * read shared by the requests that arrive while it is on its way, while it has not been moving;
   * else beside its caller) and is answered from memory, its caller included, when kept under the
   * same mark. It must be read after it is asked for: a commit acknowledged before the call is seen.
   */
  readChangeMark?(): Promise<string>;
  /**
   * Optional: a value that is the same for two reads only if the records of `kind` in `scope` are the
   * same at both (each insert, update or delete, by this object, another connection or another
   * process, moves it; a record inserted again under an old id and version too; it may move more
   * often), read with the reads asked for in the same turn of the event loop where the store shares
   * turns. It must be read after it is asked for: a commit acknowledged before the call is seen. The
   * PostgreSQL store digests the rows' ids and the transactions that wrote them (`xmin`); the SQLite
   * store pairs `PRAGMA data_version` with its own commits to the kind and scope; the in-memory store
   * counts its commits to them. With it, writes (and, with `changeMark` too, reads) keep an
   * organization's namespace tree in memory and read it whole only after the digest moved, instead of
   * on every write (without it, a store's `changeMark` keeps the tree until the next commit of any kind).
   * The tree is kept under the digest read in the same turn as the tree: a digest may come back to an
   * earlier value when the records are the same again (PostgreSQL's does when a record is inserted and
   * deleted again) only if the reads of one turn see one state; otherwise it must never come back.
   */
  scopeDigest?(kind: Kind, scope: string): Promise<string>;
}

/** The failures counted under one key in its current window. */
export interface FailureWindow {
  key: string;
  failures: number;
  /** When the window ends (milliseconds since the epoch). */
  resetsAt: number;
}

/**
 * Failure counts in fixed windows, kept by a store so that every process sharing it counts together.
 * Times come from the caller (the control plane's clock), never from the database.
 */
export interface FailureCounts {
  /** The windows of `keys` that have not ended at `now`; keys without one are left out. */
  read(keys: readonly string[], now: number): Promise<FailureWindow[]>;
  /**
   * Counts one failure under each key, atomically per key: a window that ended by `now` (or none)
   * starts again at one failure, ending at `now + windowMs`. Returns every key's window after the count.
   */
  add(keys: readonly string[], now: number, windowMs: number): Promise<FailureWindow[]>;
}

/** A record written by some process, as {@link Store.watch} reports it. */
export type StoreChange = { kind: Kind; scope: string; id: string; resync?: false } | { resync: true };

/** Helpers to build batch operations with the record type checked against the kind. */
export const ops = {
  insert<K extends Kind>(kind: K, scope: string, record: RecordTypes[K]): WriteOp {
    return { op: "insert", kind, scope, record } as InsertOp<K> as WriteOp;
  },
  update<K extends Kind>(kind: K, scope: string, record: RecordTypes[K], expectedVersion: number): WriteOp {
    return { op: "update", kind, scope, record, expectedVersion } as UpdateOp<K> as WriteOp;
  },
  delete<K extends Kind>(kind: K, scope: string, id: string, expectedVersion: number): WriteOp {
    return { op: "delete", kind, scope, id, expectedVersion } as DeleteOp<K> as WriteOp;
  },
};

/** Helpers to build batch checks with the filter fields checked against the kind. */
export const checks = {
  /** The record still has `expectedVersion` (0: it still does not exist). */
  version<K extends Kind>(kind: K, scope: string, id: string, expectedVersion: number): BatchCheck {
    return { check: "version", kind, scope, id, expectedVersion } as VersionCheck<K> as BatchCheck;
  },
  /** At most `max` records of the kind in the scope match `where`. */
  count<K extends Kind>(kind: K, scope: string, where: Partial<Record<FilterField<K>, FilterValue>>, max: number): BatchCheck {
    return { check: "count", kind, scope, where, max } as CountCheck<K> as BatchCheck;
  },
};

/** Removes the store's `version` from a record, giving the plain record to write back. */
export function unversioned<T extends object>(stored: Stored<T> | T): T {
  const { version: _version, ...rest } = stored as T & { version?: number };
  return rest as T;
}
