/**
 * The sweep: recovers interrupted applies and applies the drafts of auto-applying clusters that nobody
 * applied (their writer stopped between its commit and its apply), found by their draft markers. Runs
 * at start and every half lease; safe to run in every process at once.
 */
import { isAccessPlaneError } from "../errors.js";
import type { Stored } from "../store/port.js";
import type { ChangesetRecord, SystemRecord } from "../store/records.js";
import { SYSTEM_ACTOR, type ServiceContext } from "../services/context.js";
import type { Applier } from "./apply.js";
import type { Drafts, MarkerValue } from "./drafts.js";
import { setImmediate as nextTurn } from "node:timers/promises";

/** Markers the sweep handles between two yields to the event loop (and removes in one commit). */
const SWEEP_SLICE = 100;

/** What a sweep of interrupted applies did. */
export interface SweepResult {
  /** Applies found interrupted and recovered. */
  recovered: number;
  /** Drafts of auto-applying clusters that were applied. */
  applied: number;
}

/** Sweeps the drafts of every organization. */
export class Sweeper {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly drafts: Drafts,
    private readonly applier: Applier,
  ) {}

  /** Sweeps every draft, a bounded slice at a time; with `atStart`, drafts are not left to their writers first. */
  async sweep(options: { atStart?: boolean } = {}): Promise<SweepResult> {
    const result: SweepResult = { recovered: 0, applied: 0 };
    const markers = await this.drafts.markers();
    const quietMs = options.atStart === true ? 0 : Math.min(5000, this.applier.leases.leaseMs / 4);
    // A bounded slice at a time, yielding between slices: other requests run while a large sweep does.
    for (let start = 0; start < markers.length; start += SWEEP_SLICE) {
      if (start > 0) await nextTurn();
      await this.sweepSlice(markers.slice(start, start + SWEEP_SLICE), result, quietMs);
    }
    if (result.recovered + result.applied > 0) this.ctx.logger.info({ ...result }, "changeset sweep");
    return result;
  }

  /** Sweeps some markers: the changesets read with one query per organization, finished ones' markers removed in one commit. */
  private async sweepSlice(markers: readonly Stored<SystemRecord>[], result: SweepResult, quietMs: number): Promise<void> {
    const now = this.ctx.clock().getTime();
    const byOrg = new Map<string, { marker: Stored<SystemRecord>; changesetId: string }[]>();
    for (const marker of markers) {
      const { orgId, changesetId } = marker.value as MarkerValue;
      byOrg.set(orgId, [...(byOrg.get(orgId) ?? []), { marker, changesetId }]);
    }
    const finished: Stored<SystemRecord>[] = [];
    for (const [orgId, group] of byOrg) {
      const ids = group.map(({ changesetId }) => changesetId);
      const found = new Map((await this.ctx.store.getMany("changeset", orgId, ids)).map((changeset) => [changeset.id, changeset]));
      for (const { marker, changesetId } of group) {
        const changeset = found.get(changesetId);
        if (changeset === undefined || (changeset.status !== "pending" && changeset.status !== "applying")) finished.push(marker);
        else await this.sweepDraft(orgId, changeset, now, quietMs, result);
      }
    }
    await this.drafts.removeMarkers(finished);
  }

  /** Recovers an interrupted apply, or applies a quiet draft of an auto-applying cluster its writer did not apply. */
  private async sweepDraft(orgId: string, changeset: Stored<ChangesetRecord>, now: number, quietMs: number, result: SweepResult): Promise<void> {
    const changesetId = changeset.id;
    try {
      if (changeset.status === "applying") {
        if (await this.applier.leases.recoverIfInterrupted(changeset)) result.recovered += 1;
        return;
      }
      // A pending draft of an auto-applying cluster, quiet for a while: its writer did not apply it.
      if (now - Date.parse(changeset.updatedAt) < quietMs) return;
      const settings = (await this.ctx.store.list("settings", orgId, { where: { clusterId: changeset.clusterId }, limit: 1 })).items[0];
      if (settings?.autoApplyChangesets !== true) return;
      const applied = await this.applier.applyQueued(orgId, changeset.clusterId, changesetId, SYSTEM_ACTOR);
      if (applied.status === "current") result.applied += 1;
    } catch (error) {
      // Another process moved first (a conflict or a changeset no longer pending): its work, not ours.
      if (isAccessPlaneError(error, "conflict") || isAccessPlaneError(error, "failed_precondition")) return;
      this.ctx.logger.warn(
        { orgId, changesetId, reason: error instanceof Error ? error.message : String(error) },
        "changeset sweep: a draft could not be recovered",
      );
    }
  }

  /** Changesets pending or applying across organizations (their draft markers), for `/metrics`. */
  async pendingCount(): Promise<number> {
    return (await this.drafts.markers()).length;
  }
}
