/** Policies, routes and key pairs: the configuration entities. */
import { CONFIG_PAGE_MAX } from "../../services/config-list.js";
import type { ConfigListQuery, KeyPairWrite, PolicyWrite, RouteWrite } from "../../domain/requests.js";
import { validateConfigListQuery, validatePatchDocument, validatePolicyEvaluateRequest } from "../../validation/generated/validators.js";
import { defineOperation, serviceReadsBody, type Operation, type OperationContext, type OperationResult } from "../operation.js";
import { created, list, noContent, ok, orgOf, page } from "./results.js";

const ORG = "/organizations/{organizationId}";
const PATCH_BODY = { validate: validatePatchDocument, what: "JSON Patch", patch: true } as const;

/** A configuration list: every match without `limit` (with its count), one page with it. */
export function listResult(query: ConfigListQuery, result: { items: unknown[]; total?: number }): OperationResult {
  if (query.limit === undefined) return list(result.items, (query.offset ?? 0) + result.items.length);
  return page(result.items, query.offset ?? 0, Math.min(query.limit, CONFIG_PAGE_MAX), result.total);
}

/** Routes as the caller may see them: with their secrets for those who may write them. */
const routeReading = (ctx: OperationContext) => ({ withSecrets: ctx.revealSecrets });

const policyOperations: Operation[] = [
  defineOperation({
    operationId: "listPolicies",
    reusable: true,
    method: "GET",
    path: `${ORG}/policies`,
    contract: {
      tag: "Policies",
      summary: "Policies of a namespace (and, with includeDescendants, of those below it)",
      query: "ConfigListQuery",
      success: { status: 200, schema: "Policy", list: true },
      paged: true,
    },
    capability: "read",
    query: validateConfigListQuery,
    handler: async (ctx) => listResult(ctx.query, await ctx.services.policies.list(orgOf(ctx), ctx.query, ctx.wantsCount)),
  }),
  defineOperation({
    operationId: "createPolicy",
    method: "POST",
    path: `${ORG}/policies`,
    contract: { tag: "Policies", summary: "Creates a policy in the proxy's policy language", body: "PolicyWrite", success: { status: 201, schema: "Policy" } },
    capability: "configure",
    body: serviceReadsBody<PolicyWrite>("policy"),
    handler: async (ctx) => {
      const { policy, version } = await ctx.services.policies.create(orgOf(ctx), ctx.body, ctx.actor);
      return created(policy, version);
    },
  }),
  defineOperation({
    operationId: "getPolicy",
    reusable: true,
    method: "GET",
    path: `${ORG}/policies/{policyId}`,
    contract: { tag: "Policies", summary: "One policy with its links", success: { status: 200, schema: "Policy" } },
    capability: "read",
    handler: async (ctx) => {
      const { policy, version } = await ctx.services.policies.get(orgOf(ctx), ctx.params.policyId);
      return ok(policy, version);
    },
  }),
  defineOperation({
    operationId: "updatePolicy",
    method: "PUT",
    path: `${ORG}/policies/{policyId}`,
    contract: { tag: "Policies", summary: "Replaces a policy", body: "PolicyWrite", success: { status: 200, schema: "Policy" } },
    capability: "configure",
    body: serviceReadsBody<PolicyWrite>("policy"),
    handler: async (ctx) => {
      const policies = ctx.services.policies;
      const { policy, version } = await policies.update(orgOf(ctx), ctx.params.policyId, ctx.body, ctx.actor, ctx.ifMatch);
      return ok(policy, version);
    },
  }),
  defineOperation({
    operationId: "deletePolicy",
    method: "DELETE",
    path: `${ORG}/policies/{policyId}`,
    contract: { tag: "Policies", summary: "Deletes a policy no route lists", success: { status: 204 } },
    capability: "configure",
    handler: async (ctx) => {
      await ctx.services.policies.delete(orgOf(ctx), ctx.params.policyId, ctx.actor, ctx.ifMatch);
      return noContent();
    },
  }),
  defineOperation({
    operationId: "patchPolicy",
    method: "PATCH",
    path: `${ORG}/policies/{policyId}`,
    contract: {
      tag: "Policies",
      summary: "Changes a policy with a JSON Patch, all or nothing",
      body: "PatchDocument",
      success: { status: 200, schema: "Policy" },
    },
    capability: "configure",
    body: PATCH_BODY,
    handler: async (ctx) => {
      const policies = ctx.services.policies;
      const { policy, version } = await policies.patch(orgOf(ctx), ctx.params.policyId, ctx.body, ctx.actor, ctx.ifMatch);
      return ok(policy, version);
    },
  }),
  defineOperation({
    operationId: "evaluatePolicy",
    method: "POST",
    path: `${ORG}/policies/evaluate`,
    contract: {
      tag: "Policies",
      summary: "Evaluates PPL, saved policies or a route's policies for request contexts, as the proxy would, and explains the decision",
      description:
        "The policy simulator. The body names exactly one of `ppl` (a document as given), `policyIds` (saved policies, evaluated together) or `routeId` (everything the route enforces: its policies, the enforced policies above it and the proxy's client-certificate rule, from the saved entities or, with `config: applied`, from the cluster's applied configuration), and exactly one of `request` (one result) or `requests` (up to 1 000, results in order). One call makes at most 200 000 criterion checks (criteria of the documents × requests; more is refused with 400 before any work), and a caller at most 5 000 000 a minute (429 with `Retry-After`). Results carry the trace of every criterion for one `request`, and for `requests` only with `trace: true`. Changes nothing; every role may call it. See docs/policy-simulator.md.",
      body: "PolicyEvaluateRequest",
      success: { status: 200, schema: "PolicyEvaluateResult" },
      readConflicts: true,
      extension: true,
    },
    capability: "read",
    body: { validate: validatePolicyEvaluateRequest, what: "evaluation request" },
    handler: async (ctx) => ok(await ctx.services.policySimulator.evaluate(orgOf(ctx), ctx.body, { callerId: ctx.user.id })),
  }),
];

