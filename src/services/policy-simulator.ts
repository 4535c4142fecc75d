/**
 * The policy simulator over an organization's entities (docs/policy-simulator.md): evaluates inline
 * PPL, saved policies, or everything a route enforces (its policies, the enforced policies above it,
 * and the proxy's client-certificate rule), from the saved entities or from a cluster's applied
 * configuration. It reads, never writes.
 */
import type { PolicyEvaluateRequest, PolicyEvaluateResult, PplEvaluation, PplRequestContext } from "../domain/policy-evaluation.js";
import { AccessPlaneError, invalidArgument, notFound } from "../errors.js";
import { CompiledPolicy, type PplSource } from "../ppl/evaluate.js";
import { applyJwtBearer } from "../ppl/jwt-bearer.js";
import { bearerRulesOf, policySource, RouteDecider, routeSources } from "../ppl/route-decision.js";
import { validatePolicyEvaluateRequest } from "../validation/generated/validators.js";
import { validated } from "../validation/report.js";
import type { DefaultChangesetService } from "../config/changesets.js";
import type { ServiceContext } from "./context.js";
import type { NamespaceTree } from "./namespace-tree.js";
import { boundedCache } from "../bounded-cache.js";
import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * The most criterion checks one call may make (criteria of the documents × request contexts), refused
 * before any work beyond compiling the documents. A check costs a few microseconds with its trace.
 */
const SIMULATION_BUDGET = 200_000;
/** Checks between two yields to the event loop: one call never holds it for long. */
const YIELD_EVERY = 5_000;
/** Checks one caller may make per minute, over all its calls. */
const CALLER_BUDGET_PER_MINUTE = 5_000_000;

/**
 * The policy simulator: evaluates policies for request contexts as the proxy would. Reached as
 * `plane.services.policySimulator`.
 *
 * @example
 * ```ts
 * const result = await plane.services.policySimulator.evaluate(orgId, {
 *   ppl: { allow: { and: [{ email: { is: "ana@example.com" } }] } },
 *   request: { user: { id: "ana", email: "ana@example.com" } },
 * });
 * ```
 */
export interface PolicySimulatorService {
  /**
   * Evaluates `ppl`, the saved policies `policyIds`, or the route `routeId` for `request` (one result)
   * or `requests` (results in order). Throws `invalid_argument` for a bad body or PPL the proxy cannot
   * compile, or when criteria × requests exceeds 200 000 checks; `not_found` for a policy or
   * route the organization lacks; `failed_precondition` when the applied configuration asked for does
   * not hold the route; `resource_exhausted` when `options.callerId` has used its share of checks for
   * the minute. Evaluation yields to the event loop every few thousand checks.
   */
  evaluate(orgId: string, input: PolicyEvaluateRequest, options?: { callerId?: string }): Promise<PolicyEvaluateResult>;
}

/** @deprecated The name of {@link PolicySimulatorService} before every service was named `<Thing>Service`; removed in the next minor release. */
export type PolicySimulator = PolicySimulatorService;

/** Implements {@link PolicySimulatorService} (internal: the control plane constructs it). */
export class DefaultPolicySimulatorService implements PolicySimulatorService {
  /** Checks each caller made in its current minute. */
  private readonly spent = boundedCache<string, { checks: number; resetsAt: number }>(10_000);

  constructor(
    private readonly ctx: ServiceContext,
    private readonly changesets: DefaultChangesetService,
  ) {}

  /** Counts `checks` against the caller's share of the minute; refuses when it is used up. */
  private charge(callerId: string | undefined, checks: number): void {
    if (callerId === undefined) return;
    const now = this.ctx.clock().getTime();
    let window = this.spent.get(callerId);
    if (window === undefined || window.resetsAt <= now) {
      window = { checks: 0, resetsAt: now + 60_000 };
      this.spent.set(callerId, window);
    }
    if (window.checks + checks > CALLER_BUDGET_PER_MINUTE) {
      throw new AccessPlaneError(
        "resource_exhausted",
        `the policy simulator allows ${CALLER_BUDGET_PER_MINUTE} criterion checks a minute per caller; retry later`,
        {
          retryAfterSeconds: Math.max(1, Math.ceil((window.resetsAt - now) / 1000)),
        },
      );
    }
    window.checks += checks;
  }

