/** Policies: no secrets, no references but their namespace. */
import { unversioned } from "../store/port.js";
import type { PolicyRecord } from "../store/records.js";
import type { ConfigKind } from "./descriptor.js";

export const POLICY_KIND = {
  entityType: "policy",
  recordKind: "policy",
  // Embedded in the routes that name them.
  applied: undefined,
  secrets: [],
  nestedSecrets: [],
  keyPairFields: [],
  policyListFields: [],
  activityData(record) {
    const { orgId: _orgId, ...data } = unversioned(record);
    return data;
  },
} satisfies ConfigKind<PolicyRecord>;
