/**
 * The registry of configuration kinds. A new kind is a descriptor in its own module (see
 * descriptor.ts), a service, and one line in CONFIG_KIND_LIST; the engines read the registry.
 */
import type { EntityType } from "../domain/primitives.js";
import type { ConfigRecordKind, Kind } from "../store/records.js";
import type { ConfigEntityType, ConfigKindInfo } from "./descriptor.js";
import { KEY_PAIR_KIND } from "./key-pair.js";
import { POLICY_KIND } from "./policy.js";
import { ROUTE_KIND } from "./route.js";
import { SERVICE_ACCOUNT_KIND } from "./service-account.js";
import { SETTINGS_KIND } from "./settings.js";

export type { ConfigEntityType, ConfigKind, ConfigKindInfo } from "./descriptor.js";

/** Every configuration kind. */
export const CONFIG_KIND_LIST: readonly ConfigKindInfo[] = [POLICY_KIND, ROUTE_KIND, KEY_PAIR_KIND, SETTINGS_KIND, SERVICE_ACCOUNT_KIND];

const BY_ENTITY_TYPE = new Map<string, ConfigKindInfo>(CONFIG_KIND_LIST.map((kind) => [kind.entityType, kind]));
const BY_RECORD_KIND = new Map<string, ConfigKindInfo>(CONFIG_KIND_LIST.map((kind) => [kind.recordKind, kind]));

/** The record kind each configuration entity type is stored as. */
export const CONFIG_KINDS = Object.freeze(Object.fromEntries(CONFIG_KIND_LIST.map((kind) => [kind.entityType, kind.recordKind]))) as Readonly<
  Record<ConfigEntityType, ConfigRecordKind>
>;

/** Whether an entity type is a configuration entity's. */
export function isConfigEntityType(type: EntityType): type is ConfigEntityType {
  return BY_ENTITY_TYPE.has(type);
}

/** The descriptor of a configuration entity type. */
export function configKind(type: ConfigEntityType): ConfigKindInfo {
  return BY_ENTITY_TYPE.get(type)!;
}

/** The descriptor of a store kind, when it holds configuration entities. */
export function configKindOfRecord(kind: Kind): ConfigKindInfo | undefined {
  return BY_RECORD_KIND.get(kind);
}

/** The activity data of a configuration entity's record, as its own service writes it. */
export function configActivityData(type: ConfigEntityType, record: object): Record<string, unknown> {
  return configKind(type).activityData(record);
}

/** Paths of the secret fields of a kind's records: its top-level secrets and its nested ones. */
export function secretPaths(kind: ConfigKindInfo): (readonly string[])[] {
  return [...kind.secrets.map((field) => [field]), ...kind.nestedSecrets];
}
