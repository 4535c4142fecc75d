/**
 * CertificateInfo of the specification, read from each certificate with the ASN.1 schemas of
 * @peculiar/asn1-x509 (the layer @peculiar/x509 is built on). The certificate is decoded once and
 * each extension read from its own small value: @peculiar/x509's X509Certificate decodes every
 * extension again through its extension factory, which tripled the cost of a key pair.
 */
import type { Certificate, GeneralSubtree, KeyUsageFlags, Name } from "@peculiar/asn1-x509";
import type { CertificateInfo, CertificateName } from "../domain/entities.js";
import { invalidArgument } from "../errors.js";
import { asn1Modules } from "./lazy-modules.js";

/** The ASN.1 decoder, loaded when the first certificate is read (see lazy-modules.ts). */
const asn1 = asn1Modules;

/** Most subject-alternative-name entries a certificate may carry. */
export const MAX_SAN_ENTRIES = 1000;

const NAME_FIELDS: Record<string, keyof CertificateName> = {
  "2.5.4.6": "country",
  C: "country",
  "2.5.4.10": "organization",
  O: "organization",
  "2.5.4.11": "organizationalUnit",
  OU: "organizationalUnit",
  "2.5.4.7": "locality",
  L: "locality",
  "2.5.4.8": "province",
  ST: "province",
  "2.5.4.9": "streetAddress",
  street: "streetAddress",
  STREET: "streetAddress",
  "2.5.4.17": "postalCode",
  postalCode: "postalCode",
  "2.5.4.5": "serialNumber",
  serialNumber: "serialNumber",
  "2.5.4.3": "commonName",
  CN: "commonName",
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

function name(value: Name): CertificateName {
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
  // In the certificate's order: relative distinguished names, each with its attributes.
  for (const rdn of value) {
    for (const attribute of rdn) {
      const field = NAME_FIELDS[attribute.type];
      if (field === undefined) continue;
      const text = attribute.value.toString();
      if (field === "serialNumber" || field === "commonName") {
        if (result[field] === "") result[field] = text;
      } else {
        result[field].push(text);
      }
    }
  }
  return result;
}

function subtrees(list: GeneralSubtree[] | undefined) {
  const result = { dns: [] as string[], ip: [] as string[], email: [] as string[], uri: [] as string[] };
  for (const subtree of list ?? []) {
    const base = subtree.base;
    if (base.dNSName !== undefined) result.dns.push(base.dNSName);
    // The ASN.1 schema renders address-and-mask ranges as CIDR text (`10.0.0.0/8`, `fd00::/64`).
    else if (base.iPAddress !== undefined) result.ip.push(base.iPAddress);
    else if (base.rfc822Name !== undefined) result.email.push(base.rfc822Name);
    else if (base.uniformResourceIdentifier !== undefined) result.uri.push(base.uniformResourceIdentifier);
  }
  return result;
}

/** Decodes one DER certificate; `index` names it in errors (1 is the leaf). */
export function parseCertificate(der: Uint8Array, index: number): Certificate {
  const { schema, x509 } = asn1();
  try {
    return schema.AsnConvert.parse(der, x509.Certificate);
  } catch {
    throw invalidArgument("/certificate", `certificate ${index} cannot be parsed as X.509`);
  }
}

/** The DER SubjectPublicKeyInfo of a certificate, to compare with a private key's public half. */
export function subjectPublicKeyInfo(cert: Certificate): Buffer {
  return Buffer.from(asn1().schema.AsnConvert.serialize(cert.tbsCertificate.subjectPublicKeyInfo));
}

/** Everything CertificateInfo holds, read from the certificate. */
export function certificateInfo(cert: Certificate, index: number): CertificateInfo {
  const { schema, x509 } = asn1();
  const { ExtendedKeyUsage, KeyUsage, KeyUsageFlags, NameConstraints, SubjectAlternativeName } = x509;
  const tbs = cert.tbsCertificate;
  const extension = (oid: string) => tbs.extensions?.find((e) => e.extnID === oid);
  const read = <T>(oid: string, type: new () => T): T | undefined => {
    const found = extension(oid);
    return found === undefined ? undefined : schema.AsnConvert.parse(found.extnValue, type);
  };
  const keyUsageBits = read(KEY_USAGE_OID, KeyUsage)?.toNumber() ?? 0;
  const has = (flag: KeyUsageFlags) => (keyUsageBits & flag) !== 0;
  const extKeyUsage = Object.fromEntries(Object.values(EXT_KEY_USAGES).map((k) => [k, false])) as CertificateInfo["extKeyUsage"];
  for (const usage of read(EXT_KEY_USAGE_OID, ExtendedKeyUsage) ?? []) {
    const field = EXT_KEY_USAGES[usage];
    if (field !== undefined) extKeyUsage[field] = true;
  }
  const sans = { dnsNames: [] as string[], emailAddresses: [] as string[], ipAddresses: [] as string[], uris: [] as string[] };
  const names = read(SAN_OID, SubjectAlternativeName) ?? [];
  if (names.length > MAX_SAN_ENTRIES) {
    throw invalidArgument("/certificate", `certificate ${index} has ${names.length} subject alternative names; at most ${MAX_SAN_ENTRIES} are allowed`);
  }
  for (const general of names) {
    if (general.dNSName !== undefined) sans.dnsNames.push(general.dNSName);
    else if (general.rfc822Name !== undefined) sans.emailAddresses.push(general.rfc822Name);
    else if (general.uniformResourceIdentifier !== undefined) sans.uris.push(general.uniformResourceIdentifier);
    // Dotted IPv4, or IPv6 in RFC 5952 text (lower case, longest zero run as ::), as the schema renders it.
    else if (general.iPAddress !== undefined) sans.ipAddresses.push(general.iPAddress);
  }
  const constraints = read(NAME_CONSTRAINTS_OID, NameConstraints);
  const permitted = subtrees(constraints?.permittedSubtrees);
  const excluded = subtrees(constraints?.excludedSubtrees);
  return {
    // The TBS version field is 0-based (v3 is 2).
    version: tbs.version + 1,
    serial: BigInt(`0x${Buffer.from(tbs.serialNumber).toString("hex") || "0"}`).toString(10),
    issuer: name(tbs.issuer),
    subject: name(tbs.subject),
    notBefore: tbs.validity.notBefore.getTime().toISOString(),
    notAfter: tbs.validity.notAfter.getTime().toISOString(),
    keyUsage: {
      digitalSignature: has(KeyUsageFlags.digitalSignature),
      contentCommitment: has(KeyUsageFlags.nonRepudiation),
      keyEncipherment: has(KeyUsageFlags.keyEncipherment),
      dataEncipherment: has(KeyUsageFlags.dataEncipherment),
      keyAgreement: has(KeyUsageFlags.keyAgreement),
      certSign: has(KeyUsageFlags.keyCertSign),
      crlSign: has(KeyUsageFlags.cRLSign),
      encipherOnly: has(KeyUsageFlags.encipherOnly),
      decipherOnly: has(KeyUsageFlags.decipherOnly),
    },
    extKeyUsage,
    ...sans,
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
