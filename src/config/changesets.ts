/**
 * Changesets: each cluster's stream of configuration versions (docs/wire-contract.md, "Namespaces,
 * clusters and changesets"). Every configuration write is attached to the draft of each cluster it
 * belongs to; applying a draft builds and checks the cluster's whole configuration, hands it to the
 * embedding application's hooks, and makes it the cluster's current one.
 *
 * The engine, by job (all in src/config/):
 *
 * - changeset-states.ts: the state machine, the one source of every status written;
 * - drafts.ts: drafts and their markers, which writes attach to (config-changes.ts: the write path);
 * - apply.ts and apply-plan.ts: applies, their plan and checks (applied-config.ts: the checks of a
 *   whole configuration; applied-state.ts: the applied records and this process's copy of them);
 * - leases.ts and sweep.ts: interrupted applies and the sweep;
 * - reverts.ts and applied-history.ts: rejects and reverts, and the history they use;
 * - changeset-reads.ts and changeset-records.ts: the read side;
 * - applied-config-watch.ts: watching a cluster's applied configuration.
 *
 * This file is the service the control plane hands out, over those.
 */
import type { Changeset } from "../domain/entities.js";
import type { ChangesetCompareQuery, ChangesetListQuery } from "../domain/requests.js";
import type { ChangesetComparison } from "../domain/wire.js";
import type { ListResult, WriteOp } from "../store/port.js";
import type { ChangesetRecord, SettingsRecord } from "../store/records.js";
import type { Actor, ServiceContext } from "../services/context.js";
import type { AppliedConfig } from "./applied-config.js";
import { AppliedStateCache } from "./applied-state.js";
import { AppliedHistory } from "./applied-history.js";
import { Applier, type ApplyHook, type ApplyOptions } from "./apply.js";
import { ChangesetReads } from "./changeset-reads.js";
import { present } from "./changeset-records.js";
import type { ApplyTurn, DraftAttachment, DraftChangesets, DraftsRead, OpenApplying, ReadsAhead, StartedApply, WrittenEntity } from "./config-changes.js";
import type { PlannedEntity } from "./apply-plan.js";
import { Drafts } from "./drafts.js";
import { DraftTests } from "./policy-test-gate.js";
import { Approvals } from "./approvals.js";
import type { ApprovalPolicy, ChangesetApprovals } from "../domain/approvals.js";
import type { OrganizationRole } from "../domain/primitives.js";
import type { PolicyTestReport, ReplayReport } from "../domain/policy-tests.js";
import { Reverts } from "./reverts.js";
import { Sweeper, type SweepResult } from "./sweep.js";

export type { ApplyHook, ApplyOptions } from "./apply.js";
export type { SweepResult } from "./sweep.js";

