/**
 * Generated from openapi.json by openapi-typescript (`npm run generate`); do not edit.
 */
export interface paths {
    "/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchanges a refresh token for an ID token
         * @description No authentication.
         */
        post: operations["getIdToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The version of the control plane
         * @description Any signed-in caller.
         */
        get: operations["getVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refreshes the signed-in user's profile from the identity provider
         * @description Any signed-in caller.
         */
        post: operations["updateCurrentUserInfo"];
        /**
         * Deletes the signed-in person: their memberships and their user record
         * @description Refused (409) while they are the last owner of an organization, and (403) for API-access users, whom their organization removes.
         *
         *     Any signed-in caller.
         */
        delete: operations["deleteCurrentUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invitations addressed to the signed-in user's email
         * @description Any signed-in caller.
         */
        get: operations["listUserInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/invitations/{invitationId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accepts an invitation: the user becomes a member with the invited role
         * @description Any signed-in caller.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/invitations/{invitationId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejects an invitation
         * @description Any signed-in caller.
         */
        post: operations["rejectInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/pomerium/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public keys that verify the proxy's attestation JWTs
         * @description No authentication.
         */
        get: operations["getSigningKeySet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process answers
         * @description No authentication.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the store answers and its schema is migrated (503 otherwise)
         * @description No authentication.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document: the OpenAPI 3.1 description of the API
         * @description No authentication.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Organizations the caller belongs to
         * @description Any signed-in caller.
         */
        get: operations["listOrganizations"];
        put?: never;
        /**
         * Creates an organization with its root namespace and a first cluster; the caller (an interactive user) becomes owner
         * @description Any signed-in caller.
         */
        post: operations["createOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One organization, with the caller's role
         * @description Roles: owner, admin, member, auditor.
         */
        get: operations["getOrganization"];
        /**
         * Renames an organization or changes its logo (owners only)
         * @description Roles: owner.
         */
        put: operations["updateOrganization"];
        post?: never;
        /**
         * Deletes an organization and everything in it (owners only)
         * @description Its namespaces, clusters, configuration, changesets, activity, invites and memberships, and its API-access users, in one commit.
         *
         *     Roles: owner.
         */
        delete: operations["deleteOrganization"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller leaves the organization
         * @description Refused (409) for its last owner. An API-access user that leaves is deleted, as when removed.
         *
         *     Roles: owner, admin, member, auditor.
         */
        post: operations["leaveOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/quotas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the organization (or a namespace and those below it) holds, and the organization's limits
         * @description Roles: owner, admin, member, auditor.
         */
        get: operations["getQuotas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users of the organization with their roles
         * @description Roles: owner, admin.
         */
        get: operations["listUsersInOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/users/apiAccess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates an API-access user; the response carries its refresh token, shown only this once
         * @description Roles: owner, admin.
         */
        post: operations["createApiAccessUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes a user: an API-access user is deleted, an interactive user loses the membership
         * @description Roles: owner, admin.
         */
        delete: operations["removeUserFromOrganization"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/users/{userId}/refreshToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issues a new refresh token for an API-access user; every earlier one and its ID tokens stop working
         * @description Roles: owner, admin.
         */
        post: operations["RenewApiUserRefreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending invites of the organization
         * @description Roles: owner, admin.
         */
        get: operations["listOrganizationInvites"];
        put?: never;
        /**
         * Invites email addresses with a role, one invite each
         * @description Roles: owner, admin.
         */
        post: operations["createOrganizationInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraws an invite
         * @description Roles: owner, admin.
         */
        delete: operations["deleteOrganizationInvite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/namespaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Namespaces of the organization, with the caller's role in each
         * @description Roles: owner, admin, member, auditor.
         */
        get: operations["listNamespaces"];
        put?: never;
        /**
         * Creates a regular namespace under another
         * @description Roles: owner, admin, member.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        post: operations["createNamespace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/namespaces/{namespaceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Renames a namespace
         * @description Roles: owner, admin, member.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        put: operations["updateNamespace"];
        post?: never;
        /**
         * Deletes an empty namespace
         * @description Roles: owner, admin, member.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        delete: operations["deleteNamespace"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/generateSubdomainName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A random DNS label for a new cluster's domain
         * @description Any signed-in caller.
         */
        get: operations["generateSubdomainName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkIdentityProviderSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks identity provider settings before they are saved: success, or a message per wrong field
         * @description Checks the provider, that a client id and secret are given, the URL (https; required for oidc, okta, auth0, cognito and ping) and the scopes (openid among them for OpenID providers). With the control plane's identityProviderDiscovery option, also fetches the provider's OpenID discovery document and checks its issuer. Changes nothing; the client secret is never echoed.
         *
         *     Any signed-in caller.
         */
        post: operations["checkIdentityProviderSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/defaultTemplates/{recordType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The defaults a new policy, route or cluster's settings get (recordType policy, route or settings)
         * @description Any signed-in caller.
         */
        get: operations["listDefaultTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/featureFlags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's feature flags: none in a self-hosted control plane, whose features are all on
         * @description Roles: owner, admin, member, auditor.
         */
        get: operations["listFeatureFlags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/clusters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Clusters of the organization
         * @description Roles: owner, admin, member, auditor.
         */
        get: operations["listClusters"];
        put?: never;
        /**
         * Creates a cluster with its namespace and default settings; the response carries its token, shown only this once
         * @description Roles: owner, admin.
         */
        post: operations["createCluster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/clusters/{clusterId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One cluster
         * @description Roles: owner, admin, member, auditor.
         */
        get: operations["getCluster"];
        /**
         * Renames a cluster or changes its flavor or IP override
         * @description Roles: owner, admin.
         */
        put: operations["updateCluster"];
        post?: never;
        /**
         * Deletes a cluster, its namespace, settings and running configuration
         * @description Roles: owner, admin.
         */
        delete: operations["deleteCluster"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/clusters/{clusterId}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issues a new cluster token; the previous one stops working
         * @description Roles: owner, admin.
         */
        post: operations["rotateClusterToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/clusters/{clusterId}/appliedConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The configuration the cluster runs now, secrets included (owners and admins)
         * @description The cluster's current applied configuration: its settings, its routes with their policies embedded, and the key pairs they use, private keys and secrets included (the proxy needs them). `ETag` is its version; with `If-None-Match` and `Prefer: wait=N` the request waits up to N seconds (at most 60) for a newer one, then answers 304.
         *
         *     Roles: owner, admin.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        get: operations["getAppliedConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/clusters/{clusterId}/proxyConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The configuration the cluster runs, as the proxy's own YAML file, secrets included (owners and admins)
         * @description The current applied configuration exported as the proxy's configuration file (certificates inline). `ETag` is the applied version; `If-None-Match` with `Prefer: wait=N` waits up to N seconds (at most 60) for a newer one, so an agent beside the proxy can long-poll it. 409 when the configuration cannot be given to the proxy (the message says why).
         *
         *     Roles: owner, admin.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        get: operations["getProxyConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/clusters/{clusterId}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The settings of a cluster (secrets are write-only)
         * @description Roles: owner, admin, member, auditor.
         */
        get: operations["getSettings"];
        /**
         * Replaces the settings of a cluster
         * @description Roles: owner, admin, member.
         */
        put: operations["updateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes the settings of a cluster with a JSON Patch (RFC 6902), all or nothing
         * @description Roles: owner, admin, member.
         */
        patch: operations["patchSettings"];
        trace?: never;
    };
    "/organizations/{organizationId}/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Policies of a namespace (and, with includeDescendants, of those below it)
         * @description Roles: owner, admin, member, auditor.
         */
        get: operations["listPolicies"];
        put?: never;
        /**
         * Creates a policy in the proxy's policy language
         * @description Roles: owner, admin, member.
         */
        post: operations["createPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/policies/{policyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One policy with its links
         * @description Roles: owner, admin, member, auditor.
         */
        get: operations["getPolicy"];
        /**
         * Replaces a policy
         * @description Roles: owner, admin, member.
         */
        put: operations["updatePolicy"];
        post?: never;
        /**
         * Deletes a policy no route lists
         * @description Roles: owner, admin, member.
         */
        delete: operations["deletePolicy"];
        options?: never;
        head?: never;
        /**
         * Changes a policy with a JSON Patch, all or nothing
         * @description Roles: owner, admin, member.
         */
        patch: operations["patchPolicy"];
        trace?: never;
    };
    "/organizations/{organizationId}/policies/evaluate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Evaluates PPL, saved policies or a route's policies for request contexts, as the proxy would, and explains the decision
         * @description The policy simulator. The body names exactly one of `ppl` (a document as given), `policyIds` (saved policies, evaluated together) or `routeId` (everything the route enforces: its policies, the enforced policies above it and the proxy's client-certificate rule, from the saved entities or, with `config: applied`, from the cluster's applied configuration), and exactly one of `request` (one result) or `requests` (up to 1 000, results in order). One call makes at most 200 000 criterion checks (criteria of the documents × requests; more is refused with 400 before any work), and a caller at most 5 000 000 a minute (429 with `Retry-After`). Results carry the trace of every criterion for one `request`, and for `requests` only with `trace: true`. Changes nothing; every role may call it. See docs/policy-simulator.md.
         *
         *     Roles: owner, admin, member, auditor.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        post: operations["evaluatePolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/routes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Routes of a namespace (and, with includeDescendants, of those below it)
         * @description Roles: owner, admin, member, auditor.
         */
        get: operations["listRoutes"];
        put?: never;
        /**
         * Creates a route
         * @description Roles: owner, admin, member.
         */
        post: operations["createRoute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/routes/{routeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One route with its links (its secrets for the roles that may write them)
         * @description Roles: owner, admin, member, auditor.
         */
        get: operations["getRoute"];
        /**
         * Replaces a route
         * @description Roles: owner, admin, member.
         */
        put: operations["updateRoute"];
        post?: never;
        /**
         * Deletes a route
         * @description Roles: owner, admin, member.
         */
        delete: operations["deleteRoute"];
        options?: never;
        head?: never;
        /**
         * Changes a route with a JSON Patch, all or nothing
         * @description Roles: owner, admin, member.
         */
        patch: operations["patchRoute"];
        trace?: never;
    };
    "/organizations/{organizationId}/routes/{routeId}/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Key pairs whose leaf certificate covers the route's host, newest expiry first
         * @description Roles: owner, admin, member, auditor.
         */
        get: operations["getRouteCertificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/keyPairs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Key pairs of a namespace (and, with includeDescendants, of those below it)
         * @description Roles: owner, admin, member, auditor.
         */
        get: operations["listKeyPairs"];
        put?: never;
        /**
         * Creates a key pair from PEM; the private key is write-only
         * @description Roles: owner, admin, member.
         */
        post: operations["createKeyPair"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/keyPairs/{keyPairId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One key pair with its certificate information (never its private key)
         * @description Roles: owner, admin, member, auditor.
         */
        get: operations["getKeyPair"];
        /**
         * Replaces a key pair; an omitted certificate or key is kept
         * @description Roles: owner, admin, member.
         */
        put: operations["updateKeyPair"];
        post?: never;
        /**
         * Deletes a key pair no route or settings name
         * @description Roles: owner, admin, member.
         */
        delete: operations["deleteKeyPair"];
        options?: never;
        head?: never;
        /**
         * Changes a key pair with a JSON Patch, all or nothing
         * @description Roles: owner, admin, member.
         */
        patch: operations["patchKeyPair"];
        trace?: never;
    };
    "/organizations/{organizationId}/clusters/{clusterId}/serviceAccounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service accounts of the cluster, oldest first
         * @description Roles: owner, admin, member, auditor.
         */
        get: operations["listServiceAccounts"];
        put?: never;
        /**
         * Creates a service account of the cluster; the response carries its token
         * @description The token is a JWT signed with the proxy's signing key (published at the key-set endpoint): `sub` is `userId`, the user the proxy's policies see; `jti` is the account's id; `exp` is `expiresAt` when set. Like any configuration change, the account reaches the proxy when the cluster's changeset is applied.
         *
         *     Roles: owner, admin, member.
         */
        post: operations["createServiceAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/clusters/{clusterId}/serviceAccounts/{serviceAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One service account (without its token)
         * @description Roles: owner, admin, member, auditor.
         */
        get: operations["getServiceAccount"];
        put?: never;
        post?: never;
        /**
         * Deletes a service account; the proxy stops accepting its token once the change is applied
         * @description Roles: owner, admin, member.
         */
        delete: operations["deleteServiceAccount"];
        options?: never;
        head?: never;
        /**
         * Changes a service account with a JSON Patch, all or nothing
         * @description Roles: owner, admin, member.
         */
        patch: operations["patchServiceAccount"];
        trace?: never;
    };
    "/organizations/{organizationId}/clusters/{clusterId}/serviceAccounts/{serviceAccountId}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The service account's token, signed again with the current signing key (roles that may configure)
         * @description Roles: owner, admin, member.
         */
        get: operations["getServiceAccountToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/changesets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Changesets of the organization, newest first
         * @description Roles: owner, admin, member, auditor.
         */
        get: operations["listChangesets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/changesets/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per entity changed between two changesets of a cluster, its activity entries
         * @description Roles: owner, admin, member, auditor.
         */
        get: operations["compareChangesets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/changesets/{changesetId}/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies the cluster's draft: checks the whole configuration and runs the apply hooks
         * @description Refused with 409 naming what is missing when an approval policy governs the cluster and the draft lacks its approvals (`approveChangeset`). An owner may apply it anyway with the optional body `{"breakGlass": {"reason": "…"}}` (an extension): the changeset and its activity entry keep the flag and the reason. The policy test suites run either way.
         *
         *     Roles: owner, admin, member.
         */
        post: operations["applyChangeset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/changesets/{changesetId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejects the cluster's draft, reverting every entity it touched
         * @description Roles: owner, admin, member.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        post: operations["rejectChangeset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/changesets/{changesetId}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fills the cluster's draft with the changes that bring its configuration back to what this changeset applied
         * @description Every configuration entity of the cluster goes back to its state as of this changeset's application: those created since are deleted, deleted ones re-created with their ids, changed ones restored. The changes are recorded as activity and attached to the draft like any write (applied at once with auto-apply); review them with compareChangesets. 409 when the changeset was never applied, when what it applied is no longer kept, or when there is nothing to revert.
         *
         *     Roles: owner, admin, member.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        post: operations["revertChangeset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/activityLogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Activity of the organization, newest first
         * @description Roles: owner, admin, member, auditor.
         */
        get: operations["listActivityLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/policyTestSuites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Policy test suites of a namespace (and, with includeDescendants, of those below it)
         * @description Roles: owner, admin, member, auditor.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        get: operations["listPolicyTestSuites"];
        put?: never;
        /**
         * Creates a policy test suite
         * @description A suite holds up to 1 000 cases, each a request to a route (by `routeId`, or by `host` and `path` as the proxy finds it) and the answer the proxy must give (`expect`), optionally the rule that must decide it (`decidedBy`: a policy and a JSON Pointer into its PPL). Refused with 400 naming each case whose route is not in the suite's namespace or below it, or whose rule does not exist. Written through the cluster's draft like every configuration entity; every apply of a cluster the suite belongs to runs it on the configuration it would make, and fails when a case fails. See docs/policy-tests.md.
         *
         *     Roles: owner, admin, member.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        post: operations["createPolicyTestSuite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/policyTestSuites/{policyTestSuiteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One policy test suite
         * @description Roles: owner, admin, member, auditor.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        get: operations["getPolicyTestSuite"];
        /**
         * Replaces a policy test suite
         * @description A suite holds up to 1 000 cases, each a request to a route (by `routeId`, or by `host` and `path` as the proxy finds it) and the answer the proxy must give (`expect`), optionally the rule that must decide it (`decidedBy`: a policy and a JSON Pointer into its PPL). Refused with 400 naming each case whose route is not in the suite's namespace or below it, or whose rule does not exist. Written through the cluster's draft like every configuration entity; every apply of a cluster the suite belongs to runs it on the configuration it would make, and fails when a case fails. See docs/policy-tests.md.
         *
         *     Roles: owner, admin, member.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        put: operations["updatePolicyTestSuite"];
        post?: never;
        /**
         * Deletes a policy test suite
         * @description Roles: owner, admin, member.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        delete: operations["deletePolicyTestSuite"];
        options?: never;
        head?: never;
        /**
         * Changes a policy test suite with a JSON Patch, all or nothing
         * @description Roles: owner, admin, member.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        patch: operations["patchPolicyTestSuite"];
        trace?: never;
    };
    "/organizations/{organizationId}/changesets/{changesetId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Runs the policy test suites on the configuration applying the draft would make, without applying it
         * @description The draft on top of the cluster's applied configuration, as its apply would check it. Answers every case's result (`results`), the failing ones (`failures`) and the rule coverage of the policies the configuration's routes enforce (`coverage`: the criteria some case reached, and those none did). 409 when the changeset is not the cluster's draft, or its configuration could not apply. Changes nothing; every role may call it.
         *
         *     Roles: owner, admin, member, auditor.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        post: operations["testChangeset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/changesets/{changesetId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replays recorded requests on the applied configuration and on the one the draft would make: who gains and who loses access
         * @description The body's `lines` are the proxy's `authorize check` log lines (JSON, as it writes them; other lines are counted as skipped). Each request (its host, path, method, source address, session, user and email, and the id token's claims and headers when the proxy logs them) is decided by both configurations as the proxy would, routes found by host and path. The report groups the requests whose answer changed by route, requester and answers: `gained` (allowed after, not before), `lost`, `changed` (neither allowed); lines that do not parse are counted and named (the first 20), never fatal. One call takes what the body limit allows (1 MB by default); `accessplane replay` sends a log in parts and adds the reports up. 409 when the changeset is not the cluster's draft, its configuration could not apply, or the cluster has never applied one. Changes nothing; every role may call it.
         *
         *     Roles: owner, admin, member, auditor.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        post: operations["replayChangeset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/namespaces/{namespaceId}/approvalPolicy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The approval policy of a namespace or cluster
         * @description Roles: owner, admin, member, auditor.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        get: operations["getApprovalPolicy"];
        /**
         * Sets the approval policy of a namespace or cluster
         * @description It governs every cluster at and below the namespace (the nearest policy wins): a draft of such a cluster applies (by `applyChangeset`, auto-apply, a revert or the sweep) only with `required` approvals from members of `approverRoles`, given to the draft as it is (any later change voids them) by people who wrote none of it; `rules` ask other counts of changes by their entities' `originatorId` or type (the first rule that matches a change; a draft needs the most any of its changes needs; 0 lets such changes auto-apply). With `requireTestsPass`, an approval is refused while the draft fails a policy test case. Recorded as an update of the namespace.
         *
         *     Roles: owner, admin.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        put: operations["putApprovalPolicy"];
        post?: never;
        /**
         * Removes the approval policy of a namespace or cluster
         * @description Roles: owner, admin.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        delete: operations["deleteApprovalPolicy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/changesets/{changesetId}/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a changeset stands with its cluster's approval policy: approvals needed, given (valid or void), missing, and its authors
         * @description Roles: owner, admin, member, auditor.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        get: operations["getChangesetApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/changesets/{changesetId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves the draft as it is now
         * @description 403 for a caller whose role the cluster's approval policy does not name; 409 for an author of any of the draft's changes, a changeset that is not the draft, a cluster no policy governs, a second approval of the same content, or (with `requireTestsPass`) a draft failing its tests. Any later change to the draft voids the approval.
         *
         *     Roles: owner, admin, member, auditor.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        post: operations["approveChangeset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/changesets/{changesetId}/withdrawApproval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Takes the caller's approval of a changeset back
         * @description Roles: owner, admin, member, auditor.
         *
         *     An extension of this project: the hosted API has no such operation.
         */
        post: operations["withdrawApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A create/update/delete of one entity. */
        ActivityLog: {
            activityType: components["schemas"]["ActivityType"];
            /**
             * @description The application of the change: when (`at`), by whom and by which changeset. Until the change is
             *     applied, `by` is the author of the change and there is no `at` nor `changesetId`.
             */
            applied: {
                at?: string;
                by: components["schemas"]["ActorRef"];
                changesetId?: string;
            };
            entity: {
                type: components["schemas"]["EntityType"];
                id: string;
                data: components["schemas"]["Recordstringunknown"];
            };
            /**
             * @description The change as a JSON Patch (RFC 6902) from the entity's data before it to its data after it (an
             *     extension: the hosted API has no such field, and its clients ignore it). Secrets appear only as
             *     `<name>Set` (a key pair's key as `hasKey`), as in `entity.data`; a secret replaced by another value
             *     shows as a `replace` of that flag by `true`. Absent in entries written before accessplane recorded diffs.
             */
            diff?: components["schemas"]["PatchOperation"][];
            namespace: {
                id: string;
                name: string;
            };
            user: components["schemas"]["ActorRef"];
            id: string;
            createdAt: string;
            updatedAt: string;
        };
        /** @description What an activity log entry records. */
        ActivityType: "create" | "delete" | "update";
        /** @description Who did something, as activity entries show them. */
        ActorRef: {
            id: string;
            email: string;
            displayName: string;
            photoUrl: string;
        };
        /** @description The kind of entity an activity log entry is about. */
        EntityType: "changeset" | "custom_domain" | "domain" | "feature_flag" | "key_pair" | "namespace" | "organization" | "policy" | "route" | "settings" | "service_account" | "policy_test_suite";
        /** @description Construct a type with a set of properties K of type T */
        Recordstringunknown: {
            [key: string]: unknown;
        };
        /** @description One RFC 6902 operation. */
        PatchOperation: {
            op: "add" | "remove" | "replace" | "copy" | "move" | "test";
            path: string;
            value?: unknown;
            from?: string;
        };
        /** @description The response to creating an API-access user: the only time its refresh token is shown. */
        ApiAccessUserWithToken: {
            refreshToken: string;
            email: string;
            displayName: string;
            needsOnboarding: boolean;
            photoUrl: string;
            type: components["schemas"]["UserType"];
            id: string;
            createdAt: string;
            updatedAt: string;
        };
        /** @description Kind of user: interactive (a person) or API access (a machine). */
        UserType: "user_type_interactive" | "user_type_api_access";
        /** @description A recorded set of configuration changes of one cluster. */
        Changeset: {
            failureMessage: string;
            namespaceId: string;
            status: components["schemas"]["ChangesetStatus"];
            /**
             * @description The policy test suites' report of its last apply (an extension: the hosted API has no such field),
             *     when suites cover its cluster; a failed case fails the apply and is listed here.
             */
            testReport?: components["schemas"]["PolicyTestReport"];
            /** @description Set when an owner applied it without the approvals its cluster's policy asks (an extension), with their reason. */
            breakGlass?: {
                reason: string;
                by: components["schemas"]["ActorRef"];
            };
            id: string;
            createdAt: string;
            updatedAt: string;
        };
        /** @description Lifecycle state of a changeset. */
        ChangesetStatus: "pending" | "applying" | "applied" | "failed" | "current" | "rejected";
        /** @description The report of running suites on one configuration. */
        PolicyTestReport: {
            /** @description The cluster whose configuration ran them. */
            clusterId: string;
            passed: number;
            failed: number;
            /** @description The failing cases (all of them, up to 100, in suite and case order). */
            failures: components["schemas"]["PolicyTestCaseResult"][];
            /** @description Every case's result, when asked for (`testChangeset` returns them; a stored changeset keeps only failures). */
            results?: components["schemas"]["PolicyTestCaseResult"][];
            /** @description Rule coverage of the policies the cases' routes enforce, when asked for. */
            coverage?: components["schemas"]["PolicyRuleCoverage"][];
        };
        /** @description The answer one case got. */
        PolicyTestCaseResult: {
            suiteId: string;
            suite: string;
            case: string;
            /** @description The route the request reached (absent when none matched). */
            routeId?: string;
            expected: components["schemas"]["PplOutcome"];
            /** @description What the proxy answers (absent when no route matched, or the route was not in the configuration). */
            outcome?: "rejected" | "allow" | "forbidden" | "login" | "device_enrollment" | "device_unauthorized" | "invalid_client_certificate" | "redirect";
            passed: boolean;
            /** @description Why it failed, in a sentence. */
            message?: string;
        };
        /** @description The proxy's decision for a request. */
        PplOutcome: "rejected" | "allow" | "forbidden" | "login" | "device_enrollment" | "device_unauthorized" | "invalid_client_certificate" | "redirect";
        /** @description Which rules of a policy the cases reached. */
        PolicyRuleCoverage: {
            policyId: string;
            /** @description Criteria (JSON Pointers into the policy's PPL) some case evaluated. */
            covered: string[];
            /** @description Criteria no case evaluated: rules nothing tests. */
            uncovered: string[];
        };
        /** @description A proxy deployment of an organization. */
        Cluster: {
            name: string;
            /** @description The cluster's domain: a bare name (`fqdn` adds the cluster domain suffix), or a full domain. */
            domain: string;
            /** @description The fully qualified domain: `domain` under the control plane's cluster domain suffix, or `domain` itself when it has dots. */
            fqdn: string;
            /** @description Whether the cluster reported failing health checks (false until a cluster reports health). */
            hasFailingHealthChecks: boolean;
            /** @description Versions of the cluster's components by name (empty until a cluster reports them). */
            componentVersions: components["schemas"]["RecordstringArraystring"];
            flavor: string;
            manualOverrideIpAddress?: string;
            namespaceId: string;
            id: string;
            createdAt: string;
            updatedAt: string;
        };
        /** @description Construct a type with a set of properties K of type T */
        RecordstringArraystring: {
            [key: string]: string[];
        };
        /** @description The response to creating a cluster: the only time its token is shown. */
        ClusterWithToken: {
            refreshToken: string;
            name: string;
            /** @description The cluster's domain: a bare name (`fqdn` adds the cluster domain suffix), or a full domain. */
            domain: string;
            /** @description The fully qualified domain: `domain` under the control plane's cluster domain suffix, or `domain` itself when it has dots. */
            fqdn: string;
            /** @description Whether the cluster reported failing health checks (false until a cluster reports health). */
            hasFailingHealthChecks: boolean;
            /** @description Versions of the cluster's components by name (empty until a cluster reports them). */
            componentVersions: components["schemas"]["RecordstringArraystring"];
            flavor: string;
            manualOverrideIpAddress?: string;
            namespaceId: string;
            id: string;
            createdAt: string;
            updatedAt: string;
        };
        /** @description A pending invitation addressed to the current user. */
        Invitation: {
            invitedBy: {
                email: string;
                displayName: string;
                photoUrl: string;
            };
            organization: components["schemas"]["Organization"];
            organizationRole: components["schemas"]["OrganizationRole"];
            id: string;
            createdAt: string;
            updatedAt: string;
        };
        /** @description An organization, as seen by one caller (`role`, `joinedAt` are the caller's). */
        Organization: {
            name: string;
            logoURL: string;
            organizationType: string;
            ownerUserId: string;
            role: components["schemas"]["OrganizationRole"];
            joinedAt: string;
            quotas: components["schemas"]["OrganizationQuotas"];
            readOnly: boolean;
            id: string;
            createdAt: string;
            updatedAt: string;
        };
        /** @description A user's level of access to an organization. */
        OrganizationRole: "owner" | "admin" | "auditor" | "member";
        /** @description Organization quotas: integer limits on what an organization may hold. */
        OrganizationQuotas: {
            administrators: number;
            apiUsers: number;
            certificates: number;
            clusters: number;
            customDomains: number;
            /** @description Clusters the vendor hosts: always 0 for a self-hosted control plane (present for the hosted API's clients). */
            hostedClusters: number;
            policies: number;
            replicas: number;
            routes: number;
            serviceAccounts: number;
        };
        /** @description An invite an organization has sent. */
        Invite: {
            email: string;
            role: components["schemas"]["OrganizationRole"];
            id: string;
            createdAt: string;
            updatedAt: string;
        };
        /** @description A certificate chain with an optional private key. The key itself is never returned. */
        KeyPair: {
            namespaceId: string;
            name: string;
            certificate?: string;
            hasKey: boolean;
            origin: "user" | "system";
            status: "pending" | "ready";
            certificateInfo: components["schemas"]["CertificateInfo"][];
            originatorId?: string;
            id: string;
            createdAt: string;
            updatedAt: string;
        };
        /** @description What a certificate of a key pair's chain says, read from the certificate itself. */
        CertificateInfo: {
            version: number;
            serial: string;
            issuer: components["schemas"]["CertificateName"];
            subject: components["schemas"]["CertificateName"];
            notBefore: string;
            notAfter: string;
            keyUsage: {
                digitalSignature: boolean;
                contentCommitment: boolean;
                keyEncipherment: boolean;
                dataEncipherment: boolean;
                keyAgreement: boolean;
                certSign: boolean;
                crlSign: boolean;
                encipherOnly: boolean;
                decipherOnly: boolean;
            };
            extKeyUsage: {
                any: boolean;
                serverAuth: boolean;
                clientAuth: boolean;
                codeSigning: boolean;
                emailProtection: boolean;
                ipsecEndSystem: boolean;
                ipsecTunnel: boolean;
                ipsecUser: boolean;
                timeStamping: boolean;
                ocspSigning: boolean;
                microsoftServerGatedCrypto: boolean;
                netscapeServerGatedCrypto: boolean;
                microsoftCommercialCodeSigning: boolean;
                microsoftKernelCodeSigning: boolean;
            };
            dnsNames: string[];
            emailAddresses: string[];
            ipAddresses: string[];
            uris: string[];
            permittedDnsDomains: string[];
            excludedDnsDomains: string[];
            permittedIpRanges: string[];
            excludedIpRanges: string[];
            permittedEmailAddresses: string[];
            excludedEmailAddresses: string[];
            permittedUriDomains: string[];
            excludedUriDomains: string[];
            permittedDnsDomainsCritical: boolean;
        };
        /** @description Distinguished-name attributes of a certificate issuer or subject. */
        CertificateName: {
            country: string[];
            organization: string[];
            organizationalUnit: string[];
            locality: string[];
            province: string[];
            streetAddress: string[];
            postalCode: string[];
            serialNumber: string;
            commonName: string;
        };
        /** @description A namespace: the organization's root, a cluster's own, or a user-made one. */
        Namespace: {
            /** @description The parent namespace; absent for the organization's root namespace. */
            parentId?: string;
            name: string;
            /** @description `root` for the organization's own namespace, `cluster` for a cluster's, `regular` otherwise. */
            type: "root" | "cluster" | "regular";
            /** @description The caller's role in the namespace, derived from the organization role. */
            role: "admin" | "manager" | "viewer";
            id: string;
            createdAt: string;
            updatedAt: string;
        };
        /** @description A user as listed in an organization. */
        OrganizationUser: {
            organizationRole: components["schemas"]["OrganizationRole"];
            email: string;
            displayName: string;
            needsOnboarding: boolean;
            photoUrl: string;
            type: components["schemas"]["UserType"];
            id: string;
            createdAt: string;
            updatedAt: string;
        };
        /** @description A policy written in the proxy's policy language. */
        Policy: {
            namespaceId: string;
            name: string;
            enforced: boolean;
            ppl: components["schemas"]["PPLRule"][] | components["schemas"]["PPLRule"];
            description: string;
            explanation: string;
            remediation: string;
            originatorId?: string;
            routes: components["schemas"]["EntityRef"][];
            enforcedRoutes: components["schemas"]["EntityRef"][];
            id: string;
            createdAt: string;
            updatedAt: string;
        };
        /** @description One PPL rule: optional allow and deny blocks. */
        PPLRule: {
            allow?: components["schemas"]["PPLBody"];
            deny?: components["schemas"]["PPLBody"];
        };
        /** @description The operator blocks of a PPL rule; each holds criteria. */
        PPLBody: {
            and?: components["schemas"]["Recordstringunknown"][];
            or?: components["schemas"]["Recordstringunknown"][];
            not?: components["schemas"]["Recordstringunknown"][];
            nor?: components["schemas"]["Recordstringunknown"][];
            action?: unknown;
        };
        /** @description `{id, name}` reference between policies and routes. */
        EntityRef: {
            id: string;
            name: string;
            updatedAt: string;
        };
        /**
         * @description A proxied endpoint, as the API returns it: its write fields (`RouteWrite`, the same types but
         *     for the health check's unset fields) and the links read from the policies.
         */
        Route: {
            healthCheck?: components["schemas"]["HttpHealthCheck"] | components["schemas"]["TcpHealthCheck"] | components["schemas"]["GrpcHealthCheck"];
            policies: components["schemas"]["EntityRef"][];
            enforcedPolicies: components["schemas"]["EntityRef"][];
            enforcedPolicyIds: string[];
            id: string;
            createdAt: string;
            updatedAt: string;
            redirect?: components["schemas"]["RouteRedirect"];
            namespaceId: string;
            name: components["schemas"]["EntityName"];
            from: string;
            to?: string[];
            response?: components["schemas"]["RouteDirectResponse"];
            prefix?: string;
            path?: string;
            regex?: string;
            prefixRewrite?: string;
            regexRewritePattern?: string;
            regexRewriteSubstitution?: string;
            hostRewrite?: string;
            hostRewriteHeader?: string;
            hostPathRegexRewritePattern?: string;
            hostPathRegexRewriteSubstitution?: string;
            regexPriorityOrder?: number;
            timeout?: components["schemas"]["Duration"];
            idleTimeout?: components["schemas"]["Duration"];
            allowWebsockets: boolean;
            allowSpdy: boolean;
            tlsSkipVerify: boolean;
            tlsUpstreamAllowRenegotiation: boolean;
            tlsUpstreamServerName?: string;
            tlsDownstreamServerName?: string;
            tlsCustomCaKeyPairId?: string;
            tlsClientKeyPairId?: string;
            tlsDownstreamClientCaKeyPairId?: string;
            setRequestHeaders?: components["schemas"]["StringMap"];
            setResponseHeaders?: components["schemas"]["StringMap"];
            removeRequestHeaders?: string[];
            rewriteResponseHeaders?: components["schemas"]["RouteRewriteHeader"][];
            preserveHostHeader: boolean;
            passIdentityHeaders?: boolean;
            kubernetesServiceAccountToken?: string;
            enableGoogleCloudServerlessAuthentication: boolean;
            showErrorDetails: boolean;
            loadBalancingPolicy?: "round_robin" | "least_request" | "ring_hash" | "random" | "maglev";
            identityProviderClientId?: string;
            identityProviderClientSecret?: string;
            policyIds: string[];
            /** @description Circuit breaker limits of the route's upstream cluster. */
            circuitBreakerThresholds?: components["schemas"]["CircuitBreakerThresholds"];
            /** @description Below this percentage of healthy hosts, traffic spreads over all hosts (0 turns it off). */
            healthyPanicThreshold?: number;
            /** @description The route serves (`server`) or reaches (`client`) Model Context Protocol servers. */
            mcp?: components["schemas"]["RouteMcp"];
            sessionRecording?: {
                enabled?: boolean;
            };
            /** @description An upstream tunnel for SSH, governed by the policy `sshPolicyId` (a policy the route can see). */
            upstreamTunnel?: {
                sshPolicyId?: string;
            };
            description?: string;
            logoUrl?: string;
            originatorId?: string;
            allowUpgrades?: string[];
            bearerTokenFormat?: "" | "default" | "idp_access_token" | "idp_identity_token" | "jwt";
            jwtIssuerFormat?: "hostOnly" | "uri";
            dependsOn?: string[];
            idpAccessTokenAllowedAudiences?: string[];
            /**
             * @description With `bearerTokenFormat: "jwt"`: the names of the settings' `identityProviders` whose tokens the
             *     route accepts (none listed: all of them).
             */
            identityProviders?: string[];
        };
        /** @description HTTP health check. */
        HttpHealthCheck: {
            timeout?: string;
            interval?: string;
            unhealthyThreshold?: number;
            healthyThreshold?: number;
            path?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "http";
            host?: string;
            expectedStatuses?: {
                start: number;
                end: number;
            }[];
            codecClientType?: "http1" | "http2" | "http3";
        };
        /** @description TCP health check. */
        TcpHealthCheck: {
            timeout?: string;
            interval?: string;
            unhealthyThreshold?: number;
            healthyThreshold?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "tcp";
            send?: string;
            receive?: string[];
        };
        /** @description gRPC health check. */
        GrpcHealthCheck: {
            timeout?: string;
            interval?: string;
            unhealthyThreshold?: number;
            healthyThreshold?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "grpc";
            authority?: string;
            serviceName?: string;
        };
        /** @description A redirect a route answers with instead of proxying. */
        RouteRedirect: {
            httpsRedirect?: boolean;
            schemeRedirect?: string;
            hostRedirect?: string;
            portRedirect?: number;
            pathRedirect?: string;
            prefixRewrite?: string;
            responseCode?: number;
            stripQuery?: boolean;
        };
        /** @description A name of a policy, route, namespace or cluster: 1 to 128 characters. */
        EntityName: string;
        /** @description A direct response a route returns instead of proxying. */
        RouteDirectResponse: {
            status: number;
            body: string;
        };
        /**
         * @description A duration in the proxy's notation: one or more number+unit groups (`30s`, `1h30m`, `500ms`).
         *     Units: y, w, d, h, m, s, ms. No fractions, no sign, no spaces.
         */
        Duration: string;
        /** @description A map of string keys to string values. */
        StringMap: {
            [key: string]: string;
        };
        /** @description A response-header rewrite. */
        RouteRewriteHeader: {
            header: string;
            matcher?: {
                prefix?: string;
            };
            value: string;
        };
        /** @description Circuit breaker limits (the hosted API's CircuitBreakerThresholds). */
        CircuitBreakerThresholds: {
            maxConnectionPools?: number;
            maxConnections?: number;
            maxPendingRequests?: number;
            maxRequests?: number;
            maxRetries?: number;
        };
        /** @description MCP settings of a route: it serves an MCP server (`server`) or MCP clients (`client`). */
        RouteMcp: {
            client?: components["schemas"]["Recordstringnever"];
            server?: {
                authorizationServerUrl?: string;
                maxRequestBytes?: number;
                path?: string;
                upstreamOAuth2?: components["schemas"]["UpstreamOAuth2"];
            };
        };
        /** @description Construct a type with a set of properties K of type T */
        Recordstringnever: Record<string, never>;
        /**
         * @description The OAuth2 client an MCP server route uses to reach its upstream. `clientSecret` is a secret like a
         *     route's others: shown only to roles that may write it, masked in the activity log, sealed at rest,
         *     and kept when a write leaves it out.
         */
        UpstreamOAuth2: {
            clientId: string;
            clientSecret?: string;
            /** @description Where the upstream's authorization server is, and how it wants the client's credentials. */
            oauth2Endpoint?: {
                authUrl?: string;
                tokenUrl?: string;
                authStyle?: "OAUTH2_AUTH_STYLE_UNSPECIFIED" | "OAUTH2_AUTH_STYLE_IN_HEADER" | "OAUTH2_AUTH_STYLE_IN_PARAMS";
            };
            scopes?: string[];
            /** @description Extra query parameters of the authorization URL (for example `access_type`, `prompt`). */
            authorizationUrlParams?: components["schemas"]["StringMap"];
        };
        /** @description The settings of one cluster. */
        Settings: {
            id: string;
            createdAt: string;
            updatedAt: string;
            logLevel: string;
            proxyLogLevel?: string;
            address: string;
            dnsLookupFamily: components["schemas"]["DNSLookupFamily"];
            httpRedirectAddr?: string;
            timeoutRead: components["schemas"]["Duration"];
            timeoutWrite: components["schemas"]["Duration"];
            timeoutIdle: components["schemas"]["Duration"];
            cookieName: string;
            cookieSecret?: string;
            cookieDomain?: string;
            cookieHttpOnly: boolean;
            cookieExpire: components["schemas"]["Duration"];
            cookieSameSite?: string;
            certificateAuthorityKeyPairId?: string;
            setResponseHeaders?: components["schemas"]["StringMap"];
            jwtClaimsHeaders?: components["schemas"]["StringMap"];
            defaultUpstreamTimeout: components["schemas"]["Duration"];
            metricsAddress?: string;
            tracingProvider?: string;
            tracingSampleRate: number;
            tracingDatadogAddress?: string;
            tracingJaegerCollectorEndpoint?: string;
            tracingJaegerAgentEndpoint?: string;
            tracingZipkinEndpoint?: string;
            downstreamMtlsCaKeyPairId?: string;
            googleCloudServerlessAuthenticationServiceAccount?: string;
            skipXffAppend: boolean;
            databrokerStorageConnection?: string;
            accessLogFields?: string[];
            authorizeLogFields?: string[];
            passIdentityHeaders: boolean;
            autoApplyChangesets: boolean;
            authenticateServiceUrl?: string;
            identityProvider?: "apple" | "auth0" | "azure" | "cognito" | "github" | "gitlab" | "google" | "oidc" | "okta" | "onelogin" | "ping";
            identityProviderClientId?: string;
            identityProviderClientSecret?: string;
            identityProviderRequestParams?: components["schemas"]["StringMap"];
            identityProviderScopes?: string[];
            identityProviderUrl?: string;
            codecType?: "" | "http1" | "http2" | "http3" | "auto";
            bearerTokenFormat?: "" | "default" | "idp_access_token" | "idp_identity_token" | "jwt";
            allowUpgrades?: string[];
            circuitBreakerThresholds?: components["schemas"]["CircuitBreakerThresholds"];
            dnsFailureRefreshRate?: components["schemas"]["Duration"];
            dnsQueryTimeout?: components["schemas"]["Duration"];
            dnsQueryTries?: number;
            dnsRefreshRate?: components["schemas"]["Duration"];
            dnsUdpMaxQueries?: number;
            dnsUseTcp?: boolean;
            idpAccessTokenAllowedAudiences?: string[];
            otelTracesExporter?: string;
            otelTracesSamplerArg?: number;
            otelExporterOtlpEndpoint?: string;
            otelExporterOtlpHeaders?: string[];
            otelExporterOtlpProtocol?: string;
            otelExporterOtlpTimeout?: components["schemas"]["Duration"];
            otelResourceAttributes?: string[];
            otelLogLevel?: string;
            sshAddress?: string;
            sshHostKeys?: string[];
            sshUserCaKey?: string;
            mcpAllowedClientIdDomains?: string[];
            mcpAllowedAsMetadataDomains?: string[];
            mcpDynamicClientRegistration?: boolean;
            /** @description Blob storage of session recordings: the hosted API's snake_case members. */
            blobStorage?: {
                bucket_uri?: string;
                managed_prefix?: string;
            };
            envoyDynamicExtensions?: string[];
            otelAttributeValueLengthLimit?: number;
            otelBspMaxExportBatchSize?: number;
            otelBspScheduleDelay?: components["schemas"]["Duration"];
            otelExporterOtlpTracesEndpoint?: string;
            otelExporterOtlpTracesHeaders?: string[];
            otelExporterOtlpTracesProtocol?: string;
            otelExporterOtlpTracesTimeout?: components["schemas"]["Duration"];
            sessionRecordingConcurrency?: number;
            /** @description Normalise request paths (RFC 3986: dot segments, percent-encodings) before routing and policies. The proxy's default: true. */
            normalizePath?: boolean;
            /** @description Merge adjacent slashes of request paths before routing and policies. The proxy's default (since 0.33): true. */
            mergeSlashes?: boolean;
            /**
             * @description What the proxy does with a path holding an escaped slash (`%2F`, `%5C`): keep it, reject the request
             *     with 400 (the proxy's default since 0.33), unescape and redirect, or unescape and forward.
             */
            pathWithEscapedSlashesAction?: "" | "keep_unchanged" | "reject_request" | "unescape_and_redirect" | "unescape_and_forward";
            /** @description Identity providers of workload JWTs (`bearerTokenFormat: "jwt"`), by name (lower case: the proxy's file loader lower-cases keys). */
            identityProviders?: components["schemas"]["RecordstringWorkloadIdentityProvider"];
            /** @description What the proxy does with a request header whose name holds `_`: allow it, reject the request with 400 (the proxy's default), or drop the header. */
            headersWithUnderscoresAction?: "" | "allow" | "reject_request" | "drop_header";
            originatorId?: string;
        };
        /** @description DNS resolution policy of the proxy. */
        DNSLookupFamily: "V4_ONLY" | "V6_ONLY" | "V4_PREFERRED" | "AUTO" | "ALL";
        /** @description Construct a type with a set of properties K of type T */
        RecordstringWorkloadIdentityProvider: {
            [key: string]: components["schemas"]["WorkloadIdentityProvider"];
        };
        /**
         * @description An identity provider whose JWTs routes with the `jwt` bearer token format accept (workload tokens:
         *     Kubernetes service-account tokens, CI OIDC tokens, SPIFFE JWT-SVIDs). Not the sign-in provider.
         */
        WorkloadIdentityProvider: {
            /** @description The `iss` the tokens carry: required, and unique across the settings' providers. */
            issuer: string;
            /** @description Where the signing keys are, when OIDC discovery at the issuer cannot be used. */
            jwksUrl?: string;
            /** @description Accepted signing algorithms (the proxy's default: RS256, ES256, EdDSA); never `none` or HS*. */
            supportedAlgs?: string[];
            /** @description Audiences accepted: at least one must be in a token's `aud`. Required and not empty. */
            audiences: string[];
        };
        /** @description A person or a machine that calls the API. */
        User: {
            email: string;
            displayName: string;
            needsOnboarding: boolean;
            photoUrl: string;
            type: components["schemas"]["UserType"];
            id: string;
            createdAt: string;
            updatedAt: string;
        };
        /** @description Query of listActivityLogs. */
        ActivityListQuery: {
            activityType?: "create" | "delete" | "update";
            entityId?: string;
            entityType?: "changeset" | "custom_domain" | "domain" | "feature_flag" | "key_pair" | "namespace" | "organization" | "policy" | "route" | "settings" | "service_account" | "policy_test_suite";
            changesetId?: string;
            namespaceId?: string;
            userId?: string;
            offset?: number;
            /** @description Page size; values above 1000 are read as 1000 (the hosted API's type is unbounded). */
            limit?: number;
            /** @description Comma-separated fields, `-` for descending (default: newest first). */
            orderBy?: string;
            /** @description The hosted API's JSON filter model (docs/wire-contract.md). */
            filter?: string;
        };
        /** @description Body of createApiAccessUser. */
        ApiAccessUserCreate: {
            name: string;
            role?: "owner" | "admin" | "auditor" | "member";
        };
        /** @description Query of compareChangesets. */
        ChangesetCompareQuery: {
            clusterId: string;
            firstId?: string;
            secondId?: string;
        };
        /** @description Query of listChangesets. */
        ChangesetListQuery: {
            clusterId?: string;
            status?: "pending" | "applying" | "applied" | "failed" | "current" | "rejected";
            offset?: number;
            /** @description Page size; values above 1000 are read as 1000 (the hosted API's type is unbounded). */
            limit?: number;
            /** @description Comma-separated fields, `-` for descending (default: newest first). */
            orderBy?: string;
            /** @description The hosted API's JSON filter model (docs/wire-contract.md). */
            filter?: string;
        };
        /** @description Body of createCluster. */
        ClusterCreate: {
            name: components["schemas"]["EntityName"];
            domain: components["schemas"]["Hostname"];
            flavor?: string;
            manualOverrideIpAddress?: string;
        };
        /** @description A hostname such as `proxy.example.com` (no scheme, no port). */
        Hostname: string;
        /** @description Body of updateCluster. The domain of a cluster cannot change. */
        ClusterUpdate: {
            name: components["schemas"]["EntityName"];
            flavor?: string;
            manualOverrideIpAddress?: string;
        };
        /** @description Query of listPolicies, listRoutes and listKeyPairs. */
        ConfigListQuery: {
            namespaceId: string;
            includeDescendants?: boolean;
            offset?: number;
            /** @description Page size; values above 10 000 are read as 10 000 (the hosted API's type is unbounded). */
            limit?: number;
            /** @description Comma-separated fields, `-` for descending; the fields of the list's `filter` (docs/wire-contract.md). */
            orderBy?: string;
            /** @description The hosted API's JSON filter model: `{items: [{field, operator, value}], logicOperator?, quickFilterValues?, quickFilterLogicOperator?}`. */
            filter?: string;
        };
        /** @description Body of createOrganizationInvite. */
        InviteCreate: {
            emails: string[];
            role: components["schemas"]["OrganizationRole"];
        };
        /** @description Body of createKeyPair and updateKeyPair. PEM texts are checked by the certificate module. */
        KeyPairWrite: {
            namespaceId: string;
            name?: string;
            certificate?: string;
            key?: string;
            originatorId?: string;
        };
        /** @description Body of createNamespace (extension). */
        NamespaceCreate: {
            name: components["schemas"]["EntityName"];
            parentId: string;
        };
        /** @description Body of updateNamespace (extension). */
        NamespaceUpdate: {
            name: components["schemas"]["EntityName"];
        };
        /** @description Body of createOrganization and updateOrganization. */
        OrganizationWrite: {
            name: components["schemas"]["EntityName"];
            logoURL?: string;
            /**
             * @description Transfers ownership (`updateOrganization`, owners only): the user must be a member, and becomes an
             *     owner. The previous owner stays a member with their role. Ignored when unchanged.
             */
            ownerUserId?: string;
        };
        /** @description A JSON Patch document. */
        PatchDocument: components["schemas"]["PatchOperation"][];
        /** @description Body of createPolicy and updatePolicy. `ppl` is checked in depth by the PPL validator. */
        PolicyWrite: {
            namespaceId: string;
            name: components["schemas"]["EntityName"];
            enforced: boolean;
            ppl: components["schemas"]["Recordstringunknown"][] | components["schemas"]["Recordstringunknown"];
            description: string;
            explanation: string;
            remediation: string;
            originatorId?: string;
        };
        /** @description Body of createRoute and updateRoute. Cross-field rules are checked by the route service. */
        RouteWrite: {
            namespaceId: string;
            name: components["schemas"]["EntityName"];
            from: string;
            to?: string[];
            response?: components["schemas"]["RouteDirectResponse"];
            redirect?: components["schemas"]["RouteRedirect"];
            prefix?: string;
            path?: string;
            regex?: string;
            prefixRewrite?: string;
            regexRewritePattern?: string;
            regexRewriteSubstitution?: string;
            hostRewrite?: string;
            hostRewriteHeader?: string;
            hostPathRegexRewritePattern?: string;
            hostPathRegexRewriteSubstitution?: string;
            regexPriorityOrder?: number;
            timeout?: components["schemas"]["Duration"];
            idleTimeout?: components["schemas"]["Duration"];
            allowWebsockets: boolean;
            allowSpdy: boolean;
            tlsSkipVerify: boolean;
            tlsUpstreamAllowRenegotiation: boolean;
            tlsUpstreamServerName?: string;
            tlsDownstreamServerName?: string;
            tlsCustomCaKeyPairId?: string;
            tlsClientKeyPairId?: string;
            tlsDownstreamClientCaKeyPairId?: string;
            setRequestHeaders?: components["schemas"]["StringMap"];
            setResponseHeaders?: components["schemas"]["StringMap"];
            removeRequestHeaders?: string[];
            rewriteResponseHeaders?: components["schemas"]["RouteRewriteHeader"][];
            preserveHostHeader: boolean;
            passIdentityHeaders?: boolean;
            kubernetesServiceAccountToken?: string;
            enableGoogleCloudServerlessAuthentication: boolean;
            showErrorDetails: boolean;
            healthCheck?: components["schemas"]["HttpHealthCheckWrite"] | components["schemas"]["TcpHealthCheckWrite"] | components["schemas"]["GrpcHealthCheckWrite"];
            loadBalancingPolicy?: "round_robin" | "least_request" | "ring_hash" | "random" | "maglev";
            identityProviderClientId?: string;
            identityProviderClientSecret?: string;
            policyIds: string[];
            /** @description Circuit breaker limits of the route's upstream cluster. */
            circuitBreakerThresholds?: components["schemas"]["CircuitBreakerThresholds"];
            /** @description Below this percentage of healthy hosts, traffic spreads over all hosts (0 turns it off). */
            healthyPanicThreshold?: number;
            /** @description The route serves (`server`) or reaches (`client`) Model Context Protocol servers. */
            mcp?: components["schemas"]["RouteMcp"];
            sessionRecording?: {
                enabled?: boolean;
            };
            /** @description An upstream tunnel for SSH, governed by the policy `sshPolicyId` (a policy the route can see). */
            upstreamTunnel?: {
                sshPolicyId?: string;
            };
            description?: string;
            logoUrl?: string;
            originatorId?: string;
            allowUpgrades?: string[];
            bearerTokenFormat?: "" | "default" | "idp_access_token" | "idp_identity_token" | "jwt";
            jwtIssuerFormat?: "hostOnly" | "uri";
            dependsOn?: string[];
            idpAccessTokenAllowedAudiences?: string[];
            /**
             * @description With `bearerTokenFormat: "jwt"`: the names of the settings' `identityProviders` whose tokens the
             *     route accepts (none listed: all of them).
             */
            identityProviders?: string[];
        };
        /** @description Write shape of an HTTP health check. */
        HttpHealthCheckWrite: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "http";
            host?: string;
            path?: string;
            expectedStatuses?: {
                start: number;
                end: number;
            }[];
            codecClientType?: "http1" | "http2" | "http3";
            timeout?: components["schemas"]["Duration"];
            interval?: components["schemas"]["Duration"];
            unhealthyThreshold?: number;
            healthyThreshold?: number;
        };
        /** @description Write shape of a TCP health check. */
        TcpHealthCheckWrite: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "tcp";
            send?: string;
            receive?: string[];
            timeout?: components["schemas"]["Duration"];
            interval?: components["schemas"]["Duration"];
            unhealthyThreshold?: number;
            healthyThreshold?: number;
        };
        /** @description Write shape of a gRPC health check. */
        GrpcHealthCheckWrite: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "grpc";
            authority?: string;
            serviceName?: string;
            timeout?: components["schemas"]["Duration"];
            interval?: components["schemas"]["Duration"];
            unhealthyThreshold?: number;
            healthyThreshold?: number;
        };
        /** @description Body of updateSettings (the settings write fields). */
        SettingsWrite: {
            logLevel: string;
            proxyLogLevel?: string;
            address: string;
            dnsLookupFamily: components["schemas"]["DNSLookupFamily"];
            httpRedirectAddr?: string;
            timeoutRead: components["schemas"]["Duration"];
            timeoutWrite: components["schemas"]["Duration"];
            timeoutIdle: components["schemas"]["Duration"];
            cookieName: string;
            cookieSecret?: string;
            cookieDomain?: string;
            cookieHttpOnly: boolean;
            cookieExpire: components["schemas"]["Duration"];
            cookieSameSite?: string;
            certificateAuthorityKeyPairId?: string;
            setResponseHeaders?: components["schemas"]["StringMap"];
            jwtClaimsHeaders?: components["schemas"]["StringMap"];
            defaultUpstreamTimeout: components["schemas"]["Duration"];
            metricsAddress?: string;
            tracingProvider?: string;
            tracingSampleRate: number;
            tracingDatadogAddress?: string;
            tracingJaegerCollectorEndpoint?: string;
            tracingJaegerAgentEndpoint?: string;
            tracingZipkinEndpoint?: string;
            downstreamMtlsCaKeyPairId?: string;
            googleCloudServerlessAuthenticationServiceAccount?: string;
            skipXffAppend: boolean;
            databrokerStorageConnection?: string;
            accessLogFields?: string[];
            authorizeLogFields?: string[];
            passIdentityHeaders: boolean;
            autoApplyChangesets: boolean;
            authenticateServiceUrl?: string;
            identityProvider?: "apple" | "auth0" | "azure" | "cognito" | "github" | "gitlab" | "google" | "oidc" | "okta" | "onelogin" | "ping";
            identityProviderClientId?: string;
            identityProviderClientSecret?: string;
            identityProviderRequestParams?: components["schemas"]["StringMap"];
            identityProviderScopes?: string[];
            identityProviderUrl?: string;
            codecType?: "" | "http1" | "http2" | "http3" | "auto";
            bearerTokenFormat?: "" | "default" | "idp_access_token" | "idp_identity_token" | "jwt";
            allowUpgrades?: string[];
            circuitBreakerThresholds?: components["schemas"]["CircuitBreakerThresholds"];
            dnsFailureRefreshRate?: components["schemas"]["Duration"];
            dnsQueryTimeout?: components["schemas"]["Duration"];
            dnsQueryTries?: number;
            dnsRefreshRate?: components["schemas"]["Duration"];
            dnsUdpMaxQueries?: number;
            dnsUseTcp?: boolean;
            idpAccessTokenAllowedAudiences?: string[];
            otelTracesExporter?: string;
            otelTracesSamplerArg?: number;
            otelExporterOtlpEndpoint?: string;
            otelExporterOtlpHeaders?: string[];
            otelExporterOtlpProtocol?: string;
            otelExporterOtlpTimeout?: components["schemas"]["Duration"];
            otelResourceAttributes?: string[];
            otelLogLevel?: string;
            sshAddress?: string;
            sshHostKeys?: string[];
            sshUserCaKey?: string;
            mcpAllowedClientIdDomains?: string[];
            mcpAllowedAsMetadataDomains?: string[];
            mcpDynamicClientRegistration?: boolean;
            /** @description Blob storage of session recordings: the hosted API's snake_case members. */
            blobStorage?: {
                bucket_uri?: string;
                managed_prefix?: string;
            };
            envoyDynamicExtensions?: string[];
            otelAttributeValueLengthLimit?: number;
            otelBspMaxExportBatchSize?: number;
            otelBspScheduleDelay?: components["schemas"]["Duration"];
            otelExporterOtlpTracesEndpoint?: string;
            otelExporterOtlpTracesHeaders?: string[];
            otelExporterOtlpTracesProtocol?: string;
            otelExporterOtlpTracesTimeout?: components["schemas"]["Duration"];
            sessionRecordingConcurrency?: number;
            /** @description Normalise request paths (RFC 3986: dot segments, percent-encodings) before routing and policies. The proxy's default: true. */
            normalizePath?: boolean;
            /** @description Merge adjacent slashes of request paths before routing and policies. The proxy's default (since 0.33): true. */
            mergeSlashes?: boolean;
            /**
             * @description What the proxy does with a path holding an escaped slash (`%2F`, `%5C`): keep it, reject the request
             *     with 400 (the proxy's default since 0.33), unescape and redirect, or unescape and forward.
             */
            pathWithEscapedSlashesAction?: "" | "keep_unchanged" | "reject_request" | "unescape_and_redirect" | "unescape_and_forward";
            /** @description Identity providers of workload JWTs (`bearerTokenFormat: "jwt"`), by name (lower case: the proxy's file loader lower-cases keys). */
            identityProviders?: components["schemas"]["RecordstringWorkloadIdentityProvider"];
            /** @description What the proxy does with a request header whose name holds `_`: allow it, reject the request with 400 (the proxy's default), or drop the header. */
            headersWithUnderscoresAction?: "" | "allow" | "reject_request" | "drop_header";
            originatorId?: string;
        };
        /** @description Body of `POST /token`. */
        TokenRequest: {
            refreshToken: string;
        };
        /** @description Query of listUsersInOrganization. */
        UserListQuery: {
            userType?: "user_type_interactive" | "user_type_api_access";
        };
        /** @description The answer of `compareChangesets`: per entity changed in the range, its entries oldest first. */
        ChangesetComparison: {
            /** @description The changeset the range starts after; absent when the cluster has none current. */
            startChangeset?: components["schemas"]["Changeset"];
            endChangeset: components["schemas"]["Changeset"];
            entities: components["schemas"]["ActivityLog"][][];
        };
        /** @description What `createOrganization` made: the organization, its root namespace and its first cluster. */
        CreatedOrganizationResponse: {
            organization: components["schemas"]["Organization"];
            namespace: components["schemas"]["Namespace"];
            /** @description The first cluster, with its refresh token: the only time it is shown. */
            cluster: components["schemas"]["ClusterWithToken"];
        };
        /** @description The body of every error response. */
        ErrorEnvelope: {
            /** @description A human-readable message; never a secret, a token, SQL or a stack trace. */
            error: string;
            code: components["schemas"]["ErrorCode"];
            /** @description Every offending value, for validation failures. */
            details?: components["schemas"]["ErrorDetailWire"][];
        };
        /** @description Machine-readable error codes of the API (see `docs/wire-contract.md`, "Errors"). */
        ErrorCode: "invalid_argument" | "unauthenticated" | "permission_denied" | "quota_exceeded" | "not_found" | "method_not_allowed" | "already_exists" | "conflict" | "failed_precondition" | "precondition_failed" | "payload_too_large" | "unsupported_media_type" | "resource_exhausted" | "internal" | "unavailable";
        /** @description One offending value of a request. */
        ErrorDetailWire: {
            /** @description JSON Pointer (RFC 6901) of the offending value, `""` for the whole body. */
            path: string;
            message: string;
        };
        /** @description The answer of the health endpoints. */
        HealthStatus: {
            /** @description `ok` (alive) for `/healthz`; `ready` for `/readyz` when the store answers. */
            status: "ready" | "ok";
        };
        /** @description A refresh token issued by a renewal or rotation; shown only this once. */
        RefreshTokenResponse: {
            refreshToken: string;
        };
        /** @description The key set the proxy's upstream applications verify attestations with. */
        SigningKeySet: {
            keys: components["schemas"]["PublicSigningKey"][];
        };
        /** @description A public key of the proxy's attestation key set (RFC 7517). */
        PublicSigningKey: {
            /** @constant */
            use: "sig";
            kty: "EC" | "RSA";
            /** @description RFC 7638 SHA-256 thumbprint, lower-case hex. */
            kid: string;
            alg: "ES256" | "RS256";
            crv?: string;
            x?: string;
            y?: string;
            n?: string;
            e?: string;
        };
        /** @description The answer of `generateSubdomainName`: a DNS label such as `brave-otter-4821`. */
        SubdomainName: {
            name: string;
        };
        /** @description The answer of `POST /token`. */
        TokenResponse: {
            /** @description An ES256 JWT, sent as `Authorization: Bearer <idToken>`. */
            idToken: string;
            /** @description Its lifetime in seconds, as a string (`"3600"`), as the hosted API sends it. */
            expiresInSeconds: string;
        };
        /** @description The answer of `getVersion`. */
        VersionInfo: {
            version: string;
        };
        /**
         * @description The configuration a cluster runs, as of one applied changeset. Immutable (deeply frozen); a new
         *     apply makes a new one with the next `version`.
         */
        AppliedConfig: {
            readonly orgId: string;
            readonly clusterId: string;
            /** @description The changeset whose application produced it. */
            readonly changesetId: string;
            /** @description 1 for the cluster's first applied configuration, one more per apply. */
            readonly version: number;
            readonly appliedAt: string;
            readonly settings: components["schemas"]["ReadonlyAppliedSettings"];
            readonly routes: components["schemas"]["AppliedRoute"][];
            readonly keyPairs: components["schemas"]["AppliedKeyPair"][];
            /** @description The cluster's service accounts, expired ones included (the proxy treats those as absent). */
            readonly serviceAccounts: components["schemas"]["AppliedServiceAccount"][];
        };
        /** @description Make all properties in T readonly */
        ReadonlyAppliedSettings: {
            /** @description Fields set through the vendor's ConfigService that the REST model lacks (proto3 JSON). */
            configServiceFields?: components["schemas"]["ConfigServiceFields"];
            id: string;
            createdAt: string;
            updatedAt: string;
            logLevel: string;
            proxyLogLevel?: string;
            address: string;
            dnsLookupFamily: components["schemas"]["DNSLookupFamily"];
            httpRedirectAddr?: string;
            timeoutRead: components["schemas"]["Duration"];
            timeoutWrite: components["schemas"]["Duration"];
            timeoutIdle: components["schemas"]["Duration"];
            cookieName: string;
            cookieSecret?: string;
            cookieDomain?: string;
            cookieHttpOnly: boolean;
            cookieExpire: components["schemas"]["Duration"];
            cookieSameSite?: string;
            certificateAuthorityKeyPairId?: string;
            setResponseHeaders?: components["schemas"]["StringMap"];
            jwtClaimsHeaders?: components["schemas"]["StringMap"];
            defaultUpstreamTimeout: components["schemas"]["Duration"];
            metricsAddress?: string;
            tracingProvider?: string;
            tracingSampleRate: number;
            tracingDatadogAddress?: string;
            tracingJaegerCollectorEndpoint?: string;
            tracingJaegerAgentEndpoint?: string;
            tracingZipkinEndpoint?: string;
            downstreamMtlsCaKeyPairId?: string;
            googleCloudServerlessAuthenticationServiceAccount?: string;
            skipXffAppend: boolean;
            databrokerStorageConnection?: string;
            accessLogFields?: string[];
            authorizeLogFields?: string[];
            passIdentityHeaders: boolean;
            autoApplyChangesets: boolean;
            authenticateServiceUrl?: string;
            identityProvider?: "apple" | "auth0" | "azure" | "cognito" | "github" | "gitlab" | "google" | "oidc" | "okta" | "onelogin" | "ping";
            identityProviderClientId?: string;
            identityProviderClientSecret?: string;
            identityProviderRequestParams?: components["schemas"]["StringMap"];
            identityProviderScopes?: string[];
            identityProviderUrl?: string;
            codecType?: "" | "http1" | "http2" | "http3" | "auto";
            bearerTokenFormat?: "" | "default" | "idp_access_token" | "idp_identity_token" | "jwt";
            allowUpgrades?: string[];
            circuitBreakerThresholds?: components["schemas"]["CircuitBreakerThresholds"];
            dnsFailureRefreshRate?: components["schemas"]["Duration"];
            dnsQueryTimeout?: components["schemas"]["Duration"];
            dnsQueryTries?: number;
            dnsRefreshRate?: components["schemas"]["Duration"];
            dnsUdpMaxQueries?: number;
            dnsUseTcp?: boolean;
            idpAccessTokenAllowedAudiences?: string[];
            otelTracesExporter?: string;
            otelTracesSamplerArg?: number;
            otelExporterOtlpEndpoint?: string;
            otelExporterOtlpHeaders?: string[];
            otelExporterOtlpProtocol?: string;
            otelExporterOtlpTimeout?: components["schemas"]["Duration"];
            otelResourceAttributes?: string[];
            otelLogLevel?: string;
            sshAddress?: string;
            sshHostKeys?: string[];
            sshUserCaKey?: string;
            mcpAllowedClientIdDomains?: string[];
            mcpAllowedAsMetadataDomains?: string[];
            mcpDynamicClientRegistration?: boolean;
            /** @description Blob storage of session recordings: the hosted API's snake_case members. */
            blobStorage?: {
                bucket_uri?: string;
                managed_prefix?: string;
            };
            envoyDynamicExtensions?: string[];
            otelAttributeValueLengthLimit?: number;
            otelBspMaxExportBatchSize?: number;
            otelBspScheduleDelay?: components["schemas"]["Duration"];
            otelExporterOtlpTracesEndpoint?: string;
            otelExporterOtlpTracesHeaders?: string[];
            otelExporterOtlpTracesProtocol?: string;
            otelExporterOtlpTracesTimeout?: components["schemas"]["Duration"];
            sessionRecordingConcurrency?: number;
            /** @description Normalise request paths (RFC 3986: dot segments, percent-encodings) before routing and policies. The proxy's default: true. */
            normalizePath?: boolean;
            /** @description Merge adjacent slashes of request paths before routing and policies. The proxy's default (since 0.33): true. */
            mergeSlashes?: boolean;
            /**
             * @description What the proxy does with a path holding an escaped slash (`%2F`, `%5C`): keep it, reject the request
             *     with 400 (the proxy's default since 0.33), unescape and redirect, or unescape and forward.
             */
            pathWithEscapedSlashesAction?: "" | "keep_unchanged" | "reject_request" | "unescape_and_redirect" | "unescape_and_forward";
            /** @description Identity providers of workload JWTs (`bearerTokenFormat: "jwt"`), by name (lower case: the proxy's file loader lower-cases keys). */
            identityProviders?: components["schemas"]["RecordstringWorkloadIdentityProvider"];
            /** @description What the proxy does with a request header whose name holds `_`: allow it, reject the request with 400 (the proxy's default), or drop the header. */
            headersWithUnderscoresAction?: "" | "allow" | "reject_request" | "drop_header";
            originatorId?: string;
        };
        /**
         * @description Fields of the vendor's ConfigService messages that the REST model has no field for (a route's
         *     `stat_name`, the settings' `autocert`, ...), by their proto3 JSON names with their proto3 JSON
         *     values, as the last ConfigService write set them. REST reads do not show them and REST writes keep
         *     them; docs/config-service.md lists them.
         */
        ConfigServiceFields: {
            [key: string]: unknown;
        };
        /** @description A route as the proxy runs it: its listed and enforced policies embedded. */
        AppliedRoute: {
            policies: components["schemas"]["AppliedPolicy"][];
            enforcedPolicies: components["schemas"]["AppliedPolicy"][];
            /** @description The policy `upstreamTunnel.sshPolicyId` names, when it does. */
            upstreamTunnelPolicy?: components["schemas"]["AppliedPolicy"];
            /** @description Fields set through the vendor's ConfigService that the REST model lacks (proto3 JSON). */
            configServiceFields?: components["schemas"]["ConfigServiceFields"];
            redirect?: components["schemas"]["RouteRedirect"];
            healthCheck?: components["schemas"]["HttpHealthCheck"] | components["schemas"]["TcpHealthCheck"] | components["schemas"]["GrpcHealthCheck"];
            namespaceId: string;
            name: components["schemas"]["EntityName"];
            from: string;
            to?: string[];
            response?: components["schemas"]["RouteDirectResponse"];
            prefix?: string;
            path?: string;
            regex?: string;
            prefixRewrite?: string;
            regexRewritePattern?: string;
            regexRewriteSubstitution?: string;
            hostRewrite?: string;
            hostRewriteHeader?: string;
            hostPathRegexRewritePattern?: string;
            hostPathRegexRewriteSubstitution?: string;
            regexPriorityOrder?: number;
            timeout?: components["schemas"]["Duration"];
            idleTimeout?: components["schemas"]["Duration"];
            allowWebsockets: boolean;
            allowSpdy: boolean;
            tlsSkipVerify: boolean;
            tlsUpstreamAllowRenegotiation: boolean;
            tlsUpstreamServerName?: string;
            tlsDownstreamServerName?: string;
            tlsCustomCaKeyPairId?: string;
            tlsClientKeyPairId?: string;
            tlsDownstreamClientCaKeyPairId?: string;
            setRequestHeaders?: components["schemas"]["StringMap"];
            setResponseHeaders?: components["schemas"]["StringMap"];
            removeRequestHeaders?: string[];
            rewriteResponseHeaders?: components["schemas"]["RouteRewriteHeader"][];
            preserveHostHeader: boolean;
            passIdentityHeaders?: boolean;
            kubernetesServiceAccountToken?: string;
            enableGoogleCloudServerlessAuthentication: boolean;
            showErrorDetails: boolean;
            loadBalancingPolicy?: "round_robin" | "least_request" | "ring_hash" | "random" | "maglev";
            identityProviderClientId?: string;
            identityProviderClientSecret?: string;
            policyIds: string[];
            /** @description Circuit breaker limits of the route's upstream cluster. */
            circuitBreakerThresholds?: components["schemas"]["CircuitBreakerThresholds"];
            /** @description Below this percentage of healthy hosts, traffic spreads over all hosts (0 turns it off). */
            healthyPanicThreshold?: number;
            /** @description The route serves (`server`) or reaches (`client`) Model Context Protocol servers. */
            mcp?: components["schemas"]["RouteMcp"];
            sessionRecording?: {
                enabled?: boolean;
            };
            /** @description An upstream tunnel for SSH, governed by the policy `sshPolicyId` (a policy the route can see). */
            upstreamTunnel?: {
                sshPolicyId?: string;
            };
            description?: string;
            logoUrl?: string;
            originatorId?: string;
            allowUpgrades?: string[];
            bearerTokenFormat?: "" | "default" | "idp_access_token" | "idp_identity_token" | "jwt";
            jwtIssuerFormat?: "hostOnly" | "uri";
            dependsOn?: string[];
            idpAccessTokenAllowedAudiences?: string[];
            /**
             * @description With `bearerTokenFormat: "jwt"`: the names of the settings' `identityProviders` whose tokens the
             *     route accepts (none listed: all of them).
             */
            identityProviders?: string[];
            id: string;
            createdAt: string;
            updatedAt: string;
            enforcedPolicyIds: string[];
        };
        /** @description A policy as the proxy runs it. */
        AppliedPolicy: {
            id: string;
            namespaceId: string;
            name: string;
            enforced: boolean;
            ppl: unknown;
            description: string;
            explanation: string;
            remediation: string;
        };
        /**
         * @description A key pair a route or the settings reference, with its private key in PEM (the proxy needs it to
         *     serve TLS). This object only ever reaches the embedding application's code, never a response.
         */
        AppliedKeyPair: {
            namespaceId: string;
            name: string;
            originatorId?: string;
            id: string;
            certificate?: string;
            hasKey: boolean;
            origin: "user" | "system";
            status: "pending" | "ready";
            certificateInfo: components["schemas"]["CertificateInfo"][];
            key?: string;
        };
        /**
         * @description A service account as the proxy needs it: requests bearing a token with `jti` = `id` are the user
         *     `userId` until `expiresAt`.
         */
        AppliedServiceAccount: {
            id: string;
            userId: string;
            expiresAt?: string;
        };
        /**
         * @description Body of `POST .../policies/evaluate`: exactly one of `ppl`, `policyIds` or `routeId`, and exactly one
         *     of `request` or `requests`.
         */
        PolicyEvaluateRequest: {
            /** @description A PPL document (one rule or a list) to evaluate as given. */
            ppl?: components["schemas"]["Recordstringunknown"][] | components["schemas"]["Recordstringunknown"];
            /** @description Saved policies of the organization, evaluated together. */
            policyIds?: string[];
            /** @description A route: its policies, the enforced policies above it, and the proxy's client-certificate rule when a client CA is configured. */
            routeId?: string;
            /** @description With `routeId`: the saved entities (default) or the cluster's applied configuration. */
            config?: "applied" | "saved";
            /** @description With `routeId`, when the route's namespace belongs to several clusters: which one. */
            clusterId?: string;
            /** @description One request context. */
            request?: components["schemas"]["PplRequestContext"];
            /** @description Many request contexts, evaluated against the same document; results in order. */
            requests?: components["schemas"]["PplRequestContext"][];
            /**
             * @description Whether each result carries the trace of every criterion checked. By default it does for one
             *     `request`, and does not for `requests` (their `trace` is empty): a batch's traces grow with
             *     criteria × requests.
             */
            trace?: boolean;
        };
        /**
         * @description What the proxy knows about one request when it evaluates a policy. Every field is optional: a field
         *     left out is what the proxy has when the request lacks it (no session, no certificate, ...).
         */
        PplRequestContext: {
            /** @description Request method, case-sensitive (`GET`). */
            method?: string;
            /** @description Host header (no core criterion reads it). */
            host?: string;
            /** @description URL path without the query (`/admin/users`). */
            path?: string;
            /** @description The full URL (no core criterion reads it). */
            url?: string;
            /** @description Request headers by name (names compare case-insensitively). */
            headers?: components["schemas"]["RecordstringPplHeaderValue"];
            /** @description Source address as the proxy sees it. */
            ip?: string;
            /** @description Session id from the cookie or bearer token (only internal `/.pomerium/` paths read it). */
            sessionId?: string;
            /**
             * @description The signed-in user. Absent = no session (the session criteria answer `user-unauthenticated`);
             *     present with no `id` = a session without a user.
             */
            user?: {
                /** @description User id (the identity provider's subject), what the `user` criterion compares. */
                id?: string;
                /** @description Email: the directory's address when it has one, else the identity provider's. */
                email?: string;
                /** @description Directory group ids (ids, not names), what the `groups` criterion reads. */
                groups?: string[];
                /**
                 * @description Claims of the session and the user (the user's win on a shared name). Each value is a list, as the
                 *     proxy stores them; nested objects are reached with `claim/a/b` or `claim/a.b`.
                 */
                claims?: components["schemas"]["Recordstringunknown"];
            };
            /** @description Device credentials of the session, in order. */
            device?: {
                credentials?: components["schemas"]["PplDeviceCredential"][];
            };
            /** @description The client certificate of the TLS connection. */
            clientCertificate?: {
                /** @description The client sent a certificate. */
                presented?: boolean;
                /** @description PEM of the leaf certificate; fingerprint, SPKI hash and SANs are read from it. */
                leaf?: string;
                /**
                 * @description Whether the certificate verified against the configured client CA (computed by the proxy before
                 *     the policy runs: true when no client CA is configured at all). Default false.
                 */
                valid?: boolean;
            };
            /** @description An SSH connection: the login name and the offered key or certificate (base64 SSH wire format). */
            ssh?: {
                username?: string;
                publickey?: string;
            };
            /**
             * @description A workload JWT the request bears (`Authorization: Bearer`), as its provider verified it. In a route's
             *     evaluation it is accepted when the route's bearer token format (its own, else the settings') is `jwt`,
             *     a provider of the settings has its issuer and one of its audiences, and the route lists that provider
             *     (or none); in the other evaluations it is accepted as given. Accepted, the request's session is the
             *     token's: user id `sub`, email `email`, the token's claims (each value as a list, as the proxy stores
             *     claims), no directory groups.
             */
            jwtBearer?: {
                issuer: string;
                audiences?: string[];
                claims?: components["schemas"]["Recordstringunknown"];
            };
            /** @description An MCP request: its JSON-RPC method and the called tool. */
            mcp?: {
                method?: string;
                toolCall?: {
                    name?: string;
                };
            };
        };
        /** @description Construct a type with a set of properties K of type T */
        RecordstringPplHeaderValue: {
            [key: string]: components["schemas"]["PplHeaderValue"];
        };
        /** @description A header value: one string, or several (a header with an empty value counts as absent). */
        PplHeaderValue: string | string[];
        /** @description A device credential of the session, flattened with its credential and enrollment records. */
        PplDeviceCredential: {
            /** @description Device type id; `any` (the proxy's default type) when omitted. */
            typeId?: string;
            /** @description Credential id. */
            id?: string;
            /** @description Whether the credential's record exists (default true); `false` = the session names a credential that has no record. */
            exists?: boolean;
            /** @description The enrollment of the credential; absent = no enrollment record. */
            enrollment?: {
                id?: string;
                /** @description Whether an administrator approved the enrollment. */
                approved?: boolean;
            };
        };
        /** @description Answer of `POST .../policies/evaluate`: one result, or `results` for `requests`. */
        PolicyEvaluateResult: components["schemas"]["PplEvaluation"] | components["schemas"]["PplBatchEvaluation"];
        /** @description The result of evaluating a PPL document for one request. */
        PplEvaluation: {
            /**
             * @description What the proxy does: forwards (`allow`), answers 403 (`forbidden`), redirects to sign-in (`login`),
             *     to device enrollment (`device_enrollment`), answers 450 (`device_unauthorized`) or 495
             *     (`invalid_client_certificate`); or, before any policy, by the cluster's path rules (a route
             *     evaluation only): answers 400 (`rejected`) or redirects to the unescaped path (`redirect`).
             */
            outcome: components["schemas"]["PplOutcome"];
            /**
             * @description The path the proxy's policies saw, when its path rules changed the request's (normalised, slashes
             *     merged, escaped slashes unescaped), or the one a `redirect` sends the client to.
             */
            path?: string;
            /** @description Why the proxy answered before any policy (`rejected`, `redirect`), or why it did not accept the request's bearer JWT. */
            note?: string;
            /** @description `outcome` is `allow`. */
            allowed: boolean;
            /** @description The `allow` rules, OR-ed. */
            allow: components["schemas"]["PplActionResult"];
            /** @description The `deny` rules, OR-ed. */
            deny: components["schemas"]["PplActionResult"];
            /** @description Every criterion evaluated, in document order. */
            trace: components["schemas"]["PplTraceEntry"][];
            /**
             * @description Criteria the open-source proxy does not register (`date`, `day_of_week`, `time_of_day`, `record`):
             *     they count as false here, and a stock proxy refuses a policy that uses them.
             */
            unsupportedCriteria: string[];
        };
        /** @description A merged result: its value and the reasons of the inputs that decided it. */
        PplActionResult: {
            value: boolean;
            /** @description Reason codes as the proxy logs them (`email-ok`, `user-unauthenticated`, ...), sorted. */
            reasons: string[];
        };
        /** @description One criterion as evaluated. */
        PplTraceEntry: {
            /** @description The policy the criterion belongs to, when several are evaluated together. */
            policyId?: string;
            /** @description JSON Pointer of the criterion in its PPL document (`/allow/or/1`, `/0/deny/and/0`). */
            path: string;
            /** @description The criterion's name as written (`claim/groups`, `email`). */
            criterion: string;
            /** @description The criterion's own value (before a `not` or `nor` inverts it). */
            value: boolean;
            reasons: string[];
            /** @description Why the criterion answered as it did, when the reasons do not say (an unparsable PEM, a criterion the proxy lacks, ...). */
            note?: string;
        };
        /** @description Results of a batch, in the order of the requests. */
        PplBatchEvaluation: {
            results: components["schemas"]["PplEvaluation"][];
        };
        /** @description Query of getQuotas. */
        QuotasQuery: {
            /** @description Count what this namespace and those below it hold (default: the whole organization). */
            namespaceId?: string;
        };
        /** @description The answer of `getQuotas`: what the organization (or a namespace of it) holds, and its limits. */
        QuotasResponse: {
            counts: components["schemas"]["OrganizationQuotas"];
            limits: components["schemas"]["OrganizationQuotas"];
        };
        /** @description A default template (`listDefaultTemplates`): the defaults a new record of its type gets. */
        DefaultTemplate: {
            id: string;
            name: string;
            recordType: "policy" | "route" | "settings";
            defaultProperties: components["schemas"]["Recordstringunknown"];
            createdAt: string;
            updatedAt: string;
        };
        /** @description A feature flag (`listFeatureFlags`). */
        FeatureFlag: {
            name: string;
            enabled: boolean;
        };
        /**
         * @description The body of `checkIdentityProviderSettings`: identity provider settings to check before saving them
         *     in a cluster's settings. `provider` is any string so that an unknown one is reported, not refused.
         */
        IdentityProviderCheckRequest: {
            provider: string;
            clientId?: string;
            clientSecret?: string;
            url?: string;
            scopes?: string[];
            requestParams?: components["schemas"]["RecordstringstringMaxLength2048"];
        };
        /** @description Construct a type with a set of properties K of type T */
        RecordstringstringMaxLength2048: {
            [key: string]: string;
        };
        /** @description The answer of `checkIdentityProviderSettings`: `success`, or a message per field that is wrong. */
        IdentityProviderCheckResult: {
            success: boolean;
            errors?: {
                provider?: string;
                clientId?: string;
                clientSecret?: string;
                url?: string;
                scopes?: string;
                requestParams?: string;
            };
        };
        /** @description A machine identity of a cluster, whose token the proxy accepts as the user `userId`. */
        ServiceAccount: {
            /** @description The user id the proxy's policies see for requests bearing the account's token. */
            userId: string;
            description: string;
            /** @description When the account and its token stop working; absent: never. */
            expiresAt?: string;
            originatorId?: string;
            id: string;
            createdAt: string;
            updatedAt: string;
        };
        /** @description A service account as created: with its token (a JWT; `getServiceAccountToken` reads it again). */
        ServiceAccountWithToken: {
            token: string;
            /** @description The user id the proxy's policies see for requests bearing the account's token. */
            userId: string;
            description: string;
            /** @description When the account and its token stop working; absent: never. */
            expiresAt?: string;
            originatorId?: string;
            id: string;
            createdAt: string;
            updatedAt: string;
        };
        /** @description Body of getServiceAccountToken: the service account's token (a JWT the proxy verifies with the key set). */
        ServiceAccountToken: {
            token: string;
        };
        /**
         * @description Body of createServiceAccount, and the fields a patchServiceAccount works on. A service account is a
         *     machine identity of one cluster: the proxy sees requests bearing its token as the user `userId`.
         */
        ServiceAccountWrite: {
            /** @description What the account is for. */
            description: string;
            /** @description The user id the proxy's policies see for requests bearing the account's token (the PPL `user` criterion). */
            userId: string;
            /**
             * Format: date-time
             * @description When the account and its token stop working (RFC 3339, in the future when set); absent: never.
             */
            expiresAt?: string;
            originatorId?: string;
        };
        /** @description Query of listServiceAccounts. */
        ServiceAccountListQuery: {
            offset?: number;
            /** @description Page size; values above 1000 are read as 1000 (the hosted API's type is unbounded). */
            limit?: number;
        };
        /** @description A stored policy test suite. */
        PolicyTestSuite: {
            id: string;
            createdAt: string;
            updatedAt: string;
            namespaceId: string;
            name: string;
            description: string;
            cases: components["schemas"]["PolicyTestCase"][];
            originatorId?: string;
        };
        /**
         * @description One case: a request to a route and the answer the proxy must give. The route is named by id
         *     (`routeId`), or found as the proxy finds it, by `host` and `path`.
         */
        PolicyTestCase: {
            /** @description Unique within its suite; reports name the case by it. */
            name: string;
            routeId?: string;
            /** @description With `path`: the request's host, matched against the routes' `from` as the proxy matches it. */
            host?: string;
            /** @description The request's path (default `/`); with `routeId`, the path the route is asked for. */
            path?: string;
            /** @description The request as the simulator takes it (the user, groups, headers, device, certificate, ...); `path` and `host` above win. */
            request?: components["schemas"]["PplRequestContext"];
            /** @description The answer the proxy must give. */
            expect: components["schemas"]["PplOutcome"];
            /** @description The rule that must decide it (a criterion among those that made the outcome). */
            decidedBy?: components["schemas"]["PolicyTestRule"];
        };
        /** @description The rule a case expects to decide its request: a policy and a JSON Pointer into its PPL. */
        PolicyTestRule: {
            /** @description The policy (saved, visible from the case's route). */
            policyId: string;
            /**
             * @description JSON Pointer into the policy's PPL document: a criterion (`/allow/or/0`), a term (`/deny/and`) or
             *     an action (`/allow`); for a list of rules, prefixed by the rule's index (`/1/allow/or/0`).
             */
            rule: string;
        };
        /** @description Body of a policy test suite's create and update. */
        PolicyTestSuiteWrite: {
            /** @description Where it lives: it runs for every cluster this namespace belongs to (its own, the ones below and above it). */
            namespaceId: string;
            name: components["schemas"]["EntityName"];
            description?: string;
            cases: components["schemas"]["PolicyTestCase"][];
            /** @description Who wrote it through which tool (`terraform`, ...), as on every configuration kind. */
            originatorId?: string;
        };
        /** @description Body of `POST .../changesets/{id}/replay`: the proxy's `authorize check` log lines, as it writes them (JSON, one per line). */
        ReplayRequest: {
            lines: string[];
        };
        /** @description What replaying recorded requests on the applied and the pending configuration showed. */
        ReplayReport: {
            /** @description Lines read. */
            lines: number;
            /** @description `authorize check` lines evaluated on both configurations. */
            replayed: number;
            /** @description JSON lines that are not `authorize check` entries (other log lines). */
            skipped: number;
            /** @description Lines that are not JSON objects, or lack a host: counted, never fatal. */
            unparsable: number;
            /** @description The first problems, by line number (1-based). */
            problems: {
                line: number;
                message: string;
            }[];
            /** @description Replayed requests whose answer is the same on both. */
            unchanged: number;
            /** @description Forbidden (or sent to sign in, ...) before, allowed after: most requests first. */
            gained: components["schemas"]["AccessChange"][];
            /** @description Allowed before, not after. */
            lost: components["schemas"]["AccessChange"][];
            /** @description Another answer, neither allowed before nor after (`login` → `forbidden`, ...). */
            changed: components["schemas"]["AccessChange"][];
            /** @description Whether a list was cut at 1 000 entries. */
            truncated: boolean;
        };
        /** @description Who gained or lost access (or got another answer) to a route, and how many replayed requests say so. */
        AccessChange: {
            /** @description The route after the change (before it, when no route takes the request any more). */
            routeId?: string;
            routeName?: string;
            host: string;
            /** @description The requester: the email, else the user id, else `(no session)`. */
            who: string;
            before: "rejected" | "allow" | "forbidden" | "login" | "device_enrollment" | "device_unauthorized" | "invalid_client_certificate" | "redirect" | "no_route";
            after: "rejected" | "allow" | "forbidden" | "login" | "device_enrollment" | "device_unauthorized" | "invalid_client_certificate" | "redirect" | "no_route";
            requests: number;
            /** @description One of the requests (method and path). */
            example: {
                method: string;
                path: string;
            };
        };
        /** @description The approval policy of a cluster or namespace: it governs the clusters at and below it (the nearest one wins). */
        ApprovalPolicy: {
            namespaceId: string;
            required: number;
            approverRoles: components["schemas"]["OrganizationRole"][];
            requireTestsPass: boolean;
            rules: components["schemas"]["ApprovalRule"][];
            createdAt: string;
            updatedAt: string;
        };
        /**
         * @description A rule of an approval policy: the approvals changes of some source or kind need. A draft needs, for
         *     each of its changes, the `required` of the first rule that matches it (the policy's own `required`
         *     when none does), and the most any of its changes needs.
         */
        ApprovalRule: {
            /** @description A name for messages (`ingress controller`). */
            name?: string;
            /** @description Matches changes to entities whose `originatorId` is one of these (what wrote them: `ingress-controller`, `terraform`). */
            originatorIds?: string[];
            /** @description Matches changes to entities of these types. */
            entityTypes?: components["schemas"]["ApprovalEntityType"][];
            /** @description Approvals such a change needs: 0 lets it apply (and auto-apply) without any. */
            required: number;
        };
        /** @description The configuration entity types a rule of an approval policy may name. */
        ApprovalEntityType: "key_pair" | "policy" | "route" | "settings" | "service_account" | "policy_test_suite";
        /** @description Body of `PUT .../namespaces/{namespaceId}/approvalPolicy`. */
        ApprovalPolicyWrite: {
            /** @description Approvals a draft needs, by default (`rules` may ask fewer or more for some changes). */
            required: number;
            /** @description Roles whose members may approve. */
            approverRoles?: components["schemas"]["OrganizationRole"][];
            /** @description Refuse an approval while the draft fails a policy test case. */
            requireTestsPass?: boolean;
            /** @description Per-source and per-kind rules, the first match per change. */
            rules?: components["schemas"]["ApprovalRule"][];
        };
        /** @description Where a draft stands with its cluster's approval policy (`GET .../changesets/{id}/approvals`). */
        ChangesetApprovals: {
            changesetId: string;
            /** @description The namespace whose policy governs the cluster; absent when none does (no approvals needed). */
            policyNamespaceId?: string;
            /** @description Approvals the draft needs as it is now. */
            required: number;
            /** @description The draft's content digest now. */
            digest: string;
            approvals: components["schemas"]["Approval"][];
            /** @description Approvals still missing (`required` minus the valid ones, at least 0). */
            missing: number;
            /** @description Who wrote the draft's changes: none of them may approve it. */
            authors: string[];
            approverRoles: components["schemas"]["OrganizationRole"][];
        };
        /** @description One approval of a draft. */
        Approval: {
            userId: string;
            email: string;
            role: components["schemas"]["OrganizationRole"];
            at: string;
            /** @description The draft's content digest it was given for: any later change to the draft voids it. */
            digest: string;
            /** @description Whether it counts for the draft as it is now (same digest, and the approver wrote none of it). */
            valid: boolean;
        };
        /** @description Body of `POST .../changesets/{id}/apply` (optional; the hosted API sends none). */
        ApplyRequest: {
            /**
             * @description Apply without the approvals the policy asks (an owner only), with a reason the activity log keeps
             *     beside the flag `breakGlass`. The policy test suites still run.
             */
            breakGlass?: {
                reason: string;
            };
        };
    };
    responses: never;
    parameters: {
        /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
        IfMatch: string;
        /** @description 304 when the tag is current. */
        IfNoneMatch: string;
        /** @description `wait=N` (1 to 60) with `If-None-Match`: wait up to N seconds for something newer than the tag before answering 304. */
        PreferWait: string;
        /** @description `count=exact` asks for `X-Total-Count` even when counting costs a query. */
        PreferCount: string;
    };
    requestBodies: never;
    headers: {
        /** @description Identifies the response in the server's logs. */
        ResponseId: string;
        /** @description The version of the object, as a weak tag. */
        ETag: string;
        /** @description Matches before `offset`/`limit` were applied. */
        TotalCount: number;
        /** @description Seconds to wait before trying again. */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getIdToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many failed exchanges, or too much simulation work (`resource_exhausted`); see `Retry-After`. */
            429: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionInfo"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateCurrentUserInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteCurrentUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listUserInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"][];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    rejectInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSigningKeySet: {
        parameters: {
            query?: never;
            header?: {
                /** @description 304 when the tag is current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SigningKeySet"];
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. */
            304: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatus"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatus"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description 304 when the tag is current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. */
            304: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listOrganizations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"][];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganizationWrite"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedOrganizationResponse"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateOrganization: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganizationWrite"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteOrganization: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    leaveOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getQuotas: {
        parameters: {
            query?: {
                /** @description Count what this namespace and those below it hold (default: the whole organization). */
                namespaceId?: string;
            };
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuotasResponse"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listUsersInOrganization: {
        parameters: {
            query?: {
                userType?: "user_type_interactive" | "user_type_api_access";
            };
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationUser"][];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createApiAccessUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiAccessUserCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiAccessUserWithToken"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    removeUserFromOrganization: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    RenewApiUserRefreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefreshTokenResponse"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listOrganizationInvites: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invite"][];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createOrganizationInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invite"][];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteOrganizationInvite: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listNamespaces: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Namespace"][];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createNamespace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NamespaceCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Namespace"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateNamespace: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                namespaceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NamespaceUpdate"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Namespace"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteNamespace: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                namespaceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    generateSubdomainName: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubdomainName"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkIdentityProviderSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdentityProviderCheckRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityProviderCheckResult"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listDefaultTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                recordType: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DefaultTemplate"][];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listFeatureFlags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureFlag"][];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listClusters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cluster"][];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createCluster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClusterCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClusterWithToken"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCluster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                clusterId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cluster"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateCluster: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                clusterId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClusterUpdate"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cluster"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteCluster: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                clusterId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    rotateClusterToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                clusterId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefreshTokenResponse"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAppliedConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description 304 when the tag is current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description `wait=N` (1 to 60) with `If-None-Match`: wait up to N seconds for something newer than the tag before answering 304. */
                Prefer?: components["parameters"]["PreferWait"];
            };
            path: {
                organizationId: string;
                clusterId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppliedConfig"];
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. */
            304: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getProxyConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description 304 when the tag is current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description `wait=N` (1 to 60) with `If-None-Match`: wait up to N seconds for something newer than the tag before answering 304. */
                Prefer?: components["parameters"]["PreferWait"];
            };
            path: {
                organizationId: string;
                clusterId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/yaml": string;
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. */
            304: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                clusterId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Settings"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                clusterId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingsWrite"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Settings"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                clusterId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchDocument"];
                "application/json-patch+json": components["schemas"]["PatchDocument"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Settings"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPolicies: {
        parameters: {
            query: {
                namespaceId: string;
                includeDescendants?: boolean;
                offset?: number;
                /** @description Page size; values above 10 000 are read as 10 000 (the hosted API's type is unbounded). */
                limit?: number;
                /** @description Comma-separated fields, `-` for descending; the fields of the list's `filter` (docs/wire-contract.md). */
                orderBy?: string;
                /** @description The hosted API's JSON filter model: `{items: [{field, operator, value}], logicOperator?, quickFilterValues?, quickFilterLogicOperator?}`. */
                filter?: string;
            };
            header?: {
                /** @description `count=exact` asks for `X-Total-Count` even when counting costs a query. */
                Prefer?: components["parameters"]["PreferCount"];
            };
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Policy"][];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PolicyWrite"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Policy"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                policyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Policy"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updatePolicy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                policyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PolicyWrite"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Policy"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deletePolicy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                policyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchPolicy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                policyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchDocument"];
                "application/json-patch+json": components["schemas"]["PatchDocument"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Policy"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    evaluatePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PolicyEvaluateRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyEvaluateResult"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many failed exchanges, or too much simulation work (`resource_exhausted`); see `Retry-After`. */
            429: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listRoutes: {
        parameters: {
            query: {
                namespaceId: string;
                includeDescendants?: boolean;
                offset?: number;
                /** @description Page size; values above 10 000 are read as 10 000 (the hosted API's type is unbounded). */
                limit?: number;
                /** @description Comma-separated fields, `-` for descending; the fields of the list's `filter` (docs/wire-contract.md). */
                orderBy?: string;
                /** @description The hosted API's JSON filter model: `{items: [{field, operator, value}], logicOperator?, quickFilterValues?, quickFilterLogicOperator?}`. */
                filter?: string;
            };
            header?: {
                /** @description `count=exact` asks for `X-Total-Count` even when counting costs a query. */
                Prefer?: components["parameters"]["PreferCount"];
            };
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Route"][];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createRoute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RouteWrite"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Route"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRoute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                routeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Route"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateRoute: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                routeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RouteWrite"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Route"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteRoute: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                routeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchRoute: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                routeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchDocument"];
                "application/json-patch+json": components["schemas"]["PatchDocument"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Route"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRouteCertificates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                routeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyPair"][];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listKeyPairs: {
        parameters: {
            query: {
                namespaceId: string;
                includeDescendants?: boolean;
                offset?: number;
                /** @description Page size; values above 10 000 are read as 10 000 (the hosted API's type is unbounded). */
                limit?: number;
                /** @description Comma-separated fields, `-` for descending; the fields of the list's `filter` (docs/wire-contract.md). */
                orderBy?: string;
                /** @description The hosted API's JSON filter model: `{items: [{field, operator, value}], logicOperator?, quickFilterValues?, quickFilterLogicOperator?}`. */
                filter?: string;
            };
            header?: {
                /** @description `count=exact` asks for `X-Total-Count` even when counting costs a query. */
                Prefer?: components["parameters"]["PreferCount"];
            };
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyPair"][];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createKeyPair: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeyPairWrite"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyPair"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getKeyPair: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                keyPairId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyPair"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateKeyPair: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                keyPairId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeyPairWrite"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyPair"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteKeyPair: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                keyPairId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchKeyPair: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                keyPairId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchDocument"];
                "application/json-patch+json": components["schemas"]["PatchDocument"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyPair"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listServiceAccounts: {
        parameters: {
            query?: {
                offset?: number;
                /** @description Page size; values above 1000 are read as 1000 (the hosted API's type is unbounded). */
                limit?: number;
            };
            header?: {
                /** @description `count=exact` asks for `X-Total-Count` even when counting costs a query. */
                Prefer?: components["parameters"]["PreferCount"];
            };
            path: {
                organizationId: string;
                clusterId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAccount"][];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                clusterId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceAccountWrite"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAccountWithToken"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                clusterId: string;
                serviceAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAccount"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteServiceAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                clusterId: string;
                serviceAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchServiceAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                clusterId: string;
                serviceAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchDocument"];
                "application/json-patch+json": components["schemas"]["PatchDocument"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAccount"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getServiceAccountToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                clusterId: string;
                serviceAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAccountToken"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listChangesets: {
        parameters: {
            query?: {
                clusterId?: string;
                status?: "pending" | "applying" | "applied" | "failed" | "current" | "rejected";
                offset?: number;
                /** @description Page size; values above 1000 are read as 1000 (the hosted API's type is unbounded). */
                limit?: number;
                /** @description Comma-separated fields, `-` for descending (default: newest first). */
                orderBy?: string;
                /** @description The hosted API's JSON filter model (docs/wire-contract.md). */
                filter?: string;
            };
            header?: {
                /** @description `count=exact` asks for `X-Total-Count` even when counting costs a query. */
                Prefer?: components["parameters"]["PreferCount"];
            };
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Changeset"][];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    compareChangesets: {
        parameters: {
            query: {
                clusterId: string;
                firstId?: string;
                secondId?: string;
            };
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangesetComparison"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    applyChangeset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                changesetId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ApplyRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Changeset"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    rejectChangeset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                changesetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Changeset"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    revertChangeset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                changesetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Changeset"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listActivityLogs: {
        parameters: {
            query?: {
                activityType?: "create" | "delete" | "update";
                entityId?: string;
                entityType?: "changeset" | "custom_domain" | "domain" | "feature_flag" | "key_pair" | "namespace" | "organization" | "policy" | "route" | "settings" | "service_account" | "policy_test_suite";
                changesetId?: string;
                namespaceId?: string;
                userId?: string;
                offset?: number;
                /** @description Page size; values above 1000 are read as 1000 (the hosted API's type is unbounded). */
                limit?: number;
                /** @description Comma-separated fields, `-` for descending (default: newest first). */
                orderBy?: string;
                /** @description The hosted API's JSON filter model (docs/wire-contract.md). */
                filter?: string;
            };
            header?: {
                /** @description `count=exact` asks for `X-Total-Count` even when counting costs a query. */
                Prefer?: components["parameters"]["PreferCount"];
            };
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityLog"][];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPolicyTestSuites: {
        parameters: {
            query: {
                namespaceId: string;
                includeDescendants?: boolean;
                offset?: number;
                /** @description Page size; values above 10 000 are read as 10 000 (the hosted API's type is unbounded). */
                limit?: number;
                /** @description Comma-separated fields, `-` for descending; the fields of the list's `filter` (docs/wire-contract.md). */
                orderBy?: string;
                /** @description The hosted API's JSON filter model: `{items: [{field, operator, value}], logicOperator?, quickFilterValues?, quickFilterLogicOperator?}`. */
                filter?: string;
            };
            header?: {
                /** @description `count=exact` asks for `X-Total-Count` even when counting costs a query. */
                Prefer?: components["parameters"]["PreferCount"];
            };
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTestSuite"][];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createPolicyTestSuite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PolicyTestSuiteWrite"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTestSuite"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPolicyTestSuite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                policyTestSuiteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTestSuite"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updatePolicyTestSuite: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                policyTestSuiteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PolicyTestSuiteWrite"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTestSuite"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deletePolicyTestSuite: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                policyTestSuiteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchPolicyTestSuite: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                policyTestSuiteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchDocument"];
                "application/json-patch+json": components["schemas"]["PatchDocument"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTestSuite"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    testChangeset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                changesetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTestReport"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    replayChangeset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                changesetId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplayRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReplayReport"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApprovalPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                namespaceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalPolicy"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putApprovalPolicy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                namespaceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovalPolicyWrite"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalPolicy"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteApprovalPolicy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                organizationId: string;
                namespaceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getChangesetApprovals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                changesetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangesetApprovals"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    approveChangeset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                changesetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangesetApprovals"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    withdrawApproval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                changesetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangesetApprovals"];
                };
            };
            /** @description The request is malformed or fails validation (`invalid_argument`); `details` names every offending value. */
            400: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid, current token (`unauthenticated`); the same body for every cause. */
            401: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`). */
            403: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource, or one the caller may not see (`not_found`). */
            404: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`). */
            409: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `If-Match` does not name the current version (`precondition_failed`). */
            412: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Something unexpected (`internal`); the message carries a response id, details go to the log. */
            500: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`. */
            503: {
                headers: {
                    "X-Response-Id": components["headers"]["ResponseId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
