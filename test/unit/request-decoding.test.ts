import { describe, expect, it } from "vitest";
import { findForbiddenKey, jsonDepth, parseJsonBody, readBodyBytes } from "../../src/http/json-body.js";
import { parseIfMatch } from "../../src/http/handler.js";
import { typiaPathToPointer, validated } from "../../src/validation/report.js";
import { validateSettingsWrite } from "../../src/validation/generated/validators.js";
import { AccessPlaneError } from "../../src/errors.js";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("JSON request bodies", () => {
  it("measures depth outside strings only", () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3);
    expect(jsonDepth('"\\"[["')).toBe(0);
  });

  it("refuses documents deeper than the limit before parsing them", () => {
    expect(() => parseJsonBody(bytes("[".repeat(100_000) + "]".repeat(100_000)), 32)).toThrow(/nests deeper than 32/);
    expect(parseJsonBody(bytes('{"a":{"b":[1]}}'), 3)).toEqual({ a: { b: [1] } });
  });

  it("finds __proto__, constructor and prototype keys anywhere, escaped or not", () => {
    expect(findForbiddenKey(JSON.parse('{"a":[{"b":{"__proto__":1}}]}'))).toBe("/a/0/b/__proto__");
    expect(findForbiddenKey(JSON.parse('{"\\u005f_proto__":1}'))).toBe("/__proto__");
    expect(findForbiddenKey(JSON.parse('{"x/y":{"constructor":1}}'))).toBe("/x~1y/constructor");
    expect(findForbiddenKey({ safe: { proto: 1 } })).toBeUndefined();
  });

  it("refuses invalid UTF-8 and malformed JSON without echoing the body", () => {
    expect(() => parseJsonBody(new Uint8Array([0x7b, 0xff, 0x7d]), 32)).toThrow(/not valid UTF-8/);
    try {
      parseJsonBody(bytes('{"secret":"hunter2-very-secret-value-here", oops}'), 32);
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/malformed JSON/);
      expect((error as Error).message).not.toContain("hunter2");
    }
  });

  it("stops reading a stream as soon as it passes the limit", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
        if (pulled > 10_000) controller.close();
      },
    });
    const request = new Request("http://x/", { method: "POST", body: stream, duplex: "half" });
    await expect(readBodyBytes(request, 4096)).rejects.toMatchObject({ code: "payload_too_large" });
    expect(pulled).toBeLessThan(10);
  });
});

describe("typia errors as JSON Pointers", () => {
  it("converts access paths", () => {
    expect(typiaPathToPointer("$input")).toBe("");
    expect(typiaPathToPointer("$input.to[0]")).toBe("/to/0");
    expect(typiaPathToPointer('$input.setResponseHeaders["X-A/b~c"]')).toBe("/setResponseHeaders/X-A~1b~0c");
  });

  it("lists every offending path, without the offending values", () => {
    try {
      validated(
        validateSettingsWrite({
          logLevel: "info",
          address: ":443",
          dnsLookupFamily: "SOMETIMES",
          timeoutRead: "1.5s",
          timeoutWrite: "0s",
          timeoutIdle: "5m",
          cookieName: "_p",
          cookieHttpOnly: true,
          cookieExpire: "14h",
          defaultUpstreamTimeout: "30s",
          tracingSampleRate: 0.5,
          skipXffAppend: false,
          passIdentityHeaders: false,
          autoApplyChangesets: true,
          cookieSecret: 12345,
          mystery: "top-secret-value",
        }),
        "settings",
      );
      expect.unreachable();
    } catch (error) {
      const e = error as AccessPlaneError;
      expect(e.code).toBe("invalid_argument");
      expect(e.details?.map((d) => d.path).sort()).toEqual(["/cookieSecret", "/dnsLookupFamily", "/mystery", "/timeoutRead"]);
      expect(JSON.stringify(e.details) + e.message).not.toMatch(/top-secret-value|12345|SOMETIMES/);
    }
  });
});

describe("If-Match", () => {
  it("reads weak and strong versions, ignores *, refuses anything else", () => {
    expect(parseIfMatch(null)).toBeUndefined();
    expect(parseIfMatch("*")).toBeUndefined();
    expect(parseIfMatch('W/"12"')).toBe(12);
    expect(parseIfMatch('"3"')).toBe(3);
    expect(() => parseIfMatch("banana")).toThrow(AccessPlaneError);
  });
});

describe("strings that are not text", () => {
  it("refuses NUL characters and lone surrogates in any key or value, at their pointer", async () => {
    const { findBadString } = await import("../../src/http/json-body.js");
    expect(findBadString({ name: "a\u0000b" })).toMatchObject({ pointer: "/name", message: expect.stringMatching(/NUL/) });
    expect(findBadString({ list: ["ok", "\ud800"] })).toMatchObject({ pointer: "/list/1", message: expect.stringMatching(/surrogate/) });
    expect(findBadString({ ["k\udc00"]: 1 })).toMatchObject({ pointer: "/k\udc00" });
    expect(findBadString({ name: "😀 ünïcode" })).toBeUndefined();
    expect(() => parseJsonBody(new TextEncoder().encode('{"name":"x\\u0000"}'), 32)).toThrow(/NUL/);
    expect(() => parseJsonBody(new TextEncoder().encode('{"name":"\\ud83d"}'), 32)).toThrow(/surrogate/);
  });
});

describe("response ids", () => {
  it("keeps a well-formed incoming X-Request-Id and replaces a malformed one", async () => {
    const { createTestPlane } = await import("../support/planes.js");
    const test = await createTestPlane();
    const idOf = async (requestId: string) =>
      (await test.plane.fetch(new Request("http://localhost/healthz", { headers: { "x-request-id": requestId } }))).headers.get("x-response-id");
    expect(await idOf("abc-12345678")).toBe("abc-12345678");
    for (const bad of ["short", "has space 12345", "x".repeat(200), 'quote"12345678']) {
      expect(await idOf(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("access log", () => {
  it("logs one line per request: template, operation, status, duration, response id, principal; never the token or ids of the path", async () => {
    const { createTestPlane } = await import("../support/planes.js");
    const { call, exchange } = await import("../support/api.js");
    const test = await createTestPlane(undefined, { accessLog: true });
    const token = await exchange(test, test.refreshToken);
    const before = test.logs.length;
    const res = await call(test, "GET", `/organizations/${test.orgId}/clusters/${test.clusterId}`, { as: { token } });
    expect(res.status).toBe(200);
    const lines = test.logs.slice(before).filter((line) => line.message === "request");
    expect(lines).toHaveLength(1);
    expect(lines[0]!.fields).toMatchObject({
      method: "GET",
      path: "/api/v0/organizations/{organizationId}/clusters/{clusterId}",
      operationId: "getCluster",
      status: 200,
      responseId: res.headers.get("x-response-id"),
      principal: expect.any(String),
    });
    expect(typeof lines[0]!.fields!.durationMs).toBe("number");
    const text = JSON.stringify(lines);
    expect(text).not.toContain(token);
    expect(text).not.toContain(test.clusterId);
    // A request that reaches no operation is logged too.
    await call(test, "GET", "/nowhere");
    expect(test.logs.at(-1)).toMatchObject({ message: "request", fields: { status: 404, method: "GET" } });
  });
});
