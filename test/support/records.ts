/**
 * Small records for the store tests, loosely typed (a store keeps the JSON it is given): what a test
 * needs of a record is its id, its scope's fields and the few fields it filters on.
 */

/** A route in namespace `ns` of organization `o`, named by its id, with `extra` fields. */
export const routeOf = (id: string, extra: object = {}) => ({ id, createdAt: "t", updatedAt: "t", orgId: "o", namespaceId: "ns", name: id, ...extra }) as never;

/** A pending changeset of cluster `c`; the draft of the cluster named by `draftOf`, when given. */
export const changesetOf = (id: string, draftOf?: string) =>
  ({
    id,
    createdAt: "t",
    updatedAt: "t",
    orgId: "o",
    clusterId: "c",
    namespaceId: "c",
    status: "pending",
    failureMessage: "",
    ...(draftOf ? { draftOf } : {}),
  }) as never;
