/**
 * Loading the proxy's attestation signing keys from their configuration (docs/proxy-rules.md, section 5): the
 * data is base64 of PEM text (raw PEM is accepted too), trimmed; it may hold several private keys, and
 * every block must parse. EC P-256 keys sign with ES256, RSA keys of at least 2048 bits with RS256.
 */
import { AccessPlaneError } from "../errors.js";
import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";
import { readFileSync } from "node:fs";
import { calculateJwkThumbprint, exportJWK, type JWK } from "jose";

/** Where the signing keys come from. The file wins when both are set. */
export interface SigningKeyConfig {
  /** Key data: base64 of the PEM text, or the PEM text itself. */
  signingKey?: string;
  /** A file holding the same data. */
  signingKeyFile?: string;
  /** The configuration-file spelling of `signingKey`. */
  signing_key?: string;
  /** The configuration-file spelling of `signingKeyFile`. */
  signing_key_file?: string;
}

/** One loaded signing key. */
export interface SigningKey {
  /** `ES256` for EC P-256, `RS256` for RSA. */
  alg: "ES256" | "RS256";
  /** RFC 7638 SHA-256 thumbprint of the public key, lower-case hex. */
  kid: string;
  /** The private key; never serialised. */
  privateKey: KeyObject;
  /** The public key as published: `{use, kty, kid, alg, crv, x, y}` or `{use, kty, kid, alg, n, e}`. */
  publicJwk: JWK;
}

/** A configuration that cannot be used; the message names the block and the reason, never key material. */
export class SigningKeyError extends AccessPlaneError {
  override readonly name: string = "SigningKeyError";
  constructor(message: string) {
    super("failed_precondition", message);
  }
}

const ACCEPTED_LABELS = new Set(["PRIVATE KEY", "EC PRIVATE KEY", "RSA PRIVATE KEY"]);
const BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----\r?\n([\s\S]*?)-----END ([A-Z0-9 ]+)-----/g;
/** Largest key data accepted (a bundle of a few RSA keys is a few KiB). */
const MAX_DATA_BYTES = 256 * 1024;

/** Reads a signing-key configuration from environment variables (`SIGNING_KEY_FILE`, `SIGNING_KEY`). */
export function signingKeyConfigFromEnv(env: Record<string, string | undefined> = process.env): SigningKeyConfig {
  const config: SigningKeyConfig = {};
  if (env.SIGNING_KEY !== undefined && env.SIGNING_KEY.trim() !== "") config.signingKey = env.SIGNING_KEY;
  if (env.SIGNING_KEY_FILE !== undefined && env.SIGNING_KEY_FILE.trim() !== "") config.signingKeyFile = env.SIGNING_KEY_FILE;
  return config;
}

/** Whether a configuration names any key at all. */
export function hasSigningKeyConfig(config: SigningKeyConfig): boolean {
  return [config.signingKeyFile, config.signing_key_file, config.signingKey, config.signing_key].some((v) => v !== undefined);
}

/** The key data a configuration points to (the file wins). */
function readSigningKeyData(config: SigningKeyConfig): string {
  const file = config.signingKeyFile ?? config.signing_key_file;
  if (file !== undefined) {
    try {
      return readFileSync(file, "utf8");
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new SigningKeyError(`cannot read the signing key file ${file}: ${code === "ENOENT" ? "no such file" : (code ?? "unreadable")}`);
    }
  }
  return config.signingKey ?? config.signing_key ?? "";
}

/** Loads every key of a configuration, signing key first. Throws {@link SigningKeyError}. */
export async function loadSigningKeys(config: SigningKeyConfig): Promise<SigningKey[]> {
  return parseSigningKeys(readSigningKeyData(config));
}

/** Parses key data (base64 of PEM, or PEM), signing key first. Throws {@link SigningKeyError}. */
export async function parseSigningKeys(data: string): Promise<SigningKey[]> {
  const pem = decodeKeyData(data);
  const blocks = splitPem(pem);
  const keys: SigningKey[] = [];
  for (const [index, block] of blocks.entries()) keys.push(await parseBlock(block, index + 1));
  const seen = new Set<string>();
  for (const [index, key] of keys.entries()) {
    if (seen.has(key.kid)) throw new SigningKeyError(`block ${index + 1}: the same key appears twice`);
    seen.add(key.kid);
  }
  return keys;
}

