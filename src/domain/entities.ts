/**
 * The resources of the management API as they appear on the wire (responses). Write bodies, with the
 * limits typia checks, are in `requests.ts`.
 */
import type { CircuitBreakerThresholds, RouteMcp } from "./requests.js";
import type {
  ActivityType,
  ChangesetStatus,
  DNSLookupFamily,
  EntityType,
  IdentityProviderType,
  OrganizationRole,
  RouteLoadBalancingPolicy,
  StringMap,
  Timestamp,
  UserType,
} from "./primitives.js";

/** Fields every stored resource carries. */
export interface Timestamps {
  id: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A person or a machine that calls the API. */
export interface User extends Timestamps {
  email: string;
  displayName: string;
  needsOnboarding: boolean;
  photoUrl: string;
  type: UserType;
}

/** A user as listed in an organization. */
export interface OrganizationUser extends User {
  organizationRole: OrganizationRole;
}

/** The response to creating an API-access user: the only time its refresh token is shown. */
export interface ApiAccessUserWithToken extends User {
  refreshToken: string;
}

/** Organization quotas: integer limits on what an organization may hold. */
export interface OrganizationQuotas {
  administrators: number;
  apiUsers: number;
  certificates: number;
  clusters: number;
  customDomains: number;
  /** Clusters the vendor hosts: always 0 for a self-hosted control plane (present for the hosted API's clients). */
  hostedClusters: number;
  policies: number;
  replicas: number;
  routes: number;
  serviceAccounts: number;
}

/** An organization, as seen by one caller (`role`, `joinedAt` are the caller's). */
export interface Organization extends Timestamps {
  name: string;
  logoURL: string;
  organizationType: string;
  ownerUserId: string;
  role: OrganizationRole;
  joinedAt: Timestamp;
  quotas: OrganizationQuotas;
  readOnly: boolean;
}

/** A pending invitation addressed to the current user. */
export interface Invitation extends Timestamps {
  invitedBy: { email: string; displayName: string; photoUrl: string };
  organization: Organization;
  organizationRole: OrganizationRole;
}

/** An invite an organization has sent. */
export interface Invite extends Timestamps {
  email: string;
  role: OrganizationRole;
}

/** `{id, name}` reference between policies and routes. */
export interface EntityRef {
  id: string;
  name: string;
  updatedAt: Timestamp;
}

/** One PPL rule: optional allow and deny blocks. */
export interface PPLRule {
  allow?: PPLBody;
  deny?: PPLBody;
}

/** The operator blocks of a PPL rule; each holds criteria. */
export interface PPLBody {
  and?: Record<string, unknown>[];
  or?: Record<string, unknown>[];
  not?: Record<string, unknown>[];
  nor?: Record<string, unknown>[];
  action?: unknown;
}

/** A policy written in the proxy's policy language. */
export interface Policy extends Timestamps {
  namespaceId: string;
  name: string;
  enforced: boolean;
  ppl: PPLRule | PPLRule[];
  description: string;
  explanation: string;
  remediation: string;
  originatorId?: string;
  routes: EntityRef[];
  enforcedRoutes: EntityRef[];
}

/** A direct response a route returns instead of proxying. */
export interface RouteDirectResponse {
  status: number;
  body: string;
}

/** A redirect a route answers with instead of proxying. */
export interface RouteRedirect {
  httpsRedirect?: boolean;
  schemeRedirect?: string;
  hostRedirect?: string;
  portRedirect?: number;
  pathRedirect?: string;
  prefixRewrite?: string;
  responseCode?: number;
  stripQuery?: boolean;
}

/** A response-header rewrite. */
export interface RouteRewriteHeader {
  header: string;
  matcher?: { prefix?: string };
  value: string;
}

/** Fields common to every health-check variant. */
export interface HealthCheckCommon {
  timeout?: string;
  interval?: string;
  unhealthyThreshold?: number;
  healthyThreshold?: number;
}

/** HTTP health check. */
export interface HttpHealthCheck extends HealthCheckCommon {
  type: "http";
  host?: string;
  path?: string;
  expectedStatuses?: { start: number; end: number }[];
  codecClientType?: "http1" | "http2" | "http3";
}

/** TCP health check. */
export interface TcpHealthCheck extends HealthCheckCommon {
  type: "tcp";
  send?: string;
  receive?: string[];
}

/** gRPC health check. */
export interface GrpcHealthCheck extends HealthCheckCommon {
  type: "grpc";
  authority?: string;
  serviceName?: string;
}

/** One of the three health-check variants. */
export type RouteHealthCheck = HttpHealthCheck | TcpHealthCheck | GrpcHealthCheck;

/** A proxied endpoint. */
export interface Route extends Timestamps {
  namespaceId: string;
  name: string;
  from: string;
  to?: string[];
  response?: RouteDirectResponse;
  redirect?: RouteRedirect;
  prefix?: string;
  path?: string;
  regex?: string;
  prefixRewrite?: string;
  regexRewritePattern?: string;
  regexRewriteSubstitution?: string;
  hostRewrite?: string;
  hostRewriteHeader?: string;
  hostPathRegexRewritePattern?: string;
  hostPathRegexRewriteSubstitution?: string;
  regexPriorityOrder?: number;
  timeout?: string;
  idleTimeout?: string;
  allowWebsockets: boolean;
  allowSpdy: boolean;
  tlsSkipVerify: boolean;
  tlsUpstreamAllowRenegotiation: boolean;
  tlsUpstreamServerName?: string;
  tlsDownstreamServerName?: string;
  tlsCustomCaKeyPairId?: string;
  tlsClientKeyPairId?: string;
  tlsDownstreamClientCaKeyPairId?: string;
  setRequestHeaders?: StringMap;
  setResponseHeaders?: StringMap;
  removeRequestHeaders?: string[];
  rewriteResponseHeaders?: RouteRewriteHeader[];
  preserveHostHeader: boolean;
  passIdentityHeaders?: boolean;
  kubernetesServiceAccountToken?: string;
  enableGoogleCloudServerlessAuthentication: boolean;
  showErrorDetails: boolean;
  healthCheck?: RouteHealthCheck;
  loadBalancingPolicy?: RouteLoadBalancingPolicy;
  identityProviderClientId?: string;
  identityProviderClientSecret?: string;
  policyIds: string[];
  circuitBreakerThresholds?: CircuitBreakerThresholds;
  healthyPanicThreshold?: number;
  mcp?: RouteMcp;
  sessionRecording?: { enabled?: boolean };
  upstreamTunnel?: { sshPolicyId?: string };
  policies: EntityRef[];
  enforcedPolicies: EntityRef[];
  enforcedPolicyIds: string[];
  description?: string;
  logoUrl?: string;
  originatorId?: string;
  allowUpgrades?: string[];
  bearerTokenFormat?: "" | "default" | "idp_access_token" | "idp_identity_token" | "jwt";
  jwtIssuerFormat?: "hostOnly" | "uri";
  dependsOn?: string[];
  idpAccessTokenAllowedAudiences?: string[];
}

/** Distinguished-name attributes of a certificate issuer or subject. */
export interface CertificateName {
  country: string[];
  organization: string[];
  organizationalUnit: string[];
  locality: string[];
  province: string[];
  streetAddress: string[];
  postalCode: string[];
  serialNumber: string;
  commonName: string;
}

/** What a certificate of a key pair's chain says, read from the certificate itself. */
export interface CertificateInfo {
  version: number;
  serial: string;
  issuer: CertificateName;
  subject: CertificateName;
  notBefore: Timestamp;
  notAfter: Timestamp;
  keyUsage: {
    digitalSignature: boolean;
    contentCommitment: boolean;
    keyEncipherment: boolean;
    dataEncipherment: boolean;
    keyAgreement: boolean;
    certSign: boolean;
    crlSign: boolean;
    encipherOnly: boolean;
    decipherOnly: boolean;
  };
  extKeyUsage: {
    any: boolean;
    serverAuth: boolean;
    clientAuth: boolean;
    codeSigning: boolean;
    emailProtection: boolean;
    ipsecEndSystem: boolean;
    ipsecTunnel: boolean;
    ipsecUser: boolean;
    timeStamping: boolean;
    ocspSigning: boolean;
    microsoftServerGatedCrypto: boolean;
    netscapeServerGatedCrypto: boolean;
    microsoftCommercialCodeSigning: boolean;
    microsoftKernelCodeSigning: boolean;
  };
  dnsNames: string[];
  emailAddresses: string[];
  ipAddresses: string[];
  uris: string[];
  permittedDnsDomains: string[];
  excludedDnsDomains: string[];
  permittedIpRanges: string[];
  excludedIpRanges: string[];
  permittedEmailAddresses: string[];
  excludedEmailAddresses: string[];
  permittedUriDomains: string[];
  excludedUriDomains: string[];
  permittedDnsDomainsCritical: boolean;
}

/** A certificate chain with an optional private key. The key itself is never returned. */
export interface KeyPair extends Timestamps {
  namespaceId: string;
  name: string;
  certificate?: string;
  hasKey: boolean;
  origin: "user" | "system";
  status: "ready" | "pending";
  certificateInfo: CertificateInfo[];
  originatorId?: string;
}

/** A machine identity of a cluster, whose token the proxy accepts as the user `userId`. */
export interface ServiceAccount extends Timestamps {
  /** The user id the proxy's policies see for requests bearing the account's token. */
  userId: string;
  description: string;
  /** When the account and its token stop working; absent: never. */
  expiresAt?: Timestamp;
  originatorId?: string;
}

/** A service account as created: with its token (a JWT; `getServiceAccountToken` reads it again). */
export interface ServiceAccountWithToken extends ServiceAccount {
  token: string;
}

/** A namespace: the organization's root, a cluster's own, or a user-made one. */
export interface Namespace extends Timestamps {
  /** The parent namespace; absent for the organization's root namespace. */
  parentId?: string;
  name: string;
  /** `root` for the organization's own namespace, `cluster` for a cluster's, `regular` otherwise. */
  type: "root" | "cluster" | "regular";
  /** The caller's role in the namespace, derived from the organization role. */
  role: "admin" | "manager" | "viewer";
}

/** A proxy deployment of an organization. */
export interface Cluster extends Timestamps {
  name: string;
  /** The cluster's domain: a bare name (`fqdn` adds the cluster domain suffix), or a full domain. */
  domain: string;
  /** The fully qualified domain: `domain` under the control plane's cluster domain suffix, or `domain` itself when it has dots. */
  fqdn: string;
  /** Whether the cluster reported failing health checks (false until a cluster reports health). */
  hasFailingHealthChecks: boolean;
  /** Versions of the cluster's components by name (empty until a cluster reports them). */
  componentVersions: Record<string, string[]>;
  flavor: string;
  manualOverrideIpAddress?: string;
  namespaceId: string;
}

/** The response to creating a cluster: the only time its token is shown. */
export interface ClusterWithToken extends Cluster {
  refreshToken: string;
}

/** The settings write fields of a cluster. */
export interface SettingsFields {
  logLevel: string;
  proxyLogLevel?: string;
  address: string;
  dnsLookupFamily: DNSLookupFamily;
  httpRedirectAddr?: string;
  timeoutRead: string;
  timeoutWrite: string;
  timeoutIdle: string;
  cookieName: string;
  cookieSecret?: string;
  cookieDomain?: string;
  cookieHttpOnly: boolean;
  cookieExpire: string;
  cookieSameSite?: string;
  certificateAuthorityKeyPairId?: string;
  setResponseHeaders?: StringMap;
  jwtClaimsHeaders?: StringMap;
  defaultUpstreamTimeout: string;
  metricsAddress?: string;
  tracingProvider?: string;
  tracingSampleRate: number;
  tracingDatadogAddress?: string;
  tracingJaegerCollectorEndpoint?: string;
  tracingJaegerAgentEndpoint?: string;
  tracingZipkinEndpoint?: string;
  downstreamMtlsCaKeyPairId?: string;
  googleCloudServerlessAuthenticationServiceAccount?: string;
  skipXffAppend: boolean;
  databrokerStorageConnection?: string;
  accessLogFields?: string[];
  authorizeLogFields?: string[];
  passIdentityHeaders: boolean;
  autoApplyChangesets: boolean;
  authenticateServiceUrl?: string;
  identityProvider?: IdentityProviderType;
  identityProviderClientId?: string;
  identityProviderClientSecret?: string;
  identityProviderRequestParams?: StringMap;
  identityProviderScopes?: string[];
  identityProviderUrl?: string;
  codecType?: "" | "auto" | "http1" | "http2" | "http3";
  bearerTokenFormat?: "" | "default" | "idp_access_token" | "idp_identity_token" | "jwt";
  allowUpgrades?: string[];
  circuitBreakerThresholds?: CircuitBreakerThresholds;
  dnsFailureRefreshRate?: string;
  dnsQueryTimeout?: string;
  dnsQueryTries?: number;
  dnsRefreshRate?: string;
  dnsUdpMaxQueries?: number;
  dnsUseTcp?: boolean;
  idpAccessTokenAllowedAudiences?: string[];
  otelTracesExporter?: string;
  otelTracesSamplerArg?: number;
  otelExporterOtlpEndpoint?: string;
  otelExporterOtlpHeaders?: string[];
  otelExporterOtlpProtocol?: string;
  otelExporterOtlpTimeout?: string;
  otelResourceAttributes?: string[];
  otelLogLevel?: string;
  sshAddress?: string;
  sshHostKeys?: string[];
  sshUserCaKey?: string;
  mcpAllowedClientIdDomains?: string[];
  mcpAllowedAsMetadataDomains?: string[];
  mcpDynamicClientRegistration?: boolean;
  blobStorage?: { bucket_uri?: string; managed_prefix?: string };
  envoyDynamicExtensions?: string[];
  otelAttributeValueLengthLimit?: number;
  otelBspMaxExportBatchSize?: number;
  otelBspScheduleDelay?: string;
  otelExporterOtlpTracesEndpoint?: string;
  otelExporterOtlpTracesHeaders?: string[];
  otelExporterOtlpTracesProtocol?: string;
  otelExporterOtlpTracesTimeout?: string;
  sessionRecordingConcurrency?: number;
  originatorId?: string;
}

/** The settings of one cluster. */
export interface Settings extends Timestamps, SettingsFields {}

/** A recorded set of configuration changes of one cluster. */
export interface Changeset extends Timestamps {
  failureMessage: string;
  namespaceId: string;
  status: ChangesetStatus;
}

/** Who did something, as activity entries show them. */
export interface ActorRef {
  id: string;
  email: string;
  displayName: string;
  photoUrl: string;
}

/** A create/update/delete of one entity. */
export interface ActivityLog extends Timestamps {
  activityType: ActivityType;
  /**
   * The application of the change: when (`at`), by whom and by which changeset. Until the change is
   * applied, `by` is the author of the change and there is no `at` nor `changesetId`.
   */
  applied: { at?: Timestamp; by: ActorRef; changesetId?: string };
  entity: { type: EntityType; id: string; data: Record<string, unknown> };
  namespace: { id: string; name: string };
  user: ActorRef;
}
