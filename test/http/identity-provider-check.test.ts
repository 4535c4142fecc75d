/**
 * checkIdentityProviderSettings: the shape and URL checks, and the discovery fetch against a real
 * HTTP server on loopback when the control plane enables it (off by default: no request leaves).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, exchange } from "../support/api.js";
import { createTestPlane, type TestPlane } from "../support/planes.js";

/** A loopback server whose answers the test sets per path; it counts the requests it gets. */
let server: Server;
let base = "";
const answers = new Map<string, { status: number; body: string }>();
let requests = 0;
let stall: Promise<void> | undefined;
beforeAll(async () => {
  const reply = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    requests++;
    if (stall !== undefined && req.url?.startsWith("/slow/")) await stall;
    const answer = answers.get(req.url ?? "") ?? { status: 404, body: "" };
    res.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
  };
  server = createServer((req, res) => void reply(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function check(test: TestPlane, body: unknown) {
  const token = await exchange(test, test.refreshToken);
  return call(test, "POST", "/checkIdentityProviderSettings", { as: { token }, body });
}

describe("checkIdentityProviderSettings", () => {
  it("accepts complete settings and names every wrong field, never echoing the secret", async () => {
    const test = await createTestPlane();
    const good = await check(test, { provider: "google", clientId: "id", clientSecret: "s3cret-value", scopes: ["openid", "email"] });
    expect([good.status, good.body]).toEqual([200, { success: true }]);
    const bad = await check(test, {
      provider: "okta",
      clientId: " ",
      clientSecret: "s3cret-value",
      url: "ftp://idp.example.com?x=1",
      scopes: ["email", "profile"],
      requestParams: { "": "x" },
    });
    expect(bad.status).toBe(200);
    expect(bad.body.success).toBe(false);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["clientId", "requestParams", "scopes", "url"]);
    expect(bad.body.errors.scopes).toMatch(/openid/);
    expect(JSON.stringify(bad.body)).not.toContain("s3cret-value");
    const unknown = await check(test, { provider: "myspace", clientId: "id", clientSecret: "s" });
    expect(unknown.body.errors.provider).toMatch(/unknown provider/);
    expect((await check(test, { provider: "oidc", clientId: "id", clientSecret: "s", url: "http://idp.example.com" })).body.errors.url).toMatch(/https/);
  });

  it("refuses what is not settings with a 400, and anonymous callers with a 401", async () => {
    const test = await createTestPlane();
    for (const body of [{}, { provider: 3 }, { provider: "oidc", extra: true }, { provider: "oidc", scopes: "openid" }]) {
      expect((await check(test, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await call(test, "POST", "/checkIdentityProviderSettings", { body: { provider: "google" } })).status).toBe(401);
  });

  it("sends no request anywhere unless discovery is enabled", async () => {
    const test = await createTestPlane();
    answers.set("/off/.well-known/openid-configuration", { status: 200, body: "{}" });
    const before = requests;
    const res = await check(test, { provider: "oidc", clientId: "id", clientSecret: "s", url: `${base}/off` });
    expect(res.body).toEqual({ success: true });
    expect(requests).toBe(before);
  });

  it("with discovery, checks the provider's issuer, status and document, and gives up at the timeout", async () => {
    const test = await createTestPlane(undefined, { identityProviderDiscovery: { timeoutMs: 300 } });
    const doc = (issuer: string) => JSON.stringify({ issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token` });
    answers.set("/good/.well-known/openid-configuration", { status: 200, body: doc(`${base}/good`) });
    answers.set("/other/.well-known/openid-configuration", { status: 200, body: doc("https://elsewhere.example.com") });
    answers.set("/broken/.well-known/openid-configuration", { status: 200, body: "<html>" });
    const settings = (path: string) => ({ provider: "oidc", clientId: "id", clientSecret: "s", url: `${base}${path}` });
    expect((await check(test, settings("/good/"))).body).toEqual({ success: true });
    expect((await check(test, settings("/other"))).body.errors.url).toMatch(/issuer is "https:\/\/elsewhere.example.com"/);
    expect((await check(test, settings("/broken"))).body.errors.url).toMatch(/not JSON/);
    expect((await check(test, settings("/missing"))).body.errors.url).toMatch(/answered 404/);
    let release!: () => void;
    stall = new Promise<void>((resolve) => (release = resolve));
    try {
      expect((await check(test, settings("/slow"))).body.errors.url).toMatch(/did not arrive within 300 ms/);
    } finally {
      release();
      stall = undefined;
    }
  });
});
