/**
 * A request's workload JWT as the proxy reads it (`bearer_token_format: jwt`): accepted from a provider
 * of the settings that has the token's issuer and one of its audiences, and that the route lists (or it
 * lists none); the request's session is then the token's.
 */
import type { PplRequestContext } from "../domain/policy-evaluation.js";

/** The settings and route fields that decide it (the REST model's names). */
export interface BearerRules {
  /** The route's bearer token format, else the settings'. */
  bearerTokenFormat?: string;
  /** The settings' providers by name. */
  providers?: Readonly<Record<string, { issuer: string; audiences: readonly string[] }>>;
  /** The providers the route accepts (none: all). */
  routeProviders?: readonly string[];
}

/** The request with the token's session when the token is accepted, or why it is not. */
export function applyJwtBearer(request: PplRequestContext, rules: BearerRules | undefined): { request: PplRequestContext; note?: string } {
  const token = request.jwtBearer;
  if (token === undefined) return { request };
  if (rules !== undefined) {
    if (rules.bearerTokenFormat !== "jwt")
      return { request, note: "the route's bearer token format is not jwt: the proxy does not read the bearer JWT as a session" };
    const audiences = new Set(token.audiences ?? []);
    const provider = Object.entries(rules.providers ?? {}).find(([, p]) => p.issuer === token.issuer);
    if (provider === undefined) return { request, note: `no identity provider of the settings has the issuer ${JSON.stringify(token.issuer)}` };
    const [name, found] = provider;
    if (rules.routeProviders !== undefined && rules.routeProviders.length > 0 && !rules.routeProviders.includes(name)) {
      return { request, note: `the route does not accept tokens of the identity provider ${JSON.stringify(name)}` };
    }
    if (!found.audiences.some((audience) => audiences.has(audience))) {
      return { request, note: `the token has none of the audiences of the identity provider ${JSON.stringify(name)}` };
    }
  }
  const claims = token.claims ?? {};
  const asList = Object.fromEntries(Object.entries(claims).map(([key, value]) => [key, Array.isArray(value) ? value : [value]]));
  const sub = claims.sub;
  const email = claims.email;
  return {
    request: {
      ...request,
      sessionId: request.sessionId ?? "jwt-bearer",
      user: {
        ...(typeof sub === "string" ? { id: sub } : {}),
        ...(typeof email === "string" ? { email } : {}),
        claims: asList,
        groups: [],
      },
    },
  };
}
