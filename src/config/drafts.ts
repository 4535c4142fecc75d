/**
 * Drafts: the pending changeset of each cluster that configuration writes attach to. A write reads
 * the drafts of its clusters, touches an open one (its version checked at the commit, so a write and
 * an apply racing for it cannot both succeed) or opens a new one. Every draft has a marker record of
 * kind `system` (id `draft:<org>:<changeset>`), so that the sweep finds drafts without listing every
 * organization; the commit that makes a changeset `current`, `failed` or `rejected` removes its
 * marker, so no write leaves one behind (the sweep removes those of older releases).
 *
 * This process's writers wait for a draft it is opening instead of racing to open another, and an
 * apply starts after the commits attached to its draft.
 */
import { isAccessPlaneError } from "../errors.js";
import { checks as batchChecks, GLOBAL_SCOPE, ops, type Stored, type WriteOp } from "../store/port.js";
import type { ChangesetRecord, SystemRecord } from "../store/records.js";
import { nowIso, type ServiceContext } from "../services/context.js";
import { nextStatus } from "./changeset-states.js";
import type { DraftAttachment, OpenApplying } from "./config-changes.js";

const DRAFT_MARKER = "draft:";

/** What a draft marker holds. */
export type MarkerValue = { orgId: string; clusterId: string; changesetId: string };

/** The id of a changeset's draft marker. */
function markerId(orgId: string, changesetId: string): string {
  return `${DRAFT_MARKER}${orgId}:${changesetId}`;
}

/** The op that deletes a draft marker as read. */
function markerDelete(marker: Stored<SystemRecord>): WriteOp {
  return ops.delete("system", GLOBAL_SCOPE, marker.id, marker.version);
}

/** Opens and attaches to drafts, and keeps their markers. */
export class Drafts {
  /** Commits in flight that open a cluster's draft, by cluster: this process's other writers attach after them. */
  private readonly opening = new Map<string, Promise<void>>();
  /** Commits in flight of writes attached to a draft, by draft: its apply starts after them. */
  private readonly attaching = new Map<string, Set<Promise<void>>>();
  /** Drafts as the write that just committed to them found them, until its auto-apply takes them. */
  private readonly known = new Map<string, Stored<ChangesetRecord>>();

  constructor(private readonly ctx: ServiceContext) {}

  /**
   * The ops that attach a change to the draft of each cluster it belongs to: an existing draft is
   * touched (its version checked, so an apply racing with the write makes one of them retry), a
   * missing one is opened.
   */
  async attach(orgId: string, clusterIds: readonly string[], except?: string, openApplying?: Promise<OpenApplying | undefined>): Promise<DraftAttachment> {
    const wanted = clusterIds.filter((id) => id !== except);
    const result: DraftAttachment = { ops: [], checks: [], changesetIds: [], drafts: new Map(), records: new Map(), applying: new Map() };
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
    const applyingNow = await openApplying;
    const at = nowIso(this.ctx);
    for (const clusterId of wanted) {
      const draft = byCluster.get(clusterId);
      if (draft !== undefined) {
        // Still this pending draft when the write commits; its row is not written (see DraftAttachment).
        nextStatus(draft.status, "write");
        result.checks.push(batchChecks.version("changeset", orgId, draft.id, draft.version));
        result.changesetIds.push(draft.id);
        result.drafts.set(clusterId, draft.id);
        result.records.set(draft.id, draft);
      } else {
        // Opened `applying` when the apply can start in this commit (one commit fewer), else `pending`;
        // inserted `current` when this commit carries the whole apply (see BornApply).
        const start = applyingNow?.(clusterId);
        if (start?.born !== undefined) {
          result.ops.push(...start.born.ops);
          result.checks.push(...start.checks);
          result.changesetIds.push(start.born.changesetId);
          result.born = { apply: start.born, turn: start.turn };
          continue;
        }
        const record = start === undefined ? this.newDraft(orgId, clusterId, at) : this.newApplying(orgId, clusterId, at, start.leaseExpiresAt);
        result.ops.push(...this.draftOps(record));
        result.changesetIds.push(record.id);
        result.drafts.set(clusterId, record.id);
        if (start === undefined) result.records.set(record.id, { ...record, version: 1 });
        else {
          result.checks.push(...start.checks);
          result.applying.set(record.id, { record: { ...record, version: 1 }, turn: start.turn });
        }
      }
    }
    return result;
  }

  /** Runs `commit`, a write attached by `attachment`; this process's other writers and applies of those drafts wait for it. */
  committing<T>(attachment: DraftAttachment, commit: () => Promise<T>): Promise<T> {
    const run = commit();
    // Committed: the drafts are as this write found them, which their apply may start from unread.
    void run.then(
      () => {
        for (const [id, record] of attachment.records) this.known.set(id, record);
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

  /** Waits for this process's commits attached to `draftId` (an apply of it starts after them). */
  async attachedCommits(draftId: string): Promise<void> {
    await Promise.all([...(this.attaching.get(draftId) ?? [])]);
  }

  /** The drafts `ids` as the writes that committed to them last found them, each handed out once. */
  takeKnown(ids: Iterable<string>): Map<string, Stored<ChangesetRecord> | undefined> {
    const taken = new Map<string, Stored<ChangesetRecord> | undefined>();
    for (const id of ids) {
      taken.set(id, this.known.get(id));
      this.known.delete(id);
    }
    return taken;
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
      status: nextStatus("none", "write"),
      failureMessage: "",
      draftOf: clusterId,
    };
  }

  /**
   * A new changeset of a cluster, opened `applying` with its lease by the write it carries: no
   * `draftOf` (it is not the draft writes attach to), as a draft taken by an apply has none.
   */
  private newApplying(orgId: string, clusterId: string, at: string, leaseExpiresAt: string): ChangesetRecord {
    const { draftOf: _draftOf, ...record } = this.newDraft(orgId, clusterId, at);
    return { ...record, status: nextStatus("none", "write-and-apply"), leaseExpiresAt };
  }

  /** The ops that insert a new draft: the changeset and the marker the sweep finds it by. */
  draftOps(record: ChangesetRecord): WriteOp[] {
    const value: MarkerValue = { orgId: record.orgId, clusterId: record.clusterId, changesetId: record.id };
    const marker: SystemRecord = { id: markerId(record.orgId, record.id), createdAt: record.createdAt, updatedAt: record.createdAt, value };
    return [ops.insert("changeset", record.orgId, record), ops.insert("system", GLOBAL_SCOPE, marker)];
  }

  /** Every draft marker (of drafts pending or applying, and of finished ones the sweep has yet to remove). */
  async markers(): Promise<Stored<SystemRecord>[]> {
    return (await this.ctx.store.list("system", GLOBAL_SCOPE)).items.filter((m) => m.id.startsWith(DRAFT_MARKER));
  }

  /** The op that removes a changeset's draft marker in the commit that ends the changeset, if it has one. */
  async markerRemoval(orgId: string, changesetId: string): Promise<WriteOp[]> {
    const marker = await this.ctx.store.get("system", GLOBAL_SCOPE, markerId(orgId, changesetId));
    return marker === undefined ? [] : [markerDelete(marker)];
  }

  /** Removes markers of finished changesets in one commit, or one by one when another process removed some first. */
  async removeMarkers(markers: readonly Stored<SystemRecord>[]): Promise<void> {
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
}
