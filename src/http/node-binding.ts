/**
 * The Node binding: a `fetch` handler served from `IncomingMessage`/`ServerResponse` pairs (Node's
 * `http` server, Express, anything else that hands them out).
 */
import { AccessPlaneError } from "../errors.js";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { jsonLogger, type Logger } from "../logger.js";
import { hasHeader, headersOf, lightRequest, responseParts } from "./payloads.js";

/** A `fetch`-style handler, such as `ControlPlane.fetch`; `info` carries the client's address. */
export type FetchHandler = (request: Request, info?: { clientAddress?: string; readonly signal?: AbortSignal }) => Promise<Response>;

/** Options of {@link toNodeHandler}. */
export interface NodeHandlerOptions {
  /** Origin used to build request URLs when the request has no Host header. @defaultValue "http://localhost" */
  fallbackOrigin?: string;
  /** Where a failure of the binding itself is logged (pino's calling convention). @defaultValue the JSON-lines logger on standard error */
  logger?: Logger;
}

/** A request as Express hands it on, possibly with a body its parsers already read. */
export type NodeRequest = IncomingMessage & { body?: unknown; originalUrl?: string };

/**
 * Converts a `fetch` handler to a Node request listener (also usable as Express middleware).
 *
 * - Every header line is kept (`rawHeaders`), so a request with two `Authorization` headers is seen as
 *   such instead of silently keeping one.
 * - Request bodies stream into the handler, which enforces its own size limit; a body an Express parser
 *   has already consumed (`req.body`) is passed on re-encoded.
 * - Response bodies stream back with backpressure; multi-value headers such as `Set-Cookie` are kept.
 *
 * @example
 * ```ts
 * import { createServer } from "node:http";
 * import { toNodeHandler } from "accessplane/node";
 * createServer(toNodeHandler(plane.fetch)).listen(8080, "127.0.0.1");
 * ```
 */
