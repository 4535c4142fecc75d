/** The activity log: every create, update and delete, appended in the same commit as the change. */
import type { ActivityLog } from "../domain/entities.js";
import type { ActivityListQuery } from "../domain/requests.js";
import type { ListQuery, ListResult } from "../store/port.js";
import type { ActivityRecord } from "../store/records.js";
import type { ServiceContext } from "./context.js";

/** Default and largest page of activity entries (the log grows without bound). */
export const ACTIVITY_PAGE = { default: 100, max: 1000 } as const;

/** Maps a stored entry to its wire form. */
export function toActivityLog(record: ActivityRecord): ActivityLog {
  const entry: ActivityLog = {
    id: record.id,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    activityType: record.activityType,
    entity: { type: record.entityType, id: record.entityId, data: record.data },
    namespace: { id: record.namespaceId, name: record.namespaceName },
    user: record.user,
    // Always present, as the hosted schema requires: until applied, only who made the change.
    applied: record.applied ?? { by: record.user },
  };
  return entry;
}

/** Reads the activity log. */
export class ActivityService {
  constructor(private readonly ctx: ServiceContext) {}

  /** Entries of an organization matching every given filter, newest first, one page. */
  async list(orgId: string, query: ActivityListQuery, count = false): Promise<ListResult<ActivityRecord>> {
    const where: NonNullable<ListQuery<"activity">["where"]> = {};
    if (query.activityType !== undefined) where.activityType = query.activityType;
    if (query.entityType !== undefined) where.entityType = query.entityType;
    if (query.entityId !== undefined) where.entityId = query.entityId;
    if (query.namespaceId !== undefined) where.namespaceId = query.namespaceId;
    if (query.userId !== undefined) where.userId = query.userId;
    if (query.changesetId !== undefined) where.changesetIds = query.changesetId;
    return this.ctx.store.list("activity", orgId, {
      where,
      orderBy: [{ field: "id", descending: true }],
      offset: query.offset ?? 0,
      limit: Math.min(query.limit ?? ACTIVITY_PAGE.default, ACTIVITY_PAGE.max),
      count,
    });
  }
}
