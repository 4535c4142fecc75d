/**
 * First-start setup of a standalone server: an organization with its root namespace, a cluster and an
 * API-access owner whose refresh token is returned once. Runs only once per store.
 *
 * Everything is one commit, together with the marker that says the store is bootstrapped: a process
 * killed at any moment of its first start leaves either nothing (the next start bootstraps) or all of
 * it. Two processes starting together on one store race for the marker's insert; one wins.
 */
import type { ApiAccessUserWithToken, Cluster, Organization } from "../domain/entities.js";
import { MIN_CHOSEN_TOKEN_LENGTH } from "../auth/secret-tokens.js";
import { AccessPlaneError, isAccessPlaneError } from "../errors.js";
import { GLOBAL_SCOPE, ops } from "../store/port.js";
import type { SystemRecord } from "../store/records.js";
import { SYSTEM_ACTOR, type ServiceContext } from "./context.js";
import type { InternalServices } from "./services.js";

const BOOTSTRAP_RECORD_ID = "bootstrap";

/** Options of `ControlPlane.bootstrap`. */
export interface BootstrapOptions {
  /** @defaultValue "Default organization" */
  organizationName?: string;
  /** @defaultValue "default" */
  clusterName?: string;
  /** Domain of the cluster. @defaultValue a generated name under the cluster domain suffix */
  clusterDomain?: string;
  /** Name of the API-access owner. @defaultValue "bootstrap" */
  userName?: string;
  /** The owner's refresh token, chosen in advance (at least 32 characters), for automation. */
  refreshToken?: string;
}

/** What the first start created. */
export interface BootstrapResult {
  /** The organization, as its owner sees it. */
  organization: Organization;
  cluster: Cluster;
  user: ApiAccessUserWithToken;
}

/** Creates the first organization and its owner, or returns `undefined` when the store has been bootstrapped. */
export async function bootstrap(ctx: ServiceContext, services: InternalServices, options: BootstrapOptions = {}): Promise<BootstrapResult | undefined> {
  const chosen = options.refreshToken;
  if (chosen !== undefined && (chosen.length < MIN_CHOSEN_TOKEN_LENGTH || !/^[\x21-\x7e]+$/.test(chosen))) {
    throw new AccessPlaneError("invalid_argument", `the bootstrap refresh token needs at least ${MIN_CHOSEN_TOKEN_LENGTH} printable characters without spaces`);
  }
  if ((await ctx.store.get("system", GLOBAL_SCOPE, BOOTSTRAP_RECORD_ID)) !== undefined) return undefined;
  const orgId = ctx.newId();
  const userId = ctx.newId();
  const planned = services.organizations.buildCreate(orgId, { name: options.organizationName ?? "Default organization" }, SYSTEM_ACTOR, {
    clusterName: options.clusterName ?? "default",
    ownerUserId: userId,
    ...(options.clusterDomain === undefined ? {} : { clusterDomain: options.clusterDomain }),
  });
  const owner = services.users.buildApiAccessUser(
    userId,
    planned.organization,
    { name: options.userName ?? "bootstrap", role: "owner" },
    SYSTEM_ACTOR,
    options.refreshToken === undefined ? {} : { refreshToken: options.refreshToken },
  );
  const at = ctx.clock().toISOString();
  const done: SystemRecord = { id: BOOTSTRAP_RECORD_ID, createdAt: at, updatedAt: at, value: { state: "done", organizationId: orgId } };
  try {
    await ctx.store.commit({ ops: [ops.insert("system", GLOBAL_SCOPE, done), ...planned.ops, ...owner.ops] });
  } catch (error) {
    if (isAccessPlaneError(error, "already_exists")) return undefined;
    throw error;
  }
  // A crash from here on leaves the first cluster's draft pending; a later write or apply carries it.
  const created = await services.organizations.finishCreate(planned, SYSTEM_ACTOR);
  return { organization: created.organization, cluster: created.cluster, user: owner.user };
}
