/**
 * Private keys of key pairs: parsed with node:crypto from their PEM block (PKCS#8, SEC1 EC, PKCS#1
 * RSA), held to the proxy's algorithms (RSA of 2048 bits or more; EC on P-256, P-384, P-521), and
 * matched against the leaf certificate's public key. Errors never carry key material.
 */
import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";
import type { Certificate } from "@peculiar/asn1-x509";
import { invalidArgument } from "../errors.js";
import { subjectPublicKeyInfo } from "./info.js";
import type { PemBlock } from "./pem.js";

const CURVES = new Set(["prime256v1", "secp384r1", "secp521r1"]);

/** The key as a KeyObject, after the algorithm checks. */
export function parsePrivateKey(block: PemBlock): KeyObject {
  let key: KeyObject;
  try {
    const type = block.label === "PRIVATE KEY" ? "pkcs8" : block.label === "EC PRIVATE KEY" ? "sec1" : "pkcs1";
    key = createPrivateKey({ key: block.der, format: "der", type });
  } catch {
    throw invalidArgument("/key", `the ${block.label} block cannot be parsed as a private key`);
  }
  const details = key.asymmetricKeyDetails ?? {};
  if (key.asymmetricKeyType === "rsa" || key.asymmetricKeyType === "rsa-pss") {
    if ((details.modulusLength ?? 0) < 2048) throw invalidArgument("/key", `RSA keys need at least 2048 bits; this one has ${details.modulusLength}`);
  } else if (key.asymmetricKeyType === "ec") {
    if (!CURVES.has(details.namedCurve ?? "")) throw invalidArgument("/key", `EC keys must use P-256, P-384 or P-521, not ${details.namedCurve}`);
  } else {
    throw invalidArgument("/key", `${String(key.asymmetricKeyType).toUpperCase()} keys are not supported; use RSA (2048 bits or more) or EC (P-256, P-384, P-521)`);
  }
  return key;
}

/** Throws unless the key's public half is the leaf certificate's public key. */
export function requireMatchingKey(key: KeyObject, leaf: Certificate): void {
  const ours = createPublicKey(key).export({ format: "der", type: "spki" });
  const theirs = subjectPublicKeyInfo(leaf);
  if (!ours.equals(theirs)) throw invalidArgument("/key", "the key does not match the public key of the first (leaf) certificate");
}
