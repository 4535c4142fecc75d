/** What the activity log keeps of each configuration entity type: its data without any secret. */
import type { EntityType } from "../domain/primitives.js";
import type { KeyPairRecord, PolicyRecord, RouteRecord, ServiceAccountRecord, SettingsRecord } from "../store/records.js";
import { settingsActivityData } from "./clusters.js";
import { keyPairActivityData } from "./key-pairs.js";
import { policyActivityData } from "./policies.js";
import { routeActivityData } from "./routes.js";
import { serviceAccountActivityData } from "./service-accounts.js";

/** The configuration entity types, and the record kind each is stored as. */
export const CONFIG_KINDS = {
  policy: "policy",
  route: "route",
  key_pair: "keyPair",
  settings: "settings",
  service_account: "serviceAccount",
} as const satisfies Partial<Record<EntityType, string>>;

/** A configuration entity type. */
export type ConfigEntityType = keyof typeof CONFIG_KINDS;

/** Whether an entity type is a configuration entity's. */
export function isConfigEntityType(type: EntityType): type is ConfigEntityType {
  return type in CONFIG_KINDS;
}

/** The activity data of a configuration entity's record, as its own service writes it. */
export function configActivityData(type: ConfigEntityType, record: object): Record<string, unknown> {
  switch (type) {
    case "policy":
      return policyActivityData(record as PolicyRecord);
    case "route":
      return routeActivityData(record as RouteRecord);
    case "key_pair":
      return keyPairActivityData(record as KeyPairRecord);
    case "settings":
      return settingsActivityData(record as SettingsRecord);
    case "service_account":
      return serviceAccountActivityData(record as ServiceAccountRecord);
  }
}
