/**
 * The API reference page of the example server, rendered by a real headless Chromium (Debian's
 * `chromium`, driven by playwright-core): every operation of the document is listed. A screenshot is
 * saved to test-output/docs-page.png.
 */
import { existsSync, mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createNodeHttpServer } from "accessplane/node";
import { OPENAPI } from "../support/openapi-check.js";
import { createTestPlane } from "../support/planes.js";
import { CHROMIUM } from "../support/chromium.js";

// When it is missing, the run's first lines say that this test is skipped and why (global-setup.ts).
const available = existsSync(CHROMIUM);

describe("API reference page at /docs", () => {
  it.skipIf(!available)(
    "renders every operation of openapi.json in headless Chromium",
    async () => {
      const test = await createTestPlane();
      const server = createNodeHttpServer(test.plane.fetch, { docs: {} });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: [
          "--headless",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-quic",
          "--no-first-run",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
        ],
      });
      try {
        const page = await browser.newPage({ viewport: { width: 1280, height: 2000 } });
        const outside: string[] = [];
        // Nothing may come from anywhere but this server (no CDN).
        page.on("request", (request) => {
          if (!request.url().startsWith(origin) && !request.url().startsWith("data:")) outside.push(request.url());
        });
        await page.goto(`${origin}/docs`);
        const operationIds = Object.values(OPENAPI.paths as Record<string, Record<string, { operationId?: string }>>).flatMap((item) =>
          Object.entries(item)
            .filter(([key]) => key !== "servers")
            .map(([, op]) => op.operationId!),
        );
        // The callback runs in the page, where `document` exists.
        await page.waitForFunction(
          (count) =>
            (globalThis as unknown as { document: { querySelectorAll(s: string): { length: number } } }).document.querySelectorAll(".opblock").length >= count,
          operationIds.length,
          { timeout: 20_000 },
        );
        const shown = await page.$$eval(".opblock-summary-operation-id", (nodes) => nodes.map((node) => node.textContent?.trim() ?? ""));
        expect(operationIds.filter((id) => !shown.includes(id))).toEqual([]);
        expect(await page.title()).toBe("accessplane API reference");
        expect(outside).toEqual([]);
        const folder = fileURLToPath(new URL("../../test-output/", import.meta.url));
        mkdirSync(folder, { recursive: true });
        await page.screenshot({ path: `${folder}docs-page.png` });
      } finally {
        await browser.close();
        await new Promise((resolve) => server.close(resolve));
      }
    },
    60_000,
  );
});
