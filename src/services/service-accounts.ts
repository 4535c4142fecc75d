/**
 * Service accounts: machine identities of one cluster. Each has a token, a JWT signed with the proxy's
 * attestation key (published at the key-set endpoint), whose subject is the account's `userId`: the
 * user the proxy's policies see for requests bearing it. Accounts are configuration of their cluster
 * like routes: every write is attached to its draft changeset and reaches the proxy when applied.
 *
 * The methods validate their input themselves (the generated validators), so an embedding application
 * calling them directly gets the same 400s as an HTTP client. The token is never stored: it is signed
 * again from the account when read.
 */
import type { ServiceAccount, ServiceAccountWithToken } from "../domain/entities.js";
import type { PatchOperation, ServiceAccountListQuery, ServiceAccountWrite } from "../domain/requests.js";
import { invalidArgument, notFound } from "../errors.js";
import type { SigningKeys } from "../signing/signing-keys.js";
import { unversioned, type Stored } from "../store/port.js";
import type { ServiceAccountRecord } from "../store/records.js";
import { validateServiceAccountPage } from "../validation/generated/validators.js";
import { validated } from "../validation/report.js";
import type { ConfigChanges } from "../config/config-changes.js";
import { EntityWrites, recordById } from "../config/entity-writes.js";
import type { Actor, ServiceContext } from "./context.js";
import { SERVICE_ACCOUNT_KIND, type ServiceAccountInput } from "../kinds/service-account.js";

/** Largest page of `listServiceAccounts`; larger limits are read as this. */
export const SERVICE_ACCOUNT_PAGE_MAX = 1000;

/** A stored service account as the API returns it. */
function toServiceAccount(record: ServiceAccountRecord): ServiceAccount {
  const { orgId: _o, clusterId: _c, namespaceId: _n, ...fields } = unversioned(record);
  return fields;
}

/**
 * Service accounts of a cluster, whose tokens the proxy's signing key signs. Reached as
 * `plane.services.serviceAccounts`.
 *
 * @example
 * ```ts
 * const { serviceAccount } = await plane.services.serviceAccounts.create(orgId, clusterId, { userId: "ci@example.com", description: "CI" }, actor);
 * // serviceAccount.token is a JWT; `token()` signs the same claims again later (with the current key).
 * const { token } = await plane.services.serviceAccounts.token(orgId, clusterId, serviceAccount.id);
 * ```
 */
export interface ServiceAccountService {
  /** A cluster's service accounts, oldest first; a page with `limit` (at most 1000), with the count when asked. */
  list(orgId: string, clusterId: string, query?: ServiceAccountListQuery, count?: boolean): Promise<{ items: ServiceAccount[]; total?: number }>;
  /** One service account of the cluster. */
  get(orgId: string, clusterId: string, serviceAccountId: string): Promise<{ serviceAccount: ServiceAccount; version: number }>;
  /**
   * Creates a service account of the cluster and returns it with its token. `invalid_argument` for a
   * bad body or an `expiresAt` that is not in the future; `quota_exceeded` past the organization's
   * `serviceAccounts` quota.
   */
  create(orgId: string, clusterId: string, input: ServiceAccountInput, actor: Actor): Promise<{ serviceAccount: ServiceAccountWithToken; version: number }>;
  /**
   * Applies a JSON Patch to the write fields (`userId`, `description`, `expiresAt`, `originatorId`), all
   * or nothing; the result is validated like a create. A changed `expiresAt` must be in the future.
   */
  patch(
    orgId: string,
    clusterId: string,
    serviceAccountId: string,
    patch: readonly PatchOperation[],
    actor: Actor,
    expectedVersion?: number,
  ): Promise<{ serviceAccount: ServiceAccount; version: number }>;
  /** Deletes a service account: once the change is applied, the proxy no longer accepts its token. */
  delete(orgId: string, clusterId: string, serviceAccountId: string, actor: Actor, expectedVersion?: number): Promise<void>;
  /** The account's token, signed again with the current signing key (same claims as at creation). */
  token(orgId: string, clusterId: string, serviceAccountId: string): Promise<{ token: string }>;
}

/** Implements {@link ServiceAccountService} (internal: the control plane constructs it). */
export class DefaultServiceAccountService implements ServiceAccountService {
  private readonly writes: EntityWrites<"serviceAccount", ServiceAccountWrite>;

