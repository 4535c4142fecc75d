/**
 * What each cluster's applies left behind, to reject and revert to: the delta of every apply (the
 * records it changed, before and after), at least the last `historyLimit` of them kept per cluster
 * (older ones are deleted {@link PRUNE_BATCH} at a time), and the applied records of single entities.
 */
import { boundedCache } from "../bounded-cache.js";
import { AccessPlaneError } from "../errors.js";
import { ops, type Store, type Stored, type WriteOp } from "../store/port.js";
import type { AppliedConfigRecord, ConfigRecordKind } from "../store/records.js";
import { appliedEntityId, entityKey, isLegacyHeader, entitiesOf, withChanges, type AppliedStateCache, type EntityRecord } from "./applied-state.js";

/**
 * How many deltas past the limit an apply deletes at once: one commit in this many carries the
 * deletes, not every one (measured: the delete was one statement of a route create's sixteen).
 */
export const PRUNE_BATCH = 16;

/** Reads and trims the applied history of clusters. */
export class AppliedHistory {
  /** Clusters found without snapshots of versions before schema 3 (none are written now, so none come back). */
  private readonly withoutSnapshots = boundedCache<string, true>(10_000);

  constructor(
    private readonly store: Store,
    private readonly appliedStates: AppliedStateCache,
    /** Applied configurations kept per cluster for reverts (0: none). */
    readonly limit: number,
  ) {}

  /**
   * The deletes that keep the cluster's history within the limit once an apply adds its delta, when
   * {@link PRUNE_BATCH} or more are past it (so a cluster keeps `limit` to `limit + PRUNE_BATCH - 1`).
   */
  async cleanup(orgId: string, clusterId: string): Promise<WriteOp[]> {
    if (this.limit <= 0) return [];
    const newestFirst = [{ field: "id" as const, descending: true }];
    const key = `${orgId}/${clusterId}`;
    // Counted first: the deltas past the limit are read only when they are deleted (a delta holds every
    // record its apply changed, megabytes after an apply of thousands, and a write that only looked at
    // them read them again and again until enough were past the limit).
    const [counted, snapshots] = await Promise.all([
      this.store.list("appliedDelta", orgId, { where: { clusterId }, limit: 0, count: true }),
      this.withoutSnapshots.has(key) ? { items: [] } : this.store.list("appliedSnapshot", orgId, { where: { clusterId }, orderBy: newestFirst }),
    ]);
    const pastLimit =
      (counted.total ?? 0) - (this.limit - 1) >= PRUNE_BATCH
        ? await this.store.list("appliedDelta", orgId, { where: { clusterId }, orderBy: newestFirst, offset: this.limit - 1, limit: 100 })
        : { items: [] };
    // Snapshots are never written any more: a cluster found without any keeps none.
    if (snapshots.items.length === 0) this.withoutSnapshots.set(key, true);
    // Whole snapshots kept by versions before schema 3 are older than every delta: they go first.
    let oldSnapshots: Stored<AppliedConfigRecord>[] = [];
    if (snapshots.items.length > 0) {
      const deltas = (await this.store.list("appliedDelta", orgId, { where: { clusterId }, limit: this.limit - 1 })).items.length;
      oldSnapshots = snapshots.items.slice(Math.max(0, this.limit - 1 - deltas));
    }
    const pruned = pastLimit.items.length >= PRUNE_BATCH ? pastLimit.items : [];
    return [
      ...pruned.map((old) => ops.delete("appliedDelta", orgId, old.id, old.version)),
      ...oldSnapshots.map((snapshot) => ops.delete("appliedSnapshot", orgId, snapshot.id, snapshot.version)),
    ];
  }

  /**
   * The cluster's configuration as `changesetId`'s apply left it: the current one with the deltas of
   * the later applies undone, or a whole snapshot kept by a version before schema 3. Throws
   * `failed_precondition` when it is no longer kept.
   */
  async configAsApplied(orgId: string, clusterId: string, changesetId: string): Promise<Map<string, { kind: ConfigRecordKind; record: EntityRecord }>> {
    const [snapshot, delta, header] = await Promise.all([
      this.store.get("appliedSnapshot", orgId, changesetId),
      this.store.get("appliedDelta", orgId, changesetId),
      this.store.get("appliedConfig", orgId, clusterId),
    ]);
    if (snapshot !== undefined) return entitiesOf(snapshot);
    if (delta === undefined || header === undefined) {
      throw new AccessPlaneError("failed_precondition", `what the changeset applied is no longer kept (the last ${this.limit} applies of each cluster are)`);
    }
    const later = (
      await this.store.list("appliedDelta", orgId, {
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

  /** The records of `entities` in the cluster's applied configuration (absent ones left out), by entity key. */
  async appliedRecords(
    orgId: string,
    clusterId: string,
    entities: readonly { kind: ConfigRecordKind; id: string }[],
  ): Promise<Map<string, Record<string, unknown>>> {
    const header = await this.store.get("appliedConfig", orgId, clusterId);
    if (header === undefined || entities.length === 0) return new Map();
    if (isLegacyHeader(header)) {
      const whole = entitiesOf(header);
      return new Map(entities.flatMap(({ kind, id }) => whole.get(entityKey(kind, id)) ?? []).map(({ kind, record }) => [entityKey(kind, record.id), record]));
    }
    const rows = await this.store.getMany(
      "appliedEntity",
      orgId,
      entities.map(({ kind, id }) => appliedEntityId(clusterId, kind, id)),
    );
    return new Map(rows.map((row) => [entityKey(row.entityKind, row.entityId), row.record]));
  }
}
