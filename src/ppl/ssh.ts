/**
 * What the SSH criteria need of the SSH wire format (RFC 4253, section 6.6, and OpenSSH's
 * PROTOCOL.certkeys): authorized_keys lines, and user certificates checked as the proxy's certificate
 * checker does (signed by a listed CA, a user certificate, within its validity window, for the login
 * name, no unknown critical option).
 */
import { createPublicKey, verify, type KeyObject } from "node:crypto";

/** An authorized_keys line reduced to what the proxy compares: the key's wire-format bytes, base64. */
export interface AuthorizedKey {
  type: string;
  blob: Buffer;
}

const KEY_TYPES = new Set([
  "ssh-ed25519",
  "ssh-rsa",
  "ecdsa-sha2-nistp256",
  "ecdsa-sha2-nistp384",
  "ecdsa-sha2-nistp521",
  "sk-ssh-ed25519@openssh.com",
  "sk-ecdsa-sha2-nistp256@openssh.com",
  "ssh-dss",
]);

/** Reads SSH wire-format fields; every read throws on truncated input. */
class WireReader {
  offset = 0;
  constructor(readonly data: Buffer) {}
  uint32(): number {
    if (this.offset + 4 > this.data.length) throw new Error("truncated");
    const value = this.data.readUInt32BE(this.offset);
    this.offset += 4;
    return value;
  }
  uint64(): bigint {
    if (this.offset + 8 > this.data.length) throw new Error("truncated");
    const value = this.data.readBigUInt64BE(this.offset);
    this.offset += 8;
    return value;
  }
  bytes(): Buffer {
    const length = this.uint32();
    if (this.offset + length > this.data.length) throw new Error("truncated");
    const value = this.data.subarray(this.offset, this.offset + length);
    this.offset += length;
    return value;
  }
  string(): string {
    return this.bytes().toString("utf8");
  }
  get done(): boolean {
    return this.offset === this.data.length;
  }
}

/**
 * Parses an authorized_keys line (`[options] ssh-ed25519 AAAA... comment`); `undefined` when it is not one. The
 * base64 must decode to a key whose own type name matches the line's.
 */
export function parseAuthorizedKey(line: string): AuthorizedKey | undefined {
  let rest = line.trim();
  // An options field first (`no-pty,command="a b" ssh-ed25519 ...`): up to the first space outside quotes.
  if (!KEY_TYPES.has(rest.split(/\s+/)[0] ?? "")) {
    let end = 0;
    for (let quoted = false; end < rest.length; end++) {
      const char = rest[end]!;
      if (char === '"' && rest[end - 1] !== "\\") quoted = !quoted;
      else if (!quoted && /\s/.test(char)) break;
    }
    rest = rest.slice(end).trim();
  }
  const [type, body] = rest.split(/\s+/);
  if (type === undefined || body === undefined || !KEY_TYPES.has(type)) return undefined;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return undefined;
  const blob = Buffer.from(body, "base64");
  try {
    if (new WireReader(blob).string() !== type) return undefined;
  } catch {
    return undefined;
  }
  return { type, blob };
}

/** The public key of a wire-format key blob as a node:crypto key, or `undefined` for types node cannot verify with. */
function publicKeyOf(type: string, reader: WireReader): KeyObject | undefined {
  const b64url = (bytes: Buffer) => bytes.toString("base64url");
  const unsigned = (mpint: Buffer) => (mpint[0] === 0 ? mpint.subarray(1) : mpint);
  if (type === "ssh-ed25519") {
    return createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: b64url(reader.bytes()) }, format: "jwk" });
  }
  if (type === "ssh-rsa") {
    const e = unsigned(reader.bytes());
    const n = unsigned(reader.bytes());
    return createPublicKey({ key: { kty: "RSA", e: b64url(e), n: b64url(n) }, format: "jwk" });
  }
  const curve = /^ecdsa-sha2-nistp(256|384|521)$/.exec(type)?.[1];
  if (curve !== undefined) {
    reader.string();
    const point = reader.bytes();
    const size = (point.length - 1) / 2;
    if (point[0] !== 4 || !Number.isInteger(size)) throw new Error("compressed or malformed EC point");
    return createPublicKey({
      key: { kty: "EC", crv: `P-${curve}`, x: b64url(point.subarray(1, 1 + size)), y: b64url(point.subarray(1 + size)) },
      format: "jwk",
    });
  }
  return undefined;
}

