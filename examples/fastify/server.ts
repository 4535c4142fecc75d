// The Fastify app of app.ts.
import type { AddressInfo } from "node:net";
import { examplePlane, HOST, listening, PORT } from "../shared.js";
import { createFastifyApp } from "./app.js";

const plane = await examplePlane();
const app = await createFastifyApp(plane);
await app.listen({ port: PORT, host: HOST });
listening((app.server.address() as AddressInfo).port);
