// The whole API and the key set in a Hono app, served by @hono/node-server (which hands the Node
// request over as c.env.incoming: its socket address lets the API throttle failing clients one by one).
import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import type { ControlPlane } from "accessplane";

export function createHonoApp(plane: ControlPlane): Hono<{ Bindings: HttpBindings }> {
  const app = new Hono<{ Bindings: HttpBindings }>();
  const serve = (c: { req: { raw: Request }; env: HttpBindings }) => {
    const clientAddress = c.env.incoming?.socket.remoteAddress;
    return plane.fetch(c.req.raw, clientAddress === undefined ? {} : { clientAddress });
  };
  // Every path the control plane answers: the API, the key set, the vendor's ConfigService (for its
  // Terraform provider and ingress controller), health, and the reference page and metrics when set.
  for (const path of plane.servedPaths) {
    app.all(path, serve);
    app.all(`${path === "/" ? "" : path}/*`, serve);
  }
  return app;
}
