/**
 * Changesets: each cluster's stream of configuration versions (docs/wire-contract.md, "Namespaces, clusters and
 * changesets"). Every configuration write is attached to the draft of each cluster it belongs to;
 * applying a draft builds and checks the cluster's whole configuration, hands it to the embedding
 * application's hooks, and makes it the cluster's current one.
 *
 * The state machine (also in the README):
 *
 * | from      | event                                           | to        |
 * |-----------|-------------------------------------------------|-----------|
 * | (none)    | a configuration write, no draft open            | pending   |
 * | pending   | a configuration write                           | pending   |
 * | pending   | applyChangeset, or the write when auto-applying | applying  |
 * | applying  | configuration valid and every hook returned     | current   |
 * | applying  | configuration invalid, or a hook threw          | failed    |
 * | current   | another changeset of the cluster became current | applied   |
 * | pending   | rejectChangeset                                 | rejected  |
 * | applying  | its lease ran out, no other draft is open       | pending   |
 * | applying  | its lease ran out while another draft is open   | failed    |
 *
 * An apply holds a lease (`applyLeaseMs`); when its process stops during the apply, the lease runs out
 * and any process recovers the changeset (the sweep at start and every half lease, or any apply or
 * write that meets it): back to `pending` and, with auto-apply, applied again; or `failed` when a newer
 * draft already carries its changes. Every draft has a marker record of kind `system` (id
 * `draft:<org>:<changeset>`) so that the sweep finds drafts without listing every organization; the
 * commit that makes a changeset `current`, `failed` or `rejected` removes its marker, so no write
 * leaves one behind (the sweep removes those of older releases, a bounded slice at a time).
 *
 * A successful apply applies everything saved, so it marks as applied the entries of its own changeset
 * and those of the cluster's failed changesets since the previous current one.
 *
 * Every transition is one commit that names the changeset's version, so two applies (or an apply and a
 * write) racing for one draft cannot both succeed. A draft leaves `pending` before its hooks run, so a
 * write made meanwhile opens the next draft.
 */
import { pageInMemory, parseListFilter, parseListOrder, type ListFields } from "./list-filter.js";
import { inSpan, markFailed } from "../observability/tracing.js";
import { AsyncLocalStorage } from "node:async_hooks";
import type { ActorRef, Changeset } from "../domain/entities.js";
import type { ChangesetStatus } from "../domain/primitives.js";
import type { ChangesetCompareQuery, ChangesetListQuery } from "../domain/requests.js";
import type { ChangesetComparison } from "../domain/wire.js";
import { toActivityLog } from "./activity.js";
import { AccessPlaneError, invalidArgument, isAccessPlaneError, notFound } from "../errors.js";
import { checks as batchChecks, GLOBAL_SCOPE, ops, unversioned, type BatchCheck, type ListResult, type Stored, type WriteOp } from "../store/port.js";
import type {
  ActivityRecord,
  AppliedChange,
  AppliedConfigRecord,
  AppliedEntityRecord,
  ChangesetRecord,
  ConfigKind,
  KeyPairRecord,
  PolicyRecord,
  RecordTypes,
  RouteRecord,
  SettingsRecord,
  SystemRecord,
} from "../store/records.js";
import { checkConfig, clusterNamespaces, configProblems, readConfigRecords, routeMatcher, type AppliedConfig } from "./applied-config.js";
import {
  appliedEntityId,
  appliedEntityRecord,
  AppliedStateCache,
  entityKey,
  isLegacyHeader,
  legacyEntities,
  matcherHash,
  namedKeyPairIds,
  recordsOf,
  routePolicyIds,
  sameRecord,
  withChanges,
  type AppliedState,
  type EntityRecord,
} from "./applied-state.js";
import { CONFIG_KINDS, configActivityData, isConfigEntityType, type ConfigEntityType } from "../kinds/index.js";
import { configActivityOp, type ConfigChange, type DraftAttachment, type DraftChangesets } from "./config-changes.js";
import { activityOp, nowIso, retryOnConflict, SYSTEM_ACTOR, type Actor, type ServiceContext } from "./context.js";
import { loadNamespaceTree, type NamespaceTree } from "./namespace-tree.js";

/** The transitions of the state machine above, as data: `from → event → to`. */
export const CHANGESET_TRANSITIONS: readonly { from: ChangesetStatus | "none"; event: string; to: ChangesetStatus }[] = [
  { from: "none", event: "write", to: "pending" },
  { from: "pending", event: "write", to: "pending" },
  { from: "pending", event: "apply", to: "applying" },
  { from: "applying", event: "succeed", to: "current" },
  { from: "applying", event: "fail", to: "failed" },
  { from: "current", event: "supersede", to: "applied" },
  { from: "pending", event: "reject", to: "rejected" },
  { from: "applying", event: "interrupted", to: "pending" },
  { from: "applying", event: "interrupted", to: "failed" },
];

/** How long an apply may run before another process takes it for interrupted. @defaultValue 60 s */
export const DEFAULT_APPLY_LEASE_MS = 60_000;
/** Applied configurations kept per cluster, to revert to. @defaultValue 20 */
export const DEFAULT_APPLY_HISTORY = 20;
/** How often an apply that lost a race with another process's apply tries again. */
const APPLY_ATTEMPTS = 5;
const DRAFT_MARKER = "draft:";
/** Markers the sweep handles between two yields to the event loop (and removes in one commit). */
const SWEEP_SLICE = 100;

/** The id of a changeset's draft marker. */
function markerId(orgId: string, changesetId: string): string {
  return `${DRAFT_MARKER}${orgId}:${changesetId}`;
}

/** The op that deletes a draft marker as read. */
function markerDelete(marker: Stored<SystemRecord>): WriteOp {
  return ops.delete("system", GLOBAL_SCOPE, marker.id, marker.version);
}

/** What a draft marker holds. */
type MarkerValue = { orgId: string; clusterId: string; changesetId: string };

/** What a sweep of interrupted applies did. */
export interface SweepResult {
  /** Applies found interrupted and recovered. */
  recovered: number;
  /** Drafts of auto-applying clusters that were applied. */
  applied: number;
}

/** Default and largest page of changesets. */
export const CHANGESET_PAGE = { default: 100, max: 1000 } as const;

/** Options of {@link ChangesetService.apply}. */
export interface ApplyOptions {
  /** Record the apply as the actor's update of the changeset in the activity log. @defaultValue true */
  logged?: boolean;
  /**
   * Take the whole configuration as saved, not only the entities written since the cluster's current
   * changeset: for a store whose records were changed other than through the control plane (a restore,
   * a script). Costs what the cluster holds. @defaultValue false
   */
  whole?: boolean;
}

/** A hook the embedding application runs on every applied configuration; throwing fails the apply. */
export type ApplyHook = (config: AppliedConfig) => void | Promise<void>;

/** Maps a stored changeset to its wire form. */
export function toChangeset(record: ChangesetRecord): Changeset {
  return {
    id: record.id,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    failureMessage: record.failureMessage,
    namespaceId: record.namespaceId,
    status: record.status,
  };
}

function present(record: Stored<ChangesetRecord>): { changeset: Changeset; version: number } {
  return { changeset: toChangeset(record), version: record.version };
}

/** The fields changesets filter and order on (the hosted API's); `cluster` is the cluster's id. */
export const CHANGESET_LIST_FIELDS: ListFields<ChangesetRecord> = {
  id: { kind: "string", get: (c) => c.id, exact: true },
  cluster: { kind: "string", get: (c) => c.clusterId, exact: true },
  status: { kind: "string", get: (c) => c.status, quick: true },
  failureMessage: { kind: "string", get: (c) => c.failureMessage, quick: true },
  createdAt: { kind: "date", get: (c) => c.createdAt },
  updatedAt: { kind: "date", get: (c) => c.updatedAt },
};

/**
 * Changesets of clusters: every configuration write joins its cluster's draft; applying the draft makes
 * its configuration the one the cluster runs. Reached as `plane.services.changesets`.
 *
 * @example
 * ```ts
 * const { items } = await plane.services.changesets.list(orgId, { clusterId, status: "pending" });
 * for (const draft of items) {
 *   const { changeset } = await plane.services.changesets.apply(orgId, draft.id, actor);
 *   if (changeset.status === "failed") console.error(changeset.failureMessage);
 * }
 * ```
 */
