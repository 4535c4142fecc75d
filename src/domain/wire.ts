/**
 * Wire shapes of responses that are not resources: token exchanges, small action results, the error
 * envelope and the key set. With `entities.ts` and `requests.ts` they are the types the OpenAPI
 * document's schemas are generated from.
 */
import type { ErrorCode } from "../errors.js";
import type { ActivityLog, Changeset, ClusterWithToken, Namespace, Organization, OrganizationQuotas } from "./entities.js";

/** The answer of `POST /token`. */
export interface TokenResponse {
  /** An ES256 JWT, sent as `Authorization: Bearer <idToken>`. */
  idToken: string;
  /** Its lifetime in seconds, as a string (`"3600"`), as the hosted API sends it. */
  expiresInSeconds: string;
}

/** The answer of `getVersion`. */
export interface VersionInfo {
  version: string;
}

/** The answer of `generateSubdomainName`: a DNS label such as `brave-otter-4821`. */
export interface SubdomainName {
  name: string;
}

/** A refresh token issued by a renewal or rotation; shown only this once. */
export interface RefreshTokenResponse {
  refreshToken: string;
}

/** Body of getServiceAccountToken: the service account's token (a JWT the proxy verifies with the key set). */
export interface ServiceAccountToken {
  token: string;
}

/** A default template (`listDefaultTemplates`): the defaults a new record of its type gets. */
export interface DefaultTemplate {
  id: string;
  name: string;
  recordType: "policy" | "route" | "settings";
  defaultProperties: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

/** A feature flag (`listFeatureFlags`). */
export interface FeatureFlag {
  name: string;
  enabled: boolean;
}

/** The answer of `getQuotas`: what the organization (or a namespace of it) holds, and its limits. */
export interface QuotasResponse {
  counts: OrganizationQuotas;
  limits: OrganizationQuotas;
}

/** What `createOrganization` made: the organization, its root namespace and its first cluster. */
export interface CreatedOrganizationResponse {
  organization: Organization;
  namespace: Namespace;
  /** The first cluster, with its refresh token: the only time it is shown. */
  cluster: ClusterWithToken;
}

/** The answer of `compareChangesets`: per entity changed in the range, its entries oldest first. */
export interface ChangesetComparison {
  /** The changeset the range starts after; absent when the cluster has none current. */
  startChangeset?: Changeset;
  endChangeset: Changeset;
  entities: ActivityLog[][];
}

/** One offending value of a request. */
export interface ErrorDetailWire {
  /** JSON Pointer (RFC 6901) of the offending value, `""` for the whole body. */
  path: string;
  message: string;
}

/** The body of every error response. */
export interface ErrorEnvelope {
  /** A human-readable message; never a secret, a token, SQL or a stack trace. */
  error: string;
  code: ErrorCode;
  /** Every offending value, for validation failures. */
  details?: ErrorDetailWire[];
}

/** The answer of the health endpoints. */
export interface HealthStatus {
  /** `ok` (alive) for `/healthz`; `ready` for `/readyz` when the store answers. */
  status: "ok" | "ready";
}

/** A public key of the proxy's attestation key set (RFC 7517). */
export interface PublicSigningKey {
  use: "sig";
  kty: "EC" | "RSA";
  /** RFC 7638 SHA-256 thumbprint, lower-case hex. */
  kid: string;
  alg: "ES256" | "RS256";
  crv?: string;
  x?: string;
  y?: string;
  n?: string;
  e?: string;
}

/** The key set the proxy's upstream applications verify attestations with. */
export interface SigningKeySet {
  keys: PublicSigningKey[];
}

/** The answer of `checkIdentityProviderSettings`: `success`, or a message per field that is wrong. */
export interface IdentityProviderCheckResult {
  success: boolean;
  errors?: {
    provider?: string;
    clientId?: string;
    clientSecret?: string;
    url?: string;
    scopes?: string;
    requestParams?: string;
  };
}
