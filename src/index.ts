/**
 * accessplane: the embeddable control plane of an access proxy. This entry holds what an embedding
 * application uses: {@link createControlPlane} and its options, the services it hands out (as
 * interfaces), the API's entity types, errors, signing keys, the policy language's tools and the
 * proxy configuration export. Stores are in `accessplane/memory`, `accessplane/sqlite` and
 * `accessplane/postgres`; the storage contract, for writing one, in `accessplane/store`; the Node
 * HTTP binding in `accessplane/node`; a typed client in `accessplane/client`.
 *
 * @example
 * ```ts
 * import { createControlPlane } from "accessplane";
 * import { createNodeHttpServer } from "accessplane/node";
 * import { createSqliteStore } from "accessplane/sqlite";
 *
 * const plane = await createControlPlane({ store: createSqliteStore({ filename: "./data/accessplane.db" }) });
 * createNodeHttpServer(plane.fetch).listen(8080, "127.0.0.1");
 * ```
 * @packageDocumentation
 */

// The control plane and its options.
export { createControlPlane, DEFAULT_QUOTAS, type ControlPlane, type ControlPlaneOptions, type OperationInfo, type Quotas } from "./control-plane.js";
export type { Method } from "./http/operation.js";
export type { AuthenticateHook, RequestInfo } from "./http/handler.js";
export type { Identity, IdentityProvider } from "./services/users.js";
export type { IdentityProviderDiscoveryOptions } from "./services/identity-provider-check.js";
export type { TokenThrottleOptions } from "./services/token-exchange.js";
export type { IdTokenOptions, IdTokenClaims } from "./auth/id-tokens.js";
export type { BootstrapOptions, BootstrapResult } from "./services/bootstrap.js";
export { DEFAULT_APPLY_LEASE_MS, type ApplyHook, type ApplyOptions, type SweepResult } from "./config/changesets.js";
export type { WatchOptions } from "./config/applied-config-watch.js";
export type { AppliedConfig, AppliedKeyPair, AppliedPolicy, AppliedRoute, AppliedServiceAccount, AppliedSettings } from "./config/applied-config.js";
export { SecretBox, type SecretsOptions } from "./secrets/secret-box.js";
export type { ResealResult } from "./secrets/encrypting-store.js";
export { createIdGenerator, type Clock, type IdGenerator } from "./domain/ids.js";
export { jsonLogger, silentLogger, type Logger } from "./logger.js";
export type { SpanAttributeValue, SpanLike, SpanOptionsLike, TracerLike } from "./observability/tracing.js";

// The services (`plane.services`), as interfaces.
export type { Services } from "./services/services.js";
export type { Actor, ConfigServiceReadOptions, ConfigServiceWriteOptions } from "./services/context.js";
export type { ConfigServiceFields } from "./store/records.js";
export type { OrganizationService, CreatedOrganization, CreateOrganizationOptions } from "./services/organizations.js";
export type { NamespaceService } from "./services/namespaces.js";
export type { ClusterService } from "./services/clusters.js";
export type { SettingsService, SettingsReadOptions } from "./services/settings.js";
export type { PolicyService } from "./services/policies.js";
export type { PolicyInput } from "./kinds/policy.js";
export type { RouteInput, RouteRequiredBoolean } from "./kinds/route.js";
export type { SettingsInput, SettingsRequiredBoolean } from "./kinds/settings.js";
export type { ServiceAccountInput } from "./kinds/service-account.js";
export type { RouteService, RouteReadOptions } from "./services/routes.js";
export type { KeyPairService } from "./services/key-pairs.js";
export type { ServiceAccountService } from "./services/service-accounts.js";
export type { ActivityService } from "./services/activity.js";
export type { ChangesetService } from "./config/changesets.js";
export type { UserService } from "./services/users.js";
export type { InviteService } from "./services/invites.js";
export type { TokenExchange, TokenExchangeService } from "./services/token-exchange.js";
export type { IdTokens, IdTokenService } from "./auth/id-tokens.js";
export type { PolicySimulator, PolicySimulatorService } from "./services/policy-simulator.js";
export type { PolicyTestSuiteInput, PolicyTestSuiteService } from "./services/policy-test-suites.js";
export type { IdentityProviderCheck, IdentityProviderCheckService } from "./services/identity-provider-check.js";
export type { AppliedConfigService, AppliedConfigWatch } from "./config/applied-config-watch.js";

