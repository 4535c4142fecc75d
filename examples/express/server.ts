// The Express app of app.ts.
import type { AddressInfo } from "node:net";
import { examplePlane, HOST, listening, PORT } from "../shared.js";
import { createExpressApp } from "./app.js";

const plane = await examplePlane();
const server = createExpressApp(plane).listen(PORT, HOST, () => listening((server.address() as AddressInfo).port));
