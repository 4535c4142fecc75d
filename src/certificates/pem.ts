/**
 * PEM framing, checked before anything is parsed: only the expected labels, nothing but whitespace
 * outside the blocks, well-formed base64 inside, and size limits. Errors say what is wrong and where
 * (which block, which field), never what the text was.
 */
import { invalidArgument } from "../errors.js";

/** Limits on the PEM fields of a key pair. */
export const PEM_LIMITS = {
  /** Certificates in one chain. */
  maxCertificates: 16,
  /** Bytes of one certificate (DER). */
  maxCertificateBytes: 64 * 1024,
  /** Bytes of one private key (DER). */
  maxKeyBytes: 16 * 1024,
} as const;

/** One PEM block: its label and its DER bytes. */
export interface PemBlock {
  label: string;
  der: Buffer;
}

const KEY_LABELS = new Set(["PRIVATE KEY", "EC PRIVATE KEY", "RSA PRIVATE KEY"]);
const BEGIN = /^-----BEGIN ([A-Z0-9 ]+)-----$/;
const END = /^-----END ([A-Z0-9 ]+)-----$/;

/** Splits PEM text into blocks; `field` names the JSON field in errors. */
function parsePemBlocks(text: string, field: string): PemBlock[] {
  const lines = text.split(/\r?\n/);
  const blocks: PemBlock[] = [];
  let label: string | undefined;
  let body: string[] = [];
  let headers = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (label === undefined) {
      if (line === "") continue;
      const begin = BEGIN.exec(line);
      if (begin === null) throw invalidArgument(field, "must hold only PEM blocks: found text outside them");
      label = begin[1]!;
      body = [];
      headers = false;
      continue;
    }
    const end = END.exec(line);
    if (end !== null) {
      if (end[1] !== label) throw invalidArgument(field, `block ${blocks.length + 1}: BEGIN ${label} is closed by END ${end[1]}`);
      if (headers) throw invalidArgument(field, `block ${blocks.length + 1}: encrypted keys are not supported; decrypt the key first`);
      const base64 = body.join("");
      if (base64 === "" || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) {
        throw invalidArgument(field, `block ${blocks.length + 1} (${label}): the base64 inside is malformed or truncated`);
      }
      blocks.push({ label, der: Buffer.from(base64, "base64") });
      label = undefined;
      continue;
    }
    if (line.includes(":")) {
      // RFC 1421 headers (Proc-Type: 4,ENCRYPTED / DEK-Info) only appear in encrypted legacy keys.
      headers = true;
      continue;
    }
    if (BEGIN.test(line)) throw invalidArgument(field, `block ${blocks.length + 1} (${label}) has no END line`);
    body.push(line);
  }
  if (label !== undefined) throw invalidArgument(field, `block ${blocks.length + 1} (${label}) has no END line`);
  if (blocks.length === 0) throw invalidArgument(field, "holds no PEM block");
  return blocks;
}

/** The DER certificates of a `certificate` field: one or more CERTIFICATE blocks, leaf first. */
export function certificateBlocks(text: string): Buffer[] {
  const blocks = parsePemBlocks(text, "/certificate");
  if (blocks.length > PEM_LIMITS.maxCertificates) {
    throw invalidArgument("/certificate", `holds ${blocks.length} certificates; at most ${PEM_LIMITS.maxCertificates} are allowed`);
  }
  return blocks.map((block, i) => {
    if (KEY_LABELS.has(block.label) || block.label === "ENCRYPTED PRIVATE KEY") {
      throw invalidArgument("/certificate", `block ${i + 1} is a private key; put it in the key field`);
    }
    if (block.label !== "CERTIFICATE") throw invalidArgument("/certificate", `block ${i + 1} is a ${block.label}, not a CERTIFICATE`);
    if (block.der.length > PEM_LIMITS.maxCertificateBytes) {
      throw invalidArgument("/certificate", `certificate ${i + 1} is larger than ${PEM_LIMITS.maxCertificateBytes} bytes`);
    }
    return block.der;
  });
}

/** The one private-key block of a `key` field (PKCS#8, SEC1 EC or PKCS#1 RSA). */
export function privateKeyBlock(text: string): PemBlock {
  const blocks = parsePemBlocks(text, "/key");
  const [block] = blocks;
  if (block!.label === "ENCRYPTED PRIVATE KEY") throw invalidArgument("/key", "encrypted keys are not supported; decrypt the key first");
  if (block!.label === "CERTIFICATE") throw invalidArgument("/key", "holds a certificate; put it in the certificate field");
  if (!KEY_LABELS.has(block!.label)) throw invalidArgument("/key", `holds a ${block!.label}; expected PRIVATE KEY, EC PRIVATE KEY or RSA PRIVATE KEY`);
  if (blocks.length > 1) throw invalidArgument("/key", "must hold exactly one private key");
  if (block!.der.length > PEM_LIMITS.maxKeyBytes) throw invalidArgument("/key", `the key is larger than ${PEM_LIMITS.maxKeyBytes} bytes`);
  return block!;
}
