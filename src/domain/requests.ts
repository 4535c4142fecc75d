/**
 * Write bodies and query parameters of the management API, with the limits typia enforces. The
 * validators in `src/validation/generated` are generated from these types (`npm run generate`).
 *
 * Read-only fields of a resource (`id`, `createdAt`, `routes`, ...) are removed before validation, so a
 * GET body can be PUT back; any other field not declared here is rejected.
 */
import type { tags } from "@typia/interface";
import type {
  ActivityType,
  ChangesetStatus,
  DNSLookupFamily,
  Duration,
  EntityName,
  EntityType,
  IdentityProviderType,
  OrganizationRole,
  RouteLoadBalancingPolicy,
  StringMap,
  UserType,
} from "./primitives.js";

/** A hostname such as `proxy.example.com` (no scheme, no port). */
export type Hostname = string &
  tags.MinLength<1> &
  tags.MaxLength<253> &
  tags.Pattern<"^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)(\\.([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?))*$">;

/** Body of `POST /token`. */
export interface TokenRequest {
  refreshToken: string & tags.MinLength<1> & tags.MaxLength<512>;
}

/** Body of createOrganization and updateOrganization. */
export interface OrganizationWrite {
  name: EntityName;
  logoURL?: string & tags.MaxLength<2048>;
  /**
   * Transfers ownership (`updateOrganization`, owners only): the user must be a member, and becomes an
   * owner. The previous owner stays a member with their role. Ignored when unchanged.
   */
  ownerUserId?: string & tags.MinLength<1> & tags.MaxLength<64>;
}

/** Body of createNamespace (extension). */
export interface NamespaceCreate {
  name: EntityName;
  parentId: string & tags.MinLength<1> & tags.MaxLength<64>;
}

/** Body of updateNamespace (extension). */
export interface NamespaceUpdate {
  name: EntityName;
}

/** Body of createCluster. */
export interface ClusterCreate {
  name: EntityName;
  domain: Hostname;
  flavor?: string & tags.MaxLength<64>;
  manualOverrideIpAddress?: string & (tags.Format<"ipv4"> | tags.Format<"ipv6">);
}

/** Body of updateCluster. The domain of a cluster cannot change. */
export interface ClusterUpdate {
  name: EntityName;
  flavor?: string & tags.MaxLength<64>;
  manualOverrideIpAddress?: string & (tags.Format<"ipv4"> | tags.Format<"ipv6">);
}

/** Body of createApiAccessUser. */
export interface ApiAccessUserCreate {
  name: string & tags.MinLength<1> & tags.MaxLength<256>;
  role?: OrganizationRole;
}

/** Body of createOrganizationInvite. */
export interface InviteCreate {
  emails: (string & tags.Format<"email"> & tags.MaxLength<320>)[] & tags.MinItems<1> & tags.MaxItems<100>;
  role: OrganizationRole;
}

/** Body of createPolicy and updatePolicy. `ppl` is checked in depth by the PPL validator. */
export interface PolicyWrite {
  namespaceId: string & tags.MinLength<1>;
  name: EntityName;
  enforced: boolean;
  ppl: Record<string, unknown> | Record<string, unknown>[];
  description: string & tags.MaxLength<4096>;
  explanation: string & tags.MaxLength<4096>;
  remediation: string & tags.MaxLength<4096>;
  originatorId?: string & tags.MaxLength<256>;
}

/** Fields common to every health-check variant of a route write. */
export interface HealthCheckCommonWrite {
  timeout?: Duration;
  interval?: Duration;
  unhealthyThreshold?: number & tags.Type<"uint32">;
  healthyThreshold?: number & tags.Type<"uint32">;
}

/** Circuit breaker limits (the hosted API's CircuitBreakerThresholds). */
export interface CircuitBreakerThresholds {
  maxConnectionPools?: number & tags.Type<"uint32">;
  maxConnections?: number & tags.Type<"uint32">;
  maxPendingRequests?: number & tags.Type<"uint32">;
  maxRequests?: number & tags.Type<"uint32">;
  maxRetries?: number & tags.Type<"uint32">;
}

/**
 * The OAuth2 client an MCP server route uses to reach its upstream. `clientSecret` is a secret like a
 * route's others: shown only to roles that may write it, masked in the activity log, sealed at rest,
 * and kept when a write leaves it out.
 */
export interface UpstreamOAuth2 {
  clientId: string & tags.MaxLength<1024>;
  clientSecret?: string & tags.MaxLength<4096>;
  /** Where the upstream's authorization server is, and how it wants the client's credentials. */
  oauth2Endpoint?: {
    authUrl?: string & tags.MaxLength<2048>;
    tokenUrl?: string & tags.MaxLength<2048>;
    authStyle?: "OAUTH2_AUTH_STYLE_UNSPECIFIED" | "OAUTH2_AUTH_STYLE_IN_HEADER" | "OAUTH2_AUTH_STYLE_IN_PARAMS";
  };
  scopes?: string[];
  /** Extra query parameters of the authorization URL (for example `access_type`, `prompt`). */
  authorizationUrlParams?: StringMap;
}

