/**
 * A cluster's applied configuration kept entity by entity, so that an apply costs what it changes,
 * not what the cluster holds:
 *
 * - each entity of the configuration is one `appliedEntity` record (its record as saved when applied,
 *   the ids it names and, for routes, a hash of the requests it matches);
 * - each apply writes the entities it changed, a small `appliedConfig` header (version, changeset) and
 *   an `appliedDelta` record of what it changed (before and after), kept for the last applies;
 * - the whole configuration is assembled only when someone needs it (hooks, watchers, readers), from
 *   a copy each process keeps per cluster and brings up to date by replaying deltas, by version.
 *
 * Header records written before schema version 3 hold the whole configuration; they are read as such,
 * and the cluster's next apply moves them into entity records.
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { setImmediate as nextTurn } from "node:timers/promises";
import { sharedRun } from "../domain/shared-runs.js";
import type { Store, Stored } from "../store/port.js";
import type { AppliedChange, AppliedConfigRecord, AppliedEntityRecord, ConfigRecordKind } from "../store/records.js";
import {
  gatherConfigRecords,
  resolveAppliedConfigInTurns,
  type AppliedConfig,
  type AppliedRecords,
  type ConfigRecords,
  type Resolution,
} from "./applied-config.js";
import type { NamespaceTree } from "../services/namespace-tree.js";
import { CONFIG_KIND_LIST, configKindOfRecord, referencedIds } from "../kinds/index.js";

/** An entity's record, as the configuration keeps it. */
export type EntityRecord = Record<string, unknown> & { id: string };

/** The key of an entity within a cluster's configuration. */
export const entityKey = (kind: ConfigRecordKind, id: string): string => `${kind}/${id}`;

/** The id of the `appliedEntity` record of an entity of a cluster. */
export const appliedEntityId = (clusterId: string, kind: ConfigRecordKind, id: string): string => `${clusterId}/${kind}/${id}`;

/** The `appliedEntity` record of an entity of a cluster: its record, what it names (`refs`) and, for a kind with a matcher, its matcher's hash. */
export function appliedEntityRecord(orgId: string, clusterId: string, kind: ConfigRecordKind, record: EntityRecord, at: string): AppliedEntityRecord {
  const info = configKindOfRecord(kind)!;
  return {
    id: appliedEntityId(clusterId, kind, record.id),
    createdAt: at,
    updatedAt: at,
    orgId,
    clusterId,
    entityKind: kind,
    entityId: record.id,
    record,
    refs: referencedIds(info, record),
    matcher: info.matcher === undefined ? "" : matcherHash(info.matcher(record)),
  };
}

/** A fixed-size key for a matcher (a route's may be kilobytes; index entries must not). */
export function matcherHash(matcher: string): string {
  return createHash("sha256").update(matcher).digest("base64url");
}

