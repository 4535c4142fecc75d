/** Service accounts of clusters, at the hosted API's paths. */
import { SERVICE_ACCOUNT_PAGE_MAX } from "../../services/service-accounts.js";
import type { ServiceAccountWrite } from "../../domain/requests.js";
import { validatePatchDocument, validateServiceAccountListQuery } from "../../validation/generated/validators.js";
import { defineOperation, serviceReadsBody, type Operation } from "../operation.js";
import { created, list, noContent, ok, orgOf, page } from "./results.js";

const ACCOUNTS = "/organizations/{organizationId}/clusters/{clusterId}/serviceAccounts";
const TAG = "Service accounts";

export const serviceAccountOperations: Operation[] = [
  defineOperation({
    operationId: "listServiceAccounts",
    method: "GET",
    path: ACCOUNTS,
    contract: {
      tag: TAG,
      summary: "Service accounts of the cluster, oldest first",
      query: "ServiceAccountListQuery",
      success: { status: 200, schema: "ServiceAccount", list: true },
      paged: true,
    },
    capability: "read",
    query: validateServiceAccountListQuery,
    handler: async (ctx) => {
      const query = ctx.query;
      const result = await ctx.services.serviceAccounts.list(orgOf(ctx), ctx.params.clusterId, query, ctx.wantsCount);
      if (query.limit === undefined) return list(result.items, (query.offset ?? 0) + result.items.length);
      return page(result.items, query.offset ?? 0, Math.min(query.limit, SERVICE_ACCOUNT_PAGE_MAX), result.total);
    },
  }),
  defineOperation({
    operationId: "createServiceAccount",
    method: "POST",
    path: ACCOUNTS,
    contract: {
      tag: TAG,
      summary: "Creates a service account of the cluster; the response carries its token",
      description:
        "The token is a JWT signed with the proxy's signing key (published at the key-set endpoint): `sub` is `userId`, the user the proxy's policies see; `jti` is the account's id; `exp` is `expiresAt` when set. Like any configuration change, the account reaches the proxy when the cluster's changeset is applied.",
      body: "ServiceAccountWrite",
      success: { status: 201, schema: "ServiceAccountWithToken" },
    },
    capability: "configure",
    body: serviceReadsBody<ServiceAccountWrite>("service account"),
    handler: async (ctx) => {
      const { serviceAccount, version } = await ctx.services.serviceAccounts.create(orgOf(ctx), ctx.params.clusterId, ctx.body, ctx.actor);
      return created(serviceAccount, version);
    },
  }),
  defineOperation({
    operationId: "getServiceAccount",
    method: "GET",
    path: `${ACCOUNTS}/{serviceAccountId}`,
    contract: { tag: TAG, summary: "One service account (without its token)", success: { status: 200, schema: "ServiceAccount" } },
    capability: "read",
    handler: async (ctx) => {
      const { serviceAccount, version } = await ctx.services.serviceAccounts.get(orgOf(ctx), ctx.params.clusterId, ctx.params.serviceAccountId);
      return ok(serviceAccount, version);
    },
  }),
  defineOperation({
    operationId: "patchServiceAccount",
    method: "PATCH",
    path: `${ACCOUNTS}/{serviceAccountId}`,
    contract: {
      tag: TAG,
      summary: "Changes a service account with a JSON Patch, all or nothing",
      body: "PatchDocument",
      success: { status: 200, schema: "ServiceAccount" },
    },
    capability: "configure",
    body: { validate: validatePatchDocument, what: "JSON Patch", patch: true },
    handler: async (ctx) => {
      const accounts = ctx.services.serviceAccounts;
      const { serviceAccount, version } = await accounts.patch(orgOf(ctx), ctx.params.clusterId, ctx.params.serviceAccountId, ctx.body, ctx.actor, ctx.ifMatch);
      return ok(serviceAccount, version);
    },
  }),
  defineOperation({
    operationId: "deleteServiceAccount",
    method: "DELETE",
    path: `${ACCOUNTS}/{serviceAccountId}`,
    contract: { tag: TAG, summary: "Deletes a service account; the proxy stops accepting its token once the change is applied", success: { status: 204 } },
    capability: "configure",
    handler: async (ctx) => {
      await ctx.services.serviceAccounts.delete(orgOf(ctx), ctx.params.clusterId, ctx.params.serviceAccountId, ctx.actor, ctx.ifMatch);
      return noContent();
    },
  }),
  defineOperation({
    operationId: "getServiceAccountToken",
    method: "GET",
    path: `${ACCOUNTS}/{serviceAccountId}/token`,
    contract: {
      tag: TAG,
      summary: "The service account's token, signed again with the current signing key (roles that may configure)",
      success: { status: 200, schema: "ServiceAccountToken" },
    },
    // A token is a credential: auditors, who read everything else, do not read it.
    capability: "configure",
    handler: async (ctx) => ok(await ctx.services.serviceAccounts.token(orgOf(ctx), ctx.params.clusterId, ctx.params.serviceAccountId)),
  }),
];
