/**
 * The one way a configuration entity (policy, route, key pair, settings) is written: the entity's ops,
 * its activity entry and the drafts of the clusters it belongs to go into one commit; then the drafts
 * of clusters that auto-apply are applied before the write returns. Every configuration service writes
 * through `created`, `updated` and `deleted` (which {@link ConfigChanges.commit} serves); nothing else
 * appends their activity.
 */
import { boundedBySize, boundedCache } from "../bounded-cache.js";
import type { ActivityType, EntityType } from "../domain/primitives.js";
import { isAccessPlaneError } from "../errors.js";
import {
  CONFIG_KINDS,
  configKindOfRecord,
  isConfigEntityType,
  secretFlagPath,
  secretPaths,
  withoutSecrets,
  type ConfigEntityType,
  type ConfigKind,
} from "../kinds/index.js";
import { valueAtPath } from "../domain/secret-fields.js";
import { joined } from "../domain/joined.js";
import { escapePointer } from "../validation/json-pointer.js";
import { checks as batchChecks, ops, unversioned, type BatchCheck, type CommitResult, type ListResult, type Stored, type WriteOp } from "../store/port.js";
import type {
  ActivityRecord,
  AppliedConfigRecord,
  ChangesetRecord,
  ConfigRecordKind,
  NamespaceRecord,
  PolicyTestSuiteRecord,
  RecordTypes,
  SettingsRecord,
} from "../store/records.js";
import { activityOp, type Actor, type ServiceContext } from "../services/context.js";
import type { NamespaceTree } from "../services/namespace-tree.js";
import type { EntityRecord } from "./applied-state.js";
import { openChangesets, type EntityPlanReads, type PlannedEntity } from "./apply-plan.js";

/** What changed, as the activity log records it. */
export interface ConfigChange {
  activityType: ActivityType;
  entityType: EntityType;
  entityId: string;
  /** The entity after the change (before it, for a delete), without any secret. */
  data: Record<string, unknown>;
  /** The entity's namespace (after the change). */
  namespaceId: string;
  /** Its namespace before the change, when it moved: it then belongs to the clusters of both. */
  previousNamespaceId?: string;
  /** For an update, the entity's data before it (as `data` is written), which the entry's diff starts from. */
  before?: Record<string, unknown>;
  /**
   * For an update, the flags (JSON Pointers into `data`) of secrets that were set before and after it
   * but to another value: the masked data cannot show the change, so the diff names it.
   */
  replacedSecrets?: readonly string[];
}

/** What the write helpers read of a kind's descriptor: its store kind, entity type and activity data, typed by its record. */
interface WrittenKind<K extends ConfigRecordKind> extends Pick<ConfigKind, "secrets" | "nestedSecrets" | "secretShownAt"> {
  readonly recordKind: K;
  readonly entityType: ConfigEntityType;
  activityData(record: RecordTypes[K]): Record<string, unknown>;
}

/**
 * The op that appends the activity entry of a configuration change, attached to `changesetIds`;
 * `applied` when the entry's own commit applies it.
 */
export function configActivityOp(
  ctx: ServiceContext,
  orgId: string,
  actor: Actor,
  tree: NamespaceTree,
  change: ConfigChange,
  changesetIds: string[],
  applied?: BornApply["applied"],
): WriteOp {
  return activityOp(ctx, orgId, actor, {
    activityType: change.activityType,
    entityType: change.entityType,
    entityId: change.entityId,
    data: change.data,
    ...(change.before === undefined ? {} : { before: change.before }),
    ...(change.replacedSecrets === undefined ? {} : { replacedSecrets: change.replacedSecrets }),
    namespace: { id: change.namespaceId, name: tree.get(change.namespaceId)?.name ?? "" },
    changesetIds,
    ...(applied === undefined ? {} : { applied }),
  });
}

