/**
 * Organizations. Creating one creates its root namespace (id = organization id), a first cluster and,
 * when a user creates it, that user's owner membership.
 */
import { validateOrganizationWrite } from "../validation/generated/validators.js";
import { writeInput, type WriteShape } from "../validation/write-input.js";
import type { Organization, OrganizationQuotas as Quotas, User } from "../domain/entities.js";
import type { CreatedOrganizationResponse } from "../domain/wire.js";
import type { OrganizationWrite } from "../domain/requests.js";
import { AccessPlaneError, invalidArgument, isAccessPlaneError, notFound } from "../errors.js";
import { GLOBAL_SCOPE, KINDS, ops, unversioned, type Stored, type WriteOp } from "../store/port.js";
import type { Kind, MembershipRecord, NamespaceRecord, OrganizationRecord } from "../store/records.js";
import { toCluster, type DefaultClusterService, type CreatedCluster } from "./clusters.js";
import { organizationActivityOp, checkExpectedVersion, nowIso, retryOnConflict, type Actor, type ServiceContext } from "./context.js";
import { generateSubdomainName } from "./subdomain-names.js";
import { membershipId } from "./users.js";
import { toNamespace } from "./namespaces.js";

/** Maps a stored organization to its wire form for a caller with `membership`. */
export function toOrganization(record: OrganizationRecord, membership: Pick<MembershipRecord, "role" | "createdAt">): Organization {
  return {
    id: record.id,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    name: record.name,
    logoURL: record.logoURL,
    organizationType: record.organizationType,
    ownerUserId: record.ownerUserId,
    role: membership.role,
    joinedAt: membership.createdAt,
    // Organizations made before hostedClusters existed have no such quota: 0, as for every other.
    quotas: { ...record.quotas, hostedClusters: record.quotas.hostedClusters ?? 0 },
    readOnly: record.readOnly,
  };
}

function activityData(record: OrganizationRecord): Record<string, unknown> {
  return { ...unversioned(record) };
}

/** What creating an organization made, as its owner sees it (the API's `createOrganization` answer). */
export type CreatedOrganization = CreatedOrganizationResponse;

/** The writes of an organization's creation, not yet committed. */
interface PlannedOrganization {
  ops: WriteOp[];
  organization: OrganizationRecord;
  namespace: NamespaceRecord;
  cluster: CreatedCluster;
}

/** Options of {@link OrganizationService.create}. */
export interface CreateOrganizationOptions {
  /** The interactive user who becomes owner. Without one, add an owner afterwards (bootstrap). */
  owner?: Pick<User, "id" | "type">;
  /** The organization's `ownerUserId` when no `owner` is given (bootstrap creates its owner in the same commit). */
  ownerUserId?: string;
  /** Name of the first cluster. @defaultValue "default" */
  clusterName?: string;
  /** Domain of the first cluster. @defaultValue a generated name under the configured cluster domain */
  clusterDomain?: string;
}

/** How an organization write is read: the response's own fields are ignored. */
const ORGANIZATION_WRITE: WriteShape<OrganizationWrite> = {
  validate: validateOrganizationWrite,
  what: "organization",
  readOnly: ["id", "createdAt", "updatedAt", "organizationType", "role", "joinedAt", "quotas", "readOnly"],
};

/** The `system` record that says an organization's deletion is under way. */
const DELETION_MARKER = "organization-deletion:";

/**
 * Organizations: creating one creates its root namespace and a first cluster; deleting one removes
 * everything in it. Reached as `plane.services.organizations`.
 *
 * @example
 * ```ts
 * const { organization, namespace, cluster } = await plane.services.organizations.create({ name: "acme" }, actor, { owner: user });
 * const { counts, limits } = await plane.services.organizations.quotas(organization.id);
 * ```
 */
