/**
 * What every service shares: the store, time, ids, the logger and the defaults, plus the helpers that
 * make a write an activity entry and retry a read-decide-commit cycle that lost a race.
 */
import type { ActorRef } from "../domain/entities.js";
import type { Clock, IdGenerator } from "../domain/ids.js";
import type { ActivityType, EntityType } from "../domain/primitives.js";
import { AccessPlaneError } from "../errors.js";
import type { Logger } from "../logger.js";
import type { Metrics } from "../observability/metrics.js";
import type { TracerLike } from "../observability/tracing.js";
import type { ActivityRecord, ConfigRecordKind, ConfigServiceFields, OrganizationRecord } from "../store/records.js";
import { checks, ops, type BatchCheck, type FilterField, type FilterValue, type Kind, type Store, type Stored, type WriteOp } from "../store/port.js";
import type { ReadCache } from "./read-cache.js";
import { activityDiff } from "./json-patch.js";

/** Who performs a change, as the activity log records it. */
export type Actor = ActorRef;

/** The actor of changes the library makes itself (bootstrap, migrations). */
export const SYSTEM_ACTOR: Actor = { id: "system", email: "system@accessplane.invalid", displayName: "accessplane", photoUrl: "" };

/** Shared dependencies of the services. */
export interface ServiceContext {
  readonly store: Store;
  readonly clock: Clock;
  readonly newId: IdGenerator;
  readonly logger: Logger;
  /** Quotas a new organization gets. */
  readonly defaultQuotas: OrganizationRecord["quotas"];
  /** Where applies are counted (`/metrics`) and traced. */
  readonly telemetry: { readonly metrics: Metrics; readonly tracer?: TracerLike };
  /** Namespace trees, enforced policies and memberships for reads; for writes, only the exact tree of `treeForWrite`. */
  readonly reads: ReadCache;
}

/** Options of a route, policy or settings write that concern the vendor's ConfigService protocol. */
export interface ConfigServiceWriteOptions {
  /**
   * The entity's ConfigService fields that the REST model lacks (proto3 JSON names and values), which
   * replace the stored ones. Left out (as every REST write does), the stored ones are kept.
   */
  configServiceFields?: ConfigServiceFields;
}

/** Options of a route, policy or settings read that concern the vendor's ConfigService protocol. */
export interface ConfigServiceReadOptions {
  /** Include the entity's stored ConfigService fields (`configServiceFields`); REST reads do not. */
  withConfigServiceFields?: boolean;
}

/** `{configServiceFields}` a write stores: the given fields, else the current record's. */
export function configServiceFieldsOf(
  options: ConfigServiceWriteOptions,
  current?: { configServiceFields?: ConfigServiceFields },
): { configServiceFields?: ConfigServiceFields } {
  const fields = options.configServiceFields ?? current?.configServiceFields;
  return fields === undefined || Object.keys(fields).length === 0 ? {} : { configServiceFields: fields };
}

/** The current time as an RFC 3339 UTC string. */
export function nowIso(ctx: ServiceContext): string {
  return ctx.clock().toISOString();
}

/** What an activity entry says about a change. */
interface ActivityInput {
  activityType: ActivityType;
  entityType: EntityType;
  entityId: string;
  /** The entity after the change (before it, for a delete), without any secret. */
  data: Record<string, unknown>;
  /** For an update, the entity's data before it (as `data` is written): the entry's diff is from it. */
  before?: Record<string, unknown>;
  /** Flags in `data` of secrets replaced by another value, which the diff shows as replaced (see activityDiff). */
  replacedSecrets?: readonly string[];
  namespace: { id: string; name: string };
  /** The drafts the entry is attached to (configuration writes only). */
  changesetIds?: string[];
  /** The application that carried it, when the entry's own commit applies it (see `BornApply`). */
  applied?: ActivityRecord["applied"];
}

/** The batch op that appends the activity entry of a change. */
export function activityOp(ctx: ServiceContext, orgId: string, actor: Actor, input: ActivityInput): WriteOp {
  const at = nowIso(ctx);
  const record: ActivityRecord = {
    id: ctx.newId(),
    createdAt: at,
    updatedAt: at,
    orgId,
    activityType: input.activityType,
    entityType: input.entityType,
    entityId: input.entityId,
    data: input.data,
    diff: activityDiff(input.activityType, input.data, input.before, input.replacedSecrets),
    namespaceId: input.namespace.id,
    namespaceName: input.namespace.name,
    userId: actor.id,
    user: { id: actor.id, email: actor.email, displayName: actor.displayName, photoUrl: actor.photoUrl },
    changesetIds: input.changesetIds ?? [],
    ...(input.applied === undefined ? {} : { applied: input.applied }),
  };
  return ops.insert("activity", orgId, record);
}

