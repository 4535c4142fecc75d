import { IdTokens, type IdTokenOptions } from "../auth/id-tokens.js";
import type { SigningKeys } from "../signing/signing-keys.js";
import { KeyPairService } from "./key-pairs.js";
import { ChangesetService } from "./changesets.js";
import { AppliedConfigWatch } from "./applied-config-watch.js";
import { ClusterService } from "./clusters.js";
import { ConfigChanges } from "./config-changes.js";
import { PolicyService } from "./policies.js";
import { PolicySimulator } from "./policy-simulator.js";
import { IdentityProviderCheck, type IdentityProviderDiscoveryOptions } from "./identity-provider-check.js";
import { RouteService } from "./routes.js";
import { ServiceAccountService } from "./service-accounts.js";
import type { ServiceContext } from "./context.js";
import { NamespaceService } from "./namespaces.js";
import { OrganizationService } from "./organizations.js";
import { ActivityService } from "./activity.js";
import { InviteService } from "./invites.js";
import { SettingsService } from "./settings.js";
import { TokenExchange, type TokenThrottleOptions } from "./token-exchange.js";
import { UserService, type IdentityProvider } from "./users.js";

/** The domain services of a control plane, for embedding applications to call directly. */
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
): Services {
  const namespaces = new NamespaceService(ctx);
  const changesets = new ChangesetService(ctx, options.applyLeaseMs, options.applyHistory);
  const clusters = new ClusterService(ctx, namespaces, changesets, options.clusterDomainSuffix);
  const users = new UserService(ctx, options.identityProvider);
  const idTokens = new IdTokens(ctx, options.idTokens);
  const changes = new ConfigChanges(ctx, changesets);
  return {
    namespaces,
    clusters,
    settings: new SettingsService(ctx, changes),
    changesets,
    policies: new PolicyService(ctx, changes),
    policySimulator: new PolicySimulator(ctx, changesets),
    routes: new RouteService(ctx, changes),
    identityProviderCheck: new IdentityProviderCheck(options.identityProviderDiscovery),
    keyPairs: new KeyPairService(ctx, changes),
    serviceAccounts: new ServiceAccountService(ctx, changes, options.signingKeys),
    activity: new ActivityService(ctx),
    organizations: new OrganizationService(ctx, clusters, options.clusterDomainSuffix),
    users,
    invites: new InviteService(ctx),
    idTokens,
    tokens: new TokenExchange(ctx, users, idTokens, options.tokenThrottle),
    signingKeys: options.signingKeys,
    appliedConfigs: new AppliedConfigWatch(ctx.store, changesets, ctx.logger),
  };
}
