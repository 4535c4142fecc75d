/**
 * The export to the proxy's configuration file: every key one the proxy reads, YAML that parses back to
 * the same data, byte-equal exports of one version, refusals of what a stock proxy cannot run, the
 * atomic file sink as an apply hook, and the YAML over HTTP.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { createControlPlane, exportProxyConfig, silentLogger, toProxyConfig, writeProxyConfigFile, ProxyConfigError, type AppliedConfig } from "accessplane";
import { STREAMED_PAYLOAD_BYTES } from "../../src/http/payloads.js";
import { BINDINGS } from "../http/bindings.js";
import { eventLoopTurnsDuring } from "../support/event-loop.js";
import { call, exchange } from "../support/api.js";
import { makeTestPki, type TestPki } from "../support/certificates.js";
import { storedRoute } from "../support/bodies.js";
import { createReplica, createTestPlane, type TestPlane } from "../support/planes.js";
import { PROXY_GLOBAL_KEYS, PROXY_HEALTH_CHECK_KEYS, PROXY_REMOVED_KEYS, PROXY_ROUTE_KEYS } from "../fixtures/proxy-keys.js";
import { goDuration, protoSeconds } from "../../src/proxy-config/durations.js";
import { CHUNK_CHARS, exportProxyYaml } from "../../src/proxy-config/to-proxy-config.js";
import { ops } from "accessplane/store";

let pki: TestPki;
const dir = mkdtempSync(join(tmpdir(), "accessplane-proxy-config-"));
beforeAll(() => {
  pki = makeTestPki();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface World {
  test: TestPlane;
  owner: { token: string };
  org: string;
}

/** Applies the cluster's pending draft (auto-apply is off in these tests) and answers the applied configuration. */
async function applyDraft(test: TestPlane): Promise<AppliedConfig> {
  const [draft] = (await test.plane.services.changesets.list(test.orgId, { clusterId: test.clusterId, status: "pending" })).items;
  await test.plane.services.changesets.apply(test.orgId, draft!.id, { id: "t", email: "", displayName: "", photoUrl: "" });
  return (await test.plane.getAppliedConfig(test.orgId, test.clusterId))!;
}

async function world(options: Parameters<typeof createTestPlane>[1] = {}): Promise<World> {
  const test = await createTestPlane(undefined, options);
  return { test, owner: { token: await exchange(test, test.refreshToken) }, org: `/organizations/${test.orgId}` };
}

/** A world whose cluster applies only when asked (auto-apply off), with no apply hook. */
async function draftingWorld(): Promise<World> {
  const w = await world({ onApply: [] });
  await call(w.test, "PATCH", `${w.org}/clusters/${w.test.clusterId}/settings`, {
    as: w.owner,
    headers: { "content-type": "application/json-patch+json" },
    body: [{ op: "replace", path: "/autoApplyChangesets", value: false }],
  });
  return w;
}