/** How long an apply may run before another process takes it for interrupted. @defaultValue 60 s */
export const DEFAULT_APPLY_LEASE_MS = 60_000;
/** Applied configurations kept per cluster, to revert to. @defaultValue 20 */
const DEFAULT_APPLY_HISTORY = 20;

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
  /**
   * Runs the policy test suites on the configuration applying the draft `changesetId` would make (the
   * draft on top of the applied configuration, as an apply checks it), without applying it: every
   * case's result and the rule coverage. `failed_precondition` when it is not a draft or its
   * configuration could not apply.
   */
  test(orgId: string, changesetId: string): Promise<PolicyTestReport>;
  /**
   * Replays recorded requests (the proxy's `authorize check` log lines, JSON) on the applied
   * configuration and on the one applying the draft would make: who gains, loses or otherwise changes
   * access to which route. Lines that do not parse are counted and named, never fatal.
   * `failed_precondition` as `test`, and before the cluster's first apply.
   */
  replay(orgId: string, changesetId: string, lines: Iterable<string>): Promise<ReplayReport>;
  /** Where a changeset stands with its cluster's approval policy: what it needs, its approvals (each valid or void), who wrote it. */
  approvals(orgId: string, changesetId: string): Promise<ChangesetApprovals>;
  /**
   * Approves the draft as it is now (any later change voids the approval). `permission_denied` for a
   * role the policy does not name; `failed_precondition` for an author of the change, a changeset that
   * is not the draft, a cluster no policy governs, or (with `requireTestsPass`) a draft failing its
   * tests; `already_exists` when `actor` approved it as it is already.
   */
  approve(orgId: string, changesetId: string, actor: Actor, role: OrganizationRole | undefined): Promise<ChangesetApprovals>;
  /** Takes `actor`'s approval back; `not_found` when they gave none. */
  withdrawApproval(orgId: string, changesetId: string, actor: Actor): Promise<ChangesetApprovals>;
  /** The approval policy of a namespace or cluster; `not_found` when it has none. */
  getApprovalPolicy(orgId: string, namespaceId: string): Promise<{ policy: ApprovalPolicy; version: number }>;
  /**
   * Sets the approval policy of a namespace or cluster: it governs the clusters at and below it (the
   * nearest wins). `invalid_argument` for a bad body, `not_found` for a namespace the organization lacks.
   */
  putApprovalPolicy(
    orgId: string,
    namespaceId: string,
    body: unknown,
    actor: Actor,
    expectedVersion?: number,
  ): Promise<{ policy: ApprovalPolicy; version: number }>;
  /** Removes the approval policy of a namespace or cluster. */
  deleteApprovalPolicy(orgId: string, namespaceId: string, actor: Actor, expectedVersion?: number): Promise<void>;
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
export class DefaultChangesetService implements ChangesetService, DraftChangesets {
  private readonly drafts: Drafts;
  private readonly applier: Applier;
  private readonly sweeper: Sweeper;
  private readonly reverts: Reverts;
  private readonly reads: ChangesetReads;
  private readonly tests: DraftTests;
  private readonly approvalGate: Approvals;

  constructor(
    ctx: ServiceContext,
    leaseMs = DEFAULT_APPLY_LEASE_MS,
    /** Applied configurations kept per cluster for reverts. */
    historyLimit = DEFAULT_APPLY_HISTORY,
  ) {
    const appliedStates = new AppliedStateCache(ctx.store);
    const history = new AppliedHistory(ctx.store, appliedStates, historyLimit);
    this.drafts = new Drafts(ctx);
    this.tests = new DraftTests(ctx, appliedStates);
    this.approvalGate = new Approvals(ctx, this.tests);
    this.applier = new Applier(ctx, this.drafts, appliedStates, history, leaseMs, this.approvalGate);
    this.sweeper = new Sweeper(ctx, this.drafts, this.applier);
    this.reverts = new Reverts(ctx, this.drafts, this.applier, history);
    this.reads = new ChangesetReads(ctx, appliedStates);
  }

  list(orgId: string, query: ChangesetListQuery, count = false): Promise<{ items: Changeset[]; total?: number }> {
    return this.reads.list(orgId, query, count);
  }

  get(orgId: string, changesetId: string): Promise<{ changeset: Changeset; version: number }> {
    return this.reads.get(orgId, changesetId);
  }

  compare(orgId: string, query: ChangesetCompareQuery): Promise<ChangesetComparison> {
    return this.reads.compare(orgId, query);
  }

  getAppliedConfig(orgId: string, clusterId: string): Promise<AppliedConfig | undefined> {
    return this.reads.getAppliedConfig(orgId, clusterId);
  }

  async apply(orgId: string, changesetId: string, actor: Actor, options: ApplyOptions = {}): Promise<{ changeset: Changeset; version: number }> {
    return present(await this.applier.apply(orgId, changesetId, actor, options));
  }

  async reject(orgId: string, changesetId: string, actor: Actor): Promise<{ changeset: Changeset; version: number }> {
    return present(await this.reverts.reject(orgId, changesetId, actor));
  }

  async revert(orgId: string, changesetId: string, actor: Actor): Promise<{ changeset: Changeset; version: number }> {
    return present(await this.reverts.revert(orgId, changesetId, actor));
  }

  test(orgId: string, changesetId: string): Promise<PolicyTestReport> {
    return this.tests.test(orgId, changesetId);
  }

  replay(orgId: string, changesetId: string, lines: Iterable<string>): Promise<ReplayReport> {
    return this.tests.replay(orgId, changesetId, lines);
  }

