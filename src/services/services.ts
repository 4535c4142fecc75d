import { DefaultIdTokenService, type IdTokenOptions, type IdTokenService } from "../auth/id-tokens.js";
import type { SigningKeys } from "../signing/signing-keys.js";
import { DefaultKeyPairService, type KeyPairService } from "./key-pairs.js";
import { DefaultChangesetService, type ChangesetService } from "../config/changesets.js";
import { DefaultAppliedConfigService, type AppliedConfigService } from "../config/applied-config-watch.js";
import { DefaultClusterService, type ClusterService } from "./clusters.js";
import { ConfigChanges } from "../config/config-changes.js";
import { DefaultPolicyService, type PolicyService } from "./policies.js";
import { DefaultPolicySimulatorService, type PolicySimulatorService } from "./policy-simulator.js";
import { DefaultPolicyTestSuiteService, type PolicyTestSuiteService } from "./policy-test-suites.js";
import { DefaultIdentityProviderCheckService, type IdentityProviderCheckService, type IdentityProviderDiscoveryOptions } from "./identity-provider-check.js";
import { DefaultRouteService, type RouteService } from "./routes.js";
import { DefaultServiceAccountService, type ServiceAccountService } from "./service-accounts.js";
import type { ServiceContext } from "./context.js";
import { DefaultNamespaceService, type NamespaceService } from "./namespaces.js";
import { DefaultOrganizationService, type OrganizationService } from "./organizations.js";
import { DefaultActivityService, type ActivityService } from "./activity.js";
import { DefaultInviteService, type InviteService } from "./invites.js";
import { DefaultSettingsService, type SettingsService } from "./settings.js";
import { DefaultTokenExchangeService, type TokenExchangeService, type TokenThrottleOptions } from "./token-exchange.js";
import { DefaultUserService, type IdentityProvider, type UserService } from "./users.js";

/**
 * The domain services of a control plane, for embedding applications to call directly
 * (`plane.services`). They check their input and the rules of the API as the HTTP operations do:
 * a service called with a bad body refuses it with the same `invalid_argument` and changes nothing.
 * Authorization by role is the caller's: where a rule depends on the caller's role (granting a
 * role, removing a member), the method takes that role as an argument.
 *
 * Every member is typed by a public interface named `<Thing>Service` and built from the internal class
 * `Default<Thing>Service` that implements it (`routes`: `RouteService`, `DefaultRouteService`).
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
  readonly policySimulator: PolicySimulatorService;
  /** Policy test suites, which every apply runs (`changesets.test` runs them on a draft). */
  readonly policyTestSuites: PolicyTestSuiteService;
  /** Routes, with their links to policies. */
  readonly routes: RouteService;
  /** Checks identity provider settings before they are saved (`checkIdentityProviderSettings`). */
  readonly identityProviderCheck: IdentityProviderCheckService;
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
  readonly idTokens: IdTokenService;
  /** `POST /token`, with its failure throttle. */
  readonly tokens: TokenExchangeService;
  /** The proxy's attestation signing keys, published at the key-set endpoint. */
  readonly signingKeys: SigningKeys;
  /** Watching clusters' applied configurations, across replicas. */
  readonly appliedConfigs: AppliedConfigService;
}

/** The services as the library itself uses them: the same objects, with the methods the HTTP layer and bootstrap need. */
export interface InternalServices extends Services {
  readonly organizations: DefaultOrganizationService;
  readonly namespaces: DefaultNamespaceService;
  readonly clusters: DefaultClusterService;
  readonly settings: DefaultSettingsService;
  readonly policies: DefaultPolicyService;
  readonly policyTestSuites: DefaultPolicyTestSuiteService;
  readonly routes: DefaultRouteService;
  readonly keyPairs: DefaultKeyPairService;
  readonly serviceAccounts: DefaultServiceAccountService;
  readonly activity: DefaultActivityService;
  readonly changesets: DefaultChangesetService;
  readonly users: DefaultUserService;
  readonly invites: DefaultInviteService;
  readonly idTokens: DefaultIdTokenService;
  readonly tokens: DefaultTokenExchangeService;
  readonly appliedConfigs: DefaultAppliedConfigService;
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
  const namespaces = new DefaultNamespaceService(ctx);
  const changesets = new DefaultChangesetService(ctx, options.applyLeaseMs, options.applyHistory);
  const clusters = new DefaultClusterService(ctx, namespaces, changesets, options.clusterDomainSuffix);
  const users = new DefaultUserService(ctx, options.identityProvider);
  const idTokens = new DefaultIdTokenService(ctx, options.idTokens);
  const changes = new ConfigChanges(ctx, changesets);
  return {
    namespaces,
    clusters,
    settings: new DefaultSettingsService(ctx, changes),
    changesets,
    policies: new DefaultPolicyService(ctx, changes),
    policySimulator: new DefaultPolicySimulatorService(ctx, changesets),
    policyTestSuites: new DefaultPolicyTestSuiteService(ctx, changes),
    routes: new DefaultRouteService(ctx, changes),
    identityProviderCheck: new DefaultIdentityProviderCheckService(options.identityProviderDiscovery),
    keyPairs: new DefaultKeyPairService(ctx, changes),
    serviceAccounts: new DefaultServiceAccountService(ctx, changes, options.signingKeys),
    activity: new DefaultActivityService(ctx),
    organizations: new DefaultOrganizationService(ctx, clusters, options.clusterDomainSuffix),
    users,
    invites: new DefaultInviteService(ctx),
    idTokens,
    tokens: new DefaultTokenExchangeService(ctx, users, idTokens, options.tokenThrottle),
    signingKeys: options.signingKeys,
    appliedConfigs: new DefaultAppliedConfigService(ctx.store, changesets, ctx.logger),
  };
}
