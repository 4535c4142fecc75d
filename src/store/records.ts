/**
 * What the stores keep: plain JSON records, one shape per kind. They differ from the wire types where
 * the API computes fields (links, the caller's role) or hides them (hashes, private keys).
 */
import type { ConfigServiceFields } from "../domain/applied-config.js";
import type { ActorRef, CertificateInfo, SettingsFields } from "../domain/entities.js";
import type { ActivityType, ChangesetStatus, EntityType, NamespaceType, OrganizationRole, UserType } from "../domain/primitives.js";
import type { PolicyWrite, RouteWrite } from "../domain/requests.js";
import type { PolicyTestReport, PolicyTestSuiteWrite } from "../domain/policy-tests.js";
import type { ApprovalRule } from "../domain/approvals.js";

/** Fields every record has. */
export interface BaseRecord {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** An organization. Its scope is its own id. */
export interface OrganizationRecord extends BaseRecord {
  name: string;
  logoURL: string;
  organizationType: string;
  ownerUserId: string;
  quotas: {
    administrators: number;
    apiUsers: number;
    certificates: number;
    clusters: number;
    customDomains: number;
    /** Absent in organizations made before it existed (read as 0). */
    hostedClusters?: number;
    policies: number;
    replicas: number;
    routes: number;
    serviceAccounts: number;
  };
  readOnly: boolean;
}

/** A user (global scope). */
export interface UserRecord extends BaseRecord {
  type: UserType;
  email: string;
  displayName: string;
  photoUrl: string;
  needsOnboarding: boolean;
  /** Interactive users: the identity's subject as the embedding application names it. */
  subject?: string;
  /** API-access users: the one organization they belong to. */
  orgId?: string;
  /** API-access users: SHA-256 (hex) of the current refresh token's secret. Never returned. */
  refreshTokenHash?: string;
  /** API-access users: bumped on every renewal; ID tokens carry it, so renewal revokes them. */
  tokenGeneration?: number;
}

/** A user's membership of an organization (global scope, so a user's organizations can be listed). */
export interface MembershipRecord extends BaseRecord {
  orgId: string;
  userId: string;
  role: OrganizationRole;
  userType: UserType;
}

/** An invite of an organization (global scope, so invitations can be found by email). */
export interface InviteRecord extends BaseRecord {
  orgId: string;
  email: string;
  role: OrganizationRole;
  invitedByUserId: string;
}

/** A namespace. The root's id is the organization id, a cluster's the cluster id. */
export interface NamespaceRecord extends BaseRecord {
  orgId: string;
  /** `""` for the root namespace. */
  parentId: string;
  name: string;
  type: NamespaceType;
}

/** A cluster. Its namespace has the same id. */
export interface ClusterRecord extends BaseRecord {
  orgId: string;
  name: string;
  domain: string;
  flavor: string;
  manualOverrideIpAddress?: string;
  namespaceId: string;
  /** SHA-256 (hex) of the cluster token's secret. Never returned. */
  tokenHash: string;
}

export type { ConfigServiceFields } from "../domain/applied-config.js";

/** The settings of one cluster. */
export interface SettingsRecord extends BaseRecord, SettingsFields {
  orgId: string;
  clusterId: string;
  namespaceId: string;
  configServiceFields?: ConfigServiceFields;
}

/** A policy. */
export interface PolicyRecord extends BaseRecord, PolicyWrite {
  orgId: string;
  configServiceFields?: ConfigServiceFields;
}

/** A policy test suite. */
export interface PolicyTestSuiteRecord extends BaseRecord, Omit<PolicyTestSuiteWrite, "description"> {
  orgId: string;
  description: string;
}

/** A route. */
export interface RouteRecord extends BaseRecord, RouteWrite {
  orgId: string;
  configServiceFields?: ConfigServiceFields;
}

/** A key pair. `key` may be an encrypted envelope; it never leaves the services. */
export interface KeyPairRecord extends BaseRecord {
  orgId: string;
  namespaceId: string;
  name: string;
  certificate?: string;
  key?: string;
  origin: "user" | "system";
  certificateInfo: CertificateInfo[];
  originatorId?: string;
}

/** A service account of one cluster; its token is derived (signed on demand), never stored. */
export interface ServiceAccountRecord extends BaseRecord {
  orgId: string;
  clusterId: string;
  /** The cluster's namespace, where the account belongs like every configuration entity. */
  namespaceId: string;
  userId: string;
  description: string;
  expiresAt?: string;
  originatorId?: string;
}

/** A changeset of one cluster. */
export interface ChangesetRecord extends BaseRecord {
  orgId: string;
  clusterId: string;
  namespaceId: string;
  status: ChangesetStatus;
  failureMessage: string;
  /** The cluster id while the changeset is its draft (`pending`); unique, so a cluster has one draft. */
  draftOf?: string;
  /** When and by whom it was applied. */
  appliedAt?: string;
  appliedBy?: ActorRef;
  /** The version of the applied configuration it produced (set when it becomes current). */
  configVersion?: number;
  /**
   * While `applying`: when the apply's lease runs out. An apply still `applying` after that was
   * interrupted (its process stopped) and is recovered by any process of the control plane.
   */
  leaseExpiresAt?: string;
  /**
   * On a `failed` changeset: the changeset whose apply brought its changes into the running
   * configuration (every later apply brings in those of the failed changesets not yet brought in).
   */
  incorporatedBy?: string;
  /** The policy test suites' report of its apply, when suites cover its cluster (failures only). */
  testReport?: PolicyTestReport;
  /** Approvals given to the draft, each for the content digest it had then. */
  approvals?: StoredApproval[];
  /** Set when an owner applied it without its approvals. */
  breakGlass?: { reason: string; by: ActorRef };
}

/** One approval of a draft, as the changeset keeps it. */
export interface StoredApproval {
  userId: string;
  email: string;
  role: OrganizationRole;
  at: string;
  digest: string;
}

/** The approval policy of a cluster or namespace (id = the namespace's id). */
export interface ApprovalPolicyRecord extends BaseRecord {
  orgId: string;
  required: number;
  approverRoles: OrganizationRole[];
  requireTestsPass: boolean;
  rules: ApprovalRule[];
}

/**
 * Which configuration a cluster runs: one per cluster (its id is the cluster id), replaced by each
 * apply. The configuration itself is kept entity by entity ({@link AppliedEntityRecord}), so that an
 * apply writes only what it changes.
 *
 * Records written before version 3 of the schema also hold the whole configuration (`settings`,
 * `routes`, `policies`, `keyPairs`, `serviceAccounts`); the next apply of such a cluster moves it into
 * entity records.
 */
export interface AppliedConfigRecord extends BaseRecord {
  orgId: string;
  clusterId: string;
  changesetId: string;
  /**
   * 1 for the cluster's first applied configuration, then one more per apply; always equal to the
   * record's store version, so that an apply can replace it without reading it first.
   */
  configVersion: number;
  appliedBy: ActorRef;
  /** Only in records written before schema version 3: the whole configuration. */
  settings?: SettingsRecord;
  routes?: RouteRecord[];
  policies?: PolicyRecord[];
  keyPairs?: KeyPairRecord[];
  serviceAccounts?: ServiceAccountRecord[];
}

/**
 * One entity of a cluster's applied configuration: its record as it was saved when applied (id =
 * `<clusterId>/<kind>/<entity id>`). Every policy and key pair visible to the cluster is kept (listed
 * or not), so that a reject can restore any of them.
 */
export interface AppliedEntityRecord extends BaseRecord {
  orgId: string;
  clusterId: string;
  entityKind: ConfigRecordKind;
  entityId: string;
  /** The entity's record, as saved. */
  record: Record<string, unknown>;
  /** The policies and key pairs the entity names (routes and settings), for the apply's checks. */
  refs: string[];
  /** A hash of the requests a route matches (`from`, `prefix`, `path`, `regex`); "" for other kinds. */
  matcher: string;
}

/** One entity an apply changed: its applied record before (absent: added) and after (absent: removed). */
export interface AppliedChange {
  kind: ConfigRecordKind;
  id: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/**
 * What one apply changed in its cluster's configuration (id = the changeset's), kept for the last
 * applies of each cluster: undone newest first, they give the configuration an earlier changeset
 * applied (reverts); replayed, they bring another process's copy of the configuration up to date.
 */
export interface AppliedDeltaRecord extends BaseRecord {
  orgId: string;
  clusterId: string;
  /** The configuration version this apply produced. */
  configVersion: number;
  changes: AppliedChange[];
}

/** An activity log entry. Appended in the same commit as the change it records. */
export interface ActivityRecord extends BaseRecord {
  orgId: string;
  activityType: ActivityType;
  entityType: EntityType;
  entityId: string;
  data: Record<string, unknown>;
  /** RFC 6902 operations from the entity's data before the change to after it (absent in entries of older versions). */
  diff?: { op: string; path: string; value?: unknown; from?: string }[];
  namespaceId: string;
  namespaceName: string;
  userId: string;
  user: ActorRef;
  /** The drafts this entry is attached to (one per cluster the entity belongs to). */
  changesetIds: string[];
  applied?: { at: string; by: ActorRef; changesetId: string };
}

/**
 * An activity entry waiting to be streamed out (id = the entry's), written in the same commit as the
 * entry when the activity stream is configured, removed once every sink has it.
 */
export interface OutboxRecord extends BaseRecord {
  orgId: string;
  /** The sinks that have it. */
  delivered: string[];
  /** Failed delivery passes so far. */
  attempts: number;
  /** When it may be sent (again): a retry's backoff, or a replica's claim while it sends it (ms since the epoch). */
  nextAttemptAt: number;
  /** Why the last pass failed (statuses and timeouts, never a secret). */
  lastError?: string;
}

/** Values the control plane keeps for itself (global scope), such as its token-signing key. */
export interface SystemRecord extends BaseRecord {
  value: Record<string, unknown>;
}

/** The record type of every kind. */
export interface RecordTypes {
  organization: OrganizationRecord;
  user: UserRecord;
  membership: MembershipRecord;
  invite: InviteRecord;
  namespace: NamespaceRecord;
  cluster: ClusterRecord;
  settings: SettingsRecord;
  policy: PolicyRecord;
  route: RouteRecord;
  keyPair: KeyPairRecord;
  serviceAccount: ServiceAccountRecord;
  policyTestSuite: PolicyTestSuiteRecord;
  approvalPolicy: ApprovalPolicyRecord;
  changeset: ChangesetRecord;
  appliedConfig: AppliedConfigRecord;
  appliedEntity: AppliedEntityRecord;
  appliedDelta: AppliedDeltaRecord;
  /** Whole configurations kept for reverts before schema version 3 (read, never written). */
  appliedSnapshot: AppliedConfigRecord;
  activity: ActivityRecord;
  outbox: OutboxRecord;
  system: SystemRecord;
}

/** Name of a kind of record. */
export type Kind = keyof RecordTypes;

/** The store kinds of configuration entities: those that hold a cluster's configuration (see src/kinds). */
export type ConfigRecordKind = "policy" | "route" | "keyPair" | "settings" | "serviceAccount" | "policyTestSuite";
