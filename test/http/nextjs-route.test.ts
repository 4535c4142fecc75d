/**
 * The Next.js example's route handler (examples/nextjs) called as Next.js calls it: each method's
 * export gets the request of every path below its base path, and a user's first session runs
 * through it. Next.js itself is not installed here.
 */
import { describe, expect, it } from "vitest";
import { firstSession, TOKEN } from "../support/first-session.js";

describe("examples/nextjs", () => {
  it("serves the API through the route handler's exports, as Next.js calls them", async () => {
    process.env.ACCESSPLANE_BOOTSTRAP_TOKEN = TOKEN;
    try {
      const module = await import("../../examples/nextjs/app/api/accessplane/[[...path]]/route.js");
      expect(module.runtime).toBe("nodejs");
      const route = module as unknown as Record<string, (request: Request) => Promise<Response>>;
      // Next.js hands each method's export the request; the catch-all routes every path below the base to it.
      const nextFetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
        const request = new Request(input, init);
        return route[request.method]!(request);
      };
      const original = globalThis.fetch;
      globalThis.fetch = nextFetch;
      try {
        await firstSession("http://localhost", "http://localhost/api/accessplane");
        const head = await nextFetch("http://localhost/api/accessplane/openapi.json", { method: "HEAD" });
        expect(head.status).toBe(200);
      } finally {
        globalThis.fetch = original;
      }
    } finally {
      delete process.env.ACCESSPLANE_BOOTSTRAP_TOKEN;
    }
  });
});
