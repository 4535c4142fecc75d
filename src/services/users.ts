/**
 * Users: interactive users (people, authenticated by the embedding application) and API-access users
 * (machines, authenticated by a refresh token that is shown once and stored only as a hash).
 */
import { validateApiAccessUserCreate } from "../validation/generated/validators.js";
import { writeInput, type WriteShape } from "../validation/write-input.js";
import { checkActsOn, checkGrant } from "../auth/roles.js";
import { hashToken, MIN_CHOSEN_TOKEN_LENGTH, mintToken, REFRESH_TOKEN_PREFIX, tokenMatches } from "../auth/secret-tokens.js";
import type { ApiAccessUserWithToken, OrganizationUser, User } from "../domain/entities.js";
import type { OrganizationRole, UserType } from "../domain/primitives.js";
import type { ApiAccessUserCreate } from "../domain/requests.js";
import { AccessPlaneError, isAccessPlaneError, notFound } from "../errors.js";
import { GLOBAL_SCOPE, ops, unversioned, type Stored, type WriteOp } from "../store/port.js";
import type { MembershipRecord, OrganizationRecord, UserRecord } from "../store/records.js";
import { membershipId, type Mark } from "./read-cache.js";
import { organizationActivityOp, checkExpectedVersion, checkQuotaOf, nowIso, retryOnConflict, type Actor, type ServiceContext } from "./context.js";

/** Where `updateCurrentUserInfo` gets fresh profile data for an interactive user. */
export interface IdentityProvider {
  /** The user's current profile at the identity provider; fields left out keep their stored value. */
  getUserInfo(user: { id: string; subject: string; email: string }): Promise<Partial<Omit<Identity, "subject">>>;
}

/** Who the embedding application says a request comes from. */
export interface Identity {
  /** Stable identifier of the person in the application's identity system. */
  subject: string;
  email: string;
  displayName?: string;
  photoUrl?: string;
}

/**
 * The address of an API-access user: machines have no mailbox, but clients of the hosted API require a
 * valid address, so each gets a stable one under the reserved `.invalid` domain (RFC 2606), never routable.
 */
function apiAccessEmail(userId: string): string {
  return `${userId.toLowerCase()}@api-access.invalid`;
}

/** A user's address on the wire: API-access users written before they had one get theirs. */
function emailOf(record: UserRecord): string {
  return record.email === "" && record.type === "user_type_api_access" ? apiAccessEmail(record.id) : record.email;
}

/** Maps a stored user to its wire form (never hashes or generations). */
export function toUser(record: UserRecord): User {
  return {
    id: record.id,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    email: emailOf(record),
    displayName: record.displayName,
    needsOnboarding: record.needsOnboarding,
    photoUrl: record.photoUrl,
    type: record.type,
  };
}

/** The actor a user is in the activity log. */
export function actorOf(user: UserRecord): Actor {
  return { id: user.id, email: emailOf(user), displayName: user.displayName, photoUrl: user.photoUrl };
}

/**
 * An API-access user as the activity log shows it. Its changes are changes of its organization's
 * members, as for people: the hosted API's entity types have no user type, and `service_account` names
 * service accounts, which are another thing.
 */
function apiAccessMemberData(user: UserRecord, role: OrganizationRole): Record<string, unknown> {
  return { ...toUser(user), organizationRole: role };
}

export { membershipId };

/** How an API-access user create is read. */
const API_ACCESS_USER_CREATE: WriteShape<ApiAccessUserCreate> = { validate: validateApiAccessUserCreate, what: "API-access user" };

/**
 * Users (interactive people and API-access machine users) and their memberships. Reached as
 * `plane.services.users`.
 *
 * @example
 * ```ts
 * const bot = await plane.services.users.createApiAccessUser(orgId, { name: "ci", role: "member" }, actor, "owner");
 * // bot.refreshToken is shown this once; exchange it at POST /token for ID tokens.
 * ```
 */
