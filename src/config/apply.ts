/**
 * Applies: a draft becomes `applying` (with a lease), its plan is built and checked, the embedding
 * application's hooks get the whole configuration, and one versioned commit makes it `current` (or
 * `failed` with the reason; the cluster keeps its previous configuration). Applies of one cluster run
 * one after the other in a process; automatic applies of a cluster's writes arriving while it applies
 * share one apply.
 *
 * A successful apply applies everything saved, so it marks as applied the entries of its own changeset
 * and those of the cluster's failed changesets since the previous current one.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { boundedCache } from "../bounded-cache.js";
import { inSpan, markFailed } from "../observability/tracing.js";
import { AccessPlaneError, invalidArgument, isAccessPlaneError, summarizeProblems } from "../errors.js";
import type { OrganizationRole } from "../domain/primitives.js";
import type { Approvals } from "./approvals.js";
import { ops, unversioned, type ListResult, type Stored, type WriteOp } from "../store/port.js";
import type { ActivityRecord, AppliedChange, AppliedConfigRecord, ChangesetRecord, SettingsRecord } from "../store/records.js";
import type { ActorRef } from "../domain/entities.js";
import { joined } from "../domain/joined.js";
import { nowIso, retryOnConflict, SYSTEM_ACTOR, type Actor, type ServiceContext } from "../services/context.js";
import type { NamespaceTree } from "../services/namespace-tree.js";
import type { AppliedConfig } from "./applied-config.js";
import { appliedEntityRecord, entityKey, isLegacyHeader, withChanges, type AppliedState, type AppliedStateCache, type EntityRecord } from "./applied-state.js";
import type { AppliedHistory } from "./applied-history.js";
import { openChangesets, planApply, planEntity, readEntityPlan, uncarriedFailures, type ApplyPlan, type PlannedEntity } from "./apply-plan.js";
import { failedTestsMessage, gateConfig, suitesOf } from "./policy-test-gate.js";
import type { PolicyTestReport } from "../domain/policy-tests.js";
import { nextStatus, requireDraft } from "./changeset-states.js";
import { actorRef, changesetActivityOp } from "./changeset-records.js";
import type { Drafts } from "./drafts.js";
import type { ApplyTurn, BornApply, BornReads, OpenApplying, ReadsAhead, StartedApply, WrittenEntity } from "./config-changes.js";
import { Leases, type ApplyingProcess } from "./leases.js";

/** How often an apply that lost a race with another process's apply tries again. */
const APPLY_ATTEMPTS = 5;

/**
 * How many writes of one cluster wait for the turn of the write before them in this process, to carry
 * their own apply after it (see `Applier.nextTurn`); those arriving past them share a draft. Measured
 * on 2026-11-28 (route creates from 2, 4 and 10 writers at once in one cluster, 2 cores, interleaved
 * with the code before): with 1, PostgreSQL went from 190–220 creates a second to 310–380 with 2
 * writers (3 commits a create to 1), held its rate with 4 (280–380 before, 330–350; 2.05 commits to
 * 1.5) and rose with 10 (390–530 to 520–590; 1.44 to 1.2); SQLite from 390–460 to 670–760, 590–670 to
 * 690–780 and 820–930 to 870–1040. With 3, every create of 4 writers is one commit, but PostgreSQL
 * serves 4 writers and 10 slower than with 1: its commits on several connections at once cost less
 * than fewer commits one after the other.
 */
const TURN_WAITERS = 1;

/** Options of an apply ({@link ChangesetService.apply}). */
export interface ApplyOptions {
  /** Record the apply as the actor's update of the changeset in the activity log. @defaultValue true */
  logged?: boolean;
  /**
   * Take the whole configuration as saved, not only the entities written since the cluster's current
   * changeset: for a store whose records were changed other than through the control plane (a restore,
   * a script). Costs what the cluster holds. @defaultValue false
   */
  whole?: boolean;
  /**
   * Apply without the approvals the cluster's approval policy asks, with a reason kept on the changeset
   * and in the activity log (`breakGlass`). Only an owner may: give the caller's `role`.
   */
  breakGlass?: { reason: string };
  /** The caller's role in the organization, which a break-glass apply needs to be `owner`. */
  role?: OrganizationRole;
}

/** What an apply carried by a write's commit read beside the write (see `Applier.prepareBorn`). */
interface PreparedBorn {
  clusterId: string;
  header: Stored<AppliedConfigRecord>;
  /** The cluster's current changeset, which the apply supersedes. */
  current: readonly Stored<ChangesetRecord>[];
  /** The deletes that keep the cluster's applied history within its limit. */
  cleanup: readonly WriteOp[];
  plan: ApplyPlan;
  /** This process's count of the cluster's applies when the reads began. */
  appliesMade: number | undefined;
}

