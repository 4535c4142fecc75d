/** The router's segment tree: every operation reached by its own path, literals before parameters, 405s that name every method. */
import { describe, expect, it } from "vitest";
import { Router } from "../../src/http/router.js";
import { OPERATIONS } from "../../src/http/operations/index.js";
import type { Operation } from "../../src/http/operation.js";

const router = new Router(OPERATIONS, "/api/v0", "pomerium");

/** A served path of an operation, each parameter given a value that names it. */
function pathOf(operation: Operation): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const template = operation.absolute ? operation.path.replace("{service}", "pomerium") : `/api/v0${operation.path}`;
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => (params[name] = `value-of-${name}`));
  return { path, params };
}

/** A table of a few operations, for the cases the real table does not hold. */
function op(method: Operation["method"], path: string, conditional = false): Operation {
  return { operationId: `${method} ${path}`, method, path, contract: { conditional } } as unknown as Operation;
}

describe("router", () => {
  it("reaches every operation of the table by its own path and method, with its parameters", () => {
    for (const operation of OPERATIONS) {
      const { path, params } = pathOf(operation);
      const match = router.match(operation.method, path);
      expect(match, `${operation.method} ${path}`).toEqual({ kind: "found", operation, params });
    }
  });

  it("prefers a literal segment to a parameter, and falls back to the parameter for another method", () => {
    const table = new Router([op("GET", "/things/{id}"), op("POST", "/things/special"), op("GET", "/things/{id}/parts/{part}")], "", "s");
    expect(table.match("POST", "/things/special")).toMatchObject({ kind: "found", operation: { path: "/things/special" }, params: {} });
    expect(table.match("GET", "/things/special")).toMatchObject({ kind: "found", operation: { path: "/things/{id}" }, params: { id: "special" } });
    expect(table.match("GET", "/things/a%2Fb/parts/c")).toMatchObject({ params: { id: "a/b", part: "c" } });
  });

  it("answers 405 with every method the path allows, HEAD with a conditional GET, and 404 for other paths", () => {
    const table = new Router([op("GET", "/things/{id}", true), op("DELETE", "/things/{id}"), op("POST", "/things/special")], "", "s");
    const wrong = table.match("PUT", "/things/special");
    expect(wrong.kind).toBe("method_not_allowed");
    expect(wrong.kind === "method_not_allowed" && [...wrong.allow].sort()).toEqual(["DELETE", "GET", "HEAD", "POST"]);
    expect(table.match("HEAD", "/things/x")).toMatchObject({ kind: "found", operation: { method: "GET" } });
    expect(table.match("GET", "/things")).toEqual({ kind: "not_found" });
    expect(table.match("GET", "/things/x/y")).toEqual({ kind: "not_found" });
    expect(table.match("GET", "/other/x")).toEqual({ kind: "not_found" });
    // A parameter that does not decode fits no template.
    expect(table.match("GET", "/things/%E0%A4%A")).toEqual({ kind: "not_found" });
  });
});
