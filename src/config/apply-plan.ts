/**
 * Plans an apply: what it changes in its cluster's configuration (each entity's record before and
 * after) and the problems it would bring, read from the store. The first apply of a cluster takes the
 * whole configuration; later ones take the entities written since the current changeset, checked for
 * what they change.
 */
import type { Store, Stored } from "../store/port.js";
import { unversioned } from "../store/port.js";
import { compareScalars } from "../store/kind-rules.js";
import type { ActivityRecord, AppliedChange, AppliedConfigRecord, AppliedEntityRecord, ChangesetRecord, ConfigRecordKind } from "../store/records.js";
import { CONFIG_KIND_LIST, CONFIG_KINDS, configKindOfRecord, idsOf, isChecked, isConfigEntityType, REFERENCED_KINDS, type ConfigKind } from "../kinds/index.js";
import type { NamespaceTree } from "../services/namespace-tree.js";
import { checkConfig, clusterNamespaces, configProblems, matcherKey, readConfigRecords, type CheckedEntity } from "./applied-config.js";
import { appliedEntityId, entityKey, isLegacyHeader, entitiesOf, matcherHash, sameRecord, type EntityRecord } from "./applied-state.js";

/** What an apply changes in its cluster's configuration, the entity records it replaces, and its problems. */
export interface ApplyPlan {
  changes: AppliedChange[];
  /** The cluster's `appliedEntity` records of the changed entities, by entity key (absent: new). */
  rows: Map<string, Stored<AppliedEntityRecord>>;
  problems: string[];
  /** The activity entries of the unapplied changesets, when the plan read them. */
  entries?: Stored<ActivityRecord>[];
}

/**
 * The cluster's failed changesets whose changes no apply has brought in yet (of the newest 100): the
 * next apply carries them. (Their ids are not compared with the current one's: replicas' clocks may differ.)
 */
export async function uncarriedFailures(store: Store, orgId: string, clusterId: string): Promise<Stored<ChangesetRecord>[]> {
  const { items } = await store.list("changeset", orgId, { where: { clusterId, status: "failed" }, orderBy: [{ field: "id", descending: true }], limit: 100 });
  return items.filter((cs) => cs.incorporatedBy === undefined);
}

/**
 * The changesets of `clusterIds` whose changes may not run yet: the drafts (pending) and those
 * applying, in id order. Found by status alone, in the organization (they are few), and kept here by
 * cluster: a store asked by cluster may walk every changeset the cluster ever had. One read per status:
 * a read of one status is planned for that status (see FILTERS_BY_VALUE in src/store/kind-rules.ts),
 * where PostgreSQL may plan a read of "one of" two statuses by walking every changeset.
 */
export async function openChangesets(store: Store, orgId: string, clusterIds: readonly string[]): Promise<Stored<ChangesetRecord>[]> {
  const wanted = new Set(clusterIds);
  const [pending, applying] = await Promise.all((["pending", "applying"] as const).map((status) => store.list("changeset", orgId, { where: { status } })));
  // In the order a store lists them by id (the storage contract's order), as one read of both gave them.
  return [...pending!.items, ...applying!.items].filter((cs) => wanted.has(cs.clusterId)).sort((a, b) => compareScalars(a.id, b.id));
}

/**
 * The plan of applying a cluster's draft now: the whole configuration the first time (or `whole`, or
 * once for a configuration kept whole by an older version), else the entities written in `unapplied`
 * (the changesets whose changes may not run yet: the draft, those applying, the uncarried failures),
 * whose activity entries are `entries` when the caller read them.
 */
export function planApply(
  store: Store,
  orgId: string,
  clusterId: string,
  tree: NamespaceTree,
  header: AppliedConfigRecord | undefined,
  unapplied: readonly string[],
  whole = false,
  entries?: Stored<ActivityRecord>[],
): Promise<ApplyPlan> {
  return whole || header === undefined || isLegacyHeader(header)
    ? planWhole(store, orgId, clusterId, tree, header)
    : planChanges(store, orgId, clusterId, tree, unapplied, entries);
}

