/** Identity and access: invites, invitations, removal, profile refresh, token exchange and forged tokens. */
import { base64url, exportJWK, generateKeyPair, importJWK, SignJWT, UnsecuredJWT } from "jose";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, beforeEach, onTestFinished } from "vitest";
import { createControlPlane, type ControlPlane } from "accessplane";
import { GLOBAL_SCOPE, type Store } from "accessplane/store";
import { createSqliteStore } from "accessplane/sqlite";
import { createMemoryStore } from "accessplane/memory";
import { call, exchange } from "../support/api.js";
import { testClock } from "../support/clock.js";
import { POSTGRES_AVAILABLE, postgresStores, schemaName } from "../support/postgres.js";
import { addMember, createTestPlane, fingerprint, type TestPlane } from "../support/planes.js";

const postgres = postgresStores("throttle");
/** Two stores on one database, as two replicas open it. */
const SHARED_STORES: [string, () => Promise<[Store, Store]>][] = [
  [
    "SQLite",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "accessplane-throttle-"));
      onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
      const filename = join(dir, "plane.db");
      return [createSqliteStore({ filename }), createSqliteStore({ filename })];
    },
  ],
  ...(POSTGRES_AVAILABLE
    ? [
        [
          "PostgreSQL",
          async (): Promise<[Store, Store]> => {
            const schema = schemaName("throttle");
            return [await postgres.create(schema), await postgres.create(schema)];
          },
        ] as [string, () => Promise<[Store, Store]>],
      ]
    : []),
];

let test: TestPlane;
let owner: { token: string };
let org: string;

beforeEach(async () => {
  test = await createTestPlane();
  owner = { token: await exchange(test, test.refreshToken) };
  org = `/organizations/${test.orgId}`;
});

describe("invites and invitations", () => {
  it("creates one invite per address, normalised to lower case", async () => {
    const res = await call(test, "POST", `${org}/invitations`, { as: owner, body: { emails: ["Bob@Example.com", "carol@example.com"], role: "member" } });
    expect(res.status).toBe(201);
    expect(res.body.map((i: { email: string; role: string }) => [i.email, i.role])).toEqual([
      ["bob@example.com", "member"],
      ["carol@example.com", "member"],
    ]);
    const listed = await call(test, "GET", `${org}/invitations`, { as: owner });
    expect(listed.body.map((i: { email: string }) => i.email)).toEqual(["bob@example.com", "carol@example.com"]);
  });

  it("refuses duplicates, existing invites and members, bad addresses, too many, and roles above the inviter's", async () => {
    await addMember(test, test.orgId, "dana", "admin");
    await call(test, "POST", `${org}/invitations`, { as: owner, body: { emails: ["bob@example.com"], role: "member" } });
    const before = await fingerprint(test);
    const cases: [unknown, number][] = [
      [{ emails: ["x@example.com", "X@example.com"], role: "member" }, 400],
      [{ emails: ["BOB@example.com"], role: "member" }, 409],
      [{ emails: ["dana@example.com"], role: "member" }, 409],
      [{ emails: ["not-an-email"], role: "member" }, 400],
      [{ emails: Array.from({ length: 1000 }, (_, i) => `u${i}@example.com`), role: "member" }, 400],
      [{ emails: [], role: "member" }, 400],
      [{ emails: ["z@example.com"], role: "emperor" }, 400],
    ];
    for (const [body, status] of cases) {
      expect((await call(test, "POST", `${org}/invitations`, { as: owner, body })).status, JSON.stringify(body).slice(0, 80)).toBe(status);
    }
    expect((await call(test, "POST", `${org}/invitations`, { as: "dana", body: { emails: ["e@example.com"], role: "owner" } })).status).toBe(403);
    expect(await fingerprint(test)).toBe(before);
  });

  it("the invitee sees the invitation with its inviter and organization, accepts it once, and becomes a member", async () => {
    await addMember(test, test.orgId, "olivia", "owner");
    await call(test, "POST", `${org}/invitations`, { as: "olivia", body: { emails: ["bob@example.com"], role: "admin" } });
    const mine = await call(test, "GET", "/user/invitations", { as: "bob" });
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({
      invitedBy: { email: "olivia@example.com", displayName: "" },
      organization: { id: test.orgId, name: "Default organization" },
      organizationRole: "admin",
    });
    expect((await call(test, "GET", "/user/invitations", { as: "eve" })).body).toEqual([]);
    const id = mine.body[0].id;
    expect((await call(test, "POST", `/user/invitations/${id}/accept`, { as: "eve" })).status).toBe(404);
    expect((await call(test, "POST", `/user/invitations/${id}/accept`, { as: "bob" })).status).toBe(204);
    expect((await call(test, "POST", `/user/invitations/${id}/accept`, { as: "bob" })).status).toBe(404);
    expect((await call(test, "GET", org, { as: "bob" })).body.role).toBe("admin");
    expect((await call(test, "GET", `${org}/invitations`, { as: owner })).body).toEqual([]);
    const activity = (await test.store.list("activity", test.orgId, { where: { entityType: "organization" } })).items;
    expect(activity.at(-1)).toMatchObject({ activityType: "update", user: { email: "bob@example.com" } });
  });

  it("rejecting removes the invitation; an admin can withdraw an invite", async () => {
    const [first, second] = (
      await call(test, "POST", `${org}/invitations`, { as: owner, body: { emails: ["bob@example.com", "cy@example.com"], role: "member" } })
    ).body;
    expect((await call(test, "POST", `/user/invitations/${first.id}/reject`, { as: "bob" })).status).toBe(204);
    expect((await call(test, "GET", "/user/invitations", { as: "bob" })).body).toEqual([]);
    expect((await call(test, "DELETE", `${org}/invitations/${second.id}`, { as: owner })).status).toBe(204);
    expect((await call(test, "DELETE", `${org}/invitations/${second.id}`, { as: owner })).status).toBe(404);
    expect((await call(test, "GET", "/organizations", { as: "bob" })).body).toEqual([]);
  });
});

