/** Changesets as records: their wire form, list fields, actor references and activity entries. */
import type { ActorRef, Changeset } from "../domain/entities.js";
import type { Store, Stored, WriteOp } from "../store/port.js";
import { notFound } from "../errors.js";
import type { ActivityRecord, ChangesetRecord } from "../store/records.js";
import type { ListFields } from "../services/list-filter.js";
import { activityOp, type Actor, type ServiceContext } from "../services/context.js";
import type { NamespaceTree } from "../services/namespace-tree.js";

/** Default and largest page of changesets. */
export const CHANGESET_PAGE = { default: 100, max: 1000 } as const;

/** Maps a stored changeset to its wire form. */
export function toChangeset(record: ChangesetRecord): Changeset {
  return {
    id: record.id,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    failureMessage: record.failureMessage,
    namespaceId: record.namespaceId,
    status: record.status,
    ...(record.testReport === undefined ? {} : { testReport: record.testReport }),
    ...(record.breakGlass === undefined ? {} : { breakGlass: record.breakGlass }),
  };
}

/** A stored changeset as the service hands it out: its wire form and version. */
export function present(record: Stored<ChangesetRecord>): { changeset: Changeset; version: number } {
  return { changeset: toChangeset(record), version: record.version };
}

/** The stored changeset; `not_found` when the organization has none with that id. */
export async function readChangeset(store: Store, orgId: string, changesetId: string): Promise<Stored<ChangesetRecord>> {
  const found = await store.get("changeset", orgId, changesetId);
  if (found === undefined) throw notFound("changeset");
  return found;
}

/** The fields changesets filter and order on (the hosted API's); `cluster` is the cluster's id. */
export const CHANGESET_LIST_FIELDS: ListFields<ChangesetRecord> = {
  id: { kind: "string", get: (c) => c.id, exact: true, stored: true },
  cluster: { kind: "string", get: (c) => c.clusterId, exact: true, stored: true },
  status: { kind: "string", get: (c) => c.status, quick: true, stored: true },
  failureMessage: { kind: "string", get: (c) => c.failureMessage, quick: true, stored: true },
  createdAt: { kind: "date", get: (c) => c.createdAt },
  updatedAt: { kind: "date", get: (c) => c.updatedAt },
};

/** The actor as a changeset records who applied it. */
export function actorRef(actor: Actor): ActorRef {
  return { id: actor.id, email: actor.email, displayName: actor.displayName, photoUrl: actor.photoUrl };
}

/** What the activity log keeps of a changeset. */
function changesetData(changeset: ChangesetRecord): Record<string, unknown> {
  return {
    status: changeset.status,
    clusterId: changeset.clusterId,
    ...(changeset.failureMessage !== "" ? { failureMessage: changeset.failureMessage } : {}),
    ...(changeset.breakGlass === undefined ? {} : { breakGlass: changeset.breakGlass }),
  };
}

/**
 * The activity entry of a changeset someone applied or rejected (`previous` → `changeset`): an update
 * of the `changeset` entity, in its cluster's namespace, applied (by the changeset itself) when it
 * became current.
 */
export function changesetActivityOp(
  ctx: ServiceContext,
  orgId: string,
  actor: Actor,
  previous: ChangesetRecord,
  changeset: ChangesetRecord,
  tree: NamespaceTree,
  applied?: ActivityRecord["applied"],
): WriteOp {
  const op = activityOp(ctx, orgId, actor, {
    activityType: "update",
    entityType: "changeset",
    entityId: changeset.id,
    data: changesetData(changeset),
    before: changesetData(previous),
    namespace: { id: changeset.clusterId, name: tree.get(changeset.clusterId)?.name ?? "" },
  });
  if (applied !== undefined && op.op === "insert" && op.kind === "activity") op.record.applied = applied;
  return op;
}
