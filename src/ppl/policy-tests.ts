/**
 * Runs policy test suites on one cluster's configuration (docs/policy-tests.md): each case's request
 * goes to its route (by id, or found by host and path as the proxy finds it), the route decides as the
 * proxy would (path rules, internal paths, bearer JWTs, its listed and enforced policies), and the
 * answer is compared with the one expected, and with the rule expected to decide it. Also reports which
 * criteria of which policies the cases reached (rule coverage). Pure and synchronous: the caller
 * chooses the configuration (the applied one, or the one an apply is about to make).
 */
import { RE2JS } from "re2js";
import { routeHost } from "../certificates/hosts.js";
import type { AppliedConfig, AppliedRoute } from "../domain/applied-config.js";
import type { PplEvaluation, PplRequestContext } from "../domain/policy-evaluation.js";
import type { PolicyRuleCoverage, PolicyTestCase, PolicyTestCaseResult, PolicyTestReport, PolicyTestRule } from "../domain/policy-tests.js";
import { CompiledPolicy } from "./evaluate.js";
import { RouteDecider } from "./route-decision.js";

/** The failures a report lists at most. */
export const MAX_REPORTED_FAILURES = 100;

/** A suite as the runner reads it. */
export interface RunnableSuite {
  id: string;
  name: string;
  cases: readonly PolicyTestCase[];
}

/** Options of a run. */
export interface PolicyTestRunOptions {
  /** The time certificate checks use. */
  now: Date;
  /** Keep every case's result in `results`. */
  results?: boolean;
  /** Compute rule coverage over the policies of the configuration's routes. */
  coverage?: boolean;
  /**
   * Whether every case of the suite must find its route in this configuration: true for a suite of the
   * cluster's own namespaces; false for one above the cluster (shared with other clusters), whose
   * cases run only where their route is. @defaultValue () => true
   */
  ownSuite?: (suite: RunnableSuite) => boolean;
}

/** The host of a route's `from` URL (`routeHost`) and whether it is a wildcard (`*.example.com`, kept as `.example.com`). */
function hostOf(from: string): { host: string; wildcard: boolean } | undefined {
  const host = routeHost(from);
  if (host === undefined) return undefined;
  return host.startsWith("*.") ? { host: host.slice(1), wildcard: true } : { host, wildcard: false };
}

/** Finds the route the proxy sends a request to: the first whose `from` host and path rule match. */
export class RouteFinder {
  private readonly regexes = new Map<string, RE2JS | null>();
  /** Each route with its host, read once; routes without one (not a URL) are left out. */
  private readonly hosts: { route: AppliedRoute; host: string; wildcard: boolean }[];

  constructor(routes: readonly AppliedRoute[]) {
    this.hosts = routes.flatMap((route) => {
      const from = hostOf(route.from);
      return from === undefined ? [] : [{ route, ...from }];
    });
  }

  find(host: string, path: string): AppliedRoute | undefined {
    const wanted = host.toLowerCase().replace(/:\d+$/, "");
    return this.hosts.find(({ route, host: from, wildcard }) => {
      if (wildcard ? !wanted.endsWith(from) || wanted.length <= from.length : wanted !== from) return false;
      if (route.path) return path === route.path;
      if (route.prefix) return path.startsWith(route.prefix);
      if (route.regex) return this.regex(route.regex)?.matches(path) ?? false;
      return true;
    })?.route;
  }

  private regex(pattern: string): RE2JS | null {
    let compiled = this.regexes.get(pattern);
    if (compiled === undefined) {
      try {
        compiled = RE2JS.compile(pattern);
      } catch {
        compiled = null;
      }
      this.regexes.set(pattern, compiled);
    }
    return compiled;
  }
}

/** Whether a JSON Pointer's segments name a criterion under an inverting operator (`not`, `nor`). */
function inverted(path: string): boolean {
  const segments = path.split("/");
  const operator = segments[segments.length - 2];
  return operator === "not" || operator === "nor";
}

/** The action (`allow`, `deny`) a criterion's path is under. */
function actionOf(path: string): string | undefined {
  return path.split("/").find((segment) => segment === "allow" || segment === "deny");
}

/**
 * The criteria that made an outcome: of the action that won (deny when it is true, else allow), those
 * whose answer (after `not`/`nor`) agrees with it: what denied, what allowed, or what failed to allow.
 */
export function decidingCriteria(result: PplEvaluation): { policyId?: string; path: string }[] {
  const action = result.deny.value ? "deny" : "allow";
  const wanted = result.deny.value ? true : result.allow.value;
  return result.trace
    .filter((entry) => actionOf(entry.path) === action && (entry.value !== inverted(entry.path)) === wanted)
    .map((entry) => (entry.policyId === undefined ? { path: entry.path } : { policyId: entry.policyId, path: entry.path }));
}

/** Whether `rule` is among (or above) the criteria that decided `result`. */
function decidedBy(result: PplEvaluation, rule: PolicyTestRule): boolean {
  return decidingCriteria(result).some((c) => c.policyId === rule.policyId && (c.path === rule.rule || c.path.startsWith(`${rule.rule}/`)));
}

