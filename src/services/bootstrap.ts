/**
 * First-start setup of a standalone server: an organization with its root namespace, a cluster and an
 * API-access owner whose refresh token is returned once. Runs only once per store.
 */
import type { ApiAccessUserWithToken, Cluster } from "../domain/entities.js";
import { MIN_CHOSEN_TOKEN_LENGTH } from "../auth/secret-tokens.js";
import { AccessPlaneError, isAccessPlaneError } from "../errors.js";
import { GLOBAL_SCOPE, ops, unversioned } from "../store/port.js";
import type { OrganizationRecord, SystemRecord } from "../store/records.js";
import { SYSTEM_ACTOR, type ServiceContext } from "./context.js";
import type { Services } from "./services.js";

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
  organization: OrganizationRecord;
  cluster: Cluster;
  user: ApiAccessUserWithToken;
}

/** Creates the first organization and its owner, or returns `undefined` when the store has been bootstrapped. */
export async function bootstrap(
  ctx: ServiceContext,
  services: Services,
  options: BootstrapOptions = {},
): Promise<BootstrapResult | undefined> {
  const chosen = options.refreshToken;
  if (chosen !== undefined && (chosen.length < MIN_CHOSEN_TOKEN_LENGTH || !/^[\x21-\x7e]+$/.test(chosen))) {
    throw new AccessPlaneError(
      "invalid_argument",
      `the bootstrap refresh token needs at least ${MIN_CHOSEN_TOKEN_LENGTH} printable characters without spaces`,
    );
  }
  const at = ctx.clock().toISOString();
  const claim: SystemRecord = { id: BOOTSTRAP_RECORD_ID, createdAt: at, updatedAt: at, value: { state: "started" } };
  try {
    await ctx.store.commit({ ops: [ops.insert("system", GLOBAL_SCOPE, claim)] });
  } catch (error) {
    if (isAccessPlaneError(error, "already_exists")) return undefined;
    throw error;
  }
  const created = await services.organizations.create({ name: options.organizationName ?? "Default organization" }, SYSTEM_ACTOR, {
    clusterName: options.clusterName ?? "default",
    ...(options.clusterDomain === undefined ? {} : { clusterDomain: options.clusterDomain }),
  });
  const orgId = created.organization.id;
  const user = await services.users.createApiAccessUser(
    orgId,
    { name: options.userName ?? "bootstrap", role: "owner" },
    SYSTEM_ACTOR,
    "owner",
    options.refreshToken === undefined ? {} : { refreshToken: options.refreshToken },
  );
  const organization: OrganizationRecord = { ...unversioned(created.organization), ownerUserId: user.id };
  const done: SystemRecord = { ...claim, updatedAt: ctx.clock().toISOString(), value: { state: "done", organizationId: orgId } };
  await ctx.store.commit({
    ops: [
      ops.update("organization", orgId, organization, created.organization.version),
      ops.update("system", GLOBAL_SCOPE, done, 1),
    ],
  });
  return { organization, cluster: created.cluster, user };
}
