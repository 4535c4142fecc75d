/**
 * Rejects and reverts. A reject brings every entity a draft touched back to its state in the cluster's
 * applied configuration, in the commit that makes the draft `rejected`; a revert opens (or fills) the
 * draft with the changes that bring the cluster back to an earlier apply. Both are written like any
 * configuration write: each entity's op with its activity entry, attached to the drafts of every
 * cluster the entity belongs to.
 */
import { AccessPlaneError, notFound } from "../errors.js";
import { ops, unversioned, type BatchCheck, type Stored, type WriteOp } from "../store/port.js";
import type { ChangesetRecord, ConfigRecordKind } from "../store/records.js";
import { CONFIG_KINDS, configKindOfRecord, idsOf, indexedField, isConfigEntityType, REFERENCED_KINDS, referencesTo, type Reference } from "../kinds/index.js";
import { nowIso, retryOnConflict, type Actor, type ServiceContext } from "../services/context.js";
import type { NamespaceTree } from "../services/namespace-tree.js";
import { readConfigRecords } from "./applied-config.js";
import { entitiesOf, entityKey } from "./applied-state.js";
import type { AppliedHistory } from "./applied-history.js";
import type { Applier } from "./apply.js";
import { nextStatus, requireDraft } from "./changeset-states.js";
import { changesetActivityOp, readChangeset } from "./changeset-records.js";
import { configActivityOp, type ConfigChange } from "./config-changes.js";
import type { Drafts } from "./drafts.js";
import { subjectOf } from "./references.js";

