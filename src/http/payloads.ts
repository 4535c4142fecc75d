/**
 * Lightweight stand-ins for the Fetch API's `Request` and `Response` on the hot path of the Node
 * binding (the technique of @hono/node-server's listener, written for this handler's needs).
 *
 * Building an undici `Request` (headers copied, an abort signal, a body stream) and `Response` (headers
 * copied, the body wrapped in a web stream) cost more than a small API request itself. These objects
 * are real `Request`/`Response` instances to any caller (`instanceof` holds, every property and method
 * works): the first use of anything beyond the cheap parts (method, URL, headers; status, headers and
 * a small body read whole) builds the real object once and forwards to it. The Node binding reads the
 * parts directly and writes them without ever building the real objects.
 */
import type { IncomingMessage } from "node:http";

/** Whether the light classes' prototypes are linked to the real ones yet (see `linkPrototypes`). */
let linked = false;

/** The body-reading methods of both `Request` and `Response`. */
const BODY_METHODS = ["arrayBuffer", "blob", "bytes", "clone", "formData", "json", "text"];

/**
 * Makes `getters` and the body methods of a light object's prototype read from the real object, built
 * by `real` on first use.
 */
function forwardToReal(prototype: object, getters: readonly string[], real: (self: object) => object): void {
  for (const name of getters) {
    Object.defineProperty(prototype, name, {
      get(this: object) {
        return (real(this) as Record<string, unknown>)[name];
      },
    });
  }
  for (const name of BODY_METHODS) {
    // A method the prototype defines itself (a light response's reads of its parts) stays its own.
    if (Object.hasOwn(prototype, name)) continue;
    Object.defineProperty(prototype, name, {
      value(this: object, ...args: unknown[]) {
        const target = real(this) as Record<string, (...a: unknown[]) => unknown>;
        return target[name]!.apply(target, args);
      },
    });
  }
}

/** The parts of a response the handler built, while no caller has needed the real `Response`. */
interface ResponseParts {
  status: number;
  /** A plain record (as built), or the `Headers` a caller asked for (and may have changed). */
  headers: Record<string, string> | Headers;
  payload: Uint8Array | string | null;
}

const PARTS = Symbol("accessplane.responseParts");
const REAL_RESPONSE = Symbol("accessplane.realResponse");
const READ = Symbol("accessplane.bodyRead");

interface LightResponseFields {
  [PARTS]: ResponseParts | undefined;
  [REAL_RESPONSE]: Response | undefined;
  /** Whether a caller read the body from the parts (see {@link readFromParts}). */
  [READ]: boolean;
}

/**
 * Byte payloads of this size or more reach a real `Response` as a stream of copies of this size: given
 * the bytes themselves, undici copies them whole into one new buffer, in one stretch of the event loop
 * and one large allocation, for every caller that reads the body (`plane.fetch`, or a Hono app serving
 * the plane's responses). The proxy's YAML at 10 000 routes (4.3 MB), asked for again and read through
 * `plane.fetch`: 5.5-8.5 ms a GET that way, 0.8-1.8 ms in pieces (measured on this project's 2-core VM).
 * Copies, not views: a reader owns the chunks it reads, and the bytes are the version's, kept for the
 * next caller.
 */
export const STREAMED_PAYLOAD_BYTES = 64 * 1024;

/** Whether a real `Response` gets `payload` in pieces (see {@link STREAMED_PAYLOAD_BYTES}). */
function streamed(payload: Uint8Array | string | null): payload is Uint8Array {
  return payload instanceof Uint8Array && payload.byteLength >= STREAMED_PAYLOAD_BYTES;
}

/** Whether a header record has the header named `lowerCaseName`, in any case. */
export function hasHeader(headers: Record<string, unknown>, lowerCaseName: string): boolean {
  for (const name in headers) if (name.length === lowerCaseName.length && name.toLowerCase() === lowerCaseName) return true;
  return false;
}

/** `bytes` as a body stream, a copy of {@link STREAMED_PAYLOAD_BYTES} at most a pull. */
function piecesOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const end = Math.min(at + STREAMED_PAYLOAD_BYTES, bytes.byteLength);
      // A copy: a Buffer's `slice` is a view.
      controller.enqueue(new Uint8Array(bytes.subarray(at, end)));
      at = end;
      if (at === bytes.byteLength) controller.close();
    },
  });
}

function realResponse(self: LightResponseFields): Response {
  let real = self[REAL_RESPONSE];
  if (real === undefined) {
    const parts = self[PARTS]!;
    const { payload } = parts;
    // A body already read from the parts is read again here, so that the real response is as used.
    real = new Response(self[READ] ? "" : streamed(payload) ? piecesOf(payload) : payload, { status: parts.status, headers: parts.headers });
    if (self[READ]) void real.arrayBuffer();
    self[REAL_RESPONSE] = real;
    self[PARTS] = undefined;
  }
  return real;
}

