/**
 * A pino logger passes straight in: the library calls its loggers with the fields first and the
 * message second, so pino keeps every field (with the message second, pino would drop the fields).
 */
import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { createControlPlane } from "accessplane";
import { createMemoryStore } from "accessplane/memory";

describe("a pino logger", () => {
  it("receives the access log line and warnings with all their fields", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString("utf8").split("\n")) if (line.trim() !== "") lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const logger = pino({ level: "debug" }, sink);
    const plane = await createControlPlane({ backgroundSweep: false, store: createMemoryStore(), logger, accessLog: true });
    const response = await plane.fetch(new Request("http://localhost/healthz", { headers: { "x-request-id": "pino-check-0001" } }));
    expect(response.status).toBe(200);
    await plane.close();
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    const request = lines.find((line) => line.msg === "request");
    expect(request).toMatchObject({ level: 30, method: "GET", path: "/healthz", operationId: "getHealth", status: 200, responseId: "pino-check-0001" });
    expect(typeof request!.durationMs).toBe("number");
    // The start-up warning about the ephemeral signing key keeps its fields too.
    expect(lines.find((line) => /ephemeral/.test(String(line.msg)))).toMatchObject({ kid: expect.any(String) });
  });
});
