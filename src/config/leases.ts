/**
 * Interrupted applies. An apply holds a lease (`applyLeaseMs`); when its process stops during the
 * apply, the lease runs out and any process recovers the changeset (the sweep at start and every half
 * lease, or any apply or write that meets it): back to `pending` and, with auto-apply, applied again;
 * or `failed` when a newer draft already carries its changes. An apply whose commit fails on the store
 * is ended the same way at once, not left to its lease.
 */
import { isAccessPlaneError } from "../errors.js";
import { ops, unversioned, type Stored } from "../store/port.js";
import type { ChangesetRecord } from "../store/records.js";
import { nowIso, type ServiceContext } from "../services/context.js";
import { nextStatus } from "./changeset-states.js";
import { readChangeset } from "./changeset-records.js";
import type { Drafts } from "./drafts.js";

/** What recovery needs of the apply engine: whether this process applies a changeset now, and the automatic apply (by the system) of a reopened draft. */
export interface ApplyingProcess {
  isApplying(changesetId: string): boolean;
  autoApply(orgId: string, drafts: ReadonlyMap<string, string>): Promise<void>;
}

/** Leases of applies, and the recovery of those interrupted. */
export class Leases {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly drafts: Drafts,
    /** How long an apply may run before another process takes it for interrupted. */
    readonly leaseMs: number,
    private readonly applying: ApplyingProcess,
  ) {}

  /** When a lease taken now runs out. */
  expiryFromNow(): { now: Date; expiresAt: string } {
    const now = this.ctx.clock();
    return { now, expiresAt: new Date(now.getTime() + this.leaseMs).toISOString() };
  }

  /**
   * When `changeset` is `applying` past its lease: back to `pending` (and applied again when its
   * cluster auto-applies) if the cluster has no other draft, else `failed`, its changes carried by
   * that draft. Returns whether it was recovered.
   */
  async recoverIfInterrupted(changeset: Stored<ChangesetRecord>): Promise<boolean> {
    if (changeset.status !== "applying" || !this.expired(changeset) || this.applying.isApplying(changeset.id)) return false;
    const draftId = await this.reopen(changeset, "the process applying it stopped");
    if (draftId === undefined) return false;
    await this.applying.autoApply(changeset.orgId, new Map([[changeset.clusterId, draftId]]));
    return true;
  }

  /** After this process's apply of `changesetId` failed on the store: the changeset is reopened at once, not left to its lease. */
  async abandon(orgId: string, changesetId: string): Promise<void> {
    const changeset = await this.ctx.store.get("changeset", orgId, changesetId).catch(() => undefined);
    if (changeset?.status !== "applying" || this.applying.isApplying(changesetId)) return;
    await this.reopen(changeset, "the apply's commit failed").catch(() => undefined);
  }

  /** One changeset, first recovered when it is an interrupted apply (so it may be the draft again); `not_found` when there is none. */
  async getRecovered(orgId: string, changesetId: string): Promise<Stored<ChangesetRecord>> {
    const changeset = await readChangeset(this.ctx.store, orgId, changesetId);
    return changeset.status === "applying" && (await this.recoverIfInterrupted(changeset)) ? readChangeset(this.ctx.store, orgId, changesetId) : changeset;
  }

  /**
   * Ends an apply that will not finish: back to `pending` when the cluster has no other draft, else
   * `failed`, its changes carried by that draft. Returns the draft that now carries its changes, or
   * undefined when another process moved it first and it is no longer this process's to end.
   */
  private async reopen(changeset: Stored<ChangesetRecord>, why: string): Promise<string | undefined> {
    const { orgId, clusterId } = changeset;
    const at = nowIso(this.ctx);
    const open = await this.ctx.store.list("changeset", orgId, { where: { clusterId, status: "pending" }, limit: 1 });
    const { leaseExpiresAt: _lease, ...rest } = unversioned(changeset);
    const next: ChangesetRecord =
      open.items.length === 0
        ? { ...rest, status: nextStatus(changeset.status, "interrupted"), draftOf: clusterId, updatedAt: at }
        : {
            ...rest,
            status: nextStatus(changeset.status, "interrupted-draft-open"),
            failureMessage: `the apply was interrupted (${why}); its changes go with changeset ${open.items[0]!.id}`,
            updatedAt: at,
          };
    try {
      const removal = next.status === "failed" ? await this.drafts.markerRemoval(orgId, changeset.id) : [];
      await this.ctx.store.commit({ ops: [ops.update("changeset", orgId, next, changeset.version), ...removal] });
    } catch (error) {
      // A write opened a draft meanwhile (the unique draft), or another process recovered it first.
      if (!isAccessPlaneError(error, "already_exists") && !isAccessPlaneError(error, "conflict")) throw error;
      const fresh = await this.ctx.store.get("changeset", orgId, changeset.id);
      // Still as read (the unique draft refused it): again, now finding that draft. Moved on: not ours.
      return fresh?.status === "applying" && fresh.version === changeset.version ? this.reopen(fresh, why) : undefined;
    }
    this.ctx.logger.warn({ orgId, changesetId: changeset.id, clusterId, status: next.status, why }, "recovered an interrupted apply");
    return next.status === "pending" ? changeset.id : open.items[0]!.id;
  }

  private expired(changeset: ChangesetRecord): boolean {
    // A changeset left `applying` by a version without leases has none: take it for interrupted.
    const expires = changeset.leaseExpiresAt === undefined ? 0 : Date.parse(changeset.leaseExpiresAt);
    return this.ctx.clock().getTime() >= expires;
  }
}
