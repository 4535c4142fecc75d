/** Signing keys: loading, the key set, attestation JWTs, rotation and the upstream verifier. */
import { execFileSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { calculateJwkThumbprint, decodeProtectedHeader, importSPKI, jwtVerify, SignJWT, UnsecuredJWT, type JWK } from "jose";
import { afterAll, describe, expect, it } from "vitest";
import {
  addSigningKey,
  AttestationError,
  createAttestationVerifier,
  createControlPlane,
  loadSigningKeys,
  parseSigningKeys,
  promoteSigningKey,
  removeSigningKey,
  silentLogger,
  SigningKeyError,
  SigningKeys,
  signingKeyConfigFromEnv,
  type Logger,
} from "accessplane";
import { createMemoryStore } from "accessplane/memory";
import { thumbprintHex } from "../../src/signing/load.js";

const dir = mkdtempSync(join(tmpdir(), "accessplane-signing-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ecPem = (format: "pkcs8" | "sec1" = "pkcs8") =>
  generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: format, format: "pem" }).toString();
const rsaPem = (bits: number) => generateKeyPairSync("rsa", { modulusLength: bits }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const b64 = (text: string) => Buffer.from(text).toString("base64");

async function loadError(data: string): Promise<string> {
  try {
    await parseSigningKeys(data);
  } catch (error) {
    expect(error).toBeInstanceOf(SigningKeyError);
    return (error as Error).message;
  }
  throw new Error("expected the key data to be refused");
}

function capture(): { logger: Logger; lines: { message: string; fields?: Record<string, unknown> }[] } {
  const lines: { message: string; fields?: Record<string, unknown> }[] = [];
  const push = (fields: Record<string, unknown>, message: string) => lines.push({ message, fields });
  return { logger: { info: push, warn: push, error: push }, lines };
}

describe("kid", () => {
  it("is the RFC 7638 SHA-256 thumbprint in lower-case hex (the proxy's test vector)", async () => {
    const jwk = { kty: "EC", crv: "P-256", x: "QCN7adG2AmIK3UdHJvVJkldsUc6XeBRz83Z4rXX8Va4", y: "PI95b-ary66nrvA55TpaiWADq8b3O1CYIbvjqIHpXCY" };
    expect(thumbprintHex(await calculateJwkThumbprint(jwk, "sha256"))).toBe("ccc5bc9d835ff3c8f7075ed4a7510159cf440fd7bf7b517b5caeb1fa419ee6a1");
  });
});

describe("loading signing keys", () => {
  it("reads PEM and base64 of PEM, trimmed, PKCS#8 and SEC1, EC and RSA, in order", async () => {
    const ec = ecPem();
    const sec1 = ecPem("sec1");
    const rsa = rsaPem(2048);
    expect(sec1).toContain("BEGIN EC PRIVATE KEY");
    const fromPem = await parseSigningKeys(`\n  ${ec}${sec1}${rsa}  \n`);
    expect(fromPem.map((k) => k.alg)).toEqual(["ES256", "ES256", "RS256"]);
    const fromBase64 = await parseSigningKeys(`  ${b64(ec + sec1 + rsa)}\n`);
    expect(fromBase64.map((k) => k.kid)).toEqual(fromPem.map((k) => k.kid));
    for (const key of fromPem) {
      expect(key.kid).toMatch(/^[0-9a-f]{64}$/);
      expect(key.publicJwk).toMatchObject({ use: "sig", kid: key.kid, alg: key.alg });
      for (const secret of ["d", "p", "q", "dp", "dq", "qi"]) expect(key.publicJwk).not.toHaveProperty(secret);
    }
    expect(fromPem[0]!.publicJwk).toMatchObject({ kty: "EC", crv: "P-256" });
    expect(fromPem[2]!.publicJwk).toMatchObject({ kty: "RSA", e: "AQAB" });
  });

  it("takes SIGNING_KEY_FILE over SIGNING_KEY, and the file wins in the options too", async () => {
    const inFile = ecPem();
    const file = join(dir, "key.b64");
    writeFileSync(file, `${b64(inFile)}\n`);
    const config = signingKeyConfigFromEnv({ SIGNING_KEY: b64(ecPem()), SIGNING_KEY_FILE: file });
    const fromFile = await parseSigningKeys(inFile);
    expect((await loadSigningKeys(config)).map((k) => k.kid)).toEqual(fromFile.map((k) => k.kid));
    expect((await loadSigningKeys({ signing_key: ecPem(), signing_key_file: file })).map((k) => k.kid)).toEqual(fromFile.map((k) => k.kid));
    expect(signingKeyConfigFromEnv({})).toEqual({});
  });

  it("refuses unusable data with a message naming the block and the reason, never the key", async () => {
    const good = ecPem();
    const ed25519 = generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const p384 = generateKeyPairSync("ec", { namedCurve: "P-384" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const dsa = generateKeyPairSync("dsa", { modulusLength: 2048, divisorLength: 256 }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const encrypted = generateKeyPairSync("ec", { namedCurve: "P-256" })
      .privateKey.export({ type: "pkcs8", format: "pem", cipher: "aes-256-cbc", passphrase: "secret" })
      .toString();
    const certificate = execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:P-256",
        "-nodes",
        "-subj",
        "/CN=test",
        "-days",
        "1",
        "-keyout",
        join(dir, "cert.key"),
        "-out",
        "-",
      ],
      { stdio: ["ignore", "pipe", "ignore"] },
    ).toString();
    const truncated = good.slice(0, 60) + good.slice(-30);
    const cases: [string, RegExp][] = [
      ["this is not a key", /neither PEM nor base64/],
      [b64("garbage that is not pem"), /base64, but not of PEM/],
      ["", /empty/],
      ["   \n ", /empty/],
      [ed25519, /block 1: ed25519 keys are not supported/],
      [p384, /block 1: EC keys must use the P-256 curve \(this one is secp384r1\)/],
      [rsaPem(1024), /block 1: RSA keys need at least 2048 bits \(this one has 1024\)/],
      [dsa, /block 1: dsa keys are not supported/],
      [certificate, /block 1: a CERTIFICATE is not a private key/],
      [encrypted, /block 1: encrypted private keys are not supported/],
      [good + ed25519, /block 2: ed25519/],
      [good + good, /block 2: the same key appears twice/],
      [`hello\n${good}`, /block 1: text outside the PEM blocks/],
      [`${good}trailing`, /text outside the PEM blocks/],
      [truncated, /does not parse|outside the PEM blocks|no PEM block/],
    ];
    for (const [data, expected] of cases) {
      const message = await loadError(data);
      expect(message, data.slice(0, 40)).toMatch(expected);
      // No line of base64 key material ever appears in a message.
      for (const line of data.split("\n").filter((l) => l.length > 20 && !l.startsWith("-----"))) expect(message).not.toContain(line);
    }
  });

  it("explains a missing or empty file, without a stack", async () => {
    await expect(loadSigningKeys({ signingKeyFile: join(dir, "nope.pem") })).rejects.toThrow(/cannot read the signing key file .*nope\.pem: no such file/);
    const empty = join(dir, "empty.pem");
    writeFileSync(empty, "");
    await expect(loadSigningKeys({ signingKeyFile: empty })).rejects.toThrow(/empty/);
    await expect(
      createControlPlane({ backgroundSweep: false, store: createMemoryStore(), signingKeys: { signingKeyFile: empty }, logger: silentLogger }),
    ).rejects.toBeInstanceOf(SigningKeyError);
  });
});

describe("key set and attestation", () => {
  it("publishes every configured key, signs with the first, and never a private parameter", async () => {
    const first = ecPem();
    const second = rsaPem(2048);
    const plane = await createControlPlane({
      backgroundSweep: false,
      store: createMemoryStore(),
      logger: silentLogger,
      signingKeys: { signingKey: b64(first + second) },
    });
    const res = await plane.fetch(new Request("http://localhost/.well-known/pomerium/jwks.json"));
    const body = (await res.json()) as { keys: JWK[] };
    const expected = await parseSigningKeys(first + second);
    expect(body.keys.map((k) => k.kid)).toEqual(expected.map((k) => k.kid));
    expect(body.keys[0]).toEqual({ use: "sig", kty: "EC", kid: expected[0]!.kid, crv: "P-256", alg: "ES256", x: expect.any(String), y: expect.any(String) });
    expect(body.keys[1]).toEqual({ use: "sig", kty: "RSA", kid: expected[1]!.kid, alg: "RS256", n: expect.any(String), e: "AQAB" });
    expect(JSON.stringify(body)).not.toMatch(/"(d|p|q|dp|dq|qi)":/);
    const token = await plane.services.signingKeys.signAttestation({
      host: "app.example.com",
      user: "u1",
      email: "a@example.com",
      sessionId: "s1",
      name: "Ann",
    });
    expect(decodeProtectedHeader(token)).toEqual({ alg: "ES256", kid: expected[0]!.kid, typ: "JWT" });
  });

  it("carries the claims of docs/proxy-rules.md, with groups never null and the uri issuer format", async () => {
    const keys = await SigningKeys.fromData(ecPem(), silentLogger);
    const now = new Date("2026-11-21T10:00:00Z");
    const token = await keys.signAttestation({ host: "app.example.com", user: "u1", email: "a@example.com", groups: null, sessionId: "s1", name: "Ann" }, now);
    const [key] = keys.publicKeys();
    const { payload } = await jwtVerify(token, await (await import("jose")).importJWK(key!, "ES256"), { currentDate: now });
    expect(payload).toEqual({
      iss: "app.example.com",
      aud: "app.example.com",
      sub: "u1",
      user: "u1",
      email: "a@example.com",
      groups: [],
      sid: "s1",
      name: "Ann",
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
      iat: now.getTime() / 1000,
      exp: now.getTime() / 1000 + 300,
    });
    const uri = await keys.signAttestation(
      { host: "app.example.com", user: "u", email: "", groups: ["g"], sessionId: "s", name: "", issuerFormat: "uri" },
      now,
    );
    const claims = JSON.parse(Buffer.from(uri.split(".")[1]!, "base64url").toString()) as Record<string, unknown>;
    // As the proxy does: the uri format changes the issuer only; the audience stays the bare host.
    expect(claims).toMatchObject({ iss: "https://app.example.com/", aud: "app.example.com", groups: ["g"] });
  });

  it("without a configured key: signs with an ephemeral key, publishes nothing, logs its public key once", async () => {
    const { logger, lines } = capture();
    const plane = await createControlPlane({ backgroundSweep: false, store: createMemoryStore(), logger });
    const res = await plane.fetch(new Request("http://localhost/.well-known/pomerium/jwks.json"));
    expect(await res.json()).toEqual({ keys: [] });
    const logged = lines.filter((l) => /ephemeral/.test(l.message));
    expect(logged).toHaveLength(1);
    const spki = Buffer.from(String(logged[0]!.fields!.publicKey), "base64").toString();
    expect(spki).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(JSON.stringify(lines)).not.toMatch(/PRIVATE KEY/);
    const token = await plane.services.signingKeys.signAttestation({ host: "h.example.com", user: "u", email: "", sessionId: "s", name: "" });
    await expect(jwtVerify(token, await importSPKI(spki, "ES256"))).resolves.toBeTruthy();
  });

  it("reload switches keys at once, and keeps the old ones when the new data does not load", async () => {
    const a = ecPem();
    const b = ecPem();
    const plane = await createControlPlane({ backgroundSweep: false, store: createMemoryStore(), logger: silentLogger, signingKeys: { signingKey: a } });
    const etagOf = async () => (await plane.fetch(new Request("http://localhost/.well-known/pomerium/jwks.json"))).headers.get("etag");
    const before = await etagOf();
    await plane.services.signingKeys.reload(a + b);
    expect(plane.services.signingKeys.publicKeys()).toHaveLength(2);
    expect(await etagOf()).not.toBe(before);
    await expect(plane.services.signingKeys.reload("nonsense")).rejects.toBeInstanceOf(SigningKeyError);
    expect(plane.services.signingKeys.publicKeys()).toHaveLength(2);
  });
});

describe("rotation", () => {
  it("refuses the unsafe steps", async () => {
    const a = ecPem();
    const b = ecPem();
    const [ka] = await parseSigningKeys(a);
    const [kb] = await parseSigningKeys(b);
    await expect(addSigningKey(a, a)).rejects.toThrow(/already in the bundle/);
    await expect(promoteSigningKey(a, kb!.kid)).rejects.toThrow(/not in the bundle/);
    await expect(removeSigningKey(a, ka!.kid)).rejects.toThrow(/only key/);
    const both = await addSigningKey(a, b);
    await expect(removeSigningKey(both, ka!.kid)).rejects.toThrow(/is the signing key/);
    await expect(removeSigningKey(both, "0".repeat(64))).rejects.toThrow(/not in the bundle/);
  });

  it("walks add, promote, remove with a caching verifier: every token verifies while it is valid", async () => {
    let now = Date.parse("2026-11-21T10:00:00Z");
    const clock = () => new Date(now);
    const a = ecPem();
    const b = ecPem();
    const plane = await createControlPlane({
      backgroundSweep: false,
      store: createMemoryStore(),
      logger: silentLogger,
      signingKeys: { signingKey: b64(a) },
      clock,
    });
    const verifier = createAttestationVerifier({
      jwksUrl: "http://localhost/.well-known/pomerium/jwks.json",
      issuer: "app.example.com",
      audience: "app.example.com",
      fetch: (url) => plane.fetch(new Request(url)),
      now: clock,
    });
    const issued: { token: string; exp: number }[] = [];
    const sign = async () => {
      const token = await plane.services.signingKeys.signAttestation({ host: "app.example.com", user: "u", email: "", sessionId: "s", name: "" }, clock());
      issued.push({ token, exp: now + 300_000 });
      return token;
    };
    const checkAllValid = async () => {
      for (const { token, exp } of issued) {
        if (exp > now) await expect(verifier.verify(token)).resolves.toMatchObject({ user: "u" });
      }
    };
    const pause = (seconds: number) => (now += seconds * 1000);

    await sign();
    await checkAllValid();
    // Step 1: add b (a still signs).
    let bundle = await addSigningKey(a, b);
    await plane.services.signingKeys.reload(bundle);
    await sign();
    await checkAllValid();
    pause(60 + 300);
    // Step 2: promote b.
    const [kb] = await parseSigningKeys(b);
    bundle = await promoteSigningKey(bundle, kb!.kid);
    await plane.services.signingKeys.reload(bundle);
    expect(plane.services.signingKeys.signingKid).toBe(kb!.kid);
    await sign();
    await checkAllValid();
    pause(60 + 300);
    // Step 3: remove a.
    const [ka] = await parseSigningKeys(a);
    bundle = await removeSigningKey(bundle, ka!.kid);
    await plane.services.signingKeys.reload(bundle);
    await sign();
    await checkAllValid();
    expect(plane.services.signingKeys.publicKeys().map((k) => k.kid)).toEqual([kb!.kid]);
    // The verifier fetched only when its cache expired or a new kid appeared.
    expect(verifier.fetchCount).toBeLessThanOrEqual(4);
  });
});

describe("attestation verifier", () => {
  it("refuses alg none, wrong algorithms, wrong iss or aud, and expired tokens", async () => {
    const keys = await SigningKeys.fromData(ecPem(), silentLogger);
    // Tokens are issued and verified at one still time: none expires while a slow machine runs the test.
    const now = new Date("2026-11-25T12:00:00Z");
    const verifier = createAttestationVerifier({ keySet: { keys: keys.publicKeys() }, issuer: "app.example.com", audience: "app.example.com", now: () => now });
    const input = { host: "app.example.com", user: "u", email: "", sessionId: "s", name: "" };
    await expect(verifier.verify(await keys.signAttestation(input, now))).resolves.toMatchObject({ sub: "u" });
    const seconds = Math.floor(now.getTime() / 1000);
    const payload = { iss: "app.example.com", aud: "app.example.com", sub: "u", iat: seconds, exp: seconds + 60 };
    const refused = [
      new UnsecuredJWT(payload).encode(),
      await new SignJWT(payload).setProtectedHeader({ alg: "HS256", kid: keys.signingKid }).sign(new TextEncoder().encode("x".repeat(32))),
      await keys.signAttestation({ ...input, host: "other.example.com" }, now),
      await keys.signAttestation(input, new Date(now.getTime() - 3600_000)),
    ];
    for (const token of refused) await expect(verifier.verify(token)).rejects.toBeInstanceOf(AttestationError);
  });

  it("refetches once on an unknown kid, and no more often than allowed", async () => {
    let fetches = 0;
    const keys = await SigningKeys.fromData(ecPem(), silentLogger);
    const other = await SigningKeys.fromData(ecPem(), silentLogger);
    const verifier = createAttestationVerifier({
      jwksUrl: "http://keys.invalid/jwks.json",
      issuer: "h.example.com",
      audience: "h.example.com",
      fetch: async () => {
        fetches++;
        return new Response(keys.encodedKeySet().json, { headers: { "cache-control": "max-age=60" } });
      },
    });
    const input = { host: "h.example.com", user: "u", email: "", sessionId: "s", name: "" };
    await verifier.verify(await keys.signAttestation(input));
    expect(fetches).toBe(1);
    const stranger = await other.signAttestation(input);
    await expect(verifier.verify(stranger)).rejects.toThrow(/no published key/);
    await expect(verifier.verify(stranger)).rejects.toThrow(/no published key/);
    // The first refusal may refetch once; the second, within the interval, must not.
    expect(fetches).toBeLessThanOrEqual(2);
  });
});

describe("attestation verifier against a misbehaving key-set endpoint", () => {
  const input = { host: "h.example.com", user: "u", email: "", sessionId: "s", name: "" };
  const options = { jwksUrl: "http://keys.invalid/jwks.json", issuer: "h.example.com", audience: "h.example.com" };

  it("gives up on a stalled endpoint after its timeout instead of hanging", async () => {
    const keys = await SigningKeys.fromData(ecPem(), silentLogger);
    // The endpoint never answers, and ignores the abort signal too.
    const verifier = createAttestationVerifier({ ...options, timeoutSeconds: 0.2, fetch: () => new Promise<Response>(() => {}) });
    await expect(verifier.verify(await keys.signAttestation(input))).rejects.toMatchObject({ code: "unauthenticated", reason: "ERR_JWKS_TIMEOUT" });
  });

  it("under Cache-Control: no-store fetches once per interval, not once per verification", async () => {
    const keys = await SigningKeys.fromData(ecPem(), silentLogger);
    let fetches = 0;
    const verifier = createAttestationVerifier({
      ...options,
      fetch: async () => {
        fetches++;
        return new Response(keys.encodedKeySet().json, { headers: { "cache-control": "no-store" } });
      },
    });
    const token = await keys.signAttestation(input);
    for (let i = 0; i < 20; i++) await verifier.verify(token);
    expect(fetches).toBe(1);
  });

  it("keeps verifying with the last key set while the endpoint flaps, asking again once per interval", async () => {
    const keys = await SigningKeys.fromData(ecPem(), silentLogger);
    let now = Date.parse("2026-11-21T10:00:00Z");
    let fetches = 0;
    const verifier = createAttestationVerifier({
      ...options,
      now: () => new Date(now),
      defaultMaxAgeSeconds: 60,
      fetch: async () => {
        fetches++;
        // Good the first time, then failing every other time (500, then a broken body).
        if (fetches === 1) return new Response(keys.encodedKeySet().json);
        return fetches % 2 === 0 ? new Response("down", { status: 500 }) : new Response("{not json");
      },
    });
    for (let minute = 0; minute < 10; minute++) {
      const token = await keys.signAttestation(input, new Date(now));
      for (let i = 0; i < 5; i++) await expect(verifier.verify(token)).resolves.toMatchObject({ sub: "u" });
      now += 61_000;
    }
    // One fetch a minute at most, never one per verification.
    expect(fetches).toBeLessThanOrEqual(10);
  });
});
