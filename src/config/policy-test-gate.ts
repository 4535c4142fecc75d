/**
 * The policy test suites' gate of an apply: the suites of the configuration an apply is about to make
 * (its entities: the suites as saved, like everything it applies) run on that configuration. A failing
 * case fails the apply; `testChangeset` runs the same on a draft without applying it.
 */
import type { AppliedConfig } from "../domain/applied-config.js";
import type { PolicyTestReport, ReplayReport } from "../domain/policy-tests.js";
import { Replay } from "../ppl/replay.js";
import { AccessPlaneError, summarizeProblems } from "../errors.js";
import { MAX_REPORTED_FAILURES, runPolicyTests, type RunnableSuite } from "../ppl/policy-tests.js";
import type { PolicyTestSuiteRecord } from "../store/records.js";
import { nowIso, type ServiceContext } from "../services/context.js";
import type { NamespaceTree } from "../services/namespace-tree.js";
import { isLegacyHeader, withChanges, type AppliedState, type AppliedStateCache } from "./applied-state.js";
import { openChangesets, planChanges, planWhole, uncarriedFailures } from "./apply-plan.js";
import { readChangeset } from "./changeset-records.js";
import { setImmediate as nextTurn } from "node:timers/promises";

/** Log lines replayed between two turns of the event loop. */
const REPLAY_SLICE = 5_000;

/** The suites among a configuration's entities, by name then id (the order reports list them in). */
export function suitesOf(entities: AppliedState["entities"]): PolicyTestSuiteRecord[] {
  const suites: PolicyTestSuiteRecord[] = [];
  for (const { kind, record } of entities.values()) if (kind === "policyTestSuite") suites.push(record as unknown as PolicyTestSuiteRecord);
  return suites.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Runs `suites` on `config`. A suite of the cluster's own namespaces (the cluster's, or below it) must
 * find every case's route there; one above the cluster, shared with other clusters, tests there only
 * the routes the cluster serves.
 */
export function testConfig(
  config: AppliedConfig,
  suites: readonly PolicyTestSuiteRecord[],
  tree: NamespaceTree,
  now: Date,
  options: { results?: boolean; coverage?: boolean } = {},
): PolicyTestReport {
  const own = new Set(tree.descendantsAndSelf(config.clusterId));
  return runPolicyTests(config, suites, { now, ...options, ownSuite: (suite: RunnableSuite) => own.has((suite as PolicyTestSuiteRecord).namespaceId) });
}

/**
 * Runs `suites` on `config` for an apply: one suite at a time (each at most 1 000 cases), letting the
 * event loop turn between two, so that a cluster with many suites never holds other requests for long.
 * The report has the counts and the failures (the first 100), not every result nor coverage.
 */
export async function gateConfig(config: AppliedConfig, suites: readonly PolicyTestSuiteRecord[], tree: NamespaceTree, now: Date): Promise<PolicyTestReport> {
  const report: PolicyTestReport = { clusterId: config.clusterId, passed: 0, failed: 0, failures: [] };
  for (const [index, suite] of suites.entries()) {
    if (index > 0) await nextTurn();
    const one = testConfig(config, [suite], tree, now);
    report.passed += one.passed;
    report.failed += one.failed;
    report.failures.push(...one.failures.slice(0, MAX_REPORTED_FAILURES - report.failures.length));
  }
  return report;
}

/** The failure message of an apply whose cases failed: how many, then each failure (the first ones). */
export function failedTestsMessage(report: PolicyTestReport): string {
  const total = report.passed + report.failed;
  const shown = report.failures.slice(0, 5).map((f) => `suite "${f.suite}", case "${f.case}": ${f.message ?? "failed"}`);
  const more = report.failed > shown.length ? `; and ${report.failed - shown.length} more` : "";
  return `${report.failed} of ${total} policy test cases failed: ${shown.join("; ")}${more}`;
}

/** What a draft would change: the configuration applied now and the one its apply would make. */
interface DraftConfigs {
  tree: NamespaceTree;
  /** The applied configuration's state (absent before the cluster's first apply). */
  applied?: AppliedState;
  pending: AppliedState;
}

/**
 * Runs the suites on the configuration a draft's apply would make, without applying it
 * (`testChangeset`), and replays recorded requests on it and on the applied one (`replayChangeset`).
 */
export class DraftTests {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly appliedStates: AppliedStateCache,
  ) {}

  /**
   * Every case's result and the rule coverage; `failed_precondition` for a changeset that is not a
   * draft, or a draft whose configuration could not apply at all (the reasons named).
   */
  async test(orgId: string, changesetId: string): Promise<PolicyTestReport> {
    const { tree, pending } = await this.configs(orgId, changesetId, "tested");
    return testConfig(await this.appliedStates.preview(pending, tree), suitesOf(pending.entities), tree, this.ctx.clock(), { results: true, coverage: true });
  }

  /**
   * Replays the proxy's `authorize check` log lines on the applied configuration and on the one the
   * draft's apply would make: who gains and who loses access to which route. `failed_precondition` as
   * `test`, and before the cluster's first apply (nothing to compare with).
   */
  async replay(orgId: string, changesetId: string, lines: Iterable<string>): Promise<ReplayReport> {
    const { tree, applied, pending } = await this.configs(orgId, changesetId, "replayed");
    if (applied === undefined)
      throw new AccessPlaneError("failed_precondition", "the cluster has no applied configuration yet: there is nothing to compare the draft with");
    const replay = new Replay(await this.appliedStates.resolve(applied, tree), await this.appliedStates.preview(pending, tree), this.ctx.clock());
    let sinceYield = 0;
    for (const line of lines) {
      replay.add(line);
      // A large log must not hold the event loop: other requests run between slices.
      if (++sinceYield >= REPLAY_SLICE) {
        sinceYield = 0;
        await nextTurn();
      }
    }
    return replay.result();
  }

  private async configs(orgId: string, changesetId: string, what: string): Promise<DraftConfigs> {
    const store = this.ctx.store;
    const draft = await readChangeset(store, orgId, changesetId);
    if (draft.status !== "pending") {
      throw new AccessPlaneError("failed_precondition", `the changeset is ${draft.status}: only a cluster's draft (pending) is ${what} before it applies`);
    }
    const clusterId = draft.clusterId;
    // The plan an apply would make now (see Applier.applyOnce): the same reads, nothing written.
    const [tree, header, failed, open] = await Promise.all([
      this.ctx.reads.treeForWrite(orgId),
      store.get("appliedConfig", orgId, clusterId),
      uncarriedFailures(store, orgId, clusterId),
      openChangesets(store, orgId, [clusterId]),
    ]);
    const plan =
      header === undefined || isLegacyHeader(header)
        ? await planWhole(store, orgId, clusterId, tree, header)
        : await planChanges(store, orgId, clusterId, tree, [...open.map((cs) => cs.id), ...failed.map((cs) => cs.id)]);
    if (plan.problems.length > 0) {
      throw new AccessPlaneError("failed_precondition", `the draft could not apply, so it is not ${what}: ${summarizeProblems(plan.problems)}`);
    }
    const previousVersion = header?.configVersion ?? 0;
    const applied =
      header === undefined ? undefined : (this.appliedStates.peek(orgId, clusterId, previousVersion) ?? (await this.appliedStates.stateOf(header)));
    const pending: AppliedState = {
      orgId,
      clusterId,
      changesetId,
      version: previousVersion + 1,
      appliedAt: nowIso(this.ctx),
      entities: withChanges(applied?.entities ?? new Map(), plan.changes),
    };
    return { tree, ...(applied === undefined ? {} : { applied }), pending };
  }
}
