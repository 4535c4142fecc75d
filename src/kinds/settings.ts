/** Cluster settings: one per cluster, two secret fields, two key-pair references. */
import type { SettingsRecord } from "../store/records.js";
import { recordData, secretsShownAsSet, type ConfigKind } from "./descriptor.js";

/** The settings fields that name key pairs. */
export const SETTINGS_KEY_PAIR_FIELDS = ["certificateAuthorityKeyPairId", "downstreamMtlsCaKeyPairId"] as const;

export const SETTINGS_KIND = {
  entityType: "settings",
  recordKind: "settings",
  applied: { as: "settings", shape: "single" },
  secrets: ["cookieSecret", "identityProviderClientSecret"],
  nestedSecrets: [],
  keyPairFields: SETTINGS_KEY_PAIR_FIELDS,
  policyListFields: [],
  /** The settings with each secret replaced by whether it is set (`<name>Set`, always present). */
  activityData(record): Record<string, unknown> {
    return secretsShownAsSet(recordData(record), SETTINGS_KIND.secrets, "not set");
  },
} satisfies ConfigKind<SettingsRecord>;
