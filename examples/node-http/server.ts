// The whole API on Node's own http server: `createNodeHttpServer` of `accessplane/node` sets timeouts
// suited to an API and, with `docs`, serves a reference page of the OpenAPI document at /docs.
import { createControlPlane } from "accessplane";
import { createNodeHttpServer } from "accessplane/node";
import { createSqliteStore } from "accessplane/sqlite";

const plane = await createControlPlane({ store: createSqliteStore({ filename: "./data/accessplane.db" }) });
const server = createNodeHttpServer(plane.fetch, { docs: {}, requestTimeout: 30_000 });
server.listen(8080, "127.0.0.1", () => console.log("listening on http://127.0.0.1:8080 (reference at /docs)"));
