/**
 * A cluster's whole configuration as saved now: read, checked as one (references resolve, routes do
 * not collide), and resolved into the form the proxy runs (routes with their policies embedded, the
 * key pairs they reference). Reads are a fixed number of queries whatever the cluster's size.
 */
import { withLegacyRules } from "../ppl/legacy-rules.js";
import { deepFreeze } from "../domain/deep-freeze.js";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Store } from "../store/port.js";
import { unversioned } from "../store/port.js";
import type { KeyPairRecord, PolicyRecord, PolicyTestSuiteRecord, RouteRecord, ServiceAccountRecord, SettingsRecord } from "../store/records.js";
import { CONFIG_KIND_LIST, configKindOfRecord, eachIdOf, idsOf, isChecked, type ConfigKind, type Reference } from "../kinds/index.js";
import { toKeyPair } from "../kinds/key-pair.js";
import type { NamespaceTree } from "../services/namespace-tree.js";

/** Whether a key pair is one the proxy serves TLS with: it has a key, and its leaf is for servers. */
function isServerCertificate(keyPair: KeyPairRecord): boolean {
  return keyPair.key !== undefined && keyPair.key !== "" && keyPair.certificateInfo[0]?.extKeyUsage.serverAuth === true;
}

// The applied configuration's types live in the domain layer (the validation schemas name them too).
export type { AppliedConfig, AppliedKeyPair, AppliedPolicy, AppliedRoute, AppliedServiceAccount, AppliedSettings } from "../domain/applied-config.js";
import type { AppliedConfig, AppliedKeyPair, AppliedPolicy, AppliedRoute } from "../domain/applied-config.js";

/** The raw records of a cluster's configuration. */
export interface ConfigRecords {
  settings: SettingsRecord;
  routes: RouteRecord[];
  policies: PolicyRecord[];
  keyPairs: KeyPairRecord[];
  serviceAccounts: ServiceAccountRecord[];
  policyTestSuites: PolicyTestSuiteRecord[];
}

/** The namespaces whose entities belong to a cluster: its own, those below it, and those above it. */
export function clusterNamespaces(tree: NamespaceTree, clusterId: string): string[] {
  return [...new Set([...tree.ancestorsAndSelf(clusterId), ...tree.descendantsAndSelf(clusterId)])];
}

/** Reads every configuration record of a cluster (one query per configuration kind, as its descriptor says). */
export async function readConfigRecords(store: Store, orgId: string, tree: NamespaceTree, clusterId: string): Promise<ConfigRecords | undefined> {
  const namespaceId = clusterNamespaces(tree, clusterId);
  const found = await Promise.all(
    CONFIG_KIND_LIST.map(async (kind) => {
      const where = kind.ofCluster.by === "clusterId" ? { clusterId } : { namespaceId };
      const { items } = await store.list(kind.recordKind, orgId, { where, orderBy: [{ field: "id" }] });
      return [kind, items.map((record) => unversioned<object>(record))] as const;
    }),
  );
  return gatherConfigRecords(found);
}

/**
 * A cluster's records of every configuration kind, put where `ConfigRecords` keeps them (the kinds'
 * `ofCluster`), lists in id order; `undefined` when a kind of which a cluster has one (its settings)
 * has none.
 */
