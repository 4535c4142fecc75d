/** Changesets and the activity log. */
import { defineOperation, type Operation } from "../operation.js";
import { CHANGESET_PAGE } from "../../config/changeset-records.js";
import { ACTIVITY_PAGE } from "../../services/activity.js";
import {
  validateActivityListQuery,
  validateApplyRequest,
  validateChangesetCompareQuery,
  validateChangesetListQuery,
} from "../../validation/generated/validators.js";
import { ok, orgOf, page } from "./results.js";

const ORG = "/organizations/{organizationId}";

export const changesetOperations: Operation[] = [
  defineOperation({
    operationId: "listChangesets",
    method: "GET",
    path: `${ORG}/changesets`,
    contract: {
      tag: "Changesets",
      summary: "Changesets of the organization, newest first",
      query: "ChangesetListQuery",
      success: { status: 200, schema: "Changeset", list: true },
      paged: true,
    },
    capability: "read",
    query: validateChangesetListQuery,
    handler: async (ctx) => {
      const query = ctx.query;
      const result = await ctx.services.changesets.list(orgOf(ctx), query, ctx.wantsCount);
      const limit = Math.min(query.limit ?? CHANGESET_PAGE.default, CHANGESET_PAGE.max);
      return page(result.items, query.offset ?? 0, limit, result.total);
    },
  }),
  defineOperation({
    operationId: "compareChangesets",
    method: "GET",
    path: `${ORG}/changesets/compare`,
    contract: {
      tag: "Changesets",
      summary: "Per entity changed between two changesets of a cluster, its activity entries",
      query: "ChangesetCompareQuery",
      success: { status: 200, schema: "ChangesetComparison" },
    },
    capability: "read",
    query: validateChangesetCompareQuery,
    handler: async (ctx) => ok(await ctx.services.changesets.compare(orgOf(ctx), ctx.query)),
  }),
  defineOperation({
    operationId: "applyChangeset",
    method: "POST",
    path: `${ORG}/changesets/{changesetId}/apply`,
    contract: {
      tag: "Changesets",
      summary: "Applies the cluster's draft: checks the whole configuration and runs the apply hooks",
      description:
        'Refused with 409 naming what is missing when an approval policy governs the cluster and the draft lacks its approvals (`approveChangeset`). An owner may apply it anyway with the optional body `{"breakGlass": {"reason": "…"}}` (an extension): the changeset and its activity entry keep the flag and the reason. The policy test suites run either way.',
      body: "ApplyRequest",
      success: { status: 200, schema: "Changeset" },
    },
    capability: "configure",
    body: { validate: validateApplyRequest, what: "apply request", optional: true },
    handler: async (ctx) => {
      const breakGlass = ctx.body?.breakGlass;
      const { changeset, version } = await ctx.services.changesets.apply(
        orgOf(ctx),
        ctx.params.changesetId,
        ctx.actor,
        breakGlass === undefined ? {} : { breakGlass, ...(ctx.membership === undefined ? {} : { role: ctx.membership.role }) },
      );
      return ok(changeset, version);
    },
  }),
  defineOperation({
    operationId: "rejectChangeset",
    method: "POST",
    path: `${ORG}/changesets/{changesetId}/reject`,
    contract: {
      tag: "Changesets",
      summary: "Rejects the cluster's draft, reverting every entity it touched",
      success: { status: 200, schema: "Changeset" },
      extension: true,
    },
    capability: "configure",
    handler: async (ctx) => {
      const { changeset, version } = await ctx.services.changesets.reject(orgOf(ctx), ctx.params.changesetId, ctx.actor);
      return ok(changeset, version);
    },
  }),
  defineOperation({
    operationId: "revertChangeset",
    method: "POST",
    path: `${ORG}/changesets/{changesetId}/revert`,
    contract: {
      tag: "Changesets",
      summary: "Fills the cluster's draft with the changes that bring its configuration back to what this changeset applied",
      description:
        "Every configuration entity of the cluster goes back to its state as of this changeset's application: those created since are deleted, deleted ones re-created with their ids, changed ones restored. The changes are recorded as activity and attached to the draft like any write (applied at once with auto-apply); review them with compareChangesets. 409 when the changeset was never applied, when what it applied is no longer kept, or when there is nothing to revert.",
      success: { status: 200, schema: "Changeset" },
      extension: true,
    },
    capability: "configure",
    handler: async (ctx) => {
      const { changeset, version } = await ctx.services.changesets.revert(orgOf(ctx), ctx.params.changesetId, ctx.actor);
      return ok(changeset, version);
    },
  }),
  defineOperation({
    operationId: "listActivityLogs",
    method: "GET",
    path: `${ORG}/activityLogs`,
    contract: {
      tag: "Activity",
      summary: "Activity of the organization, newest first",
      query: "ActivityListQuery",
      success: { status: 200, schema: "ActivityLog", list: true },
      paged: true,
    },
    capability: "read",
    query: validateActivityListQuery,
    handler: async (ctx) => {
      const query = ctx.query;
      const result = await ctx.services.activity.list(ctx.params.organizationId, query, ctx.wantsCount);
      const limit = Math.min(query.limit ?? ACTIVITY_PAGE.default, ACTIVITY_PAGE.max);
      return page(result.items, query.offset ?? 0, limit, result.total);
    },
  }),
];
