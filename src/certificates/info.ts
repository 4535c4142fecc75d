/**
 * CertificateInfo of the specification, read from each certificate's DER by the reader of der.ts: the
 * certificate's structure is checked once, and each value the info holds is read where it lies.
 */
import type { CertificateInfo, CertificateName } from "../domain/entities.js";
import { invalidArgument } from "../errors.js";
import {
  bitString,
  boolean,
  children,
  contents,
  DerError,
  encoded,
  expectTag,
  latin1,
  objectIdentifier,
  readInside,
  readWhole,
  smallInteger,
  TAG,
  text,
  time,
  type DerElement,
} from "./der.js";

/** Most subject-alternative-name entries a certificate may carry. */
export const MAX_SAN_ENTRIES = 1000;

/** A certificate whose structure has been checked, with where each part lies in its DER. */
export interface ParsedCertificate {
  readonly der: Uint8Array;
  /** 1, 2 or 3. */
  readonly version: number;
  /** The serial number's INTEGER contents. */
  readonly serial: Uint8Array;
  readonly issuer: DerElement;
  readonly subject: DerElement;
  /** ISO 8601, UTC. */
  readonly notBefore: string;
  readonly notAfter: string;
  /** The SubjectPublicKeyInfo. */
  readonly publicKeyInfo: DerElement;
  /** What the SubjectPublicKeyInfo holds: its algorithm, that algorithm's parameters (if any), and the key's bits. */
  readonly publicKey: { readonly algorithm: string; readonly parameters: DerElement | undefined; readonly key: Uint8Array };
  /** Each extension: its OID, whether it is critical, and its value (the OCTET STRING's contents). */
  readonly extensions: readonly { readonly id: string; readonly critical: boolean; readonly value: DerElement }[];
}

const NAME_FIELDS: Record<string, keyof CertificateName> = {
  "2.5.4.6": "country",
  "2.5.4.10": "organization",
  "2.5.4.11": "organizationalUnit",
  "2.5.4.7": "locality",
  "2.5.4.8": "province",
  "2.5.4.9": "streetAddress",
  "2.5.4.17": "postalCode",
  "2.5.4.5": "serialNumber",
  "2.5.4.3": "commonName",
};

const EXT_KEY_USAGES: Record<string, keyof CertificateInfo["extKeyUsage"]> = {
  "2.5.29.37.0": "any",
  "1.3.6.1.5.5.7.3.1": "serverAuth",
  "1.3.6.1.5.5.7.3.2": "clientAuth",
  "1.3.6.1.5.5.7.3.3": "codeSigning",
  "1.3.6.1.5.5.7.3.4": "emailProtection",
  "1.3.6.1.5.5.7.3.5": "ipsecEndSystem",
  "1.3.6.1.5.5.7.3.6": "ipsecTunnel",
  "1.3.6.1.5.5.7.3.7": "ipsecUser",
  "1.3.6.1.5.5.7.3.8": "timeStamping",
  "1.3.6.1.5.5.7.3.9": "ocspSigning",
  "1.3.6.1.4.1.311.10.3.3": "microsoftServerGatedCrypto",
  "2.16.840.1.113730.4.1": "netscapeServerGatedCrypto",
  "1.3.6.1.4.1.311.2.1.22": "microsoftCommercialCodeSigning",
  "1.3.6.1.4.1.311.61.1.1": "microsoftKernelCodeSigning",
};

const NAME_CONSTRAINTS_OID = "2.5.29.30";
const SAN_OID = "2.5.29.17";
const KEY_USAGE_OID = "2.5.29.15";
const EXT_KEY_USAGE_OID = "2.5.29.37";

/**
 * A Name: each attribute the info names, in the certificate's order (relative distinguished names,
 * each with its attributes). A value that is not a string type is passed over, as Go's reader does.
 */
