// The whole API and the key set on Node's own http server.
import { createServer, type Server } from "node:http";
import type { ControlPlane } from "accessplane";
import { toNodeHandler } from "accessplane/node";

export function createNodeHttpServer(plane: ControlPlane): Server {
  return createServer(toNodeHandler(plane.fetch));
}
