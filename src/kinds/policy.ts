/** Policies: no secrets, no references but their namespace. */
import type { PolicyRecord } from "../store/records.js";
import { recordData, type ConfigKind } from "./descriptor.js";

export const POLICY_KIND = {
  entityType: "policy",
  recordKind: "policy",
  // Embedded in the routes that name them.
  applied: undefined,
  secrets: [],
  nestedSecrets: [],
  keyPairFields: [],
  policyListFields: [],
  activityData: recordData,
} satisfies ConfigKind<PolicyRecord>;
