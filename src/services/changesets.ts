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
 * `draft:<org>:<changeset>`) so that the sweep finds drafts without listing every organization;
 * markers of finished changesets are removed by the sweep.
 *
 * A successful apply applies everything saved, so it marks as applied the entries of its own changeset
 * and those of the cluster's failed changesets since the previous current one.
 *
 * Every transition is one commit that names the changeset's version, so two applies (or an apply and a
 * write) racing for one draft cannot both succeed. A draft leaves `pending` before its hooks run, so a
 * write made meanwhile opens the next draft.
 */
import { pageInMemory, parseListFilter, parseListOrder, type ListFields } from "./list-filter.js";
import { AsyncLocalStorage } from "node:async_hooks";
import type { ActorRef, Changeset } from "../domain/entities.js";
import type { ChangesetStatus } from "../domain/primitives.js";
import type { ChangesetCompareQuery, ChangesetListQuery } from "../domain/requests.js";
import { AccessPlaneError, invalidArgument, isAccessPlaneError, notFound } from "../errors.js";
import { GLOBAL_SCOPE, ops, unversioned, type ListResult, type Stored, type WriteOp } from "../store/port.js";
import type { ActivityRecord, AppliedConfigRecord, ChangesetRecord, Kind, RecordTypes, SystemRecord } from "../store/records.js";
import { checkConfig, readConfigRecords, resolveAppliedConfig, type AppliedConfig } from "./applied-config.js";
import { CONFIG_KINDS, configActivityData, isConfigEntityType, type ConfigEntityType } from "./config-activity.js";
import { configActivityOp, type ConfigChange } from "./config-changes.js";
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

/** What a sweep of interrupted applies did. */
export interface SweepResult {
  /** Applies found interrupted and recovered. */
  recovered: number;
  /** Drafts of auto-applying clusters that were applied. */
  applied: number;
}

/** Default and largest page of changesets. */
export const CHANGESET_PAGE = { default: 100, max: 1000 } as const;

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

/** Drafts to attach an activity entry to, and the ops that open or touch them. */
export interface DraftAttachment {
  ops: WriteOp[];
  changesetIds: string[];
  /** Cluster id → draft id, for auto-apply after the commit. */
  drafts: Map<string, string>;
}

/** Changesets of clusters, and the configuration they applied. */
/** The fields changesets filter and order on (the hosted API's); `cluster` is the cluster's id. */
export const CHANGESET_LIST_FIELDS: ListFields<ChangesetRecord> = {
  id: { kind: "string", get: (c) => c.id, exact: true },
  cluster: { kind: "string", get: (c) => c.clusterId, exact: true },
  status: { kind: "string", get: (c) => c.status, quick: true },
  failureMessage: { kind: "string", get: (c) => c.failureMessage, quick: true },
  createdAt: { kind: "date", get: (c) => c.createdAt },
  updatedAt: { kind: "date", get: (c) => c.updatedAt },
};

export class ChangesetService {
  private readonly hooks = new Set<ApplyHook>();
  private readonly appliedListeners = new Set<(orgId: string, clusterId: string, version: number) => void>();
  /** Changesets this process is applying now: never taken for interrupted by its own sweep. */
  private readonly inFlight = new Set<string>();
  /** The last apply of each cluster in this process, which the next one waits for. */
  private readonly applyQueue = new Map<string, Promise<void>>();
  /** The clusters whose apply hooks the current async context runs in. */
  private readonly hookContext = new AsyncLocalStorage<ReadonlySet<string>>();

  constructor(
    private readonly ctx: ServiceContext,
    private readonly leaseMs = DEFAULT_APPLY_LEASE_MS,
    /** Applied configurations kept per cluster for reverts. */
    private readonly historyLimit = DEFAULT_APPLY_HISTORY,
  ) {}

