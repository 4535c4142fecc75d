/** Service accounts: no stored secrets (their tokens are signed on demand, never kept). */
import type { ServiceAccountRecord } from "../store/records.js";
import { recordData, type ConfigKind } from "./descriptor.js";

export const SERVICE_ACCOUNT_KIND = {
  entityType: "service_account",
  recordKind: "serviceAccount",
  applied: { as: "serviceAccounts", shape: "list" },
  secrets: [],
  nestedSecrets: [],
  keyPairFields: [],
  policyListFields: [],
  activityData: recordData,
} satisfies ConfigKind<ServiceAccountRecord>;
