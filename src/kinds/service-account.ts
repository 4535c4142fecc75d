/** Service accounts: no stored secrets (their tokens are signed on demand, never kept). */
import type { ServiceAccountWrite } from "../domain/requests.js";
import type { ServiceAccountRecord } from "../store/records.js";
import { validateServiceAccountWrite } from "../validation/generated/validators.js";
import { dropNulls } from "../validation/lenient.js";
import { recordData, type TypedConfigKind } from "./descriptor.js";

/** The lenient defaults of a service account write: `null` reads as absent, a missing description as "". */
function serviceAccountLenientDefaults(body: Record<string, unknown>): void {
  dropNulls(body);
  if (body.description === undefined) body.description = "";
}

/** A service account write as the services take it: `description` may be left out (""). */
export type ServiceAccountInput = Omit<ServiceAccountWrite, "description"> & { description?: string };

export const SERVICE_ACCOUNT_KIND = {
  entityType: "service_account",
  recordKind: "serviceAccount",
  applied: { as: "serviceAccounts", shape: "list" },
  ofCluster: { as: "serviceAccounts", shape: "list", by: "clusterId" },
  secrets: [],
  nestedSecrets: [],
  references: [],
  quota: { field: "serviceAccounts", label: "service accounts" },
  write: {
    validate: validateServiceAccountWrite,
    what: "service account",
    readOnly: ["id", "createdAt", "updatedAt"],
    defaults: serviceAccountLenientDefaults,
  },
  activityData: recordData,
  /** The write fields of a stored account (its cluster and namespace are where it lives, not fields). */
  patchDocument(record): Record<string, unknown> {
    const { userId, description, expiresAt, originatorId } = record;
    return { userId, description, ...(expiresAt === undefined ? {} : { expiresAt }), ...(originatorId === undefined ? {} : { originatorId }) };
  },
} satisfies TypedConfigKind<ServiceAccountRecord, ServiceAccountWrite>;
