/** Cluster settings: one per cluster, two secret fields, two key-pair references. */
import type { SettingsWrite } from "../domain/requests.js";
import type { SettingsRecord } from "../store/records.js";
import { validateSettingsWrite } from "../validation/generated/validators.js";
import { dropNulls } from "../validation/lenient.js";
import { recordData, secretsShownAsSet, storedWriteFields, type TypedConfigKind } from "./descriptor.js";

/** The settings fields that name key pairs. */
export const SETTINGS_KEY_PAIR_FIELDS = ["certificateAuthorityKeyPairId", "downstreamMtlsCaKeyPairId"] as const;

/** The write fields that are required booleans on the wire, read as false when left out. */
export type SettingsRequiredBoolean = "cookieHttpOnly" | "skipXffAppend" | "passIdentityHeaders" | "autoApplyChangesets";

const REQUIRED_BOOLEANS: readonly SettingsRequiredBoolean[] = ["cookieHttpOnly", "skipXffAppend", "passIdentityHeaders", "autoApplyChangesets"];

/**
 * A settings write as the services take it: the four required booleans may be left out (false), and
 * `tracingSampleRate` (0.0001).
 */
export type SettingsInput = Omit<SettingsWrite, SettingsRequiredBoolean | "tracingSampleRate"> &
  Partial<Pick<SettingsWrite, SettingsRequiredBoolean | "tracingSampleRate">>;

/**
 * The lenient defaults the hosted API applies to a settings PUT (clients rely on them): a missing
 * required boolean is false, a missing `tracingSampleRate` is 0.0001.
 */
function settingsLenientDefaults(body: Record<string, unknown>): void {
  dropNulls(body);
  for (const field of REQUIRED_BOOLEANS) if (body[field] === undefined) body[field] = false;
  if (body.tracingSampleRate === undefined) body.tracingSampleRate = 0.0001;
}

export const SETTINGS_KIND = {
  entityType: "settings",
  recordKind: "settings",
  applied: { as: "settings", shape: "single" },
  ofCluster: { as: "settings", shape: "single", by: "clusterId" },
  secrets: ["cookieSecret", "identityProviderClientSecret"],
  nestedSecrets: [],
  references: SETTINGS_KEY_PAIR_FIELDS.map((field) => ({ path: [field], to: "keyPair" }) as const),
  subject: (settings) => ({ name: `the settings of cluster ${settings.clusterId}`, plural: true, sees: "the cluster" }),
  write: { validate: validateSettingsWrite, what: "settings", readOnly: ["id", "createdAt", "updatedAt"], defaults: settingsLenientDefaults },
  /** The settings with each secret replaced by whether it is set (`<name>Set`, always present). */
  activityData(record): Record<string, unknown> {
    return secretsShownAsSet(recordData(record), SETTINGS_KIND.secrets, "not set");
  },
  /** The write fields as a client reads them: `codecType` always there ("" when unset). */
  patchDocument(record): Record<string, unknown> {
    const { clusterId: _cl, namespaceId: _n, ...fields } = storedWriteFields(record);
    return { codecType: "", ...fields };
  },
} satisfies TypedConfigKind<SettingsRecord, SettingsWrite>;
