/** Key pairs: the private key is the secret; the API and the activity log show `hasKey` instead. */
import type { KeyPair } from "../domain/entities.js";
import type { KeyPairWrite } from "../domain/requests.js";
import { unversioned } from "../store/port.js";
import type { KeyPairRecord } from "../store/records.js";
import { validateKeyPairWrite } from "../validation/generated/validators.js";
import { storedWriteFields, type TypedConfigKind } from "./descriptor.js";

/** A stored key pair as the API returns it: `hasKey` instead of the key. */
export function toKeyPair(record: KeyPairRecord): KeyPair {
  const { orgId: _orgId, key, ...fields } = unversioned(record);
  return {
    ...fields,
    hasKey: key !== undefined && key !== "",
    status: record.certificate !== undefined && record.certificate !== "" ? "ready" : "pending",
  };
}

export const KEY_PAIR_KIND = {
  entityType: "key_pair",
  recordKind: "keyPair",
  applied: { as: "keyPairs", shape: "list" },
  ofCluster: { as: "keyPairs", shape: "list", by: "namespaceId" },
  secrets: ["key"],
  nestedSecrets: [],
  references: [],
  quota: { field: "certificates", label: "key pairs" },
  write: { validate: validateKeyPairWrite, what: "key pair", readOnly: ["id", "createdAt", "updatedAt", "hasKey", "status", "origin", "certificateInfo"] },
  /** Its wire form, without the key. */
  activityData(record) {
    return { ...toKeyPair(record) };
  },
  /** The key shows as `hasKey`. */
  secretShownAt: () => ["hasKey"],
  /** The write fields a client reads (the key, write-only, is set by a patch of `/key` alone). */
  patchDocument(record): Record<string, unknown> {
    const { key: _k, origin: _r, certificateInfo: _ci, ...fields } = storedWriteFields(record);
    return fields;
  },
} satisfies TypedConfigKind<KeyPairRecord, KeyPairWrite>;