/**
 * Drafts to attach an activity entry to: the ops that open new ones, and for the drafts already open
 * the checks that they are still pending drafts at the same version when the write commits (a draft
 * moving to `applying` meanwhile fails the check, and the write attaches again). Writes do not update
 * an open draft, so concurrent writes to one cluster do not conflict over its row.
 */
export interface DraftAttachment {
  ops: WriteOp[];
  checks: BatchCheck[];
  changesetIds: string[];
  /** Cluster id → draft id, for auto-apply after the commit. */
  drafts: Map<string, string>;
  /**
   * Lets this process's other writers and applies go on past what this write decided (see drafts.ts):
   * called once its commit settles, or when it will not commit. Calling it again does nothing.
   */
  readonly release: () => void;
  /** The drafts as this write found or opened them (their rows are not written by an attached write). */
  records: Map<string, Stored<ChangesetRecord>>;
  /** The changesets this write opens already `applying`, by id, with their clusters' apply turns. */
  applying: Map<string, StartedApply>;
  /** The apply this write's own commit carries, with its cluster's turn (see {@link BornApply}). */
  born?: { apply: BornApply; turn: ApplyTurn };
}

/**
 * An apply carried by the commit of the write that causes it: the write's changeset is inserted
 * `current`, with the applied configuration's new version, in the same commit as the write (one
 * commit, no lease, no draft marker). Offered when the write is the cluster's only unapplied change and
 * nothing must see the configuration before it commits (no apply hook, no policy test suite).
 */
export interface BornApply {
  readonly changesetId: string;
  /** The ops the apply adds to the write's commit (the changeset first). */
  readonly ops: readonly WriteOp[];
  /** What the write's activity entry records of the application that carried it. */
  readonly applied: NonNullable<ActivityRecord["applied"]>;
  /**
   * Runs `commit`, the write's commit, as the apply (traced and counted as one); once it lands, this
   * process holds the configuration it made current.
   */
  run<T>(commit: () => Promise<T>): Promise<T>;
}

/**
 * What a write that may carry its apply tells the changeset engine of itself: its cluster (the write's
 * only one), the entity as the write leaves it and who writes it.
 */
export interface WrittenEntity {
  clusterId: string;
  tree: NamespaceTree;
  kind: ConfigRecordKind;
  id: string;
  /** The entity after the write; absent for a delete. */
  after?: EntityRecord;
  /** Whether the write creates it (then no applied record of it can exist). */
  created: boolean;
  actor: Actor;
}

/**
 * A cluster's turn to apply in this process, taken before the commit of a write that opens the
 * cluster's changeset `applying` (see `Applier.applyTurn`): the process's next apply of the cluster
 * waits for it.
 */
export interface ApplyTurn {
  /** Runs the apply of `applying`, the changeset the write opened; `undefined` once the turn was used or given back. */
  run(orgId: string, applying: Stored<ChangesetRecord>, actor: Actor): Promise<Stored<ChangesetRecord>> | undefined;
  /** Gives the turn back unused (the write did not commit, or its apply is left to the lease and the sweep). */
  readonly release: () => void;
}

/** A changeset a write opened `applying`, and the turn its apply runs in. */
export interface StartedApply {
  record: Stored<ChangesetRecord>;
  turn: ApplyTurn;
}

/**
 * Whether a write opening a draft of `clusterId` opens it `applying`: the lease and the checks its
 * commit must pass, and the apply's turn; `undefined` to open it `pending`. With `born` (unless it is
 * `false`), the apply the write's commit carries instead, when it can.
 */
export type OpenApplying = (
  clusterId: string,
  born?: boolean,
) => { leaseExpiresAt: string; checks: readonly BatchCheck[]; turn: ApplyTurn; born?: BornApply } | undefined;

/** A read of the pending drafts of `clusterIds`, sent before the write that uses it decided anything (see `Drafts.attach`). */
export interface DraftsRead {
  readonly clusterIds: readonly string[];
  /** How many of this process's draft openings and takings had settled when it was sent. */
  readonly movesBefore: number;
  readonly read: Promise<ListResult<ChangesetRecord>>;
}

