/**
 * The reference page and the metrics are part of `plane.fetch` (`docsPath`, `metricsPath`), so every
 * binding serves them as it serves the API: Node http, Hono, Express and Fastify route the plane's
 * `servedPaths` to it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlane, type TestPlane } from "../support/planes.js";
import { BINDINGS, type Running } from "./bindings.js";

describe.each(BINDINGS.map((binding) => [binding.name, binding] as const))("the reference page and metrics under %s", (_name, binding) => {
  let test: TestPlane;
  let running: Running;

  beforeAll(async () => {
    test = await createTestPlane(undefined, { docsPath: "/docs", metricsPath: "/metrics" });
    running = await binding.start(test.plane);
  });
  afterAll(async () => {
    await running.close();
  });

  it("serves the page, its assets and the metrics, with the document at the API's path", async () => {
    expect(test.plane.servedPaths).toEqual(expect.arrayContaining(["/api/v0", "/docs", "/metrics"]));
    const page = await fetch(`${running.baseUrl}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await page.text();
    expect(html).toContain("SwaggerUIBundle");
    expect(html).toContain('"/api/v0/openapi.json"');
    const css = await fetch(`${running.baseUrl}/docs/swagger-ui.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect((await css.text()).length).toBeGreaterThan(1000);
    expect((await fetch(`${running.baseUrl}/docs/nothing.js`)).status).toBe(404);
    const metrics = await fetch(`${running.baseUrl}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain("accessplane_requests_total");
    // The document the page renders is there.
    expect((await fetch(`${running.baseUrl}/api/v0/openapi.json`)).status).toBe(200);
  });
});