export interface UserService {
  /** One user by id, or `undefined`. */
  find(userId: string): Promise<User | undefined>;
  /** The interactive user of an identity, created on first sight with `needsOnboarding: true`. */
  resolveIdentity(identity: Identity): Promise<User>;
  /**
   * The API-access user a refresh token belongs to, or `undefined` for any token that is not a current
   * one (unknown, renewed, removed).
   */
  authenticateRefreshToken(token: string): Promise<User | undefined>;
  /** Users of an organization with their roles, optionally of one type. */
  listInOrganization(orgId: string, userType?: UserType): Promise<OrganizationUser[]>;
  /**
   * Creates an API-access user in an organization. The result carries its refresh token, which is
   * never shown again. `refreshToken` (at least 32 characters) chooses the token, for automation that
   * must know it in advance. `permission_denied` when the role asked for ranks above `actorRole`.
   */
  createApiAccessUser(
    orgId: string,
    body: ApiAccessUserCreate,
    actor: Actor,
    actorRole: OrganizationRole,
    options?: { refreshToken?: string },
  ): Promise<ApiAccessUserWithToken>;
  /**
   * Issues a new refresh token; every earlier one, and the ID tokens exchanged from them, stop working.
   * `permission_denied` when the user's role ranks above `actorRole` (an admin receiving an owner's
   * token would become that owner).
   */
  renewRefreshToken(orgId: string, userId: string, actor: Actor, actorRole: OrganizationRole): Promise<{ refreshToken: string }>;
  /**
   * Makes an existing interactive user a member of an organization with `role` (for embedding
   * applications that manage membership themselves). `already_exists` when they are a member.
   */
  addMembership(orgId: string, userId: string, role: OrganizationRole, actor: Actor): Promise<OrganizationUser>;
  /**
   * Removes a user from an organization. An API-access user is deleted with it (its tokens stop
   * working at once); an interactive user only loses the membership. The last owner cannot be removed,
   * and nobody removes a user whose role ranks above their own (only an owner removes an owner).
   * `precondition_failed` when `expectedVersion` (an `If-Match`) is given and is not the version of the
   * user's membership (1 until its role or token changes).
   */
  removeFromOrganization(orgId: string, userId: string, actor: Actor, actorRole: OrganizationRole, expectedVersion?: number): Promise<void>;
  /**
   * The user leaves an organization (`leaveOrganization`): as a removal of themselves, so an API-access
   * user is deleted with it. `failed_precondition` for the last owner.
   */
  leave(orgId: string, userId: string, actor: Actor): Promise<void>;
  /**
   * Deletes a person (`deleteCurrentUser`): their memberships and their user record, in one commit.
   * `permission_denied` for API-access users (their organization removes them); `failed_precondition`
   * while they are the last owner of an organization. `precondition_failed` when `expectedVersion` (an
   * `If-Match`) is given and is not the version of their user record.
   */
  deleteSelf(userId: string, actor: Actor, expectedVersion?: number): Promise<void>;
  /** Refreshes an interactive user's profile from the identity provider, if one is configured. */
  refreshInfo(userId: string): Promise<User>;
}

