import { IdTokenIssuer, type IdTokenOptions, type IdTokens } from "../auth/id-tokens.js";
import type { SigningKeys } from "../signing/signing-keys.js";
import { KeyPairs, type KeyPairService } from "./key-pairs.js";
import { Changesets, type ChangesetService } from "../config/changesets.js";
import { AppliedConfigWatcher, type AppliedConfigWatch } from "../config/applied-config-watch.js";
import { Clusters, type ClusterService } from "./clusters.js";
import { ConfigChanges } from "../config/config-changes.js";
import { Policies, type PolicyService } from "./policies.js";
import { PplSimulator, type PolicySimulator } from "./policy-simulator.js";
import { IdentityProviderChecker, type IdentityProviderCheck, type IdentityProviderDiscoveryOptions } from "./identity-provider-check.js";
import { Routes, type RouteService } from "./routes.js";
import { ServiceAccounts, type ServiceAccountService } from "./service-accounts.js";
import type { ServiceContext } from "./context.js";
import { Namespaces, type NamespaceService } from "./namespaces.js";
import { Organizations, type OrganizationService } from "./organizations.js";
import { ActivityReader, type ActivityService } from "./activity.js";
import { Invites, type InviteService } from "./invites.js";
import { ClusterSettings, type SettingsService } from "./settings.js";
import { TokenExchanger, type TokenExchange, type TokenThrottleOptions } from "./token-exchange.js";
import { Users, type IdentityProvider, type UserService } from "./users.js";

/**
 * The domain services of a control plane, for embedding applications to call directly
 * (`plane.services`). They check their input and the rules of the API as the HTTP operations do:
 * a service called with a bad body refuses it with the same `invalid_argument` and changes nothing.
 * Authorization by role is the caller's: where a rule depends on the caller's role (granting a
 * role, removing a member), the method takes that role as an argument.
 *
 * @example
 * ```ts
 * import { createControlPlane } from "accessplane";
 * import { createSqliteStore } from "accessplane/sqlite";
 *
 * const plane = await createControlPlane({ store: createSqliteStore({ filename: "./data/accessplane.db" }) });
 * const actor = { id: "deploy-script", email: "ops@example.com", displayName: "deploy", photoUrl: "" };
 * const { items } = await plane.services.routes.list(orgId, { namespaceId: orgId, includeDescendants: true });
 * for (const route of items) {
 *   await plane.services.routes.patch(orgId, route.id, [{ op: "replace", path: "/to", value: ["https://v2.internal"] }], actor);
 * }
 * ```
 */
export interface Services {
  readonly organizations: OrganizationService;
  readonly namespaces: NamespaceService;
  readonly clusters: ClusterService;
  readonly settings: SettingsService;
  /** Policies, with their links to routes. */
  readonly policies: PolicyService;
  /** Evaluates policies for request contexts as the proxy would (the policy simulator). */
  readonly policySimulator: PolicySimulator;
  /** Routes, with their links to policies. */
  readonly routes: RouteService;
  /** Checks identity provider settings before they are saved (`checkIdentityProviderSettings`). */
  readonly identityProviderCheck: IdentityProviderCheck;
  /** Key pairs (certificate chains and write-only private keys). */
  readonly keyPairs: KeyPairService;
  /** Service accounts of clusters and their tokens. */
  readonly serviceAccounts: ServiceAccountService;
  readonly activity: ActivityService;
  /** Changesets of clusters, their application, and the configuration each cluster runs. */
  readonly changesets: ChangesetService;
  readonly users: UserService;
  readonly invites: InviteService;
  /** Issues and verifies the API's ID tokens. */
  readonly idTokens: IdTokens;
  /** `POST /token`, with its failure throttle. */
  readonly tokens: TokenExchange;
  /** The proxy's attestation signing keys, published at the key-set endpoint. */
  readonly signingKeys: SigningKeys;
  /** Watching clusters' applied configurations, across replicas. */
  readonly appliedConfigs: AppliedConfigWatch;
}

/** The services as the library itself uses them: the same objects, with the methods the HTTP layer and bootstrap need. */
export interface InternalServices extends Services {
  readonly organizations: Organizations;
  readonly namespaces: Namespaces;
  readonly clusters: Clusters;
  readonly settings: ClusterSettings;
  readonly policies: Policies;
  readonly routes: Routes;
  readonly keyPairs: KeyPairs;
  readonly serviceAccounts: ServiceAccounts;
  readonly activity: ActivityReader;
  readonly changesets: Changesets;
  readonly users: Users;
  readonly invites: Invites;
  readonly idTokens: IdTokenIssuer;
  readonly tokens: TokenExchanger;
  readonly appliedConfigs: AppliedConfigWatcher;
}

/** Wires the services over one context. */
export function createServices(
  ctx: ServiceContext,
  options: {
    clusterDomainSuffix: string;
    idTokens?: IdTokenOptions;
    tokenThrottle?: TokenThrottleOptions;
    identityProvider?: IdentityProvider;
    signingKeys: SigningKeys;
    applyLeaseMs?: number;
    applyHistory?: number;
    identityProviderDiscovery?: IdentityProviderDiscoveryOptions;
  },
): InternalServices {
  const namespaces = new Namespaces(ctx);
  const changesets = new Changesets(ctx, options.applyLeaseMs, options.applyHistory);
  const clusters = new Clusters(ctx, namespaces, changesets, options.clusterDomainSuffix);
  const users = new Users(ctx, options.identityProvider);
  const idTokens = new IdTokenIssuer(ctx, options.idTokens);
  const changes = new ConfigChanges(ctx, changesets);
  return {
    namespaces,
    clusters,
    settings: new ClusterSettings(ctx, changes),
    changesets,
    policies: new Policies(ctx, changes),
    policySimulator: new PplSimulator(ctx, changesets),
    routes: new Routes(ctx, changes),
    identityProviderCheck: new IdentityProviderChecker(options.identityProviderDiscovery),
    keyPairs: new KeyPairs(ctx, changes),
    serviceAccounts: new ServiceAccounts(ctx, changes, options.signingKeys),
    activity: new ActivityReader(ctx),
    organizations: new Organizations(ctx, clusters, options.clusterDomainSuffix),
    users,
    invites: new Invites(ctx),
    idTokens,
    tokens: new TokenExchanger(ctx, users, idTokens, options.tokenThrottle),
    signingKeys: options.signingKeys,
    appliedConfigs: new AppliedConfigWatcher(ctx.store, changesets, ctx.logger),
  };
}