/** Skips the public-key fields of a certificate of the given key type. */
function skipCertifiedKey(type: string, reader: WireReader): boolean {
  // How many length-prefixed fields the public key has.
  const fields = type === "ssh-ed25519" ? 1 : type === "ssh-rsa" || type.startsWith("ecdsa-sha2-") ? 2 : type === "ssh-dss" ? 4 : 0;
  if (fields === 0) return false;
  for (let i = 0; i < fields; i++) reader.bytes();
  return true;
}

/** Verifies an SSH signature blob over `data` with the CA's key blob. */
function verifySignature(caBlob: Buffer, data: Buffer, signature: Buffer): boolean {
  const caReader = new WireReader(caBlob);
  const caType = caReader.string();
  const key = publicKeyOf(caType, caReader);
  if (key === undefined) return false;
  const sig = new WireReader(signature);
  const algorithm = sig.string();
  const raw = sig.bytes();
  if (caType === "ssh-ed25519") return algorithm === "ssh-ed25519" && verify(null, data, key, raw);
  if (caType === "ssh-rsa") {
    const hash = { "rsa-sha2-256": "sha256", "rsa-sha2-512": "sha512", "ssh-rsa": "sha1" }[algorithm];
    return hash !== undefined && verify(hash, data, key, raw);
  }
  const curve = /^ecdsa-sha2-nistp(256|384|521)$/.exec(caType)?.[1];
  if (curve === undefined || algorithm !== caType) return false;
  const parts = new WireReader(raw);
  const size = Math.ceil(Number(curve) / 8);
  const field = (mpint: Buffer) => {
    const trimmed = mpint[0] === 0 ? mpint.subarray(1) : mpint;
    return Buffer.concat([Buffer.alloc(Math.max(0, size - trimmed.length)), trimmed]);
  };
  const p1363 = Buffer.concat([field(parts.bytes()), field(parts.bytes())]);
  const hash = { "256": "sha256", "384": "sha384", "521": "sha512" }[curve]!;
  return verify(hash, data, { key, dsaEncoding: "ieee-p1363" }, p1363);
}

/** A user certificate checked against CAs: `undefined` when it passes, else why not. */
export function checkUserCertificate(publickey: string, username: string, authorities: readonly AuthorizedKey[], now: Date): string | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(publickey)) return "the offered key is not base64";
  const blob = Buffer.from(publickey, "base64");
  try {
    const reader = new WireReader(blob);
    const certType = reader.string();
    const keyType = /^(.+)-cert-v01@openssh\.com$/.exec(certType)?.[1];
    if (keyType === undefined) return "the offered key is not an SSH certificate";
    reader.bytes(); // nonce
    if (!skipCertifiedKey(keyType, reader)) return `certificates of ${keyType} keys are not supported`;
    reader.uint64(); // serial
    const type = reader.uint32();
    reader.string(); // key id
    const principals: string[] = [];
    const packed = new WireReader(reader.bytes());
    while (!packed.done) principals.push(packed.string());
    const validAfter = reader.uint64();
    const validBefore = reader.uint64();
    const critical: string[] = [];
    const options = new WireReader(reader.bytes());
    while (!options.done) {
      critical.push(options.string());
      options.bytes();
    }
    reader.bytes(); // extensions
    reader.bytes(); // reserved
    const signatureKey = reader.bytes();
    const signed = blob.subarray(0, reader.offset);
    const signature = reader.bytes();
    if (!reader.done) return "the certificate has trailing data";
    if (type !== 1) return "the certificate is not a user certificate";
    const unknown = critical.find((name) => name !== "source-address");
    if (unknown !== undefined) return `the certificate has the unsupported critical option ${unknown}`;
    if (principals.length > 0 && !principals.includes(username)) return `the certificate is not valid for the login name ${JSON.stringify(username)}`;
    const seconds = BigInt(Math.floor(now.getTime() / 1000));
    if (validAfter >= 1n << 63n || seconds < validAfter) return "the certificate is not yet valid";
    if (validBefore !== 0xffffffffffffffffn && (seconds >= validBefore || validBefore >= 1n << 63n)) return "the certificate has expired";
    if (!authorities.some((ca) => ca.blob.equals(signatureKey))) return "the certificate is not signed by a listed CA";
    if (!verifySignature(signatureKey, signed, signature)) return "the certificate's signature does not verify";
    return undefined;
  } catch {
    return "the offered certificate cannot be parsed";
  }
}