export interface ChangesetService {
  /** Changesets of the organization, newest first, optionally of one cluster and status; `total` when `count` is set. */
  list(orgId: string, query: ChangesetListQuery, count?: boolean): Promise<{ items: Changeset[]; total?: number }>;
  /** One changeset with its version; `not_found` when the organization has none with that id. */
  get(orgId: string, changesetId: string): Promise<{ changeset: Changeset; version: number }>;
  /**
   * Applies a cluster's draft: checks the whole configuration the cluster would run, runs the apply
   * hooks, and makes it current, or marks it `failed` with the reason (the cluster keeps its previous
   * configuration). Applies of one cluster run one after the other.
   */
  apply(orgId: string, changesetId: string, actor: Actor, options?: ApplyOptions): Promise<{ changeset: Changeset; version: number }>;
  /**
   * Rejects a draft: every entity it touched goes back to its state in the cluster's current applied
   * configuration (absent there: deleted), each revert recorded as activity, and the draft becomes
   * `rejected`, all in one commit. Reverts of entities other clusters share are attached to their
   * drafts. Throws `failed_precondition` for a changeset that is not the draft, or when a revert would
   * leave a route listing a policy that no longer exists.
   */
  reject(orgId: string, changesetId: string, actor: Actor): Promise<{ changeset: Changeset; version: number }>;
  /**
   * Opens (or fills) the cluster's draft with the changes that bring every configuration entity of the
   * cluster back to its state as of `changesetId`'s application: entities created since are deleted,
   * deleted ones re-created with their ids, changed ones restored; each recorded as activity like any
   * write, so that compare, apply and reject review it. With auto-apply the draft is applied at once.
   * Throws `failed_precondition` when the changeset was never applied or its snapshot is no longer kept.
   */
  revert(orgId: string, changesetId: string, actor: Actor): Promise<{ changeset: Changeset; version: number }>;
  /**
   * The activity of every entity changed after the start changeset up to and including the end one,
   * grouped per entity (entities in order of their first change, entries oldest first). Reads only
   * the changesets newer than the start and the entries attached to those in the range.
   */
  compare(orgId: string, query: ChangesetCompareQuery): Promise<ChangesetComparison>;
  /**
   * The configuration the cluster runs now, or `undefined` before its first apply. One read of the
   * cluster's applied-config header when this process has that version in memory (every version it
   * applied itself, and others' when their deltas are kept); the whole configuration otherwise.
   */
  getAppliedConfig(orgId: string, clusterId: string): Promise<AppliedConfig | undefined>;
  /** Runs `hook` on every configuration applied from now on; returns a function that removes it. */
  onApply(hook: ApplyHook): () => void;
  /**
   * Recovers interrupted applies and applies the drafts of auto-applying clusters that nobody applied
   * (their writer stopped between its commit and its apply). Runs at start and every half lease;
   * safe to run in every process at once. A draft is left to its writer for a few seconds, except with
   * `atStart` (the sweep a process runs when it starts: a first start killed between its commit and
   * its apply then runs its configuration at the restart, not a sweep later).
   */
  sweep(options?: { atStart?: boolean }): Promise<SweepResult>;
}

