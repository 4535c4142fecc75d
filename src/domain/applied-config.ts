/** The configuration a cluster runs, as the proxy runs it: what applies produce and hooks receive. */
import type { KeyPair, Route, Settings } from "./entities.js";

/**
 * Fields of the vendor's ConfigService messages that the REST model has no field for (a route's
 * `stat_name`, the settings' `autocert`, ...), by their proto3 JSON names with their proto3 JSON
 * values, as the last ConfigService write set them. REST reads do not show them and REST writes keep
 * them; docs/config-service.md lists them.
 */
export type ConfigServiceFields = Record<string, unknown>;

/** A cluster's settings as the proxy runs them. */
export interface AppliedSettings extends Settings {
  /** Fields set through the vendor's ConfigService that the REST model lacks (proto3 JSON). */
  configServiceFields?: ConfigServiceFields;
}

/** A policy as the proxy runs it. */
export interface AppliedPolicy {
  id: string;
  namespaceId: string;
  name: string;
  enforced: boolean;
  ppl: unknown;
  description: string;
  explanation: string;
  remediation: string;
}

/** A route as the proxy runs it: its listed and enforced policies embedded. */
export interface AppliedRoute extends Omit<Route, "policies" | "enforcedPolicies"> {
  policies: AppliedPolicy[];
  enforcedPolicies: AppliedPolicy[];
  /** The policy `upstreamTunnel.sshPolicyId` names, when it does. */
  upstreamTunnelPolicy?: AppliedPolicy;
  /** Fields set through the vendor's ConfigService that the REST model lacks (proto3 JSON). */
  configServiceFields?: ConfigServiceFields;
}

/**
 * A key pair a route or the settings reference, with its private key in PEM (the proxy needs it to
 * serve TLS). This object only ever reaches the embedding application's code, never a response.
 */
export type AppliedKeyPair = Omit<KeyPair, "createdAt" | "updatedAt"> & { key?: string };

/**
 * A service account as the proxy needs it: requests bearing a token with `jti` = `id` are the user
 * `userId` until `expiresAt`.
 */
export interface AppliedServiceAccount {
  id: string;
  userId: string;
  expiresAt?: string;
}

/**
 * The configuration a cluster runs, as of one applied changeset. Immutable (deeply frozen); a new
 * apply makes a new one with the next `version`.
 */
export interface AppliedConfig {
  readonly orgId: string;
  readonly clusterId: string;
  /** The changeset whose application produced it. */
  readonly changesetId: string;
  /** 1 for the cluster's first applied configuration, one more per apply. */
  readonly version: number;
  readonly appliedAt: string;
  readonly settings: Readonly<AppliedSettings>;
  readonly routes: readonly AppliedRoute[];
  readonly keyPairs: readonly AppliedKeyPair[];
  /** The cluster's service accounts, expired ones included (the proxy treats those as absent). */
  readonly serviceAccounts: readonly AppliedServiceAccount[];
}
