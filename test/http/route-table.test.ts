/** The route table and the committed OpenAPI document describe the same operations, and the role table holds. */
import { describe, expect, it } from "vitest";
import { createControlPlane, ROLE_TABLE, silentLogger } from "accessplane";
import { createMemoryStore } from "accessplane/memory";
import { OPENAPI } from "../support/openapi-check.js";

/** `operationId METHOD /full/path capability` of every operation of the committed document. */
function documentedOperations(): string[] {
  const rows: string[] = [];
  for (const [path, item] of Object.entries(OPENAPI.paths as Record<string, Record<string, any>>)) {
    const absolute = Array.isArray(item.servers);
    for (const [method, operation] of Object.entries(item)) {
      if (method === "servers") continue;
      rows.push(`${operation.operationId} ${method.toUpperCase()} ${absolute ? path : `/api/v0${path}`} ${operation["x-capability"]}`);
    }
  }
  return rows.sort();
}

describe("route table", () => {
  it("serves exactly the operations of openapi.json, with their methods, paths and capabilities", async () => {
    const plane = await createControlPlane({ backgroundSweep: false, logger: silentLogger, store: createMemoryStore() });
    const documented = documentedOperations();
    expect(documented.length).toBeGreaterThan(55);
    const served = plane.operations.map((op) => `${op.operationId} ${op.method} ${op.path} ${op.capability}`).sort();
    expect(served).toEqual(documented);
    expect(plane.operations.find((op) => op.operationId === "getSigningKeySet")).toMatchObject({
      method: "GET",
      path: "/.well-known/pomerium/jwks.json",
      capability: "public",
    });
  });

  it("leaves only the token exchange, the key set, the document itself and the health endpoints unauthenticated", async () => {
    const plane = await createControlPlane({ backgroundSweep: false, logger: silentLogger, store: createMemoryStore() });
    expect(
      plane.operations
        .filter((op) => op.capability === "public")
        .map((op) => op.operationId)
        .sort(),
    ).toEqual(["getHealth", "getIdToken", "getOpenApiDocument", "getReadiness", "getSigningKeySet"]);
    // Every organization-scoped path needs an organization capability, and the reverse.
    for (const op of plane.operations) {
      const orgScoped = op.path.includes("{organizationId}");
      expect(orgScoped, op.operationId).toBe(op.capability in ROLE_TABLE);
    }
  });

  it("uses the configured base path and key-set segment", async () => {
    const plane = await createControlPlane({
      backgroundSweep: false,
      logger: silentLogger,
      store: createMemoryStore(),
      basePath: "/control/",
      serviceSegment: "acme",
    });
    expect(plane.operations.find((op) => op.operationId === "listRoutes")?.path).toBe("/control/organizations/{organizationId}/routes");
    const keySet = await plane.fetch(new Request("http://localhost/.well-known/acme/jwks.json"));
    expect(keySet.status).toBe(200);
    expect((await plane.fetch(new Request("http://localhost/.well-known/pomerium/jwks.json"))).status).toBe(404);
    const document = (await (await plane.fetch(new Request("http://localhost/control/openapi.json"))).json()) as { servers: unknown; paths: object };
    expect(document.servers).toEqual([{ url: "/control" }]);
    expect(Object.keys(document.paths)).toContain("/.well-known/acme/jwks.json");
  });
});

describe("role table", () => {
  it("is the capability table of docs/wire-contract.md, role by role", async () => {
    const { readFileSync } = await import("node:fs");
    const { fileURLToPath } = await import("node:url");
    const doc = readFileSync(fileURLToPath(new URL("../../docs/wire-contract.md", import.meta.url)), "utf8");
    // The rows under the "| capability | owner | admin | member | auditor |" header, in order.
    const lines = doc.split("\n");
    const header = lines.findIndex((line) => /^\| capability \| owner \| admin \| member \| auditor \|$/.test(line));
    expect(header).toBeGreaterThan(0);
    const rows = lines.slice(header + 2).filter((line, i, all) => all.slice(0, i + 1).every((l) => l.startsWith("|")));
    const roles = ["owner", "admin", "member", "auditor"] as const;
    const documented = rows.map((row) => {
      const cells = row
        .split("|")
        .slice(2, 6)
        .map((cell) => cell.trim());
      return roles.filter((_, i) => cells[i] === "yes");
    });
    // The documented rows are the capabilities in this order.
    const capabilities = ["read", "configure", "manage_clusters", "manage_users", "own"] as const;
    expect(documented).toHaveLength(capabilities.length);
    expect(Object.fromEntries(capabilities.map((capability, i) => [capability, documented[i]]))).toEqual(ROLE_TABLE);
  });
});

describe("the README's table of operations", () => {
  it("is the one openapi.json makes: every operation, its method, path and roles", async () => {
    const { readFileSync } = await import("node:fs");
    const { fileURLToPath } = await import("node:url");
    const { operationsTable, TABLE_START, TABLE_END } = await import("../../scripts/operations-table.js");
    const readme = readFileSync(fileURLToPath(new URL("../../README.md", import.meta.url)), "utf8");
    const table = readme.slice(readme.indexOf(TABLE_START), readme.indexOf(TABLE_END) + TABLE_END.length);
    expect(table).toBe(operationsTable(OPENAPI as never));
    expect(table.split("\n").filter((line) => line.startsWith("| `"))).toHaveLength(
      Object.values(OPENAPI.paths).flatMap((item: any) => Object.keys(item).filter((k) => k !== "servers")).length,
    );
  });
});