  approvals(orgId: string, changesetId: string): Promise<ChangesetApprovals> {
    return this.approvalGate.status(orgId, changesetId);
  }

  approve(orgId: string, changesetId: string, actor: Actor, role: OrganizationRole | undefined): Promise<ChangesetApprovals> {
    return this.approvalGate.approve(orgId, changesetId, actor, role);
  }

  withdrawApproval(orgId: string, changesetId: string, actor: Actor): Promise<ChangesetApprovals> {
    return this.approvalGate.withdraw(orgId, changesetId, actor);
  }

  getApprovalPolicy(orgId: string, namespaceId: string): Promise<{ policy: ApprovalPolicy; version: number }> {
    return this.approvalGate.getPolicy(orgId, namespaceId);
  }

  putApprovalPolicy(
    orgId: string,
    namespaceId: string,
    body: unknown,
    actor: Actor,
    expectedVersion?: number,
  ): Promise<{ policy: ApprovalPolicy; version: number }> {
    return this.approvalGate.putPolicy(orgId, namespaceId, body, actor, expectedVersion);
  }

  deleteApprovalPolicy(orgId: string, namespaceId: string, actor: Actor, expectedVersion?: number): Promise<void> {
    return this.approvalGate.deletePolicy(orgId, namespaceId, actor, expectedVersion);
  }

  onApply(hook: ApplyHook): () => void {
    return this.applier.onApply(hook);
  }

  /** Calls `listener` after every configuration this process applies; returns a function that removes it. */
  onApplied(listener: (orgId: string, clusterId: string, version: number) => void): () => void {
    return this.applier.onApplied(listener);
  }

  sweep(options: { atStart?: boolean } = {}): Promise<SweepResult> {
    return this.sweeper.sweep(options);
  }

  /** Changesets pending or applying across organizations (their draft markers), for `/metrics`. */
  pendingCount(): Promise<number> {
    return this.sweeper.pendingCount();
  }

  attach(
    orgId: string,
    clusterIds: readonly string[],
    except?: string,
    openApplying?: Promise<OpenApplying | undefined>,
    ahead?: DraftsRead,
  ): Promise<DraftAttachment> {
    return this.drafts.attach(orgId, clusterIds, except, openApplying, ahead);
  }

  readAhead(orgId: string, clusterId: string, entity: PlannedEntity, carried: boolean): ReadsAhead {
    const drafts = this.drafts.readAhead(orgId, [clusterId]);
    const anyPolicy = this.approvalGate.anyPolicy(orgId);
    anyPolicy.catch(() => {});
    const born = carried ? this.applier.readBorn(orgId, clusterId, entity) : undefined;
    return { anyPolicy, ...(drafts === undefined ? {} : { drafts }), ...(born === undefined ? {} : { born }) };
  }

  openApplying(
    orgId: string,
    settingsRead: Promise<ListResult<SettingsRecord>>,
    written?: WrittenEntity,
    reserved?: ApplyTurn,
    ahead?: ReadsAhead,
  ): Promise<OpenApplying | undefined> {
    return this.applier.openApplying(orgId, settingsRead, written, reserved, ahead);
  }

  nextTurn(orgId: string, written: Pick<WrittenEntity, "clusterId" | "kind">): Promise<ApplyTurn | undefined> {
    return this.applier.nextTurn(orgId, written);
  }

  committing<T>(attachment: DraftAttachment, commit: () => Promise<T>): Promise<T> {
    return this.drafts.committing(attachment, commit);
  }

  autoApply(
    orgId: string,
    drafts: ReadonlyMap<string, string>,
    actor: Actor,
    settingsRead?: Promise<ListResult<SettingsRecord>>,
    started?: ReadonlyMap<string, StartedApply>,
  ): Promise<void> {
    return this.applier.autoApply(orgId, drafts, actor, settingsRead, started);
  }

  /** A new draft record of a cluster. */
  newDraft(orgId: string, clusterId: string, at?: string): ChangesetRecord {
    return this.drafts.newDraft(orgId, clusterId, at);
  }

  /** The ops that insert a new draft: the changeset and the marker the sweep finds it by. */
  draftOps(record: ChangesetRecord): WriteOp[] {
    return this.drafts.draftOps(record);
  }
}
