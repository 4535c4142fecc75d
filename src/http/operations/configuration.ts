/** Policies, routes and key pairs: the configuration entities. */
import type { ConfigListQuery, KeyPairWrite, PatchOperation, PolicyWrite, RouteWrite } from "../../domain/requests.js";
import { KEY_PAIR_READ_ONLY, toKeyPair } from "../../services/key-pairs.js";
import { POLICY_READ_ONLY, policyLenientDefaults } from "../../services/policies.js";
import { ROUTE_READ_ONLY, routeLenientDefaults } from "../../services/routes.js";
import {
  validateConfigListQuery,
  validateKeyPairWrite,
  validatePatchDocument,
  validatePolicyWrite,
  validateRouteWrite,
} from "../../validation/generated/validators.js";
import type { Operation, OperationContext, OperationResult } from "../operation.js";
import { created, list, noContent, ok, orgOf, page } from "./results.js";

const ORG = "/organizations/{organizationId}";
const PATCH_BODY = { validate: validatePatchDocument, what: "JSON Patch", patch: true } as const;

/** A configuration list: every match without `limit` (with its count), one page with it. */
function listResult(ctx: OperationContext, result: { items: unknown[]; total?: number }): OperationResult {
  const query = ctx.query as ConfigListQuery;
  if (query.limit === undefined) return list(result.items, (query.offset ?? 0) + result.items.length);
  return page(result.items, query.offset ?? 0, query.limit, result.total);
}

const policyOperations: Operation[] = [
  {
    operationId: "listPolicies",
    method: "GET",
    path: `${ORG}/policies`,
    capability: "read",
    query: validateConfigListQuery,
    handler: async (ctx) => listResult(ctx, await ctx.services.policies.list(orgOf(ctx), ctx.query as ConfigListQuery, ctx.wantsCount)),
  },
  {
    operationId: "createPolicy",
    method: "POST",
    path: `${ORG}/policies`,
    capability: "configure",
    body: { validate: validatePolicyWrite, what: "policy", readOnly: POLICY_READ_ONLY, defaults: policyLenientDefaults },
    handler: async (ctx) => {
      const { policy, version } = await ctx.services.policies.create(orgOf(ctx), ctx.body as PolicyWrite, ctx.actor);
      return created(policy, version);
    },
  },
  {
    operationId: "getPolicy",
    method: "GET",
    path: `${ORG}/policies/{policyId}`,
    capability: "read",
    handler: async (ctx) => {
      const { policy, version } = await ctx.services.policies.get(orgOf(ctx), ctx.params.policyId!);
      return ok(policy, version);
    },
  },
  {
    operationId: "updatePolicy",
    method: "PUT",
    path: `${ORG}/policies/{policyId}`,
    capability: "configure",
    body: { validate: validatePolicyWrite, what: "policy", readOnly: POLICY_READ_ONLY, defaults: policyLenientDefaults },
    handler: async (ctx) => {
      const policies = ctx.services.policies;
      const { policy, version } = await policies.update(orgOf(ctx), ctx.params.policyId!, ctx.body as PolicyWrite, ctx.actor, ctx.ifMatch);
      return ok(policy, version);
    },
  },
  {
    operationId: "deletePolicy",
    method: "DELETE",
    path: `${ORG}/policies/{policyId}`,
    capability: "configure",
    handler: async (ctx) => {
      await ctx.services.policies.delete(orgOf(ctx), ctx.params.policyId!, ctx.actor, ctx.ifMatch);
      return noContent();
    },
  },
  {
    operationId: "patchPolicy",
    method: "PATCH",
    path: `${ORG}/policies/{policyId}`,
    capability: "configure",
    body: PATCH_BODY,
    handler: async (ctx) => {
      const policies = ctx.services.policies;
      const { policy, version } = await policies.patch(orgOf(ctx), ctx.params.policyId!, ctx.body as PatchOperation[], ctx.actor, ctx.ifMatch);
      return ok(policy, version);
    },
  },
];