/** What an apply reads before it plans, all at once (one statement on PostgreSQL). */
interface ApplyReads {
  tree: NamespaceTree;
  header: Stored<AppliedConfigRecord> | undefined;
  /** The cluster's current changeset, which the apply supersedes. */
  current: readonly Stored<ChangesetRecord>[];
  /** The cluster's failed changesets no apply has brought in yet: this one carries them. */
  failed: readonly Stored<ChangesetRecord>[];
  /** The changesets whose changes may not run yet: the draft, those applying (this one, and any interrupted). */
  open: readonly Stored<ChangesetRecord>[];
  markerOps: readonly WriteOp[];
  historyCleanup: readonly WriteOp[];
  /** How many policy test suites the organization keeps (a kept count: no scan). */
  suites: number;
  /** The activity entries attached to the applied changeset: the plan's, when no other changeset is unapplied. */
  ownEntries: Stored<ActivityRecord>[];
}

/** A hook the embedding application runs on every applied configuration; throwing fails the apply. */
export type ApplyHook = (config: AppliedConfig) => void | Promise<void>;

/** Runs the applies of this process. */
export class Applier implements ApplyingProcess {
  readonly leases: Leases;
  private readonly hooks = new Set<ApplyHook>();
  private readonly appliedListeners = new Set<(orgId: string, clusterId: string, version: number) => void>();
  /** Changesets this process is applying now: never taken for interrupted by its own sweep. */
  private readonly inFlight = new Set<string>();
  /** The last apply of each cluster in this process, which the next one waits for. */
  private readonly applyQueue = new Map<string, Promise<void>>();
  /** Automatic applies waiting for their turn, by draft: writes to that draft wait for the same apply. */
  private readonly autoApplies = new Map<string, Promise<Stored<ChangesetRecord>>>();
  /** The clusters whose apply hooks the current async context runs in. */
  private readonly hookContext = new AsyncLocalStorage<ReadonlySet<string>>();
  /** How many applies of each cluster this process made (an apply carried by a write is prepared on the count it read at). */
  private readonly appliesMade = boundedCache<string, number>(10_000);
  /** Whether each cluster auto-applied as this process last read its settings (a hint: the settings are read again). */
  private readonly autoApplied = boundedCache<string, boolean>(10_000);
  /**
   * The writes of each cluster waiting here to take the next turn (see `nextTurn`): how many, and what
   * stops their wait (an apply of a draft or a caller's queued for the cluster).
   */
  private readonly awaitingTurn = new Map<string, { count: number; stopped: Promise<void>; stop: () => void }>();
  /** The entries of `applyQueue` that are turns taken by writes (not the applies of drafts or of callers). */
  private readonly turns = new WeakSet<Promise<void>>();

  constructor(
    private readonly ctx: ServiceContext,
    private readonly drafts: Drafts,
    /** Each cluster's applied configuration as this process last saw it, by version. */
    private readonly appliedStates: AppliedStateCache,
    private readonly history: AppliedHistory,
    leaseMs: number,
    private readonly approvals: Approvals,
  ) {
    this.leases = new Leases(ctx, drafts, leaseMs, this);
  }

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

  isApplying(changesetId: string): boolean {
    return this.inFlight.has(changesetId);
  }

  /** The automatic apply of `changesetId` this process has waiting or running, or a new one. */
  applyQueued(orgId: string, clusterId: string, changesetId: string, actor: Actor = SYSTEM_ACTOR): Promise<Stored<ChangesetRecord>> {
    return this.autoApplies.get(changesetId) ?? this.queued(orgId, clusterId, changesetId, actor);
  }

