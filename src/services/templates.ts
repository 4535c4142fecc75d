/**
 * The defaults this control plane applies to new policies, routes and cluster settings, as the hosted
 * API's `listDefaultTemplates` shows them: one built-in template per record type.
 */
import type { DefaultTemplate } from "../domain/wire.js";
import { policyLenientDefaults } from "../kinds/policy.js";
import { routeLenientDefaults } from "../kinds/route.js";
import { defaultSettings } from "./settings-defaults.js";

/** The record types that have default templates. */
export const TEMPLATE_RECORD_TYPES = ["policy", "route", "settings"] as const;

/** Built in, not stored: the timestamps are the epoch. */
const BUILT_IN = "1970-01-01T00:00:00.000Z";

/** The default template of a record type: the fields a write that omits them gets. */
export function defaultTemplates(recordType: (typeof TEMPLATE_RECORD_TYPES)[number]): DefaultTemplate[] {
  let defaultProperties: Record<string, unknown> = {};
  if (recordType === "policy") policyLenientDefaults(defaultProperties);
  else if (recordType === "route") routeLenientDefaults(defaultProperties);
  else {
    // A new cluster's settings, without the cookie secret each cluster gets its own of.
    const { cookieSecret: _secret, ...settings } = defaultSettings();
    defaultProperties = settings;
  }
  return [{ id: `default-${recordType}`, name: `default ${recordType}`, recordType, defaultProperties, createdAt: BUILT_IN, updatedAt: BUILT_IN }];
}