/** Rejects drafts and reverts clusters to earlier applies. */
export class Reverts {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly drafts: Drafts,
    private readonly applier: Applier,
    private readonly history: AppliedHistory,
  ) {}

  /** Rejects a draft (see {@link ChangesetService.reject}), handing out the stored changeset. */
  async reject(orgId: string, changesetId: string, actor: Actor): Promise<Stored<ChangesetRecord>> {
    // A write attaching itself to the draft meanwhile is a conflict: read everything again.
    return retryOnConflict(() => this.rejectOnce(orgId, changesetId, actor));
  }

  private async rejectOnce(orgId: string, changesetId: string, actor: Actor): Promise<Stored<ChangesetRecord>> {
    const draft = await this.applier.leases.getRecovered(orgId, changesetId);
    requireDraft(draft, "reject");
    const tree = await this.ctx.reads.treeForWrite(orgId);
    const entries = await this.ctx.store.list("activity", orgId, { where: { changesetIds: changesetId }, orderBy: [{ field: "id" }] });
    const touched = new Map<string, { kind: ConfigRecordKind; id: string }>();
    for (const entry of entries.items) {
      if (!isConfigEntityType(entry.entityType)) continue;
      const kind = CONFIG_KINDS[entry.entityType];
      touched.set(entityKey(kind, entry.entityId), { kind, id: entry.entityId });
    }
    const applied = await this.history.appliedRecords(orgId, draft.clusterId, [...touched.values()]);
    const at = nowIso(this.ctx);
    const { reverts, deleted, finals } = await this.buildReverts(orgId, (kind, id) => applied.get(entityKey(kind, id)), [...touched.values()], at);
    await this.checkNoDangling(orgId, deleted, finals);
    // Reverts of entities other clusters share go into those clusters' drafts, one op per draft.
    const {
      writes: revertWrites,
      checks: draftChecks,
      drafts,
      release,
    } = await this.revertWrites(orgId, tree, reverts, actor, { except: draft.clusterId, alsoAttachTo: changesetId });
    const rejected: ChangesetRecord = { ...unversioned(draft), status: nextStatus(draft.status, "reject"), updatedAt: at };
    delete rejected.draftOf;
    let versions: number[];
    try {
      const writes: WriteOp[] = [
        ops.update("changeset", orgId, rejected, draft.version),
        ...(await this.drafts.markerRemoval(orgId, draft.id)),
        ...revertWrites,
        changesetActivityOp(this.ctx, orgId, actor, draft, rejected, tree),
      ];
      ({ versions } = await this.ctx.store.commit({ ops: writes, checks: draftChecks }));
    } finally {
      release();
    }
    await this.applier.autoApply(orgId, drafts, actor);
    return { ...rejected, version: versions[0]! };
  }

  /**
   * A reverted delete must not leave a record that names the deleted one (and is not itself reverted
   * away from it): found through every indexed reference to the deleted records' kinds.
   */
  private async checkNoDangling(
    orgId: string,
    deleted: readonly { kind: ConfigRecordKind; id: string }[],
    finals: ReadonlyMap<string, object | undefined>,
  ): Promise<void> {
    const dangling = new Set<string>();
    const gone = new Set(deleted.map(({ kind, id }) => entityKey(kind, id)));
    for (const target of new Set(deleted.map(({ kind }) => kind))) {
      if (!REFERENCED_KINDS.has(target)) continue;
      const ids = deleted.filter(({ kind }) => kind === target).map(({ id }) => id);
      for (const { kind, reference } of referencesTo(target as Reference["to"])) {
        const field = indexedField(kind, reference);
        if (field === undefined) continue; // the apply's checks find what names it through a field no store indexes
        const naming = await this.ctx.store.list(kind.recordKind, orgId, { where: { [field]: ids } });
        for (const record of naming.items as unknown as (object & { id: string })[]) {
          const key = entityKey(kind.recordKind, record.id);
          const final = finals.has(key) ? finals.get(key) : record;
          const named = final === undefined ? [] : idsOf(reference, final).filter((id) => gone.has(entityKey(target, id)));
          for (const id of named) dangling.add(`${configKindOfRecord(target)!.write.what} ${id} (named by ${subjectOf(kind, record)})`);
        }
      }
    }
    if (dangling.size > 0) {
      throw new AccessPlaneError("failed_precondition", `this would delete ${[...dangling].join(", ")}; change those first`);
    }
  }

  /** Opens a draft that reverts the cluster to a changeset (see {@link ChangesetService.revert}), handing out the draft. */
  async revert(orgId: string, changesetId: string, actor: Actor): Promise<Stored<ChangesetRecord>> {
    const target = await readChangeset(this.ctx.store, orgId, changesetId);
    if (target.status !== "current" && target.status !== "applied") {
      throw new AccessPlaneError("failed_precondition", `the changeset is ${target.status}: only a changeset that was applied can be reverted to`);
    }
    const clusterId = target.clusterId;
    const then = await this.history.configAsApplied(orgId, clusterId, changesetId);
    const drafts = await retryOnConflict(async () => {
      const tree = await this.ctx.reads.treeForWrite(orgId);
      const now = await readConfigRecords(this.ctx.store, orgId, tree, clusterId);
      if (now === undefined) throw notFound("cluster");
      // Every entity the cluster has now or had then.
      const touched = new Map<string, { kind: ConfigRecordKind; id: string }>();
      for (const [key, { kind, record }] of [...entitiesOf(now), ...then]) touched.set(key, { kind, id: record.id });
      const at = nowIso(this.ctx);
      const wanted = (kind: ConfigRecordKind, id: string) => then.get(entityKey(kind, id))?.record;
      const { reverts, deleted, finals } = await this.buildReverts(orgId, wanted, [...touched.values()], at);
      if (reverts.length === 0) throw new AccessPlaneError("failed_precondition", "the cluster's configuration is already as that changeset left it");
      await this.checkNoDangling(orgId, deleted, finals);
      // The cluster's own draft always, and those of the clusters that share a reverted entity.
      const { writes, checks, drafts, release } = await this.revertWrites(orgId, tree, reverts, actor, { include: clusterId });
      try {
        await this.ctx.store.commit({ ops: writes, checks });
      } finally {
        release();
      }
      return drafts;
    });
    await this.applier.autoApply(orgId, drafts, actor);
    return readChangeset(this.ctx.store, orgId, drafts.get(clusterId)!);
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
  ): Promise<{ writes: WriteOp[]; checks: BatchCheck[]; drafts: Map<string, string>; release: () => void }> {
    const clustersOf = new Map(reverts.map(({ change }) => [change.entityId, tree.clustersOf(change.namespaceId)]));
    const clusters = new Set([...(options.include === undefined ? [] : [options.include]), ...[...clustersOf.values()].flat()]);
    const attachment = await this.drafts.attach(orgId, [...clusters], options.except);
    const writes: WriteOp[] = [...attachment.ops];
    try {
      for (const { op, change } of reverts) {
        const drafts = clustersOf.get(change.entityId)!.flatMap((clusterId) => attachment.drafts.get(clusterId) ?? []);
        writes.push(
          op,
          configActivityOp(this.ctx, orgId, actor, tree, change, options.alsoAttachTo === undefined ? drafts : [options.alsoAttachTo, ...drafts]),
        );
      }
    } catch (error) {
      attachment.release();
      throw error;
    }
    return { writes, checks: attachment.checks, drafts: attachment.drafts, release: attachment.release };
  }

  /**
   * The ops that bring each of `touched` to its state in `target` (absent there: deleted), deletes
   * first, then updates, then re-inserts (a name freed by one may be taken by another).
   */
  private async buildReverts(
    orgId: string,
    target: (kind: ConfigRecordKind, id: string) => Record<string, unknown> | undefined,
    touched: readonly { kind: ConfigRecordKind; id: string }[],
    at: string,
  ): Promise<{ reverts: { op: WriteOp; change: ConfigChange }[]; deleted: { kind: ConfigRecordKind; id: string }[]; finals: Map<string, object | undefined> }> {
    const reverts: { op: WriteOp; change: ConfigChange }[] = [];
    // Each reverted entity as the revert leaves it (undefined: deleted), and the deleted ones.
    const finals = new Map<string, object | undefined>();
    const deleted: { kind: ConfigRecordKind; id: string }[] = [];
    for (const { kind, id } of touched) {
      const info = configKindOfRecord(kind)!;
      const type = info.entityType;
      const found = target(kind, id);
      const wanted = found === undefined ? undefined : { ...found };
      const now = (await this.ctx.store.get(kind, orgId, id)) as Stored<Record<string, unknown>> | undefined;
      // A kind of which a cluster has exactly one (its settings) is never deleted: absent then, it was never applied.
      if (info.ofCluster.shape === "single" && wanted === undefined) continue;
      const namespaceId = ((wanted ?? now) as { namespaceId: string } | undefined)?.namespaceId ?? "";
      if (wanted !== undefined && now !== undefined) {
        const { updatedAt: _w, ...wantedFields } = wanted;
        const { updatedAt: _n, ...nowFields } = unversioned(now);
        if (JSON.stringify(wantedFields) === JSON.stringify(nowFields)) continue;
        const record = { ...wanted, updatedAt: at };
        reverts.push({
          op: ops.update(kind, orgId, record as never, now.version),
          change: {
            activityType: "update",
            entityType: type,
            entityId: id,
            data: info.activityData(record),
            before: info.activityData(unversioned(now)),
            namespaceId,
          },
        });
      } else if (wanted !== undefined) {
        const record = { ...wanted, updatedAt: at };
        reverts.push({
          op: ops.insert(kind, orgId, record as never),
          change: { activityType: "create", entityType: type, entityId: id, data: info.activityData(record), namespaceId },
        });
      } else if (now !== undefined) {
        reverts.push({
          op: ops.delete(kind, orgId, id, now.version),
          change: { activityType: "delete", entityType: type, entityId: id, data: info.activityData(unversioned(now)), namespaceId },
        });
        deleted.push({ kind, id });
      } else {
        continue;
      }
      finals.set(entityKey(kind, id), wanted);
    }
    const order = { delete: 0, update: 1, insert: 2 } as const;
    reverts.sort((a, b) => order[a.op.op] - order[b.op.op]);
    return { reverts, deleted, finals };
  }
}
