// The whole API and the key set in a Hono app (serve it with @hono/node-server, Bun, Deno, ...).
import { Hono } from "hono";
import type { ControlPlane } from "accessplane";

export function createHonoApp(plane: ControlPlane): Hono {
  const app = new Hono();
  app.all("/api/v0/*", (c) => plane.fetch(c.req.raw));
  app.all("/.well-known/pomerium/jwks.json", (c) => plane.fetch(c.req.raw));
  return app;
}