  /** Calls `listener` after every configuration this process applies; returns a function that removes it. */
  onApplied(listener: (orgId: string, clusterId: string, version: number) => void): () => void {
    this.appliedListeners.add(listener);
    return () => this.appliedListeners.delete(listener);
  }

  /** Runs `hook` on every configuration applied from now on; returns a function that removes it. */
  onApply(hook: ApplyHook): () => void {
    this.hooks.add(hook);
    return () => this.hooks.delete(hook);
  }

  /** Changesets of the organization, newest first, optionally of one cluster and status. */
  async list(orgId: string, query: ChangesetListQuery, count = false): Promise<ListResult<ChangesetRecord>> {
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

  /** One changeset. */
  async get(orgId: string, changesetId: string): Promise<Stored<ChangesetRecord>> {
    const found = await this.ctx.store.get("changeset", orgId, changesetId);
    if (found === undefined) throw notFound("changeset");
    return found;
  }

  /** The configuration the cluster runs now, or `undefined` before its first apply. */
  async getAppliedConfig(orgId: string, clusterId: string): Promise<AppliedConfig | undefined> {
    const record = await this.ctx.store.get("appliedConfig", orgId, clusterId);
    if (record === undefined) return undefined;
    return resolveAppliedConfig(record, await loadNamespaceTree(this.ctx.store, orgId));
  }

  /**
   * The ops that attach a change to the draft of each cluster it belongs to: an existing draft is
   * touched (its version checked, so an apply racing with the write makes one of them retry), a
   * missing one is opened.
   */
  async attach(orgId: string, clusterIds: readonly string[], except?: string): Promise<DraftAttachment> {
    const wanted = clusterIds.filter((id) => id !== except);
    const result: DraftAttachment = { ops: [], changesetIds: [], drafts: new Map() };
    if (wanted.length === 0) return result;
    const open = await this.ctx.store.list("changeset", orgId, { where: { clusterId: [...wanted], status: "pending" } });
    const byCluster = new Map(open.items.map((cs) => [cs.clusterId, cs]));
    const at = nowIso(this.ctx);
    for (const clusterId of wanted) {
      const draft = byCluster.get(clusterId);
      if (draft !== undefined) {
        result.ops.push(ops.update("changeset", orgId, { ...unversioned(draft), updatedAt: at }, draft.version));
        result.changesetIds.push(draft.id);
        result.drafts.set(clusterId, draft.id);
      } else {
        const record = this.newDraft(orgId, clusterId, at);
        result.ops.push(...this.draftOps(record));
        result.changesetIds.push(record.id);
        result.drafts.set(clusterId, record.id);
      }
    }
    return result;
  }

  /** The ops that insert a new draft: the changeset and the marker the sweep finds it by. */
  draftOps(record: ChangesetRecord): WriteOp[] {
    const marker: SystemRecord = {
      id: `${DRAFT_MARKER}${record.orgId}:${record.id}`,
      createdAt: record.createdAt,
      updatedAt: record.createdAt,
      value: { orgId: record.orgId, clusterId: record.clusterId, changesetId: record.id },
    };
    return [ops.insert("changeset", record.orgId, record), ops.insert("system", GLOBAL_SCOPE, marker)];
  }

  /**
   * Recovers interrupted applies and applies the drafts of auto-applying clusters that nobody applied
   * (their writer stopped between its commit and its apply). Runs at start and every half lease;
   * safe to run in every process at once.
   */
  async sweep(): Promise<SweepResult> {
    const result: SweepResult = { recovered: 0, applied: 0 };
    const markers = (await this.ctx.store.list("system", GLOBAL_SCOPE)).items.filter((m) => m.id.startsWith(DRAFT_MARKER));
    const now = this.ctx.clock().getTime();
    for (const marker of markers) {
      const { orgId, changesetId } = marker.value as { orgId: string; changesetId: string };
      try {
        const changeset = await this.ctx.store.get("changeset", orgId, changesetId);
        if (changeset === undefined || (changeset.status !== "pending" && changeset.status !== "applying")) {
          await this.ctx.store.commit({ ops: [ops.delete("system", GLOBAL_SCOPE, marker.id, marker.version)] });
          continue;
        }
        if (changeset.status === "applying") {
          if (await this.recoverIfInterrupted(changeset)) result.recovered += 1;
          continue;
        }
        // A pending draft of an auto-applying cluster, quiet for a while: its writer did not apply it.
        const quietFor = now - Date.parse(changeset.updatedAt);
        if (quietFor < Math.min(5000, this.leaseMs / 4)) continue;
        const settings = (await this.ctx.store.list("settings", orgId, { where: { clusterId: changeset.clusterId }, limit: 1 })).items[0];
        if (settings?.autoApplyChangesets !== true) continue;
        const applied = await this.apply(orgId, changesetId, SYSTEM_ACTOR, { logged: false });
        if (applied.status === "current") result.applied += 1;
      } catch (error) {
        // Another process moved first (a conflict or a changeset no longer pending): its work, not ours.
        if (isAccessPlaneError(error, "conflict") || isAccessPlaneError(error, "failed_precondition")) continue;
        this.ctx.logger.warn({
          orgId,
          changesetId,
          reason: error instanceof Error ? error.message : String(error),
        }, "changeset sweep: a draft could not be recovered");
      }
    }
    if (result.recovered + result.applied > 0) this.ctx.logger.info({ ...result }, "changeset sweep");
    return result;
  }

  /**
   * When `changeset` is `applying` past its lease: back to `pending` (and applied again when its
   * cluster auto-applies) if the cluster has no other draft, else `failed`, its changes carried by
   * that draft. Returns whether it was recovered.
   */
  private async recoverIfInterrupted(changeset: Stored<ChangesetRecord>): Promise<boolean> {
    if (changeset.status !== "applying" || !this.leaseExpired(changeset) || this.inFlight.has(changeset.id)) return false;
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
            failureMessage: `the apply was interrupted (the process applying it stopped); its changes go with changeset ${open.items[0]!.id}`,
            updatedAt: at,
          };
    try {
      await this.ctx.store.commit({ ops: [ops.update("changeset", orgId, next, changeset.version)] });
    } catch (error) {
      // A write opened a draft meanwhile (the unique draft), or another process recovered it first.
      if (!isAccessPlaneError(error, "already_exists") && !isAccessPlaneError(error, "conflict")) throw error;
      const fresh = await this.ctx.store.get("changeset", orgId, changeset.id);
      return fresh !== undefined && (await this.recoverIfInterrupted(fresh));
    }
    this.ctx.logger.warn({ orgId, changesetId: changeset.id, clusterId, status: next.status }, "recovered an interrupted apply");
    const draftId = next.status === "pending" ? changeset.id : open.items[0]!.id;
    await this.autoApply(orgId, new Map([[clusterId, draftId]]), SYSTEM_ACTOR);
    return true;
  }

