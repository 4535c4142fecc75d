/**
 * Every operation this project shares with the hosted API answers bodies that the hosted API's own
 * generated client decodes cleanly: each response is held to the hosted model of its operation
 * (test/fixtures/hosted-schemas.ts, transcribed from that client), on every store. The scenario sets
 * the optional fields too (a route with every kind of field, a key pair with a chain, settings with
 * the hosted API's newer fields), so optional fields are checked for their types, not only their absence.
 */
import { describe, expect, it } from "vitest";
import type { ValidateFunction } from "ajv/dist/2020.js";
import * as hosted from "../fixtures/hosted-schemas.js";
import { call, exchange, type ApiResponse } from "../support/api.js";
import { makeTestPki } from "../support/certificates.js";
import { createAjv } from "../support/openapi-check.js";
import { createTestPlane } from "../support/planes.js";
import { everyStore } from "../support/stores.js";

const ajv = createAjv();
const validators = new Map<unknown, ValidateFunction>();

/** Holds `res` to the hosted model: a 2xx status and a body the hosted client decodes cleanly. */
function conforms(operation: string, res: ApiResponse, schema: Record<string, unknown>): void {
  expect(res.status, `${operation}: ${JSON.stringify(res.body).slice(0, 300)}`).toBeGreaterThanOrEqual(200);
  expect(res.status, `${operation}: ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(300);
  let validate = validators.get(schema);
  if (validate === undefined) validators.set(schema, (validate = ajv.compile(schema)));
  const ok = validate(res.body);
  expect(ok ? [] : validate.errors!.map((e) => `${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)}`), operation).toEqual([]);
}

const STORES = everyStore("hosted-conformance");

for (const [storeName, makeStore] of STORES) {
  describe(`hosted API conformance on ${storeName}`, () => {
    it("answers every shared operation with bodies the hosted API's client decodes", { timeout: 60_000 }, async () => {
      const pki = makeTestPki();
      const test = await createTestPlane(await makeStore());
      const owner = { token: await exchange(test, test.refreshToken) };
      const org = `/organizations/${test.orgId}`;
      const as = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
        call(test, method, path, { as: owner, ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });
      const PATCH = { "content-type": "application/json-patch+json" };

      conforms("getVersion", await as("GET", "/version"), hosted.GetVersionResponse);
      conforms("getIdToken", await call(test, "POST", "/token", { body: { refreshToken: test.refreshToken } }), hosted.GetTokenResponse);
      conforms("generateSubdomainName", await as("GET", "/generateSubdomainName"), hosted.GenerateSubdomainNameResponse);

      // Organizations.
      conforms("listOrganizations", await as("GET", "/organizations"), hosted.listOf(hosted.Organization));
      conforms("getOrganization", await as("GET", org), hosted.Organization);
      conforms("updateOrganization", await as("PUT", org, { name: "Renamed", logoURL: "https://example.com/logo.png" }), hosted.Organization);
      conforms("getQuotas", await as("GET", `${org}/quotas`), hosted.GetQuotasResponse);
      conforms("listFeatureFlags", await as("GET", `${org}/featureFlags`), hosted.listOf(hosted.FeatureFlag));
      for (const type of ["policy", "route", "settings"])
        conforms(`listDefaultTemplates(${type})`, await as("GET", `/defaultTemplates/${type}`), hosted.listOf(hosted.DefaultTemplate));
      const created = await call(test, "POST", "/organizations", { as: "olga", body: { name: "Second" } });
      conforms("createOrganization", created, hosted.CreateOrganizationResponse);

      // Users and invites: an API-access user, an invited person.
      const bot = await as("POST", `${org}/users/apiAccess`, { name: "deploy bot", role: "admin" });
      conforms("createApiAccessUser", bot, hosted.CreateApiAccessUserResponse);
      conforms("RenewApiUserRefreshToken", await as("POST", `${org}/users/${bot.body.id}/refreshToken`), hosted.RefreshTokenProperties);
      conforms(
        "createOrganizationInvite",
        await as("POST", `${org}/invitations`, { emails: ["ivy@example.com"], role: "member" }),
        hosted.listOf(hosted.OrganizationInvite),
      );
      conforms("listOrganizationInvites", await as("GET", `${org}/invitations`), hosted.listOf(hosted.OrganizationInvite));
      const invitations = await call(test, "GET", "/user/invitations", { as: "ivy" });
      conforms("listUserInvitations", invitations, hosted.listOf(hosted.UserInvitation));
      expect(invitations.body).toHaveLength(1);
      conforms("updateCurrentUserInfo", await call(test, "POST", "/user", { as: "ivy", body: {} }), hosted.User);
      conforms("listUsersInOrganization", await as("GET", `${org}/users`), hosted.listOf(hosted.UserWithOrganizationRole));

      // Namespaces and clusters.
      const ns = await as("POST", `${org}/namespaces`, { name: "team", parentId: test.orgId });
      conforms("createNamespace", ns, hosted.Namespace);
      conforms("updateNamespace", await as("PUT", `${org}/namespaces/${ns.body.id}`, { name: "team-a" }), hosted.Namespace);
      conforms("listNamespaces", await as("GET", `${org}/namespaces`), hosted.listOf(hosted.NamespaceWithRole));
      const cluster = await as("POST", `${org}/clusters`, { name: "edge", domain: "edge-1" });
      conforms("createCluster", cluster, hosted.CreateClusterResponse);
      conforms("getCluster", await as("GET", `${org}/clusters/${cluster.body.id}`), hosted.Cluster);
      conforms("updateCluster", await as("PUT", `${org}/clusters/${cluster.body.id}`, { name: "edge-renamed" }), hosted.Cluster);
      conforms("listClusters", await as("GET", `${org}/clusters`), hosted.listOf(hosted.Cluster));

      // Settings, with the hosted API's newer fields set.
      const settingsPath = `${org}/clusters/${test.clusterId}/settings`;
      const settings = await as("GET", settingsPath);
      conforms("getSettings", settings, hosted.Settings);
      const { id: _i, createdAt: _c, updatedAt: _u, ...fields } = settings.body;
      const put = await as("PUT", settingsPath, {
        ...fields,
        blobStorage: { bucket_uri: "s3://recordings" },
        dnsQueryTries: 3,
        otelTracesSamplerArg: 0.5,
        otelAttributeValueLengthLimit: 1024,
        sessionRecordingConcurrency: 4,
        mcpDynamicClientRegistration: true,
        circuitBreakerThresholds: { maxRetries: 2 },
        identityProviderRequestParams: { prompt: "login" },
      });
      conforms("updateSettings", put, hosted.Settings);
      conforms("patchSettings", await as("PATCH", settingsPath, [{ op: "replace", path: "/logLevel", value: "warn" }], PATCH), hosted.Settings);

      // Key pairs: one with a chain and a key, one CA certificate.
      const keyPair = await as("POST", `${org}/keyPairs`, { namespaceId: test.orgId, name: "server", certificate: pki.chain, key: pki.leaf.key });
      conforms("createKeyPair", keyPair, hosted.KeyPairWithCertificateInfo);
      const ca = await as("POST", `${org}/keyPairs`, { namespaceId: test.orgId, name: "ca", certificate: pki.ca.cert });
      conforms("getKeyPair", await as("GET", `${org}/keyPairs/${ca.body.id}`), hosted.KeyPairWithCertificateInfo);
      conforms(
        "updateKeyPair",
        await as("PUT", `${org}/keyPairs/${ca.body.id}`, { namespaceId: test.orgId, name: "root ca", certificate: pki.ca.cert }),
        hosted.KeyPairWithCertificateInfo,
      );
      conforms(
        "patchKeyPair",
        await as("PATCH", `${org}/keyPairs/${ca.body.id}`, [{ op: "replace", path: "/name", value: "the ca" }], PATCH),
        hosted.KeyPairWithCertificateInfo,
      );
      conforms("listKeyPairs", await as("GET", `${org}/keyPairs?namespaceId=${test.orgId}`), hosted.listOf(hosted.KeyPairWithCertificateInfo));

      // Policies and routes, linked both ways, with optional fields of every kind.
      const policyBody = {
        namespaceId: test.orgId,
        name: "staff",
        ppl: { allow: { and: [{ domain: { is: "example.com" } }] } },
        description: "",
        explanation: "",
        remediation: "",
      };
      const policy = await as("POST", `${org}/policies`, policyBody);
      conforms("createPolicy", policy, hosted.Policy);
      await as("POST", `${org}/policies`, { ...policyBody, name: "no bots", enforced: true, ppl: [{ deny: { or: [{ "claim/bot": "yes" }] } }] });
      const routeBody = {
        namespaceId: test.clusterId,
        name: "app",
        from: "https://app.example.com",
        to: ["https://a.internal,2", "https://b.internal,1"],
        prefix: "/app",
        timeout: "30s",
        allowWebsockets: true,
        allowSpdy: false,
        tlsSkipVerify: false,
        tlsUpstreamAllowRenegotiation: false,
        preserveHostHeader: false,
        enableGoogleCloudServerlessAuthentication: false,
        showErrorDetails: true,
        tlsClientKeyPairId: keyPair.body.id,
        setRequestHeaders: { "X-Team": "core" },
        rewriteResponseHeaders: [{ header: "Location", matcher: { prefix: "http://a.internal/" }, value: "https://app.example.com/" }],
        healthCheck: { type: "http", path: "/healthz", expectedStatuses: [{ start: 200, end: 300 }] },
        circuitBreakerThresholds: { maxConnections: 10 },
        healthyPanicThreshold: 50,
        sessionRecording: { enabled: true },
        mcp: {
          server: {
            path: "/mcp",
            upstreamOAuth2: {
              clientId: "c",
              clientSecret: "s",
              oauth2Endpoint: { tokenUrl: "https://auth.example.com/token", authStyle: "OAUTH2_AUTH_STYLE_IN_HEADER" },
              scopes: ["a"],
              authorizationUrlParams: { prompt: "consent" },
            },
          },
        },
        upstreamTunnel: { sshPolicyId: policy.body.id },
        identityProviderClientSecret: "route-secret",
        policyIds: [policy.body.id],
      };
      const route = await as("POST", `${org}/routes`, routeBody);
      conforms("createRoute", route, hosted.Route);
      await as("POST", `${org}/routes`, {
        ...routeBody,
        name: "moved",
        from: "https://old.example.com",
        to: undefined,
        prefix: undefined,
        mcp: undefined,
        redirect: { hostRedirect: "new.example.com", responseCode: 308 },
      });
      await as("POST", `${org}/routes`, {
        ...routeBody,
        name: "teapot",
        from: "https://tea.example.com",
        to: undefined,
        prefix: undefined,
        mcp: undefined,
        response: { status: 418, body: "short and stout" },
      });
      conforms("getRoute", await as("GET", `${org}/routes/${route.body.id}`), hosted.Route);
      const { id: _ri, createdAt: _rc, updatedAt: _ru, policies: _p, enforcedPolicies: _e, enforcedPolicyIds: _ei, ...routeFields } = route.body;
      conforms("updateRoute", await as("PUT", `${org}/routes/${route.body.id}`, { ...routeFields, name: "app2" }), hosted.Route);
      conforms("patchRoute", await as("PATCH", `${org}/routes/${route.body.id}`, [{ op: "replace", path: "/timeout", value: "1m" }], PATCH), hosted.Route);
      conforms("listRoutes", await as("GET", `${org}/routes?namespaceId=${test.clusterId}`), hosted.listOf(hosted.Route));
      conforms("getPolicy", await as("GET", `${org}/policies/${policy.body.id}`), hosted.Policy);
      conforms("updatePolicy", await as("PUT", `${org}/policies/${policy.body.id}`, { ...policyBody, description: "people" }), hosted.Policy);
      conforms(
        "patchPolicy",
        await as("PATCH", `${org}/policies/${policy.body.id}`, [{ op: "replace", path: "/explanation", value: "staff only" }], PATCH),
        hosted.Policy,
      );
      conforms("listPolicies", await as("GET", `${org}/policies?namespaceId=${test.orgId}`), hosted.listOf(hosted.Policy));

      // Service accounts of the cluster.
      const accounts = `${org}/clusters/${test.clusterId}/serviceAccounts`;
      const account = await as("POST", accounts, { description: "ci", userId: "ci-bot", expiresAt: "2999-01-01T00:00:00Z", originatorId: "terraform" });
      conforms("createServiceAccount", account, hosted.CreateServiceAccountResponse);
      conforms("getServiceAccount", await as("GET", `${accounts}/${account.body.id}`), hosted.ServiceAccount);
      conforms(
        "patchServiceAccount",
        await as("PATCH", `${accounts}/${account.body.id}`, [{ op: "replace", path: "/description", value: "deploys" }], PATCH),
        hosted.ServiceAccount,
      );
      conforms("listServiceAccounts", await as("GET", `${accounts}?offset=0&limit=10`), hosted.listOf(hosted.ServiceAccount));
      conforms("getServiceAccountToken", await as("GET", `${accounts}/${account.body.id}/token`), hosted.ServiceAccountToken);

      // Changesets, by hand: a draft applied, another rejected, compared.
      await as("PATCH", settingsPath, [{ op: "replace", path: "/autoApplyChangesets", value: false }], PATCH);
      await as("PATCH", `${org}/policies/${policy.body.id}`, [{ op: "replace", path: "/remediation", value: "ask IT" }], PATCH);
      const pending = (await as("GET", `${org}/changesets?clusterId=${test.clusterId}&status=pending`)).body[0];
      conforms("applyChangeset", await as("POST", `${org}/changesets/${pending.id}/apply`), hosted.Changeset);
      await as("PATCH", `${org}/policies/${policy.body.id}`, [{ op: "replace", path: "/remediation", value: "ask HR" }], PATCH);
      const draft = (await as("GET", `${org}/changesets?clusterId=${test.clusterId}&status=pending`)).body[0];
      conforms("rejectChangeset", await as("POST", `${org}/changesets/${draft.id}/reject`), hosted.Changeset);
      const changesets = await as("GET", `${org}/changesets?clusterId=${test.clusterId}`);
      conforms("listChangesets", changesets, hosted.listOf(hosted.Changeset));
      const [second, first] = changesets.body.filter((c: { status: string }) => c.status === "current" || c.status === "applied");
      conforms(
        "compareChangesets",
        await as("GET", `${org}/changesets/compare?clusterId=${test.clusterId}&firstId=${first.id}&secondId=${second.id}`),
        hosted.CompareChangesetsResponse,
      );

      // The activity log: entries about every kind of entity, by people and by API-access users.
      const activity = await as("GET", `${org}/activityLogs?limit=1000`);
      conforms("listActivityLogs", activity, hosted.listOf(hosted.ActivityLog));
      expect(new Set(activity.body.map((e: { entity: { type: string } }) => e.entity.type))).toEqual(
        new Set(["organization", "namespace", "settings", "key_pair", "policy", "route", "service_account", "changeset"]),
      );

      // What the hosted client sends for what it leaves unset (zero values, null lists) is accepted and
      // reads back as unset: a health check with "" durations and 0 thresholds, policyIds null.
      const zeros = await as("POST", `${org}/routes`, {
        ...routeBody,
        name: "zeros",
        from: "https://zeros.example.com",
        upstreamTunnel: undefined,
        mcp: undefined,
        policyIds: null,
        healthCheck: { type: "tcp", timeout: "", interval: "", healthyThreshold: 0, unhealthyThreshold: 0 },
      });
      conforms("createRoute (zero values)", zeros, hosted.Route);
      expect(zeros.body.policyIds).toEqual([]);
      const stored = await test.store.get("route", test.orgId, zeros.body.id);
      expect(stored!.healthCheck).toEqual({ type: "tcp" });
      const roundTrip = await as(
        "PUT",
        `${org}/routes/${zeros.body.id}`,
        (({ id, createdAt, updatedAt, policies, enforcedPolicies, enforcedPolicyIds, ...rest }) => rest)(zeros.body),
      );
      conforms("updateRoute (a GET body back)", roundTrip, hosted.Route);
      expect(roundTrip.body.healthCheck).toEqual(zeros.body.healthCheck);
      conforms(
        "patchRoute (a zero-valued field)",
        await as("PATCH", `${org}/routes/${zeros.body.id}`, [{ op: "replace", path: "/healthCheck/interval", value: "10s" }], PATCH),
        hosted.Route,
      );
      expect((await test.store.get("route", test.orgId, zeros.body.id))!.healthCheck).toEqual({ type: "tcp", interval: "10s" });

      // Deletions answer no body the client would decode; they must still succeed.
      for (const path of [
        `${org}/routes/${route.body.id}`,
        `${org}/keyPairs/${ca.body.id}`,
        `${org}/namespaces/${ns.body.id}`,
        `${org}/users/${bot.body.id}`,
        `${accounts}/${account.body.id}`,
      ]) {
        expect((await as("DELETE", path)).status, path).toBe(204);
      }
    });
  });
}