/** MCP settings of a route: it serves an MCP server (`server`) or MCP clients (`client`). */
export interface RouteMcp {
  client?: Record<string, never>;
  server?: {
    authorizationServerUrl?: string & tags.MaxLength<2048>;
    maxRequestBytes?: number & tags.Type<"uint32">;
    path?: string & tags.MaxLength<2048>;
    upstreamOAuth2?: UpstreamOAuth2;
  };
}

/** Write shape of an HTTP health check. */
export interface HttpHealthCheckWrite extends HealthCheckCommonWrite {
  type: "http";
  host?: string;
  path?: string;
  expectedStatuses?: { start: number & tags.Type<"uint32">; end: number & tags.Type<"uint32"> }[];
  codecClientType?: "http1" | "http2" | "http3";
}

/** Write shape of a TCP health check. */
export interface TcpHealthCheckWrite extends HealthCheckCommonWrite {
  type: "tcp";
  send?: string;
  receive?: string[];
}

/** Write shape of a gRPC health check. */
export interface GrpcHealthCheckWrite extends HealthCheckCommonWrite {
  type: "grpc";
  authority?: string;
  serviceName?: string;
}

/** A direct response a route returns instead of proxying. */
export interface RouteDirectResponse {
  status: number & tags.Type<"uint32">;
  body: string;
}

/** A redirect a route answers with instead of proxying. */
export interface RouteRedirect {
  httpsRedirect?: boolean;
  schemeRedirect?: string;
  hostRedirect?: string;
  portRedirect?: number & tags.Type<"uint32"> & tags.Maximum<65535>;
  pathRedirect?: string;
  prefixRewrite?: string;
  responseCode?: number & tags.Type<"uint32">;
  stripQuery?: boolean;
}

/** A response-header rewrite. */
export interface RouteRewriteHeader {
  header: string;
  matcher?: { prefix?: string };
  value: string;
}

/**
 * An identity provider whose JWTs routes with the `jwt` bearer token format accept (workload tokens:
 * Kubernetes service-account tokens, CI OIDC tokens, SPIFFE JWT-SVIDs). Not the sign-in provider.
 */
export interface WorkloadIdentityProvider {
  /** The `iss` the tokens carry: required, and unique across the settings' providers. */
  issuer: string & tags.MinLength<1> & tags.MaxLength<2048>;
  /** Where the signing keys are, when OIDC discovery at the issuer cannot be used. */
  jwksUrl?: string & tags.MaxLength<2048>;
  /** Accepted signing algorithms (the proxy's default: RS256, ES256, EdDSA); never `none` or HS*. */
  supportedAlgs?: (string & tags.MinLength<1> & tags.MaxLength<16>)[] & tags.MaxItems<16>;
  /** Audiences accepted: at least one must be in a token's `aud`. Required and not empty. */
  audiences: (string & tags.MinLength<1> & tags.MaxLength<1024>)[] & tags.MinItems<1> & tags.MaxItems<64>;
}

/** Body of createRoute and updateRoute. Cross-field rules are checked by the route service. */
export interface RouteWrite {
  namespaceId: string & tags.MinLength<1>;
  name: EntityName;
  from: string & tags.MinLength<1> & tags.MaxLength<2048>;
  to?: (string & tags.MinLength<1> & tags.MaxLength<2048>)[];
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
  regexPriorityOrder?: number & tags.Type<"int64">;
  timeout?: Duration;
  idleTimeout?: Duration;
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
  healthCheck?: HttpHealthCheckWrite | TcpHealthCheckWrite | GrpcHealthCheckWrite;
  loadBalancingPolicy?: RouteLoadBalancingPolicy;
  identityProviderClientId?: string;
  identityProviderClientSecret?: string;
  policyIds: (string & tags.MinLength<1>)[] & tags.MaxItems<256>;
  /** Circuit breaker limits of the route's upstream cluster. */
  circuitBreakerThresholds?: CircuitBreakerThresholds;
  /** Below this percentage of healthy hosts, traffic spreads over all hosts (0 turns it off). */
  healthyPanicThreshold?: number & tags.Type<"int32"> & tags.Minimum<0> & tags.Maximum<100>;
  /** The route serves (`server`) or reaches (`client`) Model Context Protocol servers. */
  mcp?: RouteMcp;
  sessionRecording?: { enabled?: boolean };
  /** An upstream tunnel for SSH, governed by the policy `sshPolicyId` (a policy the route can see). */
  upstreamTunnel?: { sshPolicyId?: string & tags.MinLength<1> & tags.MaxLength<64> };
  description?: string & tags.MaxLength<4096>;
  logoUrl?: string & tags.MaxLength<2048>;
  originatorId?: string & tags.MaxLength<256>;
  allowUpgrades?: string[];
  bearerTokenFormat?: "" | "default" | "idp_access_token" | "idp_identity_token" | "jwt";
  jwtIssuerFormat?: "hostOnly" | "uri";
  dependsOn?: string[];
  idpAccessTokenAllowedAudiences?: string[];
  /**
   * With `bearerTokenFormat: "jwt"`: the names of the settings' `identityProviders` whose tokens the
   * route accepts (none listed: all of them).
   */
  identityProviders?: (string & tags.MinLength<1> & tags.MaxLength<128>)[] & tags.MaxItems<64>;
}

