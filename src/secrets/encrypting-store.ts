/**
 * A store wrapper that seals the secret fields of records on the way in and opens them on the way
 * out, so that services and adapters never handle encryption. Which fields are secret is read from
 * the configuration kinds' descriptors (src/kinds), where each kind lists its own.
 */
import { AccessPlaneError, isAccessPlaneError } from "../errors.js";
import { CONFIG_KIND_LIST, secretPaths } from "../kinds/index.js";
import { GLOBAL_SCOPE, KINDS, type Batch, type ListQuery, type Store, type WriteOp } from "../store/port.js";
import type { Kind } from "../store/records.js";
import { SecretBox } from "./secret-box.js";
import { passedThrough } from "../store/pass-through.js";

/** Paths of the secret fields inside an applied configuration, which holds copies of the records. */
const APPLIED_SECRETS: readonly (readonly string[])[] = CONFIG_KIND_LIST.flatMap((kind) =>
  kind.applied === undefined
    ? []
    : secretPaths(kind).map((path) => (kind.applied!.shape === "list" ? [kind.applied!.as, "*", ...path] : [kind.applied!.as, ...path])),
);

/** Paths of the secret fields of any configuration entity's record (the names never clash across kinds). */
const ENTITY_SECRETS: readonly (readonly string[])[] = [
  ...new Map(CONFIG_KIND_LIST.flatMap((kind) => secretPaths(kind)).map((path) => [path.join("/"), path])).values(),
];

