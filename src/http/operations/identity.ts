/** Token exchange, version, the current user and their invitations, and the public key set. */
import { toUser } from "../../services/users.js";
import { validateTokenRequest } from "../../validation/generated/validators.js";
import { defineOperation, type Operation, type OperationContext, type OperationResult } from "../operation.js";
import { headerOf } from "../payloads.js";
import { list, noContent, ok } from "./results.js";

/** The version `getVersion` reports. */
export const VERSION = "0.1.0";

export const identityOperations: Operation[] = [
  defineOperation({
    operationId: "getIdToken",
    method: "POST",
    path: "/token",
    contract: {
      tag: "Identity",
      summary: "Exchanges a refresh token for an ID token",
      body: "TokenRequest",
      success: { status: 200, schema: "TokenResponse" },
    },
    capability: "public",
    // Decoded as JSON here, validated in the handler so that every failure is the same 401.
    body: { validate: (input: unknown) => ({ success: true, data: input }), what: "token request" },
    handler: async ({ services, body, clientAddress }) => {
      // Every failure, whatever its cause (a missing or non-string token too), is the same 401.
      const input = validateTokenRequest(body);
      const refreshToken = input.success ? input.data.refreshToken : undefined;
      return ok(await services.tokens.exchange(refreshToken, clientAddress));
    },
  }),
  defineOperation({
    operationId: "getVersion",
    method: "GET",
    path: "/version",
    contract: { tag: "Meta", summary: "The version of the control plane", success: { status: 200, schema: "VersionInfo" } },
    capability: "authenticated",
    handler: async () => ok({ version: VERSION }),
  }),
  defineOperation({
    operationId: "updateCurrentUserInfo",
    method: "POST",
    path: "/user",
    contract: { tag: "Identity", summary: "Refreshes the signed-in user's profile from the identity provider", success: { status: 200, schema: "User" } },
    capability: "authenticated",
    handler: async ({ services, user }) => ok(toUser(await services.users.refreshRecord(user))),
  }),
  defineOperation({
    operationId: "deleteCurrentUser",
    method: "DELETE",
    path: "/user",
    contract: {
      tag: "Identity",
      summary: "Deletes the signed-in person: their memberships and their user record",
      description: "Refused (409) while they are the last owner of an organization, and (403) for API-access users, whom their organization removes.",
      success: { status: 204 },
      readConflicts: true,
    },
    capability: "authenticated",
    handler: async ({ services, user, actor, ifMatch }) => {
      await services.users.deleteSelf(user.id, actor, ifMatch);
      return noContent();
    },
  }),
  defineOperation({
    operationId: "listUserInvitations",
    method: "GET",
    path: "/user/invitations",
    contract: { tag: "Identity", summary: "Invitations addressed to the signed-in user's email", success: { status: 200, schema: "Invitation", list: true } },
    capability: "authenticated",
    handler: async ({ services, user }) => {
      const invitations = await services.invites.listForUser(user.id);
      return list(invitations, invitations.length);
    },
  }),
  defineOperation({
    operationId: "acceptInvitation",
    method: "POST",
    path: "/user/invitations/{invitationId}/accept",
    contract: { tag: "Identity", summary: "Accepts an invitation: the user becomes a member with the invited role", success: { status: 204 } },
    capability: "authenticated",
    handler: async ({ services, user, params }) => {
      await services.invites.accept(user.id, params.invitationId);
      return noContent();
    },
  }),
  defineOperation({
    operationId: "rejectInvitation",
    method: "POST",
    path: "/user/invitations/{invitationId}/reject",
    contract: { tag: "Identity", summary: "Rejects an invitation", success: { status: 204 } },
    capability: "authenticated",
    handler: async ({ services, user, params }) => {
      await services.invites.reject(user.id, params.invitationId);
      return noContent();
    },
  }),
  defineOperation({
    operationId: "getSigningKeySet",
    method: "GET",
    path: "/.well-known/{service}/jwks.json",
    absolute: true,
    contract: {
      tag: "Meta",
      summary: "The public keys that verify the proxy's attestation JWTs",
      success: { status: 200, schema: "SigningKeySet" },
      conditional: true,
    },
    capability: "public",
    handler: keySetHandler,
  }),
  defineOperation({
    operationId: "getHealth",
    method: "GET",
    path: "/healthz",
    absolute: true,
    contract: { tag: "Meta", summary: "Liveness: the process answers", success: { status: 200, schema: "HealthStatus" }, extension: true },
    capability: "public",
    handler: async () => ({ status: 200, body: { status: "ok" }, headers: { "Cache-Control": "no-store" } }),
  }),
  defineOperation({
    operationId: "getReadiness",
    method: "GET",
    path: "/readyz",
    absolute: true,
    contract: {
      tag: "Meta",
      summary: "Readiness: the store answers and its schema is migrated (503 otherwise)",
      success: { status: 200, schema: "HealthStatus" },
      extension: true,
    },
    capability: "public",
    handler: async ({ services }) => {
      // One cheap read: the store is reachable and its tables exist (it was opened, so migrated).
      await services.users.find("readiness-probe");
      return { status: 200, body: { status: "ready" }, headers: { "Cache-Control": "no-store" } };
    },
  }),
  defineOperation({
    operationId: "getOpenApiDocument",
    method: "GET",
    path: "/openapi.json",
    contract: {
      tag: "Meta",
      summary: "This document: the OpenAPI 3.1 description of the API",
      success: { status: 200, anyObject: true },
      conditional: true,
      extension: true,
    },
    capability: "public",
    handler: async (ctx) => conditionalJson(ctx, ctx.openApi(), "max-age=300"),
  }),
];

async function keySetHandler(ctx: OperationContext): Promise<OperationResult> {
  // Encoded once per key change, not per request.
  return conditionalJson(ctx, ctx.services.signingKeys.encodedKeySet(), "max-age=60");
}

/** A document encoded once, as 200 or, for a matching `If-None-Match`, 304. */
function conditionalJson(ctx: OperationContext, { json, etag }: { json: string | Uint8Array; etag: string }, cacheControl: string): OperationResult {
  // A 304 carries the same metadata as the 200 it stands for (some servers would add text/plain).
  const headers = {
    "Content-Type": "application/json",
    "Cache-Control": cacheControl,
    ETag: etag,
    "Access-Control-Allow-Origin": "*",
  };
  const match = headerOf(ctx.request, "if-none-match");
  if (match !== null && match.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")) {
    return { status: 304, headers };
  }
  return { status: 200, headers, raw: { bytes: json, contentType: "application/json" } };
}