export function toNodeHandler(
  handler: FetchHandler,
  options: NodeHandlerOptions = {},
): (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void {
  const fallbackOrigin = options.fallbackOrigin ?? "http://localhost";
  const logger = options.logger ?? jsonLogger;
  return (req, res, next) => {
    serve(handler, req as NodeRequest, res, fallbackOrigin).catch((error: unknown) => {
      if (next !== undefined) return next(error);
      if (!res.headersSent) {
        const responseId = randomUUID();
        logger.error({ responseId, error: error instanceof Error ? error.name : "unknown" }, "internal error in the Node binding");
        res.writeHead(500, { "Content-Type": "application/json", "X-Response-Id": responseId });
        res.end(JSON.stringify({ error: `internal error (response id ${responseId})`, code: "internal" }));
      } else {
        res.destroy(error instanceof Error ? error : undefined);
      }
    });
  };
}

async function serve(handler: FetchHandler, req: NodeRequest, res: ServerResponse, fallbackOrigin: string): Promise<void> {
  const exchange = new Exchange(req, res, fallbackOrigin);
  let request: Request;
  try {
    // A light request: the undici Request (headers copied, a signal, a body stream) is built only when
    // something needs more than the method, URL and headers.
    const method = (req.method ?? "GET").toUpperCase();
    if (!FETCH_METHODS.test(method)) throw new TypeError("method");
    request = lightRequest({ incoming: req, method, url: requestUrl(req, fallbackOrigin), real: exchange });
  } catch {
    // Nothing the handler could route: a method the Fetch API refuses (TRACE, CONNECT, TRACK) or a
    // Host header no URL can be built from. The client's mistake: a 4xx in the error envelope.
    res.shouldKeepAlive = false;
    await writeResponse(malformedRequest(req), res);
    return;
  }
  const response = await handler(request, exchange);
  // A body left unread is not drained: the connection closes once the response is out.
  if (UNREAD_BODY.has(req) || (hasBody(req) && !req.readableEnded && req.body === undefined && !req.complete)) {
    res.shouldKeepAlive = false;
  }
  await writeResponse(response, res);
}

/**
 * One request and its response: what the binding tells the handler besides the request (the client's
 * address, the abort signal), and the real `Request` when a caller needs one. Methods, not closures:
 * nothing is allocated per request beyond this object. The abort signal is built only when an
 * operation asks for it (those that wait): an AbortController per request is a measurable share of a
 * small request's cost.
 */
class Exchange {
  private controller: AbortController | undefined = undefined;

  constructor(
    private readonly req: NodeRequest,
    private readonly res: ServerResponse,
    private readonly fallbackOrigin: string,
  ) {}

  get clientAddress(): string | undefined {
    return this.req.socket?.remoteAddress;
  }

  get signal(): AbortSignal {
    let controller = this.controller;
    if (controller === undefined) {
      controller = this.controller = new AbortController();
      const res = this.res;
      if (res.destroyed && !res.writableFinished) controller.abort();
      else
        res.on("close", () => {
          if (!res.writableFinished) controller!.abort();
        });
    }
    return controller.signal;
  }

  /** The real `Request`, body stream and all. */
  build(): Request {
    return toRequest(this.req, this.fallbackOrigin, this.signal);
  }
}

const FETCH_METHODS = /^(?:GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/;

/** The answer to a request no `Request` can be built from, with a response id like every other. */
function malformedRequest(req: IncomingMessage): Response {
  const method = (req.method ?? "").toUpperCase();
  const unsupported = !FETCH_METHODS.test(method);
  const body = unsupported
    ? { error: `the method ${method.slice(0, 32)} is not supported`, code: "method_not_allowed" }
    : { error: "the request's Host header or target is not a valid URL", code: "invalid_argument" };
  const headers: Record<string, string> = { "Content-Type": "application/json", "X-Response-Id": randomUUID(), Connection: "close" };
  if (unsupported) headers.Allow = "GET, HEAD, POST, PUT, PATCH, DELETE";
  return new Response(JSON.stringify(body), { status: unsupported ? 405 : 400, headers });
}

/** Builds a `Request` from a Node request. */
export function toRequest(req: NodeRequest, fallbackOrigin: string, signal?: AbortSignal): Request {
  const headers = headersOf(req);
  const url = requestUrl(req, fallbackOrigin);
  const method = (req.method ?? "GET").toUpperCase();
  const init: RequestInit & { duplex?: "half" } = { method, headers, ...(signal === undefined ? {} : { signal }) };
  if (method !== "GET" && method !== "HEAD") {
    const parsed = req.body;
    if (parsed !== undefined && (req.readableEnded || req.complete)) {
      // A body parser already consumed the stream: pass its result on.
      const bytes = Buffer.isBuffer(parsed) ? parsed : typeof parsed === "string" ? Buffer.from(parsed) : Buffer.from(JSON.stringify(parsed));
      headers.delete("content-length");
      headers.delete("transfer-encoding");
      init.body = bytes;
    } else if (hasBody(req)) {
      if (req.readableEnded || (req.readableDidRead && req.readableLength === 0 && req.complete)) {
        // Something read the stream before the handler and left no parsed body: waiting for it would hang.
        throw new BodyAlreadyReadError();
      }
      init.body = bodyStream(req);
      init.duplex = "half";
    }
  }
  return new Request(url, init);
}

/** A request whose body stream a framework read before the binding, keeping no parsed body. */
export class BodyAlreadyReadError extends AccessPlaneError {
  override readonly name: string = "BodyAlreadyReadError";
  constructor() {
    super(
      "internal",
      "the request body was read before the control plane got the request, and no parsed body (req.body) is at hand: mount the control plane before any body parser (with Fastify, use accessplane/fastify)",
    );
  }
}

/** Every line of one header of a Node request, joined as `Headers` joins them; `name` in lower case. */
function rawHeader(req: IncomingMessage, name: string): string | null {
  const raw = req.rawHeaders;
  let value: string | null = null;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (raw[i]!.length === name.length && raw[i]!.toLowerCase() === name) value = value === null ? raw[i + 1]! : `${value}, ${raw[i + 1]!}`;
  }
  return value;
}

/** The URL of a Node request: its Host (or the fallback origin) and its target. */
function requestUrl(req: NodeRequest, fallbackOrigin: string): URL {
  const host = rawHeader(req, "host");
  const origin = host === null ? fallbackOrigin : `${isEncrypted(req) ? "https" : "http"}://${host}`;
  // Express strips its mount path from req.url; originalUrl keeps the full path.
  return new URL(req.originalUrl ?? req.url ?? "/", origin);
}

/**
 * The request body as a web stream with backpressure. When the handler stops reading (an oversized
 * body), the request is paused, not destroyed, so the response can still be sent; the connection is
 * then closed instead of draining the rest.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on("data", (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.once("end", () => controller.close());
      req.once("error", (error) => controller.error(error));
      req.pause();
    },
    pull() {
      req.resume();
    },
    cancel() {
      req.pause();
      UNREAD_BODY.add(req);
    },
  });
}

/** Requests whose body the handler left unread: their connection is closed after the response. */
const UNREAD_BODY = new WeakSet<IncomingMessage>();

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

function isEncrypted(req: IncomingMessage): boolean {
  return (req.socket as { encrypted?: boolean } | undefined)?.encrypted === true;
}

/** Resolves when the response can take more data or has closed; leaves no listener behind. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

/** Headers as Node writes them, `Set-Cookie` lines kept apart. */
function outgoingHeaders(source: Headers): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  source.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = source.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  return headers;
}

/** Writes a `Response` to a Node response, streaming its body. */
export async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  // A body the handler built in memory goes out with the headers in one write, no web stream read.
  const parts = responseParts(response);
  if (parts !== undefined) {
    // The handler's record is this response's own: the length joins it rather than Node's header map.
    const headers: Record<string, string | string[]> = parts.headers instanceof Headers ? outgoingHeaders(parts.headers) : parts.headers;
    const { payload } = parts;
    // A body of known length goes out with its Content-Length, not chunked: one segment, no chunk framing.
    if (payload !== null && !hasHeader(headers, "content-length")) {
      headers["Content-Length"] = String(typeof payload === "string" ? Buffer.byteLength(payload) : payload.byteLength);
    }
    res.writeHead(parts.status, headers);
    res.end(payload ?? undefined);
    return;
  }
  res.writeHead(response.status, outgoingHeaders(response.headers));
  if (response.body === null) {
    res.end();
    return;
  }
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await drained(res);
      if (res.destroyed) {
        await reader.cancel();
        return;
      }
    }
    res.end();
  } finally {
    reader.releaseLock();
  }
}
