/** Changesets and the activity log. */
import type { Operation } from "../operation.js";
import type { ActivityListQuery } from "../../domain/requests.js";
import { ACTIVITY_PAGE, toActivityLog } from "../../services/activity.js";
import { validateActivityListQuery } from "../../validation/generated/validators.js";
import { page, unimplemented } from "./results.js";

const ORG = "/organizations/{organizationId}";

export const changesetOperations: Operation[] = [
  { operationId: "listChangesets", method: "GET", path: `${ORG}/changesets`, capability: "read", handler: unimplemented("listChangesets") },
  {
    operationId: "compareChangesets",
    method: "GET",
    path: `${ORG}/changesets/compare`,
    capability: "read",
    handler: unimplemented("compareChangesets"),
  },
  {
    operationId: "applyChangeset",
    method: "POST",
    path: `${ORG}/changesets/{changesetId}/apply`,
    capability: "configure",
    handler: unimplemented("applyChangeset"),
  },
  {
    operationId: "rejectChangeset",
    method: "POST",
    path: `${ORG}/changesets/{changesetId}/reject`,
    capability: "configure",
    handler: unimplemented("rejectChangeset"),
  },
  {
    operationId: "listActivityLogs",
    method: "GET",
    path: `${ORG}/activityLogs`,
    capability: "read",
    query: validateActivityListQuery,
    handler: async (ctx) => {
      const query = ctx.query as ActivityListQuery;
      const result = await ctx.services.activity.list(ctx.params.organizationId!, query, ctx.wantsCount);
      const limit = Math.min(query.limit ?? ACTIVITY_PAGE.default, ACTIVITY_PAGE.max);
      return page(result.items.map(toActivityLog), query.offset ?? 0, limit, result.total);
    },
  },
];
