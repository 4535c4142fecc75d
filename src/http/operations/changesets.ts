/** Changesets and the activity log. */
import type { Operation } from "../operation.js";
import { unimplemented } from "./results.js";

const ORG = "/organizations/{organizationId}";

export const changesetOperations: Operation[] = [
  { operationId: "listChangesets", method: "GET", path: `${ORG}/changesets`, capability: "read", handler: unimplemented("listChangesets") },
  {
    operationId: "compareChangesets",
    method: "GET",
    path: `${ORG}/changesets/compare`,
    capability: "read",
    handler: unimplemented("compareChangesets"),
  },
  {
    operationId: "applyChangeset",
    method: "POST",
    path: `${ORG}/changesets/{changesetId}/apply`,
    capability: "configure",
    handler: unimplemented("applyChangeset"),
  },
  {
    operationId: "rejectChangeset",
    method: "POST",
    path: `${ORG}/changesets/{changesetId}/reject`,
    capability: "configure",
    handler: unimplemented("rejectChangeset"),
  },
  { operationId: "listActivityLogs", method: "GET", path: `${ORG}/activityLogs`, capability: "read", handler: unimplemented("listActivityLogs") },
];
