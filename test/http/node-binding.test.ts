/** The Node converter on its own: bodies parsed by Express, multi-value headers, streaming both ways. */
import express from "express";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createControlPlane, silentLogger } from "accessplane";
import { toNodeHandler } from "accessplane/node";
import { createTestPlane } from "../support/planes.js";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

function listen(server: Server): Promise<string> {
  servers.push(server);
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

describe("toNodeHandler", () => {
  it("hands the fetch function a real Request and gets a real Response back (instanceof holds, as frameworks check)", async () => {
    const test = await createTestPlane();
    const seen: Record<string, boolean | string> = {};
    const serve = toNodeHandler(async (request) => {
      seen.request = request instanceof Request;
      seen.method = request.method;
      const response = await test.plane.fetch(request);
      seen.response = response instanceof Response;
      return response;
    });
    const url = await listen(createServer(serve));
    const answer = await fetch(`${url}/api/v0/organizations/${test.orgId}`);
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { code: string }).code).toBe("unauthenticated");
    expect(seen).toEqual({ request: true, method: "GET", response: true });
  });

  it("accepts a body that express.json() already parsed", async () => {
    const test = await createTestPlane();
    const app = express();
    app.use(express.json());
    app.use(toNodeHandler(test.plane.fetch));
    const url = await listen(createServer(app));
    const exchanged = await fetch(`${url}/api/v0/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refreshToken: test.refreshToken }),
    });
    expect(exchanged.status).toBe(200);
    const { idToken } = (await exchanged.json()) as { idToken: string };
    const created = await fetch(`${url}/api/v0/organizations/${test.orgId}/namespaces`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ name: "parsed-by-express", parentId: test.orgId }),
    });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { name: string }).name).toBe("parsed-by-express");
    // A __proto__ key survives express.json() as an own property and is still refused.
    const sneaky = await fetch(`${url}/api/v0/organizations/${test.orgId}/namespaces`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${idToken}` },
      body: `{"name":"x","parentId":"${test.orgId}","__proto__":{"polluted":true}}`,
    });
    expect(sneaky.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("answers 500 with a clear log line, never hangs, when something read the body first and kept nothing", async () => {
    const test = await createTestPlane();
    const serve = toNodeHandler(test.plane.fetch, { logger: silentLogger });
    // A framework that reads the body for itself and hands the request on without a parsed body.
    const url = await listen(
      createServer((req, res) => {
        req.resume();
        req.once("end", () => serve(req, res));
      }),
    );
    const answer = await fetch(`${url}/api/v0/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refreshToken: test.refreshToken }),
    });
    expect(answer.status).toBe(500);
    expect(((await answer.json()) as { code: string }).code).toBe("internal");
    const line = test.logs.find((entry) => entry.message === "internal error");
    expect(String(line?.fields?.error)).toMatch(
      /BodyAlreadyReadError: the request body was read before the control plane got the request.*accessplane\/fastify/,
    );
  });

  it("keeps multi-value response headers and request header lines", async () => {
    let seen: string | null = null;
    const base = await listen(
      createServer(
        toNodeHandler(async (request) => {
          seen = request.headers.get("x-multi");
          const headers = new Headers({ "content-type": "text/plain" });
          headers.append("set-cookie", "a=1; Path=/");
          headers.append("set-cookie", "b=2; Path=/");
          return new Response("ok", { headers });
        }),
      ),
    );
    const res = await fetch(base, {
      headers: [
        ["x-multi", "one"],
        ["x-multi", "two"],
      ],
    });
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(seen).toBe("one, two");
  });

  it("sends the plane's answers with their Content-Length, not chunked", async () => {
    const test = await createTestPlane();
    // The plane itself, not the test's wrapper (which reads every response to scan it).
    const plane = await createControlPlane({ backgroundSweep: false, store: test.store, logger: silentLogger });
    const url = await listen(createServer(toNodeHandler(plane.fetch)));
    const idToken = (
      (await (
        await fetch(`${url}/api/v0/token`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ refreshToken: test.refreshToken }),
        })
      ).json()) as { idToken: string }
    ).idToken;
    // Raw HTTP/1.1, so that the framing the server chose is what the test reads.
    const { connect } = await import("node:net");
    const raw = (method: string, path: string): Promise<string> =>
      new Promise((resolve, reject) => {
        const socket = connect(Number(new URL(url).port), "127.0.0.1");
        let text = "";
        socket.on("data", (chunk) => (text += chunk.toString("latin1")));
        socket.on("end", () => resolve(text));
        socket.on("error", reject);
        socket.write(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${idToken}\r\nConnection: close\r\n\r\n`);
      });
    const path = `/api/v0/organizations/${test.orgId}/namespaces`;
    const response = await raw("GET", path);
    const [head, body] = response.split("\r\n\r\n") as [string, string];
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(head).not.toMatch(/transfer-encoding/i);
    expect(Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1])).toBe(Buffer.byteLength(body));
    expect((JSON.parse(body) as { id: string }[]).map((n) => n.id)).toContain(test.clusterId);
    const keySet = await raw("GET", "/.well-known/pomerium/jwks.json");
    expect(keySet.split("\r\n\r\n")[0]).toMatch(/\r\ncontent-length: \d+/i);
    // An error in the envelope too.
    const missing = await raw("GET", `/api/v0/organizations/${test.orgId}/routes/01M87BWXAG1AZC1YZ6K9EPN19E`);
    const [missingHead, missingBody] = missing.split("\r\n\r\n") as [string, string];
    expect(missingHead).toMatch(/^HTTP\/1\.1 404 /);
    expect(Number(/\r\ncontent-length: (\d+)/i.exec(missingHead)?.[1])).toBe(Buffer.byteLength(missingBody));
    expect((JSON.parse(missingBody) as { code: string }).code).toBe("not_found");
  });

  it("streams a large request body into the handler and a large response back, leaving no listeners", async () => {
    const size = 8 * 1024 * 1024;
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    let listenersAfter = -1;
    let finished!: () => void;
    const responseFinished = new Promise<void>((resolve) => (finished = resolve));
    const base = await listen(
      createServer(
        toNodeHandler(async (request) => {
          let received = 0;
          for await (const chunk of request.body!) received += (chunk as Uint8Array).byteLength;
          const stream = new ReadableStream<Uint8Array>({
            start(controller) {
              for (let i = 0; i < 64; i++) controller.enqueue(new Uint8Array(128 * 1024).fill(i));
              controller.close();
            },
          });
          return new Response(stream, { headers: { "x-received": String(received) } });
        }),
      ).on("request", (_req, res) =>
        res.on("finish", () => {
          listenersAfter = res.listenerCount("drain");
          finished();
        }),
      ),
    );
    const res = await fetch(base, { method: "POST", body: new Uint8Array(size).fill(7) });
    expect(res.headers.get("x-received")).toBe(String(size));
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.byteLength).toBe(64 * 128 * 1024);
    expect(bytes[bytes.byteLength - 1]).toBe(63);
    // The server finished writing; a warning about listeners would have been emitted by the next turn.
    await responseFinished;
    await new Promise((resolve) => setImmediate(resolve));
    process.off("warning", onWarning);
    expect(warnings.filter((w) => w.name === "MaxListenersExceededWarning")).toEqual([]);
    expect(listenersAfter).toBe(0);
  });

  it("answers 500 in the envelope when the handler itself throws", async () => {
    const base = await listen(createServer(toNodeHandler(async () => Promise.reject(new Error("boom")))));
    const res = await fetch(base);
    expect(res.status).toBe(500);
    const id = res.headers.get("x-response-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.json()).toEqual({ error: `internal error (response id ${id})`, code: "internal" });
  });
});

