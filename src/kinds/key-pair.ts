/** Key pairs: the private key is the secret; the API and the activity log show `hasKey` instead. */
import type { KeyPair } from "../domain/entities.js";
import { unversioned } from "../store/port.js";
import type { KeyPairRecord } from "../store/records.js";
import type { ConfigKind } from "./descriptor.js";

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
  secrets: ["key"],
  nestedSecrets: [],
  keyPairFields: [],
  policyListFields: [],
  /** Its wire form, without the key. */
  activityData(record) {
    return { ...toKeyPair(record) };
  },
} satisfies ConfigKind<KeyPairRecord>;
