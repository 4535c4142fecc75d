// The whole API and the key set in an Express app, beside the app's own routes.
import express, { type Express } from "express";
import type { ControlPlane } from "accessplane";
import { toNodeHandler } from "accessplane/node";

export function createExpressApp(plane: ControlPlane): Express {
  const app = express();
  // Every path the control plane answers (the API, the key set, the ConfigService, health, and the
  // reference page and metrics when the plane serves them).
  app.use([...plane.servedPaths], toNodeHandler(plane.fetch));
  // The app's own routes live beside it.
  app.get("/hello", (_req, res) => {
    res.json({ hello: "world" });
  });
  return app;
}
