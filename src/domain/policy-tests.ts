/**
 * Policy test suites' wire types: the cases a team states of its access rules (this request, to this
 * route, gets this answer, decided by this rule), the suite that keeps them in a namespace, and the
 * report of running them on a configuration. The validators and the OpenAPI schemas are generated from
 * these types (`npm run generate`). docs/policy-tests.md tells the whole workflow.
 */
import type { tags } from "@typia/interface";
import type { EntityName, Timestamp } from "./primitives.js";
import type { PplOutcome, PplRequestContext } from "./policy-evaluation.js";

/** The most cases one suite holds. */
export const MAX_POLICY_TEST_CASES = 1000;

/** The rule a case expects to decide its request: a policy and a JSON Pointer into its PPL. */
export interface PolicyTestRule {
  /** The policy (saved, visible from the case's route). */
  policyId: string & tags.MinLength<1> & tags.MaxLength<64>;
  /**
   * JSON Pointer into the policy's PPL document: a criterion (`/allow/or/0`), a term (`/deny/and`) or
   * an action (`/allow`); for a list of rules, prefixed by the rule's index (`/1/allow/or/0`).
   */
  rule: string & tags.Pattern<"^(/[^/]*)+$"> & tags.MaxLength<512>;
}

/**
 * One case: a request to a route and the answer the proxy must give. The route is named by id
 * (`routeId`), or found as the proxy finds it, by `host` and `path`.
 */
export interface PolicyTestCase {
  /** Unique within its suite; reports name the case by it. */
  name: string & tags.MinLength<1> & tags.MaxLength<256>;
  routeId?: string & tags.MinLength<1> & tags.MaxLength<64>;
  /** With `path`: the request's host, matched against the routes' `from` as the proxy matches it. */
  host?: string & tags.MinLength<1> & tags.MaxLength<1024>;
  /** The request's path (default `/`); with `routeId`, the path the route is asked for. */
  path?: string & tags.MaxLength<8192>;
  /** The request as the simulator takes it (the user, groups, headers, device, certificate, ...); `path` and `host` above win. */
  request?: PplRequestContext;
  /** The answer the proxy must give. */
  expect: PplOutcome;
  /** The rule that must decide it (a criterion among those that made the outcome). */
  decidedBy?: PolicyTestRule;
}

/** Body of a policy test suite's create and update. */
export interface PolicyTestSuiteWrite {
  /** Where it lives: it runs for every cluster this namespace belongs to (its own, the ones below and above it). */
  namespaceId: string & tags.MinLength<1>;
  name: EntityName;
  description?: string & tags.MaxLength<4096>;
  cases: PolicyTestCase[] & tags.MaxItems<1000>;
  /** Who wrote it through which tool (`terraform`, ...), as on every configuration kind. */
  originatorId?: string & tags.MaxLength<256>;
}

/** A stored policy test suite. */
export interface PolicyTestSuite {
  id: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  namespaceId: string;
  name: string;
  description: string;
  cases: PolicyTestCase[];
  originatorId?: string;
}

/** The answer one case got. */
export interface PolicyTestCaseResult {
  suiteId: string;
  suite: string;
  case: string;
  /** The route the request reached (absent when none matched). */
  routeId?: string;
  expected: PplOutcome;
  /** What the proxy answers (absent when no route matched, or the route was not in the configuration). */
  outcome?: PplOutcome;
  passed: boolean;
  /** Why it failed, in a sentence. */
  message?: string;
}

/** Which rules of a policy the cases reached. */
export interface PolicyRuleCoverage {
  policyId: string;
  /** Criteria (JSON Pointers into the policy's PPL) some case evaluated. */
  covered: string[];
  /** Criteria no case evaluated: rules nothing tests. */
  uncovered: string[];
}

/** The report of running suites on one configuration. */
export interface PolicyTestReport {
  /** The cluster whose configuration ran them. */
  clusterId: string;
  passed: number;
  failed: number;
  /** The failing cases (all of them, up to 100, in suite and case order). */
  failures: PolicyTestCaseResult[];
  /** Every case's result, when asked for (`testChangeset` returns them; a stored changeset keeps only failures). */
  results?: PolicyTestCaseResult[];
  /** Rule coverage of the policies the cases' routes enforce, when asked for. */
  coverage?: PolicyRuleCoverage[];
}

/** Body of `POST .../changesets/{id}/replay`: the proxy's `authorize check` log lines, as it writes them (JSON, one per line). */
export interface ReplayRequest {
  lines: (string & tags.MaxLength<65536>)[] & tags.MaxItems<100000>;
}

/** Who gained or lost access (or got another answer) to a route, and how many replayed requests say so. */
export interface AccessChange {
  /** The route after the change (before it, when no route takes the request any more). */
  routeId?: string;
  routeName?: string;
  host: string;
  /** The requester: the email, else the user id, else `(no session)`. */
  who: string;
  before: PplOutcome | "no_route";
  after: PplOutcome | "no_route";
  requests: number;
  /** One of the requests (method and path). */
  example: { method: string; path: string };
}

/** What replaying recorded requests on the applied and the pending configuration showed. */
export interface ReplayReport {
  /** Lines read. */
  lines: number;
  /** `authorize check` lines evaluated on both configurations. */
  replayed: number;
  /** JSON lines that are not `authorize check` entries (other log lines). */
  skipped: number;
  /** Lines that are not JSON objects, or lack a host: counted, never fatal. */
  unparsable: number;
  /** The first problems, by line number (1-based). */
  problems: { line: number; message: string }[];
  /** Replayed requests whose answer is the same on both. */
  unchanged: number;
  /** Forbidden (or sent to sign in, ...) before, allowed after: most requests first. */
  gained: AccessChange[];
  /** Allowed before, not after. */
  lost: AccessChange[];
  /** Another answer, neither allowed before nor after (`login` → `forbidden`, ...). */
  changed: AccessChange[];
  /** Whether a list was cut at 1 000 entries. */
  truncated: boolean;
}
