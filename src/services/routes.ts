/**
 * Routes: what the proxy serves, from which URL to which upstream, under which policies. Names are
 * unique within a namespace; the rules of docs/proxy-rules.md, section 2 are checked on every write.
 */
import type { Route } from "../domain/entities.js";
import type { ConfigListQuery, PatchOperation, RouteWrite } from "../domain/requests.js";
import { updateAtPath } from "../domain/secret-fields.js";
import { presentHealthCheck, ROUTE_KEY_PAIR_FIELDS, ROUTE_KIND, type RouteInput } from "../kinds/route.js";
import { invalidDetails, notFound, type ErrorDetail } from "../errors.js";
import type { Stored } from "../store/port.js";
import type { KeyPairRecord, PolicyRecord, RouteRecord } from "../store/records.js";
import type { ConfigChanges } from "../config/config-changes.js";
import { EntityWrites, recordById, type Written } from "../config/entity-writes.js";
import { listConfigView } from "./config-list.js";
import type { ListFields } from "./list-filter.js";
import { type Actor, type ConfigServiceReadOptions, type ConfigServiceWriteOptions, type ServiceContext } from "./context.js";
import { UNKNOWN_NAMESPACE, type NamespaceTree } from "./namespace-tree.js";
import { linksOfRoutes, type RouteLinks } from "./policy-links.js";
import { checkRouteRules } from "./route-rules.js";

/** How a route is read back. */
export interface RouteReadOptions extends ConfigServiceReadOptions {
  /**
   * Include the route's secrets (`identityProviderClientSecret`, `kubernetesServiceAccountToken`), as
   * the API does for callers whose role may write them. Off by default.
   */
  withSecrets?: boolean;
}

/** A stored route with its computed links, as the API returns it (`configServiceFields` only when asked for). */
function toRoute(record: RouteRecord, links: RouteLinks, withSecrets = false, withConfigServiceFields = false): Route {
  // One copy of the record (this runs on every read of a route): the store's fields and the top-level
  // secrets left out, the latter added back at the end when asked for (the API asks for callers who
  // may write them).
  const source = record as unknown as Record<string, unknown>;
  let fields: Record<string, unknown> = {};
  for (const key in source) {
    if (!PRESENTED_APART.has(key)) fields[key] = source[key];
  }
  if (!withSecrets && fields.mcp !== undefined) for (const path of ROUTE_KIND.nestedSecrets) fields = updateAtPath(fields, path, () => undefined);
  if (withSecrets) for (const name of ROUTE_KIND.secrets) if (source[name] !== undefined) fields[name] = source[name];
  if (record.healthCheck !== undefined) fields.healthCheck = presentHealthCheck(record.healthCheck);
  fields.policies = links.policies;
  fields.enforcedPolicies = links.enforcedPolicies;
  fields.enforcedPolicyIds = links.enforcedPolicies.map((policy) => policy.id);
  if (withConfigServiceFields && record.configServiceFields !== undefined) fields.configServiceFields = record.configServiceFields;
  return fields as unknown as Route;
}

/** What toRoute does not copy as stored: the store's own fields and the top-level secrets. */
const PRESENTED_APART = new Set<string>(["orgId", "version", "configServiceFields", ...ROUTE_KIND.secrets]);

/**
 * The fields routes filter and order on (the hosted API's): `assigned` are the names and ids of the
 * policies the route lists, `inherited` those of the enforced policies that apply to it.
 */
const ROUTE_LIST_FIELDS: ListFields<Route> = {
  id: { kind: "string", get: (r) => r.id, exact: true, stored: true },
  name: { kind: "string", get: (r) => r.name, quick: true, stored: true },
  originatorId: { kind: "string", get: (r) => r.originatorId, exact: true, stored: true },
  from: { kind: "string", get: (r) => r.from, quick: true, stored: true },
  to: { kind: "strings", get: (r) => r.to ?? [], quick: true, stored: true },
  path: { kind: "string", get: (r) => r.path, stored: true },
  prefix: { kind: "string", get: (r) => r.prefix, stored: true },
  regex: { kind: "string", get: (r) => r.regex, stored: true },
  assigned: { kind: "strings", get: (r) => r.policies.flatMap((p) => [p.name, p.id]), quick: true },
  inherited: { kind: "strings", get: (r) => r.enforcedPolicies.flatMap((p) => [p.name, p.id]) },
  updatedAt: { kind: "date", get: (r) => r.updatedAt },
  createdAt: { kind: "date", get: (r) => r.createdAt },
};

/** The write fields of a stored route, which a patch operates on. */

