/**
 * Certificates and keys made by `openssl` at test time: a CA with name constraints, an intermediate,
 * leaves with every SAN kind and key usage, RSA and EC, and the bad inputs of the key-pair issue.
 */
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface TestPki {
  dir: string;
  ca: { cert: string; key: string };
  intermediate: { cert: string; key: string };
  /** EC P-256 leaf signed by the intermediate, valid 20 days. */
  leaf: { cert: string; key: string; serialHex: string; notBefore: Date; notAfter: Date };
  /** leaf + intermediate + CA. */
  chain: string;
  /** RSA 2048 self-signed leaf for `rsa.example.com`, PKCS#1 key. */
  rsa: { cert: string; key: string };
  /** A leaf for `app.example.com` (CN only) valid 10 days, and a wildcard leaf `*.apps.example.com` valid 30. */
  shortLived: { cert: string; key: string };
  wildcard: { cert: string; key: string };
  /** A second EC key that matches no certificate. */
  otherKey: string;
  sec1Key: string;
  rsa1024Key: string;
  dsaKey: string;
  ed25519Key: string;
  encryptedKey: string;
  legacyEncryptedKey: string;
  /** A certificate whose SAN list has 5000 entries. */
  manySans: string;
  /** The leaf's key as SEC1 without its public point (`openssl ec -no_public`). */
  leafKeyWithoutPoint: string;
  /** The leaf's private scalar with another key's public point beside it (PKCS#8). */
  leafKeyWithForeignPoint: string;
  /** A self-signed P-384 certificate for `p384.example.com` and its PKCS#8 key. */
  p384: { cert: string; key: string };
  /** An EC key on P-224, a curve the proxy does not take. */
  p224Key: string;
  cleanup(): void;
}

