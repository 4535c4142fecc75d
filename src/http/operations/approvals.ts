/** Approvals (an extension of this project): approval policies of namespaces and clusters, and approving drafts. */
import { defineOperation, serviceReadsBody, type Operation } from "../operation.js";
import { noContent, ok, orgOf } from "./results.js";
import type { ApprovalPolicyWrite } from "../../domain/approvals.js";

const ORG = "/organizations/{organizationId}";
const POLICY = `${ORG}/namespaces/{namespaceId}/approvalPolicy`;
const CHANGESET = `${ORG}/changesets/{changesetId}`;

export const approvalOperations: Operation[] = [
  defineOperation({
    operationId: "getApprovalPolicy",
    method: "GET",
    path: POLICY,
    contract: {
      tag: "Changesets",
      summary: "The approval policy of a namespace or cluster",
      success: { status: 200, schema: "ApprovalPolicy" },
      extension: true,
    },
    capability: "read",
    handler: async (ctx) => {
      const { policy, version } = await ctx.services.changesets.getApprovalPolicy(orgOf(ctx), ctx.params.namespaceId);
      return ok(policy, version);
    },
  }),
  defineOperation({
    operationId: "putApprovalPolicy",
    method: "PUT",
    path: POLICY,
    contract: {
      tag: "Changesets",
      summary: "Sets the approval policy of a namespace or cluster",
      description:
        "It governs every cluster at and below the namespace (the nearest policy wins): a draft of such a cluster applies (by `applyChangeset`, auto-apply, a revert or the sweep) only with `required` approvals from members of `approverRoles`, given to the draft as it is (any later change voids them) by people who wrote none of it; `rules` ask other counts of changes by their entities' `originatorId` or type (the first rule that matches a change; a draft needs the most any of its changes needs; 0 lets such changes auto-apply). With `requireTestsPass`, an approval is refused while the draft fails a policy test case. Recorded as an update of the namespace.",
      body: "ApprovalPolicyWrite",
      success: { status: 200, schema: "ApprovalPolicy" },
      extension: true,
    },
    capability: "manage_clusters",
    body: serviceReadsBody<ApprovalPolicyWrite>("approval policy"),
    handler: async (ctx) => {
      const { policy, version } = await ctx.services.changesets.putApprovalPolicy(orgOf(ctx), ctx.params.namespaceId, ctx.body, ctx.actor, ctx.ifMatch);
      return ok(policy, version);
    },
  }),
  defineOperation({
    operationId: "deleteApprovalPolicy",
    method: "DELETE",
    path: POLICY,
    contract: { tag: "Changesets", summary: "Removes the approval policy of a namespace or cluster", success: { status: 204 }, extension: true },
    capability: "manage_clusters",
    handler: async (ctx) => {
      await ctx.services.changesets.deleteApprovalPolicy(orgOf(ctx), ctx.params.namespaceId, ctx.actor, ctx.ifMatch);
      return noContent();
    },
  }),
  defineOperation({
    operationId: "getChangesetApprovals",
    method: "GET",
    path: `${CHANGESET}/approvals`,
    contract: {
      tag: "Changesets",
      summary: "Where a changeset stands with its cluster's approval policy: approvals needed, given (valid or void), missing, and its authors",
      success: { status: 200, schema: "ChangesetApprovals" },
      extension: true,
    },
    capability: "read",
    handler: async (ctx) => ok(await ctx.services.changesets.approvals(orgOf(ctx), ctx.params.changesetId)),
  }),
  defineOperation({
    operationId: "approveChangeset",
    method: "POST",
    path: `${CHANGESET}/approve`,
    contract: {
      tag: "Changesets",
      summary: "Approves the draft as it is now",
      description:
        "403 for a caller whose role the cluster's approval policy does not name; 409 for an author of any of the draft's changes, a changeset that is not the draft, a cluster no policy governs, a second approval of the same content, or (with `requireTestsPass`) a draft failing its tests. Any later change to the draft voids the approval.",
      success: { status: 200, schema: "ChangesetApprovals" },
      extension: true,
    },
    capability: "read",
    handler: async (ctx) => ok(await ctx.services.changesets.approve(orgOf(ctx), ctx.params.changesetId, ctx.actor, ctx.membership?.role)),
  }),
  defineOperation({
    operationId: "withdrawApproval",
    method: "POST",
    path: `${CHANGESET}/withdrawApproval`,
    contract: {
      tag: "Changesets",
      summary: "Takes the caller's approval of a changeset back",
      success: { status: 200, schema: "ChangesetApprovals" },
      extension: true,
    },
    capability: "read",
    handler: async (ctx) => ok(await ctx.services.changesets.withdrawApproval(orgOf(ctx), ctx.params.changesetId, ctx.actor)),
  }),
];