/**
 * Routes, with their links to policies. Every write goes into the draft changeset of the route's
 * cluster. Reached as `plane.services.routes`.
 *
 * @example
 * ```ts
 * // The booleans the wire contract defaults may be left out (`RouteInput`).
 * await plane.services.routes.create(orgId, { namespaceId: clusterId, name: "app", from: "https://app.example.com", to: ["https://app.internal"] }, actor);
 * const filter = JSON.stringify({ items: [{ field: "name", operator: "equals", value: "app" }] });
 * const { items } = await plane.services.routes.list(orgId, { namespaceId: clusterId, filter });
 * const { route, version } = await plane.services.routes.get(orgId, items[0]!.id);
 * await plane.services.routes.patch(orgId, route.id, [{ op: "replace", path: "/to", value: ["https://app-v2.internal"] }], actor, version);
 * ```
 */
export interface RouteService {
  /** Routes of a namespace (and below it with `includeDescendants`), with their links. */
  list(orgId: string, query: ConfigListQuery, count?: boolean, options?: RouteReadOptions): Promise<{ items: Route[]; total?: number }>;
  /** One route with its links. */
  get(orgId: string, routeId: string, options?: RouteReadOptions): Promise<{ route: Route; version: number }>;
  /** Creates a route; `already_exists` when its namespace has one of that name. */
  create(orgId: string, body: RouteInput, actor: Actor, options?: RouteReadOptions & ConfigServiceWriteOptions): Promise<{ route: Route; version: number }>;
  /**
   * Replaces every write field of a route. A PUT that omits a secret keeps the stored value (send `""`
   * to clear it): callers who may not read secrets send back what they read.
   */
  update(
    orgId: string,
    routeId: string,
    body: RouteInput,
    actor: Actor,
    expectedVersion?: number,
    options?: RouteReadOptions & ConfigServiceWriteOptions,
  ): Promise<{ route: Route; version: number }>;
  /** Applies a JSON Patch to the write fields, all or nothing; the result is validated like a PUT. */
  patch(
    orgId: string,
    routeId: string,
    patch: readonly PatchOperation[],
    actor: Actor,
    expectedVersion?: number,
    options?: RouteReadOptions,
  ): Promise<{ route: Route; version: number }>;
  /** Deletes a route. */
  delete(orgId: string, routeId: string, actor: Actor, expectedVersion?: number): Promise<void>;
}

/** Implements {@link RouteService} (internal: the control plane constructs it). */
export class DefaultRouteService implements RouteService {
  private readonly writes: EntityWrites<"route", RouteWrite, RouteChecked, NamedByRoute>;

  constructor(
    private readonly ctx: ServiceContext,
    changes: ConfigChanges,
  ) {
    this.writes = new EntityWrites(ctx, changes, {
      kind: ROUTE_KIND,
      read: (orgId, write) => this.readNamed(orgId, write),
      check: (orgId, tree, write, _current, named) => this.check(tree, write, named),
    });
  }

  async list(orgId: string, query: ConfigListQuery, count = false, options: RouteReadOptions = {}): Promise<{ items: Route[]; total?: number }> {
    const tree = await this.ctx.reads.tree(orgId);
    const toWire = async (records: RouteRecord[]) => {
      const links = await linksOfRoutes(this.ctx.store, orgId, tree, records, [], this.ctx.reads);
      return records.map((record, i) => toRoute(record, links[i]!, options.withSecrets, options.withConfigServiceFields));
    };
    // A quick filter also searches the names of the policies a route lists, which its record does not
    // hold: a value no policy's name holds can only be in the record (its policies' ids are there).
    const policyNames = async () => (await this.ctx.store.list("policy", orgId)).items.map((policy) => policy.name);
    return listConfigView(this.ctx.store, "route", orgId, tree, query, count, toWire, ROUTE_LIST_FIELDS, policyNames);
  }

  async get(orgId: string, routeId: string, options: RouteReadOptions = {}): Promise<{ route: Route; version: number }> {
    const [record, tree] = await Promise.all([this.require(orgId, routeId), this.ctx.reads.tree(orgId)]);
    const [links] = await linksOfRoutes(this.ctx.store, orgId, tree, [record], [], this.ctx.reads);
    return { route: toRoute(record, links!, options.withSecrets, options.withConfigServiceFields), version: record.version };
  }

  /** The stored route, for services that build on routes (certificates, changesets). */
  async require(orgId: string, routeId: string): Promise<Stored<RouteRecord>> {
    const record = await this.ctx.store.get("route", orgId, routeId);
    if (record === undefined) throw notFound("route");
    return record;
  }

  async create(
    orgId: string,
    body: RouteInput,
    actor: Actor,
    options: RouteReadOptions & ConfigServiceWriteOptions = {},
  ): Promise<{ route: Route; version: number }> {
    return this.present(orgId, await this.writes.create(orgId, body, actor, options), options);
  }

  async update(
    orgId: string,
    routeId: string,
    body: RouteInput,
    actor: Actor,
    expectedVersion?: number,
    options: RouteReadOptions & ConfigServiceWriteOptions = {},
  ): Promise<{ route: Route; version: number }> {
    const current = recordById(routeId, () => this.require(orgId, routeId));
    return this.present(orgId, await this.writes.replace(orgId, current, body, actor, expectedVersion, options), options);
  }