function decodeKeyData(data: string): string {
  const trimmed = data.trim();
  if (trimmed === "") throw new SigningKeyError("the signing key data is empty");
  if (Buffer.byteLength(trimmed) > MAX_DATA_BYTES) throw new SigningKeyError(`the signing key data is larger than ${MAX_DATA_BYTES} bytes`);
  // PEM anywhere in the text: treat it as PEM, so that stray text around the blocks is reported as such.
  if (trimmed.includes("-----BEGIN")) return trimmed;
  const compact = trimmed.replace(/\s+/g, "");
  const bytes = Buffer.from(compact, "base64");
  // Strict: the text must be exactly the base64 of its bytes (Node's decoder skips what it cannot read).
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact) || bytes.toString("base64").replace(/=+$/, "") !== compact.replace(/=+$/, "")) {
    throw new SigningKeyError("the signing key data is neither PEM nor base64 of PEM");
  }
  const decoded = bytes.toString("utf8").trim();
  if (!decoded.startsWith("-----BEGIN")) throw new SigningKeyError("the signing key data is base64, but not of PEM text");
  return decoded;
}

function splitPem(pem: string): { label: string; text: string }[] {
  const blocks: { label: string; text: string }[] = [];
  let last = 0;
  for (const match of pem.matchAll(BLOCK)) {
    const [text, label, , endLabel] = match;
    if (pem.slice(last, match.index).trim() !== "") {
      throw new SigningKeyError(`block ${blocks.length + 1}: text outside the PEM blocks`);
    }
    if (label !== endLabel) throw new SigningKeyError(`block ${blocks.length + 1}: BEGIN ${label} ends with END ${endLabel}`);
    blocks.push({ label: label!, text });
    last = match.index + text.length;
  }
  if (pem.slice(last).trim() !== "") {
    throw new SigningKeyError(blocks.length === 0 ? "no PEM block found" : `block ${blocks.length + 1}: text outside the PEM blocks, or an unterminated block`);
  }
  return blocks;
}

async function parseBlock(block: { label: string; text: string }, index: number): Promise<SigningKey> {
  if (block.label === "ENCRYPTED PRIVATE KEY") throw new SigningKeyError(`block ${index}: encrypted private keys are not supported`);
  if (!ACCEPTED_LABELS.has(block.label)) {
    throw new SigningKeyError(`block ${index}: a ${block.label} is not a private key (expected PRIVATE KEY, EC PRIVATE KEY or RSA PRIVATE KEY)`);
  }
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey({ key: block.text, format: "pem" });
  } catch {
    throw new SigningKeyError(`block ${index}: the ${block.label} does not parse`);
  }
  const type = privateKey.asymmetricKeyType;
  let alg: SigningKey["alg"];
  if (type === "ec") {
    const curve = privateKey.asymmetricKeyDetails?.namedCurve;
    if (curve !== "prime256v1") throw new SigningKeyError(`block ${index}: EC keys must use the P-256 curve (this one is ${curve ?? "unknown"})`);
    alg = "ES256";
  } else if (type === "rsa") {
    const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
    if (bits < 2048) throw new SigningKeyError(`block ${index}: RSA keys need at least 2048 bits (this one has ${bits})`);
    alg = "RS256";
  } else {
    throw new SigningKeyError(`block ${index}: ${type ?? "unknown"} keys are not supported; use an EC P-256 or an RSA (2048 bits or more) key`);
  }
  const jwk = await exportJWK(createPublicKey(privateKey));
  const members = alg === "ES256" ? { kty: "EC", crv: jwk.crv, x: jwk.x, y: jwk.y } : { kty: "RSA", n: jwk.n, e: jwk.e };
  const kid = thumbprintHex(await calculateJwkThumbprint(members, "sha256"));
  return { alg, kid, privateKey, publicJwk: { use: "sig", ...members, kid, alg } };
}

/** An RFC 7638 thumbprint (base64url) as the lower-case hex the proxy uses for `kid`. */
export function thumbprintHex(base64url: string): string {
  return Buffer.from(base64url, "base64url").toString("hex");
}