/** Body of createKeyPair and updateKeyPair. PEM texts are checked by the certificate module. */
export interface KeyPairWrite {
  namespaceId: string & tags.MinLength<1>;
  name?: string & tags.MaxLength<128>;
  certificate?: string & tags.MaxLength<1048576>;
  key?: string & tags.MaxLength<65536>;
  originatorId?: string & tags.MaxLength<256>;
}

/**
 * Body of createServiceAccount, and the fields a patchServiceAccount works on. A service account is a
 * machine identity of one cluster: the proxy sees requests bearing its token as the user `userId`.
 */
export interface ServiceAccountWrite {
  /** What the account is for. */
  description: string & tags.MaxLength<4096>;
  /** The user id the proxy's policies see for requests bearing the account's token (the PPL `user` criterion). */
  userId: string & tags.MinLength<1> & tags.MaxLength<256>;
  /** When the account and its token stop working (RFC 3339, in the future when set); absent: never. */
  expiresAt?: string & tags.Format<"date-time">;
  originatorId?: string & tags.MaxLength<256>;
}

/** Query of listServiceAccounts. */
export interface ServiceAccountListQuery {
  offset?: number & tags.Type<"uint32">;
  /** Page size; values above 1000 are read as 1000 (the hosted API's type is unbounded). */
  limit?: number & tags.Type<"uint64"> & tags.Minimum<1>;
}

/** Body of updateSettings (the settings write fields). */
export interface SettingsWrite {
  logLevel: string;
  proxyLogLevel?: string;
  address: string;
  dnsLookupFamily: DNSLookupFamily;
  httpRedirectAddr?: string;
  timeoutRead: Duration;
  timeoutWrite: Duration;
  timeoutIdle: Duration;
  cookieName: string & tags.MinLength<1>;
  cookieSecret?: string;
  cookieDomain?: string;
  cookieHttpOnly: boolean;
  cookieExpire: Duration;
  cookieSameSite?: string;
  certificateAuthorityKeyPairId?: string;
  setResponseHeaders?: StringMap;
  jwtClaimsHeaders?: StringMap;
  defaultUpstreamTimeout: Duration;
  metricsAddress?: string;
  tracingProvider?: string;
  tracingSampleRate: number & tags.Minimum<0> & tags.Maximum<1>;
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
  dnsFailureRefreshRate?: Duration;
  dnsQueryTimeout?: Duration;
  dnsQueryTries?: number & tags.Type<"uint32">;
  dnsRefreshRate?: Duration;
  dnsUdpMaxQueries?: number & tags.Type<"uint32">;
  dnsUseTcp?: boolean;
  idpAccessTokenAllowedAudiences?: string[];
  otelTracesExporter?: string;
  otelTracesSamplerArg?: number & tags.Minimum<0> & tags.Maximum<1>;
  otelExporterOtlpEndpoint?: string;
  otelExporterOtlpHeaders?: string[];
  otelExporterOtlpProtocol?: string;
  otelExporterOtlpTimeout?: Duration;
  otelResourceAttributes?: string[];
  otelLogLevel?: string;
  sshAddress?: string;
  sshHostKeys?: string[];
  sshUserCaKey?: string;
  mcpAllowedClientIdDomains?: string[];
  mcpAllowedAsMetadataDomains?: string[];
  mcpDynamicClientRegistration?: boolean;
  /** Blob storage of session recordings: the hosted API's snake_case members. */
  blobStorage?: { bucket_uri?: string & tags.MaxLength<2048>; managed_prefix?: string & tags.MaxLength<1024> };
  envoyDynamicExtensions?: string[];
  otelAttributeValueLengthLimit?: number & tags.Type<"int32">;
  otelBspMaxExportBatchSize?: number & tags.Type<"int32">;
  otelBspScheduleDelay?: Duration;
  otelExporterOtlpTracesEndpoint?: string;
  otelExporterOtlpTracesHeaders?: string[];
  otelExporterOtlpTracesProtocol?: string;
  otelExporterOtlpTracesTimeout?: Duration;
  sessionRecordingConcurrency?: number & tags.Type<"uint32">;
  /** Normalise request paths (RFC 3986: dot segments, percent-encodings) before routing and policies. The proxy's default: true. */
  normalizePath?: boolean;
  /** Merge adjacent slashes of request paths before routing and policies. The proxy's default (since 0.33): true. */
  mergeSlashes?: boolean;
  /**
   * What the proxy does with a path holding an escaped slash (`%2F`, `%5C`): keep it, reject the request
   * with 400 (the proxy's default since 0.33), unescape and redirect, or unescape and forward.
   */
  pathWithEscapedSlashesAction?: "" | "keep_unchanged" | "reject_request" | "unescape_and_redirect" | "unescape_and_forward";
  /** Identity providers of workload JWTs (`bearerTokenFormat: "jwt"`), by name (lower case: the proxy's file loader lower-cases keys). */
  identityProviders?: Record<string, WorkloadIdentityProvider>;
  /** What the proxy does with a request header whose name holds `_`: allow it, reject the request with 400 (the proxy's default), or drop the header. */
  headersWithUnderscoresAction?: "" | "allow" | "reject_request" | "drop_header";
  originatorId?: string & tags.MaxLength<256>;
}

