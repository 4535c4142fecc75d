// The Hono app of app.ts on @hono/node-server.
import { serve } from "@hono/node-server";
import { examplePlane, HOST, listening, PORT } from "../shared.js";
import { createHonoApp } from "./app.js";

const plane = await examplePlane();
serve({ fetch: createHonoApp(plane).fetch, port: PORT, hostname: HOST }, (info) => listening(info.port));
