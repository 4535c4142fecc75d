/**
 * `accessplane/store`: the storage contract, for those who write a store of their own or read one
 * directly. A store keeps records of the kinds in {@link KINDS} (each with its indexed fields), commits
 * batches of writes and checks atomically, and lists in the order the contract defines. Pass the
 * conformance suite of `accessplane/testing` to be sure a store keeps it.
 *
 * @example
 * ```ts
 * import { GLOBAL_SCOPE, ops } from "accessplane/store";
 * import { createSqliteStore } from "accessplane/sqlite";
 *
 * const store = createSqliteStore({ filename: "data/accessplane.db" });
 * const marker = await store.get("system", GLOBAL_SCOPE, "bootstrap");
 * ```
 * @packageDocumentation
 */
export {
  checks,
  GLOBAL_SCOPE,
  KINDS,
  KINDS_VERSION,
  ops,
  unversioned,
  type Batch,
  type BatchCheck,
  type CommitResult,
  type CountCheck,
  type DeleteOp,
  type FieldType,
  type FailureCounts,
  type FailureWindow,
  type FilterField,
  type FilterValue,
  type InsertOp,
  type KindSpec,
  type ListQuery,
  type ListResult,
  type OrderField,
  type Store,
  type StoreChange,
  type Stored,
  type UpdateOp,
  type VersionCheck,
  type WriteOp,
} from "./port.js";
export type * from "./records.js";
// The API's types the records are made of (the main entry names each of them too).
export type * from "../domain/primitives.js";
export type * from "../domain/entities.js";
export type * from "../domain/requests.js";
export { checkedStore } from "./checked-store.js";
