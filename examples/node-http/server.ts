// The whole API and the key set on Node's own http server, with timeouts suited to an API: a client
// that stalls its headers or its body is cut off after seconds, not after Node's five-minute default.
import { createServer, type Server } from "node:http";
import type { ControlPlane } from "accessplane";
import { toNodeHandler } from "accessplane/node";
import { createDocsHandler } from "./docs.js";

export interface ServerTimeouts {
  /** Whole request, headers and body, in ms. @defaultValue 30000 */
  requestTimeout?: number;
  /** Headers, in ms. @defaultValue 10000 */
  headersTimeout?: number;
  /** An idle keep-alive connection, in ms. @defaultValue 5000 */
  keepAliveTimeout?: number;
  /** How often the timeouts above are checked, in ms. @defaultValue 1000 */
  connectionsCheckingInterval?: number;
}

/**
 * The API on node:http. With `docs`, `/docs` also serves a rendered reference of the API's OpenAPI
 * document (at `/api/v0/openapi.json`, or the path given).
 */
export function createNodeHttpServer(plane: ControlPlane, timeouts: ServerTimeouts = {}, docs?: { documentUrl?: string }): Server {
  const api = toNodeHandler(plane.fetch);
  const reference = docs === undefined ? undefined : createDocsHandler(docs.documentUrl);
  const server = createServer(
    {
      requestTimeout: timeouts.requestTimeout ?? 30_000,
      headersTimeout: timeouts.headersTimeout ?? 10_000,
      keepAliveTimeout: timeouts.keepAliveTimeout ?? 5_000,
      connectionsCheckingInterval: timeouts.connectionsCheckingInterval ?? 1_000,
    },
    (req, res) => {
      if (reference?.(req, res) === true) return;
      api(req, res);
    },
  );
  return server;
}
