/** Policy test suites: cases stated of the access rules, run by every apply; no secrets, no references but their namespace. */
import type { PolicyTestSuiteWrite } from "../domain/policy-tests.js";
import type { PolicyTestSuiteRecord } from "../store/records.js";
import { validatePolicyTestSuiteWrite } from "../validation/generated/validators.js";
import { dropNulls } from "../validation/lenient.js";
import { recordData, storedWriteFields, type TypedConfigKind } from "./descriptor.js";

/** The lenient defaults of a suite write: `null` reads as absent, a missing description as "". */
function suiteLenientDefaults(body: Record<string, unknown>): void {
  dropNulls(body);
  if (body.description === undefined) body.description = "";
}

export const POLICY_TEST_SUITE_KIND = {
  entityType: "policy_test_suite",
  recordKind: "policyTestSuite",
  // Not the proxy's: the applies run them, the proxy never sees them.
  applied: undefined,
  ofCluster: { as: "policyTestSuites", shape: "list", by: "namespaceId" },
  secrets: [],
  nestedSecrets: [],
  references: [],
  write: {
    validate: validatePolicyTestSuiteWrite,
    what: "policy test suite",
    readOnly: ["id", "createdAt", "updatedAt"],
    defaults: suiteLenientDefaults,
  },
  activityData: recordData,
  patchDocument: storedWriteFields,
} satisfies TypedConfigKind<PolicyTestSuiteRecord, PolicyTestSuiteWrite>;
