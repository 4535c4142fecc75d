// The whole API, the key set and the ConfigService in a Fastify app, through the accessplane/fastify
// plugin: it serves its paths in a scope of its own, where bodies are left for the control plane to
// read, while the app's other routes keep Fastify's parsers.
import Fastify, { type FastifyInstance } from "fastify";
import type { ControlPlane } from "accessplane";
import { accessplane } from "accessplane/fastify";

export async function createFastifyApp(plane: ControlPlane): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(accessplane, { plane });
  // A route of the application, with Fastify's JSON parser.
  app.post("/echo", async (request) => ({ echoed: request.body }));
  return app;
}