const routeOperations: Operation[] = [
  defineOperation({
    operationId: "listRoutes",
    reusable: true,
    method: "GET",
    path: `${ORG}/routes`,
    contract: {
      tag: "Routes",
      summary: "Routes of a namespace (and, with includeDescendants, of those below it)",
      query: "ConfigListQuery",
      success: { status: 200, schema: "Route", list: true },
      paged: true,
    },
    capability: "read",
    query: validateConfigListQuery,
    handler: async (ctx) => {
      return listResult(ctx.query, await ctx.services.routes.list(orgOf(ctx), ctx.query, ctx.wantsCount, routeReading(ctx)));
    },
  }),
  defineOperation({
    operationId: "createRoute",
    method: "POST",
    path: `${ORG}/routes`,
    contract: { tag: "Routes", summary: "Creates a route", body: "RouteWrite", success: { status: 201, schema: "Route" } },
    capability: "configure",
    body: serviceReadsBody<RouteWrite>("route"),
    handler: async (ctx) => {
      const { route, version } = await ctx.services.routes.create(orgOf(ctx), ctx.body, ctx.actor, routeReading(ctx));
      return created(route, version);
    },
  }),
  defineOperation({
    operationId: "getRoute",
    reusable: true,
    method: "GET",
    path: `${ORG}/routes/{routeId}`,
    contract: { tag: "Routes", summary: "One route with its links (its secrets for the roles that may write them)", success: { status: 200, schema: "Route" } },
    capability: "read",
    handler: async (ctx) => {
      const { route, version } = await ctx.services.routes.get(orgOf(ctx), ctx.params.routeId, routeReading(ctx));
      return ok(route, version);
    },
  }),
  defineOperation({
    operationId: "updateRoute",
    method: "PUT",
    path: `${ORG}/routes/{routeId}`,
    contract: { tag: "Routes", summary: "Replaces a route", body: "RouteWrite", success: { status: 200, schema: "Route" } },
    capability: "configure",
    body: serviceReadsBody<RouteWrite>("route"),
    handler: async (ctx) => {
      const { route, version } = await ctx.services.routes.update(orgOf(ctx), ctx.params.routeId, ctx.body, ctx.actor, ctx.ifMatch, routeReading(ctx));
      return ok(route, version);
    },
  }),
  defineOperation({
    operationId: "deleteRoute",
    method: "DELETE",
    path: `${ORG}/routes/{routeId}`,
    contract: { tag: "Routes", summary: "Deletes a route", success: { status: 204 } },
    capability: "configure",
    handler: async (ctx) => {
      await ctx.services.routes.delete(orgOf(ctx), ctx.params.routeId, ctx.actor, ctx.ifMatch);
      return noContent();
    },
  }),
  defineOperation({
    operationId: "patchRoute",
    method: "PATCH",
    path: `${ORG}/routes/{routeId}`,
    contract: { tag: "Routes", summary: "Changes a route with a JSON Patch, all or nothing", body: "PatchDocument", success: { status: 200, schema: "Route" } },
    capability: "configure",
    body: PATCH_BODY,
    handler: async (ctx) => {
      const { route, version } = await ctx.services.routes.patch(orgOf(ctx), ctx.params.routeId, ctx.body, ctx.actor, ctx.ifMatch, routeReading(ctx));
      return ok(route, version);
    },
  }),
  defineOperation({
    operationId: "getRouteCertificates",
    method: "GET",
    path: `${ORG}/routes/{routeId}/certificates`,
    contract: {
      tag: "Routes",
      summary: "Key pairs whose leaf certificate covers the route's host, newest expiry first",
      success: { status: 200, schema: "KeyPair", list: true },
    },
    capability: "read",
    handler: async (ctx) => {
      const keyPairs = await ctx.services.keyPairs.forRoute(orgOf(ctx), ctx.params.routeId);
      return list(keyPairs, keyPairs.length);
    },
  }),
];

