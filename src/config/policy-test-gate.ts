/**
 * The policy test suites' gate of an apply: the suites of the configuration an apply is about to make
 * (its entities: the suites as saved, like everything it applies) run on that configuration. A failing
 * case fails the apply; `testChangeset` runs the same on a draft without applying it.
 */
import type { AppliedConfig } from "../domain/applied-config.js";
import type { PolicyTestReport } from "../domain/policy-tests.js";
import { AccessPlaneError, summarizeProblems } from "../errors.js";
import { runPolicyTests, type RunnableSuite } from "../ppl/policy-tests.js";
import type { PolicyTestSuiteRecord } from "../store/records.js";
import { nowIso, type ServiceContext } from "../services/context.js";
import { loadNamespaceTree, type NamespaceTree } from "../services/namespace-tree.js";
import { isLegacyHeader, resolvePreview, withChanges, type AppliedState, type AppliedStateCache } from "./applied-state.js";
import { planChanges, planWhole } from "./apply-plan.js";
import { readChangeset } from "./changeset-records.js";

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

/** The failure message of an apply whose cases failed: how many, then each failure (the first ones). */
export function failedTestsMessage(report: PolicyTestReport): string {
  const total = report.passed + report.failed;
  const shown = report.failures.slice(0, 5).map((f) => `suite "${f.suite}", case "${f.case}": ${f.message ?? "failed"}`);
  const more = report.failed > shown.length ? `; and ${report.failed - shown.length} more` : "";
  return `${report.failed} of ${total} policy test cases failed: ${shown.join("; ")}${more}`;
}

/** Runs the suites on the configuration a draft's apply would make, without applying it (`testChangeset`). */
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
    const store = this.ctx.store;
    const draft = await readChangeset(store, orgId, changesetId);
    if (draft.status !== "pending") {
      throw new AccessPlaneError("failed_precondition", `the changeset is ${draft.status}: only a cluster's draft (pending) is tested before it applies`);
    }
    const clusterId = draft.clusterId;
    // The plan an apply would make now (see Applier.applyOnce): the same reads, nothing written.
    const [tree, header, failedList, open] = await Promise.all([
      loadNamespaceTree(store, orgId),
      store.get("appliedConfig", orgId, clusterId),
      store.list("changeset", orgId, { where: { clusterId, status: "failed" }, orderBy: [{ field: "id", descending: true }], limit: 100 }),
      store.list("changeset", orgId, { where: { clusterId, status: ["pending", "applying"] } }),
    ]);
    const failed = failedList.items.filter((cs) => cs.incorporatedBy === undefined);
    const plan =
      header === undefined || isLegacyHeader(header)
        ? await planWhole(store, orgId, clusterId, tree, header)
        : await planChanges(store, orgId, clusterId, tree, [...open.items.map((cs) => cs.id), ...failed.map((cs) => cs.id)]);
    if (plan.problems.length > 0) {
      throw new AccessPlaneError("failed_precondition", `the draft could not apply, so its tests do not run: ${summarizeProblems(plan.problems)}`);
    }
    const previousVersion = header?.configVersion ?? 0;
    const base =
      header === undefined ? new Map() : (this.appliedStates.peek(orgId, clusterId, previousVersion) ?? (await this.appliedStates.stateOf(header))).entities;
    const state: AppliedState = {
      orgId,
      clusterId,
      changesetId,
      version: previousVersion + 1,
      appliedAt: nowIso(this.ctx),
      entities: withChanges(base, plan.changes),
    };
    return testConfig(resolvePreview(state, tree), suitesOf(state.entities), tree, this.ctx.clock(), { results: true, coverage: true });
  }
}
