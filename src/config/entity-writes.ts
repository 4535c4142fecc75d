/**
 * The write skeleton every configuration service shares, written once over a kind's descriptor:
 * create, replace (PUT), JSON Patch and delete of one record. Each reads, checks `If-Match`, keeps the
 * secrets a PUT leaves out, patches under the kind's rules, holds the quota, and records the change
 * through {@link ConfigChanges} (activity, draft, auto-apply), retried whole on a version conflict. A
 * service supplies only its own rules ({@link EntityRules}) and presents the written record itself.
 */
import { isDeepStrictEqual } from "node:util";
import type { NamespaceTree } from "../services/namespace-tree.js";
import {
  checkExpectedVersion,
  checkKindQuota,
  configServiceFieldsOf,
  nowIso,
  retryOnConflict,
  type Actor,
  type ConfigServiceWriteOptions,
  type ServiceContext,
} from "../services/context.js";
import { setAtPath, valueAtPath } from "../domain/secret-fields.js";
import { joined } from "../domain/joined.js";
import type { PatchOperation } from "../domain/requests.js";
import { secretPaths, withoutSecrets, type TypedConfigKind } from "../kinds/index.js";
import { patchRules } from "../kinds/descriptor.js";
import { applyJsonPatch } from "../services/json-patch.js";
import { validatePatchDocument } from "../validation/generated/validators.js";
import { validated } from "../validation/report.js";
import { unversioned, type Stored } from "../store/port.js";
import type { ConfigRecordKind, ConfigServiceFields, RecordTypes } from "../store/records.js";
import { writeInput } from "../validation/write-input.js";
import type { ConfigChanges, HeadStart } from "./config-changes.js";
import type { EntityRecord } from "./applied-state.js";
import type { PlannedEntity } from "./apply-plan.js";

/** The fields of a record that a write decides: all but the store's own and the ConfigService's. */
export type WrittenFields<R> = Omit<R, "id" | "createdAt" | "updatedAt" | "orgId" | "configServiceFields">;

/**
 * What one configuration service adds to the skeleton. `C` is what its check found and its
 * presentation may reuse (a route's listed policies); `N` what it reads of a write beside the namespace
 * tree (the policies and key pairs a route names).
 */
export interface EntityRules<K extends ConfigRecordKind, W extends object, C = void, N = undefined> {
  /** The kind's descriptor. */
  readonly kind: TypedConfigKind<RecordTypes[K], W> & { readonly recordKind: K };
  /** Fields besides the secrets that a PUT leaving them out keeps (a key pair's certificate). */
  readonly keptWhenOmitted?: readonly (keyof W & string)[];
  /**
   * Reads what a write names, started beside the namespace tree's read (it needs nothing of it). It
   * reads what the write's references name, never its secrets or `keptWhenOmitted` fields: a replace
   * starts it from the body, before the stored record fills those in.
   */
  read?(orgId: string, write: W): Promise<N>;
  /**
   * Checks a write against the organization, reporting every problem at once (`invalid_argument`),
   * with `current` the stored record on an update; returns what the presentation may reuse.
   */
  check(orgId: string, tree: NamespaceTree, write: W, current: Stored<RecordTypes[K]> | undefined, read: N): Promise<C> | C;
  /**
   * The record's fields from a checked write; by default, the write as it is. Where the record is
   * (`namespaceId`, and `clusterId` for a kind placed by it) comes from the write or, for a kind placed
   * by `clusterId`, from the skeleton.
   */
  fields?(
    write: W,
    checked: C,
    current: Stored<RecordTypes[K]> | undefined,
  ): Omit<WrittenFields<RecordTypes[K]>, "clusterId" | "namespaceId"> & { namespaceId?: string };
  /** The write a JSON Patch makes of the stored record; by default the kind's patch rules ({@link patchedWrite}). */
  patched?(current: Stored<RecordTypes[K]>, patch: readonly PatchOperation[]): W;
  /**
   * What must hold before record `id` is deleted (nothing still names it): starts its reads (beside the
   * record's own, which has not come in yet) and returns the check, run once the record and the
   * namespace tree are in.
   */
  checkDelete?(orgId: string, id: string): (tree: NamespaceTree, current: Stored<RecordTypes[K]>) => Promise<void>;
}

/** A written (or, for an empty patch, unchanged) record, with what the write read and checked. */
export interface Written<R, C> {
  readonly record: Stored<R>;
  /** The namespace tree the write was checked against; absent when nothing was written. */
  readonly tree?: NamespaceTree;
  /** What the check returned; absent when nothing was written. */
  readonly checked?: C;
}