/** What an apply carried by a write's commit reads before it plans (see `Applier.readBorn`). */
export interface BornReads {
  clusterId: string;
  header: Stored<AppliedConfigRecord> | undefined;
  /** The cluster's current changeset, which the apply supersedes. */
  current: ListResult<ChangesetRecord>;
  /** The cluster's drafts and changesets applying. */
  open: readonly Stored<ChangesetRecord>[];
  /** Its failed changesets no apply has brought in yet. */
  failed: readonly Stored<ChangesetRecord>[];
  /** The organization's policy test suites (counted). */
  suites: ListResult<PolicyTestSuiteRecord>;
  /** The deletes that keep the cluster's applied history within its limit. */
  cleanup: readonly WriteOp[];
  /** What the plan of the written entity reads. */
  plan: EntityPlanReads;
  /** This process's count of the cluster's applies when the reads began. */
  appliesMade: number | undefined;
}

/** What the changeset engine reads for a write's commit, read ahead of the write's checks (see {@link DraftChangesets.readAhead}). */
export interface ReadsAhead {
  /** The cluster's drafts. */
  readonly drafts?: DraftsRead;
  /** Whether the organization has an approval policy. */
  readonly anyPolicy: Promise<boolean>;
  /** The reads of the apply the write's commit may carry (when it took the cluster's turn). */
  readonly born?: Promise<BornReads>;
}

/**
 * What a write of one entity started reading, before its own reads and checks, of what its commit
 * reads past them (see {@link ConfigChanges.headStart}): its cluster's turn, settings and drafts, and
 * the reads of an apply its commit may carry.
 */
export interface HeadStart {
  /** The cluster the entity's namespace belonged to when this process last wrote there. */
  readonly clusterId: string;
  /** The entity as the write was expected to leave it (`after` a guess made before the checks). */
  readonly entity: PlannedEntity;
  /** The cluster's turn to apply in this process, when the write's commit may carry its apply. */
  readonly turn?: ApplyTurn;
  readonly settingsRead: Promise<ListResult<SettingsRecord>>;
  readonly reads: ReadsAhead;
}

/** What configuration writes need of the changeset engine (ChangesetService provides it). */
export interface DraftChangesets {
  /**
   * The draft ops and ids of the clusters `clusterIds` (`except` left out); a draft it opens is opened
   * `applying` where `openApplying` (awaited beside the drafts' read) says so. The drafts are read
   * then, or were by `ahead` (see {@link DraftChangesets.readAhead}).
   */
  attach(
    orgId: string,
    clusterIds: readonly string[],
    except?: string,
    openApplying?: Promise<OpenApplying | undefined>,
    ahead?: DraftsRead,
  ): Promise<DraftAttachment>;
  /**
   * Starts what `attach` and `openApplying` will read for a write expected to leave `entity` in
   * `clusterId`, before the write's checks: the cluster's drafts (unless this process is opening one),
   * whether the organization has an approval policy, and with `carried` (the write took the cluster's
   * turn) the reads of the apply its commit may carry.
   */
  readAhead(orgId: string, clusterId: string, entity: PlannedEntity, carried: boolean): ReadsAhead;
  /**
   * Which drafts a write may open `applying` (one commit fewer than opening them `pending` and taking
   * them for the apply after): those of clusters that auto-apply, as `settingsRead` finds them; and,
   * given the `written` entity, whether the write's own commit can carry the apply.
   */
  openApplying(
    orgId: string,
    settingsRead: Promise<ListResult<SettingsRecord>>,
    written?: WrittenEntity,
    /** The turn {@link DraftChangesets.nextTurn} took for the write. */
    reserved?: ApplyTurn,
    /** What was read for `written` before its checks ({@link DraftChangesets.readAhead}). */
    ahead?: ReadsAhead,
  ): Promise<OpenApplying | undefined>;
  /**
   * For a write whose commit may carry its apply, the cluster's next turn to apply in this process,
   * taken before the write's reads: at once when no apply of the cluster runs here, after the turn of
   * the write before it when that is all that runs; else `undefined` (the write shares a draft).
   */
  nextTurn(orgId: string, written: Pick<WrittenEntity, "clusterId" | "kind">): Promise<ApplyTurn | undefined>;
  /**
   * Applies the drafts of the clusters whose settings auto-apply (read now, or by `settingsRead`, started
   * earlier); those the write opened `applying` (`started`) in the turn it took.
   */
  autoApply(
    orgId: string,
    drafts: ReadonlyMap<string, string>,
    actor: Actor,
    settingsRead?: Promise<ListResult<SettingsRecord>>,
    started?: ReadonlyMap<string, StartedApply>,
  ): Promise<void>;
  /**
   * Runs `commit`, the commit of a write attached by `attachment`, letting this process's other writers
   * and applies of those drafts wait for it instead of colliding with it.
   */
  committing<T>(attachment: DraftAttachment, commit: () => Promise<T>): Promise<T>;
}