  /** One changeset, first recovered when it is an interrupted apply (so it may be the draft again). */
  private async getRecovered(orgId: string, changesetId: string): Promise<Stored<ChangesetRecord>> {
    const changeset = await this.get(orgId, changesetId);
    return changeset.status === "applying" && (await this.recoverIfInterrupted(changeset)) ? this.get(orgId, changesetId) : changeset;
  }

  private leaseExpired(changeset: ChangesetRecord): boolean {
    // A changeset left `applying` by a version without leases has none: take it for interrupted.
    const expires = changeset.leaseExpiresAt === undefined ? 0 : Date.parse(changeset.leaseExpiresAt);
    return this.ctx.clock().getTime() >= expires;
  }

  /** A new draft record of a cluster. */
  newDraft(orgId: string, clusterId: string, at = nowIso(this.ctx)): ChangesetRecord {
    return { id: this.ctx.newId(), createdAt: at, updatedAt: at, orgId, clusterId, namespaceId: clusterId, status: "pending", failureMessage: "", draftOf: clusterId };
  }

  /** Applies, before returning, the drafts of the clusters whose settings say `autoApplyChangesets`. */
  async autoApply(orgId: string, drafts: ReadonlyMap<string, string>, actor: Actor): Promise<void> {
    if (drafts.size === 0) return;
    const settings = await this.ctx.store.list("settings", orgId, { where: { clusterId: [...drafts.keys()] } });
    for (const s of settings.items) {
      if (!s.autoApplyChangesets) continue;
      try {
        await this.apply(orgId, drafts.get(s.clusterId)!, actor, { logged: false });
      } catch (error) {
        // Another writer applied or is applying this draft, which then carries this write too.
        if (!isAccessPlaneError(error, "failed_precondition")) throw error;
      }
    }
  }