function name(der: Uint8Array, value: DerElement): CertificateName {
  const result: CertificateName = {
    country: [],
    organization: [],
    organizationalUnit: [],
    locality: [],
    province: [],
    streetAddress: [],
    postalCode: [],
    serialNumber: "",
    commonName: "",
  };
  for (const rdn of children(der, value)) {
    for (const attribute of children(der, expectTag(rdn, TAG.SET))) {
      const [type, typed, ...rest] = children(der, expectTag(attribute, TAG.SEQUENCE));
      if (typed === undefined || rest.length > 0) throw new DerError("an attribute that is not a type and a value");
      const field = NAME_FIELDS[objectIdentifier(der, type!)];
      if (field === undefined) continue;
      const string = text(der, typed);
      if (string === undefined) continue;
      if (field === "serialNumber" || field === "commonName") {
        if (result[field] === "") result[field] = string;
      } else {
        result[field].push(string);
      }
    }
  }
  return result;
}

/** The GeneralName kinds the info holds, by their context tags (IMPLICIT, primitive). */
const GENERAL_NAME = { rfc822Name: 0x81, dNSName: 0x82, uniformResourceIdentifier: 0x86, iPAddress: 0x87 } as const;

/** The four kinds of GeneralName the info holds, from a list of them (others are passed over). */
function generalNames(der: Uint8Array, names: readonly DerElement[]) {
  const result = { dns: [] as string[], email: [] as string[], uri: [] as string[], ip: [] as string[] };
  for (const general of names) {
    if (general.tag === GENERAL_NAME.dNSName) result.dns.push(latin1(contents(der, general)));
    else if (general.tag === GENERAL_NAME.rfc822Name) result.email.push(latin1(contents(der, general)));
    else if (general.tag === GENERAL_NAME.uniformResourceIdentifier) result.uri.push(latin1(contents(der, general)));
    else if (general.tag === GENERAL_NAME.iPAddress) result.ip.push(ipText(contents(der, general)));
  }
  return result;
}

/**
 * An iPAddress as text: dotted IPv4; IPv6 in RFC 5952 form (lower case, the longest run of two or
 * more zero groups as `::`, the first of equal runs); in name constraints, an address and its mask as
 * CIDR (`10.0.0.0/8`, `fd00::/64`, the prefix being the mask's one bits). Any other length, as hex.
 */
function ipText(bytes: Uint8Array): string {
  if (bytes.length === 4) return bytes.join(".");
  if (bytes.length === 16) return ipv6Text(bytes);
  if (bytes.length === 8 || bytes.length === 32) {
    const half = bytes.length / 2;
    let prefix = 0;
    for (const byte of bytes.subarray(half)) for (let bit = byte; bit !== 0; bit &= bit - 1) prefix += 1;
    const address = bytes.subarray(0, half);
    return `${half === 4 ? address.join(".") : ipv6Text(address)}/${prefix}`;
  }
  return Buffer.from(bytes).toString("hex");
}

function ipv6Text(bytes: Uint8Array): string {
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  let best = -1;
  let bestLength = 1;
  for (let i = 0; i < 8;) {
    if (groups[i] !== "0") {
      i += 1;
      continue;
    }
    let end = i;
    while (end < 8 && groups[end] === "0") end += 1;
    if (end - i > bestLength) [best, bestLength] = [i, end - i];
    i = end;
  }
  if (best < 0) return groups.join(":");
  return `${groups.slice(0, best).join(":")}::${groups.slice(best + bestLength).join(":")}`;
}

/** The subtrees of a NameConstraints list ([0] or [1], IMPLICIT): each one's base. */
function subtrees(der: Uint8Array, list: DerElement | undefined) {
  if (list === undefined) return generalNames(der, []);
  const bases = children(der, list).map((subtree) => {
    const [base] = children(der, expectTag(subtree, TAG.SEQUENCE));
    if (base === undefined) throw new DerError("a subtree without a base");
    return base;
  });
  return generalNames(der, bases);
}

/** Checks a DER certificate's structure and finds its parts; `index` names it in errors (1 is the leaf). */
export function parseCertificate(der: Uint8Array, index: number): ParsedCertificate {
  try {
    return certificateParts(der);
  } catch (error) {
    if (!(error instanceof DerError)) throw error;
    throw invalidArgument("/certificate", `certificate ${index} cannot be parsed as X.509`);
  }
}

