/**
 * Rotation of a signing-key bundle in the three steps of the specification, each refusing what would
 * break verifiers: (1) add a new key at the end (published, not yet signing), (2) promote it to the
 * front (it signs now), (3) remove the old key. Leave at least the key-set cache lifetime plus the
 * token lifetime (60 s + 300 s) between steps.
 */
import { parseSigningKeys, SigningKeyError, type SigningKey } from "./load.js";

function pemOf(keys: SigningKey[]): string {
  return keys.map((key) => key.privateKey.export({ type: "pkcs8", format: "pem" }).toString().trim()).join("\n") + "\n";
}

/** Step 1: appends `newKey` (PEM or base64 of PEM) to the bundle; the current signing key keeps signing. */
export async function addSigningKey(bundle: string, newKey: string): Promise<string> {
  const keys = await parseSigningKeys(bundle);
  const added = await parseSigningKeys(newKey);
  if (added.length !== 1) throw new SigningKeyError("add one key at a time");
  if (keys.some((key) => key.kid === added[0]!.kid)) throw new SigningKeyError(`key ${added[0]!.kid} is already in the bundle`);
  return pemOf([...keys, added[0]!]);
}

/**
 * Step 2: moves the key `kid` to the front, so that it signs. Refused for a key that is not in the
 * bundle, which would mean signing with a key verifiers have never seen published.
 */
export async function promoteSigningKey(bundle: string, kid: string): Promise<string> {
  const keys = await parseSigningKeys(bundle);
  const key = keys.find((k) => k.kid === kid);
  if (key === undefined) throw new SigningKeyError(`key ${kid} is not in the bundle; add it (and let caches refresh) before it signs`);
  return pemOf([key, ...keys.filter((k) => k.kid !== kid)]);
}

/** Step 3: removes the key `kid`. Refused for the signing key and for the last key. */
export async function removeSigningKey(bundle: string, kid: string): Promise<string> {
  const keys = await parseSigningKeys(bundle);
  const index = keys.findIndex((k) => k.kid === kid);
  if (index < 0) throw new SigningKeyError(`key ${kid} is not in the bundle`);
  if (keys.length === 1) throw new SigningKeyError("removing the only key would leave nothing to sign with");
  if (index === 0) throw new SigningKeyError(`key ${kid} is the signing key; promote another key first`);
  return pemOf(keys.filter((k) => k.kid !== kid));
}