  /**
   * Applies a draft: `pending → applying`, then the cluster's whole configuration as saved now is
   * checked and handed to the apply hooks; `current` when all is well (the previous current becomes
   * `applied` and the changeset's activity entries are marked applied), `failed` with the reason
   * otherwise. Throws `failed_precondition` for a changeset that is not the draft.
   */
  async apply(orgId: string, changesetId: string, actor: Actor, options: { logged?: boolean } = {}): Promise<Stored<ChangesetRecord>> {
    const applying = await this.startApply(orgId, changesetId);
    // An apply someone asked for is an update of the changeset in the activity log; an automatic one
    // (auto-apply, the sweep) is implied by the write that caused it and is not logged.
    const logged = options.logged ?? true;
    // One apply of a cluster at a time in this process: a draft opened while another applies waits
    // for it, so that it builds on the configuration that one made current.
    // A hook that writes to its own cluster must not wait for itself: inside a hook, no waiting.
    const insideHook = this.hookContext.getStore()?.has(applying.clusterId) === true;
    const previous = insideHook ? Promise.resolve() : (this.applyQueue.get(applying.clusterId) ?? Promise.resolve());
    this.inFlight.add(applying.id);
    const run = previous.then(() => this.finishApply(orgId, applying, actor, logged)).finally(() => this.inFlight.delete(applying.id));
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.applyQueue.set(applying.clusterId, settled);
    void settled.then(() => {
      if (this.applyQueue.get(applying.clusterId) === settled) this.applyQueue.delete(applying.clusterId);
    });
    return run;
  }