  /**
   * Applies, before returning, the drafts of the clusters whose settings say `autoApplyChangesets`.
   * Writes of one cluster arriving while it applies join one draft and one apply (see `queued`).
   */
  async autoApply(
    orgId: string,
    drafts: ReadonlyMap<string, string>,
    actor: Actor = SYSTEM_ACTOR,
    settingsRead?: Promise<ListResult<SettingsRecord>>,
    started?: ReadonlyMap<string, StartedApply>,
  ): Promise<void> {
    if (drafts.size === 0) return;
    try {
      // What the writer knew of each draft is for this apply only, whether the cluster auto-applies or not.
      const known = this.drafts.takeKnown(drafts.values());
      const settings = await (settingsRead ?? this.ctx.store.list("settings", orgId, { where: { clusterId: [...drafts.keys()] } }));
      for (const s of settings.items) {
        const changesetId = drafts.get(s.clusterId);
        if (!s.autoApplyChangesets || changesetId === undefined) continue;
        try {
          const opened = started?.get(changesetId);
          // Opened `applying` by the write: its apply runs in the turn the write took (once; a retry
          // after a failed apply finds the changeset reopened, and queues as any draft does).
          await (opened?.turn.run(orgId, opened.record, actor) ??
            this.autoApplies.get(changesetId) ??
            this.queued(orgId, s.clusterId, changesetId, actor, known.get(changesetId)));
        } catch (error) {
          // Another writer applied or is applying this draft, which then carries this write too.
          if (!isAccessPlaneError(error, "failed_precondition")) throw error;
        }
      }
    } finally {
      // A turn not used (a failure first, or settings changed meanwhile) goes back: the lease and the sweep see to its changeset.
      for (const { turn } of started?.values() ?? []) turn.release();
    }
  }

  /**
   * Which drafts a write may open `applying`, its commit taking the apply's lease (see
   * `changeset-states.ts`): those of clusters that auto-apply, when the organization has no approval
   * policy (a check of the commit holds that) and no apply of the cluster is running or waiting in
   * this process, or the write holds the cluster's next turn (`reserved`, see `nextTurn`); a write
   * inside a cluster's hook never: it must not wait for itself. Else the draft opens `pending`, and
   * writes arriving meanwhile join it and its one apply.
   */
  async openApplying(
    orgId: string,
    settingsRead: Promise<ListResult<SettingsRecord>>,
    written?: WrittenEntity,
    reserved?: ApplyTurn,
    /** What was read for `written` before its checks (see `ChangesetService.readAhead`). */
    ahead?: ReadsAhead,
  ): Promise<OpenApplying | undefined> {
    // The turn `nextTurn` took for the write, handed out once (a try after a failed commit takes its own).
    let ownTurn = written === undefined ? undefined : reserved;
    // What an apply carried by the write's own commit needs, read beside the settings when the cluster
    // auto-applied as this process last read its settings (else after them: not read in vain for a
    // cluster that does not auto-apply; in vain only when it has a draft, or its settings changed).
    const hinted = written !== undefined && this.autoApplied.get(`${orgId}/${written.clusterId}`) === true && this.mayCarry(written, ownTurn !== undefined);
    const early = hinted ? this.prepareBorn(orgId, written, ahead?.born) : undefined;
    early?.catch(() => {});
    const [settings, anyApprovalPolicy] = await Promise.all([settingsRead, ahead?.anyPolicy ?? this.approvals.anyPolicy(orgId)]);
    for (const s of settings.items) this.autoApplied.set(`${orgId}/${s.clusterId}`, s.autoApplyChangesets);
    if (anyApprovalPolicy) return undefined;
    const autoApplying = new Set(settings.items.flatMap((s) => (s.autoApplyChangesets ? [s.clusterId] : [])));
    if (autoApplying.size === 0) return undefined;
    const prepared =
      written !== undefined && autoApplying.has(written.clusterId) && this.mayCarry(written, ownTurn !== undefined)
        ? await (early ?? this.prepareBorn(orgId, written, ahead?.born))
        : undefined;
    return (clusterId, mayBeBorn = true) => {
      if (!autoApplying.has(clusterId)) return undefined;
      let turn: ApplyTurn | undefined;
      if (ownTurn !== undefined && clusterId === written?.clusterId) [turn, ownTurn] = [ownTurn, undefined];
      else turn = this.applyTurn(clusterId);
      if (turn === undefined) return undefined;
      const start = { leaseExpiresAt: this.leases.expiryFromNow().expiresAt, checks: [this.approvals.noPolicyCheck(orgId)], turn };
      // Not on what an apply of this process replaced since it was read: the commit could only fail.
      const stale = prepared === undefined || this.appliesMade.get(`${orgId}/${clusterId}`) !== prepared.appliesMade;
      if (!mayBeBorn || stale || prepared.clusterId !== clusterId || this.hooks.size > 0) return start;
      return joined<typeof start & { born: BornApply }>(start, { born: this.bornApply(orgId, prepared, written!.actor) });
    };
  }

