/** Starts each of the three example bindings on 127.0.0.1 with an ephemeral port. */
import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ControlPlane } from "accessplane";
import { createExpressApp } from "../../examples/express/app.js";
import { createFastifyApp } from "../../examples/fastify/app.js";
import { createHonoApp } from "../../examples/hono/app.js";
import { createNodeHttpServer } from "accessplane/node";

export interface Running {
  baseUrl: string;
  close(): Promise<void>;
}

export interface Binding {
  name: string;
  start(plane: ControlPlane): Promise<Running>;
}

function running(server: Server): Running {
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function listen(server: Server): Promise<Running> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve(running(server)));
  });
}

export const BINDINGS: Binding[] = [
  {
    name: "fastify",
    start: async (plane) => {
      const app = await createFastifyApp(plane);
      await app.listen({ port: 0, host: "127.0.0.1" });
      return running(app.server);
    },
  },
  { name: "node-http", start: (plane) => listen(createNodeHttpServer(plane.fetch)) },
  {
    name: "hono",
    start: (plane) =>
      new Promise((resolve) => {
        const server = serve({ fetch: createHonoApp(plane).fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(running(server))) as Server;
      }),
  },
  {
    name: "express",
    start: (plane) =>
      new Promise((resolve, reject) => {
        const server = createExpressApp(plane).listen(0, "127.0.0.1", (error?: Error) => (error ? reject(error) : resolve(running(server))));
      }),
  },
];