/** Paths of the secret fields of each kind; `*` steps into every element of an array. */
const SECRET_FIELDS: Partial<Record<Kind, readonly (readonly string[])[]>> = {
  ...Object.fromEntries(CONFIG_KIND_LIST.filter((kind) => secretPaths(kind).length > 0).map((kind) => [kind.recordKind, secretPaths(kind)])),
  appliedConfig: APPLIED_SECRETS,
  appliedEntity: ENTITY_SECRETS.map((path) => ["record", ...path]),
  appliedDelta: ENTITY_SECRETS.flatMap((path) => [
    ["changes", "*", "before", ...path],
    ["changes", "*", "after", ...path],
  ]),
  // The configurations recent applies made current before schema version 3, kept for reverts.
  appliedSnapshot: APPLIED_SECRETS,
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

/** The values at `paths` in a raw record that are set (not empty). */
function valuesAt(record: unknown, paths: readonly (readonly string[])[]): unknown[] {
  const found: unknown[] = [];
  for (const path of paths) mapPath(record, path, 0, (value) => (found.push(value), value));
  return found;
}

/** The system record holding the control plane's own token-signing key: sealed once secrets are. */
const SENTINEL_ID = "id-token-signing-key";
/** The system record listing the ids of every key that may have sealed a secret of the store. */
const KEYS_IN_USE_ID = "secret-keys-in-use";

/** The ids of the keys the store's secrets may be sealed with. */
async function keysInUse(raw: Store): Promise<{ ids: string[]; version: number | undefined }> {
  const [inUse, sentinel] = await Promise.all([raw.get("system", GLOBAL_SCOPE, KEYS_IN_USE_ID), raw.get("system", GLOBAL_SCOPE, SENTINEL_ID)]);
  const listed = Array.isArray(inUse?.value.keyIds) ? (inUse.value.keyIds as unknown[]).filter((id): id is string => typeof id === "string") : [];
  // A store sealed before the list was kept: its token-signing key tells.
  const sentinelId = SecretBox.keyIdOf(sentinel?.value.jwk);
  return { ids: [...new Set([...listed, ...(sentinelId === undefined ? [] : [sentinelId])])], version: inUse?.version };
}

/**
 * Refuses to start over a store whose secrets cannot all be opened: keys were configured once and are
 * missing now, or a key that sealed secrets was dropped from `secrets.keys` before a reseal moved them
 * to the new first key. Serving anyway would fail every token exchange and hand out sealed text where
 * a secret's value belongs. The message names the missing keys' ids (the first 16 hex digits of each
 * key's SHA-256), never a key.
 */
export async function checkSealingKeys(raw: Store, box: SecretBox | undefined): Promise<void> {
  const { ids } = await keysInUse(raw);
  if (ids.length === 0) return;
  if (box === undefined) {
    throw new AccessPlaneError(
      "failed_precondition",
      `the store's secrets are sealed with key ${ids.join(" and ")}, but no secrets.keys are configured (ACCESSPLANE_SECRET_KEYS): give the key with that id (a key's id is the first 16 hex digits of its SHA-256)`,
    );
  }
  const missing = ids.filter((id) => !box.keyIds.includes(id));
  if (missing.length > 0) {
    throw new AccessPlaneError(
      "failed_precondition",
      `the store's secrets are sealed with key ${missing.join(" and ")}, which secrets.keys (${box.keyIds.join(", ")}) does not hold: keep it after the new first key until a reseal (accessplane reseal) has sealed everything with the new one`,
    );
  }
}

/**
 * Records which keys may have sealed the store's secrets: at every start the encrypting key is added;
 * after a reseal that left nothing sealed with another key, the list is that key alone (older keys
 * may then be dropped).
 */
export async function noteKeysInUse(raw: Store, box: SecretBox, after: "start" | "reseal", at: string): Promise<void> {
  const first = box.keyIds[0]!;
  for (let attempt = 0; attempt < 5; attempt++) {
    const { ids, version } = await keysInUse(raw);
    const next = after === "reseal" ? [first] : [...new Set([first, ...ids])];
    if (version !== undefined && next.length === ids.length && next.every((id) => ids.includes(id))) return;
    const record = { id: KEYS_IN_USE_ID, createdAt: at, updatedAt: at, value: { keyIds: next } };
    try {
      await raw.commit({
        ops: [
          version === undefined
            ? { op: "insert", kind: "system", scope: GLOBAL_SCOPE, record }
            : { op: "update", kind: "system", scope: GLOBAL_SCOPE, record, expectedVersion: version },
        ],
      });
      return;
    } catch (error) {
      // Another process wrote the list meanwhile: read it again.
      if (!isAccessPlaneError(error, "conflict") && !isAccessPlaneError(error, "already_exists")) throw error;
    }
  }
}

/** What `ControlPlane.resealSecrets` did. */
export interface ResealResult {
  /** Records whose secrets were plain or sealed with an older key, now sealed with the first key. */
  resealed: number;
  /** Records looked at. */
  examined: number;
}

/**
 * Seals with the first key every secret of `raw` (the store itself, not its encrypting wrapper) that is
 * still plain (written before keys were configured) or sealed with an older key. Each record is
 * rewritten with its version checked, so running it while the control plane serves is safe.
 */
export async function resealSecrets(
  raw: Store,
  box: SecretBox,
  kinds: readonly Kind[] = Object.keys(SECRET_FIELDS) as Kind[],
  onUnreadable?: (kind: Kind, id: string) => void,
  onProgress?: (progress: ResealResult & { kind: Kind }) => void,
): Promise<ResealResult> {
  const result: ResealResult = { resealed: 0, examined: 0 };
  // The organizations, read once and only when an organization-scoped kind is resealed (not at start).
  let organizations: string[] | undefined;
  const scopesOf = async (kind: Kind): Promise<string[]> => {
    if (KINDS[kind].scope === "global") return [GLOBAL_SCOPE];
    organizations ??= [...new Set((await raw.list("membership", GLOBAL_SCOPE)).items.map((m) => m.orgId))];
    return organizations;
  };
  for (const kind of kinds) {
    const paths = SECRET_FIELDS[kind];
    if (paths === undefined) continue;
    for (const scope of await scopesOf(kind)) {
      for (const record of (await raw.list(kind, scope)).items) {
        result.examined += 1;
        if (onProgress !== undefined && result.examined % 100 === 0) onProgress({ ...result, kind });
        if (valuesAt(record, paths).every((value) => box.isCurrent(value))) continue;
        let opened: Record<string, unknown> & { version: number };
        try {
          opened = mapPaths(record, paths, (value) => box.open(value)) as Record<string, unknown> & { version: number };
        } catch (error) {
          // Sealed with a key that is not configured: reported, or the caller's error.
          if (onUnreadable === undefined) throw error;
          onUnreadable(kind, record.id);
          continue;
        }
        const { version, ...plain } = opened;
        const sealed = mapPaths(plain, paths, (value) => box.seal(value));
        try {
          await raw.commit({ ops: [{ op: "update", kind, scope, record: sealed, expectedVersion: version } as WriteOp] });
          result.resealed += 1;
        } catch (error) {
          // Written meanwhile, through the encrypting store: sealed already.
          if (!isAccessPlaneError(error, "conflict")) throw error;
        }
      }
    }
  }
  return result;
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
      return store.commit({ ...batch, ops });
    },
    close: () => store.close(),
    ...passedThrough(store),
  };
}