/** A cluster with non-default settings, two key pairs, an enforced and a listed policy, and routes using every field. */
async function fullCluster(w: World): Promise<AppliedConfig> {
  const { test, owner, org } = w;
  const api = (method: string, path: string, body?: unknown) => call(test, method, `${org}${path}`, { as: owner, ...(body === undefined ? {} : { body }) });
  const created = async (path: string, body: unknown) => {
    const res = await api("POST", path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  const server = await created("/keyPairs", { namespaceId: test.orgId, name: "server", certificate: pki.chain, key: pki.leaf.key });
  const ca = await created("/keyPairs", { namespaceId: test.orgId, name: "ca", certificate: pki.ca.cert });
  const staff = await created("/policies", {
    namespaceId: test.orgId,
    name: "staff",
    ppl: { allow: { and: [{ domain: { is: "example.com" } }] } },
    description: "",
    explanation: "",
    remediation: "",
  });
  await created("/policies", {
    namespaceId: test.orgId,
    name: "no-bots",
    enforced: true,
    ppl: [{ deny: { or: [{ "claim/bot": "yes" }] } }],
    description: "",
    explanation: "",
    remediation: "",
  });
  const settingsPath = `/clusters/${test.clusterId}/settings`;
  const settings = (await api("GET", settingsPath)).body;
  const { id: _i, createdAt: _c, updatedAt: _u, ...fields } = settings;
  const put = await api("PUT", settingsPath, {
    ...fields,
    cookieExpire: "1d",
    timeoutIdle: "1h30m",
    authenticateServiceUrl: "https://authenticate.example.com",
    identityProvider: "oidc",
    identityProviderUrl: "https://idp.example.com",
    identityProviderClientId: "pomerium",
    identityProviderClientSecret: "idp-secret",
    identityProviderScopes: ["openid", "email"],
    setResponseHeaders: { "X-Frame-Options": "DENY" },
    jwtClaimsHeaders: { "X-Email": "email" },
    certificateAuthorityKeyPairId: ca.id,
    downstreamMtlsCaKeyPairId: ca.id,
    tracingProvider: "jaeger",
    otelTracesExporter: "otlp",
    otelExporterOtlpTimeout: "10s",
    codecType: "http2",
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  await created("/routes", {
    namespaceId: test.clusterId,
    name: "everything",
    description: "all the fields",
    logoUrl: "https://example.com/logo.png",
    from: "https://app.example.com",
    to: ["https://a.internal,2", "https://b.internal,1"],
    prefix: "/app",
    prefixRewrite: "/",
    hostRewrite: "app.internal",
    timeout: "1m",
    idleTimeout: "2d",
    allowWebsockets: true,
    allowSpdy: false,
    allowUpgrades: ["websocket"],
    tlsSkipVerify: false,
    tlsUpstreamAllowRenegotiation: true,
    tlsUpstreamServerName: "a.internal",
    tlsDownstreamServerName: "app.example.com",
    tlsCustomCaKeyPairId: ca.id,
    tlsClientKeyPairId: server.id,
    tlsDownstreamClientCaKeyPairId: ca.id,
    setRequestHeaders: { "X-Team": "core" },
    setResponseHeaders: { "X-Served-By": "proxy" },
    removeRequestHeaders: ["X-Debug"],
    rewriteResponseHeaders: [{ header: "Location", matcher: { prefix: "http://a.internal/" }, value: "https://app.example.com/" }],
    preserveHostHeader: true,
    passIdentityHeaders: true,
    kubernetesServiceAccountToken: "k8s-token",
    enableGoogleCloudServerlessAuthentication: false,
    showErrorDetails: true,
    healthCheck: {
      type: "http",
      path: "/healthz",
      expectedStatuses: [{ start: 200, end: 300 }],
      codecClientType: "http2",
      timeout: "1m30s",
      interval: "500ms",
      healthyThreshold: 2,
      unhealthyThreshold: 3,
    },
    loadBalancingPolicy: "least_request",
    identityProviderClientId: "route-client",
    identityProviderClientSecret: "route-secret",
    bearerTokenFormat: "idp_access_token",
    jwtIssuerFormat: "uri",
    policyIds: [staff.id],
  });
  await created("/routes", {
    namespaceId: test.clusterId,
    name: "rewrites",
    from: "https://rw.example.com",
    to: ["https://rw.internal"],
    path: "/exact",
    regexRewritePattern: "^/exact$",
    regexRewriteSubstitution: "/other",
    hostRewriteHeader: "X-Host",
    hostPathRegexRewritePattern: "^/(.+)$",
    hostPathRegexRewriteSubstitution: "\\1.internal",
    tlsSkipVerify: true,
    dependsOn: ["auth.example.com"],
    idpAccessTokenAllowedAudiences: ["api://rw"],
    circuitBreakerThresholds: { maxConnections: 100, maxRetries: 3 },
    healthyPanicThreshold: 40,
    sessionRecording: { enabled: true },
  });
  const sshOnly = await created("/policies", {
    namespaceId: test.orgId,
    name: "ssh admins",
    ppl: { allow: { and: [{ ssh_username: { in: ["root"] } }] } },
    description: "",
    explanation: "",
    remediation: "",
  });
  await created("/routes", {
    namespaceId: test.clusterId,
    name: "tools",
    from: "https://mcp.example.com",
    to: ["http://mcp.internal:8080"],
    mcp: {
      server: {
        path: "/mcp",
        maxRequestBytes: 65536,
        upstreamOAuth2: {
          clientId: "mcp-client",
          clientSecret: "mcp-secret",
          oauth2Endpoint: { tokenUrl: "https://auth.example.com/token", authStyle: "OAUTH2_AUTH_STYLE_IN_PARAMS" },
          scopes: ["tools"],
          authorizationUrlParams: { prompt: "consent" },
        },
      },
    },
    upstreamTunnel: { sshPolicyId: sshOnly.id },
  });
  await created("/routes", {
    namespaceId: test.clusterId,
    name: "mcp client",
    from: "https://mcp-client.example.com",
    to: ["http://client.internal"],
    mcp: { client: {} },
  });
  await created("/routes", {
    namespaceId: test.clusterId,
    name: "moved",
    from: "https://old.example.com",
    redirect: { hostRedirect: "new.example.com", responseCode: 308, stripQuery: true },
  });
  await created("/routes", {
    namespaceId: test.clusterId,
    name: "teapot",
    from: "https://tea.example.com",
    response: { status: 418, body: "short and stout" },
  });
  await created("/routes", {
    namespaceId: test.clusterId,
    name: "db",
    from: "tcp+https://db.example.com:5432",
    to: ["tcp://db.internal:5432"],
    healthCheck: { type: "tcp", send: "50494e47", receive: ["504f4e47"] },
  });
  await created("/routes", {
    namespaceId: test.clusterId,
    name: "rpc",
    from: "https://rpc.example.com",
    to: ["h2c://rpc.internal:9000"],
    regex: "^/svc\\.[a-z]+/.*$",
    regexPriorityOrder: 2,
    healthCheck: { type: "grpc", serviceName: "svc", authority: "rpc.internal" },
  });
  return (await test.plane.getAppliedConfig(test.orgId, test.clusterId))!;
}

describe("toProxyConfig", () => {
  it("writes only keys the proxy reads, never a removed one, and YAML that parses back to the same data", async () => {
    const config = await fullCluster(await world());
    const exported = toProxyConfig(config, { certificateDirectory: "/etc/pomerium/certs" });
    const document = exported.document as Record<string, any>;
    expect(Object.keys(document).filter((key) => !PROXY_GLOBAL_KEYS.has(key))).toEqual([]);
    expect(Object.keys(document).filter((key) => PROXY_REMOVED_KEYS.has(key))).toEqual([]);
    for (const route of document.routes) {
      expect(
        Object.keys(route).filter((key) => !PROXY_ROUTE_KEYS.has(key)),
        route.name,
      ).toEqual([]);
      for (const check of route.health_checks ?? []) expect(Object.keys(check).filter((key) => !PROXY_HEALTH_CHECK_KEYS.has(key))).toEqual([]);
    }
    expect(parseYaml(exported.yaml)).toEqual(JSON.parse(JSON.stringify(document)));
    // One version, one byte sequence.
    expect(toProxyConfig(config, { certificateDirectory: "/etc/pomerium/certs" }).yaml).toBe(exported.yaml);
    // Fields with no proxy key are reported, not silently dropped.
    expect(exported.omitted.join("\n")).toMatch(/tracingProvider/);
    // Written a route at a time, the same bytes and the same report.
    const sliced = await exportProxyConfig(config, { certificateDirectory: "/etc/pomerium/certs" });
    expect(sliced.yaml).toBe(exported.yaml);
    expect(sliced.omitted).toEqual(exported.omitted);
    expect(sliced.files).toEqual(exported.files);
  });

  it("writes every string so that a YAML 1.1 or 1.2 loader reads it back as written: words YAML 1.1 reads as booleans, numbers or timestamps, and text of several lines", async () => {
    const w = await draftingWorld();
    const { test, owner, org } = w;
    // In YAML 1.1 (Go's yaml.v2, and typed fields of later loaders) a plain yes, on or y is a boolean,
    // 1:20 a number in base 60, 2001-12-14 a timestamp and << a merge key: a claim compared with
    // "yes" would be compared with true.
    const tricky = ["yes", "No", "on", "OFF", "y", "n", "1:20", "2001-12-14", "<<", "0755", "null", "~"];
    const policy = await call(test, "POST", `${org}/policies`, {
      as: owner,
      body: {
        namespaceId: test.orgId,
        name: "tricky",
        ppl: { allow: { or: tricky.map((value) => ({ "claim/approved": value })) } },
        description: "",
        explanation: "",
        remediation: "",
      },
    });
    expect(policy.status).toBe(201);
    const route = await call(test, "POST", `${org}/routes`, {
      as: owner,
      body: {
        namespaceId: test.clusterId,
        name: "tricky",
        from: "https://tricky.example.com",
        to: ["https://up.internal"],
        policyIds: [policy.body.id],
        setRequestHeaders: Object.fromEntries(tricky.map((value, i) => [`x-value-${i}`, value])),
      },
    });
    expect(route.status).toBe(201);
    // Text of several lines, with spaces at its ends, quotes, comment and mapping marks, and beyond ASCII.
    const body = "  first line\nsecond: line # not a comment\n\n'quoted' \"and\" tab\there\nzürich ✓ 東京  \n";
    const written = await call(test, "POST", `${org}/routes`, {
      as: owner,
      body: { namespaceId: test.clusterId, name: "text", from: "https://text.example.com", response: { status: 200, body } },
    });
    expect(written.status).toBe(201);
    // Lines written as a block, one of them indented: shifted with the route's item, as the whole
    // document's writer shifts them.
    const lines = "first\n  indented\nlast\n";
    expect(
      (
        await call(test, "POST", `${org}/routes`, {
          as: owner,
          body: { namespaceId: test.clusterId, name: "lines", from: "https://lines.example.com", response: { status: 200, body: lines } },
        })
      ).status,
    ).toBe(201);
    const config = await applyDraft(test);
    const exported = toProxyConfig(config);
    const data = JSON.parse(JSON.stringify(exported.document));
    for (const version of ["1.1", "1.2"] as const) expect(parseYaml(exported.yaml, { version }), version).toEqual(data);
    const bodyOf = (name: string) => (data.routes as { name: string; response?: { body: string } }[]).find((r) => r.name === name)!.response!.body;
    expect([bodyOf("text"), bodyOf("lines")]).toEqual([body, lines]);
    expect(exported.yaml).toContain("      body: |\n        first\n          indented\n        last\n");
    const tricked = (data.routes as { name: string; set_request_headers: Record<string, string> }[]).find((r) => r.name === "tricky")!;
    expect(Object.values(tricked.set_request_headers)).toEqual(tricky);
    expect((await exportProxyConfig(config)).yaml).toBe(exported.yaml);
  });

  it("exports a large configuration a slice at a time: other work runs between its routes, and the bytes are the same", async () => {
    const { test, org, owner } = await world();
    const policy = await call(test, "POST", `${org}/policies`, {
      as: owner,
      body: { namespaceId: test.orgId, name: "staff", ppl: { allow: { and: [{ domain: "example.com" }] } }, description: "", explanation: "", remediation: "" },
    });
    const clusterId = test.clusterId;
    await call(test, "PATCH", `${org}/clusters/${clusterId}/settings`, {
      as: owner,
      body: [{ op: "replace", path: "/autoApplyChangesets", value: false }],
      headers: { "content-type": "application/json-patch+json" },
    });
    for (let i = 0; i < 500; i++) {
      const created = await call(test, "POST", `${org}/routes`, {
        as: owner,
        body: {
          namespaceId: clusterId,
          name: `r${i}`,
          from: `https://r${i}.example.com`,
          to: ["https://up.internal"],
          policyIds: [policy.body.id],
          setRequestHeaders: { "X-Team": "a" },
        },
      });
      expect(created.status).toBe(201);
    }
    const [draft] = (await call(test, "GET", `${org}/changesets?clusterId=${clusterId}&status=pending`, { as: owner })).body;
    expect((await call(test, "POST", `${org}/changesets/${draft.id}/apply`, { as: owner })).status).toBe(200);
    const config = (await test.plane.getAppliedConfig(test.orgId, clusterId))!;
    expect(config.routes).toHaveLength(500);
    // All at once, the loop never turns; a slice at a time (at most 25 routes each), it turns between
    // slices of the conversion and of the writing.
    expect(await eventLoopTurnsDuring(async () => toProxyConfig(config))).toBe(0);
    let sliced = "";
    const turns = await eventLoopTurnsDuring(async () => (sliced = (await exportProxyConfig(config)).yaml));
    expect(turns).toBeGreaterThanOrEqual(2 * (500 / 25) - 2);
    expect(sliced).toBe(toProxyConfig(config).yaml);
    // The API answers the same bytes, and builds them once per version.
    const path = `${org}/clusters/${clusterId}/proxyConfig`;
    const first = await call(test, "GET", path, { as: owner });
    expect(first.body).toBe(toProxyConfig(config, { certificates: "inline" }).yaml);
    expect(await eventLoopTurnsDuring(() => call(test, "GET", path, { as: owner }))).toBeLessThan(turns / 4);
  });

  it("keeps a large cluster's text in chunks across versions: the API's bytes, the file and the text are a whole write's", async () => {
    const folder = mkdtempSync(join(dir, "chunks-"));
    const file = join(folder, "config.yaml");
    const w = await world({ onApply: (config) => writeProxyConfigFile(file)(config) });
    const { test, org, owner } = w;
    const { orgId, clusterId, plane, store } = test;
    const actor = { id: "t", email: "", displayName: "", photoUrl: "" };
    await plane.services.settings.patch(orgId, clusterId, [{ op: "replace", path: "/autoApplyChangesets", value: false }], actor);
    // Written straight into the store, then applied: enough text for several chunks.
    const routes = Array.from({ length: 4000 }, (_, i) => storedRoute(orgId, clusterId, i, { setRequestHeaders: { "X-Team": `team-${i % 7}` } }));
    await store.commit({ ops: routes.map((route) => ops.insert("route", orgId, route)) });
    const path = `${org}/clusters/${clusterId}/proxyConfig`;
    // Each version: the text in chunks adds up to a whole write, as do the API's bytes and the file.
    const check = async (change: () => Promise<unknown>, whole = false) => {
      await change();
      const [draft] = (await plane.services.changesets.list(orgId, { clusterId, status: "pending" })).items;
      await plane.services.changesets.apply(orgId, draft!.id, actor, { whole });
      const config = (await plane.getAppliedConfig(orgId, clusterId))!;
      const response = await call(test, "GET", path, { as: owner });
      expect(response.body).toBe(toProxyConfig(config, { certificates: "inline" }).yaml);
      expect(readFileSync(file, "utf8")).toBe(toProxyConfig(config, { certificateDirectory: join(folder, "certs") }).yaml);
      const { text } = await exportProxyYaml(config);
      expect(text.chunks.join("")).toBe(toProxyConfig(config).yaml);
      expect(text.starts).toEqual(text.chunks.reduce((starts, chunk) => [...starts, starts.at(-1)! + chunk.length], [0]));
      expect(text.chunks.length).toBeGreaterThanOrEqual(3);
      expect(Math.max(...text.chunks.map((chunk) => chunk.length))).toBeLessThan(2 * CHUNK_CHARS);
      return config;
    };
    const patch = (id: string, value: string) => plane.services.routes.patch(orgId, id, [{ op: "replace", path: "/to", value: [value] }], actor);
    // The routes written straight into the store have no activity entries: the first apply takes all.
    await check(() => plane.services.settings.patch(orgId, clusterId, [{ op: "replace", path: "/logLevel", value: "warn" }], actor), true);
    // One route in the middle: the runs around it take the chunks they cover whole, and slices of the rest.
    await check(() => patch(routes[2000]!.id, "https://moved.internal"));
    // The first and the last route, and one route each near every chunk's end, changed at once.
    await check(async () => {
      for (const i of [0, 999, 1000, 1001, 2500, 3999]) await patch(routes[i]!.id, `https://moved-${i}.internal`);
    });
    // Routes deleted (the first among them) and one added.
    await check(async () => {
      for (const i of [0, 1, 1500, 3998]) await plane.services.routes.delete(orgId, routes[i]!.id, actor);
      await plane.services.routes.create(
        orgId,
        { namespaceId: clusterId, name: "added", from: "https://added.example.com", to: ["https://a.internal"] },
        actor,
      );
    });
    // Only the settings: every route's text taken as it was, behind a new head.
    const last = await check(() => plane.services.settings.patch(orgId, clusterId, [{ op: "replace", path: "/logLevel", value: "info" }], actor));
    expect(last.routes).toHaveLength(3997);
  });

  it("writes a cluster's next version from its last export: what did not change is shared, and the bytes are a whole write's", async () => {
    const w = await world();
    const { test, owner, org } = w;
    const api = async (method: string, path: string, body?: unknown) => {
      const res = await call(test, method, `${org}${path}`, { as: owner, ...(body === undefined ? {} : { body }) });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      return res.body;
    };
    const patch = (path: string, operations: unknown[]) =>
      call(test, "PATCH", `${org}${path}`, { as: owner, body: operations, headers: { "content-type": "application/json-patch+json" } });
    await fullCluster(w);
    // A replica on the same data follows each version by its deltas (records of its own, frozen as
    // the store hands them out); a plane made afresh for each version resolves it from nothing.
    const replica = await createReplica(test, test.store);
    const configOf = async (of: TestPlane) => (await of.plane.getAppliedConfig(test.orgId, test.clusterId))!;
    // Each version (auto-apply is on: every write applies) is what a fresh resolution gives, on this
    // plane and on the replica; exported a slice at a time after the one before it (this plane's: the
    // exports of a cluster take from the last one in the process), in both certificate modes, it is
    // exactly what a whole write of it gives.
    const exported = async (): Promise<AppliedConfig> => {
      const config = await configOf(test);
      // (Not closed: closing a plane closes its store, which these planes share.)
      const fresh = JSON.stringify(await configOf(await createReplica(test, test.store)));
      expect(JSON.stringify(await configOf(replica))).toBe(fresh);
      expect(JSON.stringify(config)).toBe(fresh);
      for (const options of [{}, { certificates: "inline" as const }, {}]) {
        const whole = toProxyConfig(config, options);
        expect((await exportProxyConfig(config, options)).yaml).toBe(whole.yaml);
        // What the API and the file sink write (unchanged routes neither converted nor written again).
        const { text, files, omitted, version } = await exportProxyYaml(config, options);
        expect({ yaml: text.chunks.join(""), files, omitted, version }).toEqual({
          yaml: whole.yaml,
          files: whole.files,
          omitted: whole.omitted,
          version: whole.version,
        });
      }
      return config;
    };
    // A route with a field the proxy's file has no key for (its stat name, set through the
    // ConfigService): reported as omitted by every export, including those that do not convert it.
    await test.plane.services.routes.create(
      test.orgId,
      { namespaceId: test.clusterId, name: "stats", from: "https://stats.example.com", to: ["https://stats.internal"] },
      { id: "t", email: "", displayName: "", photoUrl: "" },
      { configServiceFields: { statName: "stats" } },
    );
    expect(toProxyConfig(await configOf(test)).omitted.join("\n")).toMatch(/statName/);
    const v1 = await exported();
    const route = (config: AppliedConfig, name: string) => config.routes.find((r) => r.name === name)!;
    const others = (config: AppliedConfig, than: AppliedConfig, names: string[]) => names.map((name) => route(config, name) === route(than, name));
    const ids = Object.fromEntries(v1.routes.map((r) => [r.name, r.id]));
    const policyId = (name: string) =>
      [...v1.routes.flatMap((r) => r.policies), ...v1.routes.flatMap((r) => r.enforcedPolicies)].find((p) => p.name === name)!.id;

    // One route changed: it alone is a new object; every other route is the one the version before held.
    expect((await patch(`/routes/${ids.db}`, [{ op: "replace", path: "/to", value: ["tcp://db2.internal:5432"] }])).status).toBe(200);
    const v2 = await exported();
    expect(route(v2, "db")).not.toBe(route(v1, "db"));
    expect(route(v2, "db").to).toEqual(["tcp://db2.internal:5432"]);
    expect(others(v2, v1, ["everything", "rewrites", "tools", "moved", "teapot", "rpc"])).toEqual([true, true, true, true, true, true]);

    // A policy changed: the routes that list it embed the new one; the others are unchanged.
    const staff = policyId("staff");
    expect(
      (await patch(`/policies/${staff}`, [{ op: "replace", path: "/ppl", value: { allow: { and: [{ domain: { is: "corp.example.com" } }] } } }])).status,
    ).toBe(200);
    const v3 = await exported();
    expect(route(v3, "everything")).not.toBe(route(v2, "everything"));
    expect(toProxyConfig(v3).yaml).toContain("corp.example.com");
    expect(others(v3, v2, ["db", "rewrites", "tools", "rpc"])).toEqual([true, true, true, true]);

    // A key pair a route names changed: the route is the same object, and its text is written again
    // (the new certificate in tls_custom_ca), which the comparison with a whole write proves.
    const ca = v3.keyPairs.find((kp) => kp.name === "ca")!;
    await api("PUT", `/keyPairs/${ca.id}`, { namespaceId: test.orgId, name: "ca", certificate: pki.intermediate.cert });
    const v4 = await exported();
    expect(route(v4, "everything")).toBe(route(v3, "everything"));
    expect((toProxyConfig(v4).document.routes as { tls_custom_ca?: string }[]).map((r) => r.tls_custom_ca)).toContain(
      Buffer.from(pki.intermediate.cert).toString("base64"),
    );

    // The enforced policy every route embeds: every route is new.
    expect(
      (await patch(`/policies/${policyId("no-bots")}`, [{ op: "replace", path: "/ppl", value: [{ deny: { or: [{ "claim/bot": "true" }] } }] }])).status,
    ).toBe(200);
    const v5 = await exported();
    expect(v5.routes.filter((r) => v4.routes.includes(r))).toEqual([]);

    // Routes removed and added, around the unchanged ones.
    await api("DELETE", `/routes/${ids.moved}`);
    await api("POST", "/routes", { namespaceId: test.clusterId, name: "later", from: "https://later.example.com", to: ["https://later.internal"] });
    const v6 = await exported();
    expect(v6.routes.map((r) => r.name).sort()).toEqual(["db", "everything", "later", "mcp client", "rewrites", "rpc", "stats", "teapot", "tools"]);
    expect(others(v6, v5, ["everything", "rewrites", "tools", "teapot", "rpc", "db"])).toEqual([true, true, true, true, true, true]);
  });

  it("converts durations, secrets, certificates, headers, health checks, redirects and policies as the proxy reads them", async () => {
    const config = await fullCluster(await world());
    const document = toProxyConfig(config, { certificateDirectory: "/etc/pomerium/certs" }).document as Record<string, any>;
    // A route with an upstream SSH tunnel: the proxy builds tunnels only behind its runtime flag.
    expect(document.runtime_flags).toEqual({ ssh_upstream_tunnel: true });
    expect(document).toMatchObject({
      cookie_expire: "24h",
      timeout_idle: "1h30m",
      idp_provider: "oidc",
      idp_client_secret: "idp-secret",
      idp_scopes: ["openid", "email"],
      set_response_headers: { "X-Frame-Options": "DENY" },
      jwt_claims_headers: { "X-Email": "email" },
      certificate_authority: Buffer.from(pki.ca.cert).toString("base64"),
      downstream_mtls: { ca: Buffer.from(pki.ca.cert).toString("base64") },
      otel_traces_exporter: "otlp",
      otel_exporter_otlp_timeout: 10_000,
      codec_type: "http2",
    });
    expect(document.cookie_secret).toBe(config.settings.cookieSecret);
    // The server key pair (a key, a leaf for servers) as files beside the configuration.
    const serverId = config.keyPairs.find((kp) => kp.name === "server")!.id;
    expect(document.certificates).toEqual([{ cert: `/etc/pomerium/certs/${serverId}.crt.pem`, key: `/etc/pomerium/certs/${serverId}.key.pem` }]);
    const routes = Object.fromEntries(document.routes.map((r: any) => [r.name, r]));
    expect(routes.everything).toMatchObject({
      to: ["https://a.internal,2", "https://b.internal,1"],
      prefix: "/app",
      timeout: "1m",
      idle_timeout: "48h",
      tls_upstream_allow_renegotiation: true,
      tls_client_cert: Buffer.from(pki.chain).toString("base64"),
      tls_client_key: Buffer.from(pki.leaf.key).toString("base64"),
      rewrite_response_headers: [{ header: "Location", prefix: "http://a.internal/", value: "https://app.example.com/" }],
      kubernetes_service_account_token: "k8s-token",
      health_checks: [
        {
          timeout: "90s",
          interval: "0.5s",
          healthy_threshold: 2,
          unhealthy_threshold: 3,
          http_health_check: { path: "/healthz", expected_statuses: [{ start: 200, end: 300 }], codec_client_type: "HTTP2" },
        },
      ],
      load_balancing_policy: "least_request",
      idp_client_secret: "route-secret",
    });
    // Listed policies first, then the enforced one, as one PPL list.
    expect(routes.everything.policy).toEqual([{ allow: { and: [{ domain: { is: "example.com" } }] } }, { deny: { or: [{ "claim/bot": "yes" }] } }]);
    expect(routes.rewrites).toMatchObject({
      path: "/exact",
      regex_rewrite_pattern: "^/exact$",
      regex_rewrite_substitution: "/other",
      host_rewrite_header: "X-Host",
      host_path_regex_rewrite_pattern: "^/(.+)$",
      host_path_regex_rewrite_substitution: "\\1.internal",
      tls_skip_verify: true,
      depends_on: ["auth.example.com"],
      idp_access_token_allowed_audiences: ["api://rw"],
    });
    // Every field the routes above set reached the file under some key.
    const written = new Set(document.routes.flatMap((r: any) => Object.keys(r)));
    for (const key of [
      "from",
      "to",
      "redirect",
      "response",
      "prefix",
      "path",
      "regex",
      "regex_priority_order",
      "prefix_rewrite",
      "regex_rewrite_pattern",
      "host_rewrite",
      "host_rewrite_header",
      "host_path_regex_rewrite_pattern",
      "timeout",
      "idle_timeout",
      "allow_websockets",
      "allow_spdy",
      "allow_upgrades",
      "tls_skip_verify",
      "tls_upstream_allow_renegotiation",
      "tls_upstream_server_name",
      "tls_downstream_server_name",
      "tls_custom_ca",
      "tls_client_cert",
      "tls_client_key",
      "tls_downstream_client_ca",
      "set_request_headers",
      "set_response_headers",
      "remove_request_headers",
      "rewrite_response_headers",
      "preserve_host_header",
      "pass_identity_headers",
      "kubernetes_service_account_token",
      "enable_google_cloud_serverless_authentication",
      "show_error_details",
      "health_checks",
      "load_balancing_policy",
      "idp_client_id",
      "idp_client_secret",
      "idp_access_token_allowed_audiences",
      "bearer_token_format",
      "jwt_issuer_format",
      "depends_on",
      "description",
      "logo_url",
      "policy",
    ]) {
      expect(written.has(key), key).toBe(true);
    }
    expect(routes.rewrites).toMatchObject({
      circuit_breaker_thresholds: { max_connections: 100, max_retries: 3 },
      healthy_panic_threshold: 40,
      session_recording: { enabled: true },
    });
    // The MCP server settings as the proxy's keys; the tunnel's policy inline, apart from the route's own policy.
    expect(routes.tools.mcp.server.upstream_oauth2).toEqual({
      client_id: "mcp-client",
      client_secret: "mcp-secret",
      endpoint: { token_url: "https://auth.example.com/token", auth_style: "in_params" },
      scopes: ["tools"],
      authorization_url_params: { prompt: "consent" },
    });
    expect(routes.tools).toMatchObject({
      mcp: { server: { path: "/mcp", max_request_bytes: 65536 } },
      upstream_tunnel: { ssh_policy: { allow: { and: [{ ssh_username: { in: ["root"] } }] } } },
    });
    expect(routes.tools.policy).toEqual([{ deny: { or: [{ "claim/bot": "yes" }] } }]);
    expect(routes["mcp client"].mcp).toEqual({ client: {} });
    expect(routes.moved).toMatchObject({ redirect: { host_redirect: "new.example.com", response_code: 308, strip_query: true } });
    expect(routes.moved.to).toBeUndefined();
    expect(routes.teapot.response).toEqual({ status: 418, body: "short and stout" });
    expect(routes.db.health_checks[0].tcp_health_check).toEqual({ send: { text: "50494e47" }, receive: [{ text: "504f4e47" }] });
    expect(routes.rpc).toMatchObject({
      regex: "^/svc\\.[a-z]+/.*$",
      regex_priority_order: 2,
      health_checks: [{ grpc_health_check: { service_name: "svc", authority: "rpc.internal" } }],
    });
  });

  it("refuses what a stock proxy cannot run, naming each problem", async () => {
    const w = await draftingWorld();
    const { test, owner, org } = w;
    const certOnly = (
      await call(test, "POST", `${org}/keyPairs`, { as: owner, body: { namespaceId: test.orgId, name: "cert only", certificate: pki.leaf.cert } })
    ).body;
    const hours = (
      await call(test, "POST", `${org}/policies`, {
        as: owner,
        body: {
          namespaceId: test.orgId,
          name: "office hours",
          ppl: { allow: { and: [{ day_of_week: "mon-fri" }] } },
          description: "",
          explanation: "",
          remediation: "",
        },
      })
    ).body;
    await call(test, "POST", `${org}/routes`, {
      as: owner,
      body: {
        namespaceId: test.clusterId,
        name: "mtls",
        from: "https://m.example.com",
        to: ["https://m.internal"],
        tlsClientKeyPairId: certOnly.id,
        policyIds: [hours.id],
      },
    });
    const config = await applyDraft(test);
    let caught: unknown;
    try {
      toProxyConfig(config);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ProxyConfigError);
    const problems = (caught as ProxyConfigError).problems.join("\n");
    expect(problems).toMatch(/route "mtls": tlsClientKeyPairId names key pair .* which has no private key/);
    expect(problems).toMatch(/policy "office hours" uses the criterion day_of_week, which only the vendor's enterprise proxy has/);
  });

  it("refuses keys the proxy's loader would lower-case (header names excepted), and sets the runtime flags the configuration needs", async () => {
    const w = await world({ onApply: [] });
    const { test, owner, org } = w;
    const patch = (body: unknown[]) =>
      call(test, "PATCH", `${org}/clusters/${test.clusterId}/settings`, { as: owner, headers: { "content-type": "application/json-patch+json" }, body });
    expect(
      (
        await patch([
          { op: "replace", path: "/autoApplyChangesets", value: false },
          { op: "add", path: "/identityProviderRequestParams", value: { Prompt: "consent", access_type: "offline" } },
          { op: "add", path: "/mcpDynamicClientRegistration", value: true },
        ])
      ).status,
    ).toBe(200);
    const department = (
      await call(test, "POST", `${org}/policies`, {
        as: owner,
        body: {
          namespaceId: test.orgId,
          name: "dept",
          ppl: { allow: { and: [{ "claim/Department": "eng" }] } },
          description: "",
          explanation: "",
          remediation: "",
        },
      })
    ).body;
    await call(test, "POST", `${org}/routes`, {
      as: owner,
      body: {
        namespaceId: test.clusterId,
        name: "eng",
        from: "https://eng.example.com",
        to: ["https://eng.internal"],
        setRequestHeaders: { "X-Team": "eng" },
        policyIds: [department.id],
        bearerTokenFormat: "jwt",
        identityProviders: ["ci"],
      },
    });
    const config = await applyDraft(test);
    let caught: unknown;
    try {
      toProxyConfig(config);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ProxyConfigError);
    const problems = (caught as ProxyConfigError).problems;
    // The claim a proxy would read is claim/department: another policy than the one applied.
    expect(problems.join("\n")).toMatch(/route "eng"\.policy\[0\]\.allow\.and\[0\]: the key "claim\/Department" would reach the proxy as "claim\/department"/);
    expect(problems.join("\n")).toMatch(/idp_request_params: the key "Prompt"/);
    // Header names compare without case: not a problem.
    expect(problems.join("\n")).not.toMatch(/X-Team/);
    // A route naming an identity provider the settings do not declare.
    expect(problems.join("\n")).toMatch(/route "eng": identityProviders names "ci", which the settings do not declare/);
    expect(problems).toHaveLength(3);

    // In lower case, it exports, with the runtime flag that turns on dynamic client registration.
    await patch([
      { op: "replace", path: "/identityProviderRequestParams", value: { prompt: "consent", access_type: "offline" } },
      { op: "add", path: "/mergeSlashes", value: false },
      { op: "add", path: "/pathWithEscapedSlashesAction", value: "keep_unchanged" },
      { op: "add", path: "/identityProviders", value: { ci: { issuer: "https://token.actions.githubusercontent.com", audiences: ["acme"] } } },
    ]);
    await call(test, "PATCH", `${org}/policies/${department.id}`, {
      as: owner,
      headers: { "content-type": "application/json-patch+json" },
      body: [{ op: "replace", path: "/ppl", value: { allow: { and: [{ "claim/department": "eng" }] } } }],
    });
    const document = toProxyConfig(await applyDraft(test)).document as Record<string, any>;
    expect(document.runtime_flags).toEqual({ mcp_dynamic_client_registration: true });
    // The path rules, under the proxy's keys (its enum names are read without case).
    expect(document).toMatchObject({ merge_slashes: false, path_with_escaped_slashes_action: "keep_unchanged" });
    expect(document).not.toHaveProperty("normalize_path");
    expect(document.identity_providers).toEqual({ ci: { issuer: "https://token.actions.githubusercontent.com", audiences: ["acme"] } });
    expect(document.routes.find((r: { name: string }) => r.name === "eng")).toMatchObject({ bearer_token_format: "jwt", identity_providers: ["ci"] });
  });

  it("finds a policy's problems in every route that embeds it, export after export, and in a configuration changed since its last check", async () => {
    const w = await draftingWorld();
    const { test, owner, org } = w;
    const policy = async (name: string, ppl: unknown) =>
      (
        await call(test, "POST", `${org}/policies`, {
          as: owner,
          body: { namespaceId: test.orgId, name, ppl, description: "", explanation: "", remediation: "" },
        })
      ).body.id as string;
    const clean = await policy("clean", { allow: { and: [{ "claim/team": "eng" }] } });
    const wrong = await policy("wrong", { allow: { and: [{ "claim/Department": "eng" }, { day_of_week: "mon-fri" }] } });
    for (const name of ["a", "b", "c"]) {
      await call(test, "POST", `${org}/routes`, {
        as: owner,
        body: { namespaceId: test.clusterId, name, from: `https://${name}.example.com`, to: ["https://up.internal"], policyIds: [clean, wrong] },
      });
    }
    const config = await applyDraft(test);
    const problemsOf = async (of: AppliedConfig): Promise<readonly string[]> => {
      const caught = await exportProxyConfig(of).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(caught).toBeInstanceOf(ProxyConfigError);
      return (caught as ProxyConfigError).problems;
    };
    const first = await problemsOf(config);
    for (const name of ["a", "b", "c"]) {
      expect(first).toContain(
        `route "${name}".policy[1].allow.and[0]: the key "claim/Department" would reach the proxy as "claim/department" (its configuration loader lower-cases every key): write it in lower case`,
      );
      expect(first.filter((problem) => problem.startsWith(`route "${name}": policy "wrong" uses the criterion day_of_week`))).toHaveLength(1);
    }
    expect(first).toHaveLength(6);
    // The same version again, and the document of its first route alone: the same problems.
    expect(await problemsOf(config)).toEqual(first);
    expect(() => toProxyConfig({ ...config, routes: config.routes.slice(0, 1) })).toThrow(
      /route "a"\.policy\[1\]\.allow\.and\[0\]: the key "claim\/Department"/,
    );
    // A configuration built by hand, changed between two exports, is checked as it is now: its policy
    // is frozen at the top but not inside, and a rule is added, then replaced.
    const byHand = structuredClone({ ...config, routes: config.routes.slice(0, 1) }) as AppliedConfig;
    const route = byHand.routes[0] as unknown as { policies: { ppl: { allow: { and: Record<string, string>[] } } }[] };
    route.policies = [route.policies[0]!];
    Object.freeze(route.policies[0]!.ppl);
    await exportProxyConfig(byHand);
    route.policies[0]!.ppl.allow.and.push({ "claim/Team": "eng" });
    expect(await problemsOf(byHand)).toEqual([expect.stringMatching(/^route "a"\.policy\[0\]\.allow\.and\[1\]: the key "claim\/Team"/)]);
    route.policies[0]!.ppl.allow.and.splice(1, 1, { record: "x" });
    expect(await problemsOf(byHand)).toEqual([expect.stringMatching(/^route "a": policy "clean" uses the criterion record/)]);
  });

  it("as an apply hook, keeps a configuration the proxy could not run from ever running", async () => {
    const { checkProxyConfig } = await import("accessplane");
    const w = await world({ onApply: checkProxyConfig });
    const policy = await call(w.test, "POST", `${w.org}/policies`, {
      as: w.owner,
      body: {
        namespaceId: w.test.orgId,
        name: "weekdays",
        ppl: { allow: { and: [{ day_of_week: "mon-fri" }] } },
        description: "",
        explanation: "",
        remediation: "",
      },
    });
    const route = await call(w.test, "POST", `${w.org}/routes`, {
      as: w.owner,
      body: { namespaceId: w.test.clusterId, name: "w", from: "https://w.example.com", to: ["https://w.internal"], policyIds: [policy.body.id] },
    });
    expect(route.status).toBe(201);
    const [latest] = (await w.test.plane.services.changesets.list(w.test.orgId, { clusterId: w.test.clusterId })).items;
    expect(latest!.status).toBe("failed");
    expect(latest!.failureMessage).toMatch(/policy "weekdays" uses the criterion day_of_week/);
    expect((await w.test.plane.getAppliedConfig(w.test.orgId, w.test.clusterId))!.routes).toEqual([]);
  });

  it("puts one server certificate inline, and refuses two inline", async () => {
    const w = await world();
    const config = await fullCluster(w);
    const inline = toProxyConfig(config, { certificates: "inline" }).document as Record<string, any>;
    expect(inline.certificate).toBe(Buffer.from(pki.chain).toString("base64"));
    expect(inline.certificate_key).toBe(Buffer.from(pki.leaf.key).toString("base64"));
    expect(inline.certificates).toBeUndefined();
    await call(w.test, "POST", `${w.org}/keyPairs`, {
      as: w.owner,
      body: { namespaceId: w.test.orgId, name: "second", certificate: pki.leaf.cert, key: pki.leaf.key },
    });
    const two = (await w.test.plane.getAppliedConfig(w.test.orgId, w.test.clusterId))!;
    expect(() => toProxyConfig(two, { certificates: "inline" })).toThrow(/2 server certificates, but the proxy takes only one inline/);
    expect(toProxyConfig(two).files).toHaveLength(4);
  });

  it("converts the API's durations to Go's and to protobuf seconds", () => {
    expect(["0s", "1d", "1w", "1y", "90m", "1h30m", "1500ms", "2d3h"].map(goDuration)).toEqual([
      "0s",
      "24h",
      "168h",
      "8760h",
      "1h30m",
      "1h30m",
      "1s500ms",
      "51h",
    ]);
    expect(["5s", "1m30s", "500ms", "1h"].map(protoSeconds)).toEqual(["5s", "90s", "0.5s", "3600s"]);
  });
});

describe("writeProxyConfigFile", () => {
  it("keeps the file current across applies, atomically, readable by its owner only, with the certificate files", async () => {
    const folder = mkdtempSync(join(dir, "sink-"));
    const path = join(folder, "config.yaml");
    const w = await world({ onApply: (config) => writeProxyConfigFile(path)(config) });
    await fullCluster(w);
    const first = parseYaml(readFileSync(path, "utf8")) as Record<string, any>;
    expect(first.routes.map((r: any) => r.name)).toContain("everything");
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const certFiles = readdirSync(join(folder, "certs")).sort();
    expect(certFiles).toHaveLength(2);
    expect(
      readFileSync(
        join(
          folder,
          "certs",
          certFiles.find((f) => f.endsWith(".key.pem"))!,
        ),
        "utf8",
      ),
    ).toBe(pki.leaf.key);
    expect(first.certificates[0].cert).toBe(
      join(
        folder,
        "certs",
        certFiles.find((f) => f.endsWith(".crt.pem"))!,
      ),
    );
    // Another apply rewrites it; no temporary file is left beside it.
    await call(w.test, "POST", `${w.org}/routes`, {
      as: w.owner,
      body: { namespaceId: w.test.clusterId, name: "later", from: "https://later.example.com", to: ["https://l.internal"] },
    });
    const second = parseYaml(readFileSync(path, "utf8")) as Record<string, any>;
    expect(second.routes.map((r: any) => r.name)).toContain("later");
    expect(readdirSync(folder).sort()).toEqual(["certs", "config.yaml"]);
  });

  it("fails the apply with a clear message when the file cannot be written, leaving the old file whole", async () => {
    const folder = mkdtempSync(join(dir, "blocked-"));
    const blocker = join(folder, "not-a-folder");
    writeFileSync(blocker, "a file where a folder should be");
    const w = await world({ onApply: (config) => writeProxyConfigFile(join(blocker, "config.yaml"))(config) });
    const res = await call(w.test, "POST", `${w.org}/routes`, {
      as: w.owner,
      body: { namespaceId: w.test.clusterId, name: "x", from: "https://x.example.com", to: ["https://x.internal"] },
    });
    expect(res.status).toBe(201);
    const [latest] = (await w.test.plane.services.changesets.list(w.test.orgId, { clusterId: w.test.clusterId })).items;
    expect(latest).toMatchObject({ status: "failed" });
    expect(latest!.failureMessage).toMatch(/an apply hook failed: cannot write the proxy configuration to .*not-a-folder\/config\.yaml/);
    expect(readdirSync(folder)).toEqual(["not-a-folder"]);
  });
});

describe("GET .../proxyConfig", () => {
  it("hands a large YAML to a caller of the plane's fetch, and to a Hono server of its responses, in pieces, with its length", async () => {
    const w = await world();
    const { test, org } = w;
    const { orgId, clusterId, store } = test;
    const actor = { id: "t", email: "", displayName: "", photoUrl: "" };
    // The plane itself, not the test's wrapper (which reads every response to scan it).
    const plane = await createControlPlane({ backgroundSweep: false, store, logger: silentLogger });
    await plane.services.settings.patch(orgId, clusterId, [{ op: "replace", path: "/autoApplyChangesets", value: false }], actor);
    await store.commit({ ops: Array.from({ length: 600 }, (_, i) => ops.insert("route", orgId, storedRoute(orgId, clusterId, i))) });
    const [draft] = (await plane.services.changesets.list(orgId, { clusterId, status: "pending" })).items;
    await plane.services.changesets.apply(orgId, draft!.id, actor, { whole: true });
    const expected = toProxyConfig((await plane.getAppliedConfig(orgId, clusterId))!, { certificates: "inline" }).yaml;
    const size = Buffer.byteLength(expected);
    expect(size).toBeGreaterThan(2 * STREAMED_PAYLOAD_BYTES);
    const path = `/api/v0${org}/clusters/${clusterId}/proxyConfig`;
    const headers = { authorization: `Bearer ${w.owner.token}` };
    const read = async () => {
      const response = await plane.fetch(new Request(`http://localhost${path}`, { headers }));
      expect(response.status).toBe(200);
      const chunks: Uint8Array[] = [];
      for await (const chunk of response.body!) chunks.push(chunk);
      return { length: response.headers.get("content-length"), chunks, text: Buffer.concat(chunks).toString("utf8") };
    };
    const first = await read();
    expect(first.text).toBe(expected);
    expect(first.length).toBe(String(size));
    // In pieces: undici, given the bytes, copies them whole into one chunk, in one stretch of the loop.
    expect(first.chunks.length).toBe(Math.ceil(size / STREAMED_PAYLOAD_BYTES));
    expect(Math.max(...first.chunks.map((chunk) => chunk.byteLength))).toBe(STREAMED_PAYLOAD_BYTES);
    // Each piece is the reader's own: changing it leaves the version's bytes as they were.
    for (const chunk of first.chunks) chunk.fill(0x21);
    expect((await read()).text).toBe(expected);
    // A Hono server writing the plane's responses sends it with its length, not chunked.
    const running = await BINDINGS.find((binding) => binding.name === "hono")!.start(plane);
    try {
      const served = await fetch(`${running.baseUrl}${path}`, { headers });
      expect(served.headers.get("content-length")).toBe(String(size));
      expect(served.headers.get("transfer-encoding")).toBeNull();
      expect(await served.text()).toBe(expected);
    } finally {
      await running.close();
    }
    await plane.close();
  });

  it("answers the YAML with the applied version as ETag, 304 for a current tag, and 409 when it cannot be exported inline", async () => {
    const w = await world();
    await fullCluster(w);
    const path = `${w.org}/clusters/${w.test.clusterId}/proxyConfig`;
    const res = await call(w.test, "GET", path, { as: w.owner });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/yaml/);
    const config = (await w.test.plane.getAppliedConfig(w.test.orgId, w.test.clusterId))!;
    expect(res.headers.get("etag")).toBe(`W/"${config.version}"`);
    expect(res.body).toBe(toProxyConfig(config, { certificates: "inline" }).yaml);
    expect((await call(w.test, "GET", path, { as: w.owner, headers: { "if-none-match": res.headers.get("etag")! } })).status).toBe(304);
    // The next version (a route changed and auto-applied), written from the last one: what a whole
    // write of it gives.
    const db = config.routes.find((route) => route.name === "db")!;
    const changed = await call(w.test, "PATCH", `${w.org}/routes/${db.id}`, {
      as: w.owner,
      body: [{ op: "replace", path: "/to", value: ["tcp://db2.internal:5432"] }],
      headers: { "content-type": "application/json-patch+json" },
    });
    expect(changed.status).toBe(200);
    const next = await call(w.test, "GET", path, { as: w.owner, headers: { "if-none-match": res.headers.get("etag")! } });
    const nextConfig = (await w.test.plane.getAppliedConfig(w.test.orgId, w.test.clusterId))!;
    expect(nextConfig.version).toBeGreaterThan(config.version);
    expect(next.status).toBe(200);
    expect(next.headers.get("etag")).toBe(`W/"${nextConfig.version}"`);
    expect(next.body).toBe(toProxyConfig(nextConfig, { certificates: "inline" }).yaml);
    expect(next.body).toContain("db2.internal");
    await call(w.test, "POST", `${w.org}/keyPairs`, {
      as: w.owner,
      body: { namespaceId: w.test.orgId, name: "second", certificate: pki.leaf.cert, key: pki.leaf.key },
    });
    const refused = await call(w.test, "GET", path, { as: w.owner });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/only one inline/);
  });
});
