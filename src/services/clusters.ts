/**
 * Clusters: each has its own namespace (same id, under the root) and a settings record made with the
 * defaults of `docs/wire-contract.md`. Its token is shown once, stored only as a hash, and can be rotated.
 */
import { validateClusterCreate, validateClusterUpdate } from "../validation/generated/validators.js";
import { writeInput, type WriteShape } from "../validation/write-input.js";
import { CLUSTER_TOKEN_PREFIX, mintToken } from "../auth/secret-tokens.js";
import type { Cluster, ClusterWithToken } from "../domain/entities.js";
import type { ClusterCreate, ClusterUpdate } from "../domain/requests.js";
import { notFound } from "../errors.js";
import { ops, unversioned, type Stored, type WriteOp } from "../store/port.js";
import type { ClusterRecord, NamespaceRecord, SettingsRecord } from "../store/records.js";
import {
  activityOp,
  namespaceActivityOp,
  checkExpectedVersion,
  checkKindQuota,
  type QuotaKind,
  nowIso,
  retryOnConflict,
  type Actor,
  type ServiceContext,
} from "./context.js";
import type { DefaultChangesetService } from "../config/changesets.js";
import { nextStatus } from "../config/changeset-states.js";
import type { DefaultNamespaceService } from "./namespaces.js";
import { defaultSettings } from "./settings-defaults.js";
import { SETTINGS_KIND } from "../kinds/settings.js";

/** Clusters count against the organization's `clusters` quota. */
const CLUSTER_QUOTA: QuotaKind = { recordKind: "cluster", quota: { field: "clusters", label: "clusters" } };

/** The fully qualified domain of a cluster: a bare name goes under the suffix; a name with dots is one already. */
function clusterFqdn(domain: string, suffix: string): string {
  return domain.includes(".") || suffix === "" ? domain : `${domain}.${suffix}`;
}

/** A stored cluster as the API returns it, with its computed fields. */
export function toCluster(record: ClusterRecord, domainSuffix: string): Cluster {
  return {
    ...clusterData(record),
    fqdn: clusterFqdn(record.domain, domainSuffix),
    // No cluster reports health or versions to this control plane yet.
    hasFailingHealthChecks: false,
    componentVersions: {},
  };
}

/** What the activity log keeps of a cluster: its stored fields. */
function clusterData(record: ClusterRecord): Omit<Cluster, "fqdn" | "hasFailingHealthChecks" | "componentVersions"> {
  const cluster: Omit<Cluster, "fqdn" | "hasFailingHealthChecks" | "componentVersions"> = {
    id: record.id,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    name: record.name,
    domain: record.domain,
    flavor: record.flavor,
    namespaceId: record.namespaceId,
  };
  if (record.manualOverrideIpAddress !== undefined) cluster.manualOverrideIpAddress = record.manualOverrideIpAddress;
  return cluster;
}

/** The writes that create a cluster, and what they create. */
export interface CreatedCluster {
  ops: WriteOp[];
  cluster: ClusterRecord;
  namespace: NamespaceRecord;
  /** The cluster token, shown once. */
  token: string;
  /** The cluster's first draft changeset, holding its settings. */
  draftId: string;
}

/** Fields of a cluster response that writes ignore. */
const CLUSTER_READ_ONLY = ["id", "createdAt", "updatedAt", "namespaceId"];
/** How cluster writes are read. */
const CLUSTER_CREATE: WriteShape<ClusterCreate> = { validate: validateClusterCreate, what: "cluster", readOnly: CLUSTER_READ_ONLY };
const CLUSTER_UPDATE: WriteShape<ClusterUpdate> = { validate: validateClusterUpdate, what: "cluster", readOnly: CLUSTER_READ_ONLY };

/**
 * Clusters (proxy deployments) of an organization, with their namespaces, settings and tokens. Reached
 * as `plane.services.clusters`.
 *
 * @example
 * ```ts
 * const cluster = await plane.services.clusters.create(orgId, { name: "edge", domain: "edge" }, actor);
 * // cluster.refreshToken is shown this once.
 * ```
 */
export interface ClusterService {
  /** Every cluster of the organization, oldest first, as the API shows them. */
  list(orgId: string): Promise<Cluster[]>;
  /** One cluster as the API shows it (never its token's hash), with its version; `not_found` when the organization has none with that id. */
  get(orgId: string, clusterId: string): Promise<{ cluster: Cluster; version: number }>;
  /** Creates a cluster with its namespace and default settings; the token is in the result only. */
  create(orgId: string, body: ClusterCreate, actor: Actor): Promise<ClusterWithToken>;
  /** Renames a cluster (its namespace follows) or changes its flavor or IP override. */
  update(orgId: string, clusterId: string, body: ClusterUpdate, actor: Actor, expectedVersion?: number): Promise<{ cluster: Cluster; version: number }>;
  /** Deletes a cluster with its namespace and settings; `failed_precondition` while its namespace holds anything. */
  delete(orgId: string, clusterId: string, actor: Actor, expectedVersion?: number): Promise<void>;
  /** Issues a new cluster token; the previous one stops working at once. */
  rotateToken(orgId: string, clusterId: string, actor: Actor): Promise<{ refreshToken: string }>;
}