/** The key of an entity in {@link ConfigChanges}' guesses of where this process last left it. */
const orgEntityKey = (orgId: string, kind: string, id: string): string => `${orgId}/${kind}/${id}`;

/**
 * What this process's last write of an entity left: its record without its secrets (as JSON would
 * carry it) and the version the write gave it. A guess: another replica may have written it since.
 */
export interface LastWrite {
  readonly record: EntityRecord;
  readonly version: number;
}

/** The most of the last writes' records (their JSON's length, about their size) a process keeps. */
const LAST_WRITES_BYTES = 16 * 1024 * 1024;

/** Commits configuration writes with their activity, attached to the clusters' drafts. */
export class ConfigChanges {
  /** The cluster of each namespace (by organization) this process last wrote an entity of in one cluster alone: a head start's guess. */
  private readonly clusterOfNamespace = boundedCache<string, string>(10_000);
  /**
   * What this process's last write of each entity (by organization, kind and id) left, for the last
   * 10 000 entities it wrote and 16 MiB of their JSON: a delete's and a patch's head start's guess.
   */
  private readonly lastWrites = boundedBySize<string, LastWrite & { readonly size: number }>(10_000, LAST_WRITES_BYTES, (entry) => entry.size);

  constructor(
    private readonly ctx: ServiceContext,
    private readonly changesets: DraftChangesets,
  ) {}

  /**
   * Starts, before a write's own reads and checks, what its commit would read after them, so that both
   * go out together (one round trip fewer on PostgreSQL): for a write expected to leave `entity` in
   * `namespaceId` (or, a delete, to remove it from there), whose cluster this process saw when it last
   * wrote there, the cluster's turn to apply is taken when the write's commit may carry its apply (see
   * {@link DraftChangesets.nextTurn}), and then its settings, its drafts and that apply's reads are
   * sent. The commit uses them only when the write, once checked, is that entity's in that cluster
   * alone; else it gives the turn back and reads as it would have. `undefined` when the namespace's cluster is not known here. The caller gives the
   * turn back if the write does not reach its commit.
   */
  async headStart(orgId: string, namespaceId: string, entity: PlannedEntity): Promise<HeadStart | undefined> {
    const clusterId = this.clusterOfNamespace.get(`${orgId}/${namespaceId}`);
    // A settings write reads the settings again after its commit, which never carries its apply.
    if (clusterId === undefined || entity.kind === "settings") return undefined;
    const turn = await this.changesets.nextTurn(orgId, { clusterId, kind: entity.kind });
    try {
      const settingsRead = this.ctx.store.list("settings", orgId, { where: { clusterId: [clusterId] } });
      settingsRead.catch(() => {});
      // Read for a carried apply only with the turn: else the commit cannot carry it.
      const reads = this.changesets.readAhead(orgId, clusterId, entity, turn !== undefined);
      return { clusterId, entity, settingsRead, reads, ...(turn === undefined ? {} : { turn }) };
    } catch (error) {
      // A store that refused at once (closed): the write reads for itself, and fails there.
      turn?.release();
      throw error;
    }
  }