function run(dir: string, args: string[]): string {
  return execFileSync("openssl", args, { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/** What {@link selfSignedCertificate} makes. */
export interface SelfSigned {
  /** `-subj`, in UTF-8. */
  subject: string;
  days: number;
  /** Lines of the config's `[req]` section, such as `string_mask=utf8only`. */
  req?: string;
  /** More sections of the config, such as an `[ext]` section for `-extensions ext`. */
  sections?: string;
  /** More arguments of `openssl req`, such as `-addext` ones. */
  args?: string[];
}

/** A self-signed P-256 certificate made by `openssl req` in `dir` (as `<name>.pem`, its key as `<name>.key`); its PEM. */
export function selfSignedCertificate(dir: string, name: string, made: SelfSigned): string {
  writeFileSync(join(dir, `${name}.cnf`), `[req]\ndistinguished_name=dn\n${made.req ?? ""}\n[dn]\n${made.sections ?? ""}\n`);
  run(dir, [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-keyout",
    `${name}.key`,
    "-out",
    `${name}.pem`,
    "-days",
    String(made.days),
    "-utf8",
    "-subj",
    made.subject,
    "-config",
    `${name}.cnf`,
    ...(made.args ?? []),
  ]);
  return readFileSync(join(dir, `${name}.pem`), "utf8");
}

export function makeTestPki(): TestPki {
  const dir = mkdtempSync(join(tmpdir(), "accessplane-pki-"));
  const file = (name: string) => readFileSync(join(dir, name), "utf8");
  const write = (name: string, text: string) => writeFileSync(join(dir, name), text);

  write(
    "ca.cnf",
    `[req]
distinguished_name=dn
prompt=no
[dn]
C=US
O=Acme Org
0.OU=Platform
1.OU=Security
L=Springfield
ST=Oregon
street=1 Main Street
postalCode=97403
serialNumber=ACME-0001
CN=Acme Root CA
[v3_ca]
basicConstraints=critical,CA:TRUE
keyUsage=critical,keyCertSign,cRLSign
nameConstraints=critical,permitted;DNS:example.com,permitted;DNS:.example.org,excluded;DNS:bad.example.com,permitted;IP:10.0.0.0/255.0.0.0,excluded;IP:fd00:0:0:0:0:0:0:0/ffff:ffff:ffff:ffff:0:0:0:0,permitted;email:example.com,excluded;email:bad@example.com,permitted;URI:.example.com,excluded;URI:bad.example.com
[v3_int]
basicConstraints=critical,CA:TRUE,pathlen:0
keyUsage=critical,keyCertSign,cRLSign,digitalSignature
`,
  );
  run(dir, [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    "ca.key",
    "-out",
    "ca.pem",
    "-days",
    "30",
    "-config",
    "ca.cnf",
    "-extensions",
    "v3_ca",
  ]);
  run(dir, ["ecparam", "-name", "secp384r1", "-genkey", "-noout", "-out", "int.key"]);
  run(dir, ["req", "-new", "-key", "int.key", "-out", "int.csr", "-subj", "/O=Acme Org/CN=Acme Intermediate"]);
  run(dir, [
    "x509",
    "-req",
    "-in",
    "int.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-out",
    "int.pem",
    "-days",
    "25",
    "-extfile",
    "ca.cnf",
    "-extensions",
    "v3_int",
  ]);

  write(
    "leaf.cnf",
    `[ext]
keyUsage=critical,digitalSignature,nonRepudiation,keyEncipherment,dataEncipherment,keyAgreement,encipherOnly
extendedKeyUsage=serverAuth,clientAuth,codeSigning,emailProtection,ipsecEndSystem,ipsecTunnel,ipsecUser,timeStamping,OCSPSigning,msSGC,nsSGC,msCodeCom,1.3.6.1.4.1.311.61.1.1
subjectAltName=DNS:app.example.com,DNS:*.apps.example.com,email:ops@example.com,IP:10.1.2.3,IP:2001:DB8:0:0:0:0:0:1,IP:2001:db8:0:0:1:0:0:1,URI:https://app.example.com/id
[short]
subjectAltName=DNS:other.example.com
[wild]
subjectAltName=DNS:*.apps.example.com
`,
  );
  run(dir, ["ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", "leaf.sec1"]);
  run(dir, ["pkcs8", "-topk8", "-nocrypt", "-in", "leaf.sec1", "-out", "leaf.key"]);
  run(dir, ["req", "-new", "-key", "leaf.key", "-out", "leaf.csr", "-subj", "/C=DE/O=Acme GmbH/CN=app.example.com"]);
  run(dir, [
    "x509",
    "-req",
    "-in",
    "leaf.csr",
    "-CA",
    "int.pem",
    "-CAkey",
    "int.key",
    "-CAcreateserial",
    "-out",
    "leaf.pem",
    "-days",
    "20",
    "-extfile",
    "leaf.cnf",
    "-extensions",
    "ext",
  ]);

  run(dir, ["genrsa", "-traditional", "-out", "rsa.key", "2048"]);
  run(dir, ["req", "-x509", "-key", "rsa.key", "-out", "rsa.pem", "-days", "15", "-subj", "/CN=rsa.example.com"]);

  run(dir, ["ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", "short.sec1"]);
  run(dir, ["pkcs8", "-topk8", "-nocrypt", "-in", "short.sec1", "-out", "short.key"]);
  run(dir, ["req", "-new", "-key", "short.key", "-out", "short.csr", "-subj", "/CN=app.example.com"]);
  run(dir, [
    "x509",
    "-req",
    "-in",
    "short.csr",
    "-CA",
    "int.pem",
    "-CAkey",
    "int.key",
    "-CAcreateserial",
    "-out",
    "short.pem",
    "-days",
    "10",
    "-extfile",
    "leaf.cnf",
    "-extensions",
    "short",
  ]);
  run(dir, ["ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", "wild.sec1"]);
  run(dir, ["pkcs8", "-topk8", "-nocrypt", "-in", "wild.sec1", "-out", "wild.key"]);
  run(dir, ["req", "-new", "-key", "wild.key", "-out", "wild.csr", "-subj", "/CN=wildcard"]);
  run(dir, [
    "x509",
    "-req",
    "-in",
    "wild.csr",
    "-CA",
    "int.pem",
    "-CAkey",
    "int.key",
    "-CAcreateserial",
    "-out",
    "wild.pem",
    "-days",
    "30",
    "-extfile",
    "leaf.cnf",
    "-extensions",
    "wild",
  ]);

  run(dir, ["ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", "other.sec1"]);
  run(dir, ["genrsa", "-out", "rsa1024.key", "1024"]);
  run(dir, ["genpkey", "-genparam", "-algorithm", "DSA", "-pkeyopt", "dsa_paramgen_bits:1024", "-out", "dsa.param"]);
  run(dir, ["genpkey", "-paramfile", "dsa.param", "-out", "dsa.key"]);
  run(dir, ["genpkey", "-algorithm", "ed25519", "-out", "ed25519.key"]);
  run(dir, ["pkcs8", "-topk8", "-v2", "aes-256-cbc", "-passout", "pass:secret", "-in", "leaf.key", "-out", "enc.key"]);
  run(dir, ["ec", "-in", "leaf.sec1", "-aes256", "-passout", "pass:secret", "-out", "legacy-enc.key"]);

  run(dir, ["ec", "-in", "leaf.sec1", "-no_public", "-out", "leaf-nopub.sec1"]);
  run(dir, ["ecparam", "-name", "secp224r1", "-genkey", "-noout", "-out", "p224.sec1"]);
  run(dir, ["ecparam", "-name", "secp384r1", "-genkey", "-noout", "-out", "p384.sec1"]);
  run(dir, ["pkcs8", "-topk8", "-nocrypt", "-in", "p384.sec1", "-out", "p384.key"]);
  run(dir, ["req", "-new", "-x509", "-key", "p384.key", "-out", "p384.pem", "-days", "5", "-subj", "/CN=p384.example.com"]);

  const sans = Array.from({ length: 5000 }, (_, i) => `DNS:h${i}.example.com`).join(",");
  write("many.cnf", `[ext]\nsubjectAltName=${sans}\n`);
  run(dir, ["req", "-new", "-key", "short.key", "-out", "many.csr", "-subj", "/CN=many.example.com"]);
  run(dir, [
    "x509",
    "-req",
    "-in",
    "many.csr",
    "-CA",
    "int.pem",
    "-CAkey",
    "int.key",
    "-CAcreateserial",
    "-out",
    "many.pem",
    "-days",
    "5",
    "-extfile",
    "many.cnf",
    "-extensions",
    "ext",
  ]);

  const serialHex = run(dir, ["x509", "-in", "leaf.pem", "-noout", "-serial"])
    .trim()
    .replace(/^serial=/, "");
  const dates = run(dir, ["x509", "-in", "leaf.pem", "-noout", "-startdate", "-enddate"]);
  const date = (name: string) => new Date(/.*=(.*)/.exec(dates.split("\n").find((l) => l.startsWith(name))!)![1]!);

  return {
    dir,
    ca: { cert: file("ca.pem"), key: file("ca.key") },
    intermediate: { cert: file("int.pem"), key: file("int.key") },
    leaf: { cert: file("leaf.pem"), key: file("leaf.key"), serialHex, notBefore: date("notBefore"), notAfter: date("notAfter") },
    chain: file("leaf.pem") + file("int.pem") + file("ca.pem"),
    rsa: { cert: file("rsa.pem"), key: file("rsa.key") },
    shortLived: { cert: file("short.pem"), key: file("short.key") },
    wildcard: { cert: file("wild.pem"), key: file("wild.key") },
    otherKey: file("other.sec1"),
    sec1Key: file("leaf.sec1"),
    rsa1024Key: file("rsa1024.key"),
    dsaKey: file("dsa.key"),
    ed25519Key: file("ed25519.key"),
    encryptedKey: file("enc.key"),
    legacyEncryptedKey: file("legacy-enc.key"),
    manySans: file("many.pem"),
    leafKeyWithoutPoint: file("leaf-nopub.sec1"),
    leafKeyWithForeignPoint: withForeignPoint(file("leaf.key"), file("other.sec1")),
    p384: { cert: file("p384.pem"), key: file("p384.key") },
    p224Key: file("p224.sec1"),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** `pkcs8Pem`'s key with the public point of `sec1Pem`'s key put beside its scalar. */
function withForeignPoint(pkcs8Pem: string, sec1Pem: string): string {
  const require = createRequire(import.meta.url);
  const { AsnConvert } = require("@peculiar/asn1-schema") as typeof import("@peculiar/asn1-schema");
  const { PrivateKeyInfo, PrivateKey } = require("@peculiar/asn1-pkcs8") as typeof import("@peculiar/asn1-pkcs8");
  const { ECPrivateKey } = require("@peculiar/asn1-ecc") as typeof import("@peculiar/asn1-ecc");
  const der = (pem: string) => Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ""), "base64");
  const info = AsnConvert.parse(der(pkcs8Pem), PrivateKeyInfo);
  const inner = AsnConvert.parse(info.privateKey.buffer, ECPrivateKey);
  inner.publicKey = AsnConvert.parse(der(sec1Pem), ECPrivateKey).publicKey!;
  info.privateKey = new PrivateKey(AsnConvert.serialize(inner));
  const body = Buffer.from(AsnConvert.serialize(info)).toString("base64").replace(/.{64}/g, "$&\n");
  return `-----BEGIN PRIVATE KEY-----\n${body.trimEnd()}\n-----END PRIVATE KEY-----\n`;
}

/** The base64 bodies of every private key, to search responses, logs and files for. */
export function keyBodies(pki: TestPki): string[] {
  const keys = [pki.ca.key, pki.intermediate.key, pki.leaf.key, pki.rsa.key, pki.shortLived.key, pki.wildcard.key, pki.otherKey, pki.sec1Key];
  // 40 base64 characters from the middle of the key's second line: specific, and never cut by a line break.
  return keys.map((pem) => pem.trim().split(/\r?\n/)[2]!.slice(8, 48));
}