describe("addresses of machines", () => {
  it("gives API-access users and the system a valid, stable, non-routable address, never an empty one", async () => {
    const created = await call(test, "POST", `${org}/users/apiAccess`, { as: owner, body: { name: "ci" } });
    expect(created.body.email).toBe(`${created.body.id.toLowerCase()}@api-access.invalid`);
    const listed = (await call(test, "GET", `${org}/users`, { as: owner })).body as { id: string; email: string }[];
    expect(listed.find((u) => u.id === created.body.id)?.email).toBe(created.body.email);
    // Every user and actor in the organization's activity has an address (the bootstrap's was the system).
    const activity = (await call(test, "GET", `${org}/activityLogs`, { as: owner })).body as { user: { id: string; email: string } }[];
    expect(activity.length).toBeGreaterThan(0);
    for (const entry of activity) expect(entry.user.email, entry.user.id).toMatch(/^[^@\s]+@[a-z0-9.-]+\.invalid$/);
    expect(activity.find((e) => e.user.id === "system")?.user.email).toBe("system@accessplane.invalid");
    // A user written before addresses existed gets the same address on the wire.
    const stored = (await test.store.get("user", GLOBAL_SCOPE, created.body.id))!;
    const { version, ...record } = stored;
    await test.store.commit({ ops: [{ op: "update", kind: "user", scope: GLOBAL_SCOPE, record: { ...record, email: "" }, expectedVersion: version }] });
    expect(
      ((await call(test, "GET", `${org}/users`, { as: owner })).body as { id: string; email: string }[]).find((u) => u.id === created.body.id)?.email,
    ).toBe(created.body.email);
  });
});

