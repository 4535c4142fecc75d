/**
 * The one way a configuration entity (policy, route, key pair, settings) is written: the entity's ops
 * and its activity entry go into one commit, and the entry is attached to the changeset machinery.
 * Every configuration service calls {@link ConfigChanges.commit}; nothing else appends their activity.
 */
import type { ActivityType, EntityType } from "../domain/primitives.js";
import type { CommitResult, WriteOp } from "../store/port.js";
import { activityOp, type Actor, type ServiceContext } from "./context.js";
import type { NamespaceTree } from "./namespace-tree.js";

/** What changed, as the activity log records it. */
export interface ConfigChange {
  activityType: ActivityType;
  entityType: EntityType;
  entityId: string;
  /** The entity after the change (before it, for a delete), without any secret. */
  data: Record<string, unknown>;
  /** The entity's namespace (after the change). */
  namespaceId: string;
  /** Its namespace before the change, when it moved: it then belongs to the clusters of both. */
  previousNamespaceId?: string;
}

/** Commits configuration writes with their activity. */
export class ConfigChanges {
  constructor(private readonly ctx: ServiceContext) {}

  /** Commits `entityOps` and the activity entry of `change` together; the entity op results come first. */
  async commit(orgId: string, tree: NamespaceTree, actor: Actor, entityOps: readonly WriteOp[], change: ConfigChange): Promise<CommitResult> {
    const namespace = tree.get(change.namespaceId);
    return this.ctx.store.commit({
      ops: [
        ...entityOps,
        activityOp(this.ctx, orgId, actor, {
          activityType: change.activityType,
          entityType: change.entityType,
          entityId: change.entityId,
          data: change.data,
          namespace: { id: change.namespaceId, name: namespace?.name ?? "" },
        }),
      ],
    });
  }
}
