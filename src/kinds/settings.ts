/** Cluster settings: one per cluster, two secret fields, two key-pair references. */
import { unversioned } from "../store/port.js";
import type { SettingsRecord } from "../store/records.js";
import type { ConfigKind } from "./descriptor.js";

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
  activityData(record) {
    const { orgId: _orgId, ...fields } = unversioned(record);
    const shown: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(fields)) if (!(SETTINGS_KIND.secrets as readonly string[]).includes(name)) shown[name] = value;
    for (const name of SETTINGS_KIND.secrets) {
      const value = (fields as Record<string, unknown>)[name];
      shown[`${name}Set`] = value !== undefined && value !== "";
    }
    return shown;
  },
} satisfies ConfigKind<SettingsRecord>;