describe("removing users", () => {
  it("removing an API-access user deletes it and revokes its tokens at once", async () => {
    const bot = await call(test, "POST", `${org}/users/apiAccess`, { as: owner, body: { name: "bot", role: "admin" } });
    const botToken = { token: await exchange(test, bot.body.refreshToken) };
    expect((await call(test, "GET", org, { as: botToken })).status).toBe(200);
    expect((await call(test, "DELETE", `${org}/users/${bot.body.id}`, { as: owner })).status).toBe(204);
    expect((await call(test, "GET", org, { as: botToken })).status).toBe(401);
    expect((await call(test, "POST", "/token", { body: { refreshToken: bot.body.refreshToken } })).status).toBe(401);
    const entry = (await test.store.list("activity", test.orgId, { where: { entityId: test.orgId } })).items.at(-1);
    expect(entry).toMatchObject({ activityType: "update", entityType: "organization", data: { memberRemoved: { id: bot.body.id } } });
    expect(JSON.stringify(entry)).not.toContain(bot.body.refreshToken);
  });

  it("the last owner stays; only owners remove owners; interactive users just lose the membership", async () => {
    const bootstrapUser = (await call(test, "GET", `${org}/users`, { as: owner })).body[0];
    expect((await call(test, "DELETE", `${org}/users/${bootstrapUser.id}`, { as: owner })).status).toBe(409);
    const adminId = await addMember(test, test.orgId, "adam", "admin");
    const ownerId = await addMember(test, test.orgId, "olga", "owner");
    expect((await call(test, "DELETE", `${org}/users/${ownerId}`, { as: "adam" })).status).toBe(403);
    expect((await call(test, "DELETE", `${org}/users/${adminId}`, { as: "olga" })).status).toBe(204);
    expect((await call(test, "GET", org, { as: "adam" })).status).toBe(404);
    expect((await call(test, "GET", "/organizations", { as: "adam" })).status).toBe(200);
    expect((await call(test, "DELETE", `${org}/users/${bootstrapUser.id}`, { as: "olga" })).status).toBe(204);
    expect((await call(test, "DELETE", `${org}/users/${ownerId}`, { as: "olga" })).status).toBe(409);
  });
});

describe("current user", () => {
  it("updateCurrentUserInfo refreshes the profile through the identity provider hook", async () => {
    const store = createMemoryStore();
    const withProvider = await createTestPlane(store, {
      identityProvider: {
        getUserInfo: async (user) => ({ displayName: `Fresh ${user.subject}`, photoUrl: "https://img.example/p.png", email: "New@Example.com" }),
      },
    });
    const res = await call(withProvider, "POST", "/user", { as: "nina" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      displayName: "Fresh nina",
      photoUrl: "https://img.example/p.png",
      email: "new@example.com",
      type: "user_type_interactive",
      needsOnboarding: true,
    });
    const plain = await call(test, "POST", "/user", { as: owner });
    expect(plain.body).toMatchObject({ type: "user_type_api_access" });
    expect(JSON.stringify(plain.body)).not.toMatch(/Hash|generation/i);
  });
});

