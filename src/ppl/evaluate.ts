/**
 * The policy simulator: evaluates PPL documents for a request context as the proxy does
 * (docs/policy-simulator.md) and explains the decision with a trace of every criterion.
 *
 * How results combine, as in the proxy's generated Rego:
 * - an operator block is one term: `and` = all true, `or` = any true, `not` = each inverted then AND-ed
 *   (none true), `nor` = each inverted then OR-ed (not all true); an empty block is ignored;
 * - every term of every rule with the same action is OR-ed into `allow` (resp. `deny`); none = false;
 * - a merged result keeps the reasons of the inputs that decided it: the true ones when it is true, the
 *   false ones when it is false (an inverted result keeps its original reasons);
 * - the outcome: a client-certificate reason in `deny` → 495; any `user-unauthenticated` → login; any
 *   `device-unauthenticated` → enrollment; deny true → 403 (450 for `device-unauthorized`); allow true →
 *   forwarded; otherwise 403 (or 450, or 495, by the allow reasons).
 */
import { invalidDetails, type ErrorDetail } from "../errors.js";
import type { PplActionResult, PplEvaluation, PplOutcome, PplRequestContext, PplTraceEntry } from "../domain/policy-evaluation.js";
import { validatePplRequestContext } from "../validation/generated/validators.js";
import { validated } from "../validation/report.js";
import { CRITERIA, PreparedRequest, UNSUPPORTED_CRITERIA, type CriterionFn, type CriterionResult } from "./criteria.js";
import { checkPpl } from "./validate.js";

/** One document of a set evaluated together, e.g. the policies of a route. */
export interface PplSource {
  ppl: unknown;
  /** Names the document in the trace (`policyId` of each entry). */
  policyId?: string;
  /** Said of each of the document's criteria in the trace (unless a criterion has its own note). */
  note?: string;
}

/** Options of an evaluation. */
export interface PplEvaluateOptions {
  /** The time the SSH certificate checks use (default: now). */
  now?: Date;
}

interface CompiledCriterion {
  policyId?: string;
  note?: string;
  path: string;
  criterion: string;
  unsupported: boolean;
  evaluate: CriterionFn;
}

interface CompiledTerm {
  operator: "and" | "or" | "not" | "nor";
  criteria: CompiledCriterion[];
}

interface Merged {
  value: boolean;
  reasons: Set<string>;
}

/** Merges results with `and` (all true) or `or` (any true), keeping the deciding inputs' reasons. */
function merge(results: readonly Merged[], all: boolean): Merged {
  const trues = results.filter((r) => r.value);
  const value = all ? trues.length === results.length : trues.length > 0;
  const deciding = value ? trues : results.filter((r) => !r.value);
  const reasons = new Set<string>();
  for (const r of deciding) for (const reason of r.reasons) reasons.add(reason);
  return { value, reasons };
}

const UNSUPPORTED_NOTE = "not a criterion of the open-source proxy (it refuses a policy that uses it); counted as false";

/**
 * A compiled set of PPL documents, evaluated for any number of requests. Compiling checks each
 * document as the validator does and throws `invalid_argument` with the proxy's error texts.
 */
export class CompiledPolicy {
  private readonly allow: CompiledTerm[] = [];
  private readonly deny: CompiledTerm[] = [];
  /** Names of the criteria a stock proxy lacks, sorted. */
  readonly unsupportedCriteria: string[];
  /** How many criteria one evaluation checks: the unit of the simulator's work budget. */
  readonly criteriaCount: number;

  constructor(sources: readonly PplSource[], basePath = "/ppl") {
    const details: ErrorDetail[] = [];
    const unsupported = new Set<string>();
    sources.forEach((source, index) => {
      const where = sources.length > 1 ? `${basePath}/${index}` : basePath;
      const problems = checkPpl(source.ppl, where);
      if (problems.length > 0) return details.push(...problems);
      const rules = (Array.isArray(source.ppl) ? source.ppl : [source.ppl]) as Record<string, Record<string, unknown>>[];
      rules.forEach((rule, ruleIndex) => {
        const rulePath = Array.isArray(source.ppl) ? `/${ruleIndex}` : "";
        for (const [action, body] of Object.entries(rule)) {
          for (const [operator, list] of Object.entries(body)) {
            if (operator === "action" || !Array.isArray(list) || list.length === 0) continue;
            const criteria = list.map((criterion: Record<string, unknown>, position: number): CompiledCriterion => {
              const [key, data] = Object.entries(criterion)[0]!;
              const slash = key.indexOf("/");
              const name = slash < 0 ? key : key.slice(0, slash);
              const path = `${rulePath}/${action}/${operator}/${position}`;
              const isUnsupported = UNSUPPORTED_CRITERIA.has(name);
              if (isUnsupported) unsupported.add(name);
              return {
                ...(source.policyId === undefined ? {} : { policyId: source.policyId }),
                ...(source.note === undefined ? {} : { note: source.note }),
                path,
                criterion: key,
                unsupported: isUnsupported,
                evaluate: isUnsupported
                  ? () => ({ value: false, reasons: [], note: UNSUPPORTED_NOTE })
                  : CRITERIA[name]!(data, slash < 0 ? "" : key.slice(slash + 1)),
              };
            });
            (action === "allow" ? this.allow : this.deny).push({ operator: operator as CompiledTerm["operator"], criteria });
          }
        }
      });
    });
    if (details.length > 0) throw invalidDetails("policy", details);
    this.unsupportedCriteria = [...unsupported].sort();
    this.criteriaCount = [...this.allow, ...this.deny].reduce((sum, term) => sum + term.criteria.length, 0);
  }