/**
 * Reads the stored record a write works on, or throws `not_found` (the service knows how it is
 * addressed); `id`, when the address is the record's id, lets a replace start its commit's reads
 * before the record is read (see {@link recordById}).
 */
export type CurrentRecord<R> = (() => Promise<Stored<R>>) & { readonly id?: string };

/** The record of id `id`, as `read` reads it: a {@link CurrentRecord} whose id is known before the read. */
export function recordById<R>(id: string, read: () => Promise<Stored<R>>): CurrentRecord<R> {
  return Object.assign(read, { id });
}

/** The reads a write's checks need, started together. */
interface CheckReads<N> {
  readonly tree: Promise<NamespaceTree>;
  /** What the write names (see {@link EntityRules.read}). */
  readonly named: Promise<N> | undefined;
}

/** Create, replace, patch and delete of one kind's records, under its service's rules. */
export class EntityWrites<K extends ConfigRecordKind, W extends object, C = void, N = undefined> {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly changes: ConfigChanges,
    private readonly rules: EntityRules<K, W, C, N>,
  ) {}

  /**
   * Creates a record from a write body (validated by the kind's write shape); `placed` are fields the
   * write does not carry (the cluster of a kind placed by `clusterId`, from the request's path).
   */
  async create(
    orgId: string,
    body: unknown,
    actor: Actor,
    options: ConfigServiceWriteOptions = {},
    placed: Partial<WrittenFields<RecordTypes[K]>> = {},
  ): Promise<Written<RecordTypes[K], C>> {
    const write = writeInput(body, this.rules.kind.write);
    return retryOnConflict(async () => {
      const id = this.ctx.newId();
      const guess = joined<EntityRecord>(write, placed, { id });
      const ahead = this.headStart(orgId, guess.namespaceId, { kind: this.rules.kind.recordKind, id, after: guess, created: true });
      try {
        // The quota's read runs beside the others (a bad request is still told what is wrong with it first).
        const quotaRead = checkKindQuota(this.ctx, orgId, this.rules.kind);
        quotaRead.catch(() => {});
        const { tree, checked } = await this.checked(orgId, write, undefined);
        const quota = await quotaRead;
        const at = nowIso(this.ctx);
        const record = joined<RecordTypes[K]>(
          this.fieldsOf(write, checked, undefined),
          placed,
          { id, createdAt: at, updatedAt: at, orgId },
          configServiceFieldsOf(options),
        );
        await this.changes.created(this.rules.kind, orgId, tree, actor, record, quota, await ahead);
        return { record: joined<Stored<RecordTypes[K]>>(record, { version: 1 }), tree, checked };
      } finally {
        giveBack(ahead);
      }
    });
  }

  /**
   * Replaces every write field of the record `current` reads (PUT). A secret the body leaves out keeps
   * its stored value (send `""` to clear it), so callers who may not read secrets can send back what
   * they read; so does a nested one while the object holding it is still written.
   */
  async replace(
    orgId: string,
    current: CurrentRecord<RecordTypes[K]>,
    body: unknown,
    actor: Actor,
    expectedVersion?: number,
    options: ConfigServiceWriteOptions = {},
  ): Promise<Written<RecordTypes[K], C>> {
    const input = writeInput(body, this.rules.kind.write);
    return retryOnConflict(async () => {
      // The body is the write, and names the namespace it leaves the record in: its checks' reads and,
      // with the record's id known, its commit's (see headStart) start beside the record's own.
      const checks = this.checkReads(orgId, input);
      const early =
        current.id === undefined
          ? undefined
          : this.headStart(orgId, (input as { namespaceId?: unknown }).namespaceId, {
              kind: this.rules.kind.recordKind,
              id: current.id,
              after: { ...input, id: current.id },
              created: false,
            });
      try {
        const stored = await current();
        checkExpectedVersion(expectedVersion, stored.version);
        let write = input;
        const kept = [...secretPaths(this.rules.kind), ...(this.rules.keptWhenOmitted ?? []).map((field) => [field])];
        for (const path of kept) {
          const value = valueAtPath(stored, path);
          if (value !== undefined && valueAtPath(write, path) === undefined) write = setAtPath(write, path, value);
        }
        return await this.save(orgId, stored, write, actor, options, { ahead: early, checks });
      } finally {
        giveBack(early);
      }
    });
  }

  /** Applies a JSON Patch to the write fields, all or nothing; the result is checked like a PUT. */
  async patch(
    orgId: string,
    current: CurrentRecord<RecordTypes[K]>,
    patch: readonly PatchOperation[],
    actor: Actor,
    expectedVersion?: number,
  ): Promise<Written<RecordTypes[K], C>> {
    return retryOnConflict(async () => {
      // When this process wrote the record last, the write is computed from what it wrote, and its
      // checks' and its commit's reads go out beside the record's; used only if the record read is that one.
      const guess = patch.length === 0 || current.id === undefined ? undefined : this.patchGuess(orgId, current.id, patch);
      try {
        const stored = await current();
        checkExpectedVersion(expectedVersion, stored.version);
        if (patch.length === 0) return { record: stored };
        const write = this.rules.patched?.(stored, patch) ?? patchedWrite(this.rules.kind, stored, patch);
        const held = guess !== undefined && guess.wrote(stored) ? guess : undefined;
        if (held === undefined) giveBack(guess?.early.ahead);
        return await this.save(orgId, stored, write, actor, {}, held?.early);
      } finally {
        giveBack(guess?.early.ahead);
      }
    });
  }

  /**
   * A patch's guess of its write, from the record this process's last write of the entity left (see
   * {@link ConfigChanges.lastWriteOf}), with its checks' reads and its head start started for it;
   * `wrote(stored)` says whether the record read is that one (its version, and its fields but the
   * secrets, which the guess lacks and which neither those reads nor the head start depend on: a
   * kind's `read` rule must not). `undefined` when this process did not write the entity last, or the
   * patch does not apply to that record.
   */
  private patchGuess(
    orgId: string,
    id: string,
    patch: readonly PatchOperation[],
  ): { early: { ahead: Promise<HeadStart | undefined> | undefined; checks: CheckReads<N> }; wrote: (stored: Stored<RecordTypes[K]>) => boolean } | undefined {
    const kind = this.rules.kind;
    const last = this.changes.lastWriteOf(orgId, kind.recordKind, id);
    if (last === undefined) return undefined;
    const guessed = joined<Stored<RecordTypes[K]>>(last.record, { version: last.version });
    let write: W;
    try {
      write = this.rules.patched?.(guessed, patch) ?? patchedWrite(kind, guessed, patch);
    } catch {
      // Refused on the guess: the patch goes the usual way, to be refused (or not) on the record read.
      return undefined;
    }
    const placed = kind.ofCluster.by === "clusterId" ? pick(last.record, ["clusterId", "namespaceId"]) : {};
    const after = joined<EntityRecord>(last.record, write, placed);
    const checks = this.checkReads(orgId, write);
    // As in save: a patch that moves the entity belongs to two clusters' drafts, and has none.
    const ahead =
      after.namespaceId === last.record.namespaceId
        ? this.headStart(orgId, after.namespaceId, { kind: kind.recordKind, id, after, created: false })
        : undefined;
    return {
      early: { ahead, checks },
      wrote: (stored) => stored.version === last.version && isDeepStrictEqual(withoutSecrets(kind, unversioned(stored) as object), last.record),
    };
  }

  /** Deletes the record `current` reads, once its service's deletion rule holds. */
  async delete(orgId: string, current: CurrentRecord<RecordTypes[K]>, actor: Actor, expectedVersion?: number): Promise<void> {
    await retryOnConflict(async () => {
      // The namespace tree and the deletion rule's reads go out beside the record's read (they need its
      // id alone), and so do the commit's when this process wrote the record last and so knows its
      // namespace (checked once read); else those go out once the record is in.
      const kind = this.rules.kind.recordKind;
      const treeRead = this.ctx.reads.treeForWrite(orgId);
      treeRead.catch(() => {});
      const rule = current.id === undefined ? undefined : this.rules.checkDelete?.(orgId, current.id);
      const guessed = current.id === undefined ? undefined : this.changes.lastNamespaceOf(orgId, kind, current.id);
      const early = guessed === undefined ? undefined : this.headStart(orgId, guessed, { kind, id: current.id!, created: false });
      let ahead = early;
      try {
        const stored = await current();
        checkExpectedVersion(expectedVersion, stored.version);
        if (early === undefined || stored.namespaceId !== guessed) {
          giveBack(early);
          ahead = this.headStart(orgId, stored.namespaceId, { kind, id: stored.id, created: false });
        }
        const tree = await treeRead;
        await (rule ?? this.rules.checkDelete?.(orgId, stored.id))?.(tree, stored);
        await this.changes.deleted(this.rules.kind, orgId, tree, actor, stored, await ahead);
      } finally {
        giveBack(ahead);
      }
    });
  }

  private async save(
    orgId: string,
    current: Stored<RecordTypes[K]>,
    write: W,
    actor: Actor,
    options: ConfigServiceWriteOptions,
    /**
     * What a replace started reading before it read `current`: its checks' reads, and its head start
     * (the commit checks what that was taken for).
     */
    early?: { ahead: Promise<HeadStart | undefined> | undefined; checks: CheckReads<N> },
  ): Promise<Written<RecordTypes[K], C>> {
    // A record placed in a cluster by its id (settings, service accounts) stays where it is.
    const placed = this.rules.kind.ofCluster.by === "clusterId" ? pick(current, ["clusterId", "namespaceId"]) : {};
    const guess = joined<EntityRecord>(unversioned(current), write, placed);
    // A replace's was started from its body (its commit gives it back unless the write is what it was
    // started for); a patch's only for a write that stays in its namespace (one that moves belongs to
    // two clusters' drafts).
    const ahead =
      early !== undefined
        ? early.ahead
        : guess.namespaceId === current.namespaceId
          ? this.headStart(orgId, guess.namespaceId, { kind: this.rules.kind.recordKind, id: current.id, after: guess, created: false })
          : undefined;
    try {
      const { tree, checked } = await this.checked(orgId, write, current, early?.checks);
      const record = joined<RecordTypes[K]>(
        this.fieldsOf(write, checked, current),
        placed,
        { id: current.id, createdAt: current.createdAt, updatedAt: nowIso(this.ctx), orgId },
        // Kept from the stored record unless the write gives its own (kinds without them have none).
        configServiceFieldsOf(options, current as { configServiceFields?: ConfigServiceFields }),
      );
      const version = await this.changes.updated(this.rules.kind, orgId, tree, actor, current, record, await ahead);
      return { record: joined<Stored<RecordTypes[K]>>(record, { version }), tree, checked };
    } finally {
      giveBack(ahead);
    }
  }

  /**
   * What the write's commit will read past its checks, started before them for `entity` in
   * `namespaceId` (its `after` the record as the write is expected to leave it, none for a delete: see
   * {@link ConfigChanges.headStart}); `undefined` when there is no namespace to find its cluster by, or
   * the start failed (the commit then reads for itself).
   */
  private headStart(orgId: string, namespaceId: unknown, entity: PlannedEntity): Promise<HeadStart | undefined> {
    if (typeof namespaceId !== "string") return Promise.resolve(undefined);
    return this.changes.headStart(orgId, namespaceId, entity).catch(() => undefined);
  }

  /** Starts the reads of a write's checks: the namespace tree and what the write names, together. */
  private checkReads(orgId: string, write: W): CheckReads<N> {
    const named = this.rules.read?.(orgId, write);
    named?.catch(() => {});
    const tree = this.ctx.reads.treeForWrite(orgId);
    tree.catch(() => {});
    return { tree, named };
  }

  /** The service's check of the write, on its reads (started now, or by `reads` earlier). */
  private async checked(
    orgId: string,
    write: W,
    current: Stored<RecordTypes[K]> | undefined,
    reads = this.checkReads(orgId, write),
  ): Promise<{ tree: NamespaceTree; checked: C }> {
    const tree = await reads.tree;
    const checked = await this.rules.check(orgId, tree, write, current, (await reads.named) as N);
    return { tree, checked };
  }

  private fieldsOf(write: W, checked: C, current: Stored<RecordTypes[K]> | undefined): object {
    return this.rules.fields?.(write, checked, current) ?? { ...write };
  }
}

/**
 * Gives back the turn a head start took, if the write did not use it (it failed before its commit):
 * once taken, without waiting for it (a turn used or given back stays so).
 */
function giveBack(ahead: Promise<HeadStart | undefined> | undefined): void {
  void ahead?.then((started) => started?.turn?.release());
}

/** The named fields of a record. */
function pick(record: object, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, (record as Record<string, unknown>)[field]]));
}

/**
 * The write a JSON Patch makes of a record, the same for every kind: the patch document checked, applied
 * to the document the kind's descriptor gives (its write fields as a client reads them) under the kind's
 * rules (read-only fields untouched, secrets never read), then read as a write of the kind;
 * `invalid_argument` (or `failed_precondition`, a failed `test`) naming the problem.
 */
export function patchedWrite<R extends object, W>(kind: TypedConfigKind<R, W>, record: R, patch: unknown): W {
  const operations = validated(validatePatchDocument(patch), "JSON Patch");
  const patched = applyJsonPatch(kind.patchDocument(record), operations, patchRules(kind));
  kind.afterPatch?.(patched);
  return validated(kind.write.validate(patched), `patched ${kind.write.what}`);
}
