/**
 * The legacy allow-lists of the vendor's messages (set through its ConfigService, kept per entity as
 * `configServiceFields`) as the proxy runs them: one more allow rule of the policy or route that has
 * them — a user by id or email, an email domain, a claim's value, and for a route public access
 * (`accept`), any signed-in user (`authenticated_user`) and CORS preflights (`cors_preflight`).
 */

/** The allow rule of an entity's legacy fields, or `undefined` when it has none. */
export function legacyAllowRule(fields: Readonly<Record<string, unknown>> | undefined): { allow: { or: Record<string, unknown>[] } } | undefined {
  if (fields === undefined) return undefined;
  const or: Record<string, unknown>[] = [];
  if (fields.allowPublicUnauthenticatedAccess === true) or.push({ accept: true });
  if (fields.allowAnyAuthenticatedUser === true) or.push({ authenticated_user: true });
  if (fields.corsAllowPreflight === true) or.push({ cors_preflight: true });
  for (const user of (fields.allowedUsers as string[] | undefined) ?? []) or.push({ user: { is: user } }, { email: { is: user } });
  for (const domain of (fields.allowedDomains as string[] | undefined) ?? []) or.push({ domain: { is: domain } });
  for (const [claim, values] of Object.entries((fields.allowedIdpClaims as Record<string, unknown[]> | undefined) ?? {})) {
    for (const value of values) or.push({ [`claim/${claim}`]: value });
  }
  return or.length === 0 ? undefined : { allow: { or } };
}

/** A policy's rules with its legacy allow-lists as one more rule. */
export function withLegacyRules(ppl: unknown, fields: Readonly<Record<string, unknown>> | undefined): unknown {
  const rule = legacyAllowRule(fields);
  if (rule === undefined) return ppl;
  return [...(Array.isArray(ppl) ? (ppl as unknown[]) : [ppl]), rule];
}
