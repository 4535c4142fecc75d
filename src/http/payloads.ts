/**
 * The bytes of the responses the handler builds, kept beside each `Response` so that the Node binding
 * writes them in one call instead of reading the body back through a web stream. A response's body
 * cannot change after it is built, so the bytes are always its body (its headers may change, and are
 * read from the response itself).
 */
const PAYLOADS = new WeakMap<Response, Uint8Array | string>();

/** A response whose body is `payload`, registered for the fast write. */
export function responseWithPayload(payload: Uint8Array | string | null, init: ResponseInit): Response {
  const response = new Response(payload, init);
  if (payload !== null) PAYLOADS.set(response, payload);
  return response;
}

/** The body of a response the handler built, unread; `undefined` for any other response. */
export function payloadOf(response: Response): Uint8Array | string | undefined {
  return response.bodyUsed ? undefined : PAYLOADS.get(response);
}
