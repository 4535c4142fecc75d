/**
 * The resources of the management API as they appear on the wire (responses). Write bodies, with the
 * limits typia checks, are in `requests.ts`.
 */
import type { GrpcHealthCheckWrite, HttpHealthCheckWrite, PatchOperation, RouteWrite, SettingsWrite, TcpHealthCheckWrite } from "./requests.js";
import type { PolicyTestReport } from "./policy-tests.js";
import type { ActivityType, ChangesetStatus, EntityType, OrganizationRole, Timestamp, UserType } from "./primitives.js";

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

/**
 * Fields common to every health-check variant, as the API shows them: unset ones are shown as the
 * hosted schema has them, `""` durations and `0` thresholds (a write may send those, meaning unset).
 */
export interface HealthCheckCommon {
  timeout?: string;
  interval?: string;
  unhealthyThreshold?: number;
  healthyThreshold?: number;
}

/** HTTP health check. */
export interface HttpHealthCheck extends HealthCheckCommon, Omit<HttpHealthCheckWrite, keyof HealthCheckCommon> {}

/** TCP health check. */
export interface TcpHealthCheck extends HealthCheckCommon, Omit<TcpHealthCheckWrite, keyof HealthCheckCommon> {}

/** gRPC health check. */
export interface GrpcHealthCheck extends HealthCheckCommon, Omit<GrpcHealthCheckWrite, keyof HealthCheckCommon> {}

/** One of the three health-check variants, as the API shows them. */
export type RouteHealthCheck = HttpHealthCheck | TcpHealthCheck | GrpcHealthCheck;

/**
 * A proxied endpoint, as the API returns it: its write fields (`RouteWrite`, the same types but
 * for the health check's unset fields) and the links read from the policies.
 */
export interface Route extends Timestamps, Omit<RouteWrite, "healthCheck"> {
  healthCheck?: RouteHealthCheck;
  policies: EntityRef[];
  enforcedPolicies: EntityRef[];
  enforcedPolicyIds: string[];
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

/** The settings write fields of a cluster (`SettingsWrite`, the body of `updateSettings`). */
export type SettingsFields = SettingsWrite;

/** The settings of one cluster. */
export interface Settings extends Timestamps, SettingsWrite {}

/** A recorded set of configuration changes of one cluster. */
export interface Changeset extends Timestamps {
  failureMessage: string;
  namespaceId: string;
  status: ChangesetStatus;
  /**
   * The policy test suites' report of its last apply (an extension: the hosted API has no such field),
   * when suites cover its cluster; a failed case fails the apply and is listed here.
   */
  testReport?: PolicyTestReport;
  /** Set when an owner applied it without the approvals its cluster's policy asks (an extension), with their reason. */
  breakGlass?: { reason: string; by: ActorRef };
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
  /**
   * The change as a JSON Patch (RFC 6902) from the entity's data before it to its data after it (an
   * extension: the hosted API has no such field, and its clients ignore it). Secrets appear only as
   * `<name>Set` (a key pair's key as `hasKey`), as in `entity.data`; a secret replaced by another value
   * shows as a `replace` of that flag by `true`. Absent in entries written before accessplane recorded diffs.
   */
  diff?: PatchOperation[];
  namespace: { id: string; name: string };
  user: ActorRef;
}