export function gatherConfigRecords(groups: Iterable<readonly [ConfigKind, readonly object[]]>): ConfigRecords | undefined {
  const gathered: Record<string, unknown> = {};
  for (const kind of CONFIG_KIND_LIST) if (kind.ofCluster.shape === "list") gathered[kind.ofCluster.as] = [];
  for (const [kind, records] of groups) {
    const { as, shape } = kind.ofCluster;
    if (shape === "single") {
      if (records[0] !== undefined) gathered[as] = records[0];
    } else {
      const list = gathered[as] as object[];
      for (const record of records) list.push(record);
    }
  }
  for (const kind of CONFIG_KIND_LIST) {
    const { as, shape } = kind.ofCluster;
    if (shape === "single" && gathered[as] === undefined) return undefined;
    if (shape === "list") (gathered[as] as { id: string }[]).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
  return gathered as unknown as ConfigRecords;
}

/** A record the apply checks, with the kind it is of. */
export interface CheckedEntity {
  kind: ConfigKind;
  record: object & { id: string; namespaceId: string };
}

/**
 * Every reason the configuration cannot run as a whole, as messages naming the entities: dangling or
 * invisible references, and records that match the same requests. (Each entity's own rules were
 * checked when it was written; only what no single write can see is checked here.)
 */
export function checkConfig(records: ConfigRecords, tree: NamespaceTree): string[] {
  const byKind = new Map<string, Map<string, { namespaceId: string }>>();
  const entities: CheckedEntity[] = [];
  for (const kind of CONFIG_KIND_LIST) {
    const kept = [(records as unknown as Record<string, CheckedEntity["record"] | CheckedEntity["record"][]>)[kind.ofCluster.as] ?? []].flat();
    byKind.set(kind.recordKind, new Map(kept.map((record) => [record.id, record])));
    if (isChecked(kind)) for (const record of kept) entities.push({ kind, record });
  }
  return configProblems({ entities, lookup: (kind, id) => byKind.get(kind)?.get(id), tree });
}

/** What `configProblems` checks, and how it finds what the checked entities name. */
interface ConfigCheck {
  /** The records to check (of kinds with references or a matcher), each kind's in id order. */
  entities: readonly CheckedEntity[];
  /** A record of the configuration, if it has one of that kind with this id. */
  lookup: (kind: Reference["to"], id: string) => { namespaceId: string } | undefined;
  tree: NamespaceTree;
  /** Records of the configuration not among `entities`, by kind and matcher (`matcherKey`). */
  others?: ReadonlyMap<string, { id: string; name: string }>;
}

/** The key of a record's matcher among those of its kind. */
export function matcherKey(kind: ConfigKind, matcher: string): string {
  return `${kind.recordKind}:${matcher}`;
}

/**
 * The problems of the entities of `check` in the configuration its lookups describe: the whole
 * configuration's problems when they are all of it (as `checkConfig`), or those an apply brings when
 * they are what it changes and what names what it changes. Every reference must name a record that
 * the entity's namespace sees; no two records of a kind with a matcher may match the same requests.
 */
export function configProblems(check: ConfigCheck): string[] {
  const { tree } = check;
  const problems: string[] = [];
  const matchers = new Map<string, { id: string; name: string }>(check.others ?? []);
  for (const { kind, record } of check.entities) {
    const subject = kind.subject?.(record) ?? { name: `${kind.write.what} ${record.id}`, sees: "it" };
    const visible = new Set(tree.ancestorsAndSelf(record.namespaceId));
    for (const reference of kind.references) {
      const what = configKindOfRecord(reference.to)!.write.what;
      const verb = reference.list === true ? "list" : "name";
      const where = reference.list === true ? "" : ` in ${reference.path.join(".")}`;
      for (const id of idsOf(reference, record)) {
        const found = check.lookup(reference.to, id);
        if (found === undefined || !visible.has(found.namespaceId)) {
          problems.push(`${subject.name} ${subject.plural === true ? verb : `${verb}s`} ${what} ${id}${where}, which ${subject.sees} cannot see`);
        }
      }
    }
    if (kind.matcher !== undefined) {
      const key = matcherKey(kind, kind.matcher(record));
      const mine = { id: record.id, name: (record as { name?: string }).name ?? record.id };
      const other = matchers.get(key);
      if (other === undefined) matchers.set(key, mine);
      else {
        // The older record is named first, whichever of the two this apply brought.
        const [first, second] = other.id < mine.id ? [other, mine] : [mine, other];
        problems.push(`${kind.write.what}s "${first.name}" and "${second.name}" match the same requests`);
      }
    }
  }
  return problems;
}

/**
 * A resolution's records and what they resolved to, for the next resolution of the cluster to share:
 * a cluster's next version (or a preview of it) holds the same record objects for every entity that
 * did not change, so it takes their resolved forms instead of building and freezing them again (at
 * 10 000 routes, every version was 30-70 ms of the event loop, whatever the apply changed). Records
 * are frozen as they are resolved, so a form taken for the same record cannot be stale; a route's is
 * also taken only when the policies it embeds are the same objects.
 */
export interface Resolution {
  /** The resolved configuration. */
  readonly config: AppliedConfig;
  /** Its records; `routes` in the order of `config.routes`, one each. */
  readonly records: AppliedRecords;
  /** Each policy's form, by id. */
  readonly policies: ReadonlyMap<string, AppliedPolicy>;
}

/** The form `previous` resolved `record` to (the same frozen object at the same id), or a new one. */
function formOf<R extends { id: string }, T>(
  record: R,
  before: ReadonlyMap<string, R> | undefined,
  form: (id: string) => T | undefined,
  resolve: (record: R) => T,
): T {
  const kept = Object.isFrozen(record) && before?.get(record.id) === record ? form(record.id) : undefined;
  if (kept !== undefined) return kept;
  Object.freeze(record);
  return deepFreeze(resolve(record));
}

/** The policies of `ids` that the configuration holds (`policies`), in the order of `ids`. */
function listedPolicies(ids: readonly string[], policies: ReadonlyMap<string, AppliedPolicy>): AppliedPolicy[] {
  const listed: AppliedPolicy[] = [];
  for (const id of ids) {
    const policy = policies.get(id);
    if (policy !== undefined) listed.push(policy);
  }
  return listed;
}

/** Whether `embedded` is what {@link listedPolicies} gives for `ids` (the same objects, in order), without building it. */
function embedsListed(embedded: readonly AppliedPolicy[], ids: readonly string[], policies: ReadonlyMap<string, AppliedPolicy>): boolean {
  let n = 0;
  for (const id of ids) {
    const policy = policies.get(id);
    if (policy !== undefined && embedded[n++] !== policy) return false;
  }
  return n === embedded.length;
}

/**
 * Where `item`'s id is, or would be, in `list` (records in id order, as a configuration keeps them),
 * looking from `from` on: the first position whose id is not below it. The caller sees whether `item`
 * itself is there, and walks on from that position, found or not, so that a walk along a whole list
 * costs its length. The next record is usually at `from`: compared by identity first.
 */
export function seekById<T extends { id: string }>(list: readonly T[], item: T, from: number): number {
  let at = from;
  if (list[at] !== item) while (at < list.length && list[at]!.id < item.id) at++;
  return at;
}

/** Whether two lists hold the same objects in the same order. */
function sameItems(a: readonly object[], b: readonly object[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function appliedPolicy(record: PolicyRecord): AppliedPolicy {
  return {
    id: record.id,
    namespaceId: record.namespaceId,
    name: record.name,
    enforced: record.enforced,
    // Its legacy allow-lists (set through the ConfigService) run as one more allow rule, as in the proxy.
    ppl: withLegacyRules(record.ppl, record.configServiceFields),
    description: record.description,
    explanation: record.explanation,
    remediation: record.remediation,
  };
}

function appliedKeyPair(record: KeyPairRecord): AppliedKeyPair {
  const { createdAt: _c, updatedAt: _u, ...keyPair } = toKeyPair(record);
  return record.key === undefined ? keyPair : { ...keyPair, key: record.key };
}

/** A cluster's applied configuration as records: which apply made it, and every entity as it was saved. */
export interface AppliedRecords extends ConfigRecords {
  orgId: string;
  clusterId: string;
  changesetId: string;
  configVersion: number;
  /** When it was applied. */
  createdAt: string;
}

/**
 * The resolved, deeply frozen configuration of a cluster's applied records, sharing with `previous`
 * (the cluster's last resolution) the forms of the records both hold.
 */
export function resolveAppliedConfig(record: AppliedRecords, tree: NamespaceTree, previous?: Resolution): Resolution {
  const steps = resolving(record, tree, previous);
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
}

/**
 * {@link resolveAppliedConfig} in turns of the event loop, one per {@link RESOLVED_PER_TURN} records
 * resolved: a whole resolution (a process's first of a cluster) took 30-70 ms of the loop at 10 000
 * routes and 260-340 ms at 100 000. A resolution that shares nearly every form with `previous` takes
 * no turn. `record`'s lists must not change meanwhile (each caller builds them for the call).
 */
export async function resolveAppliedConfigInTurns(record: AppliedRecords, tree: NamespaceTree, previous?: Resolution): Promise<Resolution> {
  const steps = resolving(record, tree, previous);
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
    await nextTurn();
  }
}

/** Records resolved (not taken from the previous resolution) in one turn of {@link resolveAppliedConfigInTurns}: 1-2 ms of work, 7 on a busy machine. */
export const RESOLVED_PER_TURN = 256;

/** The resolution, pausing after every {@link RESOLVED_PER_TURN} records it resolved, where a caller may let other work run. */
function* resolving(record: AppliedRecords, tree: NamespaceTree, previous?: Resolution): Generator<void, Resolution> {
  const before = previous?.records;
  const byId = <R extends { id: string }>(records: readonly R[] | undefined) => (records === undefined ? undefined : new Map(records.map((r) => [r.id, r])));
  const policiesBefore = byId(before?.policies);
  const policies = new Map<string, AppliedPolicy>();
  let resolvedCount = 0;
  for (const p of record.policies) {
    const form = formOf(p, policiesBefore, (id) => previous!.policies.get(id), appliedPolicy);
    policies.set(p.id, form);
    if (form !== previous?.policies.get(p.id) && ++resolvedCount % RESOLVED_PER_TURN === 0) yield;
  }
  const enforced = record.policies.filter((p) => p.enforced);
  const referenced = new Set<string>();
  // Routes of one namespace share their enforced policies: computed once per namespace.
  const enforcedIn = new Map<string, AppliedPolicy[]>();
  const enforcedOf = (namespaceId: string): AppliedPolicy[] => {
    let found = enforcedIn.get(namespaceId);
    if (found === undefined) {
      const visible = new Set(tree.ancestorsAndSelf(namespaceId));
      found = enforced.filter((p) => visible.has(p.namespaceId)).map((p) => policies.get(p.id)!);
      enforcedIn.set(namespaceId, found);
    }
    return found;
  };
  // Their ids, shared the same way.
  const enforcedIdsIn = new Map<string, string[]>();
  const enforcedIdsOf = (namespaceId: string, enforcedHere: AppliedPolicy[]): string[] => {
    let found = enforcedIdsIn.get(namespaceId);
    if (found === undefined) enforcedIdsIn.set(namespaceId, (found = enforcedHere.map((p) => p.id)));
    return found;
  };
  // Routes are in id order, as before: the one resolved from the same record is found walking along
  // (every record of a resolution was frozen by it). Consecutive routes mostly share a namespace.
  const routes: AppliedRoute[] = [];
  let at = 0;
  let namespaceId: string | undefined;
  let enforcedHere: AppliedPolicy[] = [];
  for (const route of record.routes) {
    if (route.namespaceId !== namespaceId) {
      namespaceId = route.namespaceId;
      enforcedHere = enforcedOf(namespaceId);
    }
    const tunnelPolicy = route.upstreamTunnel?.sshPolicyId === undefined ? undefined : policies.get(route.upstreamTunnel.sshPolicyId);
    if (before !== undefined) {
      at = seekById(before.routes, route, at);
      // The same record embedding the same policies: the form it resolved to before.
      const kept = before.routes[at] === route ? previous!.config.routes[at++]! : undefined;
      if (
        kept !== undefined &&
        embedsListed(kept.policies, route.policyIds, policies) &&
        sameItems(kept.enforcedPolicies, enforcedHere) &&
        kept.upstreamTunnelPolicy === tunnelPolicy
      ) {
        routes.push(kept);
        continue;
      }
    }
    // Field by field rather than `{ orgId, ...fields } = route` and a spread: V8 makes objects of
    // that rest pattern, and their spreads, dictionaries: three times the memory of a 100 000-route
    // configuration's routes, which every replica keeps.
    const resolved: Record<string, unknown> = {};
    for (const key of Object.keys(route)) if (key !== "orgId") resolved[key] = route[key as keyof typeof route];
    resolved.policies = listedPolicies(route.policyIds, policies);
    resolved.enforcedPolicies = enforcedHere;
    resolved.enforcedPolicyIds = enforcedIdsOf(route.namespaceId, enforcedHere);
    if (tunnelPolicy !== undefined) resolved.upstreamTunnelPolicy = tunnelPolicy;
    Object.freeze(route);
    // Frozen here, a pause's worth at a time, rather than by the configuration's freeze at the end.
    routes.push(deepFreeze(resolved) as unknown as AppliedRoute);
    if (++resolvedCount % RESOLVED_PER_TURN === 0) yield;
  }
  // The key pairs the configuration's records name.
  for (const kind of CONFIG_KIND_LIST) {
    const toKeyPairs = kind.references.filter((reference) => reference.to === "keyPair");
    if (toKeyPairs.length === 0) continue;
    const kept = (record as unknown as Record<string, object | object[] | undefined>)[kind.ofCluster.as];
    const named: readonly object[] = kept === undefined ? [] : Array.isArray(kept) ? (kept as object[]) : [kept];
    const add = (id: string) => referenced.add(id);
    for (const one of named) for (const reference of toKeyPairs) eachIdOf(reference, one, add);
  }
  const { orgId: _o, clusterId: _c, namespaceId: _n, ...settings } = record.settings;
  const keyPairsBefore = byId(before?.keyPairs);
  const keyPairFormsBefore = byId(previous?.config.keyPairs);
  const config = deepFreeze({
    orgId: record.orgId,
    clusterId: record.clusterId,
    changesetId: record.changesetId,
    version: record.configVersion,
    appliedAt: record.createdAt,
    settings,
    routes,
    // The key pairs routes and settings name, and the server certificates the proxy serves (a key
    // and a leaf for servers), which no route names.
    keyPairs: record.keyPairs
      .filter((k) => referenced.has(k.id) || isServerCertificate(k))
      .map((k) => formOf(k, keyPairsBefore, (id) => keyPairFormsBefore?.get(id), appliedKeyPair)),
    serviceAccounts: record.serviceAccounts.map(({ id, userId, expiresAt }) => (expiresAt === undefined ? { id, userId } : { id, userId, expiresAt })),
  });
  return { config, records: record, policies };
}