  /** Every criterion of the documents, by policy and JSON Pointer in its document (in document order, allow before deny). */
  criteria(): { policyId?: string; path: string }[] {
    return [...this.allow, ...this.deny].flatMap((term) =>
      term.criteria.map((criterion) => (criterion.policyId === undefined ? { path: criterion.path } : { policyId: criterion.policyId, path: criterion.path })),
    );
  }

  /** Evaluates the documents for one request context (already validated). */
  evaluate(context: PplRequestContext, options: PplEvaluateOptions & { trace?: boolean } = {}): PplEvaluation {
    const request = new PreparedRequest(context, options.now ?? new Date());
    const trace: PplTraceEntry[] = [];
    const tracing = options.trace !== false;
    const run = (terms: readonly CompiledTerm[]): Merged => {
      const results = terms.map((term) => {
        const values = term.criteria.map((criterion) => {
          const answer: CriterionResult = criterion.evaluate(request);
          const note = answer.note ?? criterion.note;
          if (tracing)
            trace.push({
              ...(criterion.policyId === undefined ? {} : { policyId: criterion.policyId }),
              path: criterion.path,
              criterion: criterion.criterion,
              value: answer.value,
              reasons: answer.reasons,
              ...(note === undefined ? {} : { note }),
            });
          const inverted = term.operator === "not" || term.operator === "nor";
          return { value: inverted ? !answer.value : answer.value, reasons: new Set(answer.reasons) };
        });
        return merge(values, term.operator === "and" || term.operator === "not");
      });
      return results.length === 0 ? { value: false, reasons: new Set() } : merge(results, false);
    };
    const allow = run(this.allow);
    const deny = run(this.deny);
    const outcome = decide(allow, deny);
    const view = (merged: Merged): PplActionResult => ({ value: merged.value, reasons: [...merged.reasons].sort() });
    return { outcome, allowed: outcome === "allow", allow: view(allow), deny: view(deny), trace, unsupportedCriteria: [...this.unsupportedCriteria] };
  }
}

const CERTIFICATE_REASONS = ["client-certificate-required", "invalid-client-certificate"];

/** The proxy's decision from the merged allow and deny results. */
function decide(allow: Merged, deny: Merged): PplOutcome {
  const any = (reason: string) => allow.reasons.has(reason) || deny.reasons.has(reason);
  if (CERTIFICATE_REASONS.some((reason) => deny.reasons.has(reason))) return "invalid_client_certificate";
  if (any("user-unauthenticated")) return "login";
  if (any("device-unauthenticated")) return "device_enrollment";
  const denied = (reasons: Set<string>): PplOutcome => {
    if (reasons.has("device-unauthorized")) return "device_unauthorized";
    if (CERTIFICATE_REASONS.some((reason) => reasons.has(reason))) return "invalid_client_certificate";
    return "forbidden";
  };
  if (deny.value) return denied(deny.reasons);
  if (allow.value) return "allow";
  return denied(allow.reasons);
}

/** Checks a request context's shape; throws `invalid_argument` naming each wrong field. */
function assertPplRequestContext(context: unknown): asserts context is PplRequestContext {
  validated(validatePplRequestContext(context), "request context");
}

/**
 * Compiles PPL documents once for many evaluations (a policy test suite, a batch of requests): the
 * documents of `sources` are evaluated together, as the proxy evaluates a route's policies.
 * Throws `invalid_argument` for a document the proxy cannot compile.
 *
 * @example
 * ```ts
 * const policy = compilePpl({ allow: { or: [{ groups: "admins" }] } });
 * for (const request of requests) console.log(policy.evaluate(request).outcome);
 * ```
 */
export function compilePpl(ppl: unknown): PplEvaluator;
export function compilePpl(sources: { sources: readonly PplSource[] }): PplEvaluator;
export function compilePpl(input: unknown): PplEvaluator {
  const sources =
    input !== null && typeof input === "object" && !Array.isArray(input) && Array.isArray((input as { sources?: unknown }).sources)
      ? (input as { sources: readonly PplSource[] }).sources
      : [{ ppl: input }];
  const compiled = new CompiledPolicy(sources);
  return {
    unsupportedCriteria: compiled.unsupportedCriteria,
    evaluate(request, options) {
      assertPplRequestContext(request);
      return compiled.evaluate(request, options);
    },
  };
}

/** Compiled PPL documents. */
export interface PplEvaluator {
  /** Criteria of the documents that a stock proxy lacks. */
  readonly unsupportedCriteria: readonly string[];
  /** Evaluates one request context; throws `invalid_argument` naming a field of the wrong type. */
  evaluate(request: PplRequestContext, options?: PplEvaluateOptions): PplEvaluation;
}

/**
 * Evaluates a PPL document (one rule or a list) for a request context, as the proxy would: which
 * action wins, with which reasons, and the trace of every criterion. Pure and synchronous. Throws
 * `invalid_argument` for a document the proxy cannot compile or a request context of the wrong shape.
 *
 * @example
 * ```ts
 * const result = evaluatePpl(
 *   { allow: { and: [{ email: { ends_with: "@example.com" } }] } },
 *   { method: "GET", path: "/", user: { id: "u1", email: "ann@example.com" } },
 * );
 * result.outcome; // "allow"
 * result.trace[0]; // { path: "/allow/and/0", criterion: "email", value: true, reasons: ["email-ok"] }
 * ```
 */
export function evaluatePpl(ppl: unknown, request: PplRequestContext, options: PplEvaluateOptions = {}): PplEvaluation {
  return compilePpl(ppl).evaluate(request, options);
}
