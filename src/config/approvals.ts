/**
 * Approvals of drafts: a cluster's approval policy (its own, or the nearest namespace's above it) says
 * how many approvals a draft needs and from which roles, per source and kind of change; approvals are
 * bound to the draft's content digest, so any later change to the draft voids them; nobody approves a
 * change they wrote. Every apply checks them (REST, auto-apply after any write, reverts, the sweep);
 * an owner may apply without them, with a reason (break-glass). docs/policy-tests.md tells the workflow.
 */
import { createHash } from "node:crypto";
import { boundedCache } from "../bounded-cache.js";
import type { Approval, ApprovalPolicy, ApprovalPolicyWrite, ApprovalRule, ChangesetApprovals } from "../domain/approvals.js";
import type { OrganizationRole } from "../domain/primitives.js";
import { AccessPlaneError, notFound } from "../errors.js";
import { checks, ops, unversioned, type BatchCheck, type Stored } from "../store/port.js";
import type { ActivityRecord, ApprovalPolicyRecord, ChangesetRecord } from "../store/records.js";
import { activityOp, checkExpectedVersion, namespaceActivityOp, nowIso, retryOnConflict, type Actor, type ServiceContext } from "../services/context.js";
import type { NamespaceTree } from "../services/namespace-tree.js";
import { validateApprovalPolicyWrite } from "../validation/generated/validators.js";
import { validated } from "../validation/report.js";
import { uncarriedFailures } from "./apply-plan.js";
import { readChangeset } from "./changeset-records.js";
import type { DraftTests } from "./policy-test-gate.js";

const DEFAULT_APPROVER_ROLES: readonly OrganizationRole[] = ["owner", "admin"];

/** What a draft needs and holds, computed from its policy and its changes. */
interface Standing {
  policy?: Stored<ApprovalPolicyRecord>;
  required: number;
  digest: string;
  authors: Set<string>;
  approvals: Approval[];
  valid: number;
}

