/** Organizations, their users and invites, and namespaces. */
import type { ApiAccessUserCreate, InviteCreate, NamespaceCreate, NamespaceUpdate, OrganizationWrite } from "../../domain/requests.js";
import { validateQuotasQuery, validateUserListQuery } from "../../validation/generated/validators.js";
import { defineOperation, serviceReadsBody, type Operation } from "../operation.js";
import { created, list, noContent, ok, orgOf } from "./results.js";

const ORG = "/organizations/{organizationId}";

/** The organization service reads its write bodies itself (read-only fields, validation). */
const organizationBody = serviceReadsBody<OrganizationWrite>("organization");

export const organizationOperations: Operation[] = [
  defineOperation({
    operationId: "listOrganizations",
    method: "GET",
    path: "/organizations",
    contract: { tag: "Organizations", summary: "Organizations the caller belongs to", success: { status: 200, schema: "Organization", list: true } },
    capability: "authenticated",
    handler: async ({ services, user }) => {
      const organizations = await services.organizations.listForUser(user.id);
      return list(organizations, organizations.length);
    },
  }),
  defineOperation({
    operationId: "createOrganization",
    method: "POST",
    path: "/organizations",
    contract: {
      tag: "Organizations",
      summary: "Creates an organization with its root namespace and a first cluster; the caller (an interactive user) becomes owner",
      body: "OrganizationWrite",
      success: { status: 201, schema: "CreatedOrganizationResponse" },
    },
    capability: "authenticated",
    body: organizationBody,
    handler: async ({ services, user, actor, body }) => {
      return created(await services.organizations.create(body, actor, { owner: user }));
    },
  }),
  defineOperation({
    operationId: "getOrganization",
    method: "GET",
    path: ORG,
    contract: { tag: "Organizations", summary: "One organization, with the caller's role", success: { status: 200, schema: "Organization" } },
    capability: "read",
    handler: async (ctx) => {
      const { organization, version } = await ctx.services.organizations.get(orgOf(ctx), ctx.userId);
      return ok(organization, version);
    },
  }),
  defineOperation({
    operationId: "deleteOrganization",
    method: "DELETE",
    path: ORG,
    contract: {
      tag: "Organizations",
      summary: "Deletes an organization and everything in it (owners only)",
      description: "Its namespaces, clusters, configuration, changesets, activity, invites and memberships, and its API-access users, in one commit.",
      success: { status: 204 },
    },
    capability: "own",
    handler: async (ctx) => {
      await ctx.services.organizations.delete(orgOf(ctx), ctx.ifMatch);
      return noContent();
    },
  }),
  defineOperation({
    operationId: "leaveOrganization",
    method: "POST",
    path: `${ORG}/leave`,
    contract: {
      tag: "Organizations",
      summary: "The caller leaves the organization",
      description: "Refused (409) for its last owner. An API-access user that leaves is deleted, as when removed.",
      success: { status: 204 },
      readConflicts: true,
    },
    capability: "read",
    handler: async (ctx) => {
      await ctx.services.users.leave(orgOf(ctx), ctx.user.id, ctx.actor);
      return noContent();
    },
  }),
  defineOperation({
    operationId: "getQuotas",
    method: "GET",
    path: `${ORG}/quotas`,
    contract: {
      tag: "Organizations",
      summary: "What the organization (or a namespace and those below it) holds, and the organization's limits",
      query: "QuotasQuery",
      success: { status: 200, schema: "QuotasResponse" },
    },
    capability: "read",
    query: validateQuotasQuery,
    handler: async (ctx) => ok(await ctx.services.organizations.quotas(orgOf(ctx), ctx.query.namespaceId)),
  }),
  defineOperation({
    operationId: "updateOrganization",
    method: "PUT",
    path: ORG,
    contract: {
      tag: "Organizations",
      summary: "Renames an organization or changes its logo (owners only)",
      body: "OrganizationWrite",
      success: { status: 200, schema: "Organization" },
    },
    capability: "own",
    body: organizationBody,
    handler: async (ctx) => {
      const { organization, version } = await ctx.services.organizations.update(orgOf(ctx), ctx.body, ctx.actor, ctx.ifMatch);
      return ok(organization, version);
    },
  }),
  defineOperation({
    operationId: "listUsersInOrganization",
    method: "GET",
    path: `${ORG}/users`,
    contract: {
      tag: "Users and invites",
      summary: "Users of the organization with their roles",
      query: "UserListQuery",
      success: { status: 200, schema: "OrganizationUser", list: true },
    },
    capability: "manage_users",
    query: validateUserListQuery,
    handler: async (ctx) => {
      const users = await ctx.services.users.listInOrganization(orgOf(ctx), ctx.query.userType);
      return list(users, users.length);
    },
  }),
  defineOperation({
    operationId: "createApiAccessUser",
    method: "POST",
    path: `${ORG}/users/apiAccess`,
    contract: {
      tag: "Users and invites",
      summary: "Creates an API-access user; the response carries its refresh token, shown only this once",
      body: "ApiAccessUserCreate",
      success: { status: 201, schema: "ApiAccessUserWithToken" },
    },
    capability: "manage_users",
    body: serviceReadsBody<ApiAccessUserCreate>("API-access user"),
    handler: async (ctx) => {
      const input = ctx.body;
      return created(await ctx.services.users.createApiAccessUser(orgOf(ctx), input, ctx.actor, ctx.membership.role));
    },
  }),
  defineOperation({
    operationId: "removeUserFromOrganization",
    method: "DELETE",
    path: `${ORG}/users/{userId}`,
    contract: {
      tag: "Users and invites",
      summary: "Removes a user: an API-access user is deleted, an interactive user loses the membership",
      success: { status: 204 },
    },
    capability: "manage_users",
    handler: async (ctx) => {
      await ctx.services.users.removeFromOrganization(orgOf(ctx), ctx.params.userId, ctx.actor, ctx.membership.role, ctx.ifMatch);
      return noContent();
    },
  }),
  defineOperation({
    operationId: "RenewApiUserRefreshToken",
    method: "POST",
    path: `${ORG}/users/{userId}/refreshToken`,
    contract: {
      tag: "Users and invites",
      summary: "Issues a new refresh token for an API-access user; every earlier one and its ID tokens stop working",
      success: { status: 200, schema: "RefreshTokenResponse" },
    },
    capability: "manage_users",
    handler: async (ctx) => ok(await ctx.services.users.renewRefreshToken(orgOf(ctx), ctx.params.userId, ctx.actor, ctx.membership.role)),
  }),
  defineOperation({
    operationId: "listOrganizationInvites",
    method: "GET",
    path: `${ORG}/invitations`,
    contract: { tag: "Users and invites", summary: "Pending invites of the organization", success: { status: 200, schema: "Invite", list: true } },
    capability: "manage_users",
    handler: async (ctx) => {
      const invites = await ctx.services.invites.list(orgOf(ctx));
      return list(invites, invites.length);
    },
  }),
  defineOperation({
    operationId: "createOrganizationInvite",
    method: "POST",
    path: `${ORG}/invitations`,
    contract: {
      tag: "Users and invites",
      summary: "Invites email addresses with a role, one invite each",
      body: "InviteCreate",
      success: { status: 201, schema: "Invite", list: true },
    },
    capability: "manage_users",
    body: serviceReadsBody<InviteCreate>("invite"),
    handler: async (ctx) => {
      const invites = await ctx.services.invites.create(orgOf(ctx), ctx.body, ctx.actor, ctx.membership.role);
      return created(invites);
    },
  }),
  defineOperation({
    operationId: "deleteOrganizationInvite",
    method: "DELETE",
    path: `${ORG}/invitations/{invitationId}`,
    contract: { tag: "Users and invites", summary: "Withdraws an invite", success: { status: 204 } },
    capability: "manage_users",
    handler: async (ctx) => {
      await ctx.services.invites.delete(orgOf(ctx), ctx.params.invitationId, ctx.membership.role, ctx.ifMatch);
      return noContent();
    },
  }),
  defineOperation({
    operationId: "listNamespaces",
    reusable: true,
    method: "GET",
    path: `${ORG}/namespaces`,
    contract: {
      tag: "Namespaces",
      summary: "Namespaces of the organization, with the caller's role in each",
      success: { status: 200, schema: "Namespace", list: true },
    },
    capability: "read",
    handler: async (ctx) => {
      const namespaces = await ctx.services.namespaces.list(orgOf(ctx), ctx.membership.role);
      return list(namespaces, namespaces.length);
    },
  }),
  defineOperation({
    operationId: "createNamespace",
    method: "POST",
    path: `${ORG}/namespaces`,
    contract: {
      tag: "Namespaces",
      summary: "Creates a regular namespace under another",
      body: "NamespaceCreate",
      success: { status: 201, schema: "Namespace" },
      extension: true,
    },
    capability: "configure",
    body: serviceReadsBody<NamespaceCreate>("namespace"),
    handler: async (ctx) => {
      const { namespace, version } = await ctx.services.namespaces.create(orgOf(ctx), ctx.body, ctx.actor, ctx.membership.role);
      return created(namespace, version);
    },
  }),
  defineOperation({
    operationId: "updateNamespace",
    method: "PUT",
    path: `${ORG}/namespaces/{namespaceId}`,
    contract: { tag: "Namespaces", summary: "Renames a namespace", body: "NamespaceUpdate", success: { status: 200, schema: "Namespace" }, extension: true },
    capability: "configure",
    body: serviceReadsBody<NamespaceUpdate>("namespace"),
    handler: async (ctx) => {
      const { namespace, version } = await ctx.services.namespaces.update(
        orgOf(ctx),
        ctx.params.namespaceId,
        ctx.body,
        ctx.actor,
        ctx.membership.role,
        ctx.ifMatch,
      );
      return ok(namespace, version);
    },
  }),
  defineOperation({
    operationId: "deleteNamespace",
    method: "DELETE",
    path: `${ORG}/namespaces/{namespaceId}`,
    contract: { tag: "Namespaces", summary: "Deletes an empty namespace", success: { status: 204 }, extension: true },
    capability: "configure",
    handler: async (ctx) => {
      await ctx.services.namespaces.delete(orgOf(ctx), ctx.params.namespaceId, ctx.actor, ctx.ifMatch);
      return noContent();
    },
  }),
];
