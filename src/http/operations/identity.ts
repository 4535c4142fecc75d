/** Token exchange, version, the current user and their invitations, and the public key set. */
import type { TokenRequest } from "../../domain/requests.js";
import { toUser } from "../../services/users.js";
import { validateTokenRequest } from "../../validation/generated/validators.js";
import type { Operation, OperationContext, OperationResult } from "../operation.js";
import { list, noContent, ok } from "./results.js";

/** The version `getVersion` reports. */
export const VERSION = "0.1.0";

export const identityOperations: Operation[] = [
  {
    operationId: "getIdToken",
    method: "POST",
    path: "/token",
    capability: "public",
    // Decoded as JSON here, validated in the handler so that every failure is the same 401.
    body: { validate: (input: unknown) => ({ success: true, data: input }), what: "token request" },
    handler: async ({ services, body, clientAddress }) => {
      // Every failure, whatever its cause (a missing or non-string token too), is the same 401.
      const input = validateTokenRequest(body);
      const refreshToken = input.success ? (input.data as TokenRequest).refreshToken : undefined;
      return ok(await services.tokens.exchange(refreshToken, clientAddress));
    },
  },
  {
    operationId: "getVersion",
    method: "GET",
    path: "/version",
    capability: "authenticated",
    handler: async () => ok({ version: VERSION }),
  },
  {
    operationId: "updateCurrentUserInfo",
    method: "POST",
    path: "/user",
    capability: "authenticated",
    handler: async ({ services, user }) => ok(toUser(await services.users.refreshInfo(user!))),
  },
  {
    operationId: "listUserInvitations",
    method: "GET",
    path: "/user/invitations",
    capability: "authenticated",
    handler: async ({ services, user }) => {
      const invitations = await services.invites.listForUser(user!);
      return list(invitations, invitations.length);
    },
  },
  {
    operationId: "acceptInvitation",
    method: "POST",
    path: "/user/invitations/{invitationId}/accept",
    capability: "authenticated",
    handler: async ({ services, user, params }) => {
      await services.invites.accept(user!, params.invitationId!);
      return noContent();
    },
  },
  {
    operationId: "rejectInvitation",
    method: "POST",
    path: "/user/invitations/{invitationId}/reject",
    capability: "authenticated",
    handler: async ({ services, user, params }) => {
      await services.invites.reject(user!, params.invitationId!);
      return noContent();
    },
  },
  {
    operationId: "getSigningKeySet",
    method: "GET",
    path: "/.well-known/{service}/jwks.json",
    absolute: true,
    capability: "public",
    handler: keySetHandler,
  },
];

async function keySetHandler(ctx: OperationContext): Promise<OperationResult> {
  // Encoded once per key change, not per request.
  const { json, etag } = ctx.services.signingKeys.encodedKeySet();
  // A 304 carries the same metadata as the 200 it stands for (some servers would add text/plain).
  const headers = {
    "Content-Type": "application/json",
    "Cache-Control": "max-age=60",
    ETag: etag,
    "Access-Control-Allow-Origin": "*",
  };
  const match = ctx.request.headers.get("if-none-match");
  if (match !== null && match.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")) {
    return { status: 304, headers };
  }
  return { status: 200, headers, raw: { bytes: json, contentType: "application/json" } };
}
