/**
 * Private keys of key pairs: parsed from their PEM block (PKCS#8, SEC1 EC, PKCS#1 RSA), held to the
 * proxy's algorithms (RSA of 2048 bits or more; EC on P-256, P-384, P-521), and matched against the
 * leaf certificate's public key. Errors never carry key material.
 *
 * The usual keys take a fast path, without OpenSSL's slow format detection (about 300 µs a key): their
 * DER is read here (der.ts); an RSA key is handed to node:crypto as a JWK, which checks its numbers (5 µs);
 * an EC key's public point is computed from its private scalar (which must be in range for its curve,
 * 20 µs), and a point stored beside the scalar must be that one (the proxy computes its own). The key
 * is then matched against the certificate by comparing the public numbers. Anything else (other curves
 * and algorithms, multi-prime RSA, trailing bytes) is parsed by node:crypto as DER, with the same
 * checks and messages.
 */
import { createECDH, createPrivateKey, createPublicKey, type JsonWebKey, type KeyObject } from "node:crypto";
import { invalidArgument } from "../errors.js";
import { bitString, children, contents, DerError, expectTag, objectIdentifier, readWhole, smallInteger, TAG, type DerElement } from "./der.js";
import { subjectPublicKeyInfo, type ParsedCertificate } from "./info.js";
import type { PemBlock } from "./pem.js";

const CURVES = new Set(["prime256v1", "secp384r1", "secp521r1"]);

/** The key as a KeyObject, after the algorithm checks. */
function parsePrivateKey(block: PemBlock): KeyObject {
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
    throw invalidArgument(
      "/key",
      `${String(key.asymmetricKeyType).toUpperCase()} keys are not supported; use RSA (2048 bits or more) or EC (P-256, P-384, P-521)`,
    );
  }
  return key;
}

/** Throws unless the key's public half is the leaf certificate's public key. */
function requireMatchingKey(key: KeyObject, leaf: ParsedCertificate): void {
  const ours = createPublicKey(key).export({ format: "der", type: "spki" });
  const theirs = subjectPublicKeyInfo(leaf);
  if (!ours.equals(theirs)) throw invalidArgument("/key", "the key does not match the public key of the first (leaf) certificate");
}

const RSA_ENCRYPTION = "1.2.840.113549.1.1.1";
const EC_PUBLIC_KEY = "1.2.840.10045.2.1";
/** The curves the proxy takes, by OID: their JWK name and the size of a coordinate in bytes. */
const EC_CURVES: Record<string, { openssl: string }> = {
  "1.2.840.10045.3.1.7": { openssl: "prime256v1" },
  "1.3.132.0.34": { openssl: "secp384r1" },
  "1.3.132.0.35": { openssl: "secp521r1" },
};

/** A private key's public numbers, to match against a certificate. */
type PublicNumbers = { kind: "rsa"; modulus: Buffer; exponent: Buffer } | { kind: "ec"; curve: string; point: Buffer };

/**
 * Checks a private key block, and that its public half is `leaf`'s public key when a leaf is given.
 * Throws `invalid_argument` naming the problem.
 */
export function checkPrivateKey(block: PemBlock, leaf: ParsedCertificate | undefined): void {
  const numbers = fastPublicNumbers(block);
  if (numbers === undefined) {
    const key = parsePrivateKey(block);
    if (leaf !== undefined) requireMatchingKey(key, leaf);
    return;
  }
  if (leaf !== undefined && !matches(numbers, leaf)) {
    throw invalidArgument("/key", "the key does not match the public key of the first (leaf) certificate");
  }
}

/** An RSAPrivateKey (PKCS#1) of two primes: its numbers' INTEGER contents. */
interface RsaPrivateKey {
  modulus: Uint8Array;
  publicExponent: Uint8Array;
  privateExponent: Uint8Array;
  prime1: Uint8Array;
  prime2: Uint8Array;
  exponent1: Uint8Array;
  exponent2: Uint8Array;
  coefficient: Uint8Array;
}

/** An ECPrivateKey (SEC1, version 1): its scalar, its named curve and its public point, when given. */
interface EcPrivateKey {
  scalar: Uint8Array;
  curve: string | undefined;
  point: Uint8Array | undefined;
}

