/**
 * The whole API on Node's own http server, with timeouts suited to an API: a client that stalls its
 * headers or its body is cut off after seconds, not after Node's five-minute default.
 */
import { randomUUID } from "node:crypto";
import { createServer, STATUS_CODES, type Server } from "node:http";
import type { Duplex } from "node:stream";
import type { Logger } from "../logger.js";
import { createDocsHandler } from "./docs-page.js";
import { toNodeHandler, type FetchHandler } from "./node-binding.js";

/** Timeouts of {@link createNodeHttpServer}. */
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

/** Options of {@link createNodeHttpServer}. */
export interface NodeHttpServerOptions extends ServerTimeouts {
  /**
   * Serve a rendered reference of the API's OpenAPI document at `/docs` (swagger-ui, from the optional
   * `swagger-ui-dist` package; nothing is fetched from a CDN). `documentUrl` is where the page fetches
   * the document. Without `swagger-ui-dist` installed, `/docs` answers 404 saying so (and a warning is logged).
   */
  docs?: { documentUrl?: string };
  /** Where a failure of the binding is logged. */
  logger?: Logger;
}

/**
 * A node:http server serving a control plane (`plane.fetch`, or any fetch handler): the API, the key
 * set, the health endpoints, and optionally the reference page at `/docs`.
 *
 * @example
 * ```ts
 * import { createNodeHttpServer } from "accessplane/node";
 * createNodeHttpServer(plane.fetch, { docs: {} }).listen(8080, "127.0.0.1");
 * ```
 */
export function createNodeHttpServer(handler: FetchHandler, options: NodeHttpServerOptions = {}): Server {
  const api = toNodeHandler(handler, options.logger === undefined ? {} : { logger: options.logger });
  let reference: ReturnType<typeof createDocsHandler> | undefined;
  if (options.docs !== undefined) {
    reference = createDocsHandler(options.docs.documentUrl);
    if (reference.missing) options.logger?.warn({}, "the /docs reference page needs the swagger-ui-dist package; /docs answers 404 saying so");
  }
  const server = createServer(
    {
      requestTimeout: options.requestTimeout ?? 30_000,
      headersTimeout: options.headersTimeout ?? 10_000,
      keepAliveTimeout: options.keepAliveTimeout ?? 5_000,
      connectionsCheckingInterval: options.connectionsCheckingInterval ?? 1_000,
    },
    (req, res) => {
      if (reference?.(req, res) === true) return;
      api(req, res);
    },
  );
  // A request Node's parser refuses (a malformed request line or header, headers too large) gets the
  // API's error envelope and a response id, as every other refusal does, instead of a bare status line.
  server.on("clientError", (error: Error & { code?: string }, socket: Duplex) => {
    if (!socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage !== undefined) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
    const timedOut = error.code === "ERR_HTTP_REQUEST_TIMEOUT";
    const status = tooLarge ? 431 : timedOut ? 408 : 400;
    const responseId = randomUUID();
    const body = JSON.stringify({
      error: tooLarge
        ? "the request's headers are larger than the server accepts"
        : timedOut
          ? "the request was not received in time"
          : "the request is not valid HTTP",
      code: tooLarge || !timedOut ? "invalid_argument" : "unavailable",
    });
    options.logger?.info({ status, responseId, reason: error.code ?? "unknown" }, "request refused by the HTTP parser");
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
        `x-response-id: ${responseId}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
