/** The checks of a key pair's PEM fields, in order: framing, parsing, limits, algorithms, matching. */
import type { CertificateInfo } from "../domain/entities.js";
import { certificateInfo, parseCertificate } from "./info.js";
import { checkPrivateKey } from "./keys.js";
import { certificateBlocks, privateKeyBlock } from "./pem.js";

/**
 * Kept for applications written for earlier versions, which loaded the ASN.1 packages certificates
 * and private keys were read with before reading them synchronously. Both are read by der.ts now:
 * there is nothing to load, and it resolves at once.
 * @deprecated Nothing needs it any more.
 */
export function loadCertificateSupport(): Promise<void> {
  return Promise.resolve();
}

/** What the certificate and key of a key pair say, once both are checked. */
interface CheckedKeyPair {
  /** One entry per certificate of the chain, leaf first; empty without a certificate. */
  certificateInfo: CertificateInfo[];
}

/**
 * Checks a key pair's certificate chain and private key (either may be absent). Throws
 * `invalid_argument` naming the field and the problem, never the PEM.
 */
export function checkKeyPair(certificate: string | undefined, key: string | undefined): CheckedKeyPair {
  const certs = certificate === undefined || certificate === "" ? [] : certificateBlocks(certificate).map((der, i) => parseCertificate(der, i + 1));
  const infos = certs.map((cert, i) => certificateInfo(cert, i + 1));
  if (key !== undefined && key !== "") {
    checkPrivateKey(privateKeyBlock(key), certs[0]);
  }
  return { certificateInfo: infos };
}