/** The request a case sends: its context, with its host and path (the route's host and `/` by default). */
function requestOf(testCase: PolicyTestCase, route: AppliedRoute): PplRequestContext {
  const request = testCase.request ?? {};
  return {
    method: "GET",
    ...request,
    host: testCase.host ?? request.host ?? hostOf(route.from)?.host.replace(/^\./, "") ?? "",
    path: testCase.path ?? request.path ?? "/",
  };
}

/** Runs `suites` on `config`; see the module's comment. */
export function runPolicyTests(config: AppliedConfig, suites: readonly RunnableSuite[], options: PolicyTestRunOptions): PolicyTestReport {
  const byId = new Map(config.routes.map((route) => [route.id, route]));
  const finder = new RouteFinder(config.routes);
  const deciders = new Map<string, RouteDecider>();
  const deciderOf = (route: AppliedRoute): RouteDecider => {
    let decider = deciders.get(route.id);
    if (decider === undefined) {
      decider = RouteDecider.ofApplied(route, config.settings);
      deciders.set(route.id, decider);
    }
    return decider;
  };
  const reached = new Map<string, Set<string>>();
  const results: PolicyTestCaseResult[] = [];
  let passed = 0;
  let failed = 0;
  const failures: PolicyTestCaseResult[] = [];
  const record = (result: PolicyTestCaseResult) => {
    if (result.passed) passed++;
    else {
      failed++;
      if (failures.length < MAX_REPORTED_FAILURES) failures.push(result);
    }
    if (options.results === true) results.push(result);
  };
  const tracing = options.coverage === true;
  for (const suite of suites) {
    const own = options.ownSuite?.(suite) ?? true;
    for (const testCase of suite.cases) {
      const base = { suiteId: suite.id, suite: suite.name, case: testCase.name, expected: testCase.expect };
      const route =
        testCase.routeId !== undefined ? byId.get(testCase.routeId) : finder.find(testCase.host ?? "", testCase.path ?? testCase.request?.path ?? "/");
      if (route === undefined) {
        // A suite shared with other clusters tests here only what this cluster serves.
        if (!own) continue;
        record({
          ...base,
          passed: false,
          ...(testCase.routeId === undefined ? {} : { routeId: testCase.routeId }),
          message:
            testCase.routeId !== undefined
              ? `route ${testCase.routeId} is not in the configuration`
              : `no route of the configuration matches ${testCase.host ?? ""}${testCase.path ?? "/"}`,
        });
        continue;
      }
      const decider = deciderOf(route);
      let result: PplEvaluation;
      try {
        // The trace is needed for the rule a case names, and for coverage.
        result = decider.decide(requestOf(testCase, route), { now: options.now, trace: tracing || testCase.decidedBy !== undefined });
      } catch (error) {
        record({ ...base, routeId: route.id, passed: false, message: `the request could not be evaluated: ${(error as Error).message}` });
        continue;
      }
      if (tracing) {
        for (const entry of result.trace) {
          if (entry.policyId === undefined) continue;
          let paths = reached.get(entry.policyId);
          if (paths === undefined) reached.set(entry.policyId, (paths = new Set()));
          paths.add(entry.path);
        }
      }
      const outcomeOk = result.outcome === testCase.expect;
      const ruleOk = testCase.decidedBy === undefined || decidedBy(result, testCase.decidedBy);
      const message = !outcomeOk
        ? `expected ${testCase.expect}, the proxy answers ${result.outcome}${result.deny.value ? ` (denied: ${result.deny.reasons.join(", ")})` : ""}`
        : !ruleOk
          ? `${testCase.expect} as expected, but not decided by ${testCase.decidedBy!.rule} of policy ${testCase.decidedBy!.policyId}`
          : undefined;
      record({ ...base, routeId: route.id, outcome: result.outcome, passed: message === undefined, ...(message === undefined ? {} : { message }) });
    }
  }
  const report: PolicyTestReport = { clusterId: config.clusterId, passed, failed, failures };
  if (options.results === true) report.results = results;
  if (tracing) report.coverage = coverageOf(config, reached);
  return report;
}

/** Each policy of the configuration's routes, with the criteria the cases reached and those they never did. */
function coverageOf(config: AppliedConfig, reached: ReadonlyMap<string, ReadonlySet<string>>): PolicyRuleCoverage[] {
  const policies = new Map<string, unknown>();
  for (const route of config.routes) for (const policy of [...route.policies, ...route.enforcedPolicies]) policies.set(policy.id, policy.ppl);
  return [...policies]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([policyId, ppl]) => {
      let paths: string[];
      try {
        paths = new CompiledPolicy([{ ppl, policyId }]).criteria().map((c) => c.path);
      } catch {
        paths = [];
      }
      const hit = reached.get(policyId) ?? new Set<string>();
      return { policyId, covered: paths.filter((p) => hit.has(p)), uncovered: paths.filter((p) => !hit.has(p)) };
    });
}