/**
 * Certificate ::= SEQUENCE { tbsCertificate, signatureAlgorithm, signatureValue BIT STRING }, whose
 * TBSCertificate ::= SEQUENCE { [0] EXPLICIT version DEFAULT v1, serialNumber INTEGER, signature
 * AlgorithmIdentifier, issuer Name, validity SEQUENCE { notBefore, notAfter }, subject Name,
 * subjectPublicKeyInfo, [1] issuerUniqueID, [2] subjectUniqueID, [3] EXPLICIT extensions } (RFC 5280).
 */
function certificateParts(der: Uint8Array): ParsedCertificate {
  const outer = children(der, readWhole(der, TAG.SEQUENCE));
  if (outer.length !== 3) throw new DerError("a certificate is three elements");
  expectTag(outer[1], TAG.SEQUENCE);
  bitString(der, outer[2]!);
  const fields = children(der, expectTag(outer[0], TAG.SEQUENCE));
  let at = 0;
  let version = 1;
  if (fields[0]?.tag === 0xa0) {
    const [number, ...rest] = children(der, fields[0]);
    if (rest.length > 0) throw new DerError("a version that is not one integer");
    const value = smallInteger(der, expectTag(number, TAG.INTEGER));
    if (value > 2) throw new DerError("an X.509 version above 3");
    version = value + 1;
    at = 1;
  }
  const serial = expectTag(fields[at++], TAG.INTEGER);
  if (serial.end === serial.start) throw new DerError("an empty serial number");
  expectTag(fields[at++], TAG.SEQUENCE);
  const issuer = expectTag(fields[at++], TAG.SEQUENCE);
  const validity = children(der, expectTag(fields[at++], TAG.SEQUENCE));
  if (validity.length !== 2) throw new DerError("a validity that is not two times");
  const subject = expectTag(fields[at++], TAG.SEQUENCE);
  const publicKeyInfo = expectTag(fields[at++], TAG.SEQUENCE);
  // The unique identifiers ([1], [2]: IMPLICIT BIT STRING) are passed over; the extensions come last.
  if (fields[at]?.tag === 0x81) at += 1;
  if (fields[at]?.tag === 0x82) at += 1;
  const extensions: { id: string; critical: boolean; value: DerElement }[] = [];
  if (fields[at]?.tag === 0xa3) {
    const [list, ...rest] = children(der, fields[at]!);
    if (rest.length > 0) throw new DerError("extensions that are not one list");
    for (const extension of children(der, expectTag(list, TAG.SEQUENCE))) {
      const parts = children(der, expectTag(extension, TAG.SEQUENCE));
      if (parts.length !== 2 && parts.length !== 3) throw new DerError("an extension that is not an id, a flag and a value");
      const critical = parts.length === 3 ? boolean(der, parts[1]!) : false;
      const value = expectTag(parts[parts.length - 1], TAG.OCTET_STRING);
      extensions.push({ id: objectIdentifier(der, parts[0]!), critical, value });
    }
    at += 1;
  }
  if (at !== fields.length) throw new DerError("a certificate with unknown fields");
  return {
    der,
    version,
    serial: contents(der, serial),
    issuer,
    subject,
    notBefore: time(der, validity[0]!),
    notAfter: time(der, validity[1]!),
    publicKeyInfo,
    // Read here, so that a key is never compared with one that cannot be read.
    publicKey: publicKeyOf(der, publicKeyInfo),
    extensions,
  };
}

/** The DER SubjectPublicKeyInfo of a certificate, to compare with a private key's public half. */
export function subjectPublicKeyInfo(cert: ParsedCertificate): Buffer {
  return Buffer.from(encoded(cert.der, cert.publicKeyInfo));
}

/** SubjectPublicKeyInfo ::= SEQUENCE { algorithm AlgorithmIdentifier, subjectPublicKey BIT STRING }. */
function publicKeyOf(der: Uint8Array, info: DerElement): ParsedCertificate["publicKey"] {
  const [identifier, key, ...rest] = children(der, info);
  if (rest.length > 0) throw new DerError("a public key info that is not an algorithm and a key");
  const [algorithm, parameters] = children(der, expectTag(identifier, TAG.SEQUENCE));
  return { algorithm: objectIdentifier(der, algorithm!), parameters, key: bitString(der, expectTag(key, TAG.BIT_STRING)).bytes };
}