/** Implements {@link ChangesetService} (internal: the control plane constructs it). */
export class Changesets implements ChangesetService, DraftChangesets {
  private readonly hooks = new Set<ApplyHook>();
  private readonly appliedListeners = new Set<(orgId: string, clusterId: string, version: number) => void>();
  /** Changesets this process is applying now: never taken for interrupted by its own sweep. */
  private readonly inFlight = new Set<string>();
  /** The last apply of each cluster in this process, which the next one waits for. */
  private readonly applyQueue = new Map<string, Promise<void>>();
  /** Commits in flight that open a cluster's draft, by cluster: this process's other writers attach after them. */
  private readonly opening = new Map<string, Promise<void>>();
  /** Commits in flight of writes attached to a draft, by draft: its apply starts after them. */
  private readonly attaching = new Map<string, Set<Promise<void>>>();
  /** Drafts as the write that just committed to them found them, until its auto-apply takes them. */
  private readonly knownDrafts = new Map<string, Stored<ChangesetRecord>>();
  /** Automatic applies waiting for their turn, by draft: writes to that draft wait for the same apply. */
  private readonly autoApplies = new Map<string, Promise<Stored<ChangesetRecord>>>();
  /** The clusters whose apply hooks the current async context runs in. */
  private readonly hookContext = new AsyncLocalStorage<ReadonlySet<string>>();
  /** Each cluster's applied configuration as this process last saw it, by version. */
  private readonly appliedStates: AppliedStateCache;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly leaseMs = DEFAULT_APPLY_LEASE_MS,
    /** Applied configurations kept per cluster for reverts. */
    private readonly historyLimit = DEFAULT_APPLY_HISTORY,
  ) {
    this.appliedStates = new AppliedStateCache(ctx.store);
  }

  /** Calls `listener` after every configuration this process applies; returns a function that removes it. */
  onApplied(listener: (orgId: string, clusterId: string, version: number) => void): () => void {
    this.appliedListeners.add(listener);
    return () => this.appliedListeners.delete(listener);
  }

  onApply(hook: ApplyHook): () => void {
    this.hooks.add(hook);
    return () => this.hooks.delete(hook);
  }

  async list(orgId: string, query: ChangesetListQuery, count = false): Promise<{ items: Changeset[]; total?: number }> {
    const { items, total } = await this.listRecords(orgId, query, count);
    return { items: items.map(toChangeset), ...(total === undefined ? {} : { total }) };
  }

  private async listRecords(orgId: string, query: ChangesetListQuery, count: boolean): Promise<ListResult<ChangesetRecord>> {
    const where: { clusterId?: string; status?: string } = {};
    if (query.clusterId !== undefined) where.clusterId = query.clusterId;
    if (query.status !== undefined) where.status = query.status;
    const predicate = parseListFilter(query.filter, CHANGESET_LIST_FIELDS);
    const order = parseListOrder(query.orderBy, CHANGESET_LIST_FIELDS);
    if (predicate !== undefined || order !== undefined) {
      // A cluster's changesets are few enough to filter and order in memory (newest first by default).
      const all = await this.ctx.store.list("changeset", orgId, { where, orderBy: [{ field: "id", descending: true }] });
      const page = pageInMemory(all.items, predicate, order, query.offset ?? 0, Math.min(query.limit ?? CHANGESET_PAGE.default, CHANGESET_PAGE.max));
      return count ? page : { items: page.items };
    }
    return this.ctx.store.list("changeset", orgId, {
      where,
      orderBy: [{ field: "id", descending: true }],
      offset: query.offset ?? 0,
      limit: Math.min(query.limit ?? CHANGESET_PAGE.default, CHANGESET_PAGE.max),
      count,
    });
  }

  async get(orgId: string, changesetId: string): Promise<{ changeset: Changeset; version: number }> {
    return present(await this.record(orgId, changesetId));
  }

  /** The stored changeset; `not_found` when the organization has none with that id. */
  private async record(orgId: string, changesetId: string): Promise<Stored<ChangesetRecord>> {
    const found = await this.ctx.store.get("changeset", orgId, changesetId);
    if (found === undefined) throw notFound("changeset");
    return found;
  }

  async getAppliedConfig(orgId: string, clusterId: string): Promise<AppliedConfig | undefined> {
    const [header, tree] = await Promise.all([this.ctx.store.get("appliedConfig", orgId, clusterId), loadNamespaceTree(this.ctx.store, orgId)]);
    if (header === undefined) return undefined;
    // Resolved at once: the state may be advanced by the next apply of this process.
    return this.appliedStates.resolve(await this.appliedStates.stateOf(header), tree);
  }

  /**
   * The ops that attach a change to the draft of each cluster it belongs to: an existing draft is
   * touched (its version checked, so an apply racing with the write makes one of them retry), a
   * missing one is opened.
   */
  async attach(orgId: string, clusterIds: readonly string[], except?: string): Promise<DraftAttachment> {
    const wanted = clusterIds.filter((id) => id !== except);
    const result: DraftAttachment = { ops: [], checks: [], changesetIds: [], drafts: new Map(), records: new Map() };
    if (wanted.length === 0) return result;
    // A draft this process is opening for one of the clusters: attach to it once its commit is done,
    // rather than open another at the same time (of which only one can win). Looked at again after the
    // read, which another writer's attach may have overtaken.
    let byCluster: Map<string, Stored<ChangesetRecord>>;
    for (;;) {
      await Promise.all(wanted.map((clusterId) => this.opening.get(clusterId) ?? Promise.resolve()));
      const open = await this.ctx.store.list("changeset", orgId, { where: { clusterId: [...wanted], status: "pending" } });
      byCluster = new Map(open.items.map((cs) => [cs.clusterId, cs]));
      if (!wanted.some((clusterId) => !byCluster.has(clusterId) && this.opening.has(clusterId))) break;
    }
    const at = nowIso(this.ctx);
    for (const clusterId of wanted) {
      const draft = byCluster.get(clusterId);
      if (draft !== undefined) {
        // Still this pending draft when the write commits; its row is not written (see DraftAttachment).
        result.checks.push(batchChecks.version("changeset", orgId, draft.id, draft.version));
        result.changesetIds.push(draft.id);
        result.drafts.set(clusterId, draft.id);
        result.records.set(draft.id, draft);
      } else {
        const record = this.newDraft(orgId, clusterId, at);
        result.ops.push(...this.draftOps(record));
        result.changesetIds.push(record.id);
        result.drafts.set(clusterId, record.id);
        result.records.set(record.id, { ...record, version: 1 });
      }
    }
    return result;
  }

  committing<T>(attachment: DraftAttachment, commit: () => Promise<T>): Promise<T> {
    const run = commit();
    // Committed: the drafts are as this write found them, which their apply may start from unread.
    void run.then(
      () => {
        for (const [id, record] of attachment.records) this.knownDrafts.set(id, record);
      },
      () => undefined,
    );
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    const opened = new Set(attachment.ops.flatMap((op) => (op.op === "insert" && op.kind === "changeset" ? [op.record.id] : [])));
    for (const [clusterId, draftId] of attachment.drafts) {
      if (opened.has(draftId)) {
        this.opening.set(clusterId, settled);
        void settled.then(() => {
          if (this.opening.get(clusterId) === settled) this.opening.delete(clusterId);
        });
      } else {
        const commits = this.attaching.get(draftId) ?? new Set<Promise<void>>();
        this.attaching.set(draftId, commits.add(settled));
        void settled.then(() => {
          commits.delete(settled);
          if (commits.size === 0 && this.attaching.get(draftId) === commits) this.attaching.delete(draftId);
        });
      }
    }
    return run;
  }

  /** The ops that insert a new draft: the changeset and the marker the sweep finds it by. */
  draftOps(record: ChangesetRecord): WriteOp[] {
    const value: MarkerValue = { orgId: record.orgId, clusterId: record.clusterId, changesetId: record.id };
    const marker: SystemRecord = { id: markerId(record.orgId, record.id), createdAt: record.createdAt, updatedAt: record.createdAt, value };
    return [ops.insert("changeset", record.orgId, record), ops.insert("system", GLOBAL_SCOPE, marker)];
  }

  /** The op that removes a changeset's draft marker in the commit that ends the changeset, if it has one. */
  private async markerRemoval(orgId: string, changesetId: string): Promise<WriteOp[]> {
    const marker = await this.ctx.store.get("system", GLOBAL_SCOPE, markerId(orgId, changesetId));
    return marker === undefined ? [] : [markerDelete(marker)];
  }

  /** Removes markers of finished changesets in one commit, or one by one when another process removed some first. */
  private async removeMarkers(markers: readonly Stored<SystemRecord>[]): Promise<void> {
    if (markers.length === 0) return;
    try {
      await this.ctx.store.commit({ ops: markers.map(markerDelete) });
    } catch (error) {
      if (!isAccessPlaneError(error, "conflict")) throw error;
      for (const marker of markers) {
        await this.ctx.store.commit({ ops: [markerDelete(marker)] }).catch((failure: unknown) => {
          if (!isAccessPlaneError(failure, "conflict")) throw failure;
        });
      }
    }
  }

  async sweep(options: { atStart?: boolean } = {}): Promise<SweepResult> {
    const result: SweepResult = { recovered: 0, applied: 0 };
    const markers = (await this.ctx.store.list("system", GLOBAL_SCOPE)).items.filter((m) => m.id.startsWith(DRAFT_MARKER));
    // A bounded slice at a time, yielding between slices: other requests run while a large sweep does.
    for (let start = 0; start < markers.length; start += SWEEP_SLICE) {
      if (start > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      await this.sweepSlice(markers.slice(start, start + SWEEP_SLICE), result, options.atStart === true ? 0 : Math.min(5000, this.leaseMs / 4));
    }
    if (result.recovered + result.applied > 0) this.ctx.logger.info({ ...result }, "changeset sweep");
    return result;
  }

  /** Sweeps some markers: the changesets read with one query per organization, finished ones' markers removed in one commit. */
  private async sweepSlice(markers: readonly Stored<SystemRecord>[], result: SweepResult, quietMs: number): Promise<void> {
    const now = this.ctx.clock().getTime();
    const byOrg = new Map<string, { marker: Stored<SystemRecord>; changesetId: string }[]>();
    for (const marker of markers) {
      const { orgId, changesetId } = marker.value as MarkerValue;
      byOrg.set(orgId, [...(byOrg.get(orgId) ?? []), { marker, changesetId }]);
    }
    const finished: Stored<SystemRecord>[] = [];
    for (const [orgId, group] of byOrg) {
      const ids = group.map(({ changesetId }) => changesetId);
      const found = new Map((await this.ctx.store.getMany("changeset", orgId, ids)).map((changeset) => [changeset.id, changeset]));
      for (const { marker, changesetId } of group) {
        const changeset = found.get(changesetId);
        if (changeset === undefined || (changeset.status !== "pending" && changeset.status !== "applying")) finished.push(marker);
        else await this.sweepDraft(orgId, changeset, now, quietMs, result);
      }
    }
    await this.removeMarkers(finished);
  }

  /** Recovers an interrupted apply, or applies a quiet draft of an auto-applying cluster its writer did not apply. */
  private async sweepDraft(orgId: string, changeset: Stored<ChangesetRecord>, now: number, quietMs: number, result: SweepResult): Promise<void> {
    const changesetId = changeset.id;
    try {
      if (changeset.status === "applying") {
        if (await this.recoverIfInterrupted(changeset)) result.recovered += 1;
        return;
      }
      // A pending draft of an auto-applying cluster, quiet for a while: its writer did not apply it.
      if (now - Date.parse(changeset.updatedAt) < quietMs) return;
      const settings = (await this.ctx.store.list("settings", orgId, { where: { clusterId: changeset.clusterId }, limit: 1 })).items[0];
      if (settings?.autoApplyChangesets !== true) return;
      const applied = await (this.autoApplies.get(changesetId) ?? this.queued(orgId, changeset.clusterId, changesetId, SYSTEM_ACTOR));
      if (applied.status === "current") result.applied += 1;
    } catch (error) {
      // Another process moved first (a conflict or a changeset no longer pending): its work, not ours.
      if (isAccessPlaneError(error, "conflict") || isAccessPlaneError(error, "failed_precondition")) return;
      this.ctx.logger.warn(
        { orgId, changesetId, reason: error instanceof Error ? error.message : String(error) },
        "changeset sweep: a draft could not be recovered",
      );
    }
  }

  /**
   * When `changeset` is `applying` past its lease: back to `pending` (and applied again when its
   * cluster auto-applies) if the cluster has no other draft, else `failed`, its changes carried by
   * that draft. Returns whether it was recovered.
   */
  private async recoverIfInterrupted(changeset: Stored<ChangesetRecord>): Promise<boolean> {
    if (changeset.status !== "applying" || !this.leaseExpired(changeset) || this.inFlight.has(changeset.id)) return false;
    const draftId = await this.reopen(changeset, "the process applying it stopped");
    if (draftId === undefined) return false;
    await this.autoApply(changeset.orgId, new Map([[changeset.clusterId, draftId]]), SYSTEM_ACTOR);
    return true;
  }

  /**
   * Ends an apply that will not finish: back to `pending` when the cluster has no other draft, else
   * `failed`, its changes carried by that draft. Returns the draft that now carries its changes, or
   * undefined when another process moved it first and it is no longer this process's to end.
   */
  private async reopen(changeset: Stored<ChangesetRecord>, why: string): Promise<string | undefined> {
    const { orgId, clusterId } = changeset;
    const at = nowIso(this.ctx);
    const open = await this.ctx.store.list("changeset", orgId, { where: { clusterId, status: "pending" }, limit: 1 });
    const { leaseExpiresAt: _lease, ...rest } = unversioned(changeset);
    const next: ChangesetRecord =
      open.items.length === 0
        ? { ...rest, status: "pending", draftOf: clusterId, updatedAt: at }
        : {
            ...rest,
            status: "failed",
            failureMessage: `the apply was interrupted (${why}); its changes go with changeset ${open.items[0]!.id}`,
            updatedAt: at,
          };
    try {
      const removal = next.status === "failed" ? await this.markerRemoval(orgId, changeset.id) : [];
      await this.ctx.store.commit({ ops: [ops.update("changeset", orgId, next, changeset.version), ...removal] });
    } catch (error) {
      // A write opened a draft meanwhile (the unique draft), or another process recovered it first.
      if (!isAccessPlaneError(error, "already_exists") && !isAccessPlaneError(error, "conflict")) throw error;
      const fresh = await this.ctx.store.get("changeset", orgId, changeset.id);
      // Still as read (the unique draft refused it): again, now finding that draft. Moved on: not ours.
      return fresh?.status === "applying" && fresh.version === changeset.version ? this.reopen(fresh, why) : undefined;
    }
    this.ctx.logger.warn({ orgId, changesetId: changeset.id, clusterId, status: next.status, why }, "recovered an interrupted apply");
    return next.status === "pending" ? changeset.id : open.items[0]!.id;
  }

  /** After this process's apply of `changesetId` failed on the store: the changeset is reopened at once, not left to its lease. */
  private async abandonApply(orgId: string, changesetId: string): Promise<void> {
    const changeset = await this.ctx.store.get("changeset", orgId, changesetId).catch(() => undefined);
    if (changeset?.status !== "applying" || this.inFlight.has(changesetId)) return;
    await this.reopen(changeset, "the apply's commit failed").catch(() => undefined);
  }

  /** One changeset, first recovered when it is an interrupted apply (so it may be the draft again). */
  private async getRecovered(orgId: string, changesetId: string): Promise<Stored<ChangesetRecord>> {
    const changeset = await this.record(orgId, changesetId);
    return changeset.status === "applying" && (await this.recoverIfInterrupted(changeset)) ? this.record(orgId, changesetId) : changeset;
  }

  private leaseExpired(changeset: ChangesetRecord): boolean {
    // A changeset left `applying` by a version without leases has none: take it for interrupted.
    const expires = changeset.leaseExpiresAt === undefined ? 0 : Date.parse(changeset.leaseExpiresAt);
    return this.ctx.clock().getTime() >= expires;
  }

  /** A new draft record of a cluster. */
  newDraft(orgId: string, clusterId: string, at = nowIso(this.ctx)): ChangesetRecord {
    return {
      id: this.ctx.newId(),
      createdAt: at,
      updatedAt: at,
      orgId,
      clusterId,
      namespaceId: clusterId,
      status: "pending",
      failureMessage: "",
      draftOf: clusterId,
    };
  }

  /**
   * Applies, before returning, the drafts of the clusters whose settings say `autoApplyChangesets`.
   * Writes of one cluster arriving while it applies join one draft and one apply (see `queued`).
   */
  async autoApply(orgId: string, drafts: ReadonlyMap<string, string>, actor: Actor, settingsRead?: Promise<ListResult<SettingsRecord>>): Promise<void> {
    if (drafts.size === 0) return;
    // What the writer knew of each draft is for this apply only, whether the cluster auto-applies or not.
    const known = new Map([...drafts.values()].map((id) => [id, this.knownDrafts.get(id)]));
    for (const id of known.keys()) this.knownDrafts.delete(id);
    const settings = await (settingsRead ?? this.ctx.store.list("settings", orgId, { where: { clusterId: [...drafts.keys()] } }));
    for (const s of settings.items) {
      const changesetId = drafts.get(s.clusterId);
      if (!s.autoApplyChangesets || changesetId === undefined) continue;
      try {
        await (this.autoApplies.get(changesetId) ?? this.queued(orgId, s.clusterId, changesetId, actor, known.get(changesetId)));
      } catch (error) {
        // Another writer applied or is applying this draft, which then carries this write too.
        if (!isAccessPlaneError(error, "failed_precondition")) throw error;
      }
    }
  }

  /**
   * An automatic apply of a draft that starts when the cluster's apply before it in this process ends
   * (at once inside a hook, which must not wait for itself). Until then the draft stays pending, so
   * writes made meanwhile attach to it and wait for this same apply: under a stream of writes, a
   * cluster applies once per apply's time, not once per write.
   */
  private queued(orgId: string, clusterId: string, changesetId: string, actor: Actor, known?: Stored<ChangesetRecord>): Promise<Stored<ChangesetRecord>> {
    const insideHook = this.hookContext.getStore()?.has(clusterId) === true;
    const previous = insideHook ? Promise.resolve() : (this.applyQueue.get(clusterId) ?? Promise.resolve());
    const run = previous.then(async () => {
      // Its turn: no more writes join it (a write attaching now conflicts with this start and opens the next draft).
      this.autoApplies.delete(changesetId);
      return this.runApply(orgId, await this.startApply(orgId, changesetId, known), actor, { logged: false });
    });
    this.autoApplies.set(changesetId, run);
    this.enqueue(clusterId, run);
    void run.catch(() => this.autoApplies.delete(changesetId));
    return run;
  }

  async apply(orgId: string, changesetId: string, actor: Actor, options: ApplyOptions = {}): Promise<{ changeset: Changeset; version: number }> {
    return present(await this.applyRecord(orgId, changesetId, actor, options));
  }

  /** Applies a changeset (see the interface's `apply`), handing out the stored changeset. */
  private async applyRecord(orgId: string, changesetId: string, actor: Actor, options: ApplyOptions = {}): Promise<Stored<ChangesetRecord>> {
    const applying = await this.startApply(orgId, changesetId);
    // One apply of a cluster at a time in this process: a draft opened while another applies waits
    // for it, so that it builds on the configuration that one made current.
    // A hook that writes to its own cluster must not wait for itself: inside a hook, no waiting.
    const insideHook = this.hookContext.getStore()?.has(applying.clusterId) === true;
    const previous = insideHook ? Promise.resolve() : (this.applyQueue.get(applying.clusterId) ?? Promise.resolve());
    const run = previous.then(() => this.runApply(orgId, applying, actor, options));
    this.enqueue(applying.clusterId, run);
    return run;
  }

  /** Makes `run` the apply of the cluster that the next one waits for. */
  private enqueue(clusterId: string, run: Promise<unknown>): void {
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.applyQueue.set(clusterId, settled);
    void settled.then(() => {
      if (this.applyQueue.get(clusterId) === settled) this.applyQueue.delete(clusterId);
    });
  }

  /** Changesets pending or applying across organizations (their draft markers), for `/metrics`. */
  async pendingCount(): Promise<number> {
    return (await this.ctx.store.list("system", GLOBAL_SCOPE)).items.filter((m) => m.id.startsWith(DRAFT_MARKER)).length;
  }

  /** Finishes an apply this process started (counted and traced). */
  private runApply(orgId: string, applying: Stored<ChangesetRecord>, actor: Actor, options: ApplyOptions): Promise<Stored<ChangesetRecord>> {
    const { metrics, tracer } = this.ctx.telemetry;
    const started = performance.now();
    const attributes = { "accessplane.changeset_id": applying.id, "accessplane.cluster_id": applying.clusterId };
    return inSpan(tracer, "accessplane.apply", { attributes }, async (span) => {
      try {
        const done = await this.runApplyOnce(orgId, applying, actor, options);
        const outcome = done.status === "current" ? "current" : "failed";
        metrics.apply(outcome, (performance.now() - started) / 1000);
        span?.setAttribute("accessplane.changeset_status", done.status);
        if (outcome === "failed") markFailed(span, done.failureMessage);
        return done;
      } catch (error) {
        metrics.apply("error", (performance.now() - started) / 1000);
        throw error;
      }
    });
  }

  private async runApplyOnce(orgId: string, applying: Stored<ChangesetRecord>, actor: Actor, options: ApplyOptions): Promise<Stored<ChangesetRecord>> {
    // An apply someone asked for is an update of the changeset in the activity log; an automatic one
    // (auto-apply, the sweep) is implied by the write that caused it and is not logged.
    const logged = options.logged ?? true;
    this.inFlight.add(applying.id);
    const run = this.finishApply(orgId, applying, actor, logged, options.whole ?? false).finally(() => this.inFlight.delete(applying.id));
    try {
      return await run;
    } catch (error) {
      // The store failed during the apply (hooks' failures end it as failed, without throwing): the
      // changeset is reopened at once, so that a retry applies it instead of waiting for its lease.
      await this.abandonApply(orgId, applying.id);
      throw error;
    }
  }

  private async finishApply(orgId: string, applying: Stored<ChangesetRecord>, actor: Actor, logged: boolean, whole: boolean): Promise<Stored<ChangesetRecord>> {
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.applyOnce(orgId, applying, actor, logged, whole);
      if (outcome !== "lost_race") return outcome;
      // Another process made a changeset of this cluster current meanwhile. Unless this changeset was
      // taken from us (its lease ran out), build again on what that apply made current: a write
      // acknowledged before this apply started must not be left out of the running configuration.
      const now = await this.ctx.store.get("changeset", orgId, applying.id);
      if (now === undefined || now.version !== applying.version) return now ?? applying;
      if (attempt >= APPLY_ATTEMPTS) {
        return this.fail(
          orgId,
          applying,
          `another changeset of the cluster was applied at the same time, ${APPLY_ATTEMPTS} times; apply again`,
          nowIso(this.ctx),
          logged ? actor : undefined,
        );
      }
    }
  }

  private async applyOnce(
    orgId: string,
    applying: Stored<ChangesetRecord>,
    actor: Actor,
    logged: boolean,
    whole: boolean,
  ): Promise<Stored<ChangesetRecord> | "lost_race"> {
    const changesetId = applying.id;
    const clusterId = applying.clusterId;
    const store = this.ctx.store;
    // Every read that depends on no other, at once: under load each round trip waits for the event
    // loop, so an apply costs its number of sequential reads. (A read gone stale by the commit makes
    // a version conflict, and the apply builds again.)
    const [tree, header, current, failedList, open, markerOps, historyCleanup] = await Promise.all([
      loadNamespaceTree(store, orgId),
      store.get("appliedConfig", orgId, clusterId),
      store.list("changeset", orgId, { where: { clusterId, status: "current" } }),
      store.list("changeset", orgId, { where: { clusterId, status: "failed" }, orderBy: [{ field: "id", descending: true }], limit: 100 }),
      // The changesets whose changes may not run yet: the draft, those applying (this one, and any interrupted).
      store.list("changeset", orgId, { where: { clusterId, status: ["pending", "applying"] } }),
      this.markerRemoval(orgId, changesetId),
      this.historyCleanup(orgId, clusterId),
    ]);
    const previousVersion = header?.configVersion ?? 0;
    // The cluster's failed changesets whose changes no apply has brought in yet (their ids are not
    // compared with the current one's: replicas' clocks may differ).
    const failed = failedList.items.filter((cs) => cs.incorporatedBy === undefined);
    const at = nowIso(this.ctx);
    const by = actorRef(actor);
    // What the apply changes: everything, the first time (or once for a configuration kept whole by an
    // older version); else the entities written since the current changeset (the entries attached to
    // the changesets after it), each brought to its state as saved now.
    const plan =
      whole || header === undefined || isLegacyHeader(header)
        ? await this.planWhole(orgId, clusterId, tree, header)
        : await this.planChanges(orgId, clusterId, tree, [...open.items.map((cs) => cs.id), ...failed.map((cs) => cs.id)]);
    let problems = plan.problems;
    let next: AppliedState | undefined;
    let resolved: AppliedConfig | undefined;
    if (problems.length === 0 && this.hooks.size > 0) {
      // Hooks get the whole configuration: the previous one (in memory, or read once) with the changes made.
      const base =
        header === undefined ? new Map() : (this.appliedStates.peek(orgId, clusterId, previousVersion) ?? (await this.appliedStates.stateOf(header))).entities;
      next = { orgId, clusterId, changesetId, version: previousVersion + 1, appliedAt: at, entities: withChanges(base, plan.changes) };
      resolved = this.appliedStates.resolve(next, tree);
      const clusters = new Set([...(this.hookContext.getStore() ?? []), clusterId]);
      problems = await this.hookContext.run(clusters, () => this.runHooks(resolved!));
    }
    if (problems.length > 0) {
      this.ctx.logger.warn({ orgId, changesetId, clusterId }, "changeset failed to apply");
      return this.fail(orgId, applying, summarize(problems), at, logged ? actor : undefined, tree);
    }
    const configVersion = previousVersion + 1;
    // Everything saved is applied: the entries of this changeset, and those of the cluster's changesets
    // that failed (or were interrupted) and were not brought in by an apply yet.
    const carried = new Set([changesetId, ...failed.map((cs) => cs.id)]);
    const entries = (plan.entries ?? (await store.list("activity", orgId, { where: { changesetIds: [...carried] } })).items).filter((entry) =>
      entry.changesetIds?.some((id) => carried.has(id)),
    );
    const { leaseExpiresAt: _lease, ...finished } = unversioned(applying);
    const done: ChangesetRecord = { ...finished, status: "current", appliedAt: at, appliedBy: by, updatedAt: at, configVersion };
    const newHeader: AppliedConfigRecord = { id: clusterId, createdAt: at, updatedAt: at, orgId, clusterId, changesetId, configVersion, appliedBy: by };
    const writes: WriteOp[] = [
      ops.update("changeset", orgId, done, applying.version),
      ...markerOps,
      ...current.items.map((cs) => ops.update("changeset", orgId, { ...unversioned(cs), status: "applied", updatedAt: at }, cs.version)),
      ...failed.map((cs) => ops.update("changeset", orgId, { ...unversioned(cs), incorporatedBy: changesetId }, cs.version)),
      // An entry shared by several clusters' drafts keeps the first application that carried it.
      ...entries
        .filter((entry) => entry.applied === undefined)
        .map((entry) => ops.update("activity", orgId, { ...unversioned(entry), applied: { at, by, changesetId } }, entry.version)),
      // The header's version is checked: of two processes applying at once, one commits.
      header === undefined ? ops.insert("appliedConfig", orgId, newHeader) : ops.update("appliedConfig", orgId, newHeader, header.version),
      ...plan.changes.flatMap((change) => {
        const row = plan.rows.get(entityKey(change.kind, change.id));
        // Gone: its record goes (an entity of a configuration kept whole by schema 2 has none).
        if (change.after === undefined) return row === undefined ? [] : [ops.delete("appliedEntity", orgId, row.id, row.version)];
        const record = appliedEntityRecord(orgId, clusterId, change.kind, change.after as EntityRecord, at);
        return [row === undefined ? ops.insert("appliedEntity", orgId, record) : ops.update("appliedEntity", orgId, record, row.version)];
      }),
      ...(this.historyLimit <= 0
        ? []
        : [
            ops.insert("appliedDelta", orgId, { id: changesetId, createdAt: at, updatedAt: at, orgId, clusterId, configVersion, changes: plan.changes }),
            ...historyCleanup,
          ]),
      ...(logged ? [changesetActivityOp(this.ctx, orgId, actor, done, tree, { at, by, changesetId })] : []),
    ];
    try {
      const { versions } = await this.ctx.store.commit({ ops: writes });
      // This process now holds the new version: readers and the next apply start from it.
      if (next !== undefined) this.appliedStates.remember(next, resolved);
      else this.appliedStates.advance(orgId, clusterId, previousVersion, { changesetId, version: configVersion, appliedAt: at }, plan.changes);
      for (const listener of [...this.appliedListeners]) {
        try {
          listener(orgId, clusterId, configVersion);
        } catch {
          // A listener's failure is its own.
        }
      }
      return { ...done, version: versions[0]! };
    } catch (error) {
      if (!isAccessPlaneError(error, "conflict")) throw error;
      return "lost_race";
    }
  }

  /**
   * An apply that takes the whole configuration as saved: a cluster's first, or the first of a
   * configuration kept whole by a version before schema 3 (its entities are then written one by one).
   */
  private async planWhole(orgId: string, clusterId: string, tree: NamespaceTree, header: AppliedConfigRecord | undefined): Promise<ApplyPlan> {
    const [records, rows] = await Promise.all([
      readConfigRecords(this.ctx.store, orgId, tree, clusterId),
      this.ctx.store.list("appliedEntity", orgId, { where: { clusterId } }),
    ]);
    const rowsByKey = new Map(rows.items.map((row) => [entityKey(row.entityKind, row.entityId), row]));
    if (records === undefined) return { changes: [], rows: rowsByKey, problems: ["the cluster no longer exists"] };
    const before = new Map<string, { kind: ConfigKind; record: EntityRecord }>(
      header !== undefined && isLegacyHeader(header)
        ? legacyEntities(header)
        : [...rowsByKey].map(([key, row]) => [key, { kind: row.entityKind, record: row.record as EntityRecord }]),
    );
    const after = new Map<string, { kind: ConfigKind; record: EntityRecord }>();
    const add = (kind: ConfigKind, list: readonly object[]) => {
      for (const record of list) after.set(entityKey(kind, (record as EntityRecord).id), { kind, record: record as EntityRecord });
    };
    add("settings", [records.settings]);
    add("route", records.routes);
    add("policy", records.policies);
    add("keyPair", records.keyPairs);
    add("serviceAccount", records.serviceAccounts);
    const changes: AppliedChange[] = [];
    for (const key of new Set([...before.keys(), ...after.keys(), ...rowsByKey.keys()])) {
      const was = before.get(key);
      const now = after.get(key);
      const kind = (now ?? was ?? { kind: rowsByKey.get(key)!.entityKind }).kind;
      const id = key.slice(kind.length + 1);
      // Rows are written for every entity (none exist yet when the header was kept whole).
      if (sameRecord(was?.record, now?.record) && rowsByKey.has(key) === (now !== undefined)) continue;
      changes.push({ kind, id, ...(was === undefined ? {} : { before: was.record }), ...(now === undefined ? {} : { after: now.record }) });
    }
    return { changes, rows: rowsByKey, problems: checkConfig(records, tree) };
  }

  /**
   * An apply of what was written since the current changeset: each entity an entry of a changeset
   * after it names, brought to its state as saved now (absent when deleted or moved out of the
   * cluster's namespaces). Checked for what it changes: the routes and settings it brings, and those
   * of the configuration that name a policy or key pair it changes.
   */
  private async planChanges(orgId: string, clusterId: string, tree: NamespaceTree, unapplied: readonly string[]): Promise<ApplyPlan> {
    const store = this.ctx.store;
    // `unapplied`: the changesets whose changes may not run yet (the draft, those applying, and the
    // failed ones no apply brought in).
    const entries = (await store.list("activity", orgId, { where: { changesetIds: [...unapplied] } })).items;
    const touched = new Map<string, { kind: ConfigKind; id: string }>();
    for (const entry of entries) {
      if (!isConfigEntityType(entry.entityType)) continue;
      const kind = CONFIG_KINDS[entry.entityType];
      touched.set(entityKey(kind, entry.entityId), { kind, id: entry.entityId });
    }
    const idsOf = (kind: ConfigKind) => [...touched.values()].filter((t) => t.kind === kind).map((t) => t.id);
    const kinds: ConfigKind[] = ["settings", "route", "policy", "keyPair", "serviceAccount"];
    const [saved, rows] = await Promise.all([
      Promise.all(
        kinds.map(async (kind) => (idsOf(kind).length === 0 ? [] : ((await store.getMany(kind, orgId, idsOf(kind))) as unknown as Stored<EntityRecord>[]))),
      ),
      touched.size === 0
        ? []
        : store.getMany(
            "appliedEntity",
            orgId,
            [...touched.values()].map((t) => appliedEntityId(clusterId, t.kind, t.id)),
          ),
    ]);
    const rowsByKey = new Map(rows.map((row) => [entityKey(row.entityKind, row.entityId), row]));
    const namespaces = new Set(clusterNamespaces(tree, clusterId));
    const savedByKey = new Map<string, EntityRecord>();
    kinds.forEach((kind, i) => {
      for (const record of saved[i]!) {
        const inCluster = kind === "settings" || kind === "serviceAccount" ? record.clusterId === clusterId : namespaces.has(record.namespaceId as string);
        if (inCluster) savedByKey.set(entityKey(kind, record.id), unversioned<EntityRecord>(record));
      }
    });
    const changes: AppliedChange[] = [];
    for (const [key, { kind, id }] of touched) {
      const before = rowsByKey.get(key)?.record;
      const now = savedByKey.get(key);
      if (sameRecord(before, now)) continue;
      changes.push({ kind, id, ...(before === undefined ? {} : { before }), ...(now === undefined ? {} : { after: now }) });
    }
    return { changes, rows: rowsByKey, problems: await this.changeProblems(orgId, clusterId, tree, changes), entries };
  }

  /** The problems an apply of `changes` brings into the cluster's configuration (see `configProblems`). */
  private async changeProblems(orgId: string, clusterId: string, tree: NamespaceTree, changes: readonly AppliedChange[]): Promise<string[]> {
    if (changes.length === 0) return [];
    const store = this.ctx.store;
    const changed = new Map(changes.map((change) => [entityKey(change.kind, change.id), change]));
    const brought = changes.filter((change) => change.after !== undefined && (change.kind === "route" || change.kind === "settings"));
    // Policies and key pairs this apply changes (moved, edited or removed): what names them is checked again.
    const targets = changes
      .filter((change) => change.before !== undefined && (change.kind === "policy" || change.kind === "keyPair"))
      .map((change) => change.id);
    const matchers = brought.filter((change) => change.kind === "route").map((change) => matcherHash(routeMatcher(change.after as unknown as RouteRecord)));
    // Each looked up by its own index alone (a store may otherwise walk the cluster's index), the
    // cluster's rows kept: an entity of a namespace above several clusters has a row in each.
    // What checked entities name (policies, key pairs), as the configuration will hold it: this
    // apply's version, or the applied one, read from the cluster's applied rows.
    const namedBy = (checkedEntities: readonly { kind: ConfigKind; record: EntityRecord }[]): string[] => {
      const named = new Set<string>();
      for (const { kind, record } of checkedEntities) {
        if (kind === "route") for (const id of routePolicyIds(record as unknown as RouteRecord)) named.add(entityKey("policy", id));
        for (const id of namedKeyPairIds(kind, record)) named.add(entityKey("keyPair", id));
      }
      return [...named].filter((key) => !changed.has(key));
    };
    const readApplied = (keys: readonly string[]) =>
      keys.length === 0
        ? Promise.resolve([])
        : store.getMany(
            "appliedEntity",
            orgId,
            keys.map((key) => `${clusterId}/${key}`),
          );
    const broughtEntities = brought.map((change) => ({ kind: change.kind, record: change.after as EntityRecord }));
    const broughtNamed = namedBy(broughtEntities);
    // Every query at once (an `await` inside the list would run them one after the other): what names
    // the changed policies and key pairs, routes matching the same requests, and what the brought
    // entities name; what the dependents name besides is read after.
    const [dependents, sameMatcher, appliedRows] = await Promise.all([
      targets.length === 0
        ? []
        : store.list("appliedEntity", orgId, { where: { refs: targets } }).then(({ items }) => items.filter((row) => row.clusterId === clusterId)),
      matchers.length === 0
        ? []
        : store.list("appliedEntity", orgId, { where: { matcher: matchers } }).then(({ items }) => items.filter((row) => row.clusterId === clusterId)),
      readApplied(broughtNamed),
    ]);
    const unchanged = (row: AppliedEntityRecord) => !changed.has(entityKey(row.entityKind, row.entityId));
    const dependentEntities = dependents.filter(unchanged).map((row) => ({ kind: row.entityKind, record: row.record as EntityRecord }));
    const checked: { kind: ConfigKind; record: EntityRecord }[] = [...broughtEntities, ...dependentEntities];
    const alreadyRead = new Set(broughtNamed);
    const moreRows = await readApplied(namedBy(dependentEntities).filter((key) => !alreadyRead.has(key)));
    const applied = new Map([...appliedRows, ...moreRows].map((row) => [entityKey(row.entityKind, row.entityId), row.record]));
    const lookup = (key: string) => (changed.has(key) ? changed.get(key)!.after : applied.get(key));
    const byId = (a: { record: EntityRecord }, b: { record: EntityRecord }) => (a.record.id < b.record.id ? -1 : a.record.id > b.record.id ? 1 : 0);
    const others = new Map<string, { id: string; name: string }>();
    for (const row of sameMatcher.filter(unchanged)) {
      const route = row.record as unknown as RouteRecord;
      others.set(routeMatcher(route), { id: route.id, name: route.name });
    }
    return configProblems({
      routes: checked
        .filter((c) => c.kind === "route")
        .sort(byId)
        .map((c) => c.record as unknown as RouteRecord),
      settings: checked.find((c) => c.kind === "settings")?.record as unknown as SettingsRecord | undefined,
      policy: (id) => lookup(entityKey("policy", id)) as unknown as PolicyRecord | undefined,
      keyPair: (id) => lookup(entityKey("keyPair", id)) as unknown as KeyPairRecord | undefined,
      tree,
      others,
    });
  }

  async reject(orgId: string, changesetId: string, actor: Actor): Promise<{ changeset: Changeset; version: number }> {
    // A write attaching itself to the draft meanwhile is a conflict: read everything again.
    return present(await retryOnConflict(() => this.rejectOnce(orgId, changesetId, actor)));
  }

  private async rejectOnce(orgId: string, changesetId: string, actor: Actor): Promise<Stored<ChangesetRecord>> {
    const draft = await this.getRecovered(orgId, changesetId);
    requireDraft(draft, "reject");
    const tree = await loadNamespaceTree(this.ctx.store, orgId);
    const entries = await this.ctx.store.list("activity", orgId, { where: { changesetIds: changesetId }, orderBy: [{ field: "id" }] });
    const touched = new Map<string, { type: ConfigEntityType; id: string }>();
    for (const entry of entries.items) {
      if (isConfigEntityType(entry.entityType)) touched.set(`${entry.entityType}:${entry.entityId}`, { type: entry.entityType, id: entry.entityId });
    }
    const applied = await this.appliedEntities(
      orgId,
      draft.clusterId,
      [...touched.values()].map(({ type, id }) => ({ kind: CONFIG_KINDS[type], id })),
    );
    const at = nowIso(this.ctx);
    const { reverts, deletedPolicies, finalPolicyIds } = await this.buildReverts(
      orgId,
      (kind, id) => applied.get(entityKey(kind, id)),
      [...touched.values()],
      at,
    );
    await this.checkNoDanglingPolicies(orgId, deletedPolicies, finalPolicyIds);
    // Reverts of entities other clusters share go into those clusters' drafts, one op per draft.
    const {
      writes: revertWrites,
      checks: draftChecks,
      drafts,
    } = await this.revertWrites(orgId, tree, reverts, actor, { except: draft.clusterId, alsoAttachTo: changesetId });
    const rejected: ChangesetRecord = { ...unversioned(draft), status: "rejected", updatedAt: at };
    delete rejected.draftOf;
    const writes: WriteOp[] = [
      ops.update("changeset", orgId, rejected, draft.version),
      ...(await this.markerRemoval(orgId, draft.id)),
      ...revertWrites,
      changesetActivityOp(this.ctx, orgId, actor, rejected, tree),
    ];
    const { versions } = await this.ctx.store.commit({ ops: writes, checks: draftChecks });
    await this.autoApply(orgId, drafts, actor);
    return { ...rejected, version: versions[0]! };
  }

  /** The records of `entities` in the cluster's applied configuration (absent ones left out), by entity key. */
  private async appliedEntities(
    orgId: string,
    clusterId: string,
    entities: readonly { kind: ConfigKind; id: string }[],
  ): Promise<Map<string, Record<string, unknown>>> {
    const header = await this.ctx.store.get("appliedConfig", orgId, clusterId);
    if (header === undefined || entities.length === 0) return new Map();
    if (isLegacyHeader(header)) {
      const whole = legacyEntities(header);
      return new Map(entities.flatMap(({ kind, id }) => whole.get(entityKey(kind, id)) ?? []).map(({ kind, record }) => [entityKey(kind, record.id), record]));
    }
    const rows = await this.ctx.store.getMany(
      "appliedEntity",
      orgId,
      entities.map(({ kind, id }) => appliedEntityId(clusterId, kind, id)),
    );
    return new Map(rows.map((row) => [entityKey(row.entityKind, row.entityId), row.record]));
  }

  /** A reverted delete of a policy must not leave a route (not itself reverted away from it) listing it. */
  private async checkNoDanglingPolicies(orgId: string, deleted: string[], finalPolicyIds: Map<string, string[] | undefined>): Promise<void> {
    if (deleted.length === 0) return;
    const listing = await this.ctx.store.list("route", orgId, { where: { policyIds: deleted } });
    const dangling = listing.items.filter((route) => {
      const final = finalPolicyIds.has(route.id) ? finalPolicyIds.get(route.id) : route.policyIds;
      return final?.some((id) => deleted.includes(id)) === true;
    });
    if (dangling.length > 0) {
      throw new AccessPlaneError(
        "failed_precondition",
        `rejecting would delete policies that routes ${dangling.map((r) => `"${r.name}"`).join(", ")} still list; change those routes first`,
      );
    }
  }

  async compare(orgId: string, query: ChangesetCompareQuery): Promise<ChangesetComparison> {
    const { startChangeset, endChangeset, entities } = await this.compareRecords(orgId, query);
    return {
      ...(startChangeset !== undefined ? { startChangeset: toChangeset(startChangeset) } : {}),
      endChangeset: toChangeset(endChangeset),
      entities: entities.map((entries) => entries.map(toActivityLog)),
    };
  }

  private async compareRecords(
    orgId: string,
    query: ChangesetCompareQuery,
  ): Promise<{ startChangeset?: ChangesetRecord; endChangeset: ChangesetRecord; entities: ActivityRecord[][] }> {
    const { clusterId } = query;
    if ((await this.ctx.store.get("cluster", orgId, clusterId)) === undefined) throw notFound("cluster");
    const ofCluster = async (id: string, param: string): Promise<ChangesetRecord> => {
      const found = await this.ctx.store.get("changeset", orgId, id);
      if (found === undefined || found.clusterId !== clusterId) throw invalidArgument(`/${param}`, "no changeset with this id in the cluster");
      return found;
    };
    const start =
      query.firstId !== undefined
        ? await ofCluster(query.firstId, "firstId")
        : (await this.ctx.store.list("changeset", orgId, { where: { clusterId, status: "current" }, limit: 1 })).items[0];
    const end =
      query.secondId !== undefined
        ? await ofCluster(query.secondId, "secondId")
        : (await this.ctx.store.list("changeset", orgId, { where: { clusterId }, orderBy: [{ field: "id", descending: true }], limit: 1 })).items[0];
    if (end === undefined) throw notFound("changeset");
    if (start !== undefined && start.id > end.id) throw invalidArgument("/firstId", "the first changeset must not be newer than the second");
    // Changesets after the start up to the end, read newest first in pages until the start is passed.
    const inRange: string[] = [];
    for (let offset = 0; ; offset += 200) {
      const page = await this.ctx.store.list("changeset", orgId, { where: { clusterId }, orderBy: [{ field: "id", descending: true }], offset, limit: 200 });
      for (const cs of page.items) if (cs.id <= end.id && (start === undefined || cs.id > start.id)) inRange.push(cs.id);
      const last = page.items.at(-1);
      if (page.items.length < 200 || last === undefined || (start !== undefined && last.id <= start.id)) break;
    }
    const entries =
      inRange.length === 0 ? [] : (await this.ctx.store.list("activity", orgId, { where: { changesetIds: inRange }, orderBy: [{ field: "id" }] })).items;
    const grouped = new Map<string, ActivityRecord[]>();
    for (const entry of entries) {
      const key = `${entry.entityType}:${entry.entityId}`;
      const list = grouped.get(key);
      if (list === undefined) grouped.set(key, [entry]);
      else list.push(entry);
    }
    return { ...(start !== undefined ? { startChangeset: start } : {}), endChangeset: end, entities: [...grouped.values()] };
  }

  /**
   * The ops that keep what this apply changed (id = the changeset's), for reverts, and drop what is
   * past the cluster's last `historyLimit` applies (deltas, and whole snapshots of older versions).
   */
  /** The deletes that keep the cluster's history within `historyLimit` once an apply adds its delta. */
  private async historyCleanup(orgId: string, clusterId: string): Promise<WriteOp[]> {
    if (this.historyLimit <= 0) return [];
    const store = this.ctx.store;
    const newestFirst = [{ field: "id" as const, descending: true }];
    const [pastLimit, snapshots] = await Promise.all([
      store.list("appliedDelta", orgId, { where: { clusterId }, orderBy: newestFirst, offset: this.historyLimit - 1, limit: 100 }),
      store.list("appliedSnapshot", orgId, { where: { clusterId }, orderBy: newestFirst }),
    ]);
    // Whole snapshots kept by versions before schema 3 are older than every delta: they go first.
    let oldSnapshots: Stored<AppliedConfigRecord>[] = [];
    if (snapshots.items.length > 0) {
      const deltas = (await store.list("appliedDelta", orgId, { where: { clusterId }, limit: this.historyLimit - 1 })).items.length;
      oldSnapshots = snapshots.items.slice(Math.max(0, this.historyLimit - 1 - deltas));
    }
    return [
      ...pastLimit.items.map((old) => ops.delete("appliedDelta", orgId, old.id, old.version)),
      ...oldSnapshots.map((snapshot) => ops.delete("appliedSnapshot", orgId, snapshot.id, snapshot.version)),
    ];
  }

  /**
   * The cluster's configuration as `changesetId`'s apply left it: the current one with the deltas of
   * the later applies undone, or a whole snapshot kept by a version before schema 3. Throws
   * `failed_precondition` when it is no longer kept.
   */
  private async configAsApplied(orgId: string, clusterId: string, changesetId: string): Promise<Map<string, { kind: ConfigKind; record: EntityRecord }>> {
    const [snapshot, delta, header] = await Promise.all([
      this.ctx.store.get("appliedSnapshot", orgId, changesetId),
      this.ctx.store.get("appliedDelta", orgId, changesetId),
      this.ctx.store.get("appliedConfig", orgId, clusterId),
    ]);
    if (snapshot !== undefined) return legacyEntities(snapshot);
    if (delta === undefined || header === undefined) {
      throw new AccessPlaneError(
        "failed_precondition",
        `what the changeset applied is no longer kept (the last ${this.historyLimit} applies of each cluster are)`,
      );
    }
    const later = (
      await this.ctx.store.list("appliedDelta", orgId, {
        where: { clusterId },
        orderBy: [{ field: "id", descending: true }],
        limit: header.configVersion - delta.configVersion,
      })
    ).items.filter((d) => d.id > changesetId);
    let entities = new Map((await this.appliedStates.stateOf(header)).entities);
    // Newest first: each delta undone gives the configuration before it.
    for (const undone of later) entities = withChanges(entities, undone.changes, true);
    return entities;
  }

  async revert(orgId: string, changesetId: string, actor: Actor): Promise<{ changeset: Changeset; version: number }> {
    return present(await this.revertRecord(orgId, changesetId, actor));
  }

  private async revertRecord(orgId: string, changesetId: string, actor: Actor): Promise<Stored<ChangesetRecord>> {
    const target = await this.record(orgId, changesetId);
    if (target.status !== "current" && target.status !== "applied") {
      throw new AccessPlaneError("failed_precondition", `the changeset is ${target.status}: only a changeset that was applied can be reverted to`);
    }
    const clusterId = target.clusterId;
    const then = await this.configAsApplied(orgId, clusterId, changesetId);
    const drafts = await retryOnConflict(async () => {
      const tree = await loadNamespaceTree(this.ctx.store, orgId);
      const now = await readConfigRecords(this.ctx.store, orgId, tree, clusterId);
      if (now === undefined) throw notFound("cluster");
      // Every entity the cluster has now or had then.
      const touched = new Map<string, { type: ConfigEntityType; id: string }>();
      const add = (type: ConfigEntityType, records: readonly { id: string }[]) => records.forEach((r) => touched.set(`${type}:${r.id}`, { type, id: r.id }));
      for (const records of [now, recordsOf(then)]) {
        if (records === undefined) continue;
        add("settings", [records.settings]);
        add("route", records.routes);
        add("policy", records.policies);
        add("key_pair", records.keyPairs);
        add("service_account", records.serviceAccounts);
      }
      const at = nowIso(this.ctx);
      const wanted = (kind: ConfigKind, id: string) => then.get(entityKey(kind, id))?.record;
      const { reverts, deletedPolicies, finalPolicyIds } = await this.buildReverts(orgId, wanted, [...touched.values()], at);
      if (reverts.length === 0) throw new AccessPlaneError("failed_precondition", "the cluster's configuration is already as that changeset left it");
      await this.checkNoDanglingPolicies(orgId, deletedPolicies, finalPolicyIds);
      // The cluster's own draft always, and those of the clusters that share a reverted entity.
      const { writes, checks, drafts } = await this.revertWrites(orgId, tree, reverts, actor, { include: clusterId });
      await this.ctx.store.commit({ ops: writes, checks });
      return drafts;
    });
    await this.autoApply(orgId, drafts, actor);
    return this.record(orgId, drafts.get(clusterId)!);
  }

  /**
   * The writes of `reverts`, each with its activity entry, attached to the draft of every cluster the
   * entity belongs to (opened where none is): not `except`'s, always `include`'s, and, for every
   * entry, `alsoAttachTo` (the draft a reject closes).
   */
  private async revertWrites(
    orgId: string,
    tree: NamespaceTree,
    reverts: readonly { op: WriteOp; change: ConfigChange }[],
    actor: Actor,
    options: { except?: string; include?: string; alsoAttachTo?: string },
  ): Promise<{ writes: WriteOp[]; checks: BatchCheck[]; drafts: Map<string, string> }> {
    const clustersOf = new Map(reverts.map(({ change }) => [change.entityId, tree.clustersOf(change.namespaceId)]));
    const clusters = new Set([...(options.include === undefined ? [] : [options.include]), ...[...clustersOf.values()].flat()]);
    const attachment = await this.attach(orgId, [...clusters], options.except);
    const writes: WriteOp[] = [...attachment.ops];
    for (const { op, change } of reverts) {
      const drafts = clustersOf.get(change.entityId)!.flatMap((clusterId) => attachment.drafts.get(clusterId) ?? []);
      writes.push(op, configActivityOp(this.ctx, orgId, actor, tree, change, options.alsoAttachTo === undefined ? drafts : [options.alsoAttachTo, ...drafts]));
    }
    return { writes, checks: attachment.checks, drafts: attachment.drafts };
  }

  /**
   * The ops that bring each of `touched` to its state in `target` (absent there: deleted), deletes
   * first, then updates, then re-inserts (a name freed by one may be taken by another).
   */
  private async buildReverts(
    orgId: string,
    target: (kind: ConfigKind, id: string) => Record<string, unknown> | undefined,
    touched: readonly { type: ConfigEntityType; id: string }[],
    at: string,
  ): Promise<{ reverts: { op: WriteOp; change: ConfigChange }[]; deletedPolicies: string[]; finalPolicyIds: Map<string, string[] | undefined> }> {
    const reverts: { op: WriteOp; change: ConfigChange }[] = [];
    const finalPolicyIds = new Map<string, string[] | undefined>();
    const deletedPolicies: string[] = [];
    for (const { type, id } of touched) {
      const kind = CONFIG_KINDS[type];
      const found = target(kind, id);
      const wanted = found === undefined ? undefined : { ...found };
      const now = (await this.ctx.store.get(kind, orgId, id)) as Stored<Record<string, unknown>> | undefined;
      if (kind === "settings" && wanted === undefined) continue; // never applied: nothing to go back to
      const namespaceId = ((wanted ?? now) as { namespaceId: string } | undefined)?.namespaceId ?? "";
      if (wanted !== undefined && now !== undefined) {
        const { updatedAt: _w, ...wantedFields } = wanted;
        const { updatedAt: _n, ...nowFields } = unversioned(now);
        if (JSON.stringify(wantedFields) === JSON.stringify(nowFields)) continue;
        const record = { ...wanted, updatedAt: at };
        reverts.push({
          op: ops.update(kind, orgId, record as never, now.version),
          change: { activityType: "update", entityType: type, entityId: id, data: configActivityData(type, record), namespaceId },
        });
      } else if (wanted !== undefined) {
        const record = { ...wanted, updatedAt: at };
        reverts.push({
          op: ops.insert(kind, orgId, record as never),
          change: { activityType: "create", entityType: type, entityId: id, data: configActivityData(type, record), namespaceId },
        });
      } else if (now !== undefined) {
        reverts.push({
          op: ops.delete(kind, orgId, id, now.version),
          change: { activityType: "delete", entityType: type, entityId: id, data: configActivityData(type, unversioned(now)), namespaceId },
        });
        if (kind === "policy") deletedPolicies.push(id);
      } else {
        continue;
      }
      if (kind === "route") finalPolicyIds.set(id, (wanted as RecordTypes["route"] | undefined)?.policyIds);
    }
    const order = { delete: 0, update: 1, insert: 2 } as const;
    reverts.sort((a, b) => order[a.op.op] - order[b.op.op]);
    return { reverts, deletedPolicies, finalPolicyIds };
  }

  /** `pending → applying` in one versioned commit; `failed_precondition` unless it is the draft. */
  private async startApply(orgId: string, changesetId: string, known?: Stored<ChangesetRecord>): Promise<Stored<ChangesetRecord>> {
    // Writes of this process attached to the draft and committing now go with it (else each would
    // conflict with this start and write again, to the next draft).
    await Promise.all([...(this.attaching.get(changesetId) ?? [])]);
    // The draft as the writer knew it is tried first, unread: if it changed since, the commit's
    // version check fails and it is read. A write attaching itself to the draft meanwhile is a
    // conflict too: read it again (it may still be the draft).
    let unread = known?.status === "pending" ? known : undefined;
    return retryOnConflict(async () => {
      const draft = unread ?? (await this.getRecovered(orgId, changesetId));
      unread = undefined;
      requireDraft(draft, "apply");
      const { draftOf: _draftOf, ...rest } = unversioned(draft);
      const now = this.ctx.clock();
      const leaseExpiresAt = new Date(now.getTime() + this.leaseMs).toISOString();
      const next: ChangesetRecord = { ...rest, status: "applying", updatedAt: now.toISOString(), leaseExpiresAt };
      const { versions } = await this.ctx.store.commit({ ops: [ops.update("changeset", orgId, next, draft.version)] });
      return { ...next, version: versions[0]! };
    });
  }

  /** Marks an apply failed (`applying → failed`, with the reason); with `loggedBy`, records it as that actor's update of the changeset. */
  private async fail(
    orgId: string,
    applying: Stored<ChangesetRecord>,
    failureMessage: string,
    at: string,
    loggedBy?: Actor,
    tree?: NamespaceTree,
  ): Promise<Stored<ChangesetRecord>> {
    const { leaseExpiresAt: _lease, ...rest } = unversioned(applying);
    const failed: ChangesetRecord = { ...rest, status: "failed", failureMessage, updatedAt: at };
    const writes: WriteOp[] = [ops.update("changeset", orgId, failed, applying.version), ...(await this.markerRemoval(orgId, applying.id))];
    if (loggedBy !== undefined) writes.push(changesetActivityOp(this.ctx, orgId, loggedBy, failed, tree ?? (await loadNamespaceTree(this.ctx.store, orgId))));
    const { versions } = await this.ctx.store.commit({ ops: writes });
    return { ...failed, version: versions[0]! };
  }

  private async runHooks(config: AppliedConfig): Promise<string[]> {
    for (const hook of [...this.hooks]) {
      try {
        await hook(config);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return [`an apply hook failed: ${message}`];
      }
    }
    return [];
  }
}

