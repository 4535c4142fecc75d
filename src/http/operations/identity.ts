/** Token exchange, version, the current user and their invitations, and the public key set. */
import { createHash } from "node:crypto";
import { unauthenticated } from "../../auth/id-tokens.js";
import type { TokenRequest } from "../../domain/requests.js";
import { toUser } from "../../services/users.js";
import { validateTokenRequest } from "../../validation/generated/validators.js";
import type { Operation, OperationContext, OperationResult } from "../operation.js";
import { ok, unimplemented } from "./results.js";

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
    handler: async ({ services, body }) => {
      // Every failure, whatever its cause, is the same 401.
      const input = validateTokenRequest(body);
      if (!input.success) throw unauthenticated();
      const user = await services.users.authenticateRefreshToken((input.data as TokenRequest).refreshToken);
      if (user === undefined || user.orgId === undefined) throw unauthenticated();
      return ok(await services.idTokens.issue({ id: user.id, orgId: user.orgId, tokenGeneration: user.tokenGeneration ?? 0 }));
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
    handler: async ({ user }) => ok(toUser(user!)),
  },
  {
    operationId: "listUserInvitations",
    method: "GET",
    path: "/user/invitations",
    capability: "authenticated",
    handler: unimplemented("listUserInvitations"),
  },
  {
    operationId: "acceptInvitation",
    method: "POST",
    path: "/user/invitations/{invitationId}/accept",
    capability: "authenticated",
    handler: unimplemented("acceptInvitation"),
  },
  {
    operationId: "rejectInvitation",
    method: "POST",
    path: "/user/invitations/{invitationId}/reject",
    capability: "authenticated",
    handler: unimplemented("rejectInvitation"),
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
  const bytes = JSON.stringify({ keys: ctx.services.signingKeys.publicKeys() });
  const etag = `"${createHash("sha256").update(bytes).digest("base64url")}"`;
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
  return { status: 200, headers, raw: { bytes, contentType: "application/json" } };
}
