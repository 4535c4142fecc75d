/**
 * The role table of `docs/wire-contract.md`: which organization roles have each capability. Every operation names
 * one capability, and {@link authorize} is the one place that decides.
 */
import { AccessPlaneError } from "../errors.js";
import type { OrganizationRole } from "../domain/primitives.js";

/** What an operation needs of its caller. */
export type Capability =
  /** No authentication at all (`POST /token`, the key set). */
  | "public"
  /** Any signed-in caller; no organization in the path. */
  | "authenticated"
  /** Read the organization and everything in it (never private keys). */
  | "read"
  /** Create, update and delete configuration: policies, routes, key pairs, namespaces, settings, changesets. */
  | "configure"
  /** Create, update and delete clusters; rotate cluster tokens. */
  | "manage_clusters"
  /** List users and invites; create and delete invites; create, renew and remove API-access users. */
  | "manage_users"
  /** Update the organization; grant or remove the owner role. */
  | "own";

/** Roles with each capability that needs an organization. */
export const ROLE_TABLE: Readonly<Record<Exclude<Capability, "public" | "authenticated">, readonly OrganizationRole[]>> = {
  read: ["owner", "admin", "member", "auditor"],
  configure: ["owner", "admin", "member"],
  manage_clusters: ["owner", "admin"],
  manage_users: ["owner", "admin"],
  own: ["owner"],
};

/** Rank of each role; nobody may grant a role ranked above their own. */
const ROLE_RANK: Readonly<Record<OrganizationRole, number>> = { owner: 3, admin: 2, member: 1, auditor: 0 };

/** Whether `role` has `capability`. */
export function allows(role: OrganizationRole, capability: Capability): boolean {
  if (capability === "public" || capability === "authenticated") return true;
  return ROLE_TABLE[capability].includes(role);
}

/** Throws `permission_denied` unless `role` has `capability`. */
export function authorize(role: OrganizationRole, capability: Capability): void {
  if (!allows(role, capability)) {
    throw new AccessPlaneError("permission_denied", `the ${role} role does not allow this operation`);
  }
}

/** "an admin", "a member": the article a role's name takes. */
function withArticle(role: OrganizationRole): string {
  return `${/^[aeiou]/.test(role) ? "an" : "a"} ${role}`;
}

/** Throws `permission_denied` when `granter` would grant a role above its own. */
export function checkGrant(granter: OrganizationRole, granted: OrganizationRole): void {
  if (ROLE_RANK[granted] > ROLE_RANK[granter]) {
    throw new AccessPlaneError("permission_denied", `${withArticle(granter)} cannot grant the ${granted} role`);
  }
}

/**
 * Throws `permission_denied` when `actor` would act on a user (or an invite) whose role ranks above its
 * own: an admin may not renew, remove or withdraw anything of an owner.
 */
export function checkActsOn(actor: OrganizationRole, target: OrganizationRole, what = "user"): void {
  if (ROLE_RANK[target] > ROLE_RANK[actor]) {
    throw new AccessPlaneError(
      "permission_denied",
      `${withArticle(actor)} cannot act on ${/^[aeiou]/.test(what) ? "an" : "a"} ${what} with the ${target} role`,
    );
  }
}

/** The namespace role listNamespaces shows for an organization role. */
export function namespaceRole(role: OrganizationRole): "admin" | "manager" | "viewer" {
  if (role === "owner" || role === "admin") return "admin";
  return role === "member" ? "manager" : "viewer";
}
