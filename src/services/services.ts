import { IdTokens, type IdTokenOptions } from "../auth/id-tokens.js";
import { SigningKeySet } from "../signing/key-set.js";
import { ClusterService } from "./clusters.js";
import type { ServiceContext } from "./context.js";
import { NamespaceService } from "./namespaces.js";
import { OrganizationService } from "./organizations.js";
import { UserService } from "./users.js";

/** The domain services of a control plane, for embedding applications to call directly. */
export interface Services {
  readonly organizations: OrganizationService;
  readonly namespaces: NamespaceService;
  readonly clusters: ClusterService;
  readonly users: UserService;
  /** Issues and verifies the API's ID tokens. */
  readonly idTokens: IdTokens;
  /** The attestation keys published at the key-set endpoint. */
  readonly signingKeys: SigningKeySet;
}

/** Wires the services over one context. */
export function createServices(
  ctx: ServiceContext,
  options: { clusterDomainSuffix: string; idTokens?: IdTokenOptions; signingKeys?: SigningKeySet },
): Services {
  const namespaces = new NamespaceService(ctx);
  const clusters = new ClusterService(ctx, namespaces);
  return {
    namespaces,
    clusters,
    organizations: new OrganizationService(ctx, clusters, options.clusterDomainSuffix),
    users: new UserService(ctx),
    idTokens: new IdTokens(ctx, options.idTokens),
    signingKeys: options.signingKeys ?? new SigningKeySet(),
  };
}