/** A response of the handler: its status, headers and body as built, the real `Response` on demand. */
class LightResponse implements LightResponseFields {
  [PARTS]: ResponseParts | undefined;
  [REAL_RESPONSE]: Response | undefined = undefined;
  [READ] = false;

  constructor(payload: Uint8Array | string | null, status: number, headers: Record<string, string>) {
    // A stream has no length of its own: the bytes' goes with it, so that a server writing the real
    // response (which reads its headers before its body) sends one body of known length, not chunks.
    if (streamed(payload) && !hasHeader(headers, "content-length")) headers["Content-Length"] = String(payload.byteLength);
    this[PARTS] = { status, headers, payload };
  }

  get status(): number {
    return this[PARTS]?.status ?? realResponse(this).status;
  }

  get ok(): boolean {
    const status = this.status;
    return status >= 200 && status < 300;
  }

  get headers(): Headers {
    const parts = this[PARTS];
    if (parts === undefined) return realResponse(this).headers;
    if (!(parts.headers instanceof Headers)) parts.headers = new Headers(parts.headers);
    return parts.headers;
  }
}
Object.defineProperty(LightResponse.prototype, "bodyUsed", {
  get(this: LightResponseFields) {
    return this[PARTS] === undefined ? realResponse(this).bodyUsed : this[READ];
  },
});

const utf8 = new TextDecoder();
/** A string's lone surrogates as U+FFFD, as a body's UTF-8 encoding makes them (ES2024; Node 20 has it). */
type WellFormable = string & { toWellFormed(): string };
const utf8Encoder = new TextEncoder();

/**
 * A body of fewer than {@link STREAMED_PAYLOAD_BYTES} read whole (`text`, `json`, `arrayBuffer`,
 * `bytes`), as the caller of `plane.fetch` in the same process reads it: from the parts, with the
 * `Response`'s rules (a body is read once, then `bodyUsed` holds and another read rejects with a
 * `TypeError`; no body reads as empty, any number of times; text is UTF-8 decoded, a leading BOM
 * dropped), but without building the real `Response`, whose body stream cost more than the rest of a
 * small GET's answer (a stream, its controller and a transferable object for each response). A
 * larger body, or one whose real `Response` exists, is read by the real one.
 */
function readFromParts<T>(name: string, read: (payload: Uint8Array | string | null) => T): void {
  Object.defineProperty(LightResponse.prototype, name, {
    async value(this: LightResponseFields): Promise<T> {
      const parts = this[PARTS];
      if (parts === undefined || streamed(parts.payload)) {
        const real = realResponse(this) as unknown as Record<string, () => Promise<T>>;
        return real[name]!.call(real);
      }
      if (this[READ]) throw new TypeError("Body is unusable: Body has already been read");
      if (parts.payload !== null) this[READ] = true;
      return read(parts.payload);
    },
  });
}
const textOf = (payload: Uint8Array | string | null): string =>
  payload === null ? "" : typeof payload === "string" ? (payload as WellFormable).toWellFormed() : utf8.decode(payload);
const bytesOf = (payload: Uint8Array | string | null): Uint8Array =>
  payload === null ? new Uint8Array(0) : typeof payload === "string" ? utf8Encoder.encode(payload) : new Uint8Array(payload);
readFromParts("text", textOf);
readFromParts("json", (payload) => JSON.parse(textOf(payload)) as unknown);
readFromParts("arrayBuffer", (payload) => bytesOf(payload).buffer);
readFromParts("bytes", bytesOf);
forwardToReal(LightResponse.prototype, ["body", "redirected", "statusText", "type", "url"], (self) => realResponse(self as LightResponseFields));

/** A response whose body is `payload` (`null`: none), built lazily. */
export function responseWithPayload(payload: Uint8Array | string | null, status: number, headers: Record<string, string>): Response {
  linkPrototypes();
  return new LightResponse(payload, status, headers) as unknown as Response;
}

/** The parts of a response the handler built and nobody has read; `undefined` for any other response. */
export function responseParts(response: Response): ResponseParts | undefined {
  return response instanceof LightResponse && !response[READ] ? response[PARTS] : undefined;
}

const INCOMING = Symbol("accessplane.incoming");
const REAL_REQUEST = Symbol("accessplane.realRequest");

interface LightRequestFields {
  [INCOMING]: IncomingMessage;
  [REAL_REQUEST]: Request | undefined;
}

/** What a binding knows of a request it hands over lazily. */
interface LightRequestSource {
  incoming: IncomingMessage;
  method: string;
  url: URL;
  /** Builds the real `Request` (body stream and all) when a caller needs more than the cheap parts. */
  real: { build(): Request };
}

function realRequest(self: LightRequest): Request {
  let real = self[REAL_REQUEST];
  if (real === undefined) {
    real = self.source.real.build();
    self[REAL_REQUEST] = real;
  }
  return real;
}

