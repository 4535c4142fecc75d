/**
 * Namespaces: the organization's root (id = organization id), one per cluster (id = cluster id), and
 * regular ones users nest under any namespace.
 */
import { validateNamespaceCreate, validateNamespaceUpdate } from "../validation/generated/validators.js";
import { writeInput, type WriteShape } from "../validation/write-input.js";
import { namespaceRole } from "../auth/roles.js";
import type { Namespace } from "../domain/entities.js";
import type { OrganizationRole } from "../domain/primitives.js";
import type { NamespaceCreate, NamespaceUpdate } from "../domain/requests.js";
import { AccessPlaneError, invalidArgument, notFound } from "../errors.js";
import { checks, ops, unversioned, type BatchCheck, type Stored } from "../store/port.js";
import type { NamespaceRecord } from "../store/records.js";
import { namespaceActivityOp, checkExpectedVersion, nowIso, retryOnConflict, type Actor, type ServiceContext } from "./context.js";

/** How deep regular namespaces may nest below the root. */
const MAX_NAMESPACE_DEPTH = 16;

/** Maps a stored namespace to its wire form for a caller with `role`. */
export function toNamespace(record: NamespaceRecord, role: OrganizationRole): Namespace {
  return {
    id: record.id,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    // The hosted API's names: the root namespace has type `root` and no parent.
    ...(record.parentId === "" ? {} : { parentId: record.parentId }),
    name: record.name,
    type: record.type === "organization" ? "root" : record.type,
    role: namespaceRole(role),
  };
}

function activityData(record: NamespaceRecord): Record<string, unknown> {
  const { orgId: _orgId, ...data } = unversioned(record);
  return data;
}

/** How namespace writes are read: the response's own fields are ignored. */
const NAMESPACE_CREATE: WriteShape<NamespaceCreate> = {
  validate: validateNamespaceCreate,
  what: "namespace",
  readOnly: ["id", "createdAt", "updatedAt", "type", "role"],
};
const NAMESPACE_UPDATE: WriteShape<NamespaceUpdate> = {
  validate: validateNamespaceUpdate,
  what: "namespace",
  readOnly: ["id", "createdAt", "updatedAt", "type", "role", "parentId"],
};

/**
 * Namespaces of an organization: its root (id = organization id), one per cluster (id = cluster id),
 * and regular ones nested under any namespace. Results carry `role`, the namespace role that the
 * organization role passed as `viewer` gives. Reached as `plane.services.namespaces`.
 *
 * @example
 * ```ts
 * const { namespace } = await plane.services.namespaces.create(orgId, { name: "team", parentId: clusterId }, actor, "owner");
 * ```
 */
export interface NamespaceService {
  /** Every namespace of the organization, oldest first, each with the role `viewer` (an organization role) has in it. */
  list(orgId: string, viewer: OrganizationRole): Promise<Namespace[]>;
  /** One namespace as `viewer` sees it, with its version; `not_found` when the organization has none with that id. */
  get(orgId: string, namespaceId: string, viewer: OrganizationRole): Promise<{ namespace: Namespace; version: number }>;
  /** Creates a regular namespace under `parentId` (at most 16 levels below the root); the result is shown as `viewer` sees it. */
  create(orgId: string, body: NamespaceCreate, actor: Actor, viewer: OrganizationRole): Promise<{ namespace: Namespace; version: number }>;
  /**
   * Renames a regular namespace (cluster namespaces follow their cluster, the root its organization).
   * `conflict` when `expectedVersion` is given and is not the current one.
   */
  update(
    orgId: string,
    namespaceId: string,
    body: NamespaceUpdate,
    actor: Actor,
    viewer: OrganizationRole,
    expectedVersion?: number,
  ): Promise<{ namespace: Namespace; version: number }>;
  /** Deletes an empty regular namespace; `failed_precondition` while it holds entities or child namespaces. */
  delete(orgId: string, namespaceId: string, actor: Actor, expectedVersion?: number): Promise<void>;
}

/** Implements {@link NamespaceService} (internal: the control plane constructs it). */
export class DefaultNamespaceService implements NamespaceService {
  constructor(private readonly ctx: ServiceContext) {}

  async list(orgId: string, viewer: OrganizationRole): Promise<Namespace[]> {
    return (await this.ctx.store.list("namespace", orgId)).items.map((record) => toNamespace(record, viewer));
  }

  async get(orgId: string, namespaceId: string, viewer: OrganizationRole): Promise<{ namespace: Namespace; version: number }> {
    return present(await this.record(orgId, namespaceId), viewer);
  }

  /** The stored namespace, for the services that build on it; `not_found` when the organization has none with that id. */
  async record(orgId: string, namespaceId: string): Promise<Stored<NamespaceRecord>> {
    const found = await this.ctx.store.get("namespace", orgId, namespaceId);
    if (found === undefined) throw notFound("namespace");
    return found;
  }

