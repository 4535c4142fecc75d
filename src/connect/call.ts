/** What a ConfigService call knows besides its message: who calls, and what the access log wants of it. */
import { Code, ConnectError, createContextKey } from "@connectrpc/connect";
import type { Capability } from "../auth/roles.js";
import type { OrganizationRole } from "../domain/primitives.js";
import type { Actor } from "../services/context.js";
import type { Stored } from "../store/port.js";
import type { UserRecord } from "../store/records.js";

/** Who calls, once authenticated and authorized for one organization. */
export interface ConfigServiceCaller {
  orgId: string;
  user: Stored<UserRecord>;
  role: OrganizationRole;
  actor: Actor;
}

/** What a call knows besides its message: how to find its caller, and its response id. */
export interface ConfigServiceCall {
  /** The caller, checked for `capability` in its organization; `unauthenticated` or `permission_denied` otherwise. */
  caller(capability: Capability): Promise<ConfigServiceCaller>;
  readonly responseId: string;
}

/** The context value through which an implementation reaches its call. */
export const CALL = createContextKey<ConfigServiceCall | undefined>(undefined);

/** The call of an RPC's handler context. */
export function callOf(values: { get<T>(key: { id: symbol; defaultValue: T }): T }): ConfigServiceCall {
  const call = values.get(CALL);
  if (call === undefined) throw new ConnectError("the ConfigService was called outside accessplane's handler", Code.Internal);
  return call;
}
