/** Cluster settings: PUT and JSON Patch, on both stores. */
import { beforeEach, describe, expect, it } from "vitest";
import { everyStore } from "../support/stores.js";
import { call, exchange } from "../support/api.js";
import { addMember, createTestPlane, fingerprint, type TestPlane } from "../support/planes.js";

const STORES = everyStore("settings");

for (const [storeName, makeStore] of STORES) {
  describe(`settings on ${storeName}`, () => {
    let test: TestPlane;
    let owner: { token: string };
    let path: string;
    const patchHeaders = { "content-type": "application/json-patch+json" };

    beforeEach(async () => {
      test = await createTestPlane(await makeStore());
      owner = { token: await exchange(test, test.refreshToken) };
      path = `/organizations/${test.orgId}/clusters/${test.clusterId}/settings`;
    });

    const current = async () => (await call(test, "GET", path, { as: owner })).body;
    /** The stored secrets, which no response carries. */
    const storedSecret = async () => (await test.store.list("settings", test.orgId, { where: { clusterId: test.clusterId } })).items[0]!.cookieSecret!;
    const activityCount = async () => (await test.store.list("activity", test.orgId, { count: true, limit: 0 })).total;

    it("takes a GET body back unchanged, changing only updatedAt and the version", async () => {
      const before = await current();
      const res = await call(test, "PUT", path, { as: owner, body: before, headers: { "if-match": 'W/"1"' } });
      expect(res.status).toBe(200);
      expect(res.headers.get("etag")).toBe('W/"2"');
      const { updatedAt: _a, ...rest } = res.body;
      const { updatedAt: _b, ...restBefore } = before;
      expect(rest).toEqual(restBefore);
    });

    it("applies the lenient defaults, keeps an omitted cookie secret, and accepts the extra fields of docs/wire-contract.md", async () => {
      const cookieSecret = await storedSecret();
      const res = await call(test, "PUT", path, {
        as: owner,
        body: {
          logLevel: "debug",
          address: ":8443",
          dnsLookupFamily: "AUTO",
          timeoutRead: "1m30s",
          timeoutWrite: "0s",
          timeoutIdle: "5m",
          cookieName: "_session",
          cookieExpire: "8h",
          defaultUpstreamTimeout: "30s",
          cookieSameSite: "LAX",
          codecType: "http2",
          sshAddress: ":22",
          sshHostKeys: ["ssh-ed25519 AAAA"],
          authenticateServiceUrl: "https://auth.example.com",
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        logLevel: "debug",
        cookieHttpOnly: false,
        skipXffAppend: false,
        passIdentityHeaders: false,
        autoApplyChangesets: false,
        tracingSampleRate: 0.0001,
        codecType: "http2",
      });
      // A writer reads the secrets back (as the hosted API shows them); the PUT kept the stored one.
      expect(res.body.cookieSecret).toBe(cookieSecret);
      expect(await storedSecret()).toBe(cookieSecret);
    });

    it("shows the secrets to writers only, never to auditors nor with secretsInResponses: never, and keeps them when a PUT omits them", async () => {
      const body = { ...(await current()), identityProviderClientId: "cid", identityProviderClientSecret: "idp-client-secret-value" };
      const res = await call(test, "PUT", path, { as: owner, body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ identityProviderClientSecret: "idp-client-secret-value", cookieSecret: await storedSecret() });
      await addMember(test, test.orgId, "audrey", "auditor");
      const asAuditor = await call(test, "GET", path, { as: "audrey" });
      expect(asAuditor.status).toBe(200);
      expect(asAuditor.body).not.toHaveProperty("cookieSecret");
      expect(asAuditor.body).not.toHaveProperty("identityProviderClientSecret");
      const writeOnly = await createTestPlane(await makeStore(), { secretsInResponses: "never" });
      const writeOnlyOwner = { token: await exchange(writeOnly, writeOnly.refreshToken) };
      const hidden = await call(writeOnly, "GET", `/organizations/${writeOnly.orgId}/clusters/${writeOnly.clusterId}/settings`, { as: writeOnlyOwner });
      expect(hidden.status).toBe(200);
      expect(hidden.body).not.toHaveProperty("cookieSecret");
      const { cookieSecret: _c, identityProviderClientSecret: _i, ...withoutSecrets } = await current();
      const again = await call(test, "PUT", path, { as: owner, body: withoutSecrets });
      expect(again.status).toBe(200);
      const [stored] = (await test.store.list("settings", test.orgId, { where: { clusterId: test.clusterId } })).items;
      expect(stored!.identityProviderClientSecret).toBe("idp-client-secret-value");
      const config = await test.plane.getAppliedConfig(test.orgId, test.clusterId);
      expect(config!.settings.identityProviderClientSecret).toBe("idp-client-secret-value");
    });

    it("refuses a missing required field, bad Durations, addresses, enums and references, naming each, changing nothing", async () => {
      const good = await current();
      const secret = await storedSecret();
      const before = await fingerprint(test);
      const cases: [Record<string, unknown>, string[]][] = [
        [{ ...good, logLevel: undefined }, ["/logLevel"]],
        [{ ...good, timeoutRead: "1.5s", timeoutIdle: "5", cookieExpire: "-1s" }, ["/cookieExpire", "/timeoutIdle", "/timeoutRead"]],
        [{ ...good, dnsLookupFamily: "SOMETIMES" }, ["/dnsLookupFamily"]],
        [{ ...good, address: "example.com" }, ["/address"]],
        [{ ...good, address: ":0", metricsAddress: ":99999" }, ["/address", "/metricsAddress"]],
        [{ ...good, tracingDatadogAddress: ":8126", sshAddress: "[::1]:22" }, ["/tracingDatadogAddress"]],
        [{ ...good, logLevel: "loud", cookieSameSite: "sometimes" }, ["/cookieSameSite", "/logLevel"]],
        [{ ...good, authenticateServiceUrl: "auth.example.com" }, ["/authenticateServiceUrl"]],
        [{ ...good, certificateAuthorityKeyPairId: "01ARZ3NDEKTSV4RRFFQ69G5FAV" }, ["/certificateAuthorityKeyPairId"]],
        [{ ...good, cookieSecret: "c2hvcnQ=" }, ["/cookieSecret"]],
        [{ ...good, surprise: true }, ["/surprise"]],
      ];
      for (const [body, paths] of cases) {
        const res = await call(test, "PUT", path, { as: owner, body });
        expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(400);
        expect(res.body.details.map((d: { path: string }) => d.path).sort()).toEqual(paths);
        expect(JSON.stringify(res.body)).not.toContain(secret);
      }
      expect(await fingerprint(test)).toBe(before);
    });

    it("patches the write fields, records one masked activity entry, and returns the result", async () => {
      const entries = await activityCount();
      const res = await call(test, "PATCH", path, {
        as: owner,
        headers: patchHeaders,
        body: [
          { op: "test", path: "/logLevel", value: "info" },
          { op: "replace", path: "/logLevel", value: "warn" },
          { op: "add", path: "/sshAddress", value: ":2222" },
          { op: "add", path: "/setResponseHeaders", value: { "X-Frame-Options": "DENY" } },
        ],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ logLevel: "warn", sshAddress: ":2222", setResponseHeaders: { "X-Frame-Options": "DENY" } });
      expect(res.headers.get("etag")).toBe('W/"2"');
      expect(await activityCount()).toBe(entries! + 1);
      const [entry] = (await test.store.list("activity", test.orgId, { orderBy: [{ field: "id", descending: true }], limit: 1 })).items;
      expect(entry).toMatchObject({ activityType: "update", entityType: "settings", data: { logLevel: "warn", cookieSecretSet: true } });
      expect(JSON.stringify(entry)).not.toContain(await storedSecret());
      expect(res.body.cookieSecret).toBe(await storedSecret());
    });

    it("an empty patch changes nothing: 200, same version, no activity", async () => {
      const entries = await activityCount();
      const res = await call(test, "PATCH", path, { as: owner, headers: patchHeaders, body: [] });
      expect(res.status).toBe(200);
      expect(res.headers.get("etag")).toBe('W/"1"');
      expect(await activityCount()).toBe(entries);
    });

    it("refuses bad patches whole, changing nothing", async () => {
      const before = await fingerprint(test);
      const bad: [unknown, number][] = [
        [{ op: "replace", path: "/logLevel", value: "warn" }, 400],
        [[{ op: "toString", path: "/logLevel" }], 400],
        [[{ op: "constructor", path: "/logLevel" }], 400],
        [[{ op: "add", path: "/__proto__/polluted", value: true }], 400],
        [[{ op: "add", path: "/setResponseHeaders", value: { constructor: "x" } }], 400],
        [Array.from({ length: 10_001 }, () => ({ op: "test", path: "/logLevel", value: "info" })), 400],
        [
          [
            { op: "replace", path: "/logLevel", value: "warn" },
            { op: "replace", path: "/address", value: ":8443" },
            { op: "add", path: "/sshAddress", value: ":22" },
            { op: "remove", path: "/doesNotExist" },
          ],
          400,
        ],
        [
          [
            { op: "replace", path: "/logLevel", value: "warn" },
            { op: "test", path: "/address", value: ":1" },
          ],
          409,
        ],
        [[{ op: "test", path: "/cookieSecret", value: "guess" }], 400],
        [[{ op: "copy", from: "/cookieSecret", path: "/cookieName" }], 400],
        [[{ op: "replace", path: "/id", value: "mine" }], 400],
        [[{ op: "remove", path: "/logLevel" }], 400],
        [[{ op: "replace", path: "/timeoutRead", value: "soon" }], 400],
        [[{ op: "replace", path: "", value: {} }], 400],
      ];
      for (const [body, status] of bad) {
        const res = await call(test, "PATCH", path, { as: owner, headers: patchHeaders, body });
        expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(status);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect((await call(test, "PATCH", path, { as: owner, headers: { "content-type": "text/plain" }, body: "[]" })).status).toBe(415);
      expect(await fingerprint(test)).toBe(before);
    });

    it("accepts, checks by the hosted types and round-trips the hosted API's newer settings, and exports them to the proxy", async () => {
      const hosted = {
        blobStorage: { bucket_uri: "s3://recordings", managed_prefix: "cluster-a" },
        envoyDynamicExtensions: ["/etc/envoy/ext.so"],
        mcpAllowedAsMetadataDomains: ["*.example.com"],
        mcpDynamicClientRegistration: true,
        otelAttributeValueLengthLimit: 512,
        otelBspMaxExportBatchSize: 256,
        otelBspScheduleDelay: "5s",
        otelExporterOtlpTracesEndpoint: "https://otel.example.com/v1/traces",
        otelExporterOtlpTracesHeaders: ["x-team=a"],
        otelExporterOtlpTracesProtocol: "http/protobuf",
        otelExporterOtlpTracesTimeout: "10s",
        sessionRecordingConcurrency: 4,
      };
      const res = await call(test, "PUT", path, { as: owner, body: { ...(await current()), ...hosted } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await current()).toMatchObject(hosted);
      for (const [body, pointer] of [
        [{ otelAttributeValueLengthLimit: "long" }, "/otelAttributeValueLengthLimit"],
        [{ sessionRecordingConcurrency: -1 }, "/sessionRecordingConcurrency"],
        [{ blobStorage: { bucket_uri: "s3://x", region: "eu" } }, "/blobStorage/region"],
        [{ otelBspScheduleDelay: "soon" }, "/otelBspScheduleDelay"],
        [{ envoyDynamicExtensions: "one" }, "/envoyDynamicExtensions"],
      ] as const) {
        const before = await fingerprint(test);
        const bad = await call(test, "PUT", path, { as: owner, body: { ...(await current()), ...body } });
        expect(bad.status, JSON.stringify(body)).toBe(400);
        expect(bad.body.details.map((d: { path: string }) => d.path)).toContain(pointer);
        expect(await fingerprint(test)).toBe(before);
      }
      const exported = await call(test, "GET", `/organizations/${test.orgId}/clusters/${test.clusterId}/proxyConfig`, { as: owner });
      expect(exported.status).toBe(200);
      const yaml = exported.body as string;
      for (const key of [
        "blob_storage:",
        "bucket_uri: s3://recordings",
        "envoy_dynamic_extensions:",
        "otel_bsp_schedule_delay: 5000",
        "otel_exporter_otlp_traces_timeout: 10000",
        "session_recording_concurrency: 4",
        "mcp_allowed_as_metadata_domains:",
      ]) {
        expect(yaml, key).toContain(key);
      }
    });

    it("gives no oracle for the secrets: a test of the whole document answers the same for a right and a wrong guess", async () => {
      const visible = await current();
      // What a patch sees: the document without its secrets (which writers also read in responses).
      const { id: _id, createdAt: _c, updatedAt: _u, cookieSecret: _s, identityProviderClientSecret: _i, ...fields } = visible;
      const right = { ...fields, cookieSecret: await storedSecret() };
      const wrong = { ...fields, cookieSecret: Buffer.alloc(32, 7).toString("base64") };
      const answers = [];
      for (const guess of [right, wrong]) {
        const res = await call(test, "PATCH", path, { as: owner, headers: patchHeaders, body: [{ op: "test", path: "", value: guess }] });
        answers.push([res.status, res.body.code]);
      }
      expect(answers[0]).toEqual(answers[1]);
      // The visible fields alone pass the test: secrets are simply not part of what a patch sees.
      const plain = await call(test, "PATCH", path, { as: owner, headers: patchHeaders, body: [{ op: "test", path: "", value: fields }] });
      expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    });

    it("accepts application/json for patches too, and a removed cookie secret is replaced by a new one", async () => {
      const cookieSecret = await storedSecret();
      const res = await call(test, "PATCH", path, { as: owner, body: [{ op: "remove", path: "/cookieSecret" }] });
      expect(res.status).toBe(200);
      const replaced = await storedSecret();
      expect(replaced).not.toBe(cookieSecret);
      expect(Buffer.from(replaced, "base64")).toHaveLength(32);
    });

    it("honours If-Match on PUT and PATCH", async () => {
      const stale = await call(test, "PATCH", path, {
        as: owner,
        headers: { ...patchHeaders, "if-match": 'W/"7"' },
        body: [{ op: "replace", path: "/logLevel", value: "warn" }],
      });
      expect(stale.status).toBe(412);
      const fresh = await call(test, "PATCH", path, {
        as: owner,
        headers: { ...patchHeaders, "if-match": 'W/"1"' },
        body: [{ op: "replace", path: "/logLevel", value: "warn" }],
      });
      expect(fresh.status).toBe(200);
    });
  });
}
