import type { Operation } from "../operation.js";
import { approvalOperations } from "./approvals.js";
import { changesetOperations } from "./changesets.js";
import { clusterOperations } from "./clusters.js";
import { configurationOperations } from "./configuration.js";
import { identityOperations } from "./identity.js";
import { organizationOperations } from "./organizations.js";
import { policyTestOperations } from "./policy-tests.js";
import { serviceAccountOperations } from "./service-accounts.js";

/** Every operation of the API (`docs/wire-contract.md`), in one table. */
export const OPERATIONS: readonly Operation[] = [
  ...identityOperations,
  ...organizationOperations,
  ...clusterOperations,
  ...configurationOperations,
  ...serviceAccountOperations,
  ...changesetOperations,
  ...policyTestOperations,
  ...approvalOperations,
];