  /**
   * Whether the commit of `written` may carry its apply: no hook must see the configuration first, no
   * other apply of the cluster runs or waits here (`ownTurn`: the write holds the cluster's next turn,
   * see `nextTurn`), and it is no policy test suite (a suite written is run by the apply its write
   * causes).
   */
  private mayCarry(written: Pick<WrittenEntity, "clusterId" | "kind">, ownTurn = false): boolean {
    const { clusterId } = written;
    return (
      written.kind !== "policyTestSuite" &&
      this.hooks.size === 0 &&
      (ownTurn || !this.applyQueue.has(clusterId)) &&
      this.hookContext.getStore()?.has(clusterId) !== true
    );
  }

  /**
   * The cluster's next turn to apply in this process, taken before the reads of a write whose commit
   * could carry its apply (the cluster auto-applied and the organization had no approval policy when
   * last read here, no hook, no suite): at once when no apply of the cluster runs or waits here; when
   * only another write's turn is queued and fewer than {@link TURN_WAITERS} writes wait, once that turn
   * ends, so that the write's commit carries its apply (one commit) on what that one made current.
   * `undefined` otherwise, or as soon as an apply of a draft (or a caller's) is queued for the cluster:
   * the write goes on as before, opening a draft `pending` or joining one, which the writes arriving
   * meanwhile join (a lone write's draft costs three commits, its write, take and apply; fewer a write
   * the more join it). Two writers at once in one cluster thus cost a commit a write, not three, and
   * more share drafts. The caller gives the turn back if its commit does not use it (it then attached
   * to a draft already open).
   */
  async nextTurn(orgId: string, written: Pick<WrittenEntity, "clusterId" | "kind">): Promise<ApplyTurn | undefined> {
    const { clusterId } = written;
    const carries = this.autoApplied.get(`${orgId}/${clusterId}`) === true && this.approvals.seenWithoutPolicy(orgId) && this.mayCarry(written, true);
    if (!carries) return undefined;
    let queued = this.applyQueue.get(clusterId);
    if (queued === undefined) return this.applyTurn(clusterId);
    let waiting = this.awaitingTurn.get(clusterId);
    if (!this.turns.has(queued) || (waiting?.count ?? 0) >= TURN_WAITERS) return undefined;
    if (waiting === undefined) {
      let stop!: () => void;
      const stopped = new Promise<void>((resolve) => (stop = resolve));
      this.awaitingTurn.set(clusterId, (waiting = { count: 0, stopped, stop }));
    }
    waiting.count += 1;
    try {
      // Waits in line (the writes waiting wake in the order they came, and the first takes the turn),
      // until an apply of a draft is queued: then it joins that draft, with the writes arriving meanwhile.
      const stopped = waiting.stopped.then(() => true);
      for (; queued !== undefined; queued = this.applyQueue.get(clusterId)) {
        if (!this.turns.has(queued) || (await Promise.race([queued.then(() => false), stopped]))) return undefined;
      }
    } finally {
      if (--waiting.count === 0 && this.awaitingTurn.get(clusterId) === waiting) this.awaitingTurn.delete(clusterId);
    }
    return this.applyTurn(clusterId);
  }

  /**
   * Starts the reads of an apply carried by the commit of a write that is expected to leave `entity`
   * in `clusterId` (see {@link prepareBorn}, which plans from them): the cluster's applied header, its
   * current, open and failed changesets, the organization's policy test suites, the history's cleanup
   * and what the plan of the entity reads.
   */
  readBorn(orgId: string, clusterId: string, entity: PlannedEntity): Promise<BornReads> {
    const store = this.ctx.store;
    const appliesMade = this.appliesMade.get(`${orgId}/${clusterId}`);
    const reads = Promise.all([
      store.get("appliedConfig", orgId, clusterId),
      store.list("changeset", orgId, { where: { clusterId, status: "current" } }),
      openChangesets(store, orgId, [clusterId]),
      uncarriedFailures(store, orgId, clusterId),
      store.list("policyTestSuite", orgId, { limit: 0, count: true }),
      this.history.cleanup(orgId, clusterId),
      readEntityPlan(store, orgId, clusterId, entity),
    ]).then(([header, current, open, failed, suites, cleanup, plan]) => ({ clusterId, header, current, open, failed, suites, cleanup, plan, appliesMade }));
    reads.catch(() => {});
    return reads;
  }

