/** The activity log: every create, update and delete, appended in the same commit as the change. */
import type { ActivityLog } from "../domain/entities.js";
import type { ActivityListQuery, PatchOperation } from "../domain/requests.js";
import type { ListQuery, ListResult, Stored } from "../store/port.js";
import type { ActivityRecord } from "../store/records.js";
import type { ServiceContext } from "./context.js";
import { invalidArgument } from "../errors.js";
import { pageInMemory, parseListFilter, parseListOrder, textHintsOf, type ListFields } from "./list-filter.js";

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
    ...(record.diff === undefined ? {} : { diff: record.diff as PatchOperation[] }),
  };
  return entry;
}

/**
 * The fields activity entries filter and order on (the hosted API's): `user` matches the author's id
 * or email, `entity.data.name` the name the entry recorded.
 */
const ACTIVITY_LIST_FIELDS: ListFields<ActivityRecord> = {
  "entity.id": { kind: "string", get: (a) => a.entityId, exact: true, stored: true },
  "entity.type": { kind: "string", get: (a) => a.entityType, stored: true },
  "entity.data.name": { kind: "string", get: (a) => (typeof a.data.name === "string" ? a.data.name : undefined), quick: true, stored: true },
  user: { kind: "strings", get: (a) => [a.user.id, a.user.email], quick: true, stored: true },
  updatedAt: { kind: "date", get: (a) => a.updatedAt },
};

/** A filter run over the log reads at most this many entries; past it, the caller narrows the query. */
const ACTIVITY_SCAN_MAX = 100_000;

/** Equality items of an `and` filter on indexed fields, handed to the store instead of scanned. */
function indexedEqualities(raw: string | undefined): { entityId?: string; entityType?: string; userId?: string } {
  if (raw === undefined) return {};
  const model = JSON.parse(raw) as { items?: { field?: unknown; operator?: unknown; value?: unknown }[]; logicOperator?: unknown };
  if ((model.logicOperator ?? "and") !== "and") return {};
  const found: { entityId?: string; entityType?: string; userId?: string } = {};
  for (const item of model.items ?? []) {
    if ((item.operator !== "equals" && item.operator !== "is") || typeof item.value !== "string" || item.value === "") continue;
    if (item.field === "entity.id") found.entityId = item.value;
    if (item.field === "entity.type") found.entityType = item.value.toLowerCase();
  }
  return found;
}

/**
 * The activity log: every create, update and delete, appended in the same commit as the change.
 * Reached as `plane.services.activity`.
 *
 * @example
 * ```ts
 * const { items } = await plane.services.activity.list(orgId, { entityType: "route", limit: 20 });
 * ```
 */
export interface ActivityService {
  /**
   * Entries of the organization's activity log, newest first unless `orderBy` says otherwise, filtered
   * by the query's fields and its `filter` expression; `total` when `count` is set.
   */
  list(orgId: string, query: ActivityListQuery, count?: boolean): Promise<{ items: ActivityLog[]; total?: number }>;
}

/** Implements {@link ActivityService} (internal: the control plane constructs it). */
export class DefaultActivityService implements ActivityService {
  constructor(private readonly ctx: ServiceContext) {}

  async list(orgId: string, query: ActivityListQuery, count = false): Promise<{ items: ActivityLog[]; total?: number }> {
    const { items, total } = await this.listRecords(orgId, query, count);
    return { items: items.map(toActivityLog), ...(total === undefined ? {} : { total }) };
  }

  private async listRecords(orgId: string, query: ActivityListQuery, count: boolean): Promise<ListResult<ActivityRecord>> {
    const predicate = parseListFilter(query.filter, ACTIVITY_LIST_FIELDS);
    const newestFirst = query.orderBy === undefined || query.orderBy.trim() === "-updatedAt";
    const order = newestFirst || query.orderBy?.trim() === "updatedAt" ? undefined : parseListOrder(query.orderBy, ACTIVITY_LIST_FIELDS);
    if (predicate !== undefined || order !== undefined) return this.scan(orgId, query, predicate, order, count);
    const where: NonNullable<ListQuery<"activity">["where"]> = {};
    if (query.activityType !== undefined) where.activityType = query.activityType;
    if (query.entityType !== undefined) where.entityType = query.entityType;
    if (query.entityId !== undefined) where.entityId = query.entityId;
    if (query.namespaceId !== undefined) where.namespaceId = query.namespaceId;
    if (query.userId !== undefined) where.userId = query.userId;
    if (query.changesetId !== undefined) where.changesetIds = query.changesetId;
    return this.ctx.store.list("activity", orgId, {
      where,
      orderBy: [{ field: "id", descending: newestFirst }],
      offset: query.offset ?? 0,
      limit: Math.min(query.limit ?? ACTIVITY_PAGE.default, ACTIVITY_PAGE.max),
      count,
    });
  }

  /** A filtered or reordered page: the matching entries are read in batches and kept in memory. */
  private async scan(
    orgId: string,
    query: ActivityListQuery,
    predicate: ((entry: ActivityRecord) => boolean) | undefined,
    order: ((a: ActivityRecord, b: ActivityRecord) => number) | undefined,
    count: boolean,
  ): Promise<ListResult<ActivityRecord>> {
    const indexed = indexedEqualities(query.filter);
    const where: NonNullable<ListQuery<"activity">["where"]> = {};
    if (query.activityType !== undefined) where.activityType = query.activityType;
    const entityType = query.entityType ?? indexed.entityType;
    const entityId = query.entityId ?? indexed.entityId;
    if (entityType !== undefined) where.entityType = entityType;
    if (entityId !== undefined) where.entityId = entityId;
    if (query.namespaceId !== undefined) where.namespaceId = query.namespaceId;
    if (query.userId !== undefined) where.userId = query.userId;
    if (query.changesetId !== undefined) where.changesetIds = query.changesetId;
    const ascending = query.orderBy?.trim() === "updatedAt";
    // The store may read only the entries holding the filter's text (the scan's limit counts those).
    const textHints = textHintsOf(query.filter, ACTIVITY_LIST_FIELDS);
    const matches: Stored<ActivityRecord>[] = [];
    const batch = 1000;
    for (let offset = 0; ; offset += batch) {
      if (offset >= ACTIVITY_SCAN_MAX) {
        throw invalidArgument(
          "/filter",
          `the filter would read more than ${ACTIVITY_SCAN_MAX} entries: narrow it with entityId, entityType, userId or an equality on entity.id or entity.type`,
        );
      }
      const page = await this.ctx.store.list("activity", orgId, {
        where,
        orderBy: [{ field: "id", descending: !ascending }],
        offset,
        limit: batch,
        ...(textHints.length > 0 ? { textHints } : {}),
      });
      for (const entry of page.items) if (predicate === undefined || predicate(entry)) matches.push(entry);
      if (page.items.length < batch) break;
    }
    const result = pageInMemory(matches, undefined, order, query.offset ?? 0, Math.min(query.limit ?? ACTIVITY_PAGE.default, ACTIVITY_PAGE.max));
    return count ? result : { items: result.items };
  }
}
