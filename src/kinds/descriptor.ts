/**
 * A configuration kind's descriptor: what the engines that handle every kind alike need to know of
 * one (the changeset engine, the applied configuration, the encrypting store, JSON Patch, the activity
 * log), declared once beside the kind instead of in each engine. A kind's service reads its own
 * descriptor too. Descriptors import nothing from the services, so the engines depend on them and not
 * on the services (see docs/design.md, "Configuration kinds").
 */
import { unversioned } from "../store/port.js";
import type { ConfigRecordKind } from "../store/records.js";

/** The activity log's entity type of each configuration kind. */
export type ConfigEntityType = "policy" | "route" | "key_pair" | "settings" | "service_account";

/** What the engines read of any configuration kind (the registry holds these). */
export interface ConfigKindInfo {
  /** Its entity type in the activity log and in changeset entries. */
  readonly entityType: ConfigEntityType;
  /** The store kind its records are kept as. */
  readonly recordKind: ConfigRecordKind;
  /**
   * Where the applied configuration holds copies of its records: `list`, an array under `as` (one
   * element per entity of the cluster); `single`, one object under `as` (the cluster's settings);
   * `undefined`, nowhere of its own (policies are embedded in the routes that name them).
   */
  readonly applied: { readonly as: string; readonly shape: "list" | "single" } | undefined;
  /**
   * Its secret fields: write-only over the API, masked in the activity log, never read by a JSON
   * Patch, kept when a write leaves them out, and sealed at rest when `secrets` is configured.
   */
  readonly secrets: readonly string[];
  /** Secret fields nested in objects, as paths (treated like `secrets`). */
  readonly nestedSecrets: readonly (readonly string[])[];
  /** Fields that name a key pair of the organization (a certificate authority, a client certificate). */
  readonly keyPairFields: readonly string[];
  /** Fields that list policies by id. */
  readonly policyListFields: readonly string[];
  /** What the activity log keeps of a record: its data without the store's fields or any secret. */
  activityData(record: object): Record<string, unknown>;
}

/** One configuration kind, typed by its stored record `R`: the fields it names are fields of `R`. */
export interface ConfigKind<R extends object> extends ConfigKindInfo {
  readonly secrets: readonly (keyof R & string)[];
  readonly keyPairFields: readonly (keyof R & string)[];
  readonly policyListFields: readonly (keyof R & string)[];
  activityData(record: R): Record<string, unknown>;
}

/** A record's own data, for its activity entry: without the store's version and the organization it is kept under. */
export function recordData(record: { orgId: string }): Record<string, unknown> {
  const { orgId: _orgId, ...data } = unversioned(record);
  return data;
}

/**
 * `data` with each of `secrets` left out and shown after the other fields as `<name>Set`: whether it
 * is set (not empty). A secret that is not there is shown as not set, or (`absent: "omit"`) not at all.
 */
export function secretsShownAsSet(data: Record<string, unknown>, secrets: readonly string[], absent: "not set" | "omit"): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) if (!secrets.includes(name)) shown[name] = value;
  for (const name of secrets) {
    const value = data[name];
    if (value !== undefined || absent === "not set") shown[`${name}Set`] = value !== undefined && value !== "";
  }
  return shown;
}