  /**
   * What an apply of `written` carried by the write's own commit needs (read now, or by `ahead`, the
   * {@link readBorn} started for it before the write's checks), or `undefined` when that commit cannot
   * carry it: the cluster was never applied (its first apply takes everything) or is kept whole by an
   * older version, another changeset of it is applying or failed with changes no apply brought in (its
   * apply must carry them), the organization keeps policy test suites (they must pass first), or the
   * change has problems (the apply would fail: it then runs as before, and says why).
   */
  private async prepareBorn(orgId: string, written: WrittenEntity, ahead?: Promise<BornReads>): Promise<PreparedBorn | undefined> {
    const reads = await (ahead ?? this.readBorn(orgId, written.clusterId, written));
    const { clusterId, header, current, open, failed, suites, cleanup, appliesMade } = reads;
    if (header === undefined || isLegacyHeader(header) || open.some((cs) => cs.status === "applying") || failed.length > 0 || (suites.total ?? 0) > 0) {
      return undefined;
    }
    // The lookups read ahead serve the plan where they answer all it asks of the entity as written.
    const plan = await planEntity(this.ctx.store, orgId, clusterId, written.tree, written, reads.plan);
    return plan.problems.length > 0 ? undefined : { clusterId, header, current: current.items, cleanup, plan, appliesMade };
  }

  /**
   * The apply a write's commit carries (see {@link BornApply}): the write's changeset inserted
   * `current`, and the writes of an apply ({@link appliedWrites}).
   */
  private bornApply(orgId: string, prepared: PreparedBorn, actor: Actor): BornApply {
    const { clusterId, header, plan } = prepared;
    const at = nowIso(this.ctx);
    const by = actorRef(actor);
    const { draftOf: _draftOf, ...opened } = this.drafts.newDraft(orgId, clusterId, at);
    const configVersion = header.configVersion + 1;
    const record = joined<ChangesetRecord>(opened, { status: nextStatus("none", "write-applied"), appliedAt: at, appliedBy: by, configVersion });
    const { metrics, tracer } = this.ctx.telemetry;
    const attributes = { "accessplane.changeset_id": record.id, "accessplane.cluster_id": clusterId };
    return {
      changesetId: record.id,
      ops: [
        ops.insert("changeset", orgId, record),
        ...this.appliedWrites(orgId, clusterId, record.id, configVersion, header, prepared.current, plan, prepared.cleanup, at, by),
      ],
      applied: { at, by, changesetId: record.id },
      run: (commit) =>
        inSpan(tracer, "accessplane.apply", { attributes }, async (span) => {
          const started = performance.now();
          const result = await commit();
          this.madeCurrent(orgId, clusterId, header.configVersion, { changesetId: record.id, version: configVersion, appliedAt: at }, plan.changes);
          metrics.apply("current", (performance.now() - started) / 1000);
          span?.setAttribute("accessplane.changeset_status", "current");
          return result;
        }),
    };
  }

  /**
   * The writes that make `changesetId` the cluster's configuration `configVersion`: the current
   * changeset superseded, the header moved on (its version checked: of two processes applying at
   * once, one commits), the changed entities' applied records, and the apply's delta with the history
   * kept within its limit.
   */
  private appliedWrites(
    orgId: string,
    clusterId: string,
    changesetId: string,
    configVersion: number,
    header: Stored<AppliedConfigRecord> | undefined,
    current: readonly Stored<ChangesetRecord>[],
    plan: Pick<ApplyPlan, "changes" | "rows">,
    historyCleanup: readonly WriteOp[],
    at: string,
    by: ActorRef,
  ): WriteOp[] {
    const newHeader: AppliedConfigRecord = { id: clusterId, createdAt: at, updatedAt: at, orgId, clusterId, changesetId, configVersion, appliedBy: by };
    return [
      ...current.map((cs) => ops.update("changeset", orgId, { ...unversioned(cs), status: nextStatus(cs.status, "supersede"), updatedAt: at }, cs.version)),
      header === undefined ? ops.insert("appliedConfig", orgId, newHeader) : ops.update("appliedConfig", orgId, newHeader, header.version),
      ...plan.changes.flatMap((change) => {
        const row = plan.rows.get(entityKey(change.kind, change.id));
        // Gone: its record goes (an entity of a configuration kept whole by schema 2 has none).
        if (change.after === undefined) return row === undefined ? [] : [ops.delete("appliedEntity", orgId, row.id, row.version)];
        const record = appliedEntityRecord(orgId, clusterId, change.kind, change.after as EntityRecord, at);
        return [row === undefined ? ops.insert("appliedEntity", orgId, record) : ops.update("appliedEntity", orgId, record, row.version)];
      }),
      ...(this.history.limit <= 0
        ? []
        : [
            ops.insert("appliedDelta", orgId, { id: changesetId, createdAt: at, updatedAt: at, orgId, clusterId, configVersion, changes: plan.changes }),
            ...historyCleanup,
          ]),
    ];
  }