/** The public numbers of a key node:crypto accepted as a JWK, or `undefined` for the DER path. */
function fastPublicNumbers(block: PemBlock): PublicNumbers | undefined {
  let key: { kind: "rsa"; value: RsaPrivateKey } | { kind: "ec"; value: EcPrivateKey; curve: string | undefined } | undefined;
  try {
    if (block.label === "PRIVATE KEY") {
      const der = block.der;
      // PrivateKeyInfo ::= SEQUENCE { version INTEGER (0), privateKeyAlgorithm AlgorithmIdentifier,
      // privateKey OCTET STRING, attributes [0] IMPLICIT OPTIONAL } (RFC 5208); anything more (RFC
      // 5958's public key) goes to node:crypto.
      const [version, algorithm, privateKey, ...rest] = children(der, readWhole(der, TAG.SEQUENCE));
      if (smallInteger(der, expectTag(version, TAG.INTEGER)) !== 0 || rest.some((field) => field.tag !== 0xa0) || rest.length > 1) return undefined;
      const [id, parameters, ...more] = children(der, expectTag(algorithm, TAG.SEQUENCE));
      if (more.length > 0) return undefined;
      const inner = contents(der, expectTag(privateKey, TAG.OCTET_STRING));
      const oid = objectIdentifier(der, id!);
      if (oid === RSA_ENCRYPTION && (parameters === undefined || parameters.tag === TAG.NULL)) key = { kind: "rsa", value: rsaPrivateKey(inner) };
      else if (oid === EC_PUBLIC_KEY && parameters?.tag === TAG.OID) key = { kind: "ec", value: ecPrivateKey(inner), curve: objectIdentifier(der, parameters) };
    } else if (block.label === "EC PRIVATE KEY") {
      const value = ecPrivateKey(block.der);
      key = { kind: "ec", value, curve: value.curve };
    } else {
      key = { kind: "rsa", value: rsaPrivateKey(block.der) };
    }
  } catch (error) {
    // Not what the fast path reads: node:crypto decides, with its own messages.
    if (error instanceof DerError) return undefined;
    throw error;
  }
  if (key === undefined) return undefined;
  return key.kind === "rsa" ? rsaNumbers(key.value) : ecNumbers(key.value, key.curve, block.label);
}

/**
 * RSAPrivateKey ::= SEQUENCE { version INTEGER (0), modulus, publicExponent, privateExponent, prime1,
 * prime2, exponent1, exponent2, coefficient } (RFC 8017); a multi-prime key (version 1, with its
 * other primes) throws, for node:crypto to decide.
 */
function rsaPrivateKey(der: Uint8Array): RsaPrivateKey {
  const [version, ...numbers] = children(der, readWhole(der, TAG.SEQUENCE));
  if (smallInteger(der, expectTag(version, TAG.INTEGER)) !== 0 || numbers.length !== 8) throw new DerError("not a two-prime RSA key");
  const [modulus, publicExponent, privateExponent, prime1, prime2, exponent1, exponent2, coefficient] = numbers.map((number) =>
    contents(der, expectTag(number, TAG.INTEGER)),
  ) as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  return { modulus, publicExponent, privateExponent, prime1, prime2, exponent1, exponent2, coefficient };
}

/**
 * ECPrivateKey ::= SEQUENCE { version INTEGER (1), privateKey OCTET STRING, parameters [0] EXPLICIT
 * ECParameters OPTIONAL, publicKey [1] EXPLICIT BIT STRING OPTIONAL } (RFC 5915); a curve given other
 * than by name is left undefined, for node:crypto to decide.
 */
