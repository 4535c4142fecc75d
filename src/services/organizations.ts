/**
 * Organizations. Creating one creates its root namespace (id = organization id), a first cluster and,
 * when a user creates it, that user's owner membership.
 */
import type { ClusterWithToken, Organization } from "../domain/entities.js";
import type { OrganizationWrite } from "../domain/requests.js";
import { invalidArgument, notFound } from "../errors.js";
import { GLOBAL_SCOPE, ops, unversioned, type Stored, type WriteOp } from "../store/port.js";
import type { MembershipRecord, NamespaceRecord, OrganizationRecord, UserRecord } from "../store/records.js";
import { toCluster, type ClusterService, type CreatedCluster } from "./clusters.js";
import {
  activityOp,
  checkExpectedVersion,
  nowIso,
  retryOnConflict,
  type Actor,
  type ServiceContext,
} from "./context.js";
import { generateSubdomainName } from "./subdomain-names.js";
import { membershipId } from "./users.js";

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

/** What creating an organization made. */
export interface CreatedOrganization {
  organization: Stored<OrganizationRecord>;
  namespace: Stored<NamespaceRecord>;
  /** The first cluster, with its token (shown this once). */
  cluster: ClusterWithToken;
}

/** The writes of an organization's creation, not yet committed. */
export interface PlannedOrganization {
  ops: WriteOp[];
  organization: OrganizationRecord;
  namespace: NamespaceRecord;
  cluster: CreatedCluster;
}

/** Options of {@link OrganizationService.create}. */
export interface CreateOrganizationOptions {
  /** The interactive user who becomes owner. Without one, add an owner afterwards (bootstrap). */
  owner?: UserRecord;
  /** The organization's `ownerUserId` when no `owner` is given (bootstrap creates its owner in the same commit). */
  ownerUserId?: string;
  /** Name of the first cluster. @defaultValue "default" */
  clusterName?: string;
  /** Domain of the first cluster. @defaultValue a generated name under the configured cluster domain */
  clusterDomain?: string;
}

/** Organizations and their creation. */
export class OrganizationService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly clusters: ClusterService,
    private readonly clusterDomainSuffix: string,
  ) {}

  /** One organization; `not_found` when there is none. */
  async get(orgId: string): Promise<Stored<OrganizationRecord>> {
    const found = await this.ctx.store.get("organization", orgId, orgId);
    if (found === undefined) throw notFound("organization");
    return found;
  }

  /** The organizations a user belongs to, each with that user's membership. */
  async listForUser(userId: string): Promise<{ organization: Stored<OrganizationRecord>; membership: MembershipRecord }[]> {
    const { items } = await this.ctx.store.list("membership", GLOBAL_SCOPE, { where: { userId } });
    const result: { organization: Stored<OrganizationRecord>; membership: MembershipRecord }[] = [];
    for (const membership of items) {
      const organization = await this.ctx.store.get("organization", membership.orgId, membership.orgId);
      if (organization !== undefined) result.push({ organization, membership });
    }
    return result;
  }

  /** Creates an organization with its root namespace and a first cluster. */
  async create(input: OrganizationWrite, actor: Actor, options: CreateOrganizationOptions = {}): Promise<CreatedOrganization> {
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
    writes.push(
      activityOp(this.ctx, orgId, actor, {
        activityType: "create",
        entityType: "organization",
        entityId: orgId,
        data: activityData(organization),
        namespace: { id: orgId, name: input.name },
      }),
    );
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
    return {
      organization: { ...planned.organization, version: 1 },
      namespace: { ...planned.namespace, version: 1 },
      // The first cluster's token, shown this once as the hosted API does.
      cluster: { ...toCluster(planned.cluster.cluster, this.clusterDomainSuffix), refreshToken: planned.cluster.token },
    };
  }

  /**
   * Renames an organization, changes its logo, or transfers its ownership (`ownerUserId`: a member, who
   * becomes an owner); the root namespace follows the name. `invalid_argument` for an `ownerUserId`
   * that is not a member.
   */
  async update(
    orgId: string,
    input: OrganizationWrite,
    actor: Actor,
    expectedVersion?: number,
  ): Promise<Stored<OrganizationRecord>> {
    return retryOnConflict(async () => {
      const current = await this.get(orgId);
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
      writes.push(
        activityOp(this.ctx, orgId, actor, {
          activityType: "update",
          entityType: "organization",
          entityId: orgId,
          data: activityData(record),
          namespace: { id: orgId, name: input.name },
        }),
      );
      const { versions } = await this.ctx.store.commit({ ops: writes });
      return { ...record, version: versions[0]! };
    });
  }
}

