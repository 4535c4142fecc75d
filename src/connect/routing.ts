/**
 * What the `fetch` handler knows of the ConfigService before its first call: where it is served, and
 * which of its reads may be answered from kept answers. Kept apart from the service itself, which
 * (with Connect and the generated messages, 0.1–0.2 s to load) is loaded on the first call only: an
 * application that never receives one never loads it.
 */
import type { ConfigService } from "./gen/pomerium/config/config_pb.js";

/** Where the service is served: any prefix (the server's origin, or where the application mounts it), then the service and the method. */
export const CONFIG_SERVICE_PATH = /\/pomerium\.config\.ConfigService\/([A-Za-z]+)$/;

/**
 * The REST operations each read RPC of the ConfigService stands for: it reads the same records by the
 * same rules, so its answer depends on what theirs depend on (`ListSettings` on what `listClusters`,
 * `listNamespaces` and `getSettings` read together). RPCs that read no stored record (`GetServerInfo`,
 * `ListAvailableLogFields`) are not listed.
 */
export const READS_AS_REST: Readonly<Partial<Record<keyof typeof ConfigService.method, readonly string[]>>> = {
  getRoute: ["getRoute"],
  listRoutes: ["listRoutes"],
  getPolicy: ["getPolicy"],
  listPolicies: ["listPolicies"],
  getKeyPair: ["getKeyPair"],
  listKeyPairs: ["listKeyPairs"],
  getServiceAccount: ["getServiceAccount"],
  listServiceAccounts: ["listServiceAccounts"],
  // Settings named by their namespace are found through the namespace tree.
  getSettings: ["getSettings", "listNamespaces"],
  listSettings: ["listClusters", "listNamespaces", "getSettings"],
};

/**
 * The reads whose answers may be kept under a change mark as the REST API's reusable reads are
 * (`Operation.reusable`): those whose REST operations ({@link READS_AS_REST}) are all reusable, by
 * their method names (`GetRoute`). Derived, so that marking a REST read reusable, or no longer,
 * carries to the RPC that stands for it.
 */
export function reusableMethods(operations: readonly { readonly operationId: string; readonly reusable?: boolean }[]): ReadonlySet<string> {
  const reusable = new Set(operations.flatMap((operation) => (operation.reusable === true ? [operation.operationId] : [])));
  return new Set(Object.entries(READS_AS_REST).flatMap(([rpc, operationIds]) => (operationIds.every((id) => reusable.has(id)) ? [methodName(rpc)] : [])));
}

/**
 * An RPC's method name (`GetRoute`) from its local name (`getRoute`), as protobuf-es derives the one
 * from the other; a test holds it to the generated service's names.
 */
export function methodName(localName: string): string {
  return localName.charAt(0).toUpperCase() + localName.slice(1);
}
