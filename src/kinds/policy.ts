/** Policies: no secrets, no references but their namespace. */
import type { PolicyWrite } from "../domain/requests.js";
import type { PolicyRecord } from "../store/records.js";
import { validatePolicyWrite } from "../validation/generated/validators.js";
import { dropNulls } from "../validation/lenient.js";
import { recordData, storedWriteFields, type TypedConfigKind } from "./descriptor.js";

/** The lenient defaults of `docs/wire-contract.md` for a policy write: a missing `enforced` is false. */
export function policyLenientDefaults(body: Record<string, unknown>): void {
  dropNulls(body);
  if (body.enforced === undefined) body.enforced = false;
}

/** A policy write as the services take it: `enforced` may be left out (false). */
export type PolicyInput = Omit<PolicyWrite, "enforced"> & { enforced?: boolean };

export const POLICY_KIND = {
  entityType: "policy",
  recordKind: "policy",
  // Embedded in the routes that name them.
  applied: undefined,
  ofCluster: { as: "policies", shape: "list", by: "namespaceId" },
  secrets: [],
  nestedSecrets: [],
  references: [],
  quota: { field: "policies", label: "policies" },
  write: {
    validate: validatePolicyWrite,
    what: "policy",
    readOnly: ["id", "createdAt", "updatedAt", "routes", "enforcedRoutes"],
    defaults: policyLenientDefaults,
  },
  activityData: recordData,
  patchDocument: storedWriteFields,
} satisfies TypedConfigKind<PolicyRecord, PolicyWrite>;
