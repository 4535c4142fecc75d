/**
 * accessplane/fastify in a Fastify app: the control plane's paths get their bodies unread (the contract
 * suite runs through this plugin too, see bindings.ts), the application's own routes keep Fastify's
 * parsers, and the paths are the application's to choose.
 */
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { accessplane } from "accessplane/fastify";
import { createTestPlane } from "../support/planes.js";

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe("accessplane/fastify", () => {
  it("serves the control plane beside the application's own routes, whose bodies Fastify still parses", async () => {
    const test = await createTestPlane();
    const app = Fastify();
    apps.push(app);
    await app.register(accessplane, { plane: test.plane });
    app.post("/echo", async (request) => ({ echoed: request.body }));
    const origin = await app.listen({ port: 0, host: "127.0.0.1" });
    const token = await fetch(`${origin}/api/v0/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refreshToken: test.refreshToken }),
    });
    expect(token.status).toBe(200);
    const echo = await fetch(`${origin}/echo`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"a":1}' });
    expect(await echo.json()).toEqual({ echoed: { a: 1 } });
    // The control plane's own limit and envelope apply to its paths, not Fastify's.
    const tooLarge = await fetch(`${origin}/api/v0/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refreshToken: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { code: string }).code).toBe("payload_too_large");
  });

  it("serves only the paths it is given", async () => {
    const test = await createTestPlane();
    const app = Fastify();
    apps.push(app);
    await app.register(accessplane, { plane: test.plane, paths: ["/api/v0"] });
    const origin = await app.listen({ port: 0, host: "127.0.0.1" });
    // The control plane answers (here: its 401 envelope for a call without a token).
    const version = await fetch(`${origin}/api/v0/version`);
    expect(version.status).toBe(401);
    expect(((await version.json()) as { code: string }).code).toBe("unauthenticated");
    // Fastify's own 404 for what the plugin does not serve.
    const keySet = await fetch(`${origin}/.well-known/pomerium/jwks.json`);
    expect(keySet.status).toBe(404);
    expect(((await keySet.json()) as { message: string }).message).toMatch(/not found/i);
  });
});