/** Everything CertificateInfo holds, read from the certificate; `index` names it in errors. */
export function certificateInfo(cert: ParsedCertificate, index: number): CertificateInfo {
  try {
    return readInfo(cert, index);
  } catch (error) {
    if (!(error instanceof DerError)) throw error;
    throw invalidArgument("/certificate", `certificate ${index} cannot be parsed as X.509`);
  }
}

/** The named bits of KeyUsage, in their order (RFC 5280): bit 0 first. */
const KEY_USAGE_BITS = [
  "digitalSignature",
  "contentCommitment",
  "keyEncipherment",
  "dataEncipherment",
  "keyAgreement",
  "certSign",
  "crlSign",
  "encipherOnly",
  "decipherOnly",
] as const;

function readInfo(cert: ParsedCertificate, index: number): CertificateInfo {
  const { der } = cert;
  const extension = (oid: string) => cert.extensions.find((e) => e.id === oid);
  // The one element an extension's value holds, when the certificate has the extension.
  const valueOf = (oid: string, tag: number) => {
    const found = extension(oid);
    return found === undefined ? undefined : readInside(der, found.value.start, found.value.end, tag);
  };
  const keyUsage = Object.fromEntries(KEY_USAGE_BITS.map((usage) => [usage, false])) as CertificateInfo["keyUsage"];
  const usageBits = valueOf(KEY_USAGE_OID, TAG.BIT_STRING);
  if (usageBits !== undefined) {
    const { bytes } = bitString(der, usageBits);
    KEY_USAGE_BITS.forEach((usage, bit) => {
      keyUsage[usage] = ((bytes[bit >> 3] ?? 0) & (0x80 >> (bit & 7))) !== 0;
    });
  }
  const extKeyUsage = Object.fromEntries(Object.values(EXT_KEY_USAGES).map((k) => [k, false])) as CertificateInfo["extKeyUsage"];
  const usages = valueOf(EXT_KEY_USAGE_OID, TAG.SEQUENCE);
  for (const usage of usages === undefined ? [] : children(der, usages)) {
    const field = EXT_KEY_USAGES[objectIdentifier(der, usage)];
    if (field !== undefined) extKeyUsage[field] = true;
  }
  const sanList = valueOf(SAN_OID, TAG.SEQUENCE);
  const names = sanList === undefined ? [] : children(der, sanList);
  if (names.length > MAX_SAN_ENTRIES) {
    throw invalidArgument("/certificate", `certificate ${index} has ${names.length} subject alternative names; at most ${MAX_SAN_ENTRIES} are allowed`);
  }
  const sans = generalNames(der, names);
  const constraints = valueOf(NAME_CONSTRAINTS_OID, TAG.SEQUENCE);
  const lists = constraints === undefined ? [] : children(der, constraints);
  const permitted = subtrees(
    der,
    lists.find((list) => list.tag === 0xa0),
  );
  const excluded = subtrees(
    der,
    lists.find((list) => list.tag === 0xa1),
  );
  return {
    version: cert.version,
    serial: BigInt(`0x${Buffer.from(cert.serial).toString("hex")}`).toString(10),
    issuer: name(der, cert.issuer),
    subject: name(der, cert.subject),
    notBefore: cert.notBefore,
    notAfter: cert.notAfter,
    keyUsage,
    extKeyUsage,
    dnsNames: sans.dns,
    emailAddresses: sans.email,
    ipAddresses: sans.ip,
    uris: sans.uri,
    permittedDnsDomains: permitted.dns,
    excludedDnsDomains: excluded.dns,
    permittedIpRanges: permitted.ip,
    excludedIpRanges: excluded.ip,
    permittedEmailAddresses: permitted.email,
    excludedEmailAddresses: excluded.email,
    permittedUriDomains: permitted.uri,
    excludedUriDomains: excluded.uri,
    permittedDnsDomainsCritical: extension(NAME_CONSTRAINTS_OID)?.critical === true,
  };
}
