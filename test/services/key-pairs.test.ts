/** Key pairs over the API, on both stores, with certificates made by openssl at test time. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createControlPlane, silentLogger } from "accessplane";
import { GLOBAL_SCOPE } from "accessplane/store";
import { createMemoryStore } from "accessplane/memory";
import { createSqliteStore } from "accessplane/sqlite";
import { call, exchange, type ApiResponse } from "../support/api.js";
import { everyStore } from "../support/stores.js";
import { keyBodies, makeTestPki, type TestPki } from "../support/certificates.js";
import { leakIn, registerSecrets } from "../support/leak-guard.js";
import { createTestPlane, fingerprint, type TestPlane } from "../support/planes.js";

const dir = mkdtempSync(join(tmpdir(), "accessplane-keypairs-"));
let pki: TestPki;
beforeAll(() => {
  pki = makeTestPki();
  registerSecrets(keyBodies(pki));
});
afterAll(() => {
  pki.cleanup();
  rmSync(dir, { recursive: true, force: true });
});
const STORES = everyStore("keypairs");
const PATCH = { "content-type": "application/json-patch+json" };

describe("the leak guard", () => {
  it("finds a private key with or without its PEM markers", () => {
    expect(leakIn(`{"x":${JSON.stringify(pki.leaf.key)}}`)).toBeDefined();
    expect(leakIn(pki.rsa.key.replace(/-----[^-]+-----/g, ""))).toBeDefined();
    expect(leakIn(pki.leaf.cert)).toBeUndefined();
  });
});

for (const [storeName, makeStore] of STORES) {
  describe(`key pairs on ${storeName}`, () => {
    let test: TestPlane;
    let owner: { token: string };
    let org: string;

    beforeEach(async () => {
      test = await createTestPlane(await makeStore());
      owner = { token: await exchange(test, test.refreshToken) };
      org = `/organizations/${test.orgId}`;
    });

    const api = (method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse> =>
      call(test, method, `${org}${path}`, { as: owner, ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });
    const createKeyPair = async (body: Record<string, unknown>) => {
      const res = await api("POST", "/keyPairs", { namespaceId: test.orgId, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };

    it("reads every field of every certificate of a chain, as openssl wrote them", async () => {
      const kp = await createKeyPair({ name: "app", certificate: pki.chain, key: pki.leaf.key });
      expect(kp).toMatchObject({ name: "app", hasKey: true, status: "ready", origin: "user", namespaceId: test.orgId });
      expect(kp).not.toHaveProperty("key");
      const [leaf, intermediate, ca] = kp.certificateInfo;
      expect(kp.certificateInfo).toHaveLength(3);
      expect(leaf).toMatchObject({
        version: 3,
        serial: BigInt(`0x${pki.leaf.serialHex}`).toString(10),
        notBefore: pki.leaf.notBefore.toISOString(),
        notAfter: pki.leaf.notAfter.toISOString(),
        subject: { country: ["DE"], organization: ["Acme GmbH"], organizationalUnit: [], commonName: "app.example.com", serialNumber: "" },
        issuer: { organization: ["Acme Org"], commonName: "Acme Intermediate" },
        keyUsage: {
          digitalSignature: true,
          contentCommitment: true,
          keyEncipherment: true,
          dataEncipherment: true,
          keyAgreement: true,
          certSign: false,
          crlSign: false,
          encipherOnly: true,
          decipherOnly: false,
        },
        dnsNames: ["app.example.com", "*.apps.example.com"],
        emailAddresses: ["ops@example.com"],
        ipAddresses: ["10.1.2.3", "2001:db8::1", "2001:db8::1:0:0:1"],
        uris: ["https://app.example.com/id"],
        permittedDnsDomains: [],
        permittedDnsDomainsCritical: false,
      });
      const { any, ...everyOtherUsage } = leaf.extKeyUsage;
      expect(any).toBe(false);
      expect(
        Object.values(everyOtherUsage).every((v) => v === true),
        JSON.stringify(leaf.extKeyUsage),
      ).toBe(true);
      expect(intermediate).toMatchObject({
        version: 3,
        subject: { commonName: "Acme Intermediate" },
        keyUsage: { certSign: true, crlSign: true, digitalSignature: true },
      });
      expect(ca).toMatchObject({
        subject: {
          country: ["US"],
          organization: ["Acme Org"],
          organizationalUnit: ["Platform", "Security"],
          locality: ["Springfield"],
          province: ["Oregon"],
          streetAddress: ["1 Main Street"],
          postalCode: ["97403"],
          serialNumber: "ACME-0001",
          commonName: "Acme Root CA",
        },
        keyUsage: { certSign: true, crlSign: true, digitalSignature: false },
        permittedDnsDomains: ["example.com", ".example.org"],
        excludedDnsDomains: ["bad.example.com"],
        permittedIpRanges: ["10.0.0.0/8"],
        excludedIpRanges: ["fd00::/64"],
        permittedEmailAddresses: ["example.com"],
        excludedEmailAddresses: ["bad@example.com"],
        permittedUriDomains: [".example.com"],
        excludedUriDomains: ["bad.example.com"],
        permittedDnsDomainsCritical: true,
      });
      expect(ca.subject).toEqual(ca.issuer);
    });

    it("accepts RSA with a PKCS#1 key, SEC1 EC keys, a certificate alone and a key alone", async () => {
      expect((await createKeyPair({ certificate: pki.rsa.cert, key: pki.rsa.key })).name).toBe("rsa.example.com");
      expect((await createKeyPair({ certificate: pki.leaf.cert, key: pki.sec1Key })).hasKey).toBe(true);
      expect(await createKeyPair({ certificate: pki.leaf.cert })).toMatchObject({ hasKey: false, status: "ready" });
      expect(await createKeyPair({ name: "pending", key: pki.otherKey })).toMatchObject({ hasKey: true, status: "pending", certificateInfo: [] });
    });

    it("accepts an EC key without its public point and a P-384 pair; refuses a P-224 key by its curve and a key whose stored point is not its own", async () => {
      expect((await createKeyPair({ certificate: pki.leaf.cert, key: pki.leafKeyWithoutPoint })).hasKey).toBe(true);
      expect((await createKeyPair({ certificate: pki.p384.cert, key: pki.p384.key })).name).toBe("p384.example.com");
      const p224 = await api("POST", "/keyPairs", { namespaceId: test.orgId, key: pki.p224Key });
      expect(p224.status).toBe(400);
      expect(p224.body.error).toMatch(/EC keys must use P-256, P-384 or P-521, not secp224r1/);
      // The proxy computes the public point from the private scalar: a different point beside it would
      // serve a certificate the key does not match.
      const before = await fingerprint(test);
      const foreign = await api("POST", "/keyPairs", { namespaceId: test.orgId, certificate: pki.leaf.cert, key: pki.leafKeyWithForeignPoint });
      expect(foreign.status, JSON.stringify(foreign.body)).toBe(400);
      expect(foreign.body.error).toMatch(/public key that is not its private key's/);
      expect(await fingerprint(test)).toBe(before);
    });

    const BAD: [string, () => Record<string, unknown>, string][] = [
      ["garbage", () => ({ certificate: "not a certificate" }), "/certificate"],
      ["a truncated certificate", () => ({ certificate: pki.leaf.cert.slice(0, 300) }), "/certificate"],
      ["base64 cut inside a block", () => ({ certificate: pki.leaf.cert.replace(/\n[A-Za-z0-9+/]{10}/, "\n") }), "/certificate"],
      ["two PEM types in one field", () => ({ certificate: pki.leaf.cert + pki.leaf.key }), "/certificate"],
      ["text before a block", () => ({ certificate: `hello\n${pki.leaf.cert}` }), "/certificate"],
      ["text after a block", () => ({ certificate: `${pki.leaf.cert}trailing` }), "/certificate"],
      ["an encrypted PKCS#8 key", () => ({ key: pki.encryptedKey }), "/key"],
      ["an encrypted legacy key", () => ({ key: pki.legacyEncryptedKey }), "/key"],
      ["a mismatched pair", () => ({ certificate: pki.leaf.cert, key: pki.otherKey }), "/key"],
      ["an RSA 1024 key", () => ({ key: pki.rsa1024Key }), "/key"],
      ["a DSA key", () => ({ key: pki.dsaKey }), "/key"],
      ["an Ed25519 key", () => ({ key: pki.ed25519Key }), "/key"],
      ["a certificate in the key field", () => ({ key: pki.leaf.cert }), "/key"],
      ["two keys in the key field", () => ({ key: pki.leaf.key + pki.otherKey }), "/key"],
      ["a certificate with 5000 SANs", () => ({ certificate: pki.manySans }), "/certificate"],
      ["an unknown namespace", () => ({ namespaceId: "nope" }), "/namespaceId"],
    ];
    for (const [what, body, path] of BAD) {
      it(`refuses ${what} with a 400 at ${path} that echoes no PEM, changing nothing`, async () => {
        const before = await fingerprint(test);
        const res = await api("POST", "/keyPairs", { namespaceId: test.orgId, ...body() });
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.code).toBe("invalid_argument");
        expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
        expect(JSON.stringify(res.body)).not.toMatch(/BEGIN|MII[A-Za-z0-9+/]{20}/);
        expect(await fingerprint(test)).toBe(before);
      });
    }

    it("refuses a 10 MB field before reading it all", async () => {
      const res = await api("POST", "/keyPairs", { namespaceId: test.orgId, certificate: "A".repeat(10 * 1024 * 1024) });
      expect(res.status).toBe(413);
    });

    it("keeps an omitted certificate or key on PUT, and never returns the key", async () => {
      const kp = await createKeyPair({ name: "kept", certificate: pki.leaf.cert, key: pki.leaf.key });
      const got = (await api("GET", `/keyPairs/${kp.id}`)).body;
      const renamed = await api("PUT", `/keyPairs/${kp.id}`, { ...got, name: "renamed" });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      expect(renamed.body).toMatchObject({ name: "renamed", hasKey: true, status: "ready", certificate: pki.leaf.cert });
      const replaced = await api("PUT", `/keyPairs/${kp.id}`, { namespaceId: test.orgId, name: "rsa", certificate: pki.rsa.cert, key: pki.rsa.key });
      expect(replaced.body.certificateInfo[0].subject.commonName).toBe("rsa.example.com");
      // A new certificate that does not match the kept key is refused.
      const mismatch = await api("PUT", `/keyPairs/${kp.id}`, { namespaceId: test.orgId, certificate: pki.leaf.cert });
      expect(mismatch.status).toBe(400);
      const list = (await api("GET", `/keyPairs?namespaceId=${test.orgId}`)).body;
      expect(list).toHaveLength(1);
      expect(JSON.stringify(list)).not.toContain("PRIVATE KEY");
    });

    it("patches the write fields; the key only through add/replace on /key, never read", async () => {
      const kp = await createKeyPair({ name: "patched", certificate: pki.leaf.cert, key: pki.leaf.key });
      const before = await fingerprint(test);
      for (const ops of [
        [{ op: "test", path: "/key", value: pki.leaf.key }],
        [{ op: "copy", from: "/key", path: "/name" }],
        [{ op: "move", from: "/key", path: "/name" }],
        [{ op: "remove", path: "/key" }],
        [{ op: "replace", path: "/hasKey", value: false }],
        [{ op: "replace", path: "/key", value: pki.otherKey }],
      ]) {
        const res = await api("PATCH", `/keyPairs/${kp.id}`, ops, PATCH);
        expect(res.status, JSON.stringify(ops)).toBe(400);
        expect(JSON.stringify(res.body)).not.toContain("PRIVATE KEY");
      }
      expect(await fingerprint(test)).toBe(before);
      const ok = await api(
        "PATCH",
        `/keyPairs/${kp.id}`,
        [
          { op: "replace", path: "/name", value: "new" },
          { op: "add", path: "/key", value: pki.sec1Key },
        ],
        PATCH,
      );
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body).toMatchObject({ name: "new", hasKey: true });
    });

    it("refuses to delete a key pair a route or settings reference, and records every change without the key", async () => {
      const kp = await createKeyPair({ name: "used", certificate: pki.leaf.cert, key: pki.leaf.key });
      const route = (
        await api("POST", "/routes", {
          namespaceId: test.clusterId,
          name: "tls",
          from: "https://app.example.com",
          to: ["https://up.internal"],
          tlsClientKeyPairId: kp.id,
        })
      ).body;
      const refused = await api("DELETE", `/keyPairs/${kp.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toContain('"tls"');
      await api("PATCH", `/routes/${route.id}`, [{ op: "remove", path: "/tlsClientKeyPairId" }], PATCH);
      const settingsPath = `/clusters/${test.clusterId}/settings`;
      expect((await api("PATCH", settingsPath, [{ op: "add", path: "/certificateAuthorityKeyPairId", value: kp.id }], PATCH)).status).toBe(200);
      expect((await api("DELETE", `/keyPairs/${kp.id}`)).status).toBe(409);
      await api("PATCH", settingsPath, [{ op: "remove", path: "/certificateAuthorityKeyPairId" }], PATCH);
      expect((await api("DELETE", `/keyPairs/${kp.id}`)).status).toBe(204);
      const entries = (await api("GET", `/activityLogs?entityId=${kp.id}`)).body;
      expect(entries.map((e: any) => e.activityType)).toEqual(["delete", "create"]);
      expect(entries[1].entity).toMatchObject({ type: "key_pair", data: { hasKey: true, name: "used" } });
      expect(JSON.stringify(entries)).not.toContain("PRIVATE KEY");
    });

    it("hands referenced key pairs, with their keys, to the applied configuration only", async () => {
      const kp = await createKeyPair({ certificate: pki.leaf.cert, key: pki.leaf.key });
      await api("POST", "/routes", {
        namespaceId: test.clusterId,
        name: "tls",
        from: "https://app.example.com",
        to: ["https://up.internal"],
        tlsClientKeyPairId: kp.id,
      });
      const config = (await test.plane.getAppliedConfig(test.orgId, test.clusterId))!;
      expect(config.keyPairs).toHaveLength(1);
      expect(config.keyPairs[0]).toMatchObject({ id: kp.id, key: pki.leaf.key, hasKey: true });
    });

    it("lists the certificates of a route: visible, covering its host, newest notAfter first", async () => {
      const leaf = await createKeyPair({ name: "leaf", certificate: pki.leaf.cert });
      const short = await createKeyPair({ name: "short", certificate: pki.shortLived.cert });
      const wild = await createKeyPair({ name: "wild", certificate: pki.wildcard.cert, namespaceId: test.clusterId });
      const second = (await api("POST", "/clusters", { name: "second", domain: "second.example.com" })).body.id;
      await createKeyPair({ name: "invisible", certificate: pki.leaf.cert, namespaceId: second });
      const certificatesFor = async (from: string) => {
        const r = await api("POST", "/routes", { namespaceId: test.clusterId, name: `r${Math.random()}`, from, to: ["https://up.internal"] });
        expect(r.status, JSON.stringify(r.body)).toBe(201);
        const res = await api("GET", `/routes/${r.body.id}/certificates`);
        expect(res.status).toBe(200);
        return res.body.map((k: { name: string }) => k.name);
      };
      expect(await certificatesFor("https://app.example.com")).toEqual(["leaf", "short"]);
      expect(await certificatesFor("https://APP.Example.com:8443")).toEqual(["leaf", "short"]);
      expect(await certificatesFor("https://x.apps.example.com")).toEqual(["wild", "leaf"]);
      expect(await certificatesFor("https://a.b.apps.example.com")).toEqual([]);
      expect(await certificatesFor("https://apps.example.com")).toEqual([]);
      expect(await certificatesFor("https://*.apps.example.com")).toEqual(["wild", "leaf"]);
      expect(await certificatesFor("https://10.1.2.3")).toEqual([]);
      expect([leaf.id, short.id, wild.id]).toHaveLength(3);
    });
  });
}

describe("secrets at rest", () => {
  it("seals private keys and secret fields in the SQLite file, reads them back, and rotates keys", async () => {
    const fileDir = mkdtempSync(join(dir, "sealed-"));
    const filename = join(fileDir, "sealed.db");
    const oldKey = randomBytes(32).toString("base64");
    const newKey = randomBytes(32).toString("base64");
    const routeSecret = `route-secret-${randomBytes(12).toString("hex")}`;
    const mcpSecret = `mcp-secret-${randomBytes(12).toString("hex")}`;
    const test = await createTestPlane(createSqliteStore({ filename }), { secrets: { keys: [oldKey] } });
    const owner = { token: await exchange(test, test.refreshToken) };
    const org = `/organizations/${test.orgId}`;
    const kp = await call(test, "POST", `${org}/keyPairs`, { as: owner, body: { namespaceId: test.orgId, certificate: pki.leaf.cert, key: pki.leaf.key } });
    expect(kp.status).toBe(201);
    await call(test, "POST", `${org}/routes`, {
      as: owner,
      body: {
        namespaceId: test.clusterId,
        name: "sealed",
        from: "https://app.example.com",
        to: ["https://up.internal"],
        tlsClientKeyPairId: kp.body.id,
        identityProviderClientSecret: routeSecret,
        mcp: { server: { upstreamOAuth2: { clientId: "c", clientSecret: mcpSecret } } },
      },
    });
    // The cookie secret is write-only over the API; the applied configuration carries it.
    const settings = { cookieSecret: (await test.plane.getAppliedConfig(test.orgId, test.clusterId))!.settings.cookieSecret! };
    expect(settings.cookieSecret).toHaveLength(44);
    expect((await call(test, "GET", `${org}/keyPairs/${kp.body.id}`, { as: owner })).body.hasKey).toBe(true);
    await test.plane.close();

    // Every byte the database wrote: the file, its WAL and shared memory.
    const raw = readdirSync(fileDir)
      .map((name) => readFileSync(join(fileDir, name)).toString("latin1"))
      .join("");
    for (const body of keyBodies(pki)) expect(raw).not.toContain(body);
    expect(raw).not.toContain("PRIVATE KEY");
    expect(raw).not.toContain(settings.cookieSecret);
    expect(raw).not.toContain(routeSecret);
    expect(raw).not.toContain(mcpSecret);
    expect(raw).toContain("apenc:v1:");

    // Rotation: a new first key encrypts, the old one still decrypts.
    const rotated = await createControlPlane({
      backgroundSweep: false,
      store: createSqliteStore({ filename }),
      logger: silentLogger,
      secrets: { keys: [newKey, oldKey] },
    });
    const config = (await rotated.getAppliedConfig(test.orgId, test.clusterId))!;
    expect(config.keyPairs[0]!.key).toBe(pki.leaf.key);
    expect(config.routes[0]!.identityProviderClientSecret).toBe(routeSecret);
    expect(config.routes[0]!.mcp?.server?.upstreamOAuth2?.clientSecret).toBe(mcpSecret);
    expect(config.settings.cookieSecret).toBe(settings.cookieSecret);
    await rotated.close();

    // Without the old key, before a reseal moved everything to the new one, the sealed values cannot
    // be read: the start is refused with the missing key's id, rather than failing request by request.
    const idOf = (key: string) => createHash("sha256").update(Buffer.from(key, "base64")).digest("hex").slice(0, 16);
    await expect(
      createControlPlane({ backgroundSweep: false, store: createSqliteStore({ filename }), logger: silentLogger, secrets: { keys: [newKey] } }),
    ).rejects.toThrow(new RegExp(`sealed with key ${idOf(oldKey)}, which secrets.keys \\(${idOf(newKey)}\\) does not hold`));
  });

  it("refuses to start without the keys the store's secrets are sealed with, naming the key, and never hands out sealed text", async () => {
    const fileDir = mkdtempSync(join(dir, "missing-"));
    const filename = join(fileDir, "missing.db");
    const first = randomBytes(32).toString("base64");
    const second = randomBytes(32).toString("base64");
    const idOf = (key: string) => createHash("sha256").update(Buffer.from(key, "base64")).digest("hex").slice(0, 16);
    const open = (keys?: string[]) =>
      createControlPlane({
        backgroundSweep: false,
        store: createSqliteStore({ filename }),
        logger: silentLogger,
        ...(keys === undefined ? {} : { secrets: { keys } }),
      });
    const test = await createTestPlane(createSqliteStore({ filename }), { secrets: { keys: [first] } });
    await test.plane.close();
    // Started without keys: refused, naming the key (before, it started, every token exchange was a
    // 500 and the settings' cookie secret was served as its sealed text).
    await expect(open()).rejects.toThrow(new RegExp(`sealed with key ${idOf(first)}, but no secrets.keys are configured`));
    // Rotation end to end: a new first key with the old one kept, then a reseal, then the old one goes.
    const rotating = await open([second, first]);
    await rotating.close();
    await expect(open([second])).rejects.toThrow(new RegExp(`sealed with key ${idOf(first)}, which secrets.keys`));
    const resealing = await open([second, first]);
    expect((await resealing.resealSecrets()).resealed).toBeGreaterThan(0);
    await resealing.close();
    const rotated = await open([second]);
    const token = await rotated.services.tokens.exchange(test.refreshToken, "127.0.0.1");
    expect((await rotated.services.idTokens.verify(token.idToken)).sub).toBeTruthy();
    const config = (await rotated.getAppliedConfig(test.orgId, test.clusterId))!;
    expect(config.settings.cookieSecret).toHaveLength(44);
    expect(config.settings.cookieSecret).not.toMatch(/^apenc/);
    await rotated.close();
    await expect(open()).rejects.toThrow(new RegExp(`sealed with key ${idOf(second)}, but no secrets.keys`));
  });

  it("turning keys on seals the token-signing key at start, and resealSecrets seals every secret written before", async () => {
    const fileDir = mkdtempSync(join(dir, "reseal-"));
    const filename = join(fileDir, "reseal.db");
    const rawFile = () =>
      readdirSync(fileDir)
        .map((name) => readFileSync(join(fileDir, name)).toString("latin1"))
        .join("");
    const plain = await createTestPlane(createSqliteStore({ filename }));
    const owner = { token: await exchange(plain, plain.refreshToken) };
    const kp = await call(plain, "POST", `/organizations/${plain.orgId}/keyPairs`, {
      as: owner,
      body: { namespaceId: plain.orgId, certificate: pki.leaf.cert, key: pki.leaf.key },
    });
    expect(kp.status).toBe(201);
    const signingJwk = (await plain.store.get("system", GLOBAL_SCOPE, "id-token-signing-key"))?.value.jwk as { d: string } | undefined;
    expect(signingJwk?.d).toBeTruthy();
    await plain.plane.close();
    expect(rawFile()).toContain(signingJwk!.d);

    const key = randomBytes(32).toString("base64");
    const sealed = await createControlPlane({ backgroundSweep: false, store: createSqliteStore({ filename }), logger: silentLogger, secrets: { keys: [key] } });
    const afterStart = await sealed.resealSecrets();
    expect(afterStart.resealed).toBeGreaterThan(0); // the key pair, its applied configuration, the settings
    expect(await sealed.resealSecrets()).toMatchObject({ resealed: 0 });
    await sealed.close();
    const raw = rawFile();
    expect(raw).not.toContain(signingJwk!.d);
    expect(raw).not.toContain("PRIVATE KEY");
    // Everything still reads back: tokens are signed and verified with the sealed key, the key pair has its key.
    const again = await createControlPlane({ backgroundSweep: false, store: createSqliteStore({ filename }), logger: silentLogger, secrets: { keys: [key] } });
    const token = await again.services.tokens.exchange(plain.refreshToken, "127.0.0.1");
    expect((await again.services.idTokens.verify(token.idToken)).sub).toBeTruthy();
    await again.close();
    const rawStore = createSqliteStore({ filename });
    expect(String((await rawStore.get("keyPair", plain.orgId, kp.body.id))!.key)).toMatch(/^apenc:v1:/);
    await rawStore.close();
  });

  it("refuses keys that are not 256 bits", async () => {
    await expect(createTestPlane(createMemoryStore(), { secrets: { keys: ["c2hvcnQ="] } })).rejects.toThrow(/32 bytes/);
  });
});