/**
 * The activity entry of a changeset someone applied or rejected: an update of the `changeset` entity,
 * in its cluster's namespace, applied (by the changeset itself) when it became current.
 */
function changesetActivityOp(
  ctx: ServiceContext,
  orgId: string,
  actor: Actor,
  changeset: ChangesetRecord,
  tree: NamespaceTree,
  applied?: ActivityRecord["applied"],
): WriteOp {
  const op = activityOp(ctx, orgId, actor, {
    activityType: "update",
    entityType: "changeset",
    entityId: changeset.id,
    data: {
      status: changeset.status,
      clusterId: changeset.clusterId,
      ...(changeset.failureMessage !== "" ? { failureMessage: changeset.failureMessage } : {}),
    },
    namespace: { id: changeset.clusterId, name: tree.get(changeset.clusterId)?.name ?? "" },
  });
  if (applied !== undefined && op.op === "insert" && op.kind === "activity") op.record.applied = applied;
  return op;
}

function requireDraft(changeset: ChangesetRecord, action: string): void {
  if (changeset.status !== "pending") {
    throw new AccessPlaneError(
      "failed_precondition",
      `the changeset is ${changeset.status}; only the cluster's pending draft can be ${action === "apply" ? "applied" : "rejected"}`,
    );
  }
}

function actorRef(actor: Actor): ActorRef {
  return { id: actor.id, email: actor.email, displayName: actor.displayName, photoUrl: actor.photoUrl };
}

/** What an apply changes in its cluster's configuration, the entity records it replaces, and its problems. */
interface ApplyPlan {
  changes: AppliedChange[];
  /** The cluster's `appliedEntity` records of the changed entities, by entity key (absent: new). */
  rows: Map<string, Stored<AppliedEntityRecord>>;
  problems: string[];
  /** The activity entries of the unapplied changesets, when the plan read them. */
  entries?: Stored<ActivityRecord>[];
}

/** A failure message: the first problems, and how many more there were. */
function summarize(problems: readonly string[]): string {
  const shown = problems.slice(0, 10).join("; ");
  return problems.length > 10 ? `${shown}; and ${problems.length - 10} more` : shown;
}
