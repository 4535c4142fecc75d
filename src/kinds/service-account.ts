/** Service accounts: no stored secrets (their tokens are signed on demand, never kept). */
import { unversioned } from "../store/port.js";
import type { ServiceAccountRecord } from "../store/records.js";
import type { ConfigKind } from "./descriptor.js";

export const SERVICE_ACCOUNT_KIND = {
  entityType: "service_account",
  recordKind: "serviceAccount",
  applied: { as: "serviceAccounts", shape: "list" },
  secrets: [],
  nestedSecrets: [],
  keyPairFields: [],
  policyListFields: [],
  activityData(record) {
    const { orgId: _orgId, ...data } = unversioned(record);
    return data;
  },
} satisfies ConfigKind<ServiceAccountRecord>;
