/**
 * Approvals' wire types: the approval policy of a cluster or namespace (how many approvals a draft
 * needs, from which roles, for which changes), the approvals a draft holds, and the break-glass apply.
 * The validators and the OpenAPI schemas are generated from these types (`npm run generate`).
 */
import type { tags } from "@typia/interface";
import type { OrganizationRole, Timestamp } from "./primitives.js";

/** The configuration entity types a rule of an approval policy may name. */
export type ApprovalEntityType = "policy" | "route" | "key_pair" | "settings" | "service_account" | "policy_test_suite";

/**
 * A rule of an approval policy: the approvals changes of some source or kind need. A draft needs, for
 * each of its changes, the `required` of the first rule that matches it (the policy's own `required`
 * when none does), and the most any of its changes needs.
 */
export interface ApprovalRule {
  /** A name for messages (`ingress controller`). */
  name?: string & tags.MaxLength<128>;
  /** Matches changes to entities whose `originatorId` is one of these (what wrote them: `ingress-controller`, `terraform`). */
  originatorIds?: (string & tags.MinLength<1> & tags.MaxLength<256>)[] & tags.MinItems<1> & tags.MaxItems<32>;
  /** Matches changes to entities of these types. */
  entityTypes?: ApprovalEntityType[] & tags.MinItems<1> & tags.MaxItems<6>;
  /** Approvals such a change needs: 0 lets it apply (and auto-apply) without any. */
  required: number & tags.Type<"uint32"> & tags.Maximum<10>;
}

/** Body of `PUT .../namespaces/{namespaceId}/approvalPolicy`. */
export interface ApprovalPolicyWrite {
  /** Approvals a draft needs, by default (`rules` may ask fewer or more for some changes). */
  required: number & tags.Type<"uint32"> & tags.Maximum<10>;
  /** Roles whose members may approve. @default ["owner", "admin"] */
  approverRoles?: OrganizationRole[] & tags.MinItems<1> & tags.MaxItems<4>;
  /** Refuse an approval while the draft fails a policy test case. @default false */
  requireTestsPass?: boolean;
  /** Per-source and per-kind rules, the first match per change. */
  rules?: ApprovalRule[] & tags.MaxItems<20>;
}

/** The approval policy of a cluster or namespace: it governs the clusters at and below it (the nearest one wins). */
export interface ApprovalPolicy {
  namespaceId: string;
  required: number;
  approverRoles: OrganizationRole[];
  requireTestsPass: boolean;
  rules: ApprovalRule[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One approval of a draft. */
export interface Approval {
  userId: string;
  email: string;
  role: OrganizationRole;
  at: Timestamp;
  /** The draft's content digest it was given for: any later change to the draft voids it. */
  digest: string;
  /** Whether it counts for the draft as it is now (same digest, and the approver wrote none of it). */
  valid: boolean;
}

/** Where a draft stands with its cluster's approval policy (`GET .../changesets/{id}/approvals`). */
export interface ChangesetApprovals {
  changesetId: string;
  /** The namespace whose policy governs the cluster; absent when none does (no approvals needed). */
  policyNamespaceId?: string;
  /** Approvals the draft needs as it is now. */
  required: number;
  /** The draft's content digest now. */
  digest: string;
  approvals: Approval[];
  /** Approvals still missing (`required` minus the valid ones, at least 0). */
  missing: number;
  /** Who wrote the draft's changes: none of them may approve it. */
  authors: string[];
  approverRoles: OrganizationRole[];
}

/** Body of `POST .../changesets/{id}/apply` (optional; the hosted API sends none). */
export interface ApplyRequest {
  /**
   * Apply without the approvals the policy asks (an owner only), with a reason the activity log keeps
   * beside the flag `breakGlass`. The policy test suites still run.
   */
  breakGlass?: { reason: string & tags.MinLength<1> & tags.MaxLength<1024> };
}