describe("POST /token", () => {
  const post = (plane: ControlPlane, body: string, clientAddress = "192.0.2.1") =>
    plane.fetch(new Request("http://localhost/api/v0/token", { method: "POST", headers: { "content-type": "application/json" }, body }), {
      clientAddress,
    });

  it("answers every bad refresh token with the same 401 body", async () => {
    const bodies = new Set<string>();
    for (const body of [
      "{}",
      JSON.stringify({ refreshToken: 42 }),
      JSON.stringify({ refreshToken: null }),
      JSON.stringify({ refreshToken: "" }),
      JSON.stringify({ refreshToken: `apu_${"A".repeat(43)}` }),
      JSON.stringify({ refreshToken: `${test.refreshToken}x` }),
      JSON.stringify({ refreshToken: "x".repeat(10_000) }),
    ]) {
      const res = await post(test.plane, body, `198.51.100.${bodies.size + 1}`);
      expect(res.status).toBe(401);
      bodies.add(await res.text());
    }
    expect(bodies.size).toBe(1);
  });

  it("throttles a failing client with 429 and Retry-After, but a valid token always gets in", async () => {
    const bad = JSON.stringify({ refreshToken: "apu_wrong" });
    for (let i = 0; i < 10; i++) expect((await post(test.plane, bad, "203.0.113.7")).status).toBe(401);
    const throttled = await post(test.plane, bad, "203.0.113.7");
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await throttled.json()) as { code: string }).code).toBe("resource_exhausted");
    // Clients behind the same address (one NAT, one proxy) are not locked out by a guesser among them.
    expect((await post(test.plane, JSON.stringify({ refreshToken: test.refreshToken }), "203.0.113.7")).status).toBe(200);
    const other = await post(test.plane, JSON.stringify({ refreshToken: test.refreshToken }), "198.51.100.8");
    expect(other.status).toBe(200);
  });

  it("bounds guessing from many addresses: per network, overall, and not reset by evicting clients", async () => {
    let now = Date.parse("2026-11-21T10:00:00Z");
    const plane = await createControlPlane({
      backgroundSweep: false,
      store: createMemoryStore(),
      clock: () => new Date(now),
      logger: { info() {}, warn() {}, error() {} },
      tokenThrottle: { maxFailures: 10, maxNetworkFailures: 50, maxGlobalFailures: 200, maxClients: 100 },
    });
    const boot = (await plane.bootstrap())!;
    const bad = JSON.stringify({ refreshToken: "apu_guess" });
    // 100 addresses of one /24, one guess each: the network's budget of 50 ends the run.
    const sameNetwork: number[] = [];
    for (let i = 1; i <= 100; i++) sameNetwork.push((await post(plane, bad, `203.0.113.${i}`)).status);
    expect(sameNetwork.filter((s) => s === 401)).toHaveLength(50);
    expect(sameNetwork.filter((s) => s === 429)).toHaveLength(50);
    // Addresses spread over networks (more than the client memory holds): the global budget ends it.
    const spread: number[] = [];
    for (let i = 0; i < 400; i++) spread.push((await post(plane, bad, `10.${i >> 8}.${i & 255}.1`)).status);
    expect(spread.filter((s) => s === 401).length).toBe(200 - 50);
    // A valid token still gets in from anywhere; a minute later guessing may resume.
    expect((await post(plane, JSON.stringify({ refreshToken: boot.user.refreshToken }), "203.0.113.1")).status).toBe(200);
    now += 61_000;
    expect((await post(plane, bad, "192.0.2.200")).status).toBe(401);
  });

  it("with trusted proxy hops, throttles by the address the nearest proxy appended, not by what the client forges", async () => {
    const plane = await createControlPlane({
      backgroundSweep: false,
      store: createMemoryStore(),
      logger: { info() {}, warn() {}, error() {} },
      // A still clock: the throttle's window never passes during the test, however slow the machine.
      clock: testClock(),
      trustedProxyHops: 1,
      tokenThrottle: { maxFailures: 3 },
    });
    await plane.bootstrap();
    const attempt = (forwarded: string) =>
      plane.fetch(
        new Request("http://localhost/api/v0/token", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": forwarded },
          body: JSON.stringify({ refreshToken: "apu_guess" }),
        }),
        { clientAddress: "10.0.0.1" },
      );
    // The attacker forges a new leftmost entry each time; the proxy appends the real address.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt(`198.51.100.${i}, 203.0.113.9`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another client behind the same proxy is not affected.
    expect((await attempt("192.0.2.77")).status).toBe(401);
  });

  describe.each(SHARED_STORES)("replicas on one %s store", (_name, open) => {
    it("count failures together: N replicas allow what one would, and a valid token still gets in on each", async () => {
      const [first, second] = await open();
      const clock = testClock();
      const options = { backgroundSweep: false, clock, logger: { info() {}, warn() {}, error() {} }, tokenThrottle: { maxFailures: 4, maxNetworkFailures: 6 } };
      const replicas = [await createControlPlane({ ...options, store: first }), await createControlPlane({ ...options, store: second })];
      try {
        const boot = (await replicas[0]!.bootstrap())!;
        const bad = JSON.stringify({ refreshToken: "apu_guess" });
        // One address guessing on both replicas in turn: four failures in all, not four on each.
        const statuses: number[] = [];
        for (let i = 0; i < 8; i++) statuses.push((await post(replicas[i % 2]!, bad, "203.0.113.7")).status);
        expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
        // Its network's other addresses share the network's six.
        const neighbours: number[] = [];
        for (let i = 0; i < 4; i++) neighbours.push((await post(replicas[i % 2]!, bad, `203.0.113.${100 + i}`)).status);
        expect(neighbours).toEqual([401, 401, 429, 429]);
        for (const replica of replicas) expect((await post(replica, JSON.stringify({ refreshToken: boot.user.refreshToken }), "203.0.113.7")).status).toBe(200);
        // Concurrent guesses racing on both replicas never get more than the limit through.
        const raced = await Promise.all(Array.from({ length: 12 }, (_, i) => post(replicas[i % 2]!, bad, "192.0.2.50").then((res) => res.status)));
        expect(raced.filter((status) => status === 401)).toHaveLength(4);
        // The window passes for both at once.
        clock.advance(61_000);
        expect((await post(replicas[1]!, bad, "203.0.113.7")).status).toBe(401);
      } finally {
        for (const replica of replicas) await replica.close();
      }
    });
  });

  it("lets a throttled client in again once its window has passed", async () => {
    let now = Date.parse("2026-11-21T10:00:00Z");
    const plane = await createControlPlane({
      backgroundSweep: false,
      store: createMemoryStore(),
      clock: () => new Date(now),
      tokenThrottle: { maxFailures: 2, windowSeconds: 30 },
    });
    const boot = (await plane.bootstrap())!;
    const bad = JSON.stringify({ refreshToken: "nope" });
    await post(plane, bad);
    await post(plane, bad);
    expect((await post(plane, bad)).status).toBe(429);
    now += 31_000;
    expect((await post(plane, bad)).status).toBe(401);
    expect((await post(plane, JSON.stringify({ refreshToken: boot.user.refreshToken }))).status).toBe(200);
  });
});

