/**
 * The read side of changesets: lists, single changesets, the comparison of two, and the configuration
 * a cluster runs now.
 */
import type { Changeset } from "../domain/entities.js";
import type { ChangesetCompareQuery, ChangesetListQuery } from "../domain/requests.js";
import type { ChangesetComparison } from "../domain/wire.js";
import { invalidArgument, notFound } from "../errors.js";
import type { ListResult } from "../store/port.js";
import type { ActivityRecord, ChangesetRecord } from "../store/records.js";
import { toActivityLog } from "../services/activity.js";
import type { ServiceContext } from "../services/context.js";
import { pageInMemory, parseListFilter, parseListOrder, textHintsOf } from "../services/list-filter.js";
import type { AppliedConfig } from "./applied-config.js";
import type { AppliedStateCache } from "./applied-state.js";
import { CHANGESET_LIST_FIELDS, CHANGESET_PAGE, present, readChangeset, toChangeset } from "./changeset-records.js";

/** Reads changesets and applied configurations. */
export class ChangesetReads {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly appliedStates: AppliedStateCache,
  ) {}

  async list(orgId: string, query: ChangesetListQuery, count = false): Promise<{ items: Changeset[]; total?: number }> {
    const { items, total } = await this.listRecords(orgId, query, count);
    return { items: items.map(toChangeset), ...(total === undefined ? {} : { total }) };
  }

  private async listRecords(orgId: string, query: ChangesetListQuery, count: boolean): Promise<ListResult<ChangesetRecord>> {
    const where: { clusterId?: string; status?: string } = {};
    if (query.clusterId !== undefined) where.clusterId = query.clusterId;
    if (query.status !== undefined) where.status = query.status;
    const predicate = parseListFilter(query.filter, CHANGESET_LIST_FIELDS);
    const order = parseListOrder(query.orderBy, CHANGESET_LIST_FIELDS);
    if (predicate !== undefined || order !== undefined) {
      // A cluster's changesets are few enough to filter and order in memory (newest first by default);
      // the store may read only those holding the filter's text.
      const textHints = textHintsOf(query.filter, CHANGESET_LIST_FIELDS);
      const all = await this.ctx.store.list("changeset", orgId, {
        where,
        orderBy: [{ field: "id", descending: true }],
        ...(textHints.length > 0 ? { textHints } : {}),
      });
      const page = pageInMemory(all.items, predicate, order, query.offset ?? 0, Math.min(query.limit ?? CHANGESET_PAGE.default, CHANGESET_PAGE.max));
      return count ? page : { items: page.items };
    }
    return this.ctx.store.list("changeset", orgId, {
      where,
      orderBy: [{ field: "id", descending: true }],
      offset: query.offset ?? 0,
      limit: Math.min(query.limit ?? CHANGESET_PAGE.default, CHANGESET_PAGE.max),
      count,
    });
  }

  async get(orgId: string, changesetId: string): Promise<{ changeset: Changeset; version: number }> {
    return present(await readChangeset(this.ctx.store, orgId, changesetId));
  }

  async getAppliedConfig(orgId: string, clusterId: string): Promise<AppliedConfig | undefined> {
    const [header, tree] = await Promise.all([this.ctx.store.get("appliedConfig", orgId, clusterId), this.ctx.reads.treeForWrite(orgId)]);
    if (header === undefined) return undefined;
    // Its records are taken at once (the state may be advanced by the next apply of this process), and
    // resolved in turns of the event loop.
    return this.appliedStates.resolve(await this.appliedStates.stateOf(header), tree);
  }

  async compare(orgId: string, query: ChangesetCompareQuery): Promise<ChangesetComparison> {
    const { startChangeset, endChangeset, entities } = await this.compareRecords(orgId, query);
    return {
      ...(startChangeset !== undefined ? { startChangeset: toChangeset(startChangeset) } : {}),
      endChangeset: toChangeset(endChangeset),
      entities: entities.map((entries) => entries.map(toActivityLog)),
    };
  }

  private async compareRecords(
    orgId: string,
    query: ChangesetCompareQuery,
  ): Promise<{ startChangeset?: ChangesetRecord; endChangeset: ChangesetRecord; entities: ActivityRecord[][] }> {
    const { clusterId } = query;
    if ((await this.ctx.store.get("cluster", orgId, clusterId)) === undefined) throw notFound("cluster");
    const ofCluster = async (id: string, param: string): Promise<ChangesetRecord> => {
      const found = await this.ctx.store.get("changeset", orgId, id);
      if (found === undefined || found.clusterId !== clusterId) throw invalidArgument(`/${param}`, "no changeset with this id in the cluster");
      return found;
    };
    const start =
      query.firstId !== undefined
        ? await ofCluster(query.firstId, "firstId")
        : (await this.ctx.store.list("changeset", orgId, { where: { clusterId, status: "current" }, limit: 1 })).items[0];
    const end =
      query.secondId !== undefined
        ? await ofCluster(query.secondId, "secondId")
        : (await this.ctx.store.list("changeset", orgId, { where: { clusterId }, orderBy: [{ field: "id", descending: true }], limit: 1 })).items[0];
    if (end === undefined) throw notFound("changeset");
    if (start !== undefined && start.id > end.id) throw invalidArgument("/firstId", "the first changeset must not be newer than the second");
    // Changesets after the start up to the end, read newest first in pages until the start is passed.
    const inRange: string[] = [];
    for (let offset = 0; ; offset += 200) {
      const page = await this.ctx.store.list("changeset", orgId, { where: { clusterId }, orderBy: [{ field: "id", descending: true }], offset, limit: 200 });
      for (const cs of page.items) if (cs.id <= end.id && (start === undefined || cs.id > start.id)) inRange.push(cs.id);
      const last = page.items.at(-1);
      if (page.items.length < 200 || last === undefined || (start !== undefined && last.id <= start.id)) break;
    }
    const entries =
      inRange.length === 0 ? [] : (await this.ctx.store.list("activity", orgId, { where: { changesetIds: inRange }, orderBy: [{ field: "id" }] })).items;
    const grouped = new Map<string, ActivityRecord[]>();
    for (const entry of entries) {
      const key = `${entry.entityType}:${entry.entityId}`;
      const list = grouped.get(key);
      if (list === undefined) grouped.set(key, [entry]);
      else list.push(entry);
    }
    return { ...(start !== undefined ? { startChangeset: start } : {}), endChangeset: end, entities: [...grouped.values()] };
  }
}
