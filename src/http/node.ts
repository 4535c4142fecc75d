/**
 * `accessplane/node`: serves a `fetch` handler from Node's `http` server, Express, or anything else
 * that hands out `IncomingMessage`/`ServerResponse` pairs.
 */

export { toNodeHandler, toRequest, writeResponse, type FetchHandler, type NodeHandlerOptions, type NodeRequest } from "./node-binding.js";
export { createNodeHttpServer, type NodeHttpServerOptions, type ServerTimeouts } from "./node-server.js";