describe("ID token verification", () => {
  const get = (token: string) => call(test, "GET", org, { headers: { authorization: `Bearer ${token}` } });

  async function claimsOf(): Promise<{ header: Record<string, unknown>; payload: Record<string, unknown> }> {
    const [h, p] = owner.token.split(".");
    const text = (part: string) => new TextDecoder().decode(base64url.decode(part));
    return { header: JSON.parse(text(h!)), payload: JSON.parse(text(p!)) };
  }

  it("accepts our token, then refuses every forgery, expiry and mismatch with 401", async () => {
    expect((await get(owner.token)).status).toBe(200);
    const { header, payload } = await claimsOf();
    const now = Math.floor(test.clock!.ms() / 1000);
    const forgeries: string[] = [];
    forgeries.push(new UnsecuredJWT(payload).encode());
    // HS256 keyed with our public key, the classic algorithm confusion.
    const publicJwk = await test.plane.services.idTokens.publicJwk();
    forgeries.push(
      await new SignJWT(payload).setProtectedHeader({ alg: "HS256", kid: header.kid as string }).sign(new TextEncoder().encode(JSON.stringify(publicJwk))),
    );
    // A valid signature by a key that is not ours, announced in the header.
    const { privateKey, publicKey } = await generateKeyPair("ES256");
    forgeries.push(await new SignJWT(payload).setProtectedHeader({ alg: "ES256", jwk: await exportJWK(publicKey) }).sign(privateKey));
    forgeries.push(await new SignJWT(payload).setProtectedHeader({ alg: "ES256", kid: header.kid as string }).sign(privateKey));
    // Our key's claims changed: the signature no longer matches.
    const [h, , s] = owner.token.split(".");
    forgeries.push(`${h}.${base64url.encode(JSON.stringify({ ...payload, aud: "someone-else" }))}.${s}`);
    forgeries.push(`${h}.${base64url.encode(JSON.stringify({ ...payload, exp: now + 999_999 }))}.${s}`);
    forgeries.push("x".repeat(10_000));
    for (const token of forgeries) expect((await get(token)).status, token.slice(0, 40)).toBe(401);
  });

  it("refuses tokens signed by our own key with the wrong audience, an unknown kid, expired, or not yet valid", async () => {
    const signed = signWithPlaneKey;
    const { payload, header } = await claimsOf();
    const now = Math.floor(test.clock!.ms() / 1000);
    expect((await get(await signed(payload, header.kid as string))).status).toBe(200);
    expect((await get(await signed({ ...payload, aud: "other" }, header.kid as string))).status).toBe(401);
    expect((await get(await signed(payload, "unknown-kid"))).status).toBe(401);
    expect((await get(await signed({ ...payload, iat: now - 7200, exp: now - 3600 }, header.kid as string))).status).toBe(401);
    expect((await get(await signed({ ...payload, nbf: now + 3600 }, header.kid as string))).status).toBe(401);
    expect((await get(await signed({ ...payload, iss: "evil" }, header.kid as string))).status).toBe(401);
    // Signed with our key, but claiming a ten-year life, or issued an hour from now.
    expect((await get(await signed({ ...payload, iat: now, exp: now + 10 * 365 * 86_400 }, header.kid as string))).status).toBe(401);
    expect((await get(await signed({ ...payload, iat: now + 3600, exp: now + 3600 + 600 }, header.kid as string))).status).toBe(401);
  });

  it("refuses two Authorization headers, and unknown schemes", async () => {
    const twice = await test.plane.fetch(
      new Request(`http://localhost/api/v0${org}`, {
        headers: [
          ["authorization", `Bearer ${owner.token}`],
          ["authorization", `Bearer ${owner.token}`],
        ],
      }),
    );
    expect(twice.status).toBe(401);
    expect((await call(test, "GET", org, { headers: { authorization: `Basic ${owner.token}` } })).status).toBe(401);
    expect((await call(test, "GET", org, { headers: { authorization: `Pomerium ${owner.token}` } })).status).toBe(200);
  });
});