/** A request from a Node binding: method, URL and headers read from the Node request on demand. */
class LightRequest implements LightRequestFields {
  [INCOMING]: IncomingMessage;
  [REAL_REQUEST]: Request | undefined = undefined;
  private builtHeaders: Headers | undefined;
  /** The header lines by lower-case name, read once for the handler's own lookups. */
  lines: Map<string, string> | undefined;

  constructor(readonly source: LightRequestSource) {
    this[INCOMING] = source.incoming;
  }

  get method(): string {
    return this.source.method;
  }

  get url(): string {
    return this.source.url.href;
  }

  get headers(): Headers {
    const real = this[REAL_REQUEST];
    if (real !== undefined) return real.headers;
    return (this.builtHeaders ??= headersOf(this[INCOMING]));
  }
}
forwardToReal(
  LightRequest.prototype,
  ["body", "bodyUsed", "cache", "credentials", "destination", "duplex", "integrity", "keepalive", "mode", "redirect", "referrer", "referrerPolicy", "signal"],
  (self) => realRequest(self as LightRequest),
);

/** A request a binding hands over lazily, a real `Request` to its callers. */
export function lightRequest(source: LightRequestSource): Request {
  linkPrototypes();
  return new LightRequest(source) as unknown as Request;
}

/**
 * Makes the light objects `Request`s and `Response`s (`instanceof` holds), once, before the first is
 * made: not as this module loads, since the first read of `globalThis.Request` or `Response` loads
 * Node's fetch implementation (undici; 15–20 ms of a cold import of the package, measured in turns),
 * which a process that serves no request, such as a command of the CLI, never needs. A server calls
 * it before it listens, so that its first request does not load that implementation.
 */
export function linkPrototypes(): void {
  if (linked) return;
  Object.setPrototypeOf(LightResponse.prototype, Response.prototype);
  Object.setPrototypeOf(LightRequest.prototype, Request.prototype);
  linked = true;
}

/**
 * A request's body as chunks: read straight from the Node request when a binding handed it over
 * lazily and nothing has read it yet (no `Request` to build), else from the `Request`'s stream.
 */
export function bodyChunks(request: Request): AsyncIterable<Uint8Array> {
  if (request instanceof LightRequest && request[REAL_REQUEST] === undefined) {
    const incoming = request[INCOMING];
    // A framework that read the body first (Express's parsers) left it on `body`: the real request has it.
    if (!incoming.readableDidRead && !incoming.readableEnded && !("body" in incoming)) return incoming;
  }
  const body = request.body;
  return body === null ? (async function* () {})() : body;
}

/**
 * Whether `chunks` (from {@link bodyChunks}) are read straight from the Node request: a reader that
 * stops early must then leave them as they are, since ending their iterator destroys the socket before
 * the response can be sent (the binding closes the connection after the response instead).
 */
export function readsNodeRequest(request: Request, chunks: AsyncIterable<Uint8Array>): boolean {
  return request instanceof LightRequest && chunks === request[INCOMING];
}

/** Every header line of a Node request, as `Headers` (repeated lines joined as `Headers` joins them). */
export function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!;
    // HTTP/2 pseudo-headers are not headers of the request.
    if (name.charCodeAt(0) === 58 /* ":" */) continue;
    headers.append(name, raw[i + 1]!);
  }
  return headers;
}

/** Whether `code` is whitespace `Headers` trims from a value's ends (tab, line feed, carriage return, space). */
function isEdgeSpace(code: number): boolean {
  return code === 9 || code === 10 || code === 13 || code === 32;
}

/**
 * A header of a request, as `request.headers.get(name)` answers (every line of it, joined by ", "),
 * read straight from the raw lines of a binding's request. `name` is lower case.
 */
export function headerOf(request: Request, name: string): string | null {
  if (!(request instanceof LightRequest) || request[REAL_REQUEST] !== undefined) return request.headers.get(name);
  return (request.lines ??= headerLines(request[INCOMING].rawHeaders)).get(name) ?? null;
}

/** The header lines of a request by lower-case name, repeated lines joined as `Headers` joins them. */
function headerLines(raw: readonly string[]): Map<string, string> {
  const lines = new Map<string, string>();
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.charCodeAt(0) === 58 /* ":" */) continue;
    const key = name.toLowerCase();
    // Headers trims leading and trailing whitespace of each value (Node's parser mostly has already).
    const text = raw[i + 1]!;
    // Its first and last characters looked at, not the whole value (a bearer token is long).
    const edged = text.length > 0 && (isEdgeSpace(text.charCodeAt(0)) || isEdgeSpace(text.charCodeAt(text.length - 1)));
    const value = edged ? text.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, "") : text;
    const before = lines.get(key);
    lines.set(key, before === undefined ? value : `${before}, ${value}`);
  }
  return lines;
}

/** The parsed URL of a request: the binding's when it has one, else parsed from `request.url`. */
export function urlOf(request: Request): URL {
  // The binding's URL object is never handed to anyone who could change it.
  return request instanceof LightRequest ? request.source.url : new URL(request.url);
}
