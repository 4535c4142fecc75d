/**
 * Source of the generated validators. `npm run generate` turns each `typia.create*` call below into
 * plain code in `../generated/validators.ts`; CI fails when that output is stale.
 */
import typia from "typia";
import type {
  ActivityListQuery,
  ApiAccessUserCreate,
  ChangesetCompareQuery,
  ChangesetListQuery,
  ClusterCreate,
  ClusterUpdate,
  ConfigListQuery,
  InviteCreate,
  KeyPairWrite,
  NamespaceCreate,
  NamespaceUpdate,
  OrganizationWrite,
  PatchDocument,
  PolicyWrite,
  RouteWrite,
  SettingsWrite,
  TokenRequest,
  UserListQuery,
  QuotasQuery,
  IdentityProviderCheckRequest,
  ServiceAccountListQuery,
  ServiceAccountWrite,
} from "../../domain/requests.js";
import type { PolicyEvaluateRequest, PplRequestContext } from "../../domain/policy-evaluation.js";
import type { PolicyTestSuiteWrite, ReplayRequest } from "../../domain/policy-tests.js";
import type { ApplyRequest, ApprovalPolicyWrite } from "../../domain/approvals.js";

export const validateTokenRequest = typia.createValidateEquals<TokenRequest>();
export const validateOrganizationWrite = typia.createValidateEquals<OrganizationWrite>();
export const validateNamespaceCreate = typia.createValidateEquals<NamespaceCreate>();
export const validateNamespaceUpdate = typia.createValidateEquals<NamespaceUpdate>();
export const validateClusterCreate = typia.createValidateEquals<ClusterCreate>();
export const validateClusterUpdate = typia.createValidateEquals<ClusterUpdate>();
export const validateApiAccessUserCreate = typia.createValidateEquals<ApiAccessUserCreate>();
export const validateInviteCreate = typia.createValidateEquals<InviteCreate>();
export const validatePolicyWrite = typia.createValidateEquals<PolicyWrite>();
export const validateRouteWrite = typia.createValidateEquals<RouteWrite>();
export const validateKeyPairWrite = typia.createValidateEquals<KeyPairWrite>();
export const validateSettingsWrite = typia.createValidateEquals<SettingsWrite>();
export const validatePatchDocument = typia.createValidateEquals<PatchDocument>();
export const validateServiceAccountWrite = typia.createValidateEquals<ServiceAccountWrite>();
export const validatePolicyTestSuiteWrite = typia.createValidateEquals<PolicyTestSuiteWrite>();
export const validateReplayRequest = typia.createValidateEquals<ReplayRequest>();
export const validateApprovalPolicyWrite = typia.createValidateEquals<ApprovalPolicyWrite>();
export const validateApplyRequest = typia.createValidateEquals<ApplyRequest>();
/** The list query as an object (services called directly); the HTTP layer decodes it with the query validator. */
export const validateServiceAccountPage = typia.createValidateEquals<ServiceAccountListQuery>();

export const validateConfigListQuery = typia.http.createValidateQuery<ConfigListQuery>();
export const validateUserListQuery = typia.http.createValidateQuery<UserListQuery>();
export const validateQuotasQuery = typia.http.createValidateQuery<QuotasQuery>();
export const validateServiceAccountListQuery = typia.http.createValidateQuery<ServiceAccountListQuery>();
export const validateChangesetListQuery = typia.http.createValidateQuery<ChangesetListQuery>();
export const validateChangesetCompareQuery = typia.http.createValidateQuery<ChangesetCompareQuery>();
export const validateActivityListQuery = typia.http.createValidateQuery<ActivityListQuery>();

export const validatePplRequestContext = typia.createValidateEquals<PplRequestContext>();
export const validatePolicyEvaluateRequest = typia.createValidateEquals<PolicyEvaluateRequest>();
export const validateIdentityProviderCheckRequest = typia.createValidateEquals<IdentityProviderCheckRequest>();