export interface OrganizationService {
  /**
   * One organization as its member `userId` sees it (with that member's role and `joinedAt`), with its
   * version; `not_found` when there is none or `userId` is not a member.
   */
  get(orgId: string, userId: string): Promise<{ organization: Organization; version: number }>;
  /** The organizations a user belongs to, each as that user sees it. */
  listForUser(userId: string): Promise<Organization[]>;
  /**
   * Creates an organization with its root namespace and a first cluster; `options.owner` becomes its
   * owner. `permission_denied` when that owner is not an interactive user (API-access users belong to
   * the organization that made them).
   */
  create(body: OrganizationWrite, actor: Actor, options?: CreateOrganizationOptions): Promise<CreatedOrganization>;
  /**
   * Renames an organization, changes its logo, or transfers its ownership (`ownerUserId`: a member, who
   * becomes an owner); the root namespace follows the name. `invalid_argument` for an `ownerUserId`
   * that is not a member. The result is the organization as the actor sees it, or as its owner does
   * when the actor is not a member.
   */
  update(orgId: string, body: OrganizationWrite, actor: Actor, expectedVersion?: number): Promise<{ organization: Organization; version: number }>;
  /**
   * Deletes an organization and everything in it: its namespaces, clusters, configuration, changesets,
   * activity, invites and memberships, and its API-access users. First, in one commit, the memberships
   * go (nobody can act in the organization any more) with a marker saying the deletion is under way;
   * then the rest is deleted, again until a look finds nothing (a request that was writing at that
   * moment may commit after a pass); then the marker goes. A deletion interrupted by a crash is
   * finished by `resumeDeletions`, which the control plane runs at start and periodically.
   * `precondition_failed` when `expectedVersion` (an `If-Match`) is given and is not the organization's
   * current version: nothing is deleted.
   */
  delete(orgId: string, expectedVersion?: number): Promise<void>;
  /** Finishes every organization deletion a crash interrupted. */
  resumeDeletions(): Promise<number>;
  /**
   * What an organization holds against its quotas: `counts` (in the namespace and below it, when
   * `namespaceId` is given) and the organization's `limits`.
   */
  quotas(orgId: string, namespaceId?: string): Promise<{ counts: Quotas; limits: Quotas }>;
}