  async patch(
    orgId: string,
    routeId: string,
    patch: readonly PatchOperation[],
    actor: Actor,
    expectedVersion?: number,
    options: RouteReadOptions = {},
  ): Promise<{ route: Route; version: number }> {
    return this.present(
      orgId,
      await this.writes.patch(
        orgId,
        recordById(routeId, () => this.require(orgId, routeId)),
        patch,
        actor,
        expectedVersion,
      ),
      options,
    );
  }

  async delete(orgId: string, routeId: string, actor: Actor, expectedVersion?: number): Promise<void> {
    await this.writes.delete(
      orgId,
      recordById(routeId, () => this.require(orgId, routeId)),
      actor,
      expectedVersion,
    );
  }

  /**
   * The route's own rules, then its references: the namespace exists, listed policies and key pairs
   * exist in the organization and are visible from the route's namespace (same or an ancestor).
   * Every problem is reported at once.
   */
  private check(tree: NamespaceTree, input: RouteWrite, [policies, keyPairs, enforced]: NamedByRoute): RouteChecked {
    const details: ErrorDetail[] = checkRouteRules(input);
    let listed: PolicyRecord[] = [];
    if (tree.empty) throw notFound("organization");
    if (tree.get(input.namespaceId) === undefined) {
      details.unshift(UNKNOWN_NAMESPACE);
    } else {
      const tunnelPolicyId = input.upstreamTunnel?.sshPolicyId;
      listed = policies;
      const visible = new Set(tree.ancestorsAndSelf(input.namespaceId));
      const visiblePolicies = new Set(policies.filter((p) => visible.has(p.namespaceId)).map((p) => p.id));
      input.policyIds.forEach((id, i) => {
        if (!visiblePolicies.has(id)) details.push({ path: `/policyIds/${i}`, message: "no policy with this id is visible from the route's namespace" });
      });
      if (tunnelPolicyId !== undefined && !visiblePolicies.has(tunnelPolicyId)) {
        details.push({ path: "/upstreamTunnel/sshPolicyId", message: "no policy with this id is visible from the route's namespace" });
      }
      const visibleKeyPairs = new Set(keyPairs.filter((k) => visible.has(k.namespaceId)).map((k) => k.id));
      for (const field of ROUTE_KEY_PAIR_FIELDS) {
        const id = input[field];
        if (id !== undefined && id !== "" && !visibleKeyPairs.has(id)) {
          details.push({ path: `/${field}`, message: "no key pair with this id is visible from the route's namespace" });
        }
      }
    }
    if (details.length > 0) throw invalidDetails("route", details);
    return { listed, enforced };
  }

  /**
   * The policies (listed, and the upstream tunnel's SSH policy) and key pairs a route write names, in
   * one read each, and the organization's enforced policies its answer shows: started beside the
   * namespace tree's read, since they need nothing of it (the answer's links are then those of the
   * moment the write read, one round trip fewer than reading them after its commit).
   */
  private readNamed(orgId: string, input: RouteWrite): Promise<NamedByRoute> {
    const keyPairIds = ROUTE_KEY_PAIR_FIELDS.map((field) => input[field]).filter((id): id is string => id !== undefined && id !== "");
    const tunnelPolicyId = input.upstreamTunnel?.sshPolicyId;
    const policyIds = tunnelPolicyId === undefined ? input.policyIds : [...new Set([...input.policyIds, tunnelPolicyId])];
    return Promise.all([
      policyIds.length > 0 ? this.ctx.store.getMany("policy", orgId, policyIds) : Promise.resolve([]),
      keyPairIds.length > 0 ? this.ctx.store.getMany("keyPair", orgId, keyPairIds) : Promise.resolve([]),
      this.ctx.store.list("policy", orgId, { where: { enforced: true }, orderBy: [{ field: "id" }] }).then((found) => found.items),
    ]);
  }

  /** A written route with its links (the policies its check read are reused). */
  private async present(
    orgId: string,
    { record, tree, checked }: Written<RouteRecord, RouteChecked>,
    options: RouteReadOptions,
  ): Promise<{ route: Route; version: number }> {
    const [links] = await linksOfRoutes(
      this.ctx.store,
      orgId,
      tree ?? (await this.ctx.reads.treeForWrite(orgId)),
      [record],
      checked?.listed ?? [],
      // The enforced policies the write read beside its own reads.
      checked === undefined ? undefined : { enforcedPolicies: () => Promise.resolve(checked.enforced) },
    );
    return { route: toRoute(record, links!, options.withSecrets, options.withConfigServiceFields), version: record.version };
  }
}

/** The policies (listed, and the upstream tunnel's SSH policy) and the key pairs a route write names, and the enforced policies. */
type NamedByRoute = [PolicyRecord[], KeyPairRecord[], PolicyRecord[]];

/** What a route write's check found: the policies it lists, and the organization's enforced policies (for its answer's links). */
interface RouteChecked {
  listed: PolicyRecord[];
  enforced: readonly PolicyRecord[];
}
