/**
 * The node binding's requests answer the handler's header lookups from the raw lines Node parsed
 * (`headerOf`), without building a `Headers`: the answers must be those `Headers` gives.
 */
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { headerOf, lightRequest } from "../../src/http/payloads.js";

function requestWith(rawHeaders: string[]): Request {
  return lightRequest({
    incoming: { rawHeaders } as unknown as IncomingMessage,
    method: "GET",
    url: new URL("http://localhost/"),
    real: {
      build: () => {
        throw new Error("a header lookup must not build the real request");
      },
    },
  });
}

describe("headerOf on a binding's request", () => {
  const token = `Bearer ${"a".repeat(400)}.${"b".repeat(300)}.${"c".repeat(86)}`;
  const raw = [
    ["Authorization", token],
    ["X-Leading", " \tvalue"],
    ["X-Trailing", "value \t"],
    ["X-Both", "\t  inner  spaces kept \t "],
    ["X-Line-Ends", "\r\nvalue\r\n"],
    ["X-Blank", " \t "],
    ["X-Empty", ""],
    ["X-Repeated", "one "],
    ["x-repeated", " two"],
    ["X-Single", "x"],
  ];

  it("answers each name as Headers does: ends trimmed, repeated lines joined, lookups by lower case", () => {
    const request = requestWith(raw.flat());
    const headers = new Headers();
    for (const [name, value] of raw) headers.append(name!, value!);
    for (const name of ["authorization", "x-leading", "x-trailing", "x-both", "x-line-ends", "x-blank", "x-empty", "x-repeated", "x-single", "x-missing"]) {
      expect(headerOf(request, name), name).toBe(headers.get(name));
    }
    expect(headerOf(request, "x-both")).toBe("inner  spaces kept");
    expect(headerOf(request, "x-repeated")).toBe("one, two");
    expect(headerOf(request, "authorization")).toBe(token);
  });
});
