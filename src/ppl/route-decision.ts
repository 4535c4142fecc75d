/**
 * A route's whole answer to a request, as the proxy gives it: the cluster's path rules first (a 400 or
 * a redirect before any policy), the proxy's internal paths, the request's bearer JWT taken as its
 * session where the route accepts one, then the route's policies (listed, enforced, its legacy allow
 * fields, the client-certificate rule). The policy simulator and the policy test suites both decide
 * through it.
 */
import type { AppliedPolicy, AppliedRoute, AppliedSettings } from "../domain/applied-config.js";
import type { PplEvaluation, PplRequestContext } from "../domain/policy-evaluation.js";
import { CompiledPolicy, type PplEvaluateOptions, type PplSource } from "./evaluate.js";
import { applyJwtBearer, type BearerRules } from "./jwt-bearer.js";
import { legacyAllowRule, withLegacyRules } from "./legacy-rules.js";
import { applyPathRules, type PathRules } from "./path-rules.js";

/** The rule the proxy adds to every route when a downstream client CA is configured (enforcement "policy_with_default_deny"). */
const CLIENT_CERTIFICATE_RULE: PplSource = {
  ppl: { deny: { or: [{ invalid_client_certificate: true }] } },
  note: "added by the proxy: a downstream client CA is configured",
};

/** Internal paths of the proxy that skip the route's policy, and those of them that need a session. */
const INTERNAL_PREFIX = "/.pomerium/";
const SESSION_PATHS = [
  "/.pomerium/jwt",
  "/.pomerium/user",
  "/.pomerium/webauthn",
  "/.pomerium/routes",
  "/.pomerium/api/v1/routes",
  "/.pomerium/mcp/authorize",
  "/.pomerium/mcp/connect",
  "/.pomerium/mcp/routes",
];

/** What decides whether a route takes a request's bearer JWT as its session. */
export function bearerRulesOf(
  route: { bearerTokenFormat?: string; identityProviders?: readonly string[] },
  settings: { bearerTokenFormat?: string; identityProviders?: BearerRules["providers"] } | undefined,
): BearerRules {
  const format = route.bearerTokenFormat || settings?.bearerTokenFormat;
  return {
    ...(format ? { bearerTokenFormat: format } : {}),
    ...(settings?.identityProviders === undefined ? {} : { providers: settings.identityProviders }),
    ...(route.identityProviders === undefined ? {} : { routeProviders: route.identityProviders }),
  };
}

/** The proxy's answer before any route or policy: a 400, or a redirect to the unescaped path. */
export function beforeAnyPolicy(ruled: { kind: "rejected"; why: string } | { kind: "redirect"; path: string }): PplEvaluation {
  const base = { allowed: false, allow: { value: false, reasons: [] }, deny: { value: false, reasons: [] }, trace: [], unsupportedCriteria: [] };
  if (ruled.kind === "rejected") return { outcome: "rejected", ...base, note: ruled.why };
  return { outcome: "redirect", ...base, path: ruled.path, note: "the path held an escaped slash: the proxy redirects to it unescaped" };
}

/** The proxy's own answer for its internal paths, which no policy sees. */
export function internalPathResult(request: PplRequestContext): PplEvaluation | undefined {
  const path = request.path ?? "";
  if (!path.startsWith(INTERNAL_PREFIX)) return undefined;
  // Only the exact paths (authorize/evaluator/evaluator.go compares the path for equality): below them, no session is needed.
  const needsSession = SESSION_PATHS.includes(path);
  if (needsSession && (request.sessionId ?? "") === "") {
    return {
      outcome: "login",
      allowed: false,
      allow: { value: false, reasons: ["user-unauthenticated"] },
      deny: { value: false, reasons: [] },
      trace: [],
      unsupportedCriteria: [],
    };
  }
  return {
    outcome: "allow",
    allowed: true,
    allow: { value: true, reasons: ["pomerium-route"] },
    deny: { value: false, reasons: [] },
    trace: [],
    unsupportedCriteria: [],
  };
}

/** What the simulator reads of a policy, saved (with its ConfigService fields) or applied (its legacy lists already in its rules). */
export type PolicyDocument = Pick<AppliedPolicy, "id" | "ppl"> & { configServiceFields?: Readonly<Record<string, unknown>> };

export const policySource = (policy: PolicyDocument): PplSource => ({ ppl: withLegacyRules(policy.ppl, policy.configServiceFields), policyId: policy.id });

/**
 * Listed policies first, then the enforced ones not listed, as the proxy configuration embeds them;
 * then the route's own legacy allow fields (set through the ConfigService) and the client-certificate rule.
 */
export function routeSources(
  listed: readonly PolicyDocument[],
  enforced: readonly PolicyDocument[],
  clientCa: boolean,
  routeFields: Readonly<Record<string, unknown>> | undefined,
): PplSource[] {
  const seen = new Set<string>();
  const sources: PplSource[] = [];
  for (const policy of [...listed, ...enforced]) {
    if (seen.has(policy.id)) continue;
    seen.add(policy.id);
    sources.push(policySource(policy));
  }
  const legacy = legacyAllowRule(routeFields);
  if (legacy !== undefined) sources.push({ ppl: legacy, note: "the route's legacy allow fields (set through the ConfigService)" });
  if (clientCa) sources.push(CLIENT_CERTIFICATE_RULE);
  return sources;
}

/** Everything that decides a route's answers: its policy documents compiled, the cluster's path rules, and its bearer JWT rules. */
export class RouteDecider {
  readonly compiled: CompiledPolicy;

  constructor(
    sources: readonly PplSource[],
    private readonly rules: PathRules,
    private readonly bearer: BearerRules,
  ) {
    this.compiled = new CompiledPolicy(sources, "/policies");
  }

  /** The route of an applied configuration, with the cluster's settings. */
  static ofApplied(route: AppliedRoute, settings: AppliedSettings): RouteDecider {
    const clientCa = Boolean(route.tlsDownstreamClientCaKeyPairId) || Boolean(settings.downstreamMtlsCaKeyPairId);
    return new RouteDecider(
      routeSources(route.policies, route.enforcedPolicies, clientCa, route.configServiceFields),
      settings,
      bearerRulesOf(route, settings),
    );
  }

  /** The proxy's answer to one request (already validated). */
  decide(request: PplRequestContext, options: PplEvaluateOptions & { trace?: boolean } = {}): PplEvaluation {
    const ruled = applyPathRules(request, this.rules);
    if (ruled.kind !== "forward") return beforeAnyPolicy(ruled);
    const bearer = applyJwtBearer(ruled.request, this.bearer);
    const result = internalPathResult(bearer.request) ?? this.compiled.evaluate(bearer.request, options);
    return { ...result, ...(ruled.path === undefined ? {} : { path: ruled.path }), ...(bearer.note === undefined ? {} : { note: bearer.note }) };
  }
}
