/**
 * Every activity entry carries its change as a JSON Patch (RFC 6902) from the entity's data before to
 * after it: replaying an entity's diffs in order rebuilds the data each entry records, secrets never
 * appear, and a changeset comparison shows the diffs a reviewer reads.
 */
import jsonpatch, { type Operation } from "fast-json-patch";
import { beforeEach, describe, expect, it } from "vitest";
import { call, exchange, type ApiResponse } from "../support/api.js";
import { makeTestPki } from "../support/certificates.js";
import { createTestPlane, type TestPlane } from "../support/planes.js";

interface Entry {
  activityType: "create" | "update" | "delete";
  entity: { type: string; id: string; data: Record<string, unknown> };
  diff?: Operation[];
}

let test: TestPlane;
let owner: { token: string };
const PATCH = { "content-type": "application/json-patch+json" };

const api = (method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse> =>
  call(test, method, `/organizations/${test.orgId}${path}`, { as: owner, ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });

/** The entries of one entity, oldest first. */
const entriesOf = async (entityId: string): Promise<Entry[]> => ((await api("GET", `/activityLogs?entityId=${entityId}&limit=1000`)).body as Entry[]).reverse();

/** Replays the diffs of `entries` from nothing, checking each step against the data its entry records. */
function replay(entries: readonly Entry[]): void {
  let document: Record<string, unknown> = {};
  for (const entry of entries) {
    expect(entry.diff, `${entry.activityType} of ${entry.entity.type}`).toBeDefined();
    document = jsonpatch.applyPatch(document, entry.diff!, true, false).newDocument;
    // A delete records the entity as it was; its diff takes the data to nothing.
    expect(document).toEqual(entry.activityType === "delete" ? {} : entry.entity.data);
  }
}

beforeEach(async () => {
  test = await createTestPlane();
  owner = { token: await exchange(test, test.refreshToken) };
});

describe("the activity log's diffs", () => {
  it("rebuild a route's data entry by entry, through a create, patches and a delete", async () => {
    const route = (await api("POST", "/routes", { namespaceId: test.clusterId, name: "web", from: "https://web.example.com", to: ["https://a.internal"] }))
      .body;
    expect(
      (await api("PATCH", `/routes/${route.id}`, [{ op: "replace", path: "/to", value: ["https://a.internal", "https://b.internal"] }], PATCH)).status,
    ).toBe(200);
    expect((await api("PATCH", `/routes/${route.id}`, [{ op: "add", path: "/prefix", value: "/app" }], PATCH)).status).toBe(200);
    expect((await api("DELETE", `/routes/${route.id}`)).status).toBe(204);
    const entries = await entriesOf(route.id);
    expect(entries.map((e) => e.activityType)).toEqual(["create", "update", "update", "delete"]);
    replay(entries);
    // An update's diff is what changed, nothing else.
    expect(entries[1]!.diff).toEqual([{ op: "add", path: "/to/1", value: "https://b.internal" }]);
    expect(entries[2]!.diff).toContainEqual({ op: "add", path: "/prefix", value: "/app" });
  });

  it("never carry a secret: a changed secret shows only as whether it is set", async () => {
    const secret = "s3cret-value-that-must-not-appear";
    const settings = `/clusters/${test.clusterId}/settings`;
    expect((await api("PATCH", settings, [{ op: "add", path: "/identityProviderClientSecret", value: secret }], PATCH)).status).toBe(200);
    expect((await api("PATCH", settings, [{ op: "add", path: "/identityProviderClientSecret", value: `${secret}-2` }], PATCH)).status).toBe(200);
    const entries = ((await api("GET", `/activityLogs?entityType=settings&limit=1000`)).body as Entry[]).reverse();
    expect(JSON.stringify(entries)).not.toContain(secret);
    // Set: its flag goes from false to true.
    expect(entries.at(-2)!.diff).toEqual([{ op: "replace", path: "/identityProviderClientSecretSet", value: true }]);
    replay(entries.filter((e) => e.entity.id === entries[0]!.entity.id));
  });

  it("show a secret replaced by another value, which the masked data alone cannot: its flag replaced by true, and nothing else", async () => {
    const secret = "first-secret-value-never-shown";
    // Settings: a secret set, then replaced by another.
    const settings = `/clusters/${test.clusterId}/settings`;
    await api("PATCH", settings, [{ op: "add", path: "/identityProviderClientSecret", value: secret }], PATCH);
    await api("PATCH", settings, [{ op: "replace", path: "/identityProviderClientSecret", value: `${secret}-rotated` }], PATCH);
    const settingsEntries = ((await api("GET", `/activityLogs?entityType=settings&limit=1000`)).body as Entry[]).reverse();
    expect(settingsEntries.at(-1)!.diff).toEqual([{ op: "replace", path: "/identityProviderClientSecretSet", value: true }]);
    // A PUT that sends the same value again, or leaves the secret out (kept), replaces nothing.
    const current = (await api("GET", `${settings}`)).body;
    expect((await api("PUT", settings, { ...current, identityProviderClientSecret: undefined, logLevel: "debug" })).status).toBe(200);
    expect(((await api("GET", `/activityLogs?entityType=settings&limit=1`)).body as Entry[])[0]!.diff).toEqual([
      { op: "replace", path: "/logLevel", value: "debug" },
    ]);

    // A route: its identity provider client secret replaced.
    const route = (
      await api("POST", "/routes", {
        namespaceId: test.clusterId,
        name: "idp",
        from: "https://idp.example.com",
        to: ["https://a.internal"],
        identityProviderClientSecret: secret,
      })
    ).body;
    expect((await api("PATCH", `/routes/${route.id}`, [{ op: "add", path: "/identityProviderClientSecret", value: `${secret}-2` }], PATCH)).status).toBe(200);
    // And a nested secret (the MCP upstream's OAuth2 client secret): its flag beside it.
    const mcp = (secretValue: string) => ({ server: { upstreamOAuth2: { clientId: "c", clientSecret: secretValue } } });
    expect((await api("PATCH", `/routes/${route.id}`, [{ op: "add", path: "/mcp", value: mcp(`${secret}-mcp`) }], PATCH)).status).toBe(200);
    expect((await api("PATCH", `/routes/${route.id}`, [{ op: "add", path: "/mcp", value: mcp(`${secret}-mcp-2`) }], PATCH)).status).toBe(200);
    const routeEntries = await entriesOf(route.id);
    expect(routeEntries.at(-3)!.diff).toEqual([{ op: "replace", path: "/identityProviderClientSecretSet", value: true }]);
    expect(routeEntries.at(-1)!.diff).toEqual([{ op: "replace", path: "/mcp/server/upstreamOAuth2/clientSecretSet", value: true }]);
    replay(routeEntries);

    // A key pair holding a key alone: its key replaced by another shows as `hasKey`.
    const pki = makeTestPki();
    try {
      const keyPair = (await api("POST", "/keyPairs", { namespaceId: test.clusterId, name: "pending", key: pki.leaf.key })).body;
      expect((await api("PATCH", `/keyPairs/${keyPair.id}`, [{ op: "replace", path: "/key", value: pki.otherKey }], PATCH)).status).toBe(200);
      const keyEntries = await entriesOf(keyPair.id);
      expect(keyEntries.at(-1)!.diff).toEqual([{ op: "replace", path: "/hasKey", value: true }]);
      replay(keyEntries);
      expect(JSON.stringify(keyEntries)).not.toContain("PRIVATE KEY");
    } finally {
      pki.cleanup();
    }
    const everything = JSON.stringify((await api("GET", `/activityLogs?limit=1000`)).body);
    expect(everything).not.toContain(secret);
  });

  it("rebuild namespaces, clusters and changesets too, and show in a changeset comparison", async () => {
    const ns = (await api("POST", "/namespaces", { name: "team", parentId: test.orgId })).body;
    expect((await api("PUT", `/namespaces/${ns.id}`, { name: "team-2" })).status).toBe(200);
    replay(await entriesOf(ns.id));
    const cluster = (await api("GET", `/clusters/${test.clusterId}`)).body;
    expect((await api("PUT", `/clusters/${test.clusterId}`, { name: "renamed", flavor: cluster.flavor })).status).toBe(200);
    const renamed = (await entriesOf(test.clusterId)).filter((e) => e.entity.type === "namespace").at(-1)!;
    expect(renamed.diff).toContainEqual({ op: "replace", path: "/name", value: "renamed" });

    await api("PATCH", `/clusters/${test.clusterId}/settings`, [{ op: "replace", path: "/autoApplyChangesets", value: false }], PATCH);
    const route = (await api("POST", "/routes", { namespaceId: test.clusterId, name: "app", from: "https://app.example.com", to: ["https://a.internal"] }))
      .body;
    const [draft] = (await api("GET", `/changesets?clusterId=${test.clusterId}&status=pending`)).body;
    const compared = (await api("GET", `/changesets/compare?clusterId=${test.clusterId}&secondId=${draft.id}`)).body;
    const routeEntries = (compared.entities as Entry[][]).find((group) => group[0]!.entity.id === route.id)!;
    expect(routeEntries[0]!.diff).toContainEqual({ op: "add", path: "/name", value: "app" });
    expect((await api("POST", `/changesets/${draft.id}/apply`)).body.status).toBe("current");
    const applied = (await entriesOf(draft.id)).at(-1)!;
    expect(applied.diff).toContainEqual({ op: "replace", path: "/status", value: "current" });
  });
});