  /**
   * This process now holds the configuration an apply made current (`next`, when the apply built it
   * whole): readers and the next apply start from it, and the listeners hear of it.
   */
  private madeCurrent(
    orgId: string,
    clusterId: string,
    previousVersion: number,
    made: { changesetId: string; version: number; appliedAt: string },
    changes: readonly AppliedChange[],
    next?: AppliedState,
    resolved?: AppliedConfig,
  ): void {
    const key = `${orgId}/${clusterId}`;
    this.appliesMade.set(key, (this.appliesMade.get(key) ?? 0) + 1);
    if (next !== undefined) this.appliedStates.remember(next, resolved);
    else this.appliedStates.advance(orgId, clusterId, previousVersion, made, changes);
    for (const listener of [...this.appliedListeners]) {
      try {
        listener(orgId, clusterId, made.version);
      } catch {
        // A listener's failure is its own.
      }
    }
  }

  /**
   * Takes the cluster's next turn to apply in this process for a changeset about to be committed
   * `applying`, or `undefined` when an apply of the cluster runs or waits here (or the caller runs in
   * one of its hooks). Applies queued after it wait until the turn is run or given back.
   */
  private applyTurn(clusterId: string): ApplyTurn | undefined {
    if (this.applyQueue.has(clusterId) || this.hookContext.getStore()?.has(clusterId) === true) return undefined;
    let done!: () => void;
    this.enqueue(clusterId, new Promise<void>((resolve) => (done = resolve)), true);
    let taken = false;
    return {
      run: (orgId, applying, actor) => {
        if (taken) return undefined;
        taken = true;
        const run = this.runApply(orgId, applying, actor, { logged: false });
        void run.then(done, done);
        return run;
      },
      release: () => {
        if (taken) return;
        taken = true;
        done();
      },
    };
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
      // Its turn: no more writes join it (a write of this process finding the draft now waits for this
      // start, then opens the next draft). Those attached before it committed first (see
      // `Drafts.taken`), and find this apply while it starts, so none queues another apply of the same
      // draft, which could only find it taken.
      let applying: Stored<ChangesetRecord>;
      try {
        applying = await this.startApply(orgId, changesetId, known);
      } finally {
        this.autoApplies.delete(changesetId);
      }
      return this.runApply(orgId, applying, actor, { logged: false });
    });
    this.autoApplies.set(changesetId, run);
    this.enqueue(clusterId, run);
    void run.catch(() => this.autoApplies.delete(changesetId));
    return run;
  }

  /** Applies a changeset (see {@link ChangesetService.apply}), handing out the stored changeset. */
  async apply(orgId: string, changesetId: string, actor: Actor, options: ApplyOptions = {}): Promise<Stored<ChangesetRecord>> {
    if (options.breakGlass !== undefined) {
      if (options.breakGlass.reason.trim() === "") throw invalidArgument("/breakGlass/reason", "a break-glass apply needs a reason");
      if (options.role !== "owner") throw new AccessPlaneError("permission_denied", "only an owner applies a changeset without its approvals (break-glass)");
    }
    const applying = await this.startApply(
      orgId,
      changesetId,
      undefined,
      options.breakGlass === undefined ? undefined : { reason: options.breakGlass.reason, by: actorRef(actor) },
    );
    // One apply of a cluster at a time in this process: a draft opened while another applies waits
    // for it, so that it builds on the configuration that one made current.
    // A hook that writes to its own cluster must not wait for itself: inside a hook, no waiting.
    const insideHook = this.hookContext.getStore()?.has(applying.clusterId) === true;
    const previous = insideHook ? Promise.resolve() : (this.applyQueue.get(applying.clusterId) ?? Promise.resolve());
    const run = previous.then(() => this.runApply(orgId, applying, actor, options));
    this.enqueue(applying.clusterId, run);
    return run;
  }

  /**
   * Makes `run` the apply of the cluster that the next one waits for, marked as a write's `turn` or,
   * when it is not one, stopping the writes waiting for a turn of the cluster (see `nextTurn`).
   */
  private enqueue(clusterId: string, run: Promise<unknown>, turn = false): void {
    if (!turn) {
      const waiting = this.awaitingTurn.get(clusterId);
      this.awaitingTurn.delete(clusterId);
      waiting?.stop();
    }
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    if (turn) this.turns.add(settled);
    this.applyQueue.set(clusterId, settled);
    void settled.then(() => {
      if (this.applyQueue.get(clusterId) === settled) this.applyQueue.delete(clusterId);
    });
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
      await this.leases.abandon(orgId, applying.id);
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
    const { tree, header, current, failed, open, markerOps, historyCleanup, suites, ownEntries } = await this.readForApply(orgId, clusterId, changesetId);
    const previousVersion = header?.configVersion ?? 0;
    const at = nowIso(this.ctx);
    const by = actorRef(actor);
    // What the apply changes: everything, the first time (or once for a configuration kept whole by an
    // older version); else the entities written since the current changeset (the entries attached to
    // the changesets after it), each brought to its state as saved now. When this changeset is the
    // only one unapplied (as a rule), its entries were read with the rest.
    const unapplied = [...new Set([changesetId, ...open.map((cs) => cs.id), ...failed.map((cs) => cs.id)])];
    const plan = await planApply(store, orgId, clusterId, tree, header, unapplied, whole, unapplied.length === 1 ? ownEntries : undefined);
    let problems = plan.problems;
    let next: AppliedState | undefined;
    let resolved: AppliedConfig | undefined;
    let testReport: PolicyTestReport | undefined;
    if (problems.length === 0 && (this.hooks.size > 0 || suites > 0)) {
      // Hooks and suites get the whole configuration: the previous one (in memory, or read once) with the changes made.
      const base =
        header === undefined ? new Map() : (this.appliedStates.peek(orgId, clusterId, previousVersion) ?? (await this.appliedStates.stateOf(header))).entities;
      next = { orgId, clusterId, changesetId, version: previousVersion + 1, appliedAt: at, entities: withChanges(base, plan.changes) };
      // Not kept until it commits: a configuration that fails its tests or hooks is never one a reader sees.
      resolved = await this.appliedStates.preview(next, tree);
      const suites = suitesOf(next.entities);
      if (suites.length > 0) {
        // The suites run before the hooks: a configuration that fails its tests reaches nothing.
        testReport = await gateConfig(resolved, suites, tree, this.ctx.clock());
        if (testReport.failed > 0) problems = [failedTestsMessage(testReport)];
      }
      if (problems.length === 0 && this.hooks.size > 0) {
        const clusters = new Set([...(this.hookContext.getStore() ?? []), clusterId]);
        problems = await this.hookContext.run(clusters, () => this.runHooks(resolved!));
      }
    }
    if (problems.length > 0) {
      this.ctx.logger.warn({ orgId, changesetId, clusterId }, "changeset failed to apply");
      return this.fail(orgId, applying, summarizeProblems(problems), at, logged ? actor : undefined, tree, testReport);
    }
    const configVersion = previousVersion + 1;
    // Everything saved is applied: the entries of this changeset, and those of the cluster's changesets
    // that failed (or were interrupted) and were not brought in by an apply yet.
    const carried = new Set([changesetId, ...failed.map((cs) => cs.id)]);
    const read = plan.entries ?? (carried.size === 1 ? ownEntries : (await store.list("activity", orgId, { where: { changesetIds: [...carried] } })).items);
    const entries = read.filter((entry) => entry.changesetIds?.some((id) => carried.has(id)));
    const { leaseExpiresAt: _lease, testReport: _previous, ...finished } = unversioned(applying);
    const done: ChangesetRecord = {
      ...finished,
      status: nextStatus(applying.status, "succeed"),
      appliedAt: at,
      appliedBy: by,
      updatedAt: at,
      configVersion,
      ...(testReport === undefined ? {} : { testReport }),
    };
    const writes: WriteOp[] = [
      ops.update("changeset", orgId, done, applying.version),
      ...markerOps,
      ...failed.map((cs) => ops.update("changeset", orgId, joined<ChangesetRecord>(unversioned(cs), { incorporatedBy: changesetId }), cs.version)),
      // An entry shared by several clusters' drafts keeps the first application that carried it.
      ...entries
        .filter((entry) => entry.applied === undefined)
        .map((entry) => ops.update("activity", orgId, joined<ActivityRecord>(unversioned(entry), { applied: { at, by, changesetId } }), entry.version)),
      ...this.appliedWrites(orgId, clusterId, changesetId, configVersion, header, current, plan, historyCleanup, at, by),
      ...(logged ? [changesetActivityOp(this.ctx, orgId, actor, applying, done, tree, { at, by, changesetId })] : []),
    ];
    try {
      const { versions } = await this.ctx.store.commit({ ops: writes });
      this.madeCurrent(orgId, clusterId, previousVersion, { changesetId, version: configVersion, appliedAt: at }, plan.changes, next, resolved);
      return { ...done, version: versions[0]! };
    } catch (error) {
      if (!isAccessPlaneError(error, "conflict")) throw error;
      return "lost_race";
    }
  }

  /**
   * Every read of an apply that depends on no other, at once: under load each round trip waits for
   * the event loop, so an apply costs its number of sequential reads. (A read gone stale by the
   * commit makes a version conflict, and the apply builds again.)
   */
  private async readForApply(orgId: string, clusterId: string, changesetId: string): Promise<ApplyReads> {
    const store = this.ctx.store;
    const [tree, header, current, failed, open, markerOps, historyCleanup, suiteCount, ownEntries] = await Promise.all([
      this.ctx.reads.treeForWrite(orgId),
      store.get("appliedConfig", orgId, clusterId),
      store.list("changeset", orgId, { where: { clusterId, status: "current" } }),
      uncarriedFailures(store, orgId, clusterId),
      openChangesets(store, orgId, [clusterId]),
      this.drafts.markerRemoval(orgId, changesetId),
      this.history.cleanup(orgId, clusterId),
      store.list("policyTestSuite", orgId, { limit: 0, count: true }),
      store.list("activity", orgId, { where: { changesetIds: [changesetId] } }),
    ]);
    return {
      tree,
      header,
      current: current.items,
      failed,
      open,
      markerOps,
      historyCleanup,
      suites: suiteCount.total ?? 0,
      ownEntries: ownEntries.items,
    };
  }

  /**
   * `pending → applying` in one versioned commit; `failed_precondition` unless it is the draft, or when
   * it lacks the approvals its cluster's policy asks (unless `breakGlass`, which the changeset keeps).
   */
  private async startApply(
    orgId: string,
    changesetId: string,
    known?: Stored<ChangesetRecord>,
    breakGlass?: ChangesetRecord["breakGlass"],
  ): Promise<Stored<ChangesetRecord>> {
    // Writes of this process attached to the draft go with it (else each would conflict with this
    // start and write again, to the next draft); those that find it meanwhile wait for this start.
    // The draft as the writer knew it is tried first, unread: if it changed since, the commit's
    // version check fails and it is read. A write attaching itself to the draft meanwhile is a
    // conflict too: read it again (it may still be the draft).
    //
    // An organization this process found without an approval policy is trusted to have none still,
    // the commit checking it (as a write's own apply does): no read before the start. If one came
    // meanwhile, the check fails the commit, and the start reads the draft and its approvals again.
    let unread = known?.status === "pending" ? known : undefined;
    let trusted = breakGlass === undefined && this.approvals.seenWithoutPolicy(orgId);
    return this.drafts.taken(changesetId, () =>
      retryOnConflict(async () => {
        const draft = unread ?? (await this.leases.getRecovered(orgId, changesetId));
        const withoutPolicy = trusted;
        unread = undefined;
        trusted = false;
        requireDraft(draft, "apply");
        if (!withoutPolicy) await this.approvals.check(orgId, draft, breakGlass);
        const { draftOf: _draftOf, breakGlass: _earlier, ...rest } = unversioned(draft);
        const { now, expiresAt: leaseExpiresAt } = this.leases.expiryFromNow();
        const next: ChangesetRecord = {
          ...rest,
          status: nextStatus(draft.status, "apply"),
          updatedAt: now.toISOString(),
          leaseExpiresAt,
          ...(breakGlass === undefined ? {} : { breakGlass }),
        };
        const { versions } = await this.ctx.store.commit({
          ops: [ops.update("changeset", orgId, next, draft.version)],
          ...(withoutPolicy ? { checks: [this.approvals.noPolicyCheck(orgId)] } : {}),
        });
        return { ...next, version: versions[0]! };
      }),
    );
  }

  /** Marks an apply failed (`applying → failed`, with the reason); with `loggedBy`, records it as that actor's update of the changeset. */
  private async fail(
    orgId: string,
    applying: Stored<ChangesetRecord>,
    failureMessage: string,
    at: string,
    loggedBy?: Actor,
    tree?: NamespaceTree,
    testReport?: PolicyTestReport,
  ): Promise<Stored<ChangesetRecord>> {
    const { leaseExpiresAt: _lease, testReport: _previous, ...rest } = unversioned(applying);
    const failed: ChangesetRecord = {
      ...rest,
      status: nextStatus(applying.status, "fail"),
      failureMessage,
      updatedAt: at,
      ...(testReport === undefined ? {} : { testReport }),
    };
    const writes: WriteOp[] = [ops.update("changeset", orgId, failed, applying.version), ...(await this.drafts.markerRemoval(orgId, applying.id))];
    if (loggedBy !== undefined)
      writes.push(changesetActivityOp(this.ctx, orgId, loggedBy, applying, failed, tree ?? (await this.ctx.reads.treeForWrite(orgId))));
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
