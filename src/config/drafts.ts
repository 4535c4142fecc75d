/**
 * Drafts: the pending changeset of each cluster that configuration writes attach to. A write reads
 * the drafts of its clusters, touches an open one (its version checked at the commit, so a write and
 * an apply racing for it cannot both succeed) or opens a new one. Every draft has a marker record of
 * kind `system` (id `draft:<org>:<changeset>`), so that the sweep finds drafts without listing every
 * organization; the commit that makes a changeset `current`, `failed` or `rejected` removes its
 * marker, so no write leaves one behind (the sweep removes those of older releases).
 *
 * This process's writers wait for a draft it is opening instead of racing to open another, an apply
 * starts after the writes attached to its draft, and writers wait for an apply taking their draft
 * instead of attaching to it in vain. Each of these is known from the moment a writer decides (in
 * the same synchronous stretch as its look at what the others decided), not only once its commit is
 * sent: writers whose reads came back together would otherwise all decide the same, and all but one
 * commit in vain (measured: 16 writers in one process, 0.9 failed commits per write).
 */
import { isAccessPlaneError } from "../errors.js";
import { checks as batchChecks, GLOBAL_SCOPE, ops, type Stored, type WriteOp } from "../store/port.js";
import type { ChangesetRecord, SystemRecord } from "../store/records.js";
import { nowIso, type ServiceContext } from "../services/context.js";
import { nextStatus } from "./changeset-states.js";
import type { DraftAttachment, DraftsRead, OpenApplying } from "./config-changes.js";

const DRAFT_MARKER = "draft:";