/** Implements {@link UserService} (internal: the control plane constructs it). */
export class DefaultUserService implements UserService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly identityProvider?: IdentityProvider,
  ) {}

  async find(userId: string): Promise<User | undefined> {
    const found = await this.findRecord(userId);
    return found === undefined ? undefined : toUser(found);
  }

  /** The stored user, for the services that build on it. */
  async findRecord(userId: string): Promise<Stored<UserRecord> | undefined> {
    return this.ctx.store.get("user", GLOBAL_SCOPE, userId);
  }

  /**
   * The stored user behind a token, for the check that the token is not revoked: as current as a read
   * of the store (kept in memory only while the store's change mark, or `mark` read once for the
   * request, proves it unchanged). Not to be changed.
   */
  async recordForTokenCheck(userId: string, mark?: Mark): Promise<Stored<UserRecord> | undefined> {
    return this.ctx.reads.user(userId, mark);
  }

  async resolveIdentity(identity: Identity): Promise<User> {
    return toUser(await this.resolveIdentityRecord(identity));
  }

  /** The stored interactive user of an identity, created on first sight. */
  async resolveIdentityRecord(identity: Identity): Promise<Stored<UserRecord>> {
    if (typeof identity.subject !== "string" || identity.subject.length === 0) {
      throw new AccessPlaneError("unauthenticated", "authentication required");
    }
    const existing = await this.findBySubject(identity.subject);
    if (existing !== undefined) return existing;
    const at = nowIso(this.ctx);
    const record: UserRecord = {
      id: this.ctx.newId(),
      createdAt: at,
      updatedAt: at,
      type: "user_type_interactive",
      // The hook is the application's code: tolerate missing fields rather than fail the request.
      email: typeof identity.email === "string" ? identity.email.toLowerCase() : "",
      displayName: typeof identity.displayName === "string" ? identity.displayName : "",
      photoUrl: typeof identity.photoUrl === "string" ? identity.photoUrl : "",
      needsOnboarding: true,
      subject: identity.subject,
    };
    try {
      await this.ctx.store.commit({ ops: [ops.insert("user", GLOBAL_SCOPE, record)] });
      return { ...record, version: 1 };
    } catch (error) {
      // Two first requests of the same person raced; the other one created the record.
      const raced = isAccessPlaneError(error, "already_exists") ? await this.findBySubject(identity.subject) : undefined;
      if (raced === undefined) throw error;
      return raced;
    }
  }

  async listInOrganization(orgId: string, userType?: UserType): Promise<OrganizationUser[]> {
    const where = userType === undefined ? { orgId } : { orgId, userType };
    const { items } = await this.ctx.store.list("membership", GLOBAL_SCOPE, { where });
    const users = await this.ctx.store.getMany(
      "user",
      GLOBAL_SCOPE,
      items.map((m) => m.userId),
    );
    const byId = new Map(users.map((u) => [u.id, u]));
    return items.flatMap((m) => {
      const user = byId.get(m.userId);
      return user === undefined ? [] : [{ ...toUser(user), organizationRole: m.role }];
    });
  }

  async createApiAccessUser(
    orgId: string,
    body: ApiAccessUserCreate,
    actor: Actor,
    actorRole: OrganizationRole,
    options: { refreshToken?: string } = {},
  ): Promise<ApiAccessUserWithToken> {
    const input = writeInput(body, API_ACCESS_USER_CREATE);
    checkGrant(actorRole, input.role ?? "member");
    // A create that raced another past the quota reads again (and is then refused).
    return retryOnConflict(async () => {
      const org = await this.ctx.store.get("organization", orgId, orgId);
      if (org === undefined) throw notFound("organization");
      const apiMembers = { kind: "membership" as const, scope: GLOBAL_SCOPE, where: { orgId, userType: "user_type_api_access" } };
      const quota = await checkQuotaOf(this.ctx, org, apiMembers, org.quotas.apiUsers, "API-access users");
      const planned = this.buildApiAccessUser(this.ctx.newId(), org, input, actor, options);
      await this.ctx.store.commit({ ops: planned.ops, checks: quota });
      return planned.user;
    });
  }

  /**
   * The writes that create an API-access user with `id` in `org` (no quota or rank check), to commit
   * with others in one batch (bootstrap creates its organization and owner in one commit).
   */
  buildApiAccessUser(
    id: string,
    org: Pick<OrganizationRecord, "id" | "name">,
    input: ApiAccessUserCreate,
    actor: Actor,
    options: { refreshToken?: string } = {},
  ): { ops: WriteOp[]; user: ApiAccessUserWithToken } {
    const orgId = org.id;
    const at = nowIso(this.ctx);
    const chosen = options.refreshToken;
    if (chosen !== undefined && (chosen.length < MIN_CHOSEN_TOKEN_LENGTH || !/^[\x21-\x7e]+$/.test(chosen))) {
      throw new AccessPlaneError("invalid_argument", `a chosen refresh token needs at least ${MIN_CHOSEN_TOKEN_LENGTH} printable characters without spaces`);
    }
    const minted = chosen === undefined ? mintToken(REFRESH_TOKEN_PREFIX) : { token: chosen, hash: hashToken(chosen) };
    const role = input.role ?? "member";
    const user: UserRecord = {
      id,
      createdAt: at,
      updatedAt: at,
      type: "user_type_api_access",
      email: apiAccessEmail(id),
      displayName: input.name,
      photoUrl: "",
      needsOnboarding: false,
      orgId,
      refreshTokenHash: minted.hash,
      tokenGeneration: 1,
    };
    const membership: MembershipRecord = {
      id: membershipId(orgId, id),
      createdAt: at,
      updatedAt: at,
      orgId,
      userId: id,
      role,
      userType: "user_type_api_access",
    };
    return {
      ops: [
        ops.insert("user", GLOBAL_SCOPE, user),
        ops.insert("membership", GLOBAL_SCOPE, membership),
        organizationActivityOp(this.ctx, actor, "update", { id: orgId, name: org.name }, { memberAdded: apiAccessMemberData(user, role) }),
      ],
      user: { ...toUser(user), refreshToken: minted.token },
    };
  }

  async authenticateRefreshToken(token: string): Promise<User | undefined> {
    const found = await this.authenticateRecord(token);
    return found === undefined ? undefined : toUser(found);
  }

  /** The stored API-access user of a current refresh token: found by the token's hash, then compared in constant time. */
  async authenticateRecord(token: string): Promise<Stored<UserRecord> | undefined> {
    if (token.length === 0 || token.length > 512) return undefined;
    const refreshTokenHash = hashToken(token);
    const { items } = await this.ctx.store.list("user", GLOBAL_SCOPE, { where: { refreshTokenHash }, limit: 1 });
    const user = items[0];
    if (user === undefined || user.type !== "user_type_api_access" || user.refreshTokenHash === undefined) return undefined;
    return tokenMatches(token, user.refreshTokenHash) ? user : undefined;
  }

  async renewRefreshToken(orgId: string, userId: string, actor: Actor, actorRole: OrganizationRole): Promise<{ refreshToken: string }> {
    return retryOnConflict(async () => {
      const user = await this.findRecord(userId);
      const membership = user === undefined ? undefined : await this.membership(orgId, userId);
      if (user === undefined || membership === undefined) throw notFound("user");
      if (user.type !== "user_type_api_access") {
        throw new AccessPlaneError("invalid_argument", "only API-access users have refresh tokens to renew");
      }
      checkActsOn(actorRole, membership.role);
      const org = await this.ctx.store.get("organization", orgId, orgId);
      const minted = mintToken(REFRESH_TOKEN_PREFIX);
      const record: UserRecord = {
        ...unversioned(user),
        refreshTokenHash: minted.hash,
        tokenGeneration: (user.tokenGeneration ?? 0) + 1,
        updatedAt: nowIso(this.ctx),
      };
      await this.ctx.store.commit({
        ops: [
          ops.update("user", GLOBAL_SCOPE, record, user.version),
          organizationActivityOp(
            this.ctx,
            actor,
            "update",
            { id: orgId, name: org?.name ?? "" },
            { memberTokenRenewed: apiAccessMemberData(record, membership.role) },
          ),
        ],
      });
      return { refreshToken: minted.token };
    });
  }

  /**
   * The membership of a user in an organization, or `undefined`. `forRead`: for a read, which may use
   * one read a moment ago (see ReadCache), or with `mark` (the store's change mark, read once for the
   * request) one kept while the mark stands.
   */
  async membership(orgId: string, userId: string, options: { forRead?: boolean; mark?: Mark } = {}): Promise<Stored<MembershipRecord> | undefined> {
    // A write always reads it.
    if (options.forRead === true) return this.ctx.reads.membership(orgId, userId, options.mark);
    return this.ctx.store.get("membership", GLOBAL_SCOPE, membershipId(orgId, userId));
  }

  async addMembership(orgId: string, userId: string, role: OrganizationRole, actor: Actor): Promise<OrganizationUser> {
    const org = await this.ctx.store.get("organization", orgId, orgId);
    const user = await this.findRecord(userId);
    if (org === undefined) throw notFound("organization");
    if (user === undefined) throw notFound("user");
    if (user.type !== "user_type_interactive") {
      throw new AccessPlaneError("invalid_argument", "API-access users belong to the organization that created them");
    }
    const at = nowIso(this.ctx);
    const membership: MembershipRecord = {
      id: membershipId(orgId, userId),
      createdAt: at,
      updatedAt: at,
      orgId,
      userId,
      role,
      userType: user.type,
    };
    await this.ctx.store.commit({
      ops: [
        ops.insert("membership", GLOBAL_SCOPE, membership),
        organizationActivityOp(this.ctx, actor, "update", { id: orgId, name: org.name }, { memberAdded: { ...toUser(user), organizationRole: role } }),
      ],
    });
    return { ...toUser(user), organizationRole: role };
  }

  async leave(orgId: string, userId: string, actor: Actor): Promise<void> {
    const membership = await this.membership(orgId, userId);
    if (membership === undefined) throw notFound("organization");
    await this.removeFromOrganization(orgId, userId, actor, membership.role);
  }

  async deleteSelf(userId: string, actor: Actor, expectedVersion?: number): Promise<void> {
    await retryOnConflict(async () => {
      const current = await this.findRecord(userId);
      if (current === undefined) throw notFound("user");
      checkExpectedVersion(expectedVersion, current.version);
      if (current.type === "user_type_api_access") {
        throw new AccessPlaneError("permission_denied", "API-access users are removed by their organization, not by themselves");
      }
      const memberships = (await this.ctx.store.list("membership", GLOBAL_SCOPE, { where: { userId } })).items;
      const writes: WriteOp[] = [];
      for (const membership of memberships) {
        if (membership.role === "owner") {
          const owners = await this.ctx.store.list("membership", GLOBAL_SCOPE, { where: { orgId: membership.orgId, role: "owner" }, limit: 2 });
          if (owners.items.length < 2) {
            throw new AccessPlaneError("failed_precondition", `you are the last owner of organization ${membership.orgId}: transfer it or delete it first`);
          }
        }
        const org = await this.ctx.store.get("organization", membership.orgId, membership.orgId);
        writes.push(
          ops.delete("membership", GLOBAL_SCOPE, membership.id, membership.version),
          organizationActivityOp(
            this.ctx,
            actor,
            "update",
            { id: membership.orgId, name: org?.name ?? "" },
            { memberRemoved: { ...toUser(current), organizationRole: membership.role } },
          ),
        );
      }
      writes.push(ops.delete("user", GLOBAL_SCOPE, current.id, current.version));
      await this.ctx.store.commit({ ops: writes });
    });
  }

  async removeFromOrganization(orgId: string, userId: string, actor: Actor, actorRole: OrganizationRole, expectedVersion?: number): Promise<void> {
    await retryOnConflict(async () => {
      const membership = await this.membership(orgId, userId);
      const user = await this.findRecord(userId);
      if (membership === undefined || user === undefined) throw notFound("user");
      checkActsOn(actorRole, membership.role);
      checkExpectedVersion(expectedVersion, membership.version);
      if (membership.role === "owner") {
        const owners = await this.ctx.store.list("membership", GLOBAL_SCOPE, { where: { orgId, role: "owner" }, limit: 2 });
        if (owners.items.length < 2) {
          throw new AccessPlaneError("failed_precondition", "the last owner of an organization cannot be removed");
        }
      }
      const org = await this.ctx.store.get("organization", orgId, orgId);
      // An API-access user is deleted with its membership.
      const apiAccess = user.type === "user_type_api_access";
      const removed = apiAccess ? apiAccessMemberData(user, membership.role) : { ...toUser(user), organizationRole: membership.role };
      const writes: WriteOp[] = [ops.delete("membership", GLOBAL_SCOPE, membership.id, membership.version)];
      if (apiAccess) writes.push(ops.delete("user", GLOBAL_SCOPE, user.id, user.version));
      writes.push(organizationActivityOp(this.ctx, actor, "update", { id: orgId, name: org?.name ?? "" }, { memberRemoved: removed }));
      await this.ctx.store.commit({ ops: writes });
    });
  }

  async refreshInfo(userId: string): Promise<User> {
    const user = await this.findRecord(userId);
    if (user === undefined) throw notFound("user");
    return toUser(await this.refreshRecord(user));
  }

  /** Refreshes a stored interactive user's profile from the identity provider, if one is configured. */
  async refreshRecord(user: Stored<UserRecord>): Promise<Stored<UserRecord>> {
    const provider = this.identityProvider;
    if (provider === undefined || user.type !== "user_type_interactive" || user.subject === undefined) return user;
    const info = await provider.getUserInfo({ id: user.id, subject: user.subject, email: user.email });
    const record: UserRecord = {
      ...unversioned(user),
      email: typeof info.email === "string" ? info.email.toLowerCase() : user.email,
      displayName: typeof info.displayName === "string" ? info.displayName : user.displayName,
      photoUrl: typeof info.photoUrl === "string" ? info.photoUrl : user.photoUrl,
      updatedAt: nowIso(this.ctx),
    };
    const { versions } = await this.ctx.store.commit({ ops: [ops.update("user", GLOBAL_SCOPE, record, user.version)] });
    return { ...record, version: versions[0]! };
  }

  private async findBySubject(subject: string): Promise<Stored<UserRecord> | undefined> {
    const { items } = await this.ctx.store.list("user", GLOBAL_SCOPE, { where: { subject }, limit: 1 });
    return items[0];
  }
}