/** Whether two records are the same. */
export function sameRecord(a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A cluster's applied configuration as records, in one process's memory. */
export interface AppliedState {
  readonly orgId: string;
  readonly clusterId: string;
  readonly changesetId: string;
  readonly version: number;
  readonly appliedAt: string;
  /** Entity key → the entity's record. */
  readonly entities: ReadonlyMap<string, { kind: ConfigRecordKind; record: EntityRecord }>;
}

/**
 * The entities of records kept under the kinds' `ofCluster` names: a cluster's configuration records,
 * or a header that holds the whole configuration (written before schema version 3).
 */
export function entitiesOf(kept: ConfigRecords | AppliedConfigRecord): Map<string, { kind: ConfigRecordKind; record: EntityRecord }> {
  const entities = new Map<string, { kind: ConfigRecordKind; record: EntityRecord }>();
  for (const { recordKind: kind, ofCluster } of CONFIG_KIND_LIST) {
    const found = (kept as unknown as Record<string, EntityRecord | EntityRecord[] | undefined>)[ofCluster.as];
    for (const record of found === undefined ? [] : [found].flat()) entities.set(entityKey(kind, record.id), { kind, record });
  }
  return entities;
}

/** Whether a header holds the whole configuration (written before schema version 3). */
export function isLegacyHeader(header: AppliedConfigRecord): boolean {
  return header.routes !== undefined;
}

/** The state with `changes` made (`undo`: unmade, newest first); `state` itself is left as it is. */
export function withChanges(
  entities: ReadonlyMap<string, { kind: ConfigRecordKind; record: EntityRecord }>,
  changes: readonly AppliedChange[],
  undo = false,
): Map<string, { kind: ConfigRecordKind; record: EntityRecord }> {
  const next = new Map(entities);
  for (const change of undo ? [...changes].reverse() : changes) {
    const value = undo ? change.before : change.after;
    const key = entityKey(change.kind, change.id);
    if (value === undefined) next.delete(key);
    else next.set(key, { kind: change.kind, record: value as EntityRecord });
  }
  return next;
}

/** The records of a state, by kind, each list in id order (as the proxy and the checks read them). */
function recordsOf(entities: ReadonlyMap<string, { kind: ConfigRecordKind; record: EntityRecord }>): ConfigRecords | undefined {
  const byKind = new Map<ConfigRecordKind, object[]>();
  for (const { kind, record } of entities.values()) {
    const list = byKind.get(kind);
    if (list === undefined) byKind.set(kind, [record]);
    else list.push(record);
  }
  return gatherConfigRecords([...byKind].map(([kind, records]) => [configKindOfRecord(kind)!, records] as const));
}

/** Clusters whose applied configuration a process keeps in memory. */
const CACHED_CLUSTERS = 64;

/**
 * The rows of a cluster's applied configuration read at a time when it is read whole: one read of
 * 10 000 rows held the event loop about 150 ms (the driver's rows and their JSON), so a large cluster is
 * read in pages, with a turn of the event loop between them.
 */
export const APPLIED_READ_PAGE = 500;

/**
 * Each cluster's applied configuration as this process last saw it, by version: brought up to date by
 * replaying the deltas of newer applies (another process's), or read whole when they are not kept.
 * Resolved configurations are kept with it, so readers of one version share one frozen object.
 */
export class AppliedStateCache {
  private readonly states = new LRUCache<string, AppliedState & { resolved?: AppliedConfig }>({ max: CACHED_CLUSTERS });
  /** Each cluster's last resolution (of any of its states), whose forms the next one shares (see {@link Resolution}). */
  private readonly resolutions = new LRUCache<string, Resolution>({ max: CACHED_CLUSTERS });
  /** The reads of states under way, by cluster and version: callers asking for the same state at once share one. */
  private readonly reads = new Map<string, Promise<AppliedState>>();
  /** The resolutions under way (see {@link resolve}), the same way. */
  private readonly resolving = new Map<string, Promise<AppliedConfig>>();

  constructor(private readonly store: Store) {}

  /**
   * The state a header names, from memory when this process has it. Callers asking for the same state
   * at once (agents reconnecting to a restarted process) share one read.
   */
  stateOf(header: Stored<AppliedConfigRecord>): Promise<AppliedState> {
    const key = `${header.orgId}/${header.clusterId}`;
    const cached = this.states.get(key);
    if (cached !== undefined && cached.version === header.configVersion && cached.changesetId === header.changesetId) return Promise.resolve(cached);
    return sharedRun(this.reads, `${key}@${header.configVersion}/${header.changesetId}`, () => this.readState(key, header, cached));
  }

  private async readState(key: string, header: Stored<AppliedConfigRecord>, cached: AppliedState | undefined): Promise<AppliedState> {
    let entities: Map<string, { kind: ConfigRecordKind; record: EntityRecord }> | undefined;
    if (isLegacyHeader(header)) entities = entitiesOf(header);
    else if (cached !== undefined && cached.version < header.configVersion) entities = await this.caughtUp(header, cached);
    entities ??= await this.readAll(header);
    const state: AppliedState = {
      orgId: header.orgId,
      clusterId: header.clusterId,
      changesetId: header.changesetId,
      version: header.configVersion,
      appliedAt: header.createdAt,
      entities,
    };
    this.states.set(key, state);
    return state;
  }

  /** Records what an apply of this process made current. */
  remember(state: AppliedState, resolved?: AppliedConfig): void {
    this.states.set(`${state.orgId}/${state.clusterId}`, resolved === undefined ? state : { ...state, resolved });
  }

  /**
   * Records what an apply of this process made current, by making its changes to the state this
   * process held of the version before it, in place (the cost of the change, not of the cluster).
   * Nothing else holds that state across an await: readers take what they need of it at once.
   */
  advance(
    orgId: string,
    clusterId: string,
    previousVersion: number,
    made: { changesetId: string; version: number; appliedAt: string },
    changes: readonly AppliedChange[],
  ): void {
    const key = `${orgId}/${clusterId}`;
    const held = previousVersion === 0 ? { entities: new Map<string, { kind: ConfigRecordKind; record: EntityRecord }>() } : this.states.get(key);
    if (held === undefined || (previousVersion !== 0 && (held as AppliedState).version !== previousVersion)) {
      this.states.delete(key);
      return;
    }
    const entities = held.entities as Map<string, { kind: ConfigRecordKind; record: EntityRecord }>;
    for (const change of changes) {
      const entity = entityKey(change.kind, change.id);
      if (change.after === undefined) entities.delete(entity);
      else entities.set(entity, { kind: change.kind, record: change.after as EntityRecord });
    }
    this.states.set(key, { orgId, clusterId, ...made, entities });
  }

  /** The state this process holds of a cluster at exactly `version`, if it does. */
  peek(orgId: string, clusterId: string, version: number): AppliedState | undefined {
    const cached = this.states.get(`${orgId}/${clusterId}`);
    return cached?.version === version ? cached : undefined;
  }

  /** Forgets a cluster (deleted). */
  forget(orgId: string, clusterId: string): void {
    this.states.delete(`${orgId}/${clusterId}`);
    this.resolutions.delete(`${orgId}/${clusterId}`);
  }

  /**
   * The resolved configuration of a state, resolved once per version, in turns of the event loop (see
   * resolveAppliedConfigInTurns): a whole resolution (a process's first of a cluster) does not hold the
   * loop for all of its time. Callers asking for the same version at once share one. The state's
   * records are taken at once, so that an apply of this process may advance the state meanwhile.
   */
  resolve(state: AppliedState, tree: NamespaceTree): Promise<AppliedConfig> {
    const key = `${state.orgId}/${state.clusterId}`;
    const cached = this.states.get(key);
    const current = cached !== undefined && cached.version === state.version && cached.changesetId === state.changesetId;
    if (current && cached.resolved !== undefined) return Promise.resolve(cached.resolved);
    return sharedRun(this.resolving, `${key}@${state.version}/${state.changesetId}`, async () => {
      // The state's records are taken now, before any turn: an apply may advance the state meanwhile.
      const records = toAppliedRecords(state);
      const resolution = await resolveAppliedConfigInTurns(records, tree, this.resolutions.get(key));
      this.resolutions.set(key, resolution);
      const now = this.states.get(key);
      if (now === undefined || (now.version === state.version && now.changesetId === state.changesetId)) {
        this.states.set(key, { ...(now ?? state), resolved: resolution.config });
      }
      return resolution.config;
    });
  }

  /**
   * The resolved configuration of a state, without keeping it as the state's (a state no apply made
   * yet, or one being checked), sharing what did not change with the cluster's last resolution; in
   * turns of the event loop, as {@link resolve}.
   */
  async preview(state: AppliedState, tree: NamespaceTree): Promise<AppliedConfig> {
    const key = `${state.orgId}/${state.clusterId}`;
    const resolution = await resolveAppliedConfigInTurns(toAppliedRecords(state), tree, this.resolutions.get(key));
    this.resolutions.set(key, resolution);
    return resolution.config;
  }

  /** The cached state with the deltas of the applies since, when every one of them is kept. */
  private async caughtUp(
    header: AppliedConfigRecord,
    cached: AppliedState,
  ): Promise<Map<string, { kind: ConfigRecordKind; record: EntityRecord }> | undefined> {
    const missing = header.configVersion - cached.version;
    if (missing > 20) return undefined;
    const deltas = await this.store.list("appliedDelta", header.orgId, {
      where: { clusterId: header.clusterId },
      orderBy: [{ field: "id", descending: true }],
      limit: missing,
    });
    const ordered = [...deltas.items].reverse();
    if (ordered.length !== missing || ordered.some((delta, i) => delta.configVersion !== cached.version + 1 + i)) return undefined;
    if (ordered.at(-1)!.id !== header.changesetId) return undefined;
    let entities: Map<string, { kind: ConfigRecordKind; record: EntityRecord }> = new Map(cached.entities);
    for (const delta of ordered) entities = withChanges(entities, delta.changes);
    return entities;
  }

  /**
   * Every row of the header's configuration. Read in pages of {@link APPLIED_READ_PAGE}, each in a turn
   * of its own; pages read at different moments hold one version only if no apply of the cluster landed
   * between them, which the header, read again after the last page, shows (every apply moves its
   * version). When one did, the rows are read again in one read, as a cluster of one page always is.
   * A read of several pages ends in a turn of its own, so that what the caller does with the rows (a
   * whole resolution) does not add to the last page's turn.
   */
  private async readAll(header: Stored<AppliedConfigRecord>): Promise<Map<string, { kind: ConfigRecordKind; record: EntityRecord }>> {
    const { orgId, clusterId } = header;
    const entities = new Map<string, { kind: ConfigRecordKind; record: EntityRecord }>();
    const add = (rows: readonly AppliedEntityRecord[]) => {
      for (const row of rows) entities.set(entityKey(row.entityKind, row.entityId), { kind: row.entityKind, record: row.record as EntityRecord });
    };
    for (let offset = 0; ; offset += APPLIED_READ_PAGE) {
      const { items } = await this.store.list("appliedEntity", orgId, { where: { clusterId }, orderBy: [{ field: "id" }], offset, limit: APPLIED_READ_PAGE });
      add(items);
      if (items.length < APPLIED_READ_PAGE) {
        if (offset === 0) return entities;
        break;
      }
      await nextTurn();
    }
    if ((await this.store.get("appliedConfig", orgId, clusterId))?.version !== header.version) {
      entities.clear();
      add((await this.store.list("appliedEntity", orgId, { where: { clusterId } })).items);
    }
    await nextTurn();
    return entities;
  }
}

/** The whole-configuration shape of a state, for resolving. */
function toAppliedRecords(state: AppliedState): AppliedRecords {
  const records = recordsOf(state.entities);
  if (records === undefined) throw new Error(`the applied configuration of cluster ${state.clusterId} has no settings`);
  return {
    ...records,
    orgId: state.orgId,
    clusterId: state.clusterId,
    changesetId: state.changesetId,
    configVersion: state.version,
    createdAt: state.appliedAt,
  };
}