  constructor(
    private readonly ctx: ServiceContext,
    changes: ConfigChanges,
    private readonly signingKeys: SigningKeys,
  ) {
    this.writes = new EntityWrites(ctx, changes, {
      kind: SERVICE_ACCOUNT_KIND,
      check: (_orgId, _tree, write, current) => {
        if (current === undefined || write.expiresAt !== current.expiresAt) this.checkExpiry(write.expiresAt);
      },
    });
  }

  async list(orgId: string, clusterId: string, query: ServiceAccountListQuery = {}, count = false): Promise<{ items: ServiceAccount[]; total?: number }> {
    const checked = validated(validateServiceAccountPage(query), "query");
    await this.requireCluster(orgId, clusterId);
    const result = await this.ctx.store.list("serviceAccount", orgId, {
      where: { clusterId },
      orderBy: [{ field: "createdAt" }],
      ...(checked.offset === undefined ? {} : { offset: checked.offset }),
      ...(checked.limit === undefined ? {} : { limit: Math.min(checked.limit, SERVICE_ACCOUNT_PAGE_MAX) }),
      count,
    });
    return { items: result.items.map(toServiceAccount), ...(result.total === undefined ? {} : { total: result.total }) };
  }

  async get(orgId: string, clusterId: string, serviceAccountId: string): Promise<{ serviceAccount: ServiceAccount; version: number }> {
    const record = await this.require(orgId, clusterId, serviceAccountId);
    return { serviceAccount: toServiceAccount(record), version: record.version };
  }

  async create(
    orgId: string,
    clusterId: string,
    input: ServiceAccountInput,
    actor: Actor,
  ): Promise<{ serviceAccount: ServiceAccountWithToken; version: number }> {
    await this.requireCluster(orgId, clusterId);
    const { record } = await this.writes.create(orgId, input, actor, {}, { clusterId, namespaceId: clusterId });
    return { serviceAccount: { ...toServiceAccount(record), token: await this.sign(record) }, version: record.version };
  }

  async patch(
    orgId: string,
    clusterId: string,
    serviceAccountId: string,
    patch: readonly PatchOperation[],
    actor: Actor,
    expectedVersion?: number,
  ): Promise<{ serviceAccount: ServiceAccount; version: number }> {
    const { record } = await this.writes.patch(
      orgId,
      recordById(serviceAccountId, () => this.require(orgId, clusterId, serviceAccountId)),
      patch,
      actor,
      expectedVersion,
    );
    return { serviceAccount: toServiceAccount(record), version: record.version };
  }

  async delete(orgId: string, clusterId: string, serviceAccountId: string, actor: Actor, expectedVersion?: number): Promise<void> {
    await this.writes.delete(
      orgId,
      recordById(serviceAccountId, () => this.require(orgId, clusterId, serviceAccountId)),
      actor,
      expectedVersion,
    );
  }

  async token(orgId: string, clusterId: string, serviceAccountId: string): Promise<{ token: string }> {
    return { token: await this.sign(await this.require(orgId, clusterId, serviceAccountId)) };
  }

  /** The cluster of a service account of the organization, for the ConfigService, which names accounts by id alone. */
  async clusterOf(orgId: string, serviceAccountId: string): Promise<string> {
    const record = await this.ctx.store.get("serviceAccount", orgId, serviceAccountId);
    if (record === undefined) throw notFound("service account");
    return record.clusterId;
  }

  private sign(record: ServiceAccountRecord): Promise<string> {
    return this.signingKeys.signServiceAccountToken({
      id: record.id,
      userId: record.userId,
      issuedAt: record.createdAt,
      ...(record.expiresAt === undefined ? {} : { expiresAt: record.expiresAt }),
    });
  }

  /** An expiry, when given, must be in the future: an account born expired is a mistake. */
  private checkExpiry(expiresAt: string | undefined): void {
    if (expiresAt !== undefined && Date.parse(expiresAt) <= this.ctx.clock().getTime()) {
      throw invalidArgument("/expiresAt", "must be in the future");
    }
  }

  private async requireCluster(orgId: string, clusterId: string): Promise<void> {
    if ((await this.ctx.store.get("cluster", orgId, clusterId)) === undefined) throw notFound("cluster");
  }

  private async require(orgId: string, clusterId: string, serviceAccountId: string): Promise<Stored<ServiceAccountRecord>> {
    const record = await this.ctx.store.get("serviceAccount", orgId, serviceAccountId);
    if (record === undefined || record.clusterId !== clusterId) {
      await this.requireCluster(orgId, clusterId);
      throw notFound("service account");
    }
    return record;
  }
}
