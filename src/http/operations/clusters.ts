/** Clusters, their tokens and settings. */
import { defaultTemplates, TEMPLATE_RECORD_TYPES } from "../../services/templates.js";
import type { ClusterCreate, ClusterUpdate, SettingsWrite } from "../../domain/requests.js";
import { generateSubdomainName } from "../../services/subdomain-names.js";
import { validateIdentityProviderCheckRequest, validatePatchDocument } from "../../validation/generated/validators.js";
import { defineOperation, serviceReadsBody, type Operation, type OperationContext } from "../operation.js";
import { headerOf } from "../payloads.js";
import { invalidArgument, notFound } from "../../errors.js";
import { LRUCache } from "lru-cache";
import { setImmediate as nextTurn } from "node:timers/promises";
import { sharedRun } from "../../domain/shared-runs.js";
import { exportProxyYaml } from "../../proxy-config/to-proxy-config.js";
import type { AppliedConfig } from "../../config/applied-config.js";
import { created, list, noContent, ok, orgOf } from "./results.js";

const ORGANIZATION = "/organizations/{organizationId}";
const CLUSTERS = `${ORGANIZATION}/clusters`;

/**
 * The cluster's applied configuration, or, when `If-None-Match` names its version, a newer one if one
 * comes within `Prefer: wait=N` seconds (at most 60), else "not modified".
 */
async function currentOrNewer(
  ctx: Pick<OperationContext, "services" | "request" | "signal"> & { readonly params: { readonly organizationId: string; readonly clusterId: string } },
): Promise<{ config: AppliedConfig } | { notModified: number }> {
  const orgId = orgOf(ctx);
  const clusterId = ctx.params.clusterId;
  await ctx.services.clusters.get(orgId, clusterId);
  const current = await ctx.services.changesets.getAppliedConfig(orgId, clusterId);
  if (current === undefined) throw notFound("applied configuration");
  const known = /^\s*(?:W\/)?"(\d{1,15})"\s*$/.exec(headerOf(ctx.request, "if-none-match") ?? "");
  if (known === null || Number(known[1]) < current.version) return { config: current };
  const wait = /(?:^|[,;\s])wait=(\d{1,4})(?:$|[,;\s])/i.exec(headerOf(ctx.request, "prefer") ?? "");
  const seconds = wait === null ? 0 : Math.min(60, Number(wait[1]));
  const newer = seconds === 0 ? undefined : await ctx.services.appliedConfigs.newerThan(orgId, clusterId, current.version, seconds * 1000, ctx.signal);
  return newer !== undefined ? { config: newer } : { notModified: current.version };
}

