import type { tags } from "@typia/interface";

/** A name of a policy, route, namespace or cluster: 1 to 128 characters. */
export type EntityName = string & tags.MinLength<1> & tags.MaxLength<128>;

/**
 * A duration in the proxy's notation: one or more number+unit groups (`30s`, `1h30m`, `500ms`).
 * Units: y, w, d, h, m, s, ms. No fractions, no sign, no spaces.
 */
export type Duration = string & tags.Pattern<"^([0-9]+(y|w|d|h|m|s|ms))+$">;

/** An RFC 3339 UTC timestamp, as every `createdAt`/`updatedAt` of the API. */
export type Timestamp = string;

/** A map of string keys to string values. */
export type StringMap = Record<string, string>;

/** Kind of user: interactive (a person) or API access (a machine). */
export type UserType = "user_type_interactive" | "user_type_api_access";

/** A user's level of access to an organization. */
export type OrganizationRole = "owner" | "admin" | "auditor" | "member";

/** What an activity log entry records. */
export type ActivityType = "create" | "delete" | "update";

/** The kind of entity an activity log entry is about. */
export type EntityType =
  | "changeset"
  | "custom_domain"
  | "domain"
  | "feature_flag"
  | "key_pair"
  | "namespace"
  | "organization"
  | "policy"
  | "route"
  | "settings"
  | "service_account"
  | "policy_test_suite";

/** DNS resolution policy of the proxy. */
export type DNSLookupFamily = "V4_ONLY" | "V6_ONLY" | "V4_PREFERRED" | "AUTO" | "ALL";

/** Identity provider kinds the proxy supports when the hosted authentication service is not used. */
export type IdentityProviderType = "apple" | "auth0" | "azure" | "cognito" | "github" | "gitlab" | "google" | "oidc" | "okta" | "onelogin" | "ping";

/** Load-balancing policy of a route with several upstreams. */
export type RouteLoadBalancingPolicy = "round_robin" | "least_request" | "ring_hash" | "random" | "maglev";

/** Lifecycle state of a changeset. */
export type ChangesetStatus = "pending" | "applying" | "applied" | "failed" | "current" | "rejected";

/** Kind of namespace: the organization's root, a cluster's own, or one made by a user. */
export type NamespaceType = "organization" | "cluster" | "regular";
