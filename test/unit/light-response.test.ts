/**
 * The handler's responses are light objects (`src/http/payloads.ts`): a caller in the same process that
 * reads a small body whole (`text`, `json`, `arrayBuffer`, `bytes`) reads it from the parts the handler
 * built, without a real `Response`. Each read must give what the same body read from a real `Response`
 * gives: the value or the error, `bodyUsed` after it, a second read, the body stream and `clone()`
 * after it; and a response whose body was read is no longer handed to a binding as unread parts.
 */
import { describe, expect, it } from "vitest";
import { responseParts, responseWithPayload, STREAMED_PAYLOAD_BYTES } from "../../src/http/payloads.js";

const READS = ["text", "json", "arrayBuffer", "bytes"] as const;
type Read = (typeof READS)[number];

const PAYLOADS: Record<string, () => Uint8Array | string | null> = {
  "a JSON string": () => JSON.stringify({ id: "r1", name: "route", to: ["https://upstream.internal"], n: 1 }),
  "an empty string": () => "",
  "no body": () => null,
  "JSON bytes": () => new TextEncoder().encode('{"a":[1,2,{"b":"ü"}]}'),
  "bytes with a BOM and invalid UTF-8": () => new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0x69, 0xff, 0xc3]),
  "a string with a lone surrogate": () => '"a\ud800b"',
  "text that is not JSON": () => "not json",
  // Read by the real response, as before: the same answers.
  "a body of the streamed size": () => new TextEncoder().encode(JSON.stringify({ big: "x".repeat(STREAMED_PAYLOAD_BYTES) })),
};

/** What a read gives, comparable across the two: the value (bytes as arrays), or the error's class. */
async function outcome(response: Response, read: Read): Promise<unknown> {
  try {
    const value = await (response as unknown as Record<Read, () => Promise<unknown>>)[read].call(response);
    if (value instanceof ArrayBuffer) return { buffer: [...new Uint8Array(value)] };
    if (value instanceof Uint8Array) return { bytes: [...value] };
    return { value };
  } catch (error) {
    return { error: (error as Error).constructor.name };
  }
}

/** Everything a caller can notice of a body read once, then again. */
async function observed(response: Response, read: Read): Promise<unknown> {
  const first = await outcome(response, read);
  const usedAfter = response.bodyUsed;
  const second = await outcome(response, read);
  let clone: string;
  try {
    response.clone();
    clone = "cloned";
  } catch (error) {
    clone = (error as Error).constructor.name;
  }
  return { first, usedAfter, second, clone, bodyLocked: response.body?.locked ?? null, usedAtEnd: response.bodyUsed };
}

describe("a light response's body read in the same process", () => {
  for (const [what, payload] of Object.entries(PAYLOADS)) {
    for (const read of READS) {
      it(`${what}, read with ${read}(), is read as a real Response reads it`, async () => {
        const light = responseWithPayload(payload(), 200, { "content-type": "application/json" });
        const real = new Response(payload(), { status: 200, headers: { "content-type": "application/json" } });
        expect(light).toBeInstanceOf(Response);
        expect(light.bodyUsed).toBe(false);
        expect(await observed(light, read)).toEqual(await observed(real, read));
      });
    }
  }

  it("is no longer handed to a binding as unread parts once its body was read", async () => {
    const response = responseWithPayload('{"a":1}', 200, { "content-type": "application/json" });
    expect(responseParts(response)?.payload).toBe('{"a":1}');
    expect(await response.json()).toEqual({ a: 1 });
    expect(responseParts(response)).toBeUndefined();
    // Its status and headers are still its own.
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
  });

  it("reads the same body from the parts as the real response would after the headers were asked for", async () => {
    const response = responseWithPayload('{"a":2}', 201, { "X-Kind": "test" });
    expect(response.headers.get("x-kind")).toBe("test");
    expect(await response.json()).toEqual({ a: 2 });
    expect(response.ok).toBe(true);
    expect(response.bodyUsed).toBe(true);
  });
});