/** One RFC 6902 operation. */
export interface PatchOperation {
  op: "add" | "remove" | "replace" | "copy" | "move" | "test";
  path: string & tags.MaxLength<1024>;
  value?: unknown;
  from?: string & tags.MaxLength<1024>;
}

/** A JSON Patch document. */
export type PatchDocument = PatchOperation[] & tags.MaxItems<1000>;

/** Query of listPolicies, listRoutes and listKeyPairs. */
export interface ConfigListQuery {
  namespaceId: string & tags.MinLength<1>;
  includeDescendants?: boolean;
  offset?: number & tags.Type<"uint32">;
  /** Page size; values above 10 000 are read as 10 000 (the hosted API's type is unbounded). */
  limit?: number & tags.Type<"uint64"> & tags.Minimum<1>;
  /** Comma-separated fields, `-` for descending; the fields of the list's `filter` (docs/wire-contract.md). */
  orderBy?: string & tags.MaxLength<256>;
  /** The hosted API's JSON filter model: `{items: [{field, operator, value}], logicOperator?, quickFilterValues?, quickFilterLogicOperator?}`. */
  filter?: string & tags.MaxLength<16384>;
}

/** Query of getQuotas. */
export interface QuotasQuery {
  /** Count what this namespace and those below it hold (default: the whole organization). */
  namespaceId?: string & tags.MinLength<1> & tags.MaxLength<64>;
}

/** Query of listUsersInOrganization. */
export interface UserListQuery {
  userType?: UserType;
}

/** Query of listChangesets. */
export interface ChangesetListQuery {
  clusterId?: string;
  status?: ChangesetStatus;
  offset?: number & tags.Type<"uint32">;
  /** Page size; values above 1000 are read as 1000 (the hosted API's type is unbounded). */
  limit?: number & tags.Type<"uint64"> & tags.Minimum<1>;
  /** Comma-separated fields, `-` for descending (default: newest first). */
  orderBy?: string & tags.MaxLength<256>;
  /** The hosted API's JSON filter model (docs/wire-contract.md). */
  filter?: string & tags.MaxLength<16384>;
}

/** Query of compareChangesets. */
export interface ChangesetCompareQuery {
  clusterId: string & tags.MinLength<1>;
  firstId?: string;
  secondId?: string;
}

/** Query of listActivityLogs. */
export interface ActivityListQuery {
  activityType?: ActivityType;
  entityId?: string;
  entityType?: EntityType;
  changesetId?: string;
  namespaceId?: string;
  userId?: string;
  offset?: number & tags.Type<"uint32">;
  /** Page size; values above 1000 are read as 1000 (the hosted API's type is unbounded). */
  limit?: number & tags.Type<"uint64"> & tags.Minimum<1>;
  /** Comma-separated fields, `-` for descending (default: newest first). */
  orderBy?: string & tags.MaxLength<256>;
  /** The hosted API's JSON filter model (docs/wire-contract.md). */
  filter?: string & tags.MaxLength<16384>;
}

/**
 * The body of `checkIdentityProviderSettings`: identity provider settings to check before saving them
 * in a cluster's settings. `provider` is any string so that an unknown one is reported, not refused.
 */
export interface IdentityProviderCheckRequest {
  provider: string & tags.MaxLength<64>;
  clientId?: string & tags.MaxLength<1024>;
  clientSecret?: string & tags.MaxLength<8192>;
  url?: string & tags.MaxLength<2048>;
  scopes?: (string & tags.MaxLength<256>)[] & tags.MaxItems<64>;
  requestParams?: Record<string, string & tags.MaxLength<2048>>;
}