/** The descriptor of a configuration store kind. */
function kindOf(kind: ConfigRecordKind): ConfigKind {
  return configKindOfRecord(kind)!;
}

/**
 * An apply that takes the whole configuration as saved: a cluster's first, or the first of a
 * configuration kept whole by a version before schema 3 (its entities are then written one by one).
 */
export async function planWhole(
  store: Store,
  orgId: string,
  clusterId: string,
  tree: NamespaceTree,
  header: AppliedConfigRecord | undefined,
): Promise<ApplyPlan> {
  const [records, rows] = await Promise.all([readConfigRecords(store, orgId, tree, clusterId), store.list("appliedEntity", orgId, { where: { clusterId } })]);
  const rowsByKey = new Map(rows.items.map((row) => [entityKey(row.entityKind, row.entityId), row]));
  if (records === undefined) return { changes: [], rows: rowsByKey, problems: ["the cluster no longer exists"] };
  const before = new Map<string, { kind: ConfigRecordKind; record: EntityRecord }>(
    header !== undefined && isLegacyHeader(header)
      ? entitiesOf(header)
      : [...rowsByKey].map(([key, row]) => [key, { kind: row.entityKind, record: row.record as EntityRecord }]),
  );
  const after = entitiesOf(records);
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
export async function planChanges(
  store: Store,
  orgId: string,
  clusterId: string,
  tree: NamespaceTree,
  unapplied: readonly string[],
  known?: Stored<ActivityRecord>[],
): Promise<ApplyPlan> {
  // `unapplied`: the changesets whose changes may not run yet (the draft, those applying, and the
  // failed ones no apply brought in); `known`, their entries when the caller read them.
  const entries = known ?? (await store.list("activity", orgId, { where: { changesetIds: [...unapplied] } })).items;
  // Each entity an entry names, with the latest of its entries (they come in id order).
  const touched = new Map<string, { kind: ConfigRecordKind; id: string; latest: ActivityRecord }>();
  for (const entry of entries) {
    if (!isConfigEntityType(entry.entityType)) continue;
    const kind = CONFIG_KINDS[entry.entityType];
    touched.set(entityKey(kind, entry.entityId), { kind, id: entry.entityId, latest: entry });
  }
  const touchedOf = (kind: ConfigRecordKind) => [...touched.values()].filter((t) => t.kind === kind).map((t) => t.id);
  const [saved, rows, early] = await Promise.all([
    Promise.all(
      CONFIG_KIND_LIST.map(async ({ recordKind }) => {
        const ids = touchedOf(recordKind);
        return ids.length === 0
          ? []
          : ((await store.getMany(recordKind, orgId, ids)) as unknown as Stored<EntityRecord>[]).map((record) => ({ kind: recordKind, record }));
      }),
    ),
    touched.size === 0
      ? []
      : store.getMany(
          "appliedEntity",
          orgId,
          [...touched.values()].map((t) => appliedEntityId(clusterId, t.kind, t.id)),
        ),
    // What the checks will look up, guessed from the entries and read beside the records (a wave
    // fewer); the checks use it only where it answers all they ask.
    readLookups(store, orgId, clusterId, guessedLookups(touched.values())),
  ]);
  return { ...(await planTouched(store, orgId, clusterId, tree, touched, saved.flat(), rows, early)), entries };
}

/** What an apply's checks look up among the cluster's applied rows (see `changeProblems`). */
interface Lookups {
  /** Policies and key pairs changed: the rows that name them. */
  targets: readonly string[];
  /** Matcher hashes of the routes brought: the rows that match the same requests. */
  matchers: readonly string[];
  /** Entity keys the entities brought name: their rows. */
  named: readonly string[];
}

/** The answers to `asked`. */
export interface LookedUp {
  asked: Lookups;
  dependents: Stored<AppliedEntityRecord>[];
  sameMatcher: Stored<AppliedEntityRecord>[];
  namedRows: Stored<AppliedEntityRecord>[];
}

/**
 * Reads the lookups of `asked`, each by its own index alone (a store may otherwise walk the cluster's
 * index), the cluster's rows kept: an entity of a namespace above several clusters has a row in each.
 */
async function readLookups(store: Store, orgId: string, clusterId: string, asked: Lookups): Promise<LookedUp> {
  const ofCluster = ({ items }: { items: Stored<AppliedEntityRecord>[] }) => items.filter((row) => row.clusterId === clusterId);
  const [dependents, sameMatcher, namedRows] = await Promise.all([
    asked.targets.length === 0 ? [] : store.list("appliedEntity", orgId, { where: { refs: [...asked.targets] } }).then(ofCluster),
    asked.matchers.length === 0 ? [] : store.list("appliedEntity", orgId, { where: { matcher: [...asked.matchers] } }).then(ofCluster),
    readNamed(store, orgId, clusterId, asked.named),
  ]);
  return { asked, dependents, sameMatcher, namedRows };
}

/** The cluster's applied rows of the entities whose keys (`<kind>/<id>`) are `keys`. */
function readNamed(store: Store, orgId: string, clusterId: string, keys: readonly string[]): Promise<Stored<AppliedEntityRecord>[]> {
  return keys.length === 0
    ? Promise.resolve([])
    : store.getMany(
        "appliedEntity",
        orgId,
        keys.map((key) => `${clusterId}/${key}`),
      );
}

/**
 * The lookups of `wanted` answered from `early` when it asked each of them, filtered to what `wanted`
 * asks (a query by several values answers each value whole); else `undefined`.
 */
function answeredEarly(early: LookedUp | undefined, wanted: Lookups): Omit<LookedUp, "asked"> | undefined {
  if (early === undefined) return undefined;
  const covers = (asked: readonly string[], needed: readonly string[]) => {
    const set = new Set(asked);
    return needed.every((value) => set.has(value));
  };
  const { asked } = early;
  if (!covers(asked.targets, wanted.targets) || !covers(asked.matchers, wanted.matchers) || !covers(asked.named, wanted.named)) return undefined;
  const [targets, matchers, named] = [new Set(wanted.targets), new Set(wanted.matchers), new Set(wanted.named)];
  return {
    dependents: early.dependents.filter((row) => row.refs.some((id) => targets.has(id))),
    sameMatcher: early.sameMatcher.filter((row) => matchers.has(row.matcher)),
    namedRows: early.namedRows.filter((row) => named.has(entityKey(row.entityKind, row.entityId))),
  };
}

/**
 * What the checks of an apply of the `touched` entities will likely look up, from each as its latest
 * entry shows it (secrets aside, an entry holds the record as written; a later write may have changed it,
 * and then the checks read what the guess missed): the policies and key pairs touched, the matchers
 * of the routes written and what the entities written name.
 */
function guessedLookups(touched: Iterable<{ kind: ConfigRecordKind; latest: ActivityRecord }>): Lookups {
  return lookupsOf(
    [...touched].map(({ kind, latest: entry }) => ({
      kind,
      id: entry.entityId,
      record: entry.activityType === "delete" ? undefined : { ...entry.data, id: entry.entityId },
      targeted: REFERENCED_KINDS.has(kind),
    })),
  );
}

/**
 * What the checks of an apply bringing each `record` (the entity `id` of `kind`; none when it goes)
 * look up: the rows naming the entity (`targeted`: a policy or key pair applied before), the rows of
 * its matcher and those of what it names.
 */
function lookupsOf(entities: readonly { kind: ConfigRecordKind; id: string; record: EntityRecord | undefined; targeted: boolean }[]): Lookups {
  const [targets, matchers, named] = [new Set<string>(), new Set<string>(), new Set<string>()];
  for (const { kind: recordKind, id, record, targeted } of entities) {
    if (targeted) targets.add(id);
    const kind = kindOf(recordKind);
    if (record === undefined || !isChecked(kind)) continue;
    try {
      if (kind.matcher !== undefined) matchers.add(matcherHash(kind.matcher(record)));
      for (const reference of kind.references) for (const referenced of idsOf(reference, record)) named.add(entityKey(reference.to, referenced));
    } catch {
      // A record of another shape (an older version's entry): the checks read what they need.
    }
  }
  return { targets: [...targets], matchers: [...matchers], named: [...named] };
}

/** One entity a write leaves (`after`; absent for a delete), as the apply its commit carries plans it. */
export interface PlannedEntity {
  kind: ConfigRecordKind;
  id: string;
  after?: EntityRecord;
  /** Whether the write creates it (then no applied record of it can exist). */
  created: boolean;
}

/** What {@link planEntity} reads, read ahead of the plan by {@link readEntityPlan}. */
export interface EntityPlanReads {
  rows: Stored<AppliedEntityRecord>[];
  early: LookedUp;
}

/**
 * Reads, in one wave, what {@link planEntity} will read for `entity` as the write is expected to leave
 * it (`after` may be a guess made before the write's checks): the cluster's applied row of it, and
 * what the checks look up for that record. The plan uses those lookups only where they answer all it
 * asks of the entity as written.
 */
export async function readEntityPlan(store: Store, orgId: string, clusterId: string, entity: PlannedEntity): Promise<EntityPlanReads> {
  // An entity created has no applied row, and no applied row names it yet.
  const lookups = lookupsOf([{ kind: entity.kind, id: entity.id, record: entity.after, targeted: !entity.created && REFERENCED_KINDS.has(entity.kind) }]);
  const [rows, early] = await Promise.all([
    entity.created ? [] : store.getMany("appliedEntity", orgId, [appliedEntityId(clusterId, entity.kind, entity.id)]),
    readLookups(store, orgId, clusterId, lookups),
  ]);
  return { rows, early };
}

/**
 * The plan of applying one write in the write's own commit: the entity as the write leaves it
 * (`after`; absent for a delete) against the cluster's applied record of it (none for an entity the
 * write creates: its id is new), checked as an apply of the changeset holding it would check it;
 * from `ahead` when {@link readEntityPlan} read it earlier.
 */
export async function planEntity(
  store: Store,
  orgId: string,
  clusterId: string,
  tree: NamespaceTree,
  entity: PlannedEntity,
  ahead?: EntityPlanReads,
): Promise<ApplyPlan> {
  const { rows, early } = ahead ?? (await readEntityPlan(store, orgId, clusterId, entity));
  const touched = new Map([[entityKey(entity.kind, entity.id), { kind: entity.kind, id: entity.id }]]);
  return planTouched(store, orgId, clusterId, tree, touched, entity.after === undefined ? [] : [{ kind: entity.kind, record: entity.after }], rows, early);
}

/**
 * The plan of bringing the `touched` entities to their `saved` records (those not saved are gone),
 * from the cluster's applied `rows` of them: an entity outside the cluster's namespaces leaves it.
 */
async function planTouched(
  store: Store,
  orgId: string,
  clusterId: string,
  tree: NamespaceTree,
  touched: ReadonlyMap<string, { kind: ConfigRecordKind; id: string }>,
  saved: readonly { kind: ConfigRecordKind; record: EntityRecord }[],
  rows: readonly Stored<AppliedEntityRecord>[],
  early?: LookedUp,
): Promise<ApplyPlan> {
  const rowsByKey = new Map(rows.map((row) => [entityKey(row.entityKind, row.entityId), row]));
  const namespaces = new Set(clusterNamespaces(tree, clusterId));
  const savedByKey = new Map<string, EntityRecord>();
  for (const { kind, record } of saved) {
    const inCluster = kindOf(kind).ofCluster.by === "clusterId" ? record.clusterId === clusterId : namespaces.has(record.namespaceId as string);
    if (inCluster) savedByKey.set(entityKey(kind, record.id), unversioned<EntityRecord>(record));
  }
  const changes: AppliedChange[] = [];
  for (const [key, { kind, id }] of touched) {
    const before = rowsByKey.get(key)?.record;
    const now = savedByKey.get(key);
    if (sameRecord(before, now)) continue;
    changes.push({ kind, id, ...(before === undefined ? {} : { before }), ...(now === undefined ? {} : { after: now }) });
  }
  return { changes, rows: rowsByKey, problems: await changeProblems(store, orgId, clusterId, tree, changes, early) };
}

/**
 * The problems an apply of `changes` brings into the cluster's configuration (see `configProblems`),
 * its lookups answered by `early` when it asked them all.
 */
async function changeProblems(
  store: Store,
  orgId: string,
  clusterId: string,
  tree: NamespaceTree,
  changes: readonly AppliedChange[],
  early?: LookedUp,
): Promise<string[]> {
  if (changes.length === 0) return [];
  const changed = new Map(changes.map((change) => [entityKey(change.kind, change.id), change]));
  const brought = changes.filter((change) => change.after !== undefined && isChecked(kindOf(change.kind)));
  // Records others name (policies, key pairs) this apply changes (moved, edited or removed): what names them is checked again.
  const targets = changes.filter((change) => change.before !== undefined && REFERENCED_KINDS.has(change.kind)).map((change) => change.id);
  const matchers = brought.flatMap((change) => {
    const kind = kindOf(change.kind);
    return kind.matcher === undefined ? [] : [matcherHash(kind.matcher(change.after!))];
  });
  // What checked entities name (policies, key pairs), as the configuration will hold it: this
  // apply's version, or the applied one, read from the cluster's applied rows.
  const namedBy = (checkedEntities: readonly { kind: ConfigRecordKind; record: EntityRecord }[]): string[] => {
    const named = new Set<string>();
    for (const { kind, record } of checkedEntities) {
      for (const reference of kindOf(kind).references) for (const id of idsOf(reference, record)) named.add(entityKey(reference.to, id));
    }
    return [...named].filter((key) => !changed.has(key));
  };
  const broughtEntities = brought.map((change) => ({ kind: change.kind, record: change.after as EntityRecord }));
  const broughtNamed = namedBy(broughtEntities);
  // Every query at once (an `await` inside the list would run them one after the other): what names
  // the changed policies and key pairs, routes matching the same requests, and what the brought
  // entities name, unless read ahead; what the dependents name besides is read after.
  const wanted = { targets, matchers, named: broughtNamed };
  const { dependents, sameMatcher, namedRows: appliedRows } = answeredEarly(early, wanted) ?? (await readLookups(store, orgId, clusterId, wanted));
  const unchanged = (row: AppliedEntityRecord) => !changed.has(entityKey(row.entityKind, row.entityId));
  const dependentEntities = dependents.filter(unchanged).map((row) => ({ kind: row.entityKind, record: row.record as EntityRecord }));
  const checked: { kind: ConfigRecordKind; record: EntityRecord }[] = [...broughtEntities, ...dependentEntities];
  const alreadyRead = new Set(broughtNamed);
  const moreRows = await readNamed(
    store,
    orgId,
    clusterId,
    namedBy(dependentEntities).filter((key) => !alreadyRead.has(key)),
  );
  const applied = new Map([...appliedRows, ...moreRows].map((row) => [entityKey(row.entityKind, row.entityId), row.record]));
  const lookup = (key: string) => (changed.has(key) ? changed.get(key)!.after : applied.get(key));
  const others = new Map<string, { id: string; name: string }>();
  for (const row of sameMatcher.filter(unchanged)) {
    const kind = kindOf(row.entityKind);
    const record = row.record as EntityRecord;
    others.set(matcherKey(kind, kind.matcher!(record)), { id: record.id, name: typeof record.name === "string" ? record.name : record.id });
  }
  // In the registry's order of kinds, each kind's in id order (as a whole configuration's check).
  const order = new Map(CONFIG_KIND_LIST.map((kind, i) => [kind.recordKind, i]));
  checked.sort((a, b) => order.get(a.kind)! - order.get(b.kind)! || (a.record.id < b.record.id ? -1 : a.record.id > b.record.id ? 1 : 0));
  return configProblems({
    entities: checked.map(({ kind, record }) => ({ kind: kindOf(kind), record: record as CheckedEntity["record"] })),
    lookup: (kind, id) => lookup(entityKey(kind, id)) as { namespaceId: string } | undefined,
    tree,
    others,
  });
}