/** How many times a write reads its drafts again when each read met one of this process's drafts settling. */
const STALE_ROUNDS = 8;

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
  /** Writes opening a cluster's draft, by cluster, until they settle: this process's other writers attach after them. */
  private readonly opening = new Map<string, Promise<void>>();
  /** Writes attached to a draft, by draft, until they settle: its apply starts after them. */
  private readonly attaching = new Map<string, Set<Promise<void>>>();
  /** Applies taking a draft (their start), by draft: this process's writers attach to the next draft after them. */
  private readonly taking = new Map<string, Promise<void>>();
  /** Moves when a write opening a draft or an apply taking one settles: a read of drafts across it may predate it. */
  private settledMoves = 0;
  /** Drafts as the write that just committed to them found them, until its auto-apply takes them. */
  private readonly known = new Map<string, Stored<ChangesetRecord>>();

  constructor(private readonly ctx: ServiceContext) {}

  /**
   * The ops that attach a change to the draft of each cluster it belongs to: an existing draft is
   * touched (its version checked, so an apply racing with the write makes one of them retry), a
   * missing one is opened. What the write decided holds this process's other writers and applies
   * (see the module's comment) until `release` is called: by {@link committing} when its commit
   * settles, else by the caller, whatever happens (a `try … finally`). The drafts are read here, or
   * were by `ahead` ({@link readAhead}) for the same clusters: then its answer serves the first round.
   */
  async attach(
    orgId: string,
    clusterIds: readonly string[],
    except?: string,
    openApplying?: Promise<OpenApplying | undefined>,
    ahead?: DraftsRead,
  ): Promise<DraftAttachment> {
    const wanted = clusterIds.filter((id) => id !== except);
    let release!: () => void;
    const settled = new Promise<void>((resolve) => (release = resolve));
    const result: DraftAttachment = { ops: [], checks: [], changesetIds: [], drafts: new Map(), records: new Map(), applying: new Map(), release };
    if (wanted.length === 0) return result;
    // A draft this process is opening for one of the clusters: attach to it once its commit is done,
    // rather than open another at the same time (of which only one can win); a draft one of its
    // applies is taking: attach to the next once that start is done. Looked at again after the reads,
    // which another writer's attach may have overtaken, and from there to the end without a pause.
    let byCluster: Map<string, Stored<ChangesetRecord>>;
    let applyingNow: OpenApplying | undefined;
    // A read sent earlier, while no draft of these clusters was opening here, is as good as one sent now:
    // what settled or began since is found below as it would be after a read sent now.
    let early = ahead !== undefined && sameMembers(ahead.clusterIds, wanted) ? ahead : undefined;
    for (let round = 1; ; round++) {
      if (early === undefined) await Promise.all(wanted.map((clusterId) => this.opening.get(clusterId) ?? Promise.resolve()));
      const movesBefore = early?.movesBefore ?? this.settledMoves;
      const open = await (early?.read ?? this.ctx.store.list("changeset", orgId, { where: { clusterId: [...wanted], status: "pending" } }));
      early = undefined;
      byCluster = new Map(open.items.map((cs) => [cs.clusterId, cs]));
      applyingNow = await openApplying;
      const busy = wanted.flatMap((clusterId) => {
        const draft = byCluster.get(clusterId);
        const wait = draft === undefined ? this.opening.get(clusterId) : this.taking.get(draft.id);
        return wait === undefined ? [] : [wait];
      });
      // A draft opened or taken here settled while the read was on its way: the read may have been
      // made before it (its answer overtaken by that commit's, on another connection). Read again, a
      // few times at most (each write's commit checks what it found anyway).
      const stale = this.settledMoves !== movesBefore && round < STALE_ROUNDS;
      if (busy.length === 0 && !stale) break;
      await Promise.all(busy);
    }
    try {
      this.decide(orgId, wanted, byCluster, applyingNow, result, settled);
    } catch (error) {
      release();
      throw error;
    }
    return result;
  }

  /**
   * Sends the read of the pending drafts of `clusterIds` that {@link attach} would send, for a write
   * to use later; `undefined` while this process opens a draft of one of them (`attach` waits for that first).
   */
  readAhead(orgId: string, clusterIds: readonly string[]): DraftsRead | undefined {
    if (clusterIds.some((clusterId) => this.opening.has(clusterId))) return undefined;
    const movesBefore = this.settledMoves;
    const read = this.ctx.store.list("changeset", orgId, { where: { clusterId: [...clusterIds], status: "pending" } });
    read.catch(() => {});
    return { clusterIds, movesBefore, read };
  }

  /** What a write does with each of its clusters' drafts, found (`byCluster`) or not: in one stretch, without a pause. */
  private decide(
    orgId: string,
    wanted: readonly string[],
    byCluster: ReadonlyMap<string, Stored<ChangesetRecord>>,
    applyingNow: OpenApplying | undefined,
    result: DraftAttachment,
    settled: Promise<void>,
  ): void {
    const at = nowIso(this.ctx);
    for (const clusterId of wanted) {
      const draft = byCluster.get(clusterId);
      if (draft !== undefined) {
        // Still this pending draft when the write commits; its row is not written (see DraftAttachment).
        nextStatus(draft.status, "write");
        this.hold(this.attaching, draft.id, settled);
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
        // Only a pending draft can meet another writer's: the cluster has one at most.
        if (start === undefined) this.holdOpening(clusterId, settled);
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
  }

  /**
   * Runs `commit`, a write attached by `attachment`, and releases what the attachment holds once it
   * settles (this process's other writers and applies of those drafts wait until then).
   */
  committing<T>(attachment: DraftAttachment, commit: () => Promise<T>): Promise<T> {
    let run: Promise<T>;
    try {
      run = commit();
    } catch (error) {
      attachment.release();
      throw error;
    }
    // Committed: the drafts are as this write found them, which their apply may start from unread.
    run.then(
      () => {
        for (const [id, record] of attachment.records) this.known.set(id, record);
        attachment.release();
      },
      () => attachment.release(),
    );
    return run;
  }

  /**
   * Runs `start`, the commit that takes `draftId` for an apply, once this process's writes attached to
   * it have settled; writers that find the draft meanwhile wait for the start, then attach to the next.
   */
  taken<T>(draftId: string, start: () => Promise<T>): Promise<T> {
    const run = Promise.all([...(this.attaching.get(draftId) ?? [])]).then(start);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.taking.set(draftId, settled);
    void settled.then(() => {
      this.settledMoves += 1;
      if (this.taking.get(draftId) === settled) this.taking.delete(draftId);
    });
    return run;
  }

  /** Keeps `settled` under `key` in `holds` until it settles. */
  private hold(holds: Map<string, Set<Promise<void>>>, key: string, settled: Promise<void>): void {
    const set = holds.get(key) ?? new Set<Promise<void>>();
    holds.set(key, set.add(settled));
    void settled.then(() => {
      set.delete(settled);
      if (set.size === 0 && holds.get(key) === set) holds.delete(key);
    });
  }

  /** Makes `settled` the write opening `clusterId`'s draft that this process's other writers wait for. */
  private holdOpening(clusterId: string, settled: Promise<void>): void {
    this.opening.set(clusterId, settled);
    void settled.then(() => {
      this.settledMoves += 1;
      if (this.opening.get(clusterId) === settled) this.opening.delete(clusterId);
    });
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

/** Whether `a` and `b` hold the same ids. */
function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
}
