/** The route table must hold exactly the operations of the wire contract, API.md. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createControlPlane, ROLE_TABLE } from "accessplane";
import { createMemoryStore } from "accessplane/memory";

const apiMd = readFileSync(fileURLToPath(new URL("../../../shared/API.md", import.meta.url)), "utf8");

/** `| operationId (seed) | METHOD | `/path` | ...` rows of the operation tables. */
function documentedOperations(): string[] {
  const rows: string[] = [];
  for (const line of apiMd.split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim());
    const method = cells[2];
    if (method === undefined || !/^(GET|POST|PUT|PATCH|DELETE)$/.test(method)) continue;
    const operationId = cells[1]!.replace(/\s*\(.*\)\s*$/, "");
    const path = cells[3]!.replace(/`/g, "").split("?")[0]!.replace("{org}", "{organizationId}").replace("{cid}", "{clusterId}");
    rows.push(`${operationId} ${method} /api/v0${path}`);
  }
  return rows.sort();
}

describe("route table", () => {
  it("has every operation of API.md, with its method and path, and nothing else but the key set", async () => {
    const plane = await createControlPlane({ store: createMemoryStore() });
    const documented = documentedOperations();
    expect(documented.length).toBeGreaterThan(50);
    const served = plane.operations
      .filter((op) => op.operationId !== "getSigningKeySet")
      .map((op) => `${op.operationId} ${op.method} ${op.path}`)
      .sort();
    expect(served).toEqual(documented);
    expect(plane.operations.find((op) => op.operationId === "getSigningKeySet")).toMatchObject({
      method: "GET",
      path: "/.well-known/pomerium/jwks.json",
      capability: "public",
    });
  });

  it("leaves only the token exchange and the key set unauthenticated", async () => {
    const plane = await createControlPlane({ store: createMemoryStore() });
    expect(plane.operations.filter((op) => op.capability === "public").map((op) => op.operationId).sort()).toEqual([
      "getIdToken",
      "getSigningKeySet",
    ]);
    // Every organization-scoped path needs an organization capability, and the reverse.
    for (const op of plane.operations) {
      const orgScoped = op.path.includes("{organizationId}");
      expect(orgScoped, op.operationId).toBe(op.capability in ROLE_TABLE);
    }
  });

  it("uses the configured base path and key-set segment", async () => {
    const plane = await createControlPlane({ store: createMemoryStore(), basePath: "/control/", serviceSegment: "acme" });
    expect(plane.operations.find((op) => op.operationId === "listRoutes")?.path).toBe("/control/organizations/{organizationId}/routes");
    const keySet = await plane.fetch(new Request("http://localhost/.well-known/acme/jwks.json"));
    expect(keySet.status).toBe(200);
    expect((await plane.fetch(new Request("http://localhost/.well-known/pomerium/jwks.json"))).status).toBe(404);
  });
});

describe("role table of API.md", () => {
  it("matches the capability table, role by role", () => {
    expect(ROLE_TABLE).toEqual({
      read: ["owner", "admin", "member", "auditor"],
      configure: ["owner", "admin", "member"],
      manage_clusters: ["owner", "admin"],
      manage_users: ["owner", "admin"],
      own: ["owner"],
    });
  });
});