/** Signs claims with the control plane's own ID-token key, read from its store as an attacker with the key would. */
async function signWithPlaneKey(claims: Record<string, unknown>, kid?: string): Promise<string> {
  const record = await test.store.get("system", GLOBAL_SCOPE, "id-token-signing-key");
  const key = await importJWK(record!.value.jwk as never, "ES256");
  return new SignJWT(claims).setProtectedHeader({ alg: "ES256", ...(kid === undefined ? {} : { kid }) }).sign(key);
}

describe("401 challenges (RFC 6750)", () => {
  const challenge = async (authorization?: string) => {
    const res = await call(test, "GET", org, authorization === undefined ? {} : { headers: { authorization } });
    expect(res.status).toBe(401);
    // The hosted API's body stays as it is.
    expect(res.body).toEqual({ error: "authentication required: a valid, current token is needed", code: "unauthenticated" });
    return res.headers.get("www-authenticate");
  };

  it("say what was wrong with the token sent: none, a refresh token, expired, revoked, or not ours", async () => {
    expect(await challenge()).toBe('Bearer realm="accessplane"');
    expect(await challenge(`Bearer ${test.refreshToken}`)).toMatch(
      /error="invalid_token", error_description="the token is not an ID token: exchange the refresh token at POST \/token/,
    );
    expect(await challenge("Basic dXNlcjpwYXNz")).toMatch(/error_description="the Authorization header is not Bearer/);
    expect(await challenge("Bearer aaa.bbb.ccc")).toMatch(/error_description="the ID token is not one of this control plane's, or is malformed"/);
    const bot = await call(test, "POST", `${org}/users/apiAccess`, { as: owner, body: { name: "bot", role: "admin" } });
    const botToken = await exchange(test, bot.body.refreshToken);
    expect((await call(test, "DELETE", `${org}/users/${bot.body.id}`, { as: owner })).status).toBe(204);
    expect(await challenge(`Bearer ${botToken}`)).toMatch(/error_description="the ID token was revoked/);
    test.clock!.advance(2 * 3600 * 1000);
    expect(await challenge(`Bearer ${owner.token}`)).toMatch(/error_description="the ID token has expired: exchange the refresh token again"/);
  });
});
