/** With two keys configured, each binding serves both; tokens verify with jose against the set fetched over HTTP. */
import { generateKeyPairSync } from "node:crypto";
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { createControlPlane, parseSigningKeys, silentLogger } from "accessplane";
import { createMemoryStore } from "accessplane/memory";
import { BINDINGS } from "../http/bindings.js";

const pem = () => generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();

for (const binding of BINDINGS) {
  describe(`key set over ${binding.name}`, () => {
    it("lists both keys with their kids; tokens carry the first kid and verify against the fetched set", async () => {
      const data = pem() + pem();
      const expected = await parseSigningKeys(data);
      const plane = await createControlPlane({
        backgroundSweep: false,
        store: createMemoryStore(),
        logger: silentLogger,
        signingKeys: { signingKey: Buffer.from(data).toString("base64") },
      });
      const server = await binding.start(plane);
      try {
        const url = `${server.baseUrl}/.well-known/pomerium/jwks.json`;
        const res = await fetch(url);
        expect(res.headers.get("cache-control")).toBe("max-age=60");
        const body = (await res.json()) as { keys: { kid: string }[] };
        expect(body.keys.map((k) => k.kid)).toEqual(expected.map((k) => k.kid));
        const token = await plane.services.signingKeys.signAttestation({
          host: "app.example.com",
          user: "u1",
          email: "u1@example.com",
          groups: ["eng"],
          sessionId: "s1",
          name: "U One",
        });
        expect(decodeProtectedHeader(token).kid).toBe(expected[0]!.kid);
        const { payload } = await jwtVerify(token, createRemoteJWKSet(new URL(url)), {
          issuer: "app.example.com",
          audience: "app.example.com",
          algorithms: ["ES256"],
        });
        expect(payload).toMatchObject({ sub: "u1", groups: ["eng"], sid: "s1" });
      } finally {
        await server.close();
      }
    });
  });
}