  async evaluate(orgId: string, input: PolicyEvaluateRequest, options: { callerId?: string } = {}): Promise<PolicyEvaluateResult> {
    const body = validated(validatePolicyEvaluateRequest(input), "evaluation request");
    const targets = (["ppl", "policyIds", "routeId"] as const).filter((key) => body[key] !== undefined);
    if (targets.length !== 1) throw invalidArgument("/", "give exactly one of ppl, policyIds and routeId");
    if ((body.request === undefined) === (body.requests === undefined)) throw invalidArgument("/", "give exactly one of request and requests");
    if (body.routeId === undefined && (body.config !== undefined || body.clusterId !== undefined)) {
      throw invalidArgument(body.config !== undefined ? "/config" : "/clusterId", "only a routeId evaluation takes config and clusterId");
    }
    // A route's evaluation is the proxy's whole answer: its path rules and internal paths first.
    // (The policy documents were checked when saved, but a document of an older release is checked again here.)
    let route: RouteDecider | undefined;
    let compiled: CompiledPolicy;
    if (body.ppl !== undefined) compiled = new CompiledPolicy([{ ppl: body.ppl }], "/ppl");
    else if (body.policyIds !== undefined) compiled = new CompiledPolicy(await this.savedPolicies(orgId, body.policyIds), "/policies");
    else {
      route = await this.routeDecider(orgId, body.routeId!, body.config ?? "saved", body.clusterId);
      compiled = route.compiled;
    }
    const requests = body.request !== undefined ? [body.request] : body.requests!;
    const checks = Math.max(1, compiled.criteriaCount) * requests.length;
    if (checks > SIMULATION_BUDGET) {
      throw invalidArgument(
        body.request !== undefined ? "/" : "/requests",
        `this evaluation would make ${checks} criterion checks (${compiled.criteriaCount} criteria × ${requests.length} requests); the limit is ${SIMULATION_BUDGET} a call: send fewer requests or fewer criteria`,
      );
    }
    this.charge(options.callerId, checks);
    const evaluateOptions = { now: this.ctx.clock(), trace: body.trace ?? body.request !== undefined };
    const one = (request: PplRequestContext): PplEvaluation =>
      route === undefined ? compiled.evaluate(applyJwtBearer(request, undefined).request, evaluateOptions) : route.decide(request, evaluateOptions);
    if (body.request !== undefined) return one(body.request);
    const results: PplEvaluation[] = [];
    let sinceYield = 0;
    for (const request of requests) {
      results.push(one(request));
      sinceYield += Math.max(1, compiled.criteriaCount);
      if (sinceYield >= YIELD_EVERY) {
        sinceYield = 0;
        // Let other requests run between two slices of a batch.
        await nextTurn();
      }
    }
    return { results };
  }

  private async savedPolicies(orgId: string, ids: readonly string[]): Promise<PplSource[]> {
    const unique = [...new Set(ids)];
    const records = await Promise.all(unique.map((id) => this.ctx.store.get("policy", orgId, id)));
    return records.map((record, index) => {
      if (record === undefined) throw notFound(`policy ${unique[index]}`);
      return policySource(record);
    });
  }

  /** The cluster a route is evaluated in: the one its namespace belongs to, or the one named. */
  private clusterOf(tree: NamespaceTree, namespaceId: string, clusterId: string | undefined, required: boolean): string | undefined {
    const clusters = tree.clustersOf(namespaceId);
    if (clusterId !== undefined) {
      if (!clusters.includes(clusterId)) throw invalidArgument("/clusterId", "the route does not belong to this cluster");
      return clusterId;
    }
    if (clusters.length === 1) return clusters[0];
    if (clusters.length === 0 && !required) return undefined;
    if (clusters.length === 0) throw new AccessPlaneError("failed_precondition", "the route belongs to no cluster, so no cluster applies it");
    throw invalidArgument("/clusterId", `the route belongs to ${clusters.length} clusters: name one with clusterId (${clusters.join(", ")})`);
  }

  /** What a route enforces, and the path rules of the cluster it runs in (the proxy's defaults when none is known). */
  private async routeDecider(orgId: string, routeId: string, config: "saved" | "applied", clusterId: string | undefined): Promise<RouteDecider> {
    const route = await this.ctx.store.get("route", orgId, routeId);
    if (route === undefined) throw notFound("route");
    const tree = await this.ctx.reads.treeForWrite(orgId);
    if (config === "applied") {
      const cluster = this.clusterOf(tree, route.namespaceId, clusterId, true)!;
      const applied = await this.changesets.getAppliedConfig(orgId, cluster);
      const appliedRoute = applied?.routes.find((r) => r.id === routeId);
      if (applied === undefined || appliedRoute === undefined) {
        throw new AccessPlaneError(
          "failed_precondition",
          `the route is not in the applied configuration of cluster ${cluster}: apply its changeset first, or evaluate the saved configuration`,
        );
      }
      return RouteDecider.ofApplied(appliedRoute, applied.settings);
    }
    const cluster = this.clusterOf(tree, route.namespaceId, clusterId, false);
    const visible = tree.ancestorsAndSelf(route.namespaceId);
    const [listed, enforced, settings] = await Promise.all([
      Promise.all(route.policyIds.map((id) => this.ctx.store.get("policy", orgId, id))),
      this.ctx.store.list("policy", orgId, { where: { namespaceId: visible } }),
      cluster === undefined ? undefined : this.ctx.store.list("settings", orgId, { where: { clusterId: cluster }, limit: 1 }),
    ]);
    const visibleSet = new Set(visible);
    const listedPolicies = listed.filter((p): p is NonNullable<typeof p> => p !== undefined && visibleSet.has(p.namespaceId));
    const enforcedPolicies = enforced.items.filter((p) => p.enforced).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const clientCa = Boolean(route.tlsDownstreamClientCaKeyPairId) || Boolean(settings?.items[0]?.downstreamMtlsCaKeyPairId);
    return new RouteDecider(
      routeSources(listedPolicies, enforcedPolicies, clientCa, route.configServiceFields),
      // The settings hold the path rules (the proxy's defaults where they are unset).
      settings?.items[0] ?? {},
      bearerRulesOf(route, settings?.items[0]),
    );
  }
}