export const clusterOperations: Operation[] = [
  defineOperation({
    operationId: "generateSubdomainName",
    method: "GET",
    path: "/generateSubdomainName",
    contract: { tag: "Clusters and settings", summary: "A random DNS label for a new cluster's domain", success: { status: 200, schema: "SubdomainName" } },
    capability: "authenticated",
    handler: async () => ok({ name: generateSubdomainName() }),
  }),
  defineOperation({
    operationId: "checkIdentityProviderSettings",
    method: "POST",
    path: "/checkIdentityProviderSettings",
    contract: {
      tag: "Clusters and settings",
      summary: "Checks identity provider settings before they are saved: success, or a message per wrong field",
      description:
        "Checks the provider, that a client id and secret are given, the URL (https; required for oidc, okta, auth0, cognito and ping) and the scopes (openid among them for OpenID providers). With the control plane's identityProviderDiscovery option, also fetches the provider's OpenID discovery document and checks its issuer. Changes nothing; the client secret is never echoed.",
      body: "IdentityProviderCheckRequest",
      success: { status: 200, schema: "IdentityProviderCheckResult" },
    },
    capability: "authenticated",
    body: { validate: validateIdentityProviderCheckRequest, what: "identity provider settings" },
    handler: async (ctx) => ok(await ctx.services.identityProviderCheck.check(ctx.body)),
  }),
  defineOperation({
    operationId: "listDefaultTemplates",
    method: "GET",
    path: "/defaultTemplates/{recordType}",
    contract: {
      tag: "Clusters and settings",
      summary: "The defaults a new policy, route or cluster's settings get (recordType policy, route or settings)",
      success: { status: 200, schema: "DefaultTemplate", list: true },
    },
    capability: "authenticated",
    handler: async (ctx) => {
      const recordType = ctx.params.recordType;
      if (!(TEMPLATE_RECORD_TYPES as readonly string[]).includes(recordType)) {
        throw invalidArgument("/recordType", `recordType is one of ${TEMPLATE_RECORD_TYPES.join(", ")}`);
      }
      const templates = defaultTemplates(recordType as (typeof TEMPLATE_RECORD_TYPES)[number]);
      return list(templates, templates.length);
    },
  }),
  defineOperation({
    operationId: "listFeatureFlags",
    method: "GET",
    path: `${ORGANIZATION}/featureFlags`,
    contract: {
      tag: "Organizations",
      summary: "The organization's feature flags: none in a self-hosted control plane, whose features are all on",
      success: { status: 200, schema: "FeatureFlag", list: true },
    },
    capability: "read",
    handler: async () => list([], 0),
  }),
  defineOperation({
    operationId: "listClusters",
    reusable: true,
    method: "GET",
    path: CLUSTERS,
    contract: { tag: "Clusters and settings", summary: "Clusters of the organization", success: { status: 200, schema: "Cluster", list: true } },
    capability: "read",
    handler: async (ctx) => {
      const clusters = await ctx.services.clusters.list(orgOf(ctx));
      return list(clusters, clusters.length);
    },
  }),
  defineOperation({
    operationId: "createCluster",
    method: "POST",
    path: CLUSTERS,
    contract: {
      tag: "Clusters and settings",
      summary: "Creates a cluster with its namespace and default settings; the response carries its token, shown only this once",
      body: "ClusterCreate",
      success: { status: 201, schema: "ClusterWithToken" },
    },
    capability: "manage_clusters",
    body: serviceReadsBody<ClusterCreate>("cluster"),
    handler: async (ctx) => created(await ctx.services.clusters.create(orgOf(ctx), ctx.body, ctx.actor), 1),
  }),
  defineOperation({
    operationId: "getCluster",
    reusable: true,
    method: "GET",
    path: `${CLUSTERS}/{clusterId}`,
    contract: { tag: "Clusters and settings", summary: "One cluster", success: { status: 200, schema: "Cluster" } },
    capability: "read",
    handler: async (ctx) => {
      const { cluster, version } = await ctx.services.clusters.get(orgOf(ctx), ctx.params.clusterId);
      return ok(cluster, version);
    },
  }),
  defineOperation({
    operationId: "updateCluster",
    method: "PUT",
    path: `${CLUSTERS}/{clusterId}`,
    contract: {
      tag: "Clusters and settings",
      summary: "Renames a cluster or changes its flavor or IP override",
      body: "ClusterUpdate",
      success: { status: 200, schema: "Cluster" },
    },
    capability: "manage_clusters",
    body: serviceReadsBody<ClusterUpdate>("cluster"),
    handler: async (ctx) => {
      const { cluster, version } = await ctx.services.clusters.update(orgOf(ctx), ctx.params.clusterId, ctx.body, ctx.actor, ctx.ifMatch);
      return ok(cluster, version);
    },
  }),
  defineOperation({
    operationId: "deleteCluster",
    method: "DELETE",
    path: `${CLUSTERS}/{clusterId}`,
    contract: { tag: "Clusters and settings", summary: "Deletes a cluster, its namespace, settings and running configuration", success: { status: 204 } },
    capability: "manage_clusters",
    handler: async (ctx) => {
      await ctx.services.clusters.delete(orgOf(ctx), ctx.params.clusterId, ctx.actor, ctx.ifMatch);
      return noContent();
    },
  }),
  defineOperation({
    operationId: "rotateClusterToken",
    method: "POST",
    path: `${CLUSTERS}/{clusterId}/token`,
    contract: {
      tag: "Clusters and settings",
      summary: "Issues a new cluster token; the previous one stops working",
      success: { status: 200, schema: "RefreshTokenResponse" },
    },
    capability: "manage_clusters",
    handler: async (ctx) => ok(await ctx.services.clusters.rotateToken(orgOf(ctx), ctx.params.clusterId, ctx.actor)),
  }),
  defineOperation({
    operationId: "getAppliedConfig",
    method: "GET",
    path: `${CLUSTERS}/{clusterId}/appliedConfig`,
    contract: {
      tag: "Clusters and settings",
      summary: "The configuration the cluster runs now, secrets included (owners and admins)",
      description:
        "The cluster's current applied configuration: its settings, its routes with their policies embedded, and the key pairs they use, private keys and secrets included (the proxy needs them). `ETag` is its version; with `If-None-Match` and `Prefer: wait=N` the request waits up to N seconds (at most 60) for a newer one, then answers 304.",
      success: { status: 200, schema: "AppliedConfig" },
      conditional: true,
      waits: true,
      extension: true,
    },
    capability: "manage_clusters",
    handler: async (ctx) => {
      const found = await currentOrNewer(ctx);
      return "notModified" in found ? { status: 304, version: found.notModified } : ok(found.config, found.config.version);
    },
  }),
  defineOperation({
    operationId: "getProxyConfig",
    method: "GET",
    path: `${CLUSTERS}/{clusterId}/proxyConfig`,
    contract: {
      tag: "Clusters and settings",
      summary: "The configuration the cluster runs, as the proxy's own YAML file, secrets included (owners and admins)",
      description:
        "The current applied configuration exported as the proxy's configuration file (certificates inline). `ETag` is the applied version; `If-None-Match` with `Prefer: wait=N` waits up to N seconds (at most 60) for a newer one, so an agent beside the proxy can long-poll it. 409 when the configuration cannot be given to the proxy (the message says why).",
      success: { status: 200, yaml: true },
      conditional: true,
      waits: true,
      readConflicts: true,
      extension: true,
    },
    capability: "manage_clusters",
    handler: async (ctx) => {
      const found = await currentOrNewer(ctx);
      if ("notModified" in found) return { status: 304, version: found.notModified };
      // A configuration the proxy cannot run is a ProxyConfigError: failed_precondition, with its problems.
      const yaml = await proxyYaml(ctx.services, found.config);
      return { status: 200, version: found.config.version, raw: { bytes: yaml, contentType: "application/yaml; charset=utf-8" } };
    },
  }),
  defineOperation({
    operationId: "getSettings",
    reusable: true,
    method: "GET",
    path: `${CLUSTERS}/{clusterId}/settings`,
    contract: { tag: "Clusters and settings", summary: "The settings of a cluster (secrets are write-only)", success: { status: 200, schema: "Settings" } },
    capability: "read",
    handler: async (ctx) => {
      const { settings, version } = await ctx.services.settings.get(orgOf(ctx), ctx.params.clusterId, { withSecrets: ctx.revealSecrets });
      return ok(settings, version);
    },
  }),
  defineOperation({
    operationId: "updateSettings",
    method: "PUT",
    path: `${CLUSTERS}/{clusterId}/settings`,
    contract: {
      tag: "Clusters and settings",
      summary: "Replaces the settings of a cluster",
      body: "SettingsWrite",
      success: { status: 200, schema: "Settings" },
    },
    capability: "configure",
    body: serviceReadsBody<SettingsWrite>("settings"),
    handler: async (ctx) => {
      const { settings, version } = await ctx.services.settings.update(orgOf(ctx), ctx.params.clusterId, ctx.body, ctx.actor, ctx.ifMatch, {
        withSecrets: ctx.revealSecrets,
      });
      return ok(settings, version);
    },
  }),
  defineOperation({
    operationId: "patchSettings",
    method: "PATCH",
    path: `${CLUSTERS}/{clusterId}/settings`,
    contract: {
      tag: "Clusters and settings",
      summary: "Changes the settings of a cluster with a JSON Patch (RFC 6902), all or nothing",
      body: "PatchDocument",
      success: { status: 200, schema: "Settings" },
    },
    capability: "configure",
    body: { validate: validatePatchDocument, what: "JSON Patch", patch: true },
    handler: async (ctx) => {
      const { settings, version } = await ctx.services.settings.patch(orgOf(ctx), ctx.params.clusterId, ctx.body, ctx.actor, ctx.ifMatch, {
        withSecrets: ctx.revealSecrets,
      });
      return ok(settings, version);
    },
  }),
];