const KEY_PAIR_BODY = serviceReadsBody<KeyPairWrite>("key pair");

const keyPairOperations: Operation[] = [
  defineOperation({
    operationId: "listKeyPairs",
    reusable: true,
    method: "GET",
    path: `${ORG}/keyPairs`,
    contract: {
      tag: "Key pairs",
      summary: "Key pairs of a namespace (and, with includeDescendants, of those below it)",
      query: "ConfigListQuery",
      success: { status: 200, schema: "KeyPair", list: true },
      paged: true,
    },
    capability: "read",
    query: validateConfigListQuery,
    handler: async (ctx) => listResult(ctx.query, await ctx.services.keyPairs.list(orgOf(ctx), ctx.query, ctx.wantsCount)),
  }),
  defineOperation({
    operationId: "createKeyPair",
    method: "POST",
    path: `${ORG}/keyPairs`,
    contract: {
      tag: "Key pairs",
      summary: "Creates a key pair from PEM; the private key is write-only",
      body: "KeyPairWrite",
      success: { status: 201, schema: "KeyPair" },
    },
    capability: "configure",
    body: KEY_PAIR_BODY,
    handler: async (ctx) => {
      const { keyPair, version } = await ctx.services.keyPairs.create(orgOf(ctx), ctx.body, ctx.actor);
      return created(keyPair, version);
    },
  }),
  defineOperation({
    operationId: "getKeyPair",
    reusable: true,
    method: "GET",
    path: `${ORG}/keyPairs/{keyPairId}`,
    contract: {
      tag: "Key pairs",
      summary: "One key pair with its certificate information (never its private key)",
      success: { status: 200, schema: "KeyPair" },
    },
    capability: "read",
    handler: async (ctx) => {
      const { keyPair, version } = await ctx.services.keyPairs.get(orgOf(ctx), ctx.params.keyPairId);
      return ok(keyPair, version);
    },
  }),
  defineOperation({
    operationId: "updateKeyPair",
    method: "PUT",
    path: `${ORG}/keyPairs/{keyPairId}`,
    contract: {
      tag: "Key pairs",
      summary: "Replaces a key pair; an omitted certificate or key is kept",
      body: "KeyPairWrite",
      success: { status: 200, schema: "KeyPair" },
    },
    capability: "configure",
    body: KEY_PAIR_BODY,
    handler: async (ctx) => {
      const { keyPair, version } = await ctx.services.keyPairs.update(orgOf(ctx), ctx.params.keyPairId, ctx.body, ctx.actor, ctx.ifMatch);
      return ok(keyPair, version);
    },
  }),
  defineOperation({
    operationId: "deleteKeyPair",
    method: "DELETE",
    path: `${ORG}/keyPairs/{keyPairId}`,
    contract: { tag: "Key pairs", summary: "Deletes a key pair no route or settings name", success: { status: 204 } },
    capability: "configure",
    handler: async (ctx) => {
      await ctx.services.keyPairs.delete(orgOf(ctx), ctx.params.keyPairId, ctx.actor, ctx.ifMatch);
      return noContent();
    },
  }),
  defineOperation({
    operationId: "patchKeyPair",
    method: "PATCH",
    path: `${ORG}/keyPairs/{keyPairId}`,
    contract: {
      tag: "Key pairs",
      summary: "Changes a key pair with a JSON Patch, all or nothing",
      body: "PatchDocument",
      success: { status: 200, schema: "KeyPair" },
    },
    capability: "configure",
    body: PATCH_BODY,
    handler: async (ctx) => {
      const { keyPair, version } = await ctx.services.keyPairs.patch(orgOf(ctx), ctx.params.keyPairId, ctx.body, ctx.actor, ctx.ifMatch);
      return ok(keyPair, version);
    },
  }),
];

export const configurationOperations: Operation[] = [...policyOperations, ...routeOperations, ...keyPairOperations];
