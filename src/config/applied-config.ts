/**
 * A cluster's whole configuration as saved now: read, checked as one (references resolve, routes do
 * not collide), and resolved into the form the proxy runs (routes with their policies embedded, the
 * key pairs they reference). Reads are a fixed number of queries whatever the cluster's size.
 */
import { withLegacyRules } from "../ppl/legacy-rules.js";
import { deepFreeze } from "../domain/deep-freeze.js";
import type { Store } from "../store/port.js";
import { unversioned } from "../store/port.js";
import type { KeyPairRecord, PolicyRecord, RouteRecord, ServiceAccountRecord, SettingsRecord } from "../store/records.js";
import { CONFIG_KIND_LIST, type ConfigKindInfo } from "../kinds/index.js";
import { toKeyPair } from "../kinds/key-pair.js";
import type { NamespaceTree } from "../services/namespace-tree.js";
import { ROUTE_KEY_PAIR_FIELDS } from "../kinds/route.js";
import { SETTINGS_KEY_PAIR_FIELDS } from "../kinds/settings.js";

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
export function gatherConfigRecords(groups: Iterable<readonly [ConfigKindInfo, readonly object[]]>): ConfigRecords | undefined {
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

/**
 * Every reason the configuration cannot run as a whole, as messages naming the entities: dangling or
 * invisible references, and routes that match the same requests. (Each entity's own rules were
 * checked when it was written; only what no single write can see is checked here.)
 */
export function checkConfig(records: ConfigRecords, tree: NamespaceTree): string[] {
  const policies = new Map(records.policies.map((p) => [p.id, p]));
  const keyPairs = new Map(records.keyPairs.map((k) => [k.id, k]));
  return configProblems({ routes: records.routes, settings: records.settings, policy: (id) => policies.get(id), keyPair: (id) => keyPairs.get(id), tree });
}

/** What `configProblems` checks, and how it finds what the checked entities name. */
export interface ConfigCheck {
  /** The routes to check, in id order. */
  routes: readonly RouteRecord[];
  /** The settings, when they are to be checked. */
  settings?: SettingsRecord | undefined;
  /** A policy of the configuration, if it has one with this id. */
  policy: (id: string) => PolicyRecord | undefined;
  /** A key pair of the configuration, if it has one with this id. */
  keyPair: (id: string) => KeyPairRecord | undefined;
  tree: NamespaceTree;
  /** Routes of the configuration not among `routes`, by the requests they match (`routeMatcher`). */
  others?: ReadonlyMap<string, { id: string; name: string }>;
}

/** The requests a route matches, as one comparable string. */
export function routeMatcher(route: Pick<RouteRecord, "from" | "prefix" | "path" | "regex">): string {
  return JSON.stringify([route.from.toLowerCase(), route.prefix ?? "", route.path ?? "", route.regex ?? ""]);
}

/**
 * The problems of the routes and settings of `check` in the configuration its lookups describe: the
 * whole configuration's problems when they are all of it (as `checkConfig`), or those an apply
 * brings when they are what it changes and what names what it changes.
 */
export function configProblems(check: ConfigCheck): string[] {
  const { tree } = check;
  const problems: string[] = [];
  const matchers = new Map<string, { id: string; name: string }>(check.others ?? []);
  for (const route of check.routes) {
    const visible = new Set(tree.ancestorsAndSelf(route.namespaceId));
    for (const id of route.policyIds) {
      const policy = check.policy(id);
      if (policy === undefined || !visible.has(policy.namespaceId)) problems.push(`route "${route.name}" lists policy ${id}, which it cannot see`);
    }
    const tunnelPolicyId = route.upstreamTunnel?.sshPolicyId;
    if (tunnelPolicyId !== undefined) {
      const policy = check.policy(tunnelPolicyId);
      if (policy === undefined || !visible.has(policy.namespaceId))
        problems.push(`route "${route.name}" names policy ${tunnelPolicyId} in upstreamTunnel.sshPolicyId, which it cannot see`);
    }
    for (const field of ROUTE_KEY_PAIR_FIELDS) {
      const id = route[field];
      if (id === undefined || id === "") continue;
      const keyPair = check.keyPair(id);
      if (keyPair === undefined || !visible.has(keyPair.namespaceId))
        problems.push(`route "${route.name}" names key pair ${id} in ${field}, which it cannot see`);
    }
    const matcher = routeMatcher(route);
    const other = matchers.get(matcher);
    if (other === undefined) matchers.set(matcher, route);
    else {
      // The older route is named first, whichever of the two this apply brought.
      const [first, second] = other.id < route.id ? [other, route] : [route, other];
      problems.push(`routes "${first.name}" and "${second.name}" match the same requests`);
    }
  }
  const settings = check.settings;
  if (settings !== undefined) {
    const clusterVisible = new Set(tree.ancestorsAndSelf(settings.namespaceId));
    for (const field of SETTINGS_KEY_PAIR_FIELDS) {
      const id = settings[field];
      if (id === undefined || id === "") continue;
      const keyPair = check.keyPair(id);
      if (keyPair === undefined || !clusterVisible.has(keyPair.namespaceId))
        problems.push(`settings name key pair ${id} in ${field}, which the cluster cannot see`);
    }
  }
  return problems;
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

/** The resolved, deeply frozen configuration of a cluster's applied records. */
export function resolveAppliedConfig(record: AppliedRecords, tree: NamespaceTree): AppliedConfig {
  const policies = new Map(record.policies.map((p) => [p.id, appliedPolicy(p)]));
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
  const routes = record.routes.map((route): AppliedRoute => {
    const { orgId: _o, ...fields } = route;
    const enforcedHere = enforcedOf(route.namespaceId);
    for (const field of ROUTE_KEY_PAIR_FIELDS) if (route[field]) referenced.add(route[field]);
    const tunnelPolicy = route.upstreamTunnel?.sshPolicyId === undefined ? undefined : policies.get(route.upstreamTunnel.sshPolicyId);
    return {
      ...fields,
      policies: route.policyIds.flatMap((id) => policies.get(id) ?? []),
      enforcedPolicies: enforcedHere,
      enforcedPolicyIds: enforcedHere.map((p) => p.id),
      ...(tunnelPolicy === undefined ? {} : { upstreamTunnelPolicy: tunnelPolicy }),
    };
  });
  for (const field of SETTINGS_KEY_PAIR_FIELDS) if (record.settings[field]) referenced.add(record.settings[field]);
  const { orgId: _o, clusterId: _c, namespaceId: _n, ...settings } = record.settings;
  return deepFreeze({
    orgId: record.orgId,
    clusterId: record.clusterId,
    changesetId: record.changesetId,
    version: record.configVersion,
    appliedAt: record.createdAt,
    settings,
    routes,
    // The key pairs routes and settings name, and the server certificates the proxy serves (a key
    // and a leaf for servers), which no route names.
    keyPairs: record.keyPairs.filter((k) => referenced.has(k.id) || isServerCertificate(k)).map(appliedKeyPair),
    serviceAccounts: record.serviceAccounts.map(({ id, userId, expiresAt }) => (expiresAt === undefined ? { id, userId } : { id, userId, expiresAt })),
  });
}