  /**
   * The namespace this process's last write of an entity left it in, if the entity is among the last
   * 10 000 this process wrote: a guess (another replica may have moved it since), which lets a delete
   * start its commit's reads beside its read of the entity; the delete checks it against the record.
   */
  lastNamespaceOf(orgId: string, kind: ConfigRecordKind, id: string): string | undefined {
    const namespaceId = this.lastWrites.get(orgEntityKey(orgId, kind, id))?.record.namespaceId;
    return typeof namespaceId === "string" ? namespaceId : undefined;
  }

  /**
   * The record (without its secrets) and version this process's last write of an entity left, if it
   * is among the last this process wrote (see {@link lastNamespaceOf}): a patch computes its write from
   * it, so that its checks' and its commit's reads go out beside its read of the record, and uses them
   * only if the record read is that one.
   */
  lastWriteOf(orgId: string, kind: ConfigRecordKind, id: string): LastWrite | undefined {
    return this.lastWrites.get(orgEntityKey(orgId, kind, id));
  }

  /** Remembers a committed write of an entity (see {@link lastWriteOf}), its secrets left out. */
  private rememberWrite(orgId: string, kind: string, record: EntityRecord, version: number): void {
    const descriptor = configKindOfRecord(kind as ConfigRecordKind);
    if (descriptor === undefined) return;
    const json = JSON.stringify(withoutSecrets(descriptor, record));
    this.lastWrites.set(orgEntityKey(orgId, kind, record.id), { record: JSON.parse(json) as EntityRecord, version, size: json.length });
  }

  /** Inserts a new entity of `kind` with its `create` entry; `checks` must still hold when it commits (a quota). */
  async created<K extends ConfigRecordKind>(
    kind: WrittenKind<K>,
    orgId: string,
    tree: NamespaceTree,
    actor: Actor,
    record: RecordTypes[K],
    checks: readonly BatchCheck[] = [],
    ahead?: HeadStart,
  ): Promise<void> {
    await this.commit(orgId, tree, actor, [ops.insert(kind.recordKind, orgId, record)], change(kind, "create", record), checks, ahead);
  }

  /**
   * Replaces `current` by `record` with its `update` entry (naming the namespace it left, when it
   * moved); the entity's new version.
   */
  async updated<K extends ConfigRecordKind>(
    kind: WrittenKind<K>,
    orgId: string,
    tree: NamespaceTree,
    actor: Actor,
    current: Stored<RecordTypes[K]>,
    record: RecordTypes[K],
    ahead?: HeadStart,
  ): Promise<number> {
    const moved = current.namespaceId !== record.namespaceId ? { previousNamespaceId: current.namespaceId } : {};
    const replacedSecrets = secretPaths(kind)
      .filter((path) => {
        const [was, is] = [valueAtPath(current, path), valueAtPath(record, path)];
        return typeof was === "string" && was !== "" && typeof is === "string" && is !== "" && was !== is;
      })
      .map((path) =>
        secretFlagPath(kind, path)
          .map((segment) => `/${escapePointer(segment)}`)
          .join(""),
      );
    const { versions } = await this.commit(
      orgId,
      tree,
      actor,
      [ops.update(kind.recordKind, orgId, record, current.version)],
      joined<ConfigChange>(
        change(kind, "update", record),
        moved,
        { before: kind.activityData(unversioned(current)) },
        replacedSecrets.length === 0 ? {} : { replacedSecrets },
      ),
      [],
      ahead,
    );
    return versions[0]!;
  }

