/**
 * Policies: PPL rules with a name, unique within their namespace. A policy is visible to routes of its
 * namespace and of every namespace below; an enforced one applies to all of them without being listed.
 */
import { POLICY_KIND, type PolicyInput } from "../kinds/policy.js";
import type { Policy } from "../domain/entities.js";
import type { ConfigListQuery, PatchOperation, PolicyWrite } from "../domain/requests.js";
import { AccessPlaneError, invalidArgument, invalidDetails, notFound } from "../errors.js";
import { checkPpl } from "../ppl/validate.js";
import { unversioned, type Stored } from "../store/port.js";
import type { PolicyRecord } from "../store/records.js";
import type { ConfigChanges } from "../config/config-changes.js";
import { EntityWrites, recordById, type Written } from "../config/entity-writes.js";
import { listConfigView } from "./config-list.js";
import type { ListFields } from "./list-filter.js";
import { type Actor, type ConfigServiceReadOptions, type ConfigServiceWriteOptions, type ServiceContext } from "./context.js";
import { readReferrers, referrersOf, subjectOf } from "../config/references.js";
import { UNKNOWN_NAMESPACE, type NamespaceTree } from "./namespace-tree.js";
import { linksOfPolicies, type PolicyLinks } from "./policy-links.js";

/** A stored policy with its computed links, as the API returns it (`configServiceFields` only when asked for). */
function toPolicy(record: PolicyRecord, links: PolicyLinks, withConfigServiceFields = false): Policy {
  const { orgId: _orgId, configServiceFields, ...fields } = unversioned(record);
  const policy: Policy = { ...fields, routes: links.routes, enforcedRoutes: links.enforcedRoutes };
  // Not a field of the REST model: only the ConfigService layer asks for it.
  return withConfigServiceFields && configServiceFields !== undefined ? ({ ...policy, configServiceFields } as Policy) : policy;
}

/**
 * The fields policies filter and order on (the hosted API's): `assigned` are the names and ids of the
 * routes listing the policy, `cluster` the ids of the clusters it belongs to.
 */
function policyListFields(clustersOf: (policy: Policy) => string[]): ListFields<Policy> {
  return {
    id: { kind: "string", get: (p) => p.id, exact: true, stored: true },
    name: { kind: "string", get: (p) => p.name, quick: true, stored: true },
    originatorId: { kind: "string", get: (p) => p.originatorId, exact: true, stored: true },
    enforced: { kind: "boolean", get: (p) => p.enforced },
    assigned: { kind: "strings", get: (p) => p.routes.flatMap((r) => [r.name, r.id]), quick: true },
    cluster: { kind: "strings", get: clustersOf, exact: true },
    updatedAt: { kind: "date", get: (p) => p.updatedAt },
    createdAt: { kind: "date", get: (p) => p.createdAt },
  };
}

/** The write fields of a stored policy, which a patch operates on. */

/**
 * Policies in the proxy's policy language, with their links to routes. Every write goes into the
 * draft changeset of the clusters it concerns. Reached as `plane.services.policies`.
 *
 * @example
 * ```ts
 * const { policy, version } = await plane.services.policies.create(
 *   orgId,
 *   { namespaceId: clusterId, name: "staff", ppl: { allow: { or: [{ domain: { is: "example.com" } }] } }, enforced: false, description: "", explanation: "", remediation: "" },
 *   actor,
 * );
 * await plane.services.policies.patch(orgId, policy.id, [{ op: "replace", path: "/enforced", value: true }], actor, version);
 * ```
 */
export interface PolicyService {
  /** Policies of a namespace (and below it with `includeDescendants`), with their links. */
  list(orgId: string, query: ConfigListQuery, count?: boolean, options?: ConfigServiceReadOptions): Promise<{ items: Policy[]; total?: number }>;
  /** One policy with its links. */
  get(orgId: string, policyId: string, options?: ConfigServiceReadOptions): Promise<{ policy: Policy; version: number }>;
  /** Creates a policy; `already_exists` when its namespace has one of that name. */
  create(
    orgId: string,
    body: PolicyInput,
    actor: Actor,
    options?: ConfigServiceWriteOptions & ConfigServiceReadOptions,
  ): Promise<{ policy: Policy; version: number }>;
  /** Replaces every write field of a policy. */
  update(
    orgId: string,
    policyId: string,
    body: PolicyInput,
    actor: Actor,
    expectedVersion?: number,
    options?: ConfigServiceWriteOptions & ConfigServiceReadOptions,
  ): Promise<{ policy: Policy; version: number }>;
  /** Applies a JSON Patch to the write fields, all or nothing; the result is validated like a PUT. */
  patch(
    orgId: string,
    policyId: string,
    patch: readonly PatchOperation[],
    actor: Actor,
    expectedVersion?: number,
  ): Promise<{ policy: Policy; version: number }>;
  /** Deletes a policy; `failed_precondition` while a route lists it. */
  delete(orgId: string, policyId: string, actor: Actor, expectedVersion?: number): Promise<void>;
}

/** Implements {@link PolicyService} (internal: the control plane constructs it). */
export class DefaultPolicyService implements PolicyService {
  private readonly writes: EntityWrites<"policy", PolicyWrite>;

  constructor(
    private readonly ctx: ServiceContext,
    changes: ConfigChanges,
  ) {
    this.writes = new EntityWrites(ctx, changes, {
      kind: POLICY_KIND,
      check: (orgId, tree, write, current) => this.check(orgId, tree, write, current),
      checkDelete: (orgId, id) => {
        const naming = readReferrers(this.ctx.store, orgId, "policy", id, 5);
        return (tree, current) => this.checkUnnamed(naming, tree, current);
      },
    });
  }

