/**
 * CertificateInfo of the specification, read from each certificate with @peculiar/x509 (and its ASN.1
 * schemas for what the library does not decode: the version and name constraints).
 */
import "reflect-metadata"; // @peculiar/x509 resolves its parsers through tsyringe, which needs it
import { AsnConvert } from "@peculiar/asn1-schema";
import { Certificate, NameConstraints, SubjectAlternativeName, type GeneralSubtree } from "@peculiar/asn1-x509";
import * as x509 from "@peculiar/x509";
import type { CertificateInfo, CertificateName } from "../domain/entities.js";
import { invalidArgument } from "../errors.js";

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

function name(value: x509.Name): CertificateName {
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
  // toJSON keeps the certificate's order: one object per relative distinguished name.
  for (const rdn of value.toJSON()) {
    for (const [type, values] of Object.entries(rdn)) {
      const field = NAME_FIELDS[type];
      if (field === undefined) continue;
      if (field === "serialNumber" || field === "commonName") {
        if (result[field] === "") result[field] = values[0] ?? "";
      } else {
        result[field].push(...values);
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

/** Parses one DER certificate; `index` names it in errors (1 is the leaf). */
export function parseCertificate(der: Uint8Array, index: number): x509.X509Certificate {
  try {
    return new x509.X509Certificate(der);
  } catch {
    throw invalidArgument("/certificate", `certificate ${index} cannot be parsed as X.509`);
  }
}

/** Everything CertificateInfo holds, read from the certificate. */
export function certificateInfo(cert: x509.X509Certificate, index: number): CertificateInfo {
  const keyUsage = cert.getExtension(x509.KeyUsagesExtension)?.usages ?? 0;
  const has = (flag: x509.KeyUsageFlags) => (keyUsage & flag) !== 0;
  const extKeyUsage = Object.fromEntries(Object.values(EXT_KEY_USAGES).map((k) => [k, false])) as CertificateInfo["extKeyUsage"];
  for (const usage of cert.getExtension(x509.ExtendedKeyUsageExtension)?.usages ?? []) {
    const field = EXT_KEY_USAGES[String(usage)];
    if (field !== undefined) extKeyUsage[field] = true;
  }
  const sans = { dnsNames: [] as string[], emailAddresses: [] as string[], ipAddresses: [] as string[], uris: [] as string[] };
  const sanExtension = cert.extensions.find((e) => e.type === SAN_OID);
  if (sanExtension !== undefined) {
    const names = AsnConvert.parse(sanExtension.value, SubjectAlternativeName);
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
  }
  const asn = AsnConvert.parse(cert.rawData, Certificate);
  const constraints = cert.extensions.find((e) => e.type === NAME_CONSTRAINTS_OID);
  let permitted = subtrees(undefined);
  let excluded = subtrees(undefined);
  if (constraints !== undefined) {
    const parsed = AsnConvert.parse(constraints.value, NameConstraints);
    permitted = subtrees(parsed.permittedSubtrees);
    excluded = subtrees(parsed.excludedSubtrees);
  }
  return {
    version: asn.tbsCertificate.version + 1,
    serial: BigInt(`0x${cert.serialNumber || "0"}`).toString(10),
    issuer: name(cert.issuerName),
    subject: name(cert.subjectName),
    notBefore: cert.notBefore.toISOString(),
    notAfter: cert.notAfter.toISOString(),
    keyUsage: {
      digitalSignature: has(x509.KeyUsageFlags.digitalSignature),
      contentCommitment: has(x509.KeyUsageFlags.nonRepudiation),
      keyEncipherment: has(x509.KeyUsageFlags.keyEncipherment),
      dataEncipherment: has(x509.KeyUsageFlags.dataEncipherment),
      keyAgreement: has(x509.KeyUsageFlags.keyAgreement),
      certSign: has(x509.KeyUsageFlags.keyCertSign),
      crlSign: has(x509.KeyUsageFlags.cRLSign),
      encipherOnly: has(x509.KeyUsageFlags.encipherOnly),
      decipherOnly: has(x509.KeyUsageFlags.decipherOnly),
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
    permittedDnsDomainsCritical: constraints?.critical === true,
  };
}
