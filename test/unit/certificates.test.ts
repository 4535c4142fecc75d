/**
 * The certificate reader (src/certificates/der.ts, info.ts) against OpenSSL: every certificate of the
 * test PKI read as node:crypto's X509Certificate (OpenSSL) reads it, names in each string type OpenSSL
 * writes, times past 2049, and DER that breaks the rules refused with a 400 at /certificate (never
 * another error), whatever bytes are cut, added or changed. Then the private-key reader (keys.ts):
 * each key form taken with its certificate, and changed bytes answered with a 400 at /key at worst.
 */
import { X509Certificate } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AccessPlaneError } from "accessplane";
import { DerError, readElement, TAG, text, time } from "../../src/certificates/der.js";
import { certificateInfo, parseCertificate, subjectPublicKeyInfo } from "../../src/certificates/info.js";
import { checkKeyPair } from "../../src/certificates/key-pair.js";
import { checkPrivateKey } from "../../src/certificates/keys.js";
import { certificateBlocks, privateKeyBlock } from "../../src/certificates/pem.js";
import { makeTestPki, selfSignedCertificate } from "../support/certificates.js";

const pki = makeTestPki();
const dir = mkdtempSync(join(tmpdir(), "accessplane-der-"));
afterAll(() => {
  pki.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const info = (pem: string) => certificateInfo(parseCertificate(certificateBlocks(pem)[0]!, 1), 1);
const pemOf = (der: Uint8Array) => `-----BEGIN CERTIFICATE-----\n${Buffer.from(der).toString("base64")}\n-----END CERTIFICATE-----\n`;

/** A self-signed certificate made by `openssl req` with the subject `subject` (UTF-8) and a config's `string_mask`. */
const selfSigned = (name: string, subject: string, stringMask: string, days: number) =>
  selfSignedCertificate(dir, name, { subject, days, req: `string_mask=${stringMask}` });

/** The attributes OpenSSL prints of a name, by the info's field names. */
function openSslName(text: string): Record<string, string[]> {
  const fields: Record<string, string> = {
    C: "country",
    O: "organization",
    OU: "organizationalUnit",
    L: "locality",
    ST: "province",
    street: "streetAddress",
    postalCode: "postalCode",
    serialNumber: "serialNumber",
    CN: "commonName",
  };
  const found: Record<string, string[]> = {};
  for (const line of text.split("\n")) {
    const at = line.indexOf("=");
    const field = fields[line.slice(0, at)];
    if (field !== undefined) (found[field] ??= []).push(line.slice(at + 1));
  }
  return found;
}

/** An IP address in the form a URL host takes (RFC 5952 for IPv6). */
const canonicalIp = (ip: string) => (ip.includes(":") ? new URL(`http://[${ip}]/`).hostname.slice(1, -1) : ip);

describe("the certificate reader", () => {
  const certificates: [string, string][] = [
    ["the CA (name constraints, a name of every attribute)", pki.ca.cert],
    ["the intermediate (P-384)", pki.intermediate.cert],
    ["the leaf (every SAN kind, key usage and extended key usage)", pki.leaf.cert],
    ["an RSA leaf", pki.rsa.cert],
    ["a short-lived leaf", pki.shortLived.cert],
    ["a wildcard leaf", pki.wildcard.cert],
    ["a P-384 leaf", pki.p384.cert],
  ];
  for (const [what, pem] of certificates) {
    it(`reads ${what} as OpenSSL does`, () => {
      const der = certificateBlocks(pem)[0]!;
      const read = info(pem);
      const openssl = new X509Certificate(der);
      expect(read.version).toBe(3);
      expect(read.serial).toBe(BigInt(`0x${openssl.serialNumber}`).toString(10));
      expect(Date.parse(read.notBefore)).toBe(Date.parse(openssl.validFrom));
      expect(Date.parse(read.notAfter)).toBe(Date.parse(openssl.validTo));
      for (const [ours, theirs] of [
        [read.subject, openssl.subject],
        [read.issuer, openssl.issuer],
      ] as const) {
        const expected = openSslName(theirs);
        for (const [field, values] of Object.entries(ours)) {
          const printed = expected[field] ?? [];
          if (typeof values === "string") expect(values, field).toBe(printed[0] ?? "");
          else expect(values, field).toEqual(printed);
        }
      }
      const sans = (openssl.subjectAltName ?? "").split(", ").filter((entry) => entry !== "");
      const of = (prefix: string) => sans.filter((entry) => entry.startsWith(prefix)).map((entry) => entry.slice(prefix.length));
      expect(read.dnsNames).toEqual(of("DNS:"));
      expect(read.emailAddresses).toEqual(of("email:"));
      expect(read.uris).toEqual(of("URI:"));
      expect(read.ipAddresses).toEqual(of("IP Address:").map(canonicalIp));
      expect(subjectPublicKeyInfo(parseCertificate(der, 1)).equals(openssl.publicKey.export({ type: "spki", format: "der" }))).toBe(true);
    });
  }

  it("reads names in each string type OpenSSL writes: PrintableString, T61String, BMPString and UTF8String", () => {
    const subject = "/C=DE/O=Grüße GmbH/OU=東京/L=Ascii Town/CN=🔑 keys";
    const expected = { country: ["DE"], organization: ["Grüße GmbH"], organizationalUnit: ["東京"], locality: ["Ascii Town"], commonName: "🔑 keys" };
    // OpenSSL's default mask takes the narrowest type for each value (Printable, T61 for Latin-1, BMP,
    // UTF8 beyond the BMP); utf8only takes UTF8String for all but the country.
    for (const mask of ["default", "utf8only"]) {
      const pem = selfSigned(`names-${mask}`, subject, mask, 30);
      expect(info(pem).subject, mask).toMatchObject(expected);
      expect(info(pem).issuer, mask).toMatchObject(expected);
    }
  });

  it("reads a UniversalString (UTF-32), which OpenSSL does not write, and refuses one out of range", () => {
    const element = (bytes: number[]) => {
      const der = Uint8Array.from([TAG.UNIVERSAL_STRING, bytes.length, ...bytes]);
      return () => text(der, readElement(der, 0, der.length));
    };
    expect(element([0, 0, 0, 0x4b, 0, 1, 0xf5, 0x11])()).toBe("K🔑");
    expect(element([0, 0x11, 0, 0])).toThrow(DerError);
    expect(element([0, 0, 0x4b])).toThrow(DerError);
  });

  it("reads UTCTime's two-digit years as RFC 5280 says (50–99: 1950–1999), applies an offset from UTC, and refuses a day that does not exist", () => {
    const at = (tag: number, value: string) => {
      const der = Uint8Array.from([tag, value.length, ...Buffer.from(value, "latin1")]);
      return () => time(der, readElement(der, 0, der.length));
    };
    expect(at(TAG.UTC_TIME, "991231235959Z")()).toBe("1999-12-31T23:59:59.000Z");
    expect(at(TAG.UTC_TIME, "500101000000Z")()).toBe("1950-01-01T00:00:00.000Z");
    expect(at(TAG.UTC_TIME, "491231235959Z")()).toBe("2049-12-31T23:59:59.000Z");
    expect(at(TAG.UTC_TIME, "2612070100+0100")()).toBe("2026-12-07T00:00:00.000Z");
    expect(at(TAG.GENERALIZED_TIME, "00490615120000.5Z")()).toBe("0049-06-15T12:00:00.500Z");
    expect(at(TAG.UTC_TIME, "260231000000Z")).toThrow(DerError);
    expect(at(TAG.UTC_TIME, "261207246000Z")).toThrow(DerError);
    expect(at(TAG.GENERALIZED_TIME, "20261207000000")).toThrow(DerError);
  });

  it("reads times after 2049, which a certificate writes as GeneralizedTime", () => {
    const pem = selfSigned("far", "/CN=far.example.com", "utf8only", 36_500);
    const read = info(pem);
    expect(new Date(read.notAfter).getUTCFullYear()).toBeGreaterThan(2100);
    expect(Date.parse(read.notAfter)).toBe(Date.parse(new X509Certificate(certificateBlocks(pem)[0]!).validTo));
  });

  /** What checking a chain of one certificate whose DER is `der` throws, or `undefined`. */
  const refusal = (der: Uint8Array): unknown => {
    try {
      checkKeyPair(pemOf(der), undefined);
      return undefined;
    } catch (error) {
      return error;
    }
  };
  const isCertificateRefusal = (error: unknown) =>
    error instanceof AccessPlaneError && error.code === "invalid_argument" && error.details?.[0]?.path === "/certificate";
  const leaf = certificateBlocks(pki.leaf.cert)[0]!;

  it("refuses DER's broken rules with a 400 at /certificate: bytes after the end, an indefinite length, a length not in its shortest form, every cut", () => {
    expect(refusal(leaf)).toBeUndefined();
    // The outer SEQUENCE's length takes two bytes (0x82 LL LL).
    expect(leaf[1]).toBe(0x82);
    const variants: [string, Uint8Array][] = [
      ["a byte after the end", Buffer.concat([leaf, Buffer.from([0])])],
      ["an indefinite length", Buffer.concat([Buffer.from([0x30, 0x80]), leaf.subarray(4), Buffer.from([0, 0])])],
      ["a length in three bytes", Buffer.concat([Buffer.from([0x30, 0x83, 0x00]), leaf.subarray(2)])],
    ];
    for (const [what, der] of variants) expect(isCertificateRefusal(refusal(der)), what).toBe(true);
    for (let cut = 1; cut < leaf.length; cut++) expect(isCertificateRefusal(refusal(leaf.subarray(0, cut))), `cut at ${cut}`).toBe(true);
  });

  it("answers any changed byte with the certificate read or a 400 at /certificate, never another error", () => {
    // A fixed sequence of changes (a linear congruential generator), so that a failure repeats.
    let seed = 20261207;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    let refused = 0;
    for (let round = 0; round < 3000; round++) {
      const der = Buffer.from(leaf);
      der[next() % der.length] = next() % 256;
      const error = refusal(der);
      if (error !== undefined) {
        expect(isCertificateRefusal(error), error instanceof Error ? error.message : typeof error).toBe(true);
        refused += 1;
      }
    }
    // Most changes land in a name, a key or the signature, which nothing here checks; some break the structure.
    expect(refused).toBeGreaterThan(0);
  });
});

describe("the private-key reader", () => {
  const leafOf = (pem: string) => parseCertificate(certificateBlocks(pem)[0]!, 1);
  const keys: [string, string, string][] = [
    ["a PKCS#8 EC key (P-256, with its point)", pki.leaf.key, pki.leaf.cert],
    ["a SEC1 EC key without its point", pki.leafKeyWithoutPoint, pki.leaf.cert],
    ["a PKCS#1 RSA key", pki.rsa.key, pki.rsa.cert],
    ["a PKCS#8 P-384 key", pki.p384.key, pki.p384.cert],
  ];
  for (const [what, key, cert] of keys) {
    it(`takes ${what} with its certificate and refuses it with another`, () => {
      expect(() => checkPrivateKey(privateKeyBlock(key), leafOf(cert))).not.toThrow();
      const other = cert === pki.leaf.cert ? pki.p384.cert : pki.leaf.cert;
      expect(() => checkPrivateKey(privateKeyBlock(key), leafOf(other))).toThrow(/does not match the public key/);
    });
  }

  it("answers any changed byte of a key with the key taken or a 400 at /key, never another error", () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const leaf = leafOf(pki.leaf.cert);
    for (const pem of [pki.leaf.key, pki.sec1Key, pki.rsa.key]) {
      const block = privateKeyBlock(pem);
      let refused = 0;
      for (let round = 0; round < 300; round++) {
        const der = Buffer.from(block.der);
        der[next() % der.length] = next() % 256;
        try {
          checkPrivateKey({ label: block.label, der }, leaf);
        } catch (error) {
          expect(
            error instanceof AccessPlaneError && error.code === "invalid_argument" && error.details?.[0]?.path === "/key",
            error instanceof Error ? error.message : typeof error,
          ).toBe(true);
          refused += 1;
        }
      }
      // Every key but the leaf's is refused for not matching the leaf, unless a change broke it first.
      expect(refused).toBeGreaterThan(0);
    }
  });
});