/** Sends raw bytes and returns the raw answer (the connection is closed by the server or after the answer). */
async function rawRequest(url: string, text: string): Promise<string> {
  const { connect } = await import("node:net");
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += String(chunk);
      if (/\r\n\r\n/.test(answer) && /"code"/.test(answer)) socket.end();
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("malformed requests through the Node binding", () => {
  it("answers TRACE and an unparsable Host with a 4xx in the envelope, with a response id", async () => {
    const test = await createTestPlane();
    const url = await listen(createServer(toNodeHandler(test.plane.fetch)));
    const trace = await rawRequest(url, "TRACE /api/v0/version HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(trace).toMatch(/^HTTP\/1\.1 405 /);
    expect(trace).toMatch(/x-response-id: [0-9a-f-]{36}/i);
    expect(trace).toContain('"code":"method_not_allowed"');
    const badHost = await rawRequest(url, "GET /api/v0/version HTTP/1.1\r\nHost: [::bad\r\n\r\n");
    expect(badHost).toMatch(/^HTTP\/1\.1 400 /);
    expect(badHost).toMatch(/x-response-id: [0-9a-f-]{36}/i);
    expect(badHost).toContain('"code":"invalid_argument"');
    expect(test.logs.filter((line) => line.level === "error")).toEqual([]);
  });

  it("answers what Node's own parser refuses (a bad request line, a bad header, headers too large) in the envelope, with a response id", async () => {
    const { createNodeHttpServer } = await import("accessplane/node");
    const test = await createTestPlane();
    const url = await listen(createNodeHttpServer(test.plane.fetch));
    const cases: [string, string, number][] = [
      ["a request line that is not HTTP", "GET /api/v0/version HTTZ/1.1\r\nHost: localhost\r\n\r\n", 400],
      ["a header name with a space", "GET /api/v0/version HTTP/1.1\r\nHost: localhost\r\nBad Header: x\r\n\r\n", 400],
      ["headers of 100 KB", `GET /api/v0/version HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(100_000)}\r\n\r\n`, 431],
    ];
    for (const [what, request, status] of cases) {
      const answer = await rawRequest(url, request);
      // Before, Node answered a bare "HTTP/1.1 400 Bad Request" with no body and no id.
      expect(answer, what).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(answer, what).toMatch(/x-response-id: [0-9a-f-]{36}/i);
      expect(JSON.parse(answer.split("\r\n\r\n")[1]!), what).toMatchObject({ code: "invalid_argument", error: expect.any(String) });
    }
  });
});

describe("clients that go away or stall", () => {
  it("an aborted upload is one debug line without a stack, never an error", async () => {
    let logged!: (line: string) => void;
    const debugLine = new Promise<string>((resolve) => (logged = resolve));
    const test = await createTestPlane(undefined, {
      logger: {
        debug: (message, fields) => logged(JSON.stringify({ message, fields })),
        info() {},
        warn() {},
        error: (message, fields) => logged(`ERROR ${JSON.stringify({ message, fields })}`),
      },
    });
    const url = await listen(createServer(toNodeHandler(test.plane.fetch)));
    const { connect } = await import("node:net");
    const socket = connect(Number(new URL(url).port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(`POST /api/v0/token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"refreshTo`);
    // Once the server has the headers and part of the body, the client vanishes.
    socket.destroy();
    const line = await debugLine;
    expect(line).not.toMatch(/^ERROR/);
    expect(line).toContain("client went away");
    expect(line).not.toContain("stack");
  });

  it("the example server cuts off a client that stalls its body", async () => {
    const { createNodeHttpServer } = await import("accessplane/node");
    const test = await createTestPlane();
    const url = await listen(createNodeHttpServer(test.plane.fetch, { requestTimeout: 300, headersTimeout: 200, connectionsCheckingInterval: 50 }));
    const { connect } = await import("node:net");
    const socket = connect(Number(new URL(url).port), "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.write(`POST /api/v0/token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"refresh`);
    // The body never completes; the server, not the client, ends the connection.
    await closed;
    expect(answer === "" || /^HTTP\/1\.1 408/.test(answer)).toBe(true);
  });
});
