/**
 * Bearer secrets the control plane hands out once and keeps only as hashes: refresh tokens of
 * API-access users and cluster tokens.
 *
 * Format: `<prefix>_<secret>`, the secret being 256 random bits in base64url; the prefix lets secret
 * scanners recognise a leaked token. Only SHA-256 of the whole token is stored, under a unique index,
 * so a presented token is found by its hash and then compared in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** Prefix of API-access users' refresh tokens. */
export const REFRESH_TOKEN_PREFIX = "apu";
/** Prefix of cluster tokens. */
export const CLUSTER_TOKEN_PREFIX = "apc";
/** Shortest token an operator may choose (for the bootstrap user). */
export const MIN_CHOSEN_TOKEN_LENGTH = 32;

/** A newly minted token and the hash to store in its place. */
interface MintedToken {
  token: string;
  hash: string;
}

/** Makes a new random token. */
export function mintToken(prefix: string): MintedToken {
  const token = `${prefix}_${randomBytes(32).toString("base64url")}`;
  return { token, hash: hashToken(token) };
}

/** SHA-256 of a token, hex. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Whether `token` hashes to `hash`, in time independent of where they differ. */
export function tokenMatches(token: string, hash: string): boolean {
  const actual = Buffer.from(hashToken(token), "hex");
  const expected = Buffer.from(hash, "hex");
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}
