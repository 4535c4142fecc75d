/**
 * The checks every store needs, in one wrapper around any store (as the encrypting store wraps one):
 * a kind the port declares, the scope its kind takes, filters and sort keys the kind declares with
 * values of their declared types, sane paging, records that are JSON objects with a string id and no
 * version, indexed fields of their declared types, and batch checks a store can evaluate. Each failure
 * is `invalid_argument`, before the store is reached. The control plane wraps every store with it, so a
 * store (the bundled ones, or yours) may assume its input passed these checks.
 */
import { AccessPlaneError } from "../errors.js";
import { checkBatchChecks, checkQuery, checkScope, fieldValue, kindSpec, ofType } from "./kind-rules.js";
import type { Batch, KindSpec, ListQuery, Store, WriteOp } from "./port.js";
import type { Kind } from "./records.js";
import { passedThrough } from "./pass-through.js";

const CHECKED = Symbol("accessplane.checkedStore");

/** Throws unless the record is a JSON object with a string id, no version, and indexed fields of their declared types. */
function checkRecord(kind: string, spec: KindSpec, record: unknown): void {
  if (record === null || typeof record !== "object" || Array.isArray(record) || typeof (record as { id?: unknown }).id !== "string") {
    throw new AccessPlaneError("invalid_argument", "a record must be an object with a string id");
  }
  if ("version" in record) throw new AccessPlaneError("invalid_argument", "a record written to a store must not carry its version");
  const fields = record as Record<string, unknown>;
  for (const [field, type] of Object.entries(spec.types)) {
    const value = fieldValue(fields, field);
    if (spec.multi.includes(field)) {
      if (value === undefined || value === null) continue;
      if (!Array.isArray(value) || !value.every((element) => ofType(element, type) && element !== null)) {
        throw new AccessPlaneError("invalid_argument", `a ${kind}'s ${field} must be a list of ${type} values`);
      }
    } else if (!ofType(value, type)) {
      throw new AccessPlaneError("invalid_argument", `a ${kind}'s ${field} must be a ${type} value`);
    }
  }
}

function checkOp(op: WriteOp): void {
  checkScope(op.kind, op.scope);
  if (op.op === "delete") {
    if (typeof op.id !== "string") throw new AccessPlaneError("invalid_argument", "a delete needs an id");
  } else {
    checkRecord(op.kind, kindSpec(op.kind), op.record);
  }
}

/** `call()` after `check()`; a failed check is a rejected promise, as the store's own errors are. */
function after<T>(check: () => void, call: () => Promise<T>): Promise<T> {
  try {
    check();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  return call();
}

/**
 * `store` behind the checks of the storage contract (see the module's comment). Wrapping a store
 * twice checks once. Everything else (`close`, `watch`, `kindsVersion`, `failureCounts`) is the store's own.
 *
 * @example
 * ```ts
 * import { checkedStore } from "accessplane/store";
 *
 * const store = checkedStore(createMyStore());
 * await store.list("route", "org-1", { where: { colour: "red" } as never }); // invalid_argument: routes cannot filter on colour
 * ```
 */
export function checkedStore(store: Store): Store {
  if ((store as { [CHECKED]?: true })[CHECKED] === true) return store;
  const checked: Store & { [CHECKED]: true } = {
    [CHECKED]: true,
    get(kind, scope, id) {
      return after(
        () => checkScope(kind, scope),
        () => store.get(kind, scope, id),
      );
    },
    getMany(kind, scope, ids) {
      return after(
        () => {
          checkScope(kind, scope);
          if (!Array.isArray(ids)) throw new AccessPlaneError("invalid_argument", "getMany needs a list of ids");
        },
        () => store.getMany(kind, scope, ids),
      );
    },
    list<K extends Kind>(kind: K, scope: string, query: ListQuery<K> = {}) {
      return after(
        () => {
          checkScope(kind, scope);
          checkQuery(kind, query);
        },
        () => store.list(kind, scope, query),
      );
    },
    commit(batch: Batch) {
      return after(
        () => {
          const writes: unknown = (batch as Partial<Batch> | null)?.ops;
          if (!Array.isArray(writes)) throw new AccessPlaneError("invalid_argument", "a batch needs a list of ops");
          for (const op of batch.ops) checkOp(op);
          checkBatchChecks(batch.checks);
        },
        () => store.commit(batch),
      );
    },
    close: () => store.close(),
    ...passedThrough(store),
    ...(store.scopeDigest === undefined
      ? {}
      : {
          scopeDigest: (kind: Kind, scope: string) =>
            after(
              () => checkScope(kind, scope),
              () => store.scopeDigest!(kind, scope),
            ),
        }),
  };
  return checked;
}