const routeOperations: Operation[] = [
  {
    operationId: "listRoutes",
    method: "GET",
    path: `${ORG}/routes`,
    capability: "read",
    query: validateConfigListQuery,
    handler: async (ctx) => listResult(ctx, await ctx.services.routes.list(orgOf(ctx), ctx.query as ConfigListQuery, ctx.wantsCount)),
  },
  {
    operationId: "createRoute",
    method: "POST",
    path: `${ORG}/routes`,
    capability: "configure",
    body: { validate: validateRouteWrite, what: "route", readOnly: ROUTE_READ_ONLY, defaults: routeLenientDefaults },
    handler: async (ctx) => {
      const { route, version } = await ctx.services.routes.create(orgOf(ctx), ctx.body as RouteWrite, ctx.actor);
      return created(route, version);
    },
  },
  {
    operationId: "getRoute",
    method: "GET",
    path: `${ORG}/routes/{routeId}`,
    capability: "read",
    handler: async (ctx) => {
      const { route, version } = await ctx.services.routes.get(orgOf(ctx), ctx.params.routeId!);
      return ok(route, version);
    },
  },
  {
    operationId: "updateRoute",
    method: "PUT",
    path: `${ORG}/routes/{routeId}`,
    capability: "configure",
    body: { validate: validateRouteWrite, what: "route", readOnly: ROUTE_READ_ONLY, defaults: routeLenientDefaults },
    handler: async (ctx) => {
      const { route, version } = await ctx.services.routes.update(orgOf(ctx), ctx.params.routeId!, ctx.body as RouteWrite, ctx.actor, ctx.ifMatch);
      return ok(route, version);
    },
  },
  {
    operationId: "deleteRoute",
    method: "DELETE",
    path: `${ORG}/routes/{routeId}`,
    capability: "configure",
    handler: async (ctx) => {
      await ctx.services.routes.delete(orgOf(ctx), ctx.params.routeId!, ctx.actor, ctx.ifMatch);
      return noContent();
    },
  },
  {
    operationId: "patchRoute",
    method: "PATCH",
    path: `${ORG}/routes/{routeId}`,
    capability: "configure",
    body: PATCH_BODY,
    handler: async (ctx) => {
      const routes = ctx.services.routes;
      const { route, version } = await routes.patch(orgOf(ctx), ctx.params.routeId!, ctx.body as PatchOperation[], ctx.actor, ctx.ifMatch);
      return ok(route, version);
    },
  },
  {
    operationId: "getRouteCertificates",
    method: "GET",
    path: `${ORG}/routes/{routeId}/certificates`,
    capability: "read",
    handler: async (ctx) => {
      const keyPairs = await ctx.services.keyPairs.forRoute(orgOf(ctx), ctx.params.routeId!);
      return list(keyPairs, keyPairs.length);
    },
  },
];

const KEY_PAIR_BODY = { validate: validateKeyPairWrite, what: "key pair", readOnly: KEY_PAIR_READ_ONLY } as const;

const keyPairOperations: Operation[] = [
  {
    operationId: "listKeyPairs",
    method: "GET",
    path: `${ORG}/keyPairs`,
    capability: "read",
    query: validateConfigListQuery,
    handler: async (ctx) => listResult(ctx, await ctx.services.keyPairs.list(orgOf(ctx), ctx.query as ConfigListQuery, ctx.wantsCount)),
  },
  {
    operationId: "createKeyPair",
    method: "POST",
    path: `${ORG}/keyPairs`,
    capability: "configure",
    body: KEY_PAIR_BODY,
    handler: async (ctx) => {
      const keyPair = await ctx.services.keyPairs.create(orgOf(ctx), ctx.body as KeyPairWrite, ctx.actor);
      return created(toKeyPair(keyPair), keyPair.version);
    },
  },
  {
    operationId: "getKeyPair",
    method: "GET",
    path: `${ORG}/keyPairs/{keyPairId}`,
    capability: "read",
    handler: async (ctx) => {
      const keyPair = await ctx.services.keyPairs.get(orgOf(ctx), ctx.params.keyPairId!);
      return ok(toKeyPair(keyPair), keyPair.version);
    },
  },
  {
    operationId: "updateKeyPair",
    method: "PUT",
    path: `${ORG}/keyPairs/{keyPairId}`,
    capability: "configure",
    body: KEY_PAIR_BODY,
    handler: async (ctx) => {
      const keyPair = await ctx.services.keyPairs.update(orgOf(ctx), ctx.params.keyPairId!, ctx.body as KeyPairWrite, ctx.actor, ctx.ifMatch);
      return ok(toKeyPair(keyPair), keyPair.version);
    },
  },
  {
    operationId: "deleteKeyPair",
    method: "DELETE",
    path: `${ORG}/keyPairs/{keyPairId}`,
    capability: "configure",
    handler: async (ctx) => {
      await ctx.services.keyPairs.delete(orgOf(ctx), ctx.params.keyPairId!, ctx.actor, ctx.ifMatch);
      return noContent();
    },
  },
  {
    operationId: "patchKeyPair",
    method: "PATCH",
    path: `${ORG}/keyPairs/{keyPairId}`,
    capability: "configure",
    body: PATCH_BODY,
    handler: async (ctx) => {
      const keyPair = await ctx.services.keyPairs.patch(orgOf(ctx), ctx.params.keyPairId!, ctx.body as PatchOperation[], ctx.actor, ctx.ifMatch);
      return ok(toKeyPair(keyPair), keyPair.version);
    },
  },
];

export const configurationOperations: Operation[] = [...policyOperations, ...routeOperations, ...keyPairOperations];
