/**
 * `accessplane/node`: serves a `fetch` handler from Node's `http` server, Express, or anything else
 * that hands out `IncomingMessage`/`ServerResponse` pairs.
 *
 * @example
 * ```ts
 * import { createControlPlane } from "accessplane";
 * import { createMemoryStore } from "accessplane/memory";
 * import { createNodeHttpServer } from "accessplane/node";
 *
 * const plane = await createControlPlane({ store: createMemoryStore() });
 * createNodeHttpServer(plane.fetch).listen(8080, "127.0.0.1");
 * ```
 * @packageDocumentation
 */

export { BodyAlreadyReadError, toNodeHandler, toRequest, writeResponse, type FetchHandler, type NodeHandlerOptions, type NodeRequest } from "./node-binding.js";
export { createNodeHttpServer, type NodeHttpServerOptions, type ServerTimeouts } from "./node-server.js";
export type { Logger } from "../logger.js";
// The family of every error it throws (BodyAlreadyReadError is one), with its codes and details.
export { AccessPlaneError, type ErrorCode, type ErrorDetail } from "../errors.js";