  /** Deletes `current` with its `delete` entry. */
  async deleted<K extends ConfigRecordKind>(
    kind: WrittenKind<K>,
    orgId: string,
    tree: NamespaceTree,
    actor: Actor,
    current: Stored<RecordTypes[K]>,
    ahead?: HeadStart,
  ): Promise<void> {
    await this.commit(orgId, tree, actor, [ops.delete(kind.recordKind, orgId, current.id, current.version)], change(kind, "delete", current), [], ahead);
  }

  /**
   * Commits `entityOps`, the activity entry of `change` and the draft ops together (the entity op
   * results come first), with `checks` and a check that the entity's namespace is unchanged, then
   * auto-applies. A draft opened by a concurrent write makes this one attach again; a failed check (a
   * changed namespace, a quota reached meanwhile) surfaces as `conflict`, which the services' retry
   * turns into a fresh read. `ahead`: what the write started reading before its checks (see
   * {@link ConfigChanges.headStart}), used when the write is what it was started for.
   */
  async commit(
    orgId: string,
    tree: NamespaceTree,
    actor: Actor,
    entityOps: readonly WriteOp[],
    change: ConfigChange,
    /** What must still hold when the write commits (a quota: see checkKindQuota). */
    checks: readonly BatchCheck[] = [],
    ahead?: HeadStart,
  ): Promise<CommitResult> {
    const clusters = new Set(tree.clustersOf(change.namespaceId));
    if (clusters.size === 1) this.clusterOfNamespace.set(`${orgId}/${change.namespaceId}`, [...clusters][0]);
    if (change.previousNamespaceId !== undefined) for (const id of tree.clustersOf(change.previousNamespaceId)) clusters.add(id);
    // The entity's namespace is still there (as read) when the write commits: a delete of the
    // namespace that lands first sends this write round again, to find it gone.
    const home = change.activityType === "delete" ? undefined : (tree.get(change.namespaceId) as Partial<Stored<NamespaceRecord>> | undefined);
    const homeCheck = home?.id === undefined || home.version === undefined ? [] : [batchChecks.version("namespace", orgId, home.id, home.version)];
    const written = change.entityType === "settings" || clusters.size === 0 ? undefined : writtenEntity(tree, actor, clusters, entityOps, change);
    const started = ahead !== undefined && written !== undefined && startedFor(ahead, written) ? ahead : undefined;
    // Not what it was started for (the namespace's cluster changed): its turn goes back, its reads unused.
    if (started === undefined) ahead?.turn?.release();
    // A write that may carry its apply takes its cluster's turn to apply here before it reads (after
    // another write's, when that one runs: see Applier.nextTurn), so that no apply of this process
    // replaces what it reads before it commits; a head start took it before the write's own reads.
    const reserved = started !== undefined ? started.turn : written === undefined ? undefined : await this.changesets.nextTurn(orgId, written);
    try {
      const result = await this.committed({ orgId, tree, actor, entityOps, change, checks, clusters, homeCheck, written, reserved, started });
      for (const op of entityOps) {
        if (op.op === "delete") this.lastWrites.delete(orgEntityKey(orgId, op.kind, op.id));
        else this.rememberWrite(orgId, op.kind, op.record as unknown as EntityRecord, op.op === "insert" ? 1 : op.expectedVersion + 1);
      }
      return result;
    } finally {
      // Given back if still unused (the write failed); giving back a turn used or given back does nothing.
      reserved?.release();
    }
  }