/**
 * The activity entry of a change to an organization, filed under the organization itself. A change
 * to its members (one added, removed, their role or token changed) is an update of the organization.
 */
export function organizationActivityOp(
  ctx: ServiceContext,
  actor: Actor,
  activityType: ActivityType,
  organization: { id: string; name: string },
  data: Record<string, unknown>,
  before?: Record<string, unknown>,
): WriteOp {
  return selfFiledActivityOp(ctx, organization.id, actor, activityType, "organization", organization, data, before);
}

/** The activity entry of a change to a namespace (a cluster is one), filed under the namespace itself. */
export function namespaceActivityOp(
  ctx: ServiceContext,
  orgId: string,
  actor: Actor,
  activityType: ActivityType,
  namespace: { id: string; name: string },
  data: Record<string, unknown>,
  before?: Record<string, unknown>,
): WriteOp {
  return selfFiledActivityOp(ctx, orgId, actor, activityType, "namespace", namespace, data, before);
}

/** The entry of a change to an entity that is itself the namespace its entry is filed under. */
function selfFiledActivityOp(
  ctx: ServiceContext,
  orgId: string,
  actor: Actor,
  activityType: ActivityType,
  entityType: EntityType,
  { id, name }: { id: string; name: string },
  data: Record<string, unknown>,
  before: Record<string, unknown> | undefined,
): WriteOp {
  return activityOp(ctx, orgId, actor, { activityType, entityType, entityId: id, data, ...(before === undefined ? {} : { before }), namespace: { id, name } });
}

/**
 * Runs a read-decide-commit cycle, again when another write won a race (`conflict`), so that without
 * `If-Match` the last writer wins. With an expected version the conflict is the caller's answer.
 */
export async function retryOnConflict<T>(action: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      if (attempt >= attempts || !(error instanceof AccessPlaneError) || error.code !== "conflict") throw error;
    }
  }
}

/** Throws `precondition_failed` when an `If-Match` version does not match the stored one. */
export function checkExpectedVersion(expected: number | undefined, actual: number): void {
  if (expected !== undefined && expected !== actual) {
    throw new AccessPlaneError("precondition_failed", "the resource has changed since the version given in If-Match");
  }
}

/** A store kind the organization's quotas limit, and which quota (a configuration kind's descriptor is one). */
export interface QuotaKind {
  readonly recordKind: "cluster" | ConfigRecordKind;
  readonly quota?: { readonly field: keyof OrganizationRecord["quotas"]; readonly label: string };
}

/**
 * Throws `quota_exceeded` when the organization already holds as many records of `kind` as its quota
 * allows; otherwise returns the checks the create must commit with (see {@link checkQuotaOf}).
 */
export async function checkKindQuota(ctx: ServiceContext, orgId: string, { recordKind: kind, quota }: QuotaKind): Promise<BatchCheck[]> {
  if (quota === undefined) return [];
  // Both reads at once: the count does not depend on the organization.
  const [org, existing] = await Promise.all([ctx.store.get("organization", orgId, orgId), ctx.store.list(kind, orgId, { where: {}, limit: 0, count: true })]);
  if (org === undefined) throw new AccessPlaneError("not_found", "organization not found");
  return quotaChecks(org, { kind, scope: orgId, where: {} }, existing.total ?? 0, org.quotas[quota.field] ?? 0, quota.label);
}

/**
 * Throws `quota_exceeded` when the records of `counted` already number `limit`; otherwise returns the
 * checks that hold the create to that when it commits: the organization (and so its quotas)
 * unchanged since it was read, and still fewer than `limit` such records. A create that raced another
 * past the quota fails with `conflict`; its retry reads again and is refused.
 */
export async function checkQuotaOf<K extends Kind>(
  ctx: ServiceContext,
  org: Stored<OrganizationRecord>,
  counted: { kind: K; scope: string; where: Partial<Record<FilterField<K>, FilterValue>> },
  limit: number,
  what: string,
): Promise<BatchCheck[]> {
  const existing = await ctx.store.list(counted.kind, counted.scope, { where: counted.where, limit: 0, count: true });
  return quotaChecks(org, counted, existing.total ?? 0, limit, what);
}

function quotaChecks<K extends Kind>(
  org: Stored<OrganizationRecord>,
  counted: { kind: K; scope: string; where: Partial<Record<FilterField<K>, FilterValue>> },
  current: number,
  limit: number,
  what: string,
): BatchCheck[] {
  checkQuota(current, limit, what);
  return [checks.version("organization", org.id, org.id, org.version), checks.count(counted.kind, counted.scope, counted.where, limit - 1)];
}

/** Throws `quota_exceeded` when an organization already holds `limit` things of a kind. */
function checkQuota(current: number, limit: number, what: string): void {
  if (current >= limit) {
    throw new AccessPlaneError("quota_exceeded", `the organization has reached its quota of ${limit} ${what}`);
  }
}
