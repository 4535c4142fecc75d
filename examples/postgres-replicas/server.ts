// One replica of a control plane on PostgreSQL: start it twice (two ports, one database) and both
// serve the same data; applies reach every replica through LISTEN/NOTIFY. The first migrates the
// schema and bootstraps the organization.
import type { AddressInfo } from "node:net";
import { createNodeHttpServer } from "accessplane/node";
import { examplePlane, HOST, listening, PORT } from "../shared.js";

if (process.env.ACCESSPLANE_DATABASE_URL === undefined)
  throw new Error("set ACCESSPLANE_DATABASE_URL to a PostgreSQL database (postgres://user:password@host:5432/db)");
const plane = await examplePlane();
const server = createNodeHttpServer(plane.fetch);
server.listen(PORT, HOST, () => listening((server.address() as AddressInfo).port));