  /** {@link ConfigChanges.commit} past the wait for the cluster's turn (`reserved`, when it took one). */
  private async committed(write: PreparedWrite): Promise<CommitResult> {
    const { orgId, tree, actor, entityOps, change, checks, clusters, homeCheck, written, reserved, started } = write;
    // Whether the clusters auto-apply, read beside the write: the write cannot change it (a settings
    // write, which can, is followed by a read after its commit).
    const settingsRead =
      started?.settingsRead ??
      (change.entityType === "settings" || clusters.size === 0 ? undefined : this.ctx.store.list("settings", orgId, { where: { clusterId: [...clusters] } }));
    settingsRead?.catch(() => {});
    const openApplying = settingsRead === undefined ? undefined : this.changesets.openApplying(orgId, settingsRead, written, reserved, started?.reads);
    openApplying?.catch(() => {});
    let attachment: DraftAttachment;
    let result: CommitResult;
    for (let attempt = 1; ; attempt++) {
      // The first try may carry the apply in its commit; a try after a failed one opens its changeset as before.
      const opening = attempt === 1 ? openApplying : openApplying?.then((open) => open && ((clusterId: string) => open(clusterId, false)));
      attachment = await this.changesets.attach(orgId, [...clusters], undefined, opening, attempt === 1 ? started?.reads.drafts : undefined);
      const born = attachment.born;
      try {
        const batch = {
          ops: [...entityOps, configActivityOp(this.ctx, orgId, actor, tree, change, attachment.changesetIds, born?.apply.applied), ...attachment.ops],
          checks: [...homeCheck, ...checks, ...attachment.checks],
        };
        const commit = () => this.ctx.store.commit(batch);
        result = await this.changesets.committing(attachment, born === undefined ? commit : () => born.apply.run(commit));
        born?.turn.release();
        break;
      } catch (error) {
        // Not committed: the turns taken for applies that will not run go back, and what it held.
        attachment.release();
        for (const { turn } of attachment.applying.values()) turn.release();
        born?.turn.release();
        // Two writes opening a cluster's draft at once: one wins (and its draft may even be applied
        // already). The other attaches again: to the winner's draft, or to a draft of its own. A
        // duplicate the entity ops make stays a duplicate, and is reported as such after the tries.
        const again =
          attempt < DRAFT_ATTEMPTS &&
          ((isAccessPlaneError(error, "already_exists") && opensDraft(attachment.ops) && (attempt < 4 || (await this.draftsBusy(orgId, clusters)))) ||
            // A draft left `pending` (an apply started) between the attach and the commit, or the
            // configuration the carried apply built on was replaced: attach again.
            (isAccessPlaneError(error, "conflict") && (born !== undefined || (await this.draftMoved(orgId, attachment.checks)))));
        if (!again) throw error;
        // Many writers at once meet each other here again and again: past the first tries each waits a
        // moment longer, at random, so that they spread out (a client sees success, or a real conflict).
        if (attempt >= 3) await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 ** Math.min(attempt, 6)));
      }
    }
    // The turn taken for the write, unless the changeset it opened `applying` runs in it, goes back now:
    // the write attached to a draft already open, whose apply would wait for it.
    if (reserved !== undefined && ![...attachment.applying.values()].some(({ turn }) => turn === reserved)) reserved.release();
    // The write is committed: a failure to apply must not make the caller's retry write it again. The
    // apply is tried again at once (a moment later, with jitter), then left to the sweep.
    for (let attempt = 1; ; attempt++) {
      try {
        // The settings read beside the write serve the first try; a retry reads them again.
        await this.changesets.autoApply(orgId, attachment.drafts, actor, attempt === 1 ? settingsRead : undefined, attachment.applying);
        if (attempt > 1) this.ctx.logger.info({ orgId, attempt }, "auto-apply after a configuration write succeeded on a retry");
        break;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (attempt >= AUTO_APPLY_ATTEMPTS) {
          this.ctx.logger.error({ orgId, attempts: attempt, reason }, "auto-apply after a configuration write failed; the sweep applies the draft later");
          break;
        }
        const delayMs = AUTO_APPLY_BACKOFF_MS * 4 ** (attempt - 1) * (0.5 + Math.random());
        this.ctx.logger.warn({ orgId, attempt, reason, retryInMs: Math.round(delayMs) }, "auto-apply after a configuration write failed; retrying");
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    }
    return result;
  }

  /**
   * Whether other writers are opening and applying drafts of these clusters right now (one is pending or
   * applying): then a write that failed to open a draft lost a race, and tries again; otherwise the
   * duplicate is its own entity's.
   */
  private async draftsBusy(orgId: string, clusterIds: ReadonlySet<string>): Promise<boolean> {
    return (await openChangesets(this.ctx.store, orgId, [...clusterIds])).length > 0;
  }

  /** Whether one of the drafts the checks name is no longer at the version they expect. */
  private async draftMoved(orgId: string, checks: readonly BatchCheck[]): Promise<boolean> {
    const expected = new Map(checks.flatMap((check) => (check.check === "version" && check.kind === "changeset" ? [[check.id, check.expectedVersion]] : [])));
    if (expected.size === 0) return false;
    const found = await this.ctx.store.getMany("changeset", orgId, [...expected.keys()]);
    return expected.size !== found.length || found.some((draft) => draft.version !== expected.get(draft.id) || draft.status !== "pending");
  }
}

