/**
 * accessplane: the embeddable control plane of an access proxy.
 *
 * @packageDocumentation
 */
export { createControlPlane, DEFAULT_QUOTAS, type ControlPlane, type ControlPlaneOptions, type OperationInfo, type Quotas } from "./control-plane.js";
export { AccessPlaneError, isAccessPlaneError, type ErrorCode, type ErrorDetail } from "./errors.js";
export { ERROR_STATUS } from "./http/error-status.js";
export { jsonLogger, silentLogger, type Logger } from "./logger.js";
export type { AuthenticateHook, RequestInfo } from "./http/handler.js";
export type { Identity, IdentityProvider } from "./services/users.js";
export type { TokenExchange, TokenThrottleOptions } from "./services/token-exchange.js";
export type { InviteService } from "./services/invites.js";
export type { BootstrapOptions, BootstrapResult } from "./services/bootstrap.js";
export type { Services } from "./services/services.js";
export type { OrganizationService, CreatedOrganization, CreateOrganizationOptions, PlannedOrganization } from "./services/organizations.js";
export type { ResealResult } from "./secrets/encrypting-store.js";
export type { NamespaceService } from "./services/namespaces.js";
export type { ClusterService, CreatedCluster } from "./services/clusters.js";
export type { UserService } from "./services/users.js";
export type { SettingsService } from "./services/settings.js";
export type { ActivityService } from "./services/activity.js";
export type { PolicyService } from "./services/policies.js";
export type { RouteService } from "./services/routes.js";
export type { KeyPairService } from "./services/key-pairs.js";
export type { ServiceAccountService } from "./services/service-accounts.js";
export { SecretBox, type SecretsOptions } from "./secrets/secret-box.js";
export { PEM_LIMITS } from "./certificates/pem.js";
export { MAX_SAN_ENTRIES } from "./certificates/info.js";
export type { RouteLinks, PolicyLinks } from "./services/policy-links.js";
export type { ConfigChanges, ConfigChange, DraftAttachment, DraftChangesets } from "./services/config-changes.js";
export {
  CHANGESET_TRANSITIONS,
  DEFAULT_APPLY_LEASE_MS,
  type ApplyHook,
  type ApplyOptions,
  type ChangesetService,
  type SweepResult,
} from "./services/changesets.js";
export type { AppliedConfig, AppliedKeyPair, AppliedPolicy, AppliedRoute, AppliedServiceAccount } from "./services/applied-config.js";
export type { NamespaceTree } from "./services/namespace-tree.js";
export type { IdTokens, IdTokenClaims } from "./auth/id-tokens.js";
export { loadSigningKeys, parseSigningKeys, signingKeyConfigFromEnv, SigningKeyError, type SigningKey, type SigningKeyConfig } from "./signing/load.js";
export { ATTESTATION_TTL_SECONDS, SigningKeys, type AttestationInput, type EncodedKeySet, type ServiceAccountTokenInput } from "./signing/signing-keys.js";
export { addSigningKey, promoteSigningKey, removeSigningKey } from "./signing/rotation.js";
export {
  AttestationError,
  createAttestationVerifier,
  type AttestationClaims,
  type AttestationVerifier,
  type AttestationVerifierOptions,
} from "./signing/verifier.js";
export type { Method } from "./http/operation.js";
export type { Actor, ServiceContext } from "./services/context.js";
export { ROLE_TABLE, type Capability } from "./auth/roles.js";
export type { IdTokenOptions, TokenResponse } from "./auth/id-tokens.js";
export { createIdGenerator, type Clock, type IdGenerator } from "./domain/ids.js";
export type * from "./domain/primitives.js";
export type * from "./domain/entities.js";
export type * from "./domain/requests.js";
export {
  checks,
  GLOBAL_SCOPE,
  KINDS,
  KINDS_VERSION,
  ops,
  unversioned,
  type Batch,
  type BatchCheck,
  type CommitResult,
  type CountCheck,
  type DeleteOp,
  type FilterField,
  type FilterValue,
  type InsertOp,
  type KindSpec,
  type ListQuery,
  type ListResult,
  type OrderField,
  type Store,
  type Stored,
  type UpdateOp,
  type VersionCheck,
  type WriteOp,
} from "./store/port.js";
export type * from "./store/records.js";
export { assertValidPpl, checkPpl, PPL_LIMITS } from "./ppl/validate.js";
export { compilePpl, evaluatePpl, type PplEvaluateOptions, type PplEvaluator, type PplSource } from "./ppl/evaluate.js";
export type {
  PolicyEvaluateRequest,
  PolicyEvaluateResult,
  PplActionResult,
  PplBatchEvaluation,
  PplDeviceCredential,
  PplEvaluation,
  PplHeaderValue,
  PplOutcome,
  PplRequestContext,
  PplTraceEntry,
} from "./domain/policy-evaluation.js";
export { REGEX_LIMITS } from "./services/route-rules.js";
export {
  toProxyConfig,
  checkProxyConfig,
  writeProxyConfigFile,
  ProxyConfigError,
  ENTERPRISE_ONLY_CRITERIA,
  type ProxyConfigExport,
  type ProxyConfigFile,
  type ProxyConfigOptions,
  type ProxyConfigFileOptions,
} from "./proxy-config/index.js";