  private async finishApply(orgId: string, applying: Stored<ChangesetRecord>, actor: Actor, logged: boolean): Promise<Stored<ChangesetRecord>> {
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.applyOnce(orgId, applying, actor, logged);
      if (outcome !== "lost_race") return outcome;
      // Another process made a changeset of this cluster current meanwhile. Unless this changeset was
      // taken from us (its lease ran out), build again on what that apply made current: a write
      // acknowledged before this apply started must not be left out of the running configuration.
      const now = await this.ctx.store.get("changeset", orgId, applying.id);
      if (now === undefined || now.version !== applying.version) return now ?? applying;
      if (attempt >= APPLY_ATTEMPTS) {
        return this.fail(orgId, applying, `another changeset of the cluster was applied at the same time, ${APPLY_ATTEMPTS} times; apply again`, nowIso(this.ctx), logged ? actor : undefined);
      }
    }
  }

  private async applyOnce(orgId: string, applying: Stored<ChangesetRecord>, actor: Actor, logged: boolean): Promise<Stored<ChangesetRecord> | "lost_race"> {
    const changesetId = applying.id;
    const tree = await loadNamespaceTree(this.ctx.store, orgId);
    const records = await readConfigRecords(this.ctx.store, orgId, tree, applying.clusterId);
    let problems = records === undefined ? ["the cluster no longer exists"] : checkConfig(records, tree);
    // The current changeset knows the version of the configuration it produced, so the (large)
    // applied-config record is replaced without being read.
    const current = await this.ctx.store.list("changeset", orgId, { where: { clusterId: applying.clusterId, status: "current" } });
    const previousVersion = Math.max(0, ...current.items.map((cs) => cs.configVersion ?? 0));
    const at = nowIso(this.ctx);
    const by = actorRef(actor);
    let config: AppliedConfigRecord | undefined;
    if (problems.length === 0 && records !== undefined) {
      config = {
        id: applying.clusterId,
        createdAt: at,
        updatedAt: at,
        orgId,
        clusterId: applying.clusterId,
        changesetId,
        configVersion: previousVersion + 1,
        appliedBy: by,
        ...records,
      };
      if (this.hooks.size > 0) {
        const resolved = resolveAppliedConfig(config, tree);
        const clusters = new Set([...(this.hookContext.getStore() ?? []), applying.clusterId]);
        problems = await this.hookContext.run(clusters, () => this.runHooks(resolved));
      }
    }
    if (problems.length > 0 || config === undefined) {
      this.ctx.logger.warn({ orgId, changesetId, clusterId: applying.clusterId }, "changeset failed to apply");
      return this.fail(orgId, applying, summarize(problems), at, logged ? actor : undefined, tree);
    }
    // Everything saved is applied: the entries of this changeset, and those of the cluster's changesets
    // that failed (or were interrupted) since the previous current one.
    const since = current.items.reduce((max, cs) => (cs.id > max ? cs.id : max), "");
    const failed = (
      await this.ctx.store.list("changeset", orgId, { where: { clusterId: applying.clusterId, status: "failed" }, orderBy: [{ field: "id", descending: true }], limit: 100 })
    ).items.filter((cs) => cs.id > since);
    const entries = await this.ctx.store.list("activity", orgId, { where: { changesetIds: [changesetId, ...failed.map((cs) => cs.id)] } });
    const { leaseExpiresAt: _lease, ...finished } = unversioned(applying);
    const done: ChangesetRecord = { ...finished, status: "current", appliedAt: at, appliedBy: by, updatedAt: at, configVersion: config.configVersion };
    const writes: WriteOp[] = [
      ops.update("changeset", orgId, done, applying.version),
      ...current.items.map((cs) => ops.update("changeset", orgId, { ...unversioned(cs), status: "applied", updatedAt: at }, cs.version)),
      // An entry shared by several clusters' drafts keeps the first application that carried it.
      ...entries.items
        .filter((entry) => entry.applied === undefined)
        .map((entry) => ops.update("activity", orgId, { ...unversioned(entry), applied: { at, by, changesetId } }, entry.version)),
      previousVersion === 0 ? ops.insert("appliedConfig", orgId, config) : ops.update("appliedConfig", orgId, config, previousVersion),
      ...(await this.snapshotOps(orgId, applying.clusterId, config)),
      ...(logged ? [changesetActivityOp(this.ctx, orgId, actor, done, tree, { at, by, changesetId })] : []),
    ];
    try {
      const { versions } = await this.ctx.store.commit({ ops: writes });
      for (const listener of [...this.appliedListeners]) {
        try {
          listener(orgId, applying.clusterId, config.configVersion);
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
   * Rejects a draft: every entity it touched goes back to its state in the cluster's current applied
   * configuration (absent there: deleted), each revert recorded as activity, and the draft becomes
   * `rejected`, all in one commit. Reverts of entities other clusters share are attached to their
   * drafts. Throws `failed_precondition` for a changeset that is not the draft, or when a revert would
   * leave a route listing a policy that no longer exists.
   */
  async reject(orgId: string, changesetId: string, actor: Actor): Promise<Stored<ChangesetRecord>> {
    // A write attaching itself to the draft meanwhile is a conflict: read everything again.
    return retryOnConflict(() => this.rejectOnce(orgId, changesetId, actor));
  }

  private async rejectOnce(orgId: string, changesetId: string, actor: Actor): Promise<Stored<ChangesetRecord>> {
    const draft = await this.getRecovered(orgId, changesetId);
    requireDraft(draft, "reject");
    const tree = await loadNamespaceTree(this.ctx.store, orgId);
    const applied = await this.ctx.store.get("appliedConfig", orgId, draft.clusterId);
    const entries = await this.ctx.store.list("activity", orgId, { where: { changesetIds: changesetId }, orderBy: [{ field: "id" }] });
    const touched = new Map<string, { type: ConfigEntityType; id: string }>();
    for (const entry of entries.items) {
      if (isConfigEntityType(entry.entityType)) touched.set(`${entry.entityType}:${entry.entityId}`, { type: entry.entityType, id: entry.entityId });
    }
    const at = nowIso(this.ctx);
    const { reverts, deletedPolicies, finalPolicyIds } = await this.buildReverts(orgId, applied, [...touched.values()], at);
    await this.checkNoDanglingPolicies(orgId, deletedPolicies, finalPolicyIds);
    // Reverts of entities other clusters share go into those clusters' drafts, one op per draft.
    const { writes: revertWrites, drafts } = await this.revertWrites(orgId, tree, reverts, actor, { except: draft.clusterId, alsoAttachTo: changesetId });
    const rejected: ChangesetRecord = { ...unversioned(draft), status: "rejected", updatedAt: at };
    delete rejected.draftOf;
    const writes: WriteOp[] = [ops.update("changeset", orgId, rejected, draft.version), ...revertWrites, changesetActivityOp(this.ctx, orgId, actor, rejected, tree)];
    const { versions } = await this.ctx.store.commit({ ops: writes });
    await this.autoApply(orgId, drafts, actor);
    return { ...rejected, version: versions[0]! };
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

  /**
   * The activity of every entity changed after the start changeset up to and including the end one,
   * grouped per entity (entities in order of their first change, entries oldest first). Reads only
   * the changesets newer than the start and the entries attached to those in the range.
   */
  async compare(
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
    const entries = inRange.length === 0 ? [] : (await this.ctx.store.list("activity", orgId, { where: { changesetIds: inRange }, orderBy: [{ field: "id" }] })).items;
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
   * The ops that keep what this apply made current as a snapshot (id = the changeset's), for reverts,
   * and drop the snapshots past the last `historyLimit` of the cluster.
   */
  private async snapshotOps(orgId: string, clusterId: string, config: AppliedConfigRecord): Promise<WriteOp[]> {
    if (this.historyLimit <= 0) return [];
    const older = await this.ctx.store.list("appliedSnapshot", orgId, {
      where: { clusterId },
      orderBy: [{ field: "id", descending: true }],
      offset: this.historyLimit - 1,
      limit: 100,
    });
    return [
      ops.insert("appliedSnapshot", orgId, { ...config, id: config.changesetId }),
      ...older.items.map((snapshot) => ops.delete("appliedSnapshot", orgId, snapshot.id, snapshot.version)),
    ];
  }

  /**
   * Opens (or fills) the cluster's draft with the changes that bring every configuration entity of the
   * cluster back to its state as of `changesetId`'s application: entities created since are deleted,
   * deleted ones re-created with their ids, changed ones restored; each recorded as activity like any
   * write, so that compare, apply and reject review it. With auto-apply the draft is applied at once.
   * Throws `failed_precondition` when the changeset was never applied or its snapshot is no longer kept.
   */
  async revert(orgId: string, changesetId: string, actor: Actor): Promise<Stored<ChangesetRecord>> {
    const target = await this.get(orgId, changesetId);
    if (target.status !== "current" && target.status !== "applied") {
      throw new AccessPlaneError("failed_precondition", `the changeset is ${target.status}: only a changeset that was applied can be reverted to`);
    }
    const snapshot = await this.ctx.store.get("appliedSnapshot", orgId, changesetId);
    if (snapshot === undefined) {
      throw new AccessPlaneError("failed_precondition", `what the changeset applied is no longer kept (the last ${this.historyLimit} applies of each cluster are)`);
    }
    const clusterId = target.clusterId;
    const drafts = await retryOnConflict(async () => {
      const tree = await loadNamespaceTree(this.ctx.store, orgId);
      const now = await readConfigRecords(this.ctx.store, orgId, tree, clusterId);
      if (now === undefined) throw notFound("cluster");
      // Every entity the cluster has now or had then.
      const touched = new Map<string, { type: ConfigEntityType; id: string }>();
      const add = (type: ConfigEntityType, records: readonly { id: string }[]) => records.forEach((r) => touched.set(`${type}:${r.id}`, { type, id: r.id }));
      for (const records of [now, snapshot]) {
        add("settings", [records.settings]);
        add("route", records.routes);
        add("policy", records.policies);
        add("key_pair", records.keyPairs);
        add("service_account", records.serviceAccounts ?? []);
      }
      const at = nowIso(this.ctx);
      const { reverts, deletedPolicies, finalPolicyIds } = await this.buildReverts(orgId, snapshot, [...touched.values()], at);
      if (reverts.length === 0) throw new AccessPlaneError("failed_precondition", "the cluster's configuration is already as that changeset left it");
      await this.checkNoDanglingPolicies(orgId, deletedPolicies, finalPolicyIds);
      // The cluster's own draft always, and those of the clusters that share a reverted entity.
      const { writes, drafts } = await this.revertWrites(orgId, tree, reverts, actor, { include: clusterId });
      await this.ctx.store.commit({ ops: writes });
      return drafts;
    });
    await this.autoApply(orgId, drafts, actor);
    return this.get(orgId, drafts.get(clusterId)!);
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
  ): Promise<{ writes: WriteOp[]; drafts: Map<string, string> }> {
    const clustersOf = new Map(reverts.map(({ change }) => [change.entityId, tree.clustersOf(change.namespaceId)]));
    const clusters = new Set([...(options.include === undefined ? [] : [options.include]), ...[...clustersOf.values()].flat()]);
    const attachment = await this.attach(orgId, [...clusters], options.except);
    const writes: WriteOp[] = [...attachment.ops];
    for (const { op, change } of reverts) {
      const drafts = clustersOf.get(change.entityId)!.flatMap((clusterId) => attachment.drafts.get(clusterId) ?? []);
      writes.push(op, configActivityOp(this.ctx, orgId, actor, tree, change, options.alsoAttachTo === undefined ? drafts : [options.alsoAttachTo, ...drafts]));
    }
    return { writes, drafts: attachment.drafts };
  }

  /**
   * The ops that bring each of `touched` to its state in `target` (absent there: deleted), deletes
   * first, then updates, then re-inserts (a name freed by one may be taken by another).
   */
  private async buildReverts(
    orgId: string,
    target: AppliedConfigRecord | undefined,
    touched: readonly { type: ConfigEntityType; id: string }[],
    at: string,
  ): Promise<{ reverts: { op: WriteOp; change: ConfigChange }[]; deletedPolicies: string[]; finalPolicyIds: Map<string, string[] | undefined> }> {
    const reverts: { op: WriteOp; change: ConfigChange }[] = [];
    const finalPolicyIds = new Map<string, string[] | undefined>();
    const deletedPolicies: string[] = [];
    for (const { type, id } of touched) {
      const kind = CONFIG_KINDS[type];
      const wanted = appliedRecord(target, kind, id);
      const now = (await this.ctx.store.get(kind, orgId, id)) as Stored<Record<string, unknown>> | undefined;
      if (kind === "settings" && wanted === undefined) continue; // never applied: nothing to go back to
      const namespaceId = ((wanted ?? now) as { namespaceId: string } | undefined)?.namespaceId ?? "";
      if (wanted !== undefined && now !== undefined) {
        const { updatedAt: _w, ...wantedFields } = wanted;
        const { updatedAt: _n, ...nowFields } = unversioned(now);
        if (JSON.stringify(wantedFields) === JSON.stringify(nowFields)) continue;
        const record = { ...wanted, updatedAt: at };
        reverts.push({ op: ops.update(kind, orgId, record as never, now.version), change: { activityType: "update", entityType: type, entityId: id, data: configActivityData(type, record), namespaceId } });
      } else if (wanted !== undefined) {
        const record = { ...wanted, updatedAt: at };
        reverts.push({ op: ops.insert(kind, orgId, record as never), change: { activityType: "create", entityType: type, entityId: id, data: configActivityData(type, record), namespaceId } });
      } else if (now !== undefined) {
        reverts.push({ op: ops.delete(kind, orgId, id, now.version), change: { activityType: "delete", entityType: type, entityId: id, data: configActivityData(type, unversioned(now)), namespaceId } });
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
  private async startApply(orgId: string, changesetId: string): Promise<Stored<ChangesetRecord>> {
    // A write attaching itself to the draft meanwhile is a conflict: read it again (it may still be the draft).
    return retryOnConflict(async () => {
      const draft = await this.getRecovered(orgId, changesetId);
      requireDraft(draft, "apply");
      const { draftOf: _draftOf, ...rest } = unversioned(draft);
      const now = this.ctx.clock();
      const leaseExpiresAt = new Date(now.getTime() + this.leaseMs).toISOString();
      const next: ChangesetRecord = { ...rest, status: "applying", updatedAt: now.toISOString(), leaseExpiresAt };
      const { versions } = await this.ctx.store.commit({ ops: [ops.update("changeset", orgId, next, draft.version)] });
      return { ...next, version: versions[0]! };
    });
  }

  /** `applying → failed` with the reason. */
  /** Marks an apply failed; with `loggedBy`, records it as that actor's update of the changeset. */
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
    const writes: WriteOp[] = [ops.update("changeset", orgId, failed, applying.version)];
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
    data: { status: changeset.status, clusterId: changeset.clusterId, ...(changeset.failureMessage !== "" ? { failureMessage: changeset.failureMessage } : {}) },
    namespace: { id: changeset.clusterId, name: tree.get(changeset.clusterId)?.name ?? "" },
  });
  if (applied !== undefined && op.op === "insert" && op.kind === "activity") op.record.applied = applied;
  return op;
}

function requireDraft(changeset: ChangesetRecord, action: string): void {
  if (changeset.status !== "pending") {
    throw new AccessPlaneError("failed_precondition", `the changeset is ${changeset.status}; only the cluster's pending draft can be ${action === "apply" ? "applied" : "rejected"}`);
  }
}

function actorRef(actor: Actor): ActorRef {
  return { id: actor.id, email: actor.email, displayName: actor.displayName, photoUrl: actor.photoUrl };
}

/** The record of an entity in an applied configuration, if it was there. */
function appliedRecord(applied: AppliedConfigRecord | undefined, kind: Kind, id: string): Record<string, unknown> | undefined {
  if (applied === undefined) return undefined;
  if (kind === "settings") return applied.settings.id === id ? { ...applied.settings } : undefined;
  const lists: Partial<Record<Kind, readonly { id: string }[]>> = {
    route: applied.routes,
    policy: applied.policies,
    keyPair: applied.keyPairs,
    serviceAccount: applied.serviceAccounts ?? [],
  };
  const list = lists[kind] ?? [];
  const found = (list as { id: string }[]).find((record) => record.id === id);
  return found === undefined ? undefined : { ...found };
}

/** A failure message: the first problems, and how many more there were. */
function summarize(problems: readonly string[]): string {
  const shown = problems.slice(0, 10).join("; ");
  return problems.length > 10 ? `${shown}; and ${problems.length - 10} more` : shown;
}

