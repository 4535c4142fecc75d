/**
 * One table of HTTP contract cases, run against every binding over real sockets. Bad requests must get
 * their documented 4xx in the error envelope and change nothing; every binding must answer alike.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlane, fingerprint, TEST_USER_HEADER, type TestPlane } from "../support/planes.js";
import { BINDINGS, type Running } from "./bindings.js";
import { assertConforms } from "../support/openapi-check.js";

interface RawRequest {
  method: string;
  path: string;
  /** Header lines, repeated names allowed. */
  headers?: [string, string][];
  body?: string | Buffer;
  /** Send the body in chunks without Content-Length. */
  chunked?: boolean;
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: any;
}

function send(baseUrl: string, req: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const url = new URL(req.path, baseUrl);
    // With raw header arrays Node does not add Host itself.
    const headers: string[] = ["Host", url.host];
    for (const [name, value] of req.headers ?? []) headers.push(name, value);
    if (req.body !== undefined && !req.chunked) headers.push("Content-Length", String(Buffer.byteLength(req.body)));
    const client = httpRequest({ host: url.hostname, port: url.port, method: req.method, path: url.pathname + url.search, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let json: unknown;
        try {
          json = text.length > 0 ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    // The server may answer (413) and close before the whole body is sent: that is expected, as long
    // as the response arrives.
    let answered = false;
    client.on("response", () => (answered = true));
    client.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    client.on("close", () => {
      if (!answered) reject(new Error("the connection closed without a response"));
    });
    if (req.body === undefined) return client.end();
    if (!req.chunked) return client.end(req.body);
    const body = Buffer.from(req.body);
    let offset = 0;
    const pump = (): void => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + 64 * 1024);
        offset += chunk.length;
        if (!client.write(chunk)) return void client.once("drain", pump);
      }
      client.end();
    };
    pump();
  });
}

interface Env {
  test: TestPlane;
  baseUrl: string;
  idToken: string;
  /** The ETag a first GET of the key set returned. */
  keySetEtag: string;
  /** The organization's current and a previous ETag. */
  orgEtag: string;
  staleEtag: string;
  /** The route a contract case created. */
  routeId?: string;
}

interface Case {
  name: string;
  request: (env: Env) => RawRequest;
  status: number;
  code?: string;
  /** Whether the request may change state (successful writes). */
  mutates?: boolean;
  check?: (res: RawResponse, env: Env) => void | Promise<void>;
  /** Brings about the state the case needs, whatever ran before it (so `vitest -t` runs it alone). */
  setup?: (env: Env) => Promise<void>;
}

const json = (value: unknown) => JSON.stringify(value);

/** A POST that may already have been made by an earlier case: 201 or 409 both leave the thing there. */
async function ensure(env: Env, path: string, body: unknown): Promise<void> {
  const res = await send(env.baseUrl, { method: "POST", path, headers: [...bearer(env), ...JSON_HEADERS], body: json(body) });
  if (res.status !== 201 && res.status !== 409) throw new Error(`setup ${path}: ${res.status} ${res.text}`);
}
const ensureNamespace = (env: Env) => ensure(env, `${org(env)}/namespaces`, { name: "team-a", parentId: env.test.orgId });
const ensurePolicy = (env: Env) =>
  ensure(env, `${org(env)}/policies`, {
    namespaceId: env.test.orgId,
    name: "staff",
    enforced: true,
    ppl: { allow: { and: [{ domain: "example.com" }] } },
    description: "",
    explanation: "",
    remediation: "",
  });
/** The route "app" of the cluster, created if need be, its id in `env.routeId`. */
async function ensureRoute(env: Env): Promise<void> {
  await ensurePolicy(env);
  await ensure(env, `${org(env)}/routes`, { namespaceId: env.test.clusterId, name: "app", from: "https://app.example.com", to: ["https://app.internal"] });
  const listed = await send(env.baseUrl, { method: "GET", path: `${org(env)}/routes?namespaceId=${env.test.clusterId}`, headers: bearer(env) });
  env.routeId = (listed.json as { id: string; name: string }[]).find((route) => route.name === "app")!.id;
}
const JSON_HEADERS: [string, string][] = [["Content-Type", "application/json"]];
const bearer = (env: Env): [string, string][] => [["Authorization", `Bearer ${env.idToken}`]];
const org = (env: Env) => `/api/v0/organizations/${env.test.orgId}`;