function toPolicy(record: ApprovalPolicyRecord): ApprovalPolicy {
  return {
    namespaceId: record.id,
    required: record.required,
    approverRoles: record.approverRoles,
    requireTestsPass: record.requireTestsPass,
    rules: record.rules,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** The first rule of `rules` that matches an entry, if any. */
function ruleFor(rules: readonly ApprovalRule[], entry: ActivityRecord): ApprovalRule | undefined {
  const originatorId = (entry.data as { originatorId?: unknown }).originatorId;
  return rules.find(
    (rule) =>
      (rule.originatorIds === undefined || (typeof originatorId === "string" && rule.originatorIds.includes(originatorId))) &&
      (rule.entityTypes === undefined || (rule.entityTypes as readonly string[]).includes(entry.entityType)),
  );
}

/** The digest of a draft's content: the changes it (and the failed changesets it carries) holds, each write one entry. */
function digestOf(entries: readonly ActivityRecord[]): string {
  const ids = entries.map((entry) => entry.id).sort();
  return `sha256:${createHash("sha256").update(ids.join("\n")).digest("hex")}`;
}

/** Approval policies and approvals (see the module's comment). */
export class Approvals {
  /** Organizations that had no approval policy when this process last counted them (a hint: see {@link seenWithoutPolicy}). */
  private readonly withoutPolicy = boundedCache<string, true>(10_000);

  constructor(
    private readonly ctx: ServiceContext,
    private readonly tests: DraftTests,
  ) {}

  /** The policy that governs a cluster: its own, else the nearest namespace's above it (none when the organization has `any` none). */
  private async policyOf(orgId: string, tree: NamespaceTree, clusterId: string, any: boolean): Promise<Stored<ApprovalPolicyRecord> | undefined> {
    if (!any) return undefined;
    const path = tree.ancestorsAndSelf(clusterId);
    const found = await Promise.all(path.map((id) => this.ctx.store.get("approvalPolicy", orgId, id)));
    // `ancestorsAndSelf` runs from the namespace up: the first found is the nearest.
    return found.find((policy) => policy !== undefined);
  }

  /** Whether the organization has an approval policy at all (most have none): a kept count, no scan. */
  async anyPolicy(orgId: string): Promise<boolean> {
    const { total } = await this.ctx.store.list("approvalPolicy", orgId, { limit: 0, count: true });
    const any = (total ?? 0) > 0;
    if (any) this.withoutPolicy.delete(orgId);
    else this.withoutPolicy.set(orgId, true);
    return any;
  }

  /**
   * Whether the organization had no approval policy when this process last counted them. A hint
   * only: a commit that relies on it carries {@link noPolicyCheck}, and is decided again by
   * {@link check} when that fails.
   */
  seenWithoutPolicy(orgId: string): boolean {
    return this.withoutPolicy.has(orgId);
  }

  /** The check a commit carries that the organization still has no approval policy when it lands. */
  noPolicyCheck(orgId: string): BatchCheck {
    return checks.count("approvalPolicy", orgId, {}, 0);
  }

  /** What the draft needs and holds now; `any`: whether the organization has an approval policy at all ({@link anyPolicy}). */
  private async standing(orgId: string, draft: ChangesetRecord, tree: NamespaceTree, any: boolean): Promise<Standing> {
    const policy = await this.policyOf(orgId, tree, draft.clusterId, any);
    if (policy === undefined) return { required: 0, digest: "", authors: new Set(), approvals: [], valid: 0 };
    const store = this.ctx.store;
    // The apply carries the cluster's failed changesets no apply brought in: their changes are approved with the draft's.
    const failed = await uncarriedFailures(store, orgId, draft.clusterId);
    const entries = (await store.list("activity", orgId, { where: { changesetIds: [draft.id, ...failed.map((cs) => cs.id)] } })).items.filter(
      (entry) => entry.entityType !== "changeset",
    );
    const required = entries.length === 0 ? policy.required : Math.max(...entries.map((entry) => ruleFor(policy.rules, entry)?.required ?? policy.required));
    const digest = digestOf(entries);
    const authors = new Set(entries.map((entry) => entry.userId));
    const roles = new Set(policy.approverRoles);
    const counted = new Set<string>();
    const approvals = (draft.approvals ?? []).map((approval): Approval => {
      const valid = approval.digest === digest && !authors.has(approval.userId) && roles.has(approval.role) && !counted.has(approval.userId);
      if (valid) counted.add(approval.userId);
      return { ...approval, valid };
    });
    return { policy, required, digest, authors, approvals, valid: counted.size };
  }

  /** Where a changeset stands with its cluster's approval policy. */
  async status(orgId: string, changesetId: string): Promise<ChangesetApprovals> {
    const [draft, tree, any] = await Promise.all([
      readChangeset(this.ctx.store, orgId, changesetId),
      this.ctx.reads.treeForWrite(orgId),
      this.anyPolicy(orgId),
    ]);
    const standing = await this.standing(orgId, draft, tree, any);
    return {
      changesetId,
      ...(standing.policy === undefined ? {} : { policyNamespaceId: standing.policy.id }),
      required: standing.required,
      digest: standing.digest,
      approvals: standing.approvals,
      missing: Math.max(0, standing.required - standing.valid),
      authors: [...standing.authors].sort(),
      approverRoles: [...(standing.policy?.approverRoles ?? DEFAULT_APPROVER_ROLES)],
    };
  }

  /**
   * Refuses (409, naming what is missing) to apply a draft that lacks its approvals; with `breakGlass`
   * (an owner's, with a reason: the caller checked both) lets it through.
   */
  async check(orgId: string, draft: Stored<ChangesetRecord>, breakGlass?: ChangesetRecord["breakGlass"]): Promise<void> {
    // Read together (one round trip on PostgreSQL): most organizations have no policy, and then nothing is required.
    const [any, tree] = await Promise.all([this.anyPolicy(orgId), this.ctx.reads.treeForWrite(orgId)]);
    if (!any) return;
    const standing = await this.standing(orgId, draft, tree, any);
    const missing = standing.required - standing.valid;
    if (missing <= 0) return;
    if (breakGlass !== undefined) return;
    const have = standing.approvals.filter((a) => a.valid).map((a) => a.email || a.userId);
    const voided = standing.approvals.filter((a) => !a.valid).length;
    throw new AccessPlaneError(
      "failed_precondition",
      `the changeset needs ${standing.required} approval${standing.required === 1 ? "" : "s"} from ${standing.policy!.approverRoles.join(" or ")} ` +
        `(the approval policy of namespace ${standing.policy!.id}); it has ${standing.valid}${have.length > 0 ? ` (${have.join(", ")})` : ""}: ${missing} missing` +
        `${voided > 0 ? `; ${voided} not counted (given before a later change, or by an author of the change)` : ""}. ` +
        "Ask others to approve it (approveChangeset), or an owner may apply it with breakGlass and a reason",
    );
  }

  /** Records `actor`'s approval of the draft as it is now. */
  async approve(orgId: string, changesetId: string, actor: Actor, role: OrganizationRole | undefined): Promise<ChangesetApprovals> {
    await retryOnConflict(async () => {
      const [draft, tree, any] = await Promise.all([
        readChangeset(this.ctx.store, orgId, changesetId),
        this.ctx.reads.treeForWrite(orgId),
        this.anyPolicy(orgId),
      ]);
      if (draft.status !== "pending")
        throw new AccessPlaneError("failed_precondition", `the changeset is ${draft.status}: only a cluster's draft (pending) is approved`);
      const standing = await this.standing(orgId, draft, tree, any);
      if (standing.policy === undefined) {
        throw new AccessPlaneError("failed_precondition", "no approval policy governs this changeset's cluster: it needs no approvals");
      }
      if (role === undefined || !standing.policy.approverRoles.includes(role)) {
        throw new AccessPlaneError("permission_denied", `only ${standing.policy.approverRoles.join(" or ")} members approve changes of this cluster`);
      }
      if (standing.authors.has(actor.id)) throw new AccessPlaneError("failed_precondition", "you wrote part of this change: someone else must approve it");
      if (standing.approvals.some((a) => a.userId === actor.id && a.digest === standing.digest)) {
        throw new AccessPlaneError("already_exists", "you approved this change as it is already");
      }
      if (standing.policy.requireTestsPass) {
        const report = await this.tests.test(orgId, changesetId);
        if (report.failed > 0) {
          throw new AccessPlaneError(
            "failed_precondition",
            `the approval policy asks that the draft pass its tests, and ${report.failed} of ${report.passed + report.failed} cases fail (testChangeset names them)`,
          );
        }
      }
      const at = nowIso(this.ctx);
      // An earlier approval of the same person (for an older digest) is replaced.
      const approvals = [
        ...(draft.approvals ?? []).filter((a) => a.userId !== actor.id),
        { userId: actor.id, email: actor.email, role, at, digest: standing.digest },
      ];
      await this.record(orgId, actor, draft, approvals, tree, { approvedBy: { id: actor.id, email: actor.email, role, digest: standing.digest } });
    });
    return this.status(orgId, changesetId);
  }

  /** Takes `actor`'s approval of the draft back. */
  async withdraw(orgId: string, changesetId: string, actor: Actor): Promise<ChangesetApprovals> {
    await retryOnConflict(async () => {
      const [draft, tree] = await Promise.all([readChangeset(this.ctx.store, orgId, changesetId), this.ctx.reads.treeForWrite(orgId)]);
      const mine = (draft.approvals ?? []).filter((a) => a.userId === actor.id);
      if (mine.length === 0) throw notFound("approval of yours on this changeset");
      const approvals = (draft.approvals ?? []).filter((a) => a.userId !== actor.id);
      await this.record(orgId, actor, draft, approvals, tree, { approvalWithdrawnBy: { id: actor.id, email: actor.email } });
    });
    return this.status(orgId, changesetId);
  }

  /** Saves the draft's approvals and the activity entry of what changed them (an update of the changeset), in one commit. */
  private async record(
    orgId: string,
    actor: Actor,
    draft: Stored<ChangesetRecord>,
    approvals: ChangesetRecord["approvals"],
    tree: NamespaceTree,
    what: Record<string, unknown>,
  ): Promise<void> {
    const state = { status: draft.status, clusterId: draft.clusterId };
    await this.ctx.store.commit({
      ops: [
        ops.update("changeset", orgId, { ...unversioned(draft), approvals }, draft.version),
        activityOp(this.ctx, orgId, actor, {
          activityType: "update",
          entityType: "changeset",
          entityId: draft.id,
          data: { ...state, ...what },
          before: state,
          namespace: { id: draft.clusterId, name: tree.get(draft.clusterId)?.name ?? "" },
        }),
      ],
    });
  }

  /** The approval policy of a namespace (or cluster); `not_found` when it has none. */
  async getPolicy(orgId: string, namespaceId: string): Promise<{ policy: ApprovalPolicy; version: number }> {
    const record = await this.ctx.store.get("approvalPolicy", orgId, namespaceId);
    if (record === undefined) throw notFound("approval policy");
    return { policy: toPolicy(record), version: record.version };
  }

  /** Sets the approval policy of a namespace (or cluster), recorded as an update of the namespace. */
  async putPolicy(
    orgId: string,
    namespaceId: string,
    body: unknown,
    actor: Actor,
    expectedVersion?: number,
  ): Promise<{ policy: ApprovalPolicy; version: number }> {
    const write: ApprovalPolicyWrite = validated(validateApprovalPolicyWrite(body), "approval policy");
    return retryOnConflict(async () => {
      const [tree, current] = await Promise.all([this.ctx.reads.treeForWrite(orgId), this.ctx.store.get("approvalPolicy", orgId, namespaceId)]);
      const namespace = tree.get(namespaceId);
      if (namespace === undefined) throw notFound("namespace");
      checkExpectedVersion(expectedVersion, current?.version ?? 0);
      const at = nowIso(this.ctx);
      const record: ApprovalPolicyRecord = {
        id: namespaceId,
        orgId,
        createdAt: current?.createdAt ?? at,
        updatedAt: at,
        required: write.required,
        approverRoles: [...new Set(write.approverRoles ?? DEFAULT_APPROVER_ROLES)],
        requireTestsPass: write.requireTestsPass ?? false,
        rules: write.rules ?? [],
      };
      const data = { approvalPolicy: policyData(record) };
      const { versions } = await this.ctx.store.commit({
        ops: [
          current === undefined ? ops.insert("approvalPolicy", orgId, record) : ops.update("approvalPolicy", orgId, record, current.version),
          namespaceActivityOp(
            this.ctx,
            orgId,
            actor,
            "update",
            { id: namespaceId, name: namespace.name },
            data,
            current === undefined ? {} : { approvalPolicy: policyData(current) },
          ),
        ],
      });
      // Not a hint any more here (other processes learn of it from the checks their commits carry).
      this.withoutPolicy.delete(orgId);
      return { policy: toPolicy(record), version: versions[0]! };
    });
  }

  /** Removes the approval policy of a namespace (or cluster). */
  async deletePolicy(orgId: string, namespaceId: string, actor: Actor, expectedVersion?: number): Promise<void> {
    await retryOnConflict(async () => {
      const [tree, current] = await Promise.all([this.ctx.reads.treeForWrite(orgId), this.ctx.store.get("approvalPolicy", orgId, namespaceId)]);
      if (current === undefined) throw notFound("approval policy");
      checkExpectedVersion(expectedVersion, current.version);
      const name = tree.get(namespaceId)?.name ?? "";
      await this.ctx.store.commit({
        ops: [
          ops.delete("approvalPolicy", orgId, namespaceId, current.version),
          namespaceActivityOp(this.ctx, orgId, actor, "update", { id: namespaceId, name }, {}, { approvalPolicy: policyData(current) }),
        ],
      });
    });
  }
}

/** What the activity log keeps of a policy. */
function policyData(record: ApprovalPolicyRecord): Record<string, unknown> {
  return { required: record.required, approverRoles: record.approverRoles, requireTestsPass: record.requireTestsPass, rules: record.rules };
}
