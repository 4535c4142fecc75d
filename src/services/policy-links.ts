/**
 * The computed links between policies and routes (docs/proxy-rules.md, section 2), for a whole page at once:
 * a fixed number of store queries per page, never one per item.
 *
 * - A route's `policies` are its `policyIds` with their current names; its `enforcedPolicies` are the
 *   enforced policies of its namespace and every ancestor.
 * - A policy's `routes` are the routes listing it; its `enforcedRoutes`, when it is enforced, the
 *   routes of its namespace and every namespace below.
 */
import type { EntityRef } from "../domain/entities.js";
import type { Store } from "../store/port.js";
import type { PolicyRecord, RouteRecord } from "../store/records.js";
import type { NamespaceTree } from "./namespace-tree.js";

/** Links of one route. */
export interface RouteLinks {
  policies: EntityRef[];
  enforcedPolicies: EntityRef[];
}

/** Links of one policy. */
export interface PolicyLinks {
  routes: EntityRef[];
  enforcedRoutes: EntityRef[];
}

/** Policies as reads keep them in memory (ReadCache) or a write has just read them; what is absent is read from the store. */
interface RouteLinkReads {
  /** Every enforced policy of the organization, in id order. */
  enforcedPolicies?(orgId: string): Promise<readonly PolicyRecord[]>;
  /** The policies with these ids that exist. */
  policiesById?(orgId: string, ids: readonly string[]): Promise<readonly PolicyRecord[]>;
}

const ref = (record: { id: string; name: string; updatedAt: string }): EntityRef => ({ id: record.id, name: record.name, updatedAt: record.updatedAt });

/**
 * The links of each route, in the order given. Two queries for the whole list; one when the caller
 * already holds every listed policy (`known`, as a route write has just read them).
 */
export async function linksOfRoutes(
  store: Store,
  orgId: string,
  tree: NamespaceTree,
  routes: readonly RouteRecord[],
  known: readonly PolicyRecord[] = [],
  /** What reads keep in memory (see ReadCache): the enforced policies and policies by id. */
  reads?: RouteLinkReads,
): Promise<RouteLinks[]> {
  if (routes.length === 0) return [];
  const knownIds = new Set(known.map((policy) => policy.id));
  const listedIds = [...new Set(routes.flatMap((route) => route.policyIds))];
  const missing = listedIds.filter((id) => !knownIds.has(id));
  // A page's routes share few namespaces: each one's ancestors are found once.
  const visibleFrom = new Map<string, ReadonlySet<string>>();
  for (const route of routes) {
    if (!visibleFrom.has(route.namespaceId)) visibleFrom.set(route.namespaceId, new Set(tree.ancestorsAndSelf(route.namespaceId)));
  }
  const inNamespaces = new Set([...visibleFrom.values()].flatMap((visible) => [...visible]));
  const [fetched, enforced] = await Promise.all([
    missing.length === 0
      ? Promise.resolve([])
      : reads?.policiesById !== undefined
        ? reads.policiesById(orgId, missing)
        : store.getMany("policy", orgId, missing),
    // Every enforced policy of the organization (they are few), those above the routes kept; a read of
    // the store refreshes what reads keep of them (see ReadCache).
    (reads?.enforcedPolicies !== undefined
      ? reads.enforcedPolicies(orgId)
      : store.list("policy", orgId, { where: { enforced: true }, orderBy: [{ field: "id" }] }).then((found) => found.items)
    ).then((all) => ({ items: all.filter((policy) => inNamespaces.has(policy.namespaceId)) })),
  ]);
  // One reference per policy and one list of enforced policies per namespace, shared by the page's routes.
  const refs = new Map([...known, ...fetched].map((policy) => [policy.id, ref(policy)]));
  const enforcedIn = new Map(
    [...visibleFrom].map(([namespaceId, visible]) => [namespaceId, enforced.items.filter((p) => visible.has(p.namespaceId)).map(ref)]),
  );
  return routes.map((route) => ({
    // A listed policy always exists (deleting one that is listed is refused); the name is looked up.
    policies: route.policyIds.map((id) => refs.get(id) ?? { id, name: "", updatedAt: route.updatedAt }),
    enforcedPolicies: enforcedIn.get(route.namespaceId)!,
  }));
}

/** The links of each policy, in the order given. At most two queries for the whole list. */
export async function linksOfPolicies(store: Store, orgId: string, tree: NamespaceTree, policies: readonly PolicyRecord[]): Promise<PolicyLinks[]> {
  if (policies.length === 0) return [];
  const enforcedPolicies = policies.filter((policy) => policy.enforced);
  const subtreeIds = [...new Set(enforcedPolicies.flatMap((policy) => tree.descendantsAndSelf(policy.namespaceId)))];
  const [listing, inSubtrees] = await Promise.all([
    store.list("route", orgId, { where: { policyIds: policies.map((policy) => policy.id) }, orderBy: [{ field: "id" }] }),
    subtreeIds.length > 0
      ? store.list("route", orgId, { where: { namespaceId: subtreeIds }, orderBy: [{ field: "id" }] })
      : Promise.resolve({ items: [] as RouteRecord[] }),
  ]);
  const byPolicy = new Map<string, EntityRef[]>();
  for (const route of listing.items) {
    for (const id of route.policyIds) {
      const refs = byPolicy.get(id);
      if (refs === undefined) byPolicy.set(id, [ref(route)]);
      else refs.push(ref(route));
    }
  }
  return policies.map((policy) => {
    if (!policy.enforced) return { routes: byPolicy.get(policy.id) ?? [], enforcedRoutes: [] };
    const below = new Set(tree.descendantsAndSelf(policy.namespaceId));
    return {
      routes: byPolicy.get(policy.id) ?? [],
      enforcedRoutes: inSubtrees.items.filter((route) => below.has(route.namespaceId)).map(ref),
    };
  });
}