/** A write {@link ConfigChanges.commit} is committing, past its cluster's turn. */
interface PreparedWrite {
  orgId: string;
  tree: NamespaceTree;
  actor: Actor;
  entityOps: readonly WriteOp[];
  change: ConfigChange;
  checks: readonly BatchCheck[];
  /** The clusters the write belongs to (those it left included). */
  clusters: ReadonlySet<string>;
  /** That the entity's namespace is unchanged. */
  homeCheck: readonly BatchCheck[];
  written: WrittenEntity | undefined;
  /** The cluster's turn the write took. */
  reserved: ApplyTurn | undefined;
  /** What the write started reading before its checks, when it is what that was started for. */
  started: HeadStart | undefined;
}

/** Whether `ahead` was started for `written`: the same entity (created, or not), in the same cluster. */
function startedFor(ahead: HeadStart, written: WrittenEntity): boolean {
  const { entity } = ahead;
  return ahead.clusterId === written.clusterId && entity.kind === written.kind && entity.id === written.id && entity.created === written.created;
}

/**
 * The entity a write of one entity to one cluster leaves, for an apply its commit may carry; `undefined`
 * for other writes (several clusters, several ops).
 */
function writtenEntity(
  tree: NamespaceTree,
  actor: Actor,
  clusters: ReadonlySet<string>,
  entityOps: readonly WriteOp[],
  change: ConfigChange,
): WrittenEntity | undefined {
  const [op] = entityOps;
  const [clusterId] = clusters;
  if (op === undefined || entityOps.length !== 1 || clusterId === undefined || clusters.size !== 1 || !isConfigEntityType(change.entityType)) return undefined;
  const kind = CONFIG_KINDS[change.entityType];
  if (op.kind !== kind || (op.op === "delete" ? op.id : op.record.id) !== change.entityId) return undefined;
  const after = op.op === "delete" ? undefined : (op.record as unknown as EntityRecord);
  return { clusterId, tree, kind, id: change.entityId, ...(after === undefined ? {} : { after }), created: op.op === "insert", actor };
}

/** The activity of an `activityType` write of `record`, a record of `kind`. */
function change<K extends ConfigRecordKind>(kind: WrittenKind<K>, activityType: ActivityType, record: RecordTypes[K]): ConfigChange {
  return { activityType, entityType: kind.entityType, entityId: record.id, data: kind.activityData(record), namespaceId: record.namespaceId };
}

/** How many times a write attaches to its clusters' drafts when others open them at the same moment. */
const DRAFT_ATTEMPTS = 20;
/** Tries of the auto-apply after a write, and the first pause between two (then 4x, with jitter). */
const AUTO_APPLY_ATTEMPTS = 3;
const AUTO_APPLY_BACKOFF_MS = 100;

/** Whether the ops open a new draft changeset. */
function opensDraft(draftOps: readonly WriteOp[]): boolean {
  return draftOps.some((op) => op.op === "insert" && op.kind === "changeset");
}