// The API's entities, request bodies and answers.
export type {
  ActivityType,
  ChangesetStatus,
  DNSLookupFamily,
  Duration,
  EntityName,
  EntityType,
  IdentityProviderType,
  NamespaceType,
  OrganizationRole,
  RouteLoadBalancingPolicy,
  StringMap,
  Timestamp,
  UserType,
} from "./domain/primitives.js";
export type {
  ActivityLog,
  ActorRef,
  ApiAccessUserWithToken,
  CertificateInfo,
  CertificateName,
  Changeset,
  Cluster,
  ClusterWithToken,
  EntityRef,
  GrpcHealthCheck,
  HealthCheckCommon,
  HttpHealthCheck,
  Invitation,
  Invite,
  KeyPair,
  Namespace,
  Organization,
  OrganizationQuotas,
  OrganizationUser,
  PPLBody,
  PPLRule,
  Policy,
  Route,
  RouteHealthCheck,
  ServiceAccount,
  ServiceAccountWithToken,
  Settings,
  SettingsFields,
  TcpHealthCheck,
  Timestamps,
  User,
} from "./domain/entities.js";
export type {
  ActivityListQuery,
  ApiAccessUserCreate,
  ChangesetCompareQuery,
  ChangesetListQuery,
  CircuitBreakerThresholds,
  ClusterCreate,
  ClusterUpdate,
  ConfigListQuery,
  GrpcHealthCheckWrite,
  HealthCheckCommonWrite,
  Hostname,
  HttpHealthCheckWrite,
  IdentityProviderCheckRequest,
  InviteCreate,
  KeyPairWrite,
  NamespaceCreate,
  NamespaceUpdate,
  OrganizationWrite,
  PatchDocument,
  PatchOperation,
  PolicyWrite,
  QuotasQuery,
  RouteDirectResponse,
  RouteMcp,
  RouteRedirect,
  RouteRewriteHeader,
  RouteWrite,
  ServiceAccountListQuery,
  ServiceAccountWrite,
  SettingsWrite,
  TcpHealthCheckWrite,
  TokenRequest,
  UpstreamOAuth2,
  UserListQuery,
  WorkloadIdentityProvider,
} from "./domain/requests.js";
export type {
  ChangesetComparison,
  CreatedOrganizationResponse,
  DefaultTemplate,
  ErrorDetailWire,
  ErrorEnvelope,
  FeatureFlag,
  HealthStatus,
  IdentityProviderCheckResult,
  PublicSigningKey,
  QuotasResponse,
  RefreshTokenResponse,
  ServiceAccountToken,
  SigningKeySet,
  SubdomainName,
  TokenResponse,
  VersionInfo,
} from "./domain/wire.js";

// Errors, roles and limits.
export { AccessPlaneError, isAccessPlaneError, type ErrorCode, type ErrorDetail } from "./errors.js";
export { ERROR_STATUS } from "./error-status.js";
export { ROLE_TABLE, type Capability } from "./auth/roles.js";
export { PEM_LIMITS } from "./certificates/pem.js";
export { MAX_SAN_ENTRIES } from "./certificates/info.js";
export { REGEX_LIMITS } from "./services/route-rules.js";

// Signing keys: loading, rotation, and verifying what they sign.
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

// The policy language (PPL): checking and evaluating it.
export { assertValidPpl, checkPpl, PPL_LIMITS } from "./ppl/validate.js";
export { compilePpl, evaluatePpl, type PplEvaluateOptions, type PplEvaluator, type PplSource } from "./ppl/evaluate.js";
export { loadCertificateSupport } from "./certificates/key-pair.js";
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

// Streaming the activity log.
export { cloudEvent, webhookSignature, type ActivityStreamOptions, type DeliveryPass, type OtlpLogsSink, type WebhookSink } from "./stream/activity-stream.js";

// Approvals of changesets.
export type { ApplyRequest, Approval, ApprovalEntityType, ApprovalPolicy, ApprovalPolicyWrite, ApprovalRule, ChangesetApprovals } from "./domain/approvals.js";

// Policy test suites: cases of the access rules that every apply runs.
export { runPolicyTests, type PolicyTestRunOptions, type RunnableSuite } from "./ppl/policy-tests.js";
export { Replay, replayLog } from "./ppl/replay.js";
export {
  MAX_POLICY_TEST_CASES,
  type PolicyRuleCoverage,
  type PolicyTestCase,
  type PolicyTestCaseResult,
  type PolicyTestReport,
  type PolicyTestRule,
  type PolicyTestSuite,
  type PolicyTestSuiteWrite,
  type AccessChange,
  type ReplayReport,
  type ReplayRequest,
} from "./domain/policy-tests.js";

// The proxy's configuration file.
export {
  toProxyConfig,
  exportProxyConfig,
  checkProxyConfig,
  writeProxyConfigFile,
  ProxyConfigError,
  ENTERPRISE_ONLY_CRITERIA,
  type ProxyConfigExport,
  type ProxyConfigFile,
  type ProxyConfigOptions,
  type ProxyConfigFileOptions,
} from "./proxy-config/index.js";
