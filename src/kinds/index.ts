/**
 * The registry of configuration kinds. A new kind is a descriptor in its own module (see
 * descriptor.ts), a service, and one line in CONFIG_KIND_LIST; the engines read the registry.
 */
import type { EntityType } from "../domain/primitives.js";
import { updateAtPath, valueAtPath } from "../domain/secret-fields.js";
import { KINDS } from "../store/port.js";
import type { ConfigRecordKind, Kind } from "../store/records.js";
import type { ConfigEntityType, ConfigKind, Reference } from "./descriptor.js";
import { KEY_PAIR_KIND } from "./key-pair.js";
import { POLICY_KIND } from "./policy.js";
import { POLICY_TEST_SUITE_KIND } from "./policy-test-suite.js";
import { ROUTE_KIND } from "./route.js";
import { SERVICE_ACCOUNT_KIND } from "./service-account.js";
import { SETTINGS_KIND } from "./settings.js";

export type { ConfigEntityType, ConfigKind, Reference, TypedConfigKind } from "./descriptor.js";
export { secretFlagPath } from "./descriptor.js";

/** Every configuration kind. */
export const CONFIG_KIND_LIST: readonly ConfigKind[] = [POLICY_KIND, ROUTE_KIND, KEY_PAIR_KIND, SETTINGS_KIND, SERVICE_ACCOUNT_KIND, POLICY_TEST_SUITE_KIND];

const BY_ENTITY_TYPE = new Map<string, ConfigKind>(CONFIG_KIND_LIST.map((kind) => [kind.entityType, kind]));
const BY_RECORD_KIND = new Map<string, ConfigKind>(CONFIG_KIND_LIST.map((kind) => [kind.recordKind, kind]));

/** The record kind each configuration entity type is stored as. */
export const CONFIG_KINDS = Object.freeze(Object.fromEntries(CONFIG_KIND_LIST.map((kind) => [kind.entityType, kind.recordKind]))) as Readonly<
  Record<ConfigEntityType, ConfigRecordKind>
>;

/** Whether an entity type is a configuration entity's. */
export function isConfigEntityType(type: EntityType): type is ConfigEntityType {
  return BY_ENTITY_TYPE.has(type);
}

/** The descriptor of a store kind, when it holds configuration entities. */
export function configKindOfRecord(kind: Kind): ConfigKind | undefined {
  return BY_RECORD_KIND.get(kind);
}

/** Paths of the secret fields of a kind's records: its top-level secrets and its nested ones. */
export function secretPaths(kind: Pick<ConfigKind, "secrets" | "nestedSecrets">): (readonly string[])[] {
  return [...kind.secrets.map((field) => [field]), ...kind.nestedSecrets];
}

/** A copy of a record without its secrets, top-level and nested (the record itself is left as it is). */
export function withoutSecrets<T extends object>(kind: Pick<ConfigKind, "secrets" | "nestedSecrets">, record: T): T {
  let copy = record;
  for (const path of secretPaths(kind)) copy = updateAtPath(copy, path, () => undefined);
  return copy;
}

/** The ids one reference of a record names (none when unset). */
export function idsOf(reference: Reference, record: object): string[] {
  const ids: string[] = [];
  eachIdOf(reference, record, (id) => ids.push(id));
  return ids;
}

/** Calls `each` with every id {@link idsOf} lists, in its order, without building the list. */
export function eachIdOf(reference: Reference, record: object, each: (id: string) => void): void {
  const value = valueAtPath(record, reference.path);
  if (reference.list !== true) {
    if (typeof value === "string" && value !== "") each(value);
  } else if (Array.isArray(value)) {
    for (const id of value as unknown[]) if (typeof id === "string" && id !== "") each(id);
  }
}

/** The ids a record of `kind` names through its references (only those to `to`, when given), each once. */
export function referencedIds(kind: ConfigKind, record: object, to?: Reference["to"]): string[] {
  return [...new Set(kind.references.filter((reference) => to === undefined || reference.to === to).flatMap((reference) => idsOf(reference, record)))];
}

/** Every reference of every kind that names records of `to`, with the kind it is a field of. */
export function referencesTo(to: Reference["to"]): { kind: ConfigKind; reference: Reference }[] {
  return CONFIG_KIND_LIST.flatMap((kind) => kind.references.filter((reference) => reference.to === to).map((reference) => ({ kind, reference })));
}

/**
 * The field a store can list the referring kind's records by, for the reference: its path among the
 * kind's filters (a nested one written with dots) or, top-level, its multi-valued fields (`KINDS`);
 * `undefined` for others, which are found among candidates.
 */
export function indexedField(kind: ConfigKind, reference: Reference): string | undefined {
  const spec = KINDS[kind.recordKind] as { filters: readonly string[]; multi: readonly string[] };
  const field = reference.path.join(".");
  return spec.filters.includes(field) || (reference.path.length === 1 && spec.multi.includes(field)) ? field : undefined;
}

/** The kinds whose records the apply checks: those that name others or match requests. */
export function isChecked(kind: ConfigKind): boolean {
  return kind.references.length > 0 || kind.matcher !== undefined;
}

/** The store kinds that references name: a change of one of their records checks again what names it. */
export const REFERENCED_KINDS: ReadonlySet<ConfigRecordKind> = new Set(CONFIG_KIND_LIST.flatMap((kind) => kind.references.map((reference) => reference.to)));