const CASES: Case[] = [
  {
    name: "unknown path: 404 in the envelope",
    request: () => ({ method: "GET", path: "/api/v0/no/such/path" }),
    status: 404,
    code: "not_found",
  },
  {
    name: "wrong method on a known path: 405 with Allow",
    request: (env) => ({ method: "DELETE", path: "/api/v0/organizations", headers: bearer(env) }),
    status: 405,
    code: "method_not_allowed",
    check: (res) => expect(String(res.headers.allow).split(", ").sort()).toEqual(["GET", "POST"]),
  },
  {
    name: "no credentials: 401",
    request: () => ({ method: "GET", path: "/api/v0/organizations" }),
    status: 401,
    code: "unauthenticated",
  },
  {
    name: "malformed token: the same 401",
    request: () => ({ method: "GET", path: "/api/v0/organizations", headers: [["Authorization", "Bearer not.a.jwt"]] }),
    status: 401,
    code: "unauthenticated",
  },
  {
    name: "two Authorization headers: 401, not the first one silently",
    request: (env) => ({
      method: "GET",
      path: "/api/v0/organizations",
      headers: [
        ["Authorization", `Bearer ${env.idToken}`],
        ["Authorization", `Bearer ${env.idToken}`],
      ],
    }),
    status: 401,
    code: "unauthenticated",
  },
  {
    name: "Bearer ID token lists the caller's organizations",
    request: (env) => ({ method: "GET", path: "/api/v0/organizations", headers: bearer(env) }),
    status: 200,
    check: (res, env) => {
      expect(res.json).toHaveLength(1);
      expect(res.json[0]).toMatchObject({ id: env.test.orgId, role: "owner" });
    },
  },
  {
    name: "the Pomerium scheme is accepted too",
    request: (env) => ({ method: "GET", path: org(env), headers: [["Authorization", `Pomerium ${env.idToken}`]] }),
    status: 200,
    check: (res, env) => expect(res.headers.etag).toBe(env.orgEtag),
  },
  {
    name: "token exchange: refresh token to ID token, lifetime as a string",
    request: (env) => ({ method: "POST", path: "/api/v0/token", headers: JSON_HEADERS, body: json({ refreshToken: env.test.refreshToken }) }),
    status: 200,
    check: (res) => {
      expect(res.json.expiresInSeconds).toBe("3600");
      expect(res.json.idToken.split(".")).toHaveLength(3);
    },
  },
  {
    name: "token exchange with a wrong token: 401",
    request: () => ({ method: "POST", path: "/api/v0/token", headers: JSON_HEADERS, body: json({ refreshToken: "apu_wrong" }) }),
    status: 401,
    code: "unauthenticated",
  },
  {
    name: "token exchange without refreshToken: the same 401",
    request: () => ({ method: "POST", path: "/api/v0/token", headers: JSON_HEADERS, body: json({ refreshToken: 42 }) }),
    status: 401,
    code: "unauthenticated",
  },
  {
    name: "malformed JSON: 400",
    request: (env) => ({ method: "POST", path: `${org(env)}/namespaces`, headers: [...bearer(env), ...JSON_HEADERS], body: '{"name": "x",' }),
    status: 400,
    code: "invalid_argument",
  },
  {
    name: "wrong types: 400 naming each path",
    request: (env) => ({
      method: "POST",
      path: `${org(env)}/namespaces`,
      headers: [...bearer(env), ...JSON_HEADERS],
      body: json({ name: 5, parentId: ["x"] }),
    }),
    status: 400,
    code: "invalid_argument",
    check: (res) => expect(res.json.details.map((d: { path: string }) => d.path).sort()).toEqual(["/name", "/parentId"]),
  },
  {
    name: "unknown fields: 400 naming every one",
    request: (env) => ({
      method: "POST",
      path: `${org(env)}/namespaces`,
      headers: [...bearer(env), ...JSON_HEADERS],
      body: json({ name: "ok", parentId: env.test.orgId, color: "red", size: 3 }),
    }),
    status: 400,
    code: "invalid_argument",
    check: (res) =>
      expect(res.json.details).toEqual([
        { path: "/color", message: "unknown field" },
        { path: "/size", message: "unknown field" },
      ]),
  },
  {
    name: "a __proto__ key anywhere: 400",
    request: (env) => ({
      method: "POST",
      path: `${org(env)}/namespaces`,
      headers: [...bearer(env), ...JSON_HEADERS],
      body: `{"name":"ok","parentId":"${env.test.orgId}","x":{"y":[{"__proto__":{"admin":true}}]}}`,
    }),
    status: 400,
    code: "invalid_argument",
    check: (res) => expect(res.json.details[0].path).toBe("/x/y/0/__proto__"),
  },
  {
    name: "a constructor key: 400",
    request: (env) => ({
      method: "PUT",
      path: org(env),
      headers: [...bearer(env), ...JSON_HEADERS],
      body: '{"name":"x","constructor":{"prototype":{}}}',
    }),
    status: 400,
    code: "invalid_argument",
  },
  {
    name: "JSON nested 10 000 deep: 400 without a stack overflow",
    request: (env) => ({
      method: "POST",
      path: `${org(env)}/namespaces`,
      headers: [...bearer(env), ...JSON_HEADERS],
      body: `${"[".repeat(10_000)}${"]".repeat(10_000)}`,
    }),
    status: 400,
    code: "invalid_argument",
  },
  {
    name: "empty body where one is required: 400",
    request: (env) => ({ method: "POST", path: `${org(env)}/namespaces`, headers: [...bearer(env), ...JSON_HEADERS], body: "" }),
    status: 400,
    code: "invalid_argument",
  },
  {
    name: "body over 1 MiB with Content-Length: 413",
    request: (env) => ({
      method: "POST",
      path: `${org(env)}/namespaces`,
      headers: [...bearer(env), ...JSON_HEADERS],
      body: json({ name: "x".repeat(2 * 1024 * 1024), parentId: env.test.orgId }),
    }),
    status: 413,
    code: "payload_too_large",
  },
  {
    name: "chunked body over 1 MiB: 413 while streaming",
    request: (env) => ({
      method: "POST",
      path: `${org(env)}/namespaces`,
      headers: [...bearer(env), ...JSON_HEADERS],
      body: json({ name: "x".repeat(3 * 1024 * 1024), parentId: env.test.orgId }),
      chunked: true,
    }),
    status: 413,
    code: "payload_too_large",
  },
  {
    name: "non-JSON content type: 415",
    request: (env) => ({
      method: "POST",
      path: `${org(env)}/namespaces`,
      headers: [...bearer(env), ["Content-Type", "text/plain"]],
      body: json({ name: "x", parentId: env.test.orgId }),
    }),
    status: 415,
    code: "unsupported_media_type",
  },
  {
    name: "missing content type: 415",
    request: (env) => ({ method: "POST", path: `${org(env)}/namespaces`, headers: bearer(env), body: json({ name: "x", parentId: env.test.orgId }) }),
    status: 415,
    code: "unsupported_media_type",
  },
  {
    name: "an organization the caller does not belong to: 404, not 403",
    request: (env) => ({ method: "GET", path: "/api/v0/organizations/01ARZ3NDEKTSV4RRFFQ69G5FAV/clusters", headers: bearer(env) }),
    status: 404,
    code: "not_found",
  },
  {
    name: "another organization's cluster id under the caller's organization: 404",
    request: (env) => ({ method: "GET", path: `${org(env)}/clusters/${env.test.clusterId}X`, headers: bearer(env) }),
    status: 404,
    code: "not_found",
  },
  {
    name: "bad query parameter: 400",
    request: (env) => ({ method: "GET", path: `${org(env)}/users?userType=robot`, headers: bearer(env) }),
    status: 400,
    code: "invalid_argument",
  },
  {
    name: "If-Match with a stale version: 412",
    request: (env) => ({
      method: "PUT",
      path: org(env),
      headers: [...bearer(env), ...JSON_HEADERS, ["If-Match", env.staleEtag]],
      body: json({ name: "renamed" }),
    }),
    status: 412,
    code: "precondition_failed",
  },
  {
    name: "updateCluster with a domain: 400",
    request: (env) => ({
      method: "PUT",
      path: `${org(env)}/clusters/${env.test.clusterId}`,
      headers: [...bearer(env), ...JSON_HEADERS],
      body: json({ name: "default", domain: "other.example.com" }),
    }),
    status: 400,
    code: "invalid_argument",
    check: (res) => expect(res.json.details).toEqual([{ path: "/domain", message: "unknown field" }]),
  },
  {
    name: "create a namespace: 201 with an ETag",
    request: (env) => ({
      method: "POST",
      path: `${org(env)}/namespaces`,
      headers: [...bearer(env), ...JSON_HEADERS],
      body: json({ name: "team-a", parentId: env.test.orgId }),
    }),
    status: 201,
    mutates: true,
    check: (res, env) => {
      expect(res.headers.etag).toBe('W/"1"');
      expect(res.json).toMatchObject({ name: "team-a", parentId: env.test.orgId, type: "regular", role: "admin" });
    },
  },
  {
    name: "the OpenAPI document without authentication: 200 with an ETag",
    request: () => ({ method: "GET", path: "/api/v0/openapi.json" }),
    status: 200,
    check: (res) => {
      expect(res.json.openapi).toBe("3.1.0");
      expect(res.headers.etag).toMatch(/^"/);
    },
  },
  {
    name: "the OpenAPI document with a body on GET: the body is ignored, 200",
    request: () => ({ method: "GET", path: "/api/v0/openapi.json", headers: JSON_HEADERS, body: json({ ignored: true }) }),
    status: 200,
  },
  {
    name: "HEAD of the OpenAPI document: 200 without a body",
    request: () => ({ method: "HEAD", path: "/api/v0/openapi.json" }),
    status: 200,
    check: (res) => expect(res.text).toBe(""),
  },
  {
    name: "liveness at /healthz, without a token: 200",
    request: () => ({ method: "GET", path: "/healthz" }),
    status: 200,
    check: (res) => expect(res.json).toEqual({ status: "ok" }),
  },
  {
    name: "readiness at /readyz, without a token: 200 while the store answers",
    request: () => ({ method: "GET", path: "/readyz" }),
    status: 200,
    check: (res) => expect(res.json).toEqual({ status: "ready" }),
  },
  {
    name: "an incoming X-Request-Id is kept as the response id; a malformed one is replaced",
    request: () => ({ method: "GET", path: "/healthz", headers: [["X-Request-Id", "req-0123456789abcdef"]] }),
    status: 200,
    check: (res) => expect(res.headers["x-response-id"]).toBe("req-0123456789abcdef"),
  },
  {
    name: "a query parameter given twice: 400 naming it",
    request: (env) => ({ method: "GET", path: `${org(env)}/activityLogs?limit=5&limit=500`, headers: bearer(env) }),
    status: 400,
    code: "invalid_argument",
    check: (res) => expect(res.json.error).toContain('"limit"'),
  },
  {
    name: "a name with a NUL character: 400 at /name",
    request: (env) => ({
      method: "POST",
      path: `${org(env)}/namespaces`,
      headers: [...bearer(env), ...JSON_HEADERS],
      body: json({ name: "team\u0000b", parentId: env.test.orgId }),
    }),
    status: 400,
    code: "invalid_argument",
    check: (res) => expect(res.json.details).toEqual([{ path: "/name", message: expect.stringMatching(/NUL/) }]),
  },
  {
    name: "a name with a lone surrogate: 400 at /name",
    request: (env) => ({
      method: "POST",
      path: `${org(env)}/namespaces`,
      headers: [...bearer(env), ...JSON_HEADERS],
      body: '{"name":"team\\ud800","parentId":"' + env.test.orgId + '"}',
    }),
    status: 400,
    code: "invalid_argument",
  },
  {
    name: "a duplicate namespace name under one parent: 409",
    setup: ensureNamespace,
    request: (env) => ({
      method: "POST",
      path: `${org(env)}/namespaces`,
      headers: [...bearer(env), ...JSON_HEADERS],
      body: json({ name: "team-a", parentId: env.test.orgId }),
    }),
    status: 409,
    code: "already_exists",
  },
  {
    name: "create an enforced policy: 201 with its links",
    request: (env) => ({
      method: "POST",
      path: `${org(env)}/policies`,
      headers: [...bearer(env), ...JSON_HEADERS],
      body: json({
        namespaceId: env.test.orgId,
        name: "staff",
        enforced: true,
        ppl: { allow: { and: [{ domain: "example.com" }] } },
        description: "",
        explanation: "",
        remediation: "",
      }),
    }),
    status: 201,
    mutates: true,
    check: (res) => expect(res.json).toMatchObject({ name: "staff", routes: [], enforcedRoutes: [] }),
  },
  {
    name: "create a route: 201 with the enforced policy applied",
    setup: ensurePolicy,
    request: (env) => ({
      method: "POST",
      path: `${org(env)}/routes`,
      headers: [...bearer(env), ...JSON_HEADERS],
      body: json({ namespaceId: env.test.clusterId, name: "app", from: "https://app.example.com", to: ["https://app.internal"] }),
    }),
    status: 201,
    mutates: true,
    check: (res, env) => {
      expect(res.json.enforcedPolicies.map((p: { name: string }) => p.name)).toEqual(["staff"]);
      env.routeId = res.json.id;
    },
  },
  {
    name: "list routes: a bare array with X-Total-Count",
    setup: ensureRoute,
    request: (env) => ({ method: "GET", path: `${org(env)}/routes?namespaceId=${env.test.orgId}&includeDescendants=true`, headers: bearer(env) }),
    status: 200,
    check: (res) => {
      expect(res.headers["x-total-count"]).toBe("1");
      expect(res.json.map((r: { name: string }) => r.name)).toEqual(["app"]);
    },
  },
  {
    name: "a route breaking the proxy's rules: 400 with every detail",
    request: (env) => ({
      method: "POST",
      path: `${org(env)}/routes`,
      headers: [...bearer(env), ...JSON_HEADERS],
      body: json({ namespaceId: env.test.clusterId, name: "bad", from: "https://bad.example.com/path", to: ["https://a,1", "https://b"], regex: "(?<=a)b" }),
    }),
    status: 400,
    code: "invalid_argument",
    check: (res) => expect(res.json.details.map((d: { path: string }) => d.path)).toEqual(["/from", "/to", "/regex"]),
  },
  {
    name: "a JSON Patch (application/json-patch+json) whose test fails: 409, nothing changed",
    setup: ensureRoute,
    request: (env) => ({
      method: "PATCH",
      path: `${org(env)}/routes/${env.routeId}`,
      headers: [...bearer(env), ["Content-Type", "application/json-patch+json"]],
      body: json([
        { op: "replace", path: "/name", value: "renamed" },
        { op: "test", path: "/from", value: "https://other.example.com" },
      ]),
    }),
    status: 409,
    code: "failed_precondition",
  },
  {
    name: "interactive user through the authenticate hook",
    request: () => ({ method: "GET", path: "/api/v0/organizations", headers: [[TEST_USER_HEADER, "alice"]] }),
    status: 200,
    mutates: true,
    check: (res) => expect(res.json).toEqual([]),
  },
  {
    name: "key set: public, cacheable, CORS-open",
    request: () => ({ method: "GET", path: "/.well-known/pomerium/jwks.json" }),
    status: 200,
    check: (res) => {
      expect(res.json).toEqual({ keys: [] });
      expect(res.headers["cache-control"]).toBe("max-age=60");
      expect(res.headers["access-control-allow-origin"]).toBe("*");
      expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    },
  },
  {
    name: "key set with a matching If-None-Match: 304",
    request: (env) => ({
      method: "GET",
      path: "/.well-known/pomerium/jwks.json",
      headers: [["If-None-Match", env.keySetEtag]],
    }),
    status: 304,
  },
  {
    name: "key set with POST: 405 allowing GET and HEAD",
    request: () => ({ method: "POST", path: "/.well-known/pomerium/jwks.json", headers: JSON_HEADERS, body: "{}" }),
    status: 405,
    code: "method_not_allowed",
    check: (res) => expect(String(res.headers.allow).split(", ").sort()).toEqual(["GET", "HEAD"]),
  },
  {
    name: "key set with HEAD: 200 without a body",
    request: () => ({ method: "HEAD", path: "/.well-known/pomerium/jwks.json" }),
    status: 200,
    check: (res) => expect(res.text).toBe(""),
  },
];

/** One binding's server, plane and environment, started once for the file. */
interface Served {
  name: string;
  test: TestPlane;
  server: Running;
  env: Env;
}

async function serve(binding: (typeof BINDINGS)[number]): Promise<Served> {
  const test = await createTestPlane();
  const server = await binding.start(test.plane);
  const exchanged = await send(server.baseUrl, {
    method: "POST",
    path: "/api/v0/token",
    headers: JSON_HEADERS,
    body: json({ refreshToken: test.refreshToken }),
  });
  const keySet = await send(server.baseUrl, { method: "GET", path: "/.well-known/pomerium/jwks.json" });
  const env: Env = {
    test,
    baseUrl: server.baseUrl,
    idToken: exchanged.json.idToken,
    keySetEtag: String(keySet.headers.etag),
    orgEtag: "",
    staleEtag: "",
  };
  // A conditional update, so that the organization has a stale version for the If-Match case.
  const current = await send(server.baseUrl, { method: "GET", path: org(env), headers: bearer(env) });
  const renamed = await send(server.baseUrl, {
    method: "PUT",
    path: org(env),
    headers: [...bearer(env), ...JSON_HEADERS, ["If-Match", String(current.headers.etag)]],
    body: json({ ...current.json, name: "Acme" }),
  });
  expect(renamed.status).toBe(200);
  expect(renamed.json.name).toBe("Acme");
  env.staleEtag = String(current.headers.etag);
  env.orgEtag = String(renamed.headers.etag);
  expect(env.orgEtag).not.toBe(env.staleEtag);
  return { name: binding.name, test, server, env };
}

/** Runs one case on one binding with every check; returns what every binding must agree on. */
async function runCase(c: (typeof CASES)[number], { name, test, server, env }: Served): Promise<string> {
  await c.setup?.(env);
  const before = c.mutates ? undefined : await fingerprint(test);
  const request = c.request(env);
  const res = await send(server.baseUrl, request);
  expect(res.status, `${name}: ${res.text.slice(0, 300)}`).toBe(c.status);
  // Every response conforms to openapi.json: a documented status, JSON where the document says so, the schema.
  const contentType = res.headers["content-type"];
  assertConforms(request.method, new URL(request.path, server.baseUrl).pathname, res.status, typeof contentType === "string" ? contentType : null, res.text);
  expect(res.headers["x-response-id"], name).toMatch(/^[0-9a-f-]{36}$|^req-/);
  if (c.status !== 204 && c.status !== 304 && c.request(env).method !== "HEAD") {
    expect(res.headers["content-type"], name).toMatch(/^application\/json/);
  }
  if (c.code !== undefined) {
    expect(res.json, name).toMatchObject({ code: c.code });
    expect(typeof res.json.error, name).toBe("string");
    expect(res.text, name).not.toMatch(/at .*\.(ts|js):\d+|SELECT |INSERT /);
  }
  await c.check?.(res, env);
  if (before !== undefined) expect(await fingerprint(test), `${name} changed something`).toBe(before);
  return JSON.stringify([res.status, res.json?.code, res.headers.allow, res.headers["content-type"], res.json?.details]);
}

// Each case is one test, run on every binding and compared across them, so that `vitest -t` can run
// any one alone: the servers are started once, and every case sets up what it needs.
describe(`HTTP contract over ${BINDINGS.map((b) => b.name).join(", ")}`, () => {
  const served: Served[] = [];
  beforeAll(async () => {
    for (const binding of BINDINGS) served.push(await serve(binding));
  });
  afterAll(async () => {
    for (const { server } of served.splice(0)) await server.close();
  });

  for (const c of CASES) {
    it(c.name, async () => {
      const signatures = new Map<string, string>();
      for (const binding of served) signatures.set(binding.name, await runCase(c, binding));
      expect(signatures.size).toBe(BINDINGS.length);
      // Every binding answers alike: status, code, Allow, content type and details.
      expect(new Set(signatures.values()).size, JSON.stringify([...signatures])).toBe(1);
    });
  }
});