function ecPrivateKey(der: Uint8Array): EcPrivateKey {
  const [version, scalar, ...rest] = children(der, readWhole(der, TAG.SEQUENCE));
  if (smallInteger(der, expectTag(version, TAG.INTEGER)) !== 1) throw new DerError("not a version 1 EC key");
  const explicit = (tag: number): DerElement | undefined => {
    const field = rest.find((element) => element.tag === tag);
    if (field === undefined) return undefined;
    const [inner, ...more] = children(der, field);
    if (inner === undefined || more.length > 0) throw new DerError("an explicit field that is not one element");
    return inner;
  };
  // [0], then [1], each at most once.
  rest.reduce((last, field) => {
    const at = [0xa0, 0xa1].indexOf(field.tag);
    if (at <= last) throw new DerError("unknown or repeated fields");
    return at;
  }, -1);
  const parameters = explicit(0xa0);
  const publicKey = explicit(0xa1);
  return {
    scalar: contents(der, expectTag(scalar, TAG.OCTET_STRING)),
    curve: parameters?.tag === TAG.OID ? objectIdentifier(der, parameters) : undefined,
    point: publicKey === undefined ? undefined : bitString(der, expectTag(publicKey, TAG.BIT_STRING)).bytes,
  };
}

function rsaNumbers(key: RsaPrivateKey): PublicNumbers | undefined {
  const modulus = unsigned(key.modulus);
  const bits = modulus.length === 0 ? 0 : (modulus.length - 1) * 8 + (32 - Math.clz32(modulus[0]!));
  if (bits < 2048) throw invalidArgument("/key", `RSA keys need at least 2048 bits; this one has ${bits}`);
  const b64 = (value: Uint8Array) => unsigned(value).toString("base64url");
  const jwk: JsonWebKey = {
    kty: "RSA",
    n: modulus.toString("base64url"),
    e: b64(key.publicExponent),
    d: b64(key.privateExponent),
    p: b64(key.prime1),
    q: b64(key.prime2),
    dp: b64(key.exponent1),
    dq: b64(key.exponent2),
    qi: b64(key.coefficient),
  };
  if (!importsAsJwk(jwk)) return undefined;
  return { kind: "rsa", modulus, exponent: unsigned(key.publicExponent) };
}

function ecNumbers(key: EcPrivateKey, curveOid: string | undefined, label: string): PublicNumbers | undefined {
  const curve = curveOid === undefined ? undefined : EC_CURVES[curveOid];
  // Another curve: node:crypto parses it (and names the curve in its refusal).
  if (curve === undefined) return undefined;
  let point: Buffer;
  try {
    // The public point is computed from the private scalar (which must be in range), as the proxy does.
    const ecdh = createECDH(curve.openssl);
    ecdh.setPrivateKey(key.scalar);
    point = ecdh.getPublicKey();
  } catch {
    return undefined;
  }
  // A point stored beside the scalar must be the scalar's: the proxy computes its own and would serve
  // a certificate its key does not match.
  if (key.point !== undefined && !point.equals(key.point)) {
    throw invalidArgument("/key", `the ${label} block holds a public key that is not its private key's`);
  }
  return { kind: "ec", curve: curveOid!, point };
}

/** Whether node:crypto takes the JWK (it checks the numbers); when not, the DER path decides. */
function importsAsJwk(jwk: JsonWebKey): boolean {
  try {
    createPrivateKey({ key: jwk, format: "jwk" });
    return true;
  } catch {
    return false;
  }
}

/** Whether the certificate's public key has these public numbers. */
function matches(numbers: PublicNumbers, leaf: ParsedCertificate): boolean {
  try {
    const spki = leaf.publicKey;
    if (numbers.kind === "rsa") {
      if (spki.algorithm !== RSA_ENCRYPTION) return false;
      // RSAPublicKey ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER }
      const [modulus, exponent, ...rest] = children(spki.key, readWhole(spki.key, TAG.SEQUENCE));
      if (modulus?.tag !== TAG.INTEGER || exponent?.tag !== TAG.INTEGER || rest.length > 0) return false;
      return unsigned(contents(spki.key, modulus)).equals(numbers.modulus) && unsigned(contents(spki.key, exponent)).equals(numbers.exponent);
    }
    // The curve's name: ECParameters' namedCurve.
    if (spki.algorithm !== EC_PUBLIC_KEY || spki.parameters?.tag !== TAG.OID) return false;
    return objectIdentifier(leaf.der, spki.parameters) === numbers.curve && Buffer.from(spki.key).equals(numbers.point);
  } catch {
    return false;
  }
}

/** An ASN.1 INTEGER's bytes without the sign byte and leading zeros. */
function unsigned(value: Uint8Array): Buffer {
  const bytes = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  return bytes.subarray(start);
}