/** Implements {@link ClusterService} (internal: the control plane constructs it). */
export class DefaultClusterService implements ClusterService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly namespaces: DefaultNamespaceService,
    private readonly changesets: DefaultChangesetService,
    /** The suffix a cluster's bare domain goes under in its `fqdn`. */
    readonly domainSuffix: string = "localhost",
  ) {}

  /** A stored cluster as the API returns it. */
  private present(record: ClusterRecord): Cluster {
    return toCluster(record, this.domainSuffix);
  }

  async list(orgId: string): Promise<Cluster[]> {
    return (await this.ctx.store.list("cluster", orgId)).items.map((record) => this.present(record));
  }

  async get(orgId: string, clusterId: string): Promise<{ cluster: Cluster; version: number }> {
    const found = await this.record(orgId, clusterId);
    return { cluster: this.present(found), version: found.version };
  }

  /** The stored cluster; `not_found` when there is none. */
  private async record(orgId: string, clusterId: string): Promise<Stored<ClusterRecord>> {
    const found = await this.ctx.store.get("cluster", orgId, clusterId);
    if (found === undefined) throw notFound("cluster");
    return found;
  }

  async create(orgId: string, body: ClusterCreate, actor: Actor): Promise<ClusterWithToken> {
    const input = writeInput(body, CLUSTER_CREATE);
    // A create that raced another past the quota reads again (and is then refused).
    const created = await retryOnConflict(async () => {
      const quota = await checkKindQuota(this.ctx, orgId, CLUSTER_QUOTA);
      const planned = this.buildCreate(orgId, input, actor);
      await this.ctx.store.commit({ ops: planned.ops, checks: quota });
      return planned;
    });
    await this.applyFirst(orgId, created, actor);
    return { ...toCluster(created.cluster, this.domainSuffix), refreshToken: created.token };
  }

  /** The writes that create a cluster (also used when an organization is created with one). */
  buildCreate(orgId: string, input: ClusterCreate, actor: Actor): CreatedCluster {
    const at = nowIso(this.ctx);
    const id = this.ctx.newId();
    const minted = mintToken(CLUSTER_TOKEN_PREFIX);
    const cluster: ClusterRecord = {
      id,
      createdAt: at,
      updatedAt: at,
      orgId,
      name: input.name,
      domain: input.domain.toLowerCase(),
      flavor: input.flavor ?? "standard",
      namespaceId: id,
      tokenHash: minted.hash,
    };
    if (input.manualOverrideIpAddress !== undefined) cluster.manualOverrideIpAddress = input.manualOverrideIpAddress;
    const namespace: NamespaceRecord = { id, createdAt: at, updatedAt: at, orgId, parentId: orgId, name: input.name, type: "cluster" };
    const settings: SettingsRecord = {
      id: this.ctx.newId(),
      createdAt: at,
      updatedAt: at,
      orgId,
      clusterId: id,
      namespaceId: id,
      ...defaultSettings(),
    };
    const nsRef = { id, name: input.name };
    // The cluster's first draft carries its settings; applying it gives the cluster a current changeset.
    const draft = this.changesets.newDraft(orgId, id, at);
    return {
      cluster,
      namespace,
      token: minted.token,
      draftId: draft.id,
      ops: [
        ...this.changesets.draftOps(draft),
        ops.insert("cluster", orgId, cluster),
        ops.insert("namespace", orgId, namespace),
        ops.insert("settings", orgId, settings),
        namespaceActivityOp(this.ctx, orgId, actor, "create", nsRef, { ...clusterData(cluster), type: "cluster" }),
        activityOp(this.ctx, orgId, actor, {
          activityType: "create",
          entityType: "settings",
          entityId: settings.id,
          data: SETTINGS_KIND.activityData(settings),
          namespace: nsRef,
          changesetIds: [draft.id],
        }),
      ],
    };
  }

  /**
   * After a created cluster is committed: applies its first draft (the defaults have
   * `autoApplyChangesets` on), so that the cluster starts with a current configuration.
   */
  async applyFirst(orgId: string, created: CreatedCluster, actor: Actor): Promise<void> {
    await this.changesets.autoApply(orgId, new Map([[created.cluster.id, created.draftId]]), actor);
  }

  async update(orgId: string, clusterId: string, body: ClusterUpdate, actor: Actor, expectedVersion?: number): Promise<{ cluster: Cluster; version: number }> {
    const input = writeInput(body, CLUSTER_UPDATE);
    return retryOnConflict(async () => {
      const current = await this.record(orgId, clusterId);
      checkExpectedVersion(expectedVersion, current.version);
      const namespace = await this.namespaces.record(orgId, current.namespaceId);
      const at = nowIso(this.ctx);
      const record: ClusterRecord = { ...unversioned(current), name: input.name, updatedAt: at };
      record.flavor = input.flavor ?? current.flavor;
      if (input.manualOverrideIpAddress !== undefined) record.manualOverrideIpAddress = input.manualOverrideIpAddress;
      else delete record.manualOverrideIpAddress;
      const writes: WriteOp[] = [ops.update("cluster", orgId, record, current.version)];
      if (namespace.name !== input.name) {
        writes.push(ops.update("namespace", orgId, { ...unversioned(namespace), name: input.name, updatedAt: at }, namespace.version));
      }
      writes.push(this.updateActivityOp(orgId, actor, current, record));
      const { versions } = await this.ctx.store.commit({ ops: writes });
      return { cluster: this.present(record), version: versions[0]! };
    });
  }

  async delete(orgId: string, clusterId: string, actor: Actor, expectedVersion?: number): Promise<void> {
    await retryOnConflict(async () => {
      const current = await this.record(orgId, clusterId);
      checkExpectedVersion(expectedVersion, current.version);
      const empty = await this.namespaces.requireEmpty(orgId, current.namespaceId);
      const namespace = await this.ctx.store.get("namespace", orgId, current.namespaceId);
      const settings = (await this.ctx.store.list("settings", orgId, { where: { clusterId }, limit: 1 })).items[0];
      const writes: WriteOp[] = [ops.delete("cluster", orgId, clusterId, current.version)];
      if (namespace !== undefined) writes.push(ops.delete("namespace", orgId, namespace.id, namespace.version));
      const nsRef = { id: clusterId, name: current.name };
      writes.push(namespaceActivityOp(this.ctx, orgId, actor, "delete", nsRef, { ...clusterData(current), type: "cluster" }));
      if (settings !== undefined) {
        // The settings go with the cluster: their entry records them as they were, secrets masked.
        writes.push(
          ops.delete("settings", orgId, settings.id, settings.version),
          activityOp(this.ctx, orgId, actor, {
            activityType: "delete",
            entityType: "settings",
            entityId: settings.id,
            data: SETTINGS_KIND.activityData(settings),
            namespace: nsRef,
          }),
        );
      }
      // Its running configuration goes with it, and its open draft can never be applied: rejected.
      const [applied, entities, deltas, snapshots, drafts, approvalPolicy] = await Promise.all([
        this.ctx.store.get("appliedConfig", orgId, clusterId),
        this.ctx.store.list("appliedEntity", orgId, { where: { clusterId } }),
        this.ctx.store.list("appliedDelta", orgId, { where: { clusterId } }),
        this.ctx.store.list("appliedSnapshot", orgId, { where: { clusterId } }),
        this.ctx.store.list("changeset", orgId, { where: { clusterId, status: "pending" } }),
        this.ctx.store.get("approvalPolicy", orgId, clusterId),
      ]);
      if (applied !== undefined) writes.push(ops.delete("appliedConfig", orgId, clusterId, applied.version));
      if (approvalPolicy !== undefined) writes.push(ops.delete("approvalPolicy", orgId, clusterId, approvalPolicy.version));
      for (const row of entities.items) writes.push(ops.delete("appliedEntity", orgId, row.id, row.version));
      for (const delta of deltas.items) writes.push(ops.delete("appliedDelta", orgId, delta.id, delta.version));
      for (const snapshot of snapshots.items) writes.push(ops.delete("appliedSnapshot", orgId, snapshot.id, snapshot.version));
      for (const draft of drafts.items) {
        const { draftOf: _draftOf, ...rest } = unversioned(draft);
        writes.push(ops.update("changeset", orgId, { ...rest, status: nextStatus(draft.status, "reject"), updatedAt: nowIso(this.ctx) }, draft.version));
      }
      // Still empty when the delete commits: an entity created there meanwhile sends it round again.
      await this.ctx.store.commit({ ops: writes, checks: empty });
    });
  }

  /** The activity entry of an update of a cluster (a namespace entry), its diff from the cluster as it was. */
  private updateActivityOp(orgId: string, actor: Actor, current: ClusterRecord, record: ClusterRecord, extra: Record<string, unknown> = {}): WriteOp {
    return namespaceActivityOp(
      this.ctx,
      orgId,
      actor,
      "update",
      record,
      { ...clusterData(record), type: "cluster", ...extra },
      { ...clusterData(current), type: "cluster" },
    );
  }

  async rotateToken(orgId: string, clusterId: string, actor: Actor): Promise<{ refreshToken: string }> {
    return retryOnConflict(async () => {
      const current = await this.record(orgId, clusterId);
      const minted = mintToken(CLUSTER_TOKEN_PREFIX);
      const record: ClusterRecord = { ...unversioned(current), tokenHash: minted.hash, updatedAt: nowIso(this.ctx) };
      // Logged like any change of the cluster; the entry shows when the token changed, never the token.
      await this.ctx.store.commit({
        ops: [
          ops.update("cluster", orgId, record, current.version),
          this.updateActivityOp(orgId, actor, current, record, { tokenRotatedAt: record.updatedAt }),
        ],
      });
      return { refreshToken: minted.token };
    });
  }
}
