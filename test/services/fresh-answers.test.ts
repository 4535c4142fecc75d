/**
 * Answers from memory that are never stale: on a store with a change mark (SQLite, in memory), a
 * repeated GET of routes or policies is answered without reading the store, and only while the mark
 * proves that no commit landed since, by this process or another. Two SQLite connections to one file
 * stand for two processes (SQLite's `data_version` does not tell them apart). No clock moves there:
 * every change must be seen at once. On PostgreSQL, a read with an ID token reads the server's
 * snapshot beside its caller and is answered from memory under the same snapshot; what the read cache
 * keeps only by age (`readCacheMs`) never goes into a kept answer.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMemoryStore } from "accessplane/memory";
import { createSqliteStore } from "accessplane/sqlite";
import type { Store } from "accessplane/store";
import type { PostgresStore } from "accessplane/postgres";
import { addMember, createReplica, createTestPlane, type TestPlane } from "../support/planes.js";
import { POSTGRES_AVAILABLE, POSTGRES_URL, postgresStores, recordStatements } from "../support/postgres.js";
import { secondHandle } from "../support/stores.js";
import { call, exchange } from "../support/api.js";
import { policyBody } from "../support/bodies.js";
import { create, fromBinary, toBinary } from "@bufbuild/protobuf";
import { methodName, READS_AS_REST, reusableMethods } from "../../src/connect/routing.js";
import { OPERATIONS } from "../../src/http/operations/index.js";
import {
  ConfigService,
  GetRouteRequestSchema,
  GetRouteResponseSchema,
  ListRoutesRequestSchema,
  ListRoutesResponseSchema,
} from "../../src/connect/gen/pomerium/config/config_pb.js";

const dir = mkdtempSync(join(tmpdir(), "accessplane-fresh-answers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

/** `store`, with the reads it answers counted. */
function counting(store: Store): { store: Store; reads: () => number } {
  let reads = 0;
  const counted = new Proxy(store, {
    get: (target, key) => {
      const value = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      if (key === "get" || key === "getMany" || key === "list") {
        return (...args: unknown[]) => {
          reads += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
  return { store: counted, reads: () => reads };
}

/**
 * A ConfigService call through the plane's `fetch`, as the vendor's SDK sends it: binary protobuf, or
 * JSON for a string body; `Connect-Protocol-Version: 1` unless `withoutProtocolHeader`.
 */
async function rpc(
  test: TestPlane,
  method: string,
  body: Uint8Array | string,
  token: string,
  options: { withoutProtocolHeader?: boolean } = {},
): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> {
  const headers = new Headers({ authorization: `Pomerium ${token}`, "content-type": typeof body === "string" ? "application/json" : "application/proto" });
  if (options.withoutProtocolHeader !== true) headers.set("connect-protocol-version", "1");
  const response = await test.plane.fetch(new Request(`http://localhost/pomerium.config.ConfigService/${method}`, { method: "POST", headers, body }));
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** A GetRoute message, binary. */
const getRoute = (id: string) => toBinary(GetRouteRequestSchema, create(GetRouteRequestSchema, { id }));
/** The `from` of a binary GetRoute answer. */
const fromOf = (answer: { status: number; bytes: Uint8Array }) => {
  expect(answer.status, new TextDecoder().decode(answer.bytes)).toBe(200);
  return fromBinary(GetRouteResponseSchema, answer.bytes).route?.from;
};

describe("answers kept while SQLite proves nothing changed (two connections to one file)", () => {
  let first: TestPlane;
  let replica: TestPlane;
  let replicaReads: () => number;
  const owner = "owner-subject";
  const opened: Store[] = [];

  beforeEach(async () => {
    const filename = join(dir, `fresh-${++files}.db`);
    const one = createSqliteStore({ filename });
    const two = counting(createSqliteStore({ filename }));
    opened.push(one, two.store);
    first = await createTestPlane(one);
    // A long readCacheMs: were anything kept by time alone, the tests below would see it.
    replica = await createReplica(first, two.store, { readCacheMs: 3_600_000 });
    replicaReads = two.reads;
    await addMember(first, first.orgId, owner, "owner");
  });
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
  });

  const routes = (test: TestPlane, query = `namespaceId=${first.clusterId}`) =>
    call(test, "GET", `/organizations/${first.orgId}/routes?${query}`, { as: owner });

  async function createRoute(test: TestPlane, name: string, policyIds: string[] = []): Promise<string> {
    const res = await call(test, "POST", `/organizations/${first.orgId}/routes`, {
      as: owner,
      body: { namespaceId: first.clusterId, name, from: `https://${name}.example.com`, to: ["https://app.internal"], policyIds },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  }

  it("answers a repeated list without reading the store (the caller, its membership and the page), and the same bytes a fresh read gives", async () => {
    await createRoute(first, "app");
    const idToken = await exchange(replica, first.refreshToken);
    const list = () => call(replica, "GET", `/organizations/${first.orgId}/routes?namespaceId=${first.clusterId}`, { as: { token: idToken } });
    const fresh = await list();
    expect(fresh.status).toBe(200);
    const before = replicaReads();
    const again = await list();
    expect(replicaReads()).toBe(before);
    expect(again.body).toEqual(fresh.body);
    expect(again.headers.get("x-response-id")).not.toBe(fresh.headers.get("x-response-id"));
  });

  it("answers repeated cluster, namespace, settings and key pair GETs and lists (REST, and the ConfigService's) without reading the store, and shows the other connection's change at the next read", async () => {
    const org = `/organizations/${first.orgId}`;
    const made = await call(first, "POST", `${org}/keyPairs`, { as: owner, body: { namespaceId: first.orgId, name: "edge key" } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const paths = [
      `${org}/clusters`,
      `${org}/clusters/${first.clusterId}`,
      `${org}/keyPairs?namespaceId=${first.orgId}`,
      `${org}/keyPairs/${made.body.id}`,
      `${org}/clusters/${first.clusterId}/settings`,
      `${org}/namespaces`,
    ];
    const idToken = await exchange(replica, first.refreshToken);
    const read = (path: string) => call(replica, "GET", path, { as: { token: idToken } });
    const calls: [string, string][] = [
      ["GetKeyPair", JSON.stringify({ id: made.body.id })],
      ["ListKeyPairs", JSON.stringify({})],
    ];
    const named = async ([method, body]: [string, string]) => {
      const answer = await rpc(replica, method, body, idToken);
      expect(answer.status).toBe(200);
      const message = JSON.parse(new TextDecoder().decode(answer.bytes)) as { keyPair?: { name: string }; keyPairs?: { name: string }[] };
      return message.keyPair?.name ?? message.keyPairs!.map((k) => k.name).join();
    };
    const settingsCalls: [string, string][] = [
      ["GetSettings", JSON.stringify({ clusterId: first.clusterId })],
      ["ListSettings", JSON.stringify({})],
    ];
    const logLevel = async ([method, body]: [string, string]) => {
      const answer = await rpc(replica, method, body, idToken);
      expect(answer.status).toBe(200);
      const message = JSON.parse(new TextDecoder().decode(answer.bytes)) as { settings: { logLevel?: string } | { logLevel?: string }[] };
      return [message.settings]
        .flat()
        .map((s) => s.logLevel ?? "")
        .join();
    };
    const fresh = [];
    for (const path of paths) fresh.push(await read(path));
    for (const rpcCall of calls) expect(await named(rpcCall)).toBe("edge key");
    const levels = [];
    for (const rpcCall of settingsCalls) levels.push(await logLevel(rpcCall));
    // Not yet the level set below.
    expect(levels).toEqual([fresh[4]!.body.logLevel, fresh[4]!.body.logLevel]);
    expect(levels).not.toContain("debug");
    const before = replicaReads();
    for (const [i, path] of paths.entries()) {
      const again = await read(path);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(fresh[i]!.body);
    }
    for (const rpcCall of calls) expect(await named(rpcCall)).toBe("edge key");
    for (const [i, rpcCall] of settingsCalls.entries()) expect(await logLevel(rpcCall)).toBe(levels[i]);
    expect(replicaReads()).toBe(before);
    // Renamed through the other connection: every one of them shows it at once.
    expect((await call(first, "PUT", `${org}/clusters/${first.clusterId}`, { as: owner, body: { name: "renamed cluster" } })).status).toBe(200);
    const patched = await call(first, "PATCH", `${org}/keyPairs/${made.body.id}`, {
      as: owner,
      body: [{ op: "replace", path: "/name", value: "renamed key" }],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const level = await call(first, "PATCH", `${org}/clusters/${first.clusterId}/settings`, {
      as: owner,
      body: [{ op: "replace", path: "/logLevel", value: "debug" }],
    });
    expect(level.status, JSON.stringify(level.body)).toBe(200);
    const [clusters, cluster, keyPairs, keyPair, settings, namespaces] = await Promise.all(paths.map(read));
    // The cluster's namespace bears its name.
    expect(namespaces!.body.map((n: { name: string }) => n.name)).toContain("renamed cluster");
    expect(settings!.body.logLevel).toBe("debug");
    for (const rpcCall of settingsCalls) expect(await logLevel(rpcCall)).toBe("debug");
    expect(clusters!.body.map((c: { name: string }) => c.name)).toContain("renamed cluster");
    expect(cluster!.body.name).toBe("renamed cluster");
    expect(keyPairs!.body.map((k: { name: string }) => k.name)).toEqual(["renamed key"]);
    expect(keyPair!.body.name).toBe("renamed key");
    for (const rpcCall of calls) expect(await named(rpcCall)).toBe("renamed key");
  });

  it("shows a route changed by the other connection at the very next read", async () => {
    const routeId = await createRoute(first, "app");
    expect((await routes(replica)).body.map((r: { name: string }) => r.name)).toEqual(["app"]);
    expect((await call(replica, "GET", `/organizations/${first.orgId}/routes/${routeId}`, { as: owner })).body.from).toBe("https://app.example.com");
    const patched = await call(first, "PATCH", `/organizations/${first.orgId}/routes/${routeId}`, {
      as: owner,
      body: [{ op: "replace", path: "/from", value: "https://moved.example.com" }],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    await createRoute(first, "second");
    expect((await routes(replica)).body.map((r: { name: string }) => r.name)).toEqual(["app", "second"]);
    expect((await call(replica, "GET", `/organizations/${first.orgId}/routes/${routeId}`, { as: owner })).body.from).toBe("https://moved.example.com");
  });

  it("shows a policy renamed on the other connection in the routes that list it at once (links, not only the entity)", async () => {
    const staff = await call(first, "POST", `/organizations/${first.orgId}/policies`, { as: owner, body: policyBody(first.orgId, "staff") });
    expect(staff.status).toBe(201);
    await createRoute(first, "app", [staff.body.id]);
    expect((await routes(replica)).body[0].policies.map((p: { name: string }) => p.name)).toEqual(["staff"]);
    const renamed = await call(first, "PUT", `/organizations/${first.orgId}/policies/${staff.body.id}`, {
      as: owner,
      body: policyBody(first.orgId, "staff renamed", { enforced: true }),
    });
    expect(renamed.status).toBe(200);
    const listed = (await routes(replica)).body[0];
    expect(listed.policies.map((p: { name: string }) => p.name)).toEqual(["staff renamed"]);
    expect(listed.enforcedPolicies.map((p: { name: string }) => p.name)).toEqual(["staff renamed"]);
  });

  it("sees a namespace created on the other connection at once (the namespace tree is proven too)", async () => {
    const inTeam = (test: TestPlane, id: string) => call(test, "GET", `/organizations/${first.orgId}/policies?namespaceId=${id}`, { as: owner });
    expect((await inTeam(replica, first.clusterId)).status).toBe(200);
    const team = await call(first, "POST", `/organizations/${first.orgId}/namespaces`, { as: owner, body: { name: "team", parentId: first.clusterId } });
    expect(team.status).toBe(201);
    expect((await inTeam(replica, team.body.id)).status).toBe(200);
  });

  it("lets a write use a namespace made on the other connection, and refuses one removed there, at once (a write's kept tree is proven too)", async () => {
    const org = `/organizations/${first.orgId}`;
    const routeIn = (namespaceId: string, name: string) =>
      call(replica, "POST", `${org}/routes`, { as: owner, body: { namespaceId, name, from: `https://${name}.example.com`, to: ["https://app.internal"] } });
    // The replica's writes keep its tree.
    expect((await routeIn(first.clusterId, "one")).status).toBe(201);
    const team = await call(first, "POST", `${org}/namespaces`, { as: owner, body: { name: "team", parentId: first.clusterId } });
    expect(team.status).toBe(201);
    const made = await routeIn(team.body.id, "two");
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await call(first, "DELETE", `${org}/routes/${made.body.id}`, { as: owner })).status).toBe(204);
    expect((await call(first, "DELETE", `${org}/namespaces/${team.body.id}`, { as: owner })).status).toBe(204);
    const refused = await routeIn(team.body.id, "three");
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("no namespace with this id");
  });

  it("refuses a member removed on the other connection at their next read", async () => {
    const reader = "reader-subject";
    const readerId = await addMember(first, first.orgId, reader, "admin");
    expect((await call(replica, "GET", `/organizations/${first.orgId}/routes?namespaceId=${first.clusterId}`, { as: reader })).status).toBe(200);
    const actor = { id: "test", email: "", displayName: "test", photoUrl: "" };
    await first.plane.services.users.removeFromOrganization(first.orgId, readerId, actor, "owner");
    expect((await call(replica, "GET", `/organizations/${first.orgId}/routes?namespaceId=${first.clusterId}`, { as: reader })).status).toBe(404);
  });

  it("stops an ID token on the other connection the moment its refresh token is renewed, however often the read was answered from memory", async () => {
    await createRoute(first, "app");
    const idToken = await exchange(replica, first.refreshToken);
    const read = () => call(replica, "GET", `/organizations/${first.orgId}/routes?namespaceId=${first.clusterId}`, { as: { token: idToken } });
    expect((await read()).status).toBe(200);
    const before = replicaReads();
    expect((await read()).status).toBe(200);
    // The user, the membership and the answer all came from memory.
    expect(replicaReads()).toBe(before);
    const user = (await first.plane.services.users.authenticateRefreshToken(first.refreshToken))!;
    await first.plane.services.users.renewRefreshToken(first.orgId, user.id, { id: "test", email: "", displayName: "test", photoUrl: "" }, "owner");
    expect((await read()).status).toBe(401);
  });

  it("answers a repeated ConfigService GetRoute or ListRoutes from memory, each codec its own, and sees the other connection's change and a renewed token at the next call", async () => {
    const routeId = await createRoute(first, "app");
    const idToken = await exchange(replica, first.refreshToken);
    const fresh = await rpc(replica, "GetRoute", getRoute(routeId), idToken);
    expect(fromOf(fresh)).toBe("https://app.example.com");
    let before = replicaReads();
    const again = await rpc(replica, "GetRoute", getRoute(routeId), idToken);
    // The caller, its membership and the answer all came from memory, and the bytes are the same.
    expect(replicaReads()).toBe(before);
    expect(again.bytes).toEqual(fresh.bytes);
    expect(again.headers.get("x-response-id")).not.toBe(fresh.headers.get("x-response-id"));
    // The JSON codec is answered in JSON, never with the binary answer kept for the same route.
    const json = await rpc(replica, "GetRoute", JSON.stringify({ id: routeId }), idToken);
    expect(json.status).toBe(200);
    expect(json.headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(new TextDecoder().decode(json.bytes)).route.from).toBe("https://app.example.com");
    // An empty message is the same (no) bytes in both codecs: each still gets its own codec's answer.
    const emptyList = await rpc(replica, "ListRoutes", new Uint8Array(0), idToken);
    expect(emptyList.status).toBe(200);
    expect(emptyList.headers.get("content-type")).toBe("application/proto");
    expect((await rpc(replica, "ListRoutes", "", idToken)).headers.get("content-type")).toBe("application/json");
    // A call the protocol refuses is refused, even when an identical valid one was answered from memory.
    expect((await rpc(replica, "GetRoute", getRoute(routeId), idToken, { withoutProtocolHeader: true })).status).toBe(400);
    const listed = async () => {
      const answer = await rpc(replica, "ListRoutes", toBinary(ListRoutesRequestSchema, create(ListRoutesRequestSchema, { orderBy: "name" })), idToken);
      expect(answer.status).toBe(200);
      return fromBinary(ListRoutesResponseSchema, answer.bytes).routes.map((route) => route.name);
    };
    expect(await listed()).toEqual(["app"]);
    before = replicaReads();
    expect(await listed()).toEqual(["app"]);
    expect(replicaReads()).toBe(before);
    // The other connection's writes are seen at the very next call.
    const patched = await call(first, "PATCH", `/organizations/${first.orgId}/routes/${routeId}`, {
      as: owner,
      body: [{ op: "replace", path: "/from", value: "https://moved.example.com" }],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(fromOf(await rpc(replica, "GetRoute", getRoute(routeId), idToken))).toBe("https://moved.example.com");
    await createRoute(first, "second");
    expect(await listed()).toEqual(["app", "second"]);
    // A renewed refresh token stops the ID token at once, however often its calls were answered from memory.
    const user = (await first.plane.services.users.authenticateRefreshToken(first.refreshToken))!;
    await first.plane.services.users.renewRefreshToken(first.orgId, user.id, { id: "test", email: "", displayName: "test", photoUrl: "" }, "owner");
    const refused = await rpc(replica, "GetRoute", getRoute(routeId), idToken);
    expect(refused.status).toBe(401);
    expect(JSON.parse(new TextDecoder().decode(refused.bytes)).code).toBe("unauthenticated");
  });

  it("keeps an answer per role: an auditor never gets the answer given to a writer, with its secrets", async () => {
    const auditor = "auditor-subject";
    await addMember(first, first.orgId, auditor, "auditor");
    const res = await call(first, "POST", `/organizations/${first.orgId}/routes`, {
      as: owner,
      body: {
        namespaceId: first.clusterId,
        name: "sso",
        from: "https://sso.example.com",
        to: ["https://app.internal"],
        identityProviderClientSecret: "s3cret-value-of-the-route",
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const path = `/organizations/${first.orgId}/routes/${res.body.id}`;
    expect((await call(replica, "GET", path, { as: owner })).body.identityProviderClientSecret).toBe("s3cret-value-of-the-route");
    const asAuditor = await call(replica, "GET", path, { as: auditor });
    expect(asAuditor.status).toBe(200);
    expect(asAuditor.body.name).toBe("sso");
    expect(JSON.stringify(asAuditor.body)).not.toContain("s3cret-value-of-the-route");
  });

  it("keeps an answer per query and count preference", async () => {
    await createRoute(first, "a");
    await createRoute(first, "b");
    expect((await routes(replica, `namespaceId=${first.clusterId}&orderBy=name&limit=1`)).body.map((r: { name: string }) => r.name)).toEqual(["a"]);
    expect((await routes(replica, `namespaceId=${first.clusterId}&orderBy=name&limit=1&offset=1`)).body.map((r: { name: string }) => r.name)).toEqual(["b"]);
    const counted = await call(replica, "GET", `/organizations/${first.orgId}/routes?namespaceId=${first.clusterId}&orderBy=name&limit=1`, {
      as: owner,
      headers: { prefer: "count=exact" },
    });
    expect(counted.headers.get("x-total-count")).toBe("2");
  });
});

describe("which ConfigService reads are kept", () => {
  it("follows the REST operations each stands for: every read RPC is classified, names operations that exist, and stops being kept when one of them is not reusable", () => {
    const operationIds = new Set(OPERATIONS.map((operation) => operation.operationId));
    for (const ids of Object.values(READS_AS_REST)) for (const id of ids) expect(operationIds, id).toContain(id);
    // A new read RPC must say which REST reads it stands for (or read no stored record, as these two).
    const readsNothingStored = new Set(["getServerInfo", "listAvailableLogFields"]);
    const reads = Object.keys(ConfigService.method).filter((name) => /^(get|list)[A-Z]/.test(name));
    expect(reads.filter((name) => !readsNothingStored.has(name) && !(name in READS_AS_REST))).toEqual([]);

    // The kept methods are named from the local names as the generated service names them.
    for (const [localName, method] of Object.entries(ConfigService.method)) expect(methodName(localName)).toBe(method.name);

    const kept = reusableMethods(OPERATIONS);
    // What the ingress controller and the Terraform provider read on every reconcile.
    for (const method of ["GetRoute", "ListRoutes", "GetPolicy", "ListPolicies", "GetKeyPair", "ListKeyPairs", "GetSettings", "ListSettings"]) {
      expect(kept, method).toContain(method);
    }
    // Service accounts are not reusable REST reads: neither are their RPCs.
    expect(kept).not.toContain("GetServiceAccount");
    expect(kept).not.toContain("ListServiceAccounts");
    const without = (operationId: string) =>
      reusableMethods(OPERATIONS.map((operation) => (operation.operationId === operationId ? { ...operation, reusable: false } : operation)));
    expect(without("getKeyPair")).not.toContain("GetKeyPair");
    expect(without("getKeyPair")).toContain("ListKeyPairs");
    // ListSettings reads the clusters, the namespace tree and each cluster's settings.
    for (const operationId of ["listClusters", "listNamespaces", "getSettings"]) expect(without(operationId)).not.toContain("ListSettings");
  });
});

describe("answers kept on the in-memory store", () => {
  it("reads the store again after any commit, and never with responseCacheBytes 0", async () => {
    const counted = counting(createMemoryStore());
    const test = await createTestPlane(counted.store);
    const owner = { token: await exchange(test, test.refreshToken) };
    const list = () => call(test, "GET", `/organizations/${test.orgId}/policies?namespaceId=${test.orgId}`, { as: owner });
    expect((await list()).status).toBe(200);
    let before = counted.reads();
    await list();
    expect(counted.reads()).toBe(before);
    const made = await call(test, "POST", `/organizations/${test.orgId}/policies`, { as: owner, body: policyBody(test.orgId, "staff") });
    expect(made.status).toBe(201);
    expect((await list()).body.map((p: { name: string }) => p.name)).toContain("staff");

    const off = await createReplica(test, counted.store, { responseCacheBytes: 0, readCacheMs: 0 });
    const offList = () => call(off, "GET", `/organizations/${test.orgId}/policies?namespaceId=${test.orgId}`, { as: owner });
    await offList();
    before = counted.reads();
    await offList();
    expect(counted.reads()).toBeGreaterThan(before);
  });
});

describe.skipIf(!POSTGRES_AVAILABLE)("answers kept while PostgreSQL's snapshot proves nothing changed", () => {
  const stores = postgresStores("fresh");
  const READ_CACHE_MS = 1000;
  let now = Date.parse("2026-11-27T12:00:00.000Z");
  const clock = () => new Date(now);
  let store: PostgresStore;
  let first: TestPlane;
  let replica: TestPlane;
  let token: { token: string };
  /** The statements the store's read pool sent since the last call. */
  let sent: () => string[];

  beforeEach(async () => {
    now = Date.parse("2026-11-27T12:00:00.000Z");
    store = await stores.create();
    first = await createTestPlane(store, { clock, readCacheMs: READ_CACHE_MS });
    replica = await createReplica(first, secondHandle(store), { clock, readCacheMs: READ_CACHE_MS });
    token = { token: await exchange(first, first.refreshToken) };
    const statements = recordStatements(store);
    sent = () => statements.splice(0);
  });
  afterEach(async () => {
    await store.close();
  });

  /** The server's snapshot, as a probe of its own reads it. */
  const snapshot = async () => String((await admin.query("SELECT pg_current_snapshot()::text AS s")).rows[0].s);
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
  });

  /**
   * The statements a repeated read sent when answered from memory: the read cache's entries made
   * current first (the clock moved past readCacheMs), the read three times (the first may find the
   * snapshot moved since the replica last read it, the second asks for it first and keeps the answer
   * under it), then once more. Only a run during which no transaction anywhere on the server took an
   * id or ended can show it (the snapshot moves with other databases' work too, and this server is
   * shared with the other test files): a run with a moved snapshot is tried again, and after 20 such
   * runs the check says in one line that it cannot judge.
   */
  async function repeated(read: () => Promise<unknown>): Promise<string[] | undefined> {
    for (let run = 0; run < 20; run++) {
      now += READ_CACHE_MS + 1;
      const before = await snapshot();
      for (let warm = 0; warm < 3; warm++) await read();
      sent();
      await read();
      const statements = sent();
      if ((await snapshot()) === before) return statements;
    }
    console.warn(
      "fresh answers on PostgreSQL: the server never stayed quiet through a run in 20 tries (other work on it): the answer from memory is not judged",
    );
    return undefined;
  }

  const names = (res: { status: number; body: { name: string }[] }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.map((item) => item.name).sort();
  };

  it("answers a repeated list with one statement, the snapshot alone (the caller kept under it), and shows another replica's write at the next request", async () => {
    const create = (name: string) =>
      call(first, "POST", `/organizations/${first.orgId}/routes`, {
        as: token,
        body: { namespaceId: first.clusterId, name, from: `https://${name}.example.com`, to: ["https://app.internal"] },
      });
    expect((await create("app")).status).toBe(201);
    const list = () => call(replica, "GET", `/organizations/${first.orgId}/routes?namespaceId=${first.clusterId}`, { as: token });
    expect(names(await list())).toEqual(["app"]);
    const statements = await repeated(list);
    if (statements !== undefined) {
      expect(statements, statements.join("\n")).toHaveLength(1);
      expect(statements[0]).toContain("pg_current_snapshot()");
      expect(statements[0]).not.toContain("k_user");
    }
    expect(names(await list())).toEqual(["app"]);
    expect((await create("second")).status).toBe(201);
    expect(names(await list())).toEqual(["app", "second"]);
    // A renewed refresh token stops the ID token at the next read, answered from memory or not.
    const user = (await first.plane.services.users.authenticateRefreshToken(first.refreshToken))!;
    await first.plane.services.users.renewRefreshToken(first.orgId, user.id, { id: "test", email: "", displayName: "test", photoUrl: "" }, "owner");
    expect((await list()).status).toBe(401);
  });

  /** A route read on the replica with the token, through the REST API or the ConfigService: its status and `from`. */
  const routeReads: [string, (id: string) => Promise<{ status: number; from: string | undefined }>][] = [
    [
      "route GET",
      async (id) => {
        const res = await call(replica, "GET", `/organizations/${first.orgId}/routes/${id}`, { as: token });
        return { status: res.status, from: res.body?.from };
      },
    ],
    [
      "ConfigService GetRoute",
      async (id) => {
        const res = await rpc(replica, "GetRoute", getRoute(id), token.token);
        return { status: res.status, from: res.status === 200 ? fromOf(res) : undefined };
      },
    ],
  ];
  for (const [what, read] of routeReads) {
    it(`answers a repeated ${what} with one statement, the snapshot alone, and shows another replica's change and revokes a renewed token at the next request`, async () => {
      const created = await call(first, "POST", `/organizations/${first.orgId}/routes`, {
        as: token,
        body: { namespaceId: first.clusterId, name: "app", from: "https://app.example.com", to: ["https://app.internal"] },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const get = () => read(created.body.id);
      expect((await get()).from).toBe("https://app.example.com");
      const statements = await repeated(get);
      if (statements !== undefined) {
        expect(statements, statements.join("\n")).toHaveLength(1);
        expect(statements[0]).toContain("pg_current_snapshot()");
        expect(statements[0]).not.toContain("k_route");
        expect(statements[0]).not.toContain("k_user");
      }
      // Answered from memory or not, the next request after another replica's commit sees it.
      for (let i = 0; i < 3; i++) expect((await get()).from).toBe("https://app.example.com");
      const patched = await call(first, "PATCH", `/organizations/${first.orgId}/routes/${created.body.id}`, {
        as: token,
        body: [{ op: "replace", path: "/from", value: "https://moved.example.com" }],
      });
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);
      for (let i = 0; i < 4; i++) expect((await get()).from).toBe("https://moved.example.com");
      const user = (await first.plane.services.users.authenticateRefreshToken(first.refreshToken))!;
      await first.plane.services.users.renewRefreshToken(first.orgId, user.id, { id: "test", email: "", displayName: "test", photoUrl: "" }, "owner");
      expect((await get()).status).toBe(401);
    });
  }

  it("never keeps an answer computed from a namespace tree kept only by age: past readCacheMs the answer has the namespace another replica made, and keeps it", async () => {
    const path = `/organizations/${first.orgId}/policies?namespaceId=${first.clusterId}&includeDescendants=true`;
    const policy = (namespaceId: string, name: string) =>
      call(first, "POST", `/organizations/${first.orgId}/policies`, { as: token, body: policyBody(namespaceId, name) });
    expect((await policy(first.clusterId, "cluster-wide")).status).toBe(201);
    expect(names(await call(replica, "GET", path, { as: token }))).toEqual(["cluster-wide"]);
    const team = await call(first, "POST", `/organizations/${first.orgId}/namespaces`, { as: token, body: { name: "team", parentId: first.clusterId } });
    expect(team.status).toBe(201);
    expect((await policy(team.body.id, "team-only")).status).toBe(201);
    // Within readCacheMs the replica may still use the tree it read before: what it answers then is not kept.
    await call(replica, "GET", path, { as: token });
    await call(replica, "GET", path, { as: token });
    now += READ_CACHE_MS + 1;
    expect(names(await call(replica, "GET", path, { as: token }))).toEqual(["cluster-wide", "team-only"]);
    expect(names(await call(replica, "GET", path, { as: token }))).toEqual(["cluster-wide", "team-only"]);
    const statements = await repeated(() => call(replica, "GET", path, { as: token }));
    if (statements !== undefined) expect(statements).toHaveLength(1);
    expect(names(await call(replica, "GET", path, { as: token }))).toEqual(["cluster-wide", "team-only"]);
  });
});
