// The whole API on Node's own http server: `createNodeHttpServer` of `accessplane/node` sets timeouts
// suited to an API. The reference page and the metrics come from the plane (docsPath, metricsPath).
import type { AddressInfo } from "node:net";
import { createNodeHttpServer } from "accessplane/node";
import { examplePlane, HOST, listening, PORT } from "../shared.js";

const plane = await examplePlane();
const server = createNodeHttpServer(plane.fetch, { requestTimeout: 30_000 });
server.listen(PORT, HOST, () => listening((server.address() as AddressInfo).port));
