/**
 * The OpenAPI document: valid OpenAPI 3.1, generated (the committed file is what the code builds),
 * served without authentication with an ETag, and able to catch a response that breaks it.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import type { InternalServices } from "../../src/services/services.js";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../../src/http/openapi.js";
import { createFetchHandler } from "../../src/http/handler.js";
import { OPERATIONS } from "../../src/http/operations/index.js";
import type { Operation } from "../../src/http/operation.js";
import { OPENAPI, responseProblems } from "../support/openapi-check.js";
import { call, exchange } from "../support/api.js";
import { createTestPlane } from "../support/planes.js";

describe("openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(structuredClone(OPENAPI));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(OPENAPI.openapi).toBe("3.1.0");
  });

  it("is what the code builds, and what a control plane serves", async () => {
    const test = await createTestPlane();
    expect(test.plane.openApiDocument()).toEqual(OPENAPI);
    const res = await call(test, "GET", "/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body).toEqual(OPENAPI);
  });

  it("documents every operation with its responses, the error envelope and both security schemes", () => {
    let operations = 0;
    for (const item of Object.values(OPENAPI.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item)) {
        if (method === "servers") continue;
        operations++;
        expect(op.operationId, method).toBeTruthy();
        expect(op.summary, op.operationId).toBeTruthy();
        const statuses = Object.keys(op.responses);
        expect(
          statuses.some((s) => s.startsWith("2")),
          op.operationId,
        ).toBe(true);
        expect(op.responses["500"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/ErrorEnvelope" });
        if (op.requestBody !== undefined) expect(statuses, op.operationId).toEqual(expect.arrayContaining(["400", "413", "415"]));
      }
    }
    expect(operations).toBe(OPERATIONS.length);
    expect(Object.keys(OPENAPI.components.securitySchemes).sort()).toEqual(["Bearer", "Pomerium"]);
    // Descriptions come from the TSDoc of the wire types.
    expect(OPENAPI.components.schemas.Policy.description).toMatch(/policy language/);
  });

  it("refuses to build for an operation without a contract or naming an unknown schema", () => {
    const { contract: _contract, ...bare } = OPERATIONS.find((op) => op.operationId === "getPolicy")!;
    const options = { basePath: "/api/v0", serviceSegment: "pomerium", version: "test" };
    expect(() => buildOpenApiDocument([bare as Operation], options)).toThrow(/has no contract/);
    const unknown = {
      ...OPERATIONS.find((op) => op.operationId === "getPolicy")!,
      contract: { tag: "Policies", summary: "x", success: { status: 200, schema: "NoSuchType" } },
    } as Operation;
    expect(() => buildOpenApiDocument([unknown], options)).toThrow(/no schema named NoSuchType/);
    const bodyWithoutSchema = {
      ...OPERATIONS.find((op) => op.operationId === "createPolicy")!,
      contract: { tag: "Policies", summary: "x", success: { status: 201, schema: "Policy" } },
    } as Operation;
    expect(() => buildOpenApiDocument([bodyWithoutSchema], options)).toThrow(/takes a body but its contract names no schema/);
  });

  it("catches a response that breaks its schema (a test-only operation planted in place of getPolicy)", async () => {
    const test = await createTestPlane();
    const planted = OPERATIONS.map((op): Operation =>
      op.operationId === "getPolicy" ? { ...op, capability: "public", handler: async () => ({ status: 200, body: { id: 42, secret: "leaked" } }) } : op,
    );
    // The control plane's services are the library's own objects; its handler reaches their internal methods.
    const handler = createFetchHandler(planted, test.plane.services as InternalServices, {
      basePath: "/api/v0",
      serviceSegment: "pomerium",
      maxBodyBytes: 1024,
      maxJsonDepth: 8,
      authenticate: undefined,
      logger: { info() {}, warn() {}, error() {} },
      openApi: () => ({ json: "{}", etag: '"x"' }),
    });
    const path = `/api/v0/organizations/${test.orgId}/policies/p1`;
    const res = await handler(new Request(`http://localhost${path}`));
    const problems = responseProblems("GET", path, res.status, res.headers.get("content-type"), await res.text());
    expect(problems.join("\n")).toMatch(/\/id must be string/);
    expect(problems.join("\n")).toMatch(/must NOT have additional properties \(secret\)/);
    // An undocumented status is caught too.
    expect(responseProblems("GET", path, 418, "application/json", "{}")).toEqual(["getPolicy 418: status 418 is not documented for getPolicy"]);
  });

  it("answers If-None-Match with 304, HEAD without a body, and ignores auth", async () => {
    const test = await createTestPlane();
    const first = await test.plane.fetch(new Request("http://localhost/api/v0/openapi.json"));
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get("content-type")).toBe("application/json");
    const again = await test.plane.fetch(new Request("http://localhost/api/v0/openapi.json", { headers: { "if-none-match": etag } }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const head = await test.plane.fetch(new Request("http://localhost/api/v0/openapi.json", { method: "HEAD" }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const withToken = await test.plane.fetch(
      new Request("http://localhost/api/v0/openapi.json", { headers: { authorization: `Bearer ${await exchange(test, test.refreshToken)}` } }),
    );
    expect(withToken.status).toBe(200);
  });
});
