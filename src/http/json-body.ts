/**
 * Reading a request body safely: the size limit is enforced while streaming (so an oversized body is
 * refused before it is buffered), the JSON nesting depth is checked before parsing, and keys that
 * could reach prototypes are refused anywhere in the document.
 */
import { AccessPlaneError, invalidArgument } from "../errors.js";
import { escapePointer } from "../validation/json-pointer.js";
import { bodyChunks, headerOf, readsNodeRequest } from "./payloads.js";

/** Keys refused anywhere in a request body. */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Reads the body as bytes, failing with `payload_too_large` as soon as it passes `maxBytes`. A
 * request a Node binding handed over lazily is read straight from the Node request (see
 * {@link bodyChunks}), with no `Request` and web stream built for it. Past the limit the rest is left
 * unread, not drained: the binding closes the connection once the response is out (a web stream is
 * cancelled, which tells the binding the same).
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = headerOf(request, "content-length");
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge(maxBytes);
  const chunks = bodyChunks(request);
  const iterator = chunks[Symbol.asyncIterator]();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: IteratorResult<Uint8Array>;
    try {
      chunk = await iterator.next();
    } catch (error) {
      // The stream broke: the client aborted its upload or the connection dropped.
      throw new AccessPlaneError("invalid_argument", "the request body was not received in full", { cause: new ClientAbortedError(error) });
    }
    if (chunk.done === true) break;
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      // A web stream is cancelled (which tells the binding); a Node request is left as it is.
      if (!readsNodeRequest(request, chunks)) await iterator.return?.().catch(() => {});
      throw tooLarge(maxBytes);
    }
    parts.push(chunk.value);
  }
  return concatBytes(parts, size);
}

/** Chunks of `size` bytes in all, as one array (the chunk itself when there is one). */
export function concatBytes(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A request body read up to `maxBytes`: `bytes`, the whole of it when it is no longer; and `body`, the
 * same chunks again for the service to read (those read, then the rest; a failure to read it, such as
 * a client that went away, at the point where it happened).
 */
export async function readUpTo(chunks: AsyncIterable<Uint8Array>, maxBytes: number): Promise<{ bytes?: Uint8Array; body: AsyncIterable<Uint8Array> }> {
  const iterator = chunks[Symbol.asyncIterator]();
  const parts: Uint8Array[] = [];
  let size = 0;
  let failure: { error: unknown } | undefined;
  for (;;) {
    let next: IteratorResult<Uint8Array>;
    try {
      next = await iterator.next();
    } catch (error) {
      failure = { error };
      break;
    }
    if (next.done === true) return { bytes: concatBytes(parts, size), body: replayed(parts, undefined, undefined) };
    parts.push(next.value);
    size += next.value.byteLength;
    if (size > maxBytes) break;
  }
  return { body: replayed(parts, failure === undefined ? iterator : undefined, failure) };
}

async function* replayed(parts: Uint8Array[], rest: AsyncIterator<Uint8Array> | undefined, failure: { error: unknown } | undefined): AsyncIterable<Uint8Array> {
  yield* parts;
  if (failure !== undefined) throw failure.error;
  if (rest === undefined) return;
  for (let next = await rest.next(); next.done !== true; next = await rest.next()) yield next.value;
}

/** The cause of an error that only says the client went away: logged at debug level, never as an error. */
export class ClientAbortedError extends AccessPlaneError {
  override readonly name: string = "ClientAbortedError";
  constructor(readonly reason: unknown) {
    super("invalid_argument", "the client went away before its request was read");
  }
}

function tooLarge(maxBytes: number): AccessPlaneError {
  return new AccessPlaneError("payload_too_large", `the request body is larger than ${maxBytes} bytes`);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Parses a JSON body within the limits; every failure is a 400 that does not echo the body. */
export function parseJsonBody(bytes: Uint8Array, maxDepth: number): unknown {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw invalidArgument("", "the request body is not valid UTF-8");
  }
  if (jsonDepth(text) > maxDepth) throw invalidArgument("", `the JSON document nests deeper than ${maxDepth} levels`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // V8's message names a position, never more than a few characters of the input.
    const reason = error instanceof SyntaxError ? error.message.replace(/"[^"]{20,}"/g, "…") : "syntax error";
    throw invalidArgument("", `malformed JSON: ${reason}`);
  }
  // One walk over the body: a forbidden key anywhere is reported first, else the first bad string.
  let bad: { pointer: string; message: string } | undefined;
  const forbidden = firstInDocument(value, (node, pointer, isKey) => {
    if (isKey && FORBIDDEN_KEYS.has(node as string)) return pointer;
    bad ??= badStringAt(node, pointer, isKey);
    return undefined;
  });
  if (forbidden !== undefined) throw invalidArgument(forbidden, "this key is not allowed");
  if (bad !== undefined) throw invalidArgument(bad.pointer, bad.message);
  return value;
}

/** The deepest nesting of `[` and `{` outside strings; linear and without recursion. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > deepest) deepest = depth;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a string cannot be taken: a NUL character, or a lone surrogate (not Unicode, not UTF-8). */
export function stringProblem(text: string): string | undefined {
  if (text.includes("\u0000")) return "NUL characters are not allowed";
  if (LONE_SURROGATE.test(text)) return "lone surrogates (\\ud800-\\udfff without their pair) are not allowed";
  return undefined;
}

/**
 * Walks a parsed document depth first, every value and every key (with its pointer), until `check`
 * returns something; that is the answer.
 */
function firstInDocument<T>(value: unknown, check: (node: unknown, pointer: string, isKey: boolean) => T | undefined): T | undefined {
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    const found = check(current, path, false);
    if (found !== undefined) return found;
    if (current === null || typeof current !== "object") continue;
    if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, `${path}/${index}`]));
      continue;
    }
    for (const key of Object.keys(current)) {
      const pointer = `${path}/${escapePointer(key)}`;
      const atKey = check(key, pointer, true);
      if (atKey !== undefined) return atKey;
      stack.push([(current as Record<string, unknown>)[key], pointer]);
    }
  }
  return undefined;
}

/** What {@link stringProblem} says of one node of a document (a key or a value), with its pointer. */
function badStringAt(node: unknown, pointer: string, isKey: boolean): { pointer: string; message: string } | undefined {
  if (typeof node !== "string") return undefined;
  const message = stringProblem(node);
  return message === undefined ? undefined : { pointer, message: isKey ? `in a key: ${message}` : message };
}

/** The first key or string value of a parsed document that {@link stringProblem} refuses. */
export function findBadString(value: unknown): { pointer: string; message: string } | undefined {
  return firstInDocument(value, badStringAt);
}

/** The JSON Pointer of the first forbidden key in a parsed document, if any. */
export function findForbiddenKey(value: unknown): string | undefined {
  return firstInDocument(value, (node, pointer, isKey) => (isKey && FORBIDDEN_KEYS.has(node as string) ? pointer : undefined));
}
