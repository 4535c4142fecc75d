/**
 * The changeset state machine (docs/wire-contract.md, "Namespaces, clusters and changesets"): every
 * status the engine writes comes from {@link nextStatus}, which reads {@link CHANGESET_TRANSITIONS}; the
 * README's table and this one say the same (test/unit/changeset-states.test.ts holds all three to it).
 *
 * | from      | event                                                  | to        |
 * |-----------|--------------------------------------------------------|-----------|
 * | (none)    | a configuration write, no draft open                   | pending   |
 * | (none)    | the same, its cluster auto-applying, none queued       | applying  |
 * | (none)    | the same, no hook, no suite, nothing else unapplied    | current   |
 * | pending   | a configuration write                                  | pending   |
 * | pending   | applyChangeset, or the write when auto-applying        | applying  |
 * | applying  | configuration valid and every hook returned            | current   |
 * | applying  | configuration invalid, or a hook threw                 | failed    |
 * | current   | another changeset of the cluster became current        | applied   |
 * | pending   | rejectChangeset, or its cluster deleted                | rejected  |
 * | applying  | interrupted, no other draft is open                    | pending   |
 * | applying  | interrupted while another draft is open                | failed    |
 *
 * An apply is interrupted when its process stops during it (its lease, `applyLeaseMs`, runs out and any
 * process recovers the changeset: src/config/leases.ts) or when its commit fails on the store. Every transition is one commit that
 * names the changeset's version, so two applies (or an apply and a write) racing for one draft cannot
 * both succeed. A draft leaves `pending` before its hooks run, so a write made meanwhile opens the next
 * draft. A write that opens the draft of a cluster that auto-applies, with no apply of it waiting in
 * its process and no approval policy in its organization, opens it `applying` with its lease: the
 * commit that would take the draft for the apply is the write's own (src/config/apply.ts, `openApplying`).
 * When besides no apply hook and no policy test suite (kept, or the one written) must see the
 * configuration first and the write is the cluster's only unapplied change (its only cluster, which
 * was applied before, has no changeset applying or failed unapplied, and the change checks out), the
 * write's commit carries the whole apply: its changeset is inserted `current`
 * (src/config/config-changes.ts, `BornApply`).
 */
import type { ChangesetStatus } from "../domain/primitives.js";
import { AccessPlaneError } from "../errors.js";
import type { ChangesetRecord } from "../store/records.js";

/** What moves a changeset from one status to the next (one per row of the table above). */
type ChangesetEvent =
  "write" | "write-and-apply" | "write-applied" | "apply" | "succeed" | "fail" | "supersede" | "reject" | "interrupted" | "interrupted-draft-open";

/** The transitions of the state machine above, as data: `from → event → to`, in the table's order. */
export const CHANGESET_TRANSITIONS: readonly { from: ChangesetStatus | "none"; event: ChangesetEvent; to: ChangesetStatus }[] = [
  { from: "none", event: "write", to: "pending" },
  { from: "none", event: "write-and-apply", to: "applying" },
  { from: "none", event: "write-applied", to: "current" },
  { from: "pending", event: "write", to: "pending" },
  { from: "pending", event: "apply", to: "applying" },
  { from: "applying", event: "succeed", to: "current" },
  { from: "applying", event: "fail", to: "failed" },
  { from: "current", event: "supersede", to: "applied" },
  { from: "pending", event: "reject", to: "rejected" },
  { from: "applying", event: "interrupted", to: "pending" },
  { from: "applying", event: "interrupted-draft-open", to: "failed" },
];

/**
 * The status `event` moves a changeset of status `from` to. A changeset in any other status is not
 * the one the event is for: `failed_precondition`, naming what only the draft (or an apply) can do.
 */
export function nextStatus(from: ChangesetStatus | "none", event: ChangesetEvent): ChangesetStatus {
  const found = CHANGESET_TRANSITIONS.find((t) => t.from === from && t.event === event);
  if (found === undefined) {
    const draftOnly = event === "apply" || event === "reject";
    throw new AccessPlaneError(
      "failed_precondition",
      draftOnly
        ? `the changeset is ${from}; only the cluster's pending draft can be ${event === "apply" ? "applied" : "rejected"}`
        : `a changeset that is ${from} cannot ${event}`,
    );
  }
  return found.to;
}

/** `failed_precondition` unless `changeset` is its cluster's draft (the only one an apply or a reject takes). */
export function requireDraft(changeset: ChangesetRecord, event: "apply" | "reject"): void {
  nextStatus(changeset.status, event);
}