  async list(orgId: string, query: ConfigListQuery, count = false, options: ConfigServiceReadOptions = {}): Promise<{ items: Policy[]; total?: number }> {
    const tree = await this.ctx.reads.tree(orgId);
    const toWire = async (records: PolicyRecord[]) => {
      const links = await linksOfPolicies(this.ctx.store, orgId, tree, records);
      return records.map((record, i) => toPolicy(record, links[i]!, options.withConfigServiceFields));
    };
    const clusters = (policy: Policy) => tree.clustersOf(policy.namespaceId);
    return listConfigView(this.ctx.store, "policy", orgId, tree, query, count, toWire, policyListFields(clusters));
  }

  async get(orgId: string, policyId: string, options: ConfigServiceReadOptions = {}): Promise<{ policy: Policy; version: number }> {
    const record = await this.require(orgId, policyId);
    return this.present(orgId, { record, tree: await this.ctx.reads.tree(orgId) }, options);
  }

  async create(
    orgId: string,
    body: PolicyInput,
    actor: Actor,
    options: ConfigServiceWriteOptions & ConfigServiceReadOptions = {},
  ): Promise<{ policy: Policy; version: number }> {
    return this.present(orgId, await this.writes.create(orgId, body, actor, options), options);
  }

  async update(
    orgId: string,
    policyId: string,
    body: PolicyInput,
    actor: Actor,
    expectedVersion?: number,
    options: ConfigServiceWriteOptions & ConfigServiceReadOptions = {},
  ): Promise<{ policy: Policy; version: number }> {
    const current = recordById(policyId, () => this.require(orgId, policyId));
    return this.present(orgId, await this.writes.replace(orgId, current, body, actor, expectedVersion, options), options);
  }

  async patch(
    orgId: string,
    policyId: string,
    patch: readonly PatchOperation[],
    actor: Actor,
    expectedVersion?: number,
  ): Promise<{ policy: Policy; version: number }> {
    return this.present(
      orgId,
      await this.writes.patch(
        orgId,
        recordById(policyId, () => this.require(orgId, policyId)),
        patch,
        actor,
        expectedVersion,
      ),
    );
  }

  async delete(orgId: string, policyId: string, actor: Actor, expectedVersion?: number): Promise<void> {
    await this.writes.delete(
      orgId,
      recordById(policyId, () => this.require(orgId, policyId)),
      actor,
      expectedVersion,
    );
  }

  /** Nothing may name a policy that is deleted: a route's list, a route's upstream tunnel, any kind's policy reference. */
  private async checkUnnamed(referrers: ReturnType<typeof readReferrers>, tree: NamespaceTree, current: PolicyRecord): Promise<void> {
    const [naming] = await referrers(tree, current.namespaceId);
    if (naming === undefined) return;
    const { kind, reference, records, total } = naming;
    const names = records.map((record) => `"${(record as { name?: string }).name ?? record.id}"`).join(", ");
    const more = total > records.length ? ` and ${total - records.length} more` : "";
    throw new AccessPlaneError(
      "failed_precondition",
      reference.list === true
        ? `the policy is listed by ${kind.write.what}s ${names}${more}; remove it from them first`
        : `the policy is ${reference.label ?? reference.path.join(".")} of ${kind.write.what}s ${names}${more}; change them first`,
    );
  }

  /** The namespace must exist and the PPL must be valid (every problem is reported); a moved policy must stay visible to what names it. */
  private async check(orgId: string, tree: NamespaceTree, input: PolicyWrite, current: PolicyRecord | undefined): Promise<void> {
    const details = checkPpl(input.ppl);
    if (tree.empty) throw notFound("organization");
    if (tree.get(input.namespaceId) === undefined) {
      details.unshift(UNKNOWN_NAMESPACE);
    }
    if (details.length > 0) throw invalidDetails("policy", details);
    if (current !== undefined && input.namespaceId !== current.namespaceId) await this.checkMove(orgId, tree, current, input.namespaceId);
  }

  /** A policy that records name (routes list it, or name it as their tunnel's SSH policy) may move only where each still sees it. */
  private async checkMove(orgId: string, tree: NamespaceTree, current: PolicyRecord, namespaceId: string): Promise<void> {
    const groups = await referrersOf(this.ctx.store, orgId, tree, "policy", current);
    const stranded = new Map<string, string>();
    for (const { kind, records } of groups) {
      for (const record of records) if (!tree.isVisibleFrom(namespaceId, record.namespaceId)) stranded.set(record.id, subjectOf(kind, record));
    }
    if (stranded.size > 0) {
      throw invalidArgument("/namespaceId", `${[...stranded.values()].join(", ")} would no longer see this policy there, and name it`);
    }
  }

  private async require(orgId: string, policyId: string): Promise<Stored<PolicyRecord>> {
    const record = await this.ctx.store.get("policy", orgId, policyId);
    if (record === undefined) throw notFound("policy");
    return record;
  }

  private async present(
    orgId: string,
    { record, tree }: Written<PolicyRecord, void>,
    options: ConfigServiceReadOptions = {},
  ): Promise<{ policy: Policy; version: number }> {
    const [links] = await linksOfPolicies(this.ctx.store, orgId, tree ?? (await this.ctx.reads.treeForWrite(orgId)), [record]);
    return { policy: toPolicy(record, links!, options.withConfigServiceFields), version: record.version };
  }
}
