/** Policy test suites (an extension of this project): their CRUD, and running them on a draft. */
import type { PolicyTestSuiteWrite } from "../../domain/policy-tests.js";
import { validateConfigListQuery, validatePatchDocument, validateReplayRequest } from "../../validation/generated/validators.js";
import { defineOperation, serviceReadsBody, type Operation } from "../operation.js";
import { listResult } from "./configuration.js";
import { created, noContent, ok, orgOf } from "./results.js";

const ORG = "/organizations/{organizationId}";
const TAG = "Policy tests";
const SUITES = `${ORG}/policyTestSuites`;
const SUITE = `${SUITES}/{policyTestSuiteId}`;
const WRITE_DESCRIPTION =
  "A suite holds up to 1 000 cases, each a request to a route (by `routeId`, or by `host` and `path` as the proxy finds it) and the answer the proxy must give (`expect`), optionally the rule that must decide it (`decidedBy`: a policy and a JSON Pointer into its PPL). Refused with 400 naming each case whose route is not in the suite's namespace or below it, or whose rule does not exist. Written through the cluster's draft like every configuration entity; every apply of a cluster the suite belongs to runs it on the configuration it would make, and fails when a case fails. See docs/policy-tests.md.";

export const policyTestOperations: Operation[] = [
  defineOperation({
    operationId: "listPolicyTestSuites",
    method: "GET",
    path: SUITES,
    contract: {
      tag: TAG,
      summary: "Policy test suites of a namespace (and, with includeDescendants, of those below it)",
      query: "ConfigListQuery",
      success: { status: 200, schema: "PolicyTestSuite", list: true },
      paged: true,
      extension: true,
    },
    capability: "read",
    query: validateConfigListQuery,
    handler: async (ctx) => listResult(ctx.query, await ctx.services.policyTestSuites.list(orgOf(ctx), ctx.query, ctx.wantsCount)),
  }),
  defineOperation({
    operationId: "createPolicyTestSuite",
    method: "POST",
    path: SUITES,
    contract: {
      tag: TAG,
      summary: "Creates a policy test suite",
      description: WRITE_DESCRIPTION,
      body: "PolicyTestSuiteWrite",
      success: { status: 201, schema: "PolicyTestSuite" },
      extension: true,
    },
    capability: "configure",
    body: serviceReadsBody<PolicyTestSuiteWrite>("policy test suite"),
    handler: async (ctx) => {
      const { suite, version } = await ctx.services.policyTestSuites.create(orgOf(ctx), ctx.body, ctx.actor);
      return created(suite, version);
    },
  }),
  defineOperation({
    operationId: "getPolicyTestSuite",
    method: "GET",
    path: SUITE,
    contract: { tag: TAG, summary: "One policy test suite", success: { status: 200, schema: "PolicyTestSuite" }, extension: true },
    capability: "read",
    handler: async (ctx) => {
      const { suite, version } = await ctx.services.policyTestSuites.get(orgOf(ctx), ctx.params.policyTestSuiteId);
      return ok(suite, version);
    },
  }),
  defineOperation({
    operationId: "updatePolicyTestSuite",
    method: "PUT",
    path: SUITE,
    contract: {
      tag: TAG,
      summary: "Replaces a policy test suite",
      description: WRITE_DESCRIPTION,
      body: "PolicyTestSuiteWrite",
      success: { status: 200, schema: "PolicyTestSuite" },
      extension: true,
    },
    capability: "configure",
    body: serviceReadsBody<PolicyTestSuiteWrite>("policy test suite"),
    handler: async (ctx) => {
      const { suite, version } = await ctx.services.policyTestSuites.update(orgOf(ctx), ctx.params.policyTestSuiteId, ctx.body, ctx.actor, ctx.ifMatch);
      return ok(suite, version);
    },
  }),
  defineOperation({
    operationId: "patchPolicyTestSuite",
    method: "PATCH",
    path: SUITE,
    contract: {
      tag: TAG,
      summary: "Changes a policy test suite with a JSON Patch, all or nothing",
      body: "PatchDocument",
      success: { status: 200, schema: "PolicyTestSuite" },
      extension: true,
    },
    capability: "configure",
    body: { validate: validatePatchDocument, what: "JSON Patch", patch: true },
    handler: async (ctx) => {
      const { suite, version } = await ctx.services.policyTestSuites.patch(orgOf(ctx), ctx.params.policyTestSuiteId, ctx.body, ctx.actor, ctx.ifMatch);
      return ok(suite, version);
    },
  }),
  defineOperation({
    operationId: "deletePolicyTestSuite",
    method: "DELETE",
    path: SUITE,
    contract: { tag: TAG, summary: "Deletes a policy test suite", success: { status: 204 }, extension: true },
    capability: "configure",
    handler: async (ctx) => {
      await ctx.services.policyTestSuites.delete(orgOf(ctx), ctx.params.policyTestSuiteId, ctx.actor, ctx.ifMatch);
      return noContent();
    },
  }),
  defineOperation({
    operationId: "testChangeset",
    method: "POST",
    path: `${ORG}/changesets/{changesetId}/test`,
    contract: {
      tag: "Changesets",
      summary: "Runs the policy test suites on the configuration applying the draft would make, without applying it",
      description:
        "The draft on top of the cluster's applied configuration, as its apply would check it. Answers every case's result (`results`), the failing ones (`failures`) and the rule coverage of the policies the configuration's routes enforce (`coverage`: the criteria some case reached, and those none did). 409 when the changeset is not the cluster's draft, or its configuration could not apply. Changes nothing; every role may call it.",
      success: { status: 200, schema: "PolicyTestReport" },
      readConflicts: true,
      extension: true,
    },
    capability: "read",
    handler: async (ctx) => ok(await ctx.services.changesets.test(orgOf(ctx), ctx.params.changesetId)),
  }),
  defineOperation({
    operationId: "replayChangeset",
    method: "POST",
    path: `${ORG}/changesets/{changesetId}/replay`,
    contract: {
      tag: "Changesets",
      summary: "Replays recorded requests on the applied configuration and on the one the draft would make: who gains and who loses access",
      description:
        "The body's `lines` are the proxy's `authorize check` log lines (JSON, as it writes them; other lines are counted as skipped). Each request (its host, path, method, source address, session, user and email, and the id token's claims and headers when the proxy logs them) is decided by both configurations as the proxy would, routes found by host and path. The report groups the requests whose answer changed by route, requester and answers: `gained` (allowed after, not before), `lost`, `changed` (neither allowed); lines that do not parse are counted and named (the first 20), never fatal. One call takes what the body limit allows (1 MB by default); `accessplane replay` sends a log in parts and adds the reports up. 409 when the changeset is not the cluster's draft, its configuration could not apply, or the cluster has never applied one. Changes nothing; every role may call it.",
      body: "ReplayRequest",
      success: { status: 200, schema: "ReplayReport" },
      readConflicts: true,
      extension: true,
    },
    capability: "read",
    body: { validate: validateReplayRequest, what: "replay request" },
    handler: async (ctx) => ok(await ctx.services.changesets.replay(orgOf(ctx), ctx.params.changesetId, ctx.body.lines)),
  }),
];
