/**
 * A store wrapper that seals the secret fields of records on the way in and opens them on the way
 * out, so that services and adapters never handle encryption. The fields are listed once, here.
 */
import { KEY_PAIR_SECRETS, ROUTE_SECRETS, SETTINGS_SECRETS } from "../domain/secret-fields.js";
import type { Batch, ListQuery, Store, WriteOp } from "../store/port.js";
import type { Kind } from "../store/records.js";
import type { SecretBox } from "./secret-box.js";

/** Paths of the secret fields of each kind; `*` steps into every element of an array. */
export const SECRET_FIELDS: Partial<Record<Kind, readonly (readonly string[])[]>> = {
  keyPair: KEY_PAIR_SECRETS.map((field) => [field]),
  settings: SETTINGS_SECRETS.map((field) => [field]),
  route: ROUTE_SECRETS.map((field) => [field]),
  // The applied configuration holds copies of the records above.
  appliedConfig: [
    ...SETTINGS_SECRETS.map((field) => ["settings", field]),
    ...KEY_PAIR_SECRETS.map((field) => ["keyPairs", "*", field]),
    ...ROUTE_SECRETS.map((field) => ["routes", "*", field]),
  ],
  // The control plane's own ID-token signing key (a JWK with its private part).
  system: [["value", "jwk"]],
};

/** A copy of `record` with `transform` applied at each path; untouched branches are shared. */
function mapPaths(record: unknown, paths: readonly (readonly string[])[], transform: (value: unknown) => unknown): unknown {
  let result = record;
  for (const path of paths) result = mapPath(result, path, 0, transform);
  return result;
}

function mapPath(node: unknown, path: readonly string[], depth: number, transform: (value: unknown) => unknown): unknown {
  if (depth === path.length) return node === undefined || node === "" ? node : transform(node);
  const step = path[depth]!;
  if (step === "*") return Array.isArray(node) ? node.map((item) => mapPath(item, path, depth + 1, transform)) : node;
  if (node === null || typeof node !== "object" || !(step in node)) return node;
  const object = node as Record<string, unknown>;
  return { ...object, [step]: mapPath(object[step], path, depth + 1, transform) };
}

/** Wraps `store` so that the secret fields of every record are sealed at rest. */
export function encryptingStore(store: Store, box: SecretBox): Store {
  const seal = (kind: Kind, record: unknown) => {
    const paths = SECRET_FIELDS[kind];
    return paths === undefined ? record : mapPaths(record, paths, (value) => box.seal(value));
  };
  const open = <T>(kind: Kind, record: T): T => {
    const paths = SECRET_FIELDS[kind];
    return paths === undefined || record === undefined ? record : (mapPaths(record, paths, (value) => box.open(value)) as T);
  };
  return {
    async get(kind, scope, id) {
      return open(kind, await store.get(kind, scope, id));
    },
    async getMany(kind, scope, ids) {
      return (await store.getMany(kind, scope, ids)).map((record) => open(kind, record));
    },
    async list<K extends Kind>(kind: K, scope: string, query?: ListQuery<K>) {
      const result = await store.list(kind, scope, query);
      return SECRET_FIELDS[kind] === undefined ? result : { ...result, items: result.items.map((record) => open(kind, record)) };
    },
    commit(batch: Batch) {
      const ops = batch.ops.map((op): WriteOp => (op.op === "delete" ? op : ({ ...op, record: seal(op.kind, op.record) } as WriteOp)));
      return store.commit({ ops });
    },
    close: () => store.close(),
  };
}