/** Implements {@link OrganizationService} (internal: the control plane constructs it). */
export class DefaultOrganizationService implements OrganizationService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly clusters: DefaultClusterService,
    private readonly clusterDomainSuffix: string,
  ) {}

  async quotas(orgId: string, namespaceId?: string): Promise<{ counts: Quotas; limits: Quotas }> {
    const organization = await this.record(orgId);
    const tree = await this.ctx.reads.treeForWrite(orgId);
    if (namespaceId !== undefined && tree.get(namespaceId) === undefined) throw notFound("namespace");
    const within = namespaceId === undefined ? undefined : tree.descendantsAndSelf(namespaceId);
    const count = async (kind: "policy" | "route" | "keyPair") =>
      (await this.ctx.store.list(kind, orgId, { ...(within === undefined ? {} : { where: { namespaceId: within } }), limit: 0, count: true })).total ?? 0;
    const clusters = (await this.ctx.store.list("cluster", orgId)).items.filter((c) => within === undefined || within.includes(c.namespaceId));
    const members = (await this.ctx.store.list("membership", GLOBAL_SCOPE, { where: { orgId } })).items;
    const [policies, routes, certificates] = await Promise.all([count("policy"), count("route"), count("keyPair")]);
    // A cluster's namespace has the cluster's id, which its service accounts are filed under.
    const serviceAccounts =
      (await this.ctx.store.list("serviceAccount", orgId, { ...(within === undefined ? {} : { where: { clusterId: within } }), limit: 0, count: true }))
        .total ?? 0;
    return {
      counts: {
        administrators: members.filter((m) => m.role === "owner" || m.role === "admin").length,
        apiUsers: members.filter((m) => m.userType === "user_type_api_access").length,
        certificates,
        clusters: clusters.length,
        customDomains: 0,
        hostedClusters: 0,
        policies,
        replicas: 0,
        routes,
        serviceAccounts,
      },
      limits: { ...organization.quotas, hostedClusters: organization.quotas.hostedClusters ?? 0 },
    };
  }

  async delete(orgId: string, expectedVersion?: number): Promise<void> {
    await retryOnConflict(async () => {
      const current = await this.record(orgId);
      checkExpectedVersion(expectedVersion, current.version);
      const memberships = (await this.ctx.store.list("membership", GLOBAL_SCOPE, { where: { orgId } })).items;
      const at = nowIso(this.ctx);
      await this.ctx.store.commit({
        ops: [
          ...memberships.map((m) => ops.delete("membership", GLOBAL_SCOPE, m.id, m.version)),
          ops.insert("system", GLOBAL_SCOPE, { id: `${DELETION_MARKER}${orgId}`, createdAt: at, updatedAt: at, value: { organizationId: orgId } }),
        ],
        // The version If-Match named is still the organization's when the deletion starts.
        ...(expectedVersion === undefined
          ? {}
          : { checks: [{ check: "version" as const, kind: "organization" as const, scope: orgId, id: orgId, expectedVersion }] }),
      });
    });
    await this.finishDelete(orgId);
  }

  async resumeDeletions(): Promise<number> {
    const markers = (await this.ctx.store.list("system", GLOBAL_SCOPE)).items.filter((m) => m.id.startsWith(DELETION_MARKER));
    for (const marker of markers) await this.finishDelete(marker.id.slice(DELETION_MARKER.length));
    return markers.length;
  }

  private async finishDelete(orgId: string): Promise<void> {
    for (let pass = 0; ; pass++) {
      if (pass >= 50) throw new AccessPlaneError("unavailable", "the organization is still being written to; its deletion resumes shortly");
      const writes: WriteOp[] = [];
      for (const [kind, spec] of Object.entries(KINDS) as [Kind, (typeof KINDS)[Kind]][]) {
        if (spec.scope !== "organization") continue;
        for (const record of (await this.ctx.store.list(kind, orgId)).items) writes.push(ops.delete(kind, orgId, record.id, record.version));
      }
      const memberships = (await this.ctx.store.list("membership", GLOBAL_SCOPE, { where: { orgId } })).items;
      for (const membership of memberships) writes.push(ops.delete("membership", GLOBAL_SCOPE, membership.id, membership.version));
      for (const user of (await this.ctx.store.list("user", GLOBAL_SCOPE, { where: { orgId } })).items) {
        if (user.type === "user_type_api_access") writes.push(ops.delete("user", GLOBAL_SCOPE, user.id, user.version));
      }
      for (const invite of (await this.ctx.store.list("invite", GLOBAL_SCOPE, { where: { orgId } })).items)
        writes.push(ops.delete("invite", GLOBAL_SCOPE, invite.id, invite.version));
      // The markers of its clusters' drafts.
      for (const marker of (await this.ctx.store.list("system", GLOBAL_SCOPE)).items) {
        if (marker.id.startsWith(`draft:${orgId}:`)) writes.push(ops.delete("system", GLOBAL_SCOPE, marker.id, marker.version));
      }
      if (writes.length === 0) {
        const marker = await this.ctx.store.get("system", GLOBAL_SCOPE, `${DELETION_MARKER}${orgId}`);
        if (marker !== undefined) await this.ctx.store.commit({ ops: [ops.delete("system", GLOBAL_SCOPE, marker.id, marker.version)] }).catch(() => undefined);
        return;
      }
      try {
        await this.ctx.store.commit({ ops: writes });
      } catch (error) {
        // A record changed under us: read again and delete what is there now.
        if (!isAccessPlaneError(error, "conflict")) throw error;
      }
    }
  }

  /** The stored organization; `not_found` when there is none. */
  private async record(orgId: string): Promise<Stored<OrganizationRecord>> {
    const found = await this.ctx.store.get("organization", orgId, orgId);
    if (found === undefined) throw notFound("organization");
    return found;
  }

  async get(orgId: string, userId: string): Promise<{ organization: Organization; version: number }> {
    // A read: the membership may come from the read cache, as the request's own authorization did.
    const [record, membership] = await Promise.all([this.record(orgId), this.ctx.reads.membership(orgId, userId)]);
    if (membership === undefined || membership.orgId !== orgId) throw notFound("organization");
    return { organization: toOrganization(record, membership), version: record.version };
  }

  async listForUser(userId: string): Promise<Organization[]> {
    const { items } = await this.ctx.store.list("membership", GLOBAL_SCOPE, { where: { userId } });
    const result: Organization[] = [];
    for (const membership of items) {
      const organization = await this.ctx.store.get("organization", membership.orgId, membership.orgId);
      if (organization !== undefined) result.push(toOrganization(organization, membership));
    }
    return result;
  }

  async create(body: OrganizationWrite, actor: Actor, options: CreateOrganizationOptions = {}): Promise<CreatedOrganization> {
    if (options.owner !== undefined && options.owner.type !== "user_type_interactive") {
      throw new AccessPlaneError("permission_denied", "only interactive users can create organizations");
    }
    const input = writeInput(body, ORGANIZATION_WRITE);
    const built = this.buildCreate(this.ctx.newId(), input, actor, options);
    await this.ctx.store.commit({ ops: built.ops });
    return this.finishCreate(built, actor);
  }

  /**
   * The writes that create an organization (with `orgId`), to commit with others in one batch; then
   * `finishCreate` applies its first cluster's draft.
   */
  buildCreate(orgId: string, input: OrganizationWrite, actor: Actor, options: CreateOrganizationOptions = {}): PlannedOrganization {
    const at = nowIso(this.ctx);
    const organization: OrganizationRecord = {
      id: orgId,
      createdAt: at,
      updatedAt: at,
      name: input.name,
      logoURL: input.logoURL ?? "",
      organizationType: "professional",
      ownerUserId: options.owner?.id ?? options.ownerUserId ?? "",
      quotas: { ...this.ctx.defaultQuotas },
      readOnly: false,
    };
    const namespace: NamespaceRecord = { id: orgId, createdAt: at, updatedAt: at, orgId, parentId: "", name: input.name, type: "organization" };
    const writes: WriteOp[] = [ops.insert("organization", orgId, organization), ops.insert("namespace", orgId, namespace)];
    if (options.owner !== undefined) {
      const membership: MembershipRecord = {
        id: membershipId(orgId, options.owner.id),
        createdAt: at,
        updatedAt: at,
        orgId,
        userId: options.owner.id,
        role: "owner",
        userType: options.owner.type,
      };
      writes.push(ops.insert("membership", GLOBAL_SCOPE, membership));
    }
    writes.push(organizationActivityOp(this.ctx, actor, "create", { id: orgId, name: input.name }, activityData(organization)));
    const created = this.clusters.buildCreate(
      orgId,
      {
        name: options.clusterName ?? "default",
        // A bare name, like every cluster's: `fqdn` puts it under the cluster domain suffix.
        domain: options.clusterDomain ?? generateSubdomainName(),
      },
      actor,
    );
    writes.push(...created.ops);
    return { ops: writes, organization, namespace, cluster: created };
  }

  /** After the writes of `buildCreate` committed: applies the first cluster's draft. */
  async finishCreate(planned: PlannedOrganization, actor: Actor): Promise<CreatedOrganization> {
    await this.clusters.applyFirst(planned.organization.id, planned.cluster, actor);
    const owner = { role: "owner" as const, createdAt: planned.organization.createdAt };
    return {
      organization: toOrganization(planned.organization, owner),
      namespace: toNamespace(planned.namespace, "owner"),
      // The first cluster's token, shown this once as the hosted API does.
      cluster: { ...toCluster(planned.cluster.cluster, this.clusterDomainSuffix), refreshToken: planned.cluster.token },
    };
  }

  async update(orgId: string, body: OrganizationWrite, actor: Actor, expectedVersion?: number): Promise<{ organization: Organization; version: number }> {
    const input = writeInput(body, ORGANIZATION_WRITE);
    const updated = await retryOnConflict(async () => {
      const current = await this.record(orgId);
      checkExpectedVersion(expectedVersion, current.version);
      const at = nowIso(this.ctx);
      const ownerUserId = input.ownerUserId ?? current.ownerUserId;
      const record: OrganizationRecord = { ...unversioned(current), name: input.name, logoURL: input.logoURL ?? "", ownerUserId, updatedAt: at };
      const writes: WriteOp[] = [ops.update("organization", orgId, record, current.version)];
      if (ownerUserId !== current.ownerUserId) {
        const membership = await this.ctx.store.get("membership", GLOBAL_SCOPE, membershipId(orgId, ownerUserId));
        if (membership === undefined || membership.orgId !== orgId) throw invalidArgument("/ownerUserId", "the new owner must be a member of the organization");
        if (membership.role !== "owner") {
          writes.push(ops.update("membership", GLOBAL_SCOPE, { ...unversioned(membership), role: "owner", updatedAt: at }, membership.version));
        }
      }
      const root = await this.ctx.store.get("namespace", orgId, orgId);
      if (root !== undefined && root.name !== input.name) {
        writes.push(ops.update("namespace", orgId, { ...unversioned(root), name: input.name, updatedAt: at }, root.version));
      }
      writes.push(organizationActivityOp(this.ctx, actor, "update", { id: orgId, name: input.name }, activityData(record), activityData(unversioned(current))));
      const { versions } = await this.ctx.store.commit({ ops: writes });
      return { ...record, version: versions[0]! };
    });
    const viewer =
      (await this.ctx.store.get("membership", GLOBAL_SCOPE, membershipId(orgId, actor.id))) ??
      (await this.ctx.store.get("membership", GLOBAL_SCOPE, membershipId(orgId, updated.ownerUserId)));
    return { organization: toOrganization(updated, viewer ?? { role: "owner", createdAt: updated.createdAt }), version: updated.version };
  }
}