/**
 * Text encoded as UTF-8 into one buffer, in turns of the event loop of about {@link ENCODED_PER_TURN}
 * characters (the 45 MB of 100 000 routes took 60-160 ms at once), the first after the work before it.
 * Each chunk ends where a route's text ends, never inside a character.
 */
async function encodedInTurns(chunks: readonly string[]): Promise<Uint8Array> {
  await nextTurn();
  let size = 0;
  for (const chunk of chunks) size += Buffer.byteLength(chunk, "utf8");
  const bytes = Buffer.allocUnsafe(size);
  let at = 0;
  let sinceTurn = 0;
  for (const chunk of chunks) {
    if (sinceTurn >= ENCODED_PER_TURN) {
      await nextTurn();
      sinceTurn = 0;
    }
    at += bytes.write(chunk, at, "utf8");
    sinceTurn += chunk.length;
  }
  return bytes;
}

/** Characters encoded in one turn by {@link encodedInTurns}. */
const ENCODED_PER_TURN = 1024 * 1024;

/**
 * The proxy's YAML of applied configurations, per control plane: one applied version always exports to
 * the same bytes, so each is built once (without holding the event loop, see exportProxyYaml) and
 * kept, encoded, while it is among the most recently asked for, up to 64 MB; agents long-polling it at
 * once share one build, and each response writes the bytes as they are (encoding 4 MB of text took
 * about 5 ms of the event loop per response).
 */
const proxyYamls = new WeakMap<object, { done: LRUCache<string, Uint8Array>; building: Map<string, Promise<Uint8Array>> }>();

function proxyYaml(owner: object, config: AppliedConfig): Promise<Uint8Array> {
  let cache = proxyYamls.get(owner);
  if (cache === undefined) {
    cache = { done: new LRUCache({ maxSize: 64 * 1024 * 1024, sizeCalculation: (bytes) => Math.max(1, bytes.byteLength) }), building: new Map() };
    proxyYamls.set(owner, cache);
  }
  const key = `${config.orgId}/${config.clusterId}@${config.version}`;
  const done = cache.done.get(key);
  if (done !== undefined) return Promise.resolve(done);
  const finished = cache.done;
  return sharedRun(cache.building, key, async () => {
    const { text } = await exportProxyYaml(config, { certificates: "inline" });
    const bytes = await encodedInTurns(text.chunks);
    finished.set(key, bytes);
    return bytes;
  });
}