  async create(orgId: string, body: NamespaceCreate, actor: Actor, viewer: OrganizationRole): Promise<{ namespace: Namespace; version: number }> {
    const input = writeInput(body, NAMESPACE_CREATE);
    const parent = await this.ctx.store.get("namespace", orgId, input.parentId);
    if (parent === undefined) throw invalidArgument("/parentId", "no such namespace in this organization");
    if ((await this.depth(orgId, parent)) >= MAX_NAMESPACE_DEPTH) {
      throw invalidArgument("/parentId", `namespaces may nest at most ${MAX_NAMESPACE_DEPTH} levels deep`);
    }
    const at = nowIso(this.ctx);
    const record: NamespaceRecord = {
      id: this.ctx.newId(),
      createdAt: at,
      updatedAt: at,
      orgId,
      parentId: parent.id,
      name: input.name,
      type: "regular",
    };
    await this.ctx.store.commit({
      // The parent is still there (as read) when the child is added.
      checks: [checks.version("namespace", orgId, parent.id, parent.version)],
      ops: [ops.insert("namespace", orgId, record), namespaceActivityOp(this.ctx, orgId, actor, "create", record, activityData(record))],
    });
    return present({ ...record, version: 1 }, viewer);
  }

  async update(
    orgId: string,
    namespaceId: string,
    body: NamespaceUpdate,
    actor: Actor,
    viewer: OrganizationRole,
    expectedVersion?: number,
  ): Promise<{ namespace: Namespace; version: number }> {
    const input = writeInput(body, NAMESPACE_UPDATE);
    const updated = await retryOnConflict(async () => {
      const current = await this.record(orgId, namespaceId);
      checkExpectedVersion(expectedVersion, current.version);
      requireRegular(current);
      const record: NamespaceRecord = { ...unversioned(current), name: input.name, updatedAt: nowIso(this.ctx) };
      const { versions } = await this.ctx.store.commit({
        ops: [
          ops.update("namespace", orgId, record, current.version),
          namespaceActivityOp(this.ctx, orgId, actor, "update", record, activityData(record), activityData(unversioned(current))),
        ],
      });
      return { ...record, version: versions[0]! };
    });
    return present(updated, viewer);
  }

  async delete(orgId: string, namespaceId: string, actor: Actor, expectedVersion?: number): Promise<void> {
    await retryOnConflict(async () => {
      const current = await this.record(orgId, namespaceId);
      checkExpectedVersion(expectedVersion, current.version);
      requireRegular(current);
      const [empty, approvalPolicy] = await Promise.all([this.requireEmpty(orgId, namespaceId), this.ctx.store.get("approvalPolicy", orgId, namespaceId)]);
      await this.ctx.store.commit({
        // Still empty when the delete commits: an entity created there meanwhile sends it round again.
        checks: empty,
        ops: [
          ops.delete("namespace", orgId, namespaceId, current.version),
          // Its approval policy goes with it.
          ...(approvalPolicy === undefined ? [] : [ops.delete("approvalPolicy", orgId, namespaceId, approvalPolicy.version)]),
          namespaceActivityOp(this.ctx, orgId, actor, "delete", current, activityData(current)),
        ],
      });
    });
  }

  /**
   * Throws `failed_precondition` while the namespace has child namespaces or configuration entities;
   * otherwise returns the checks that keep it so until a delete commits.
   */
  async requireEmpty(orgId: string, namespaceId: string): Promise<BatchCheck[]> {
    const store = this.ctx.store;
    const empty = [
      checks.count("namespace", orgId, { parentId: namespaceId }, 0),
      checks.count("policy", orgId, { namespaceId }, 0),
      checks.count("route", orgId, { namespaceId }, 0),
      checks.count("keyPair", orgId, { namespaceId }, 0),
      // A cluster's service accounts live in its namespace.
      checks.count("serviceAccount", orgId, { clusterId: namespaceId }, 0),
    ];
    const found = await Promise.all(
      empty.map((check) => (check.check === "count" ? store.list(check.kind, check.scope, { where: check.where, limit: 1 }) : Promise.resolve({ items: [] }))),
    );
    const names = ["child namespaces", "policies", "routes", "key pairs", "service accounts"];
    const held = found.flatMap((result, index) => (result.items.length > 0 ? [names[index]!] : []));
    if (held.length > 0) {
      throw new AccessPlaneError("failed_precondition", `the namespace still holds ${held.join(", ")}; remove them first`);
    }
    return empty;
  }

  private async depth(orgId: string, namespace: NamespaceRecord): Promise<number> {
    let depth = 0;
    let current: NamespaceRecord | undefined = namespace;
    while (current !== undefined && current.parentId !== "" && depth <= MAX_NAMESPACE_DEPTH) {
      depth++;
      current = await this.ctx.store.get("namespace", orgId, current.parentId);
    }
    return depth;
  }
}

function present(record: Stored<NamespaceRecord>, viewer: OrganizationRole): { namespace: Namespace; version: number } {
  return { namespace: toNamespace(record, viewer), version: record.version };
}

function requireRegular(record: NamespaceRecord): void {
  if (record.type !== "regular") {
    const owner = record.type === "cluster" ? "its cluster" : "the organization";
    throw new AccessPlaneError("failed_precondition", `a ${record.type} namespace is managed through ${owner}`);
  }
}
