/**
 * Invites bring people into an organization: an admin invites email addresses with a role; the person
 * signed in with that email sees the invitation and accepts (becoming a member) or rejects it.
 */
import { validateInviteCreate } from "../validation/generated/validators.js";
import { writeInput, type WriteShape } from "../validation/write-input.js";
import { checkActsOn, checkGrant } from "../auth/roles.js";
import type { Invitation, Invite, Organization } from "../domain/entities.js";
import type { OrganizationRole } from "../domain/primitives.js";
import type { InviteCreate } from "../domain/requests.js";
import { AccessPlaneError, invalidArgument, notFound } from "../errors.js";
import { GLOBAL_SCOPE, ops, type Stored, type WriteOp } from "../store/port.js";
import type { InviteRecord, MembershipRecord, UserRecord } from "../store/records.js";
import { organizationActivityOp, checkExpectedVersion, nowIso, type Actor, type ServiceContext } from "./context.js";
import { toOrganization } from "./organizations.js";
import { actorOf, membershipId, toUser } from "./users.js";

/** Maps a stored invite to its wire form. */
function toInvite(record: InviteRecord): Invite {
  return { id: record.id, createdAt: record.createdAt, updatedAt: record.updatedAt, email: record.email, role: record.role };
}

/** How an invite is read. */
const INVITE_CREATE: WriteShape<InviteCreate> = { validate: validateInviteCreate, what: "invite" };

/**
 * Invites of organizations, and the invitations people accept or reject. Reached as
 * `plane.services.invites`.
 *
 * @example
 * ```ts
 * const [invite] = await plane.services.invites.create(orgId, { emails: ["ana@example.com"], role: "admin" }, actor, "owner");
 * ```
 */
export interface InviteService {
  /** Pending invites of an organization, oldest first. */
  list(orgId: string): Promise<Invite[]>;
  /**
   * Invites every address (normalised to lower case) with `role`, one invite each. Refused whole when an
   * address repeats, already has an invite, or belongs to a member, or when `role` is above `inviterRole`.
   */
  create(orgId: string, body: InviteCreate, inviter: Actor, inviterRole: OrganizationRole): Promise<Invite[]>;
  /**
   * Withdraws an invite of the organization; `permission_denied` for an invite ranked above
   * `actorRole`; `precondition_failed` when `expectedVersion` (an `If-Match`) is given and is not the
   * invite's version (invites do not change: 1).
   */
  delete(orgId: string, inviteId: string, actorRole: OrganizationRole, expectedVersion?: number): Promise<void>;
  /** The invitations addressed to a user's email. */
  listForUser(userId: string): Promise<Invitation[]>;
  /**
   * Accepts an invitation: the user becomes a member with the invited role, and the invite is consumed.
   * The result is the organization as its new member sees it.
   */
  accept(userId: string, inviteId: string): Promise<Organization>;
  /** Rejects an invitation: the invite is removed. */
  reject(userId: string, inviteId: string): Promise<void>;
}

/** Implements {@link InviteService} (internal: the control plane constructs it). */
export class DefaultInviteService implements InviteService {
  constructor(private readonly ctx: ServiceContext) {}

  async list(orgId: string): Promise<Invite[]> {
    return (await this.ctx.store.list("invite", GLOBAL_SCOPE, { where: { orgId } })).items.map(toInvite);
  }

  async create(orgId: string, body: InviteCreate, inviter: Actor, inviterRole: OrganizationRole): Promise<Invite[]> {
    const input = writeInput(body, INVITE_CREATE);
    checkGrant(inviterRole, input.role);
    const emails = input.emails.map((email) => email.trim().toLowerCase());
    const seen = new Set<string>();
    emails.forEach((email, index) => {
      if (seen.has(email)) throw invalidArgument(`/emails/${index}`, "this address is listed twice");
      seen.add(email);
    });
    const pending = await this.ctx.store.list("invite", GLOBAL_SCOPE, { where: { orgId, email: emails } });
    if (pending.items.length > 0) {
      throw new AccessPlaneError("already_exists", `${pending.items.map((i) => i.email).join(", ")} already invited`);
    }
    const users = (await this.ctx.store.list("user", GLOBAL_SCOPE, { where: { email: emails, type: "user_type_interactive" } })).items;
    const memberships = await this.ctx.store.getMany(
      "membership",
      GLOBAL_SCOPE,
      users.map((user) => membershipId(orgId, user.id)),
    );
    if (memberships.length > 0) {
      const members = new Set(memberships.map((m) => m.userId));
      const taken = users.filter((u) => members.has(u.id)).map((u) => u.email);
      throw new AccessPlaneError("already_exists", `${[...new Set(taken)].join(", ")} already a member`);
    }
    const at = nowIso(this.ctx);
    const records: InviteRecord[] = emails.map((email) => ({
      id: this.ctx.newId(),
      createdAt: at,
      updatedAt: at,
      orgId,
      email,
      role: input.role,
      invitedByUserId: inviter.id,
    }));
    await this.ctx.store.commit({ ops: records.map((record) => ops.insert("invite", GLOBAL_SCOPE, record)) });
    return records.map(toInvite);
  }

  async delete(orgId: string, inviteId: string, actorRole: OrganizationRole, expectedVersion?: number): Promise<void> {
    const invite = await this.ctx.store.get("invite", GLOBAL_SCOPE, inviteId);
    if (invite === undefined || invite.orgId !== orgId) throw notFound("invitation");
    checkActsOn(actorRole, invite.role, "invite");
    checkExpectedVersion(expectedVersion, invite.version);
    await this.ctx.store.commit({ ops: [ops.delete("invite", GLOBAL_SCOPE, inviteId, invite.version)] });
  }

  async listForUser(userId: string): Promise<Invitation[]> {
    const user = await this.user(userId);
    if (user.type !== "user_type_interactive" || user.email === "") return [];
    const invites = (await this.ctx.store.list("invite", GLOBAL_SCOPE, { where: { email: user.email.toLowerCase() } })).items;
    const inviters = new Map((await this.ctx.store.getMany("user", GLOBAL_SCOPE, [...new Set(invites.map((i) => i.invitedByUserId))])).map((u) => [u.id, u]));
    const result: Invitation[] = [];
    for (const invite of invites) {
      const organization = await this.ctx.store.get("organization", invite.orgId, invite.orgId);
      if (organization === undefined) continue;
      const inviter = inviters.get(invite.invitedByUserId);
      result.push({
        id: invite.id,
        createdAt: invite.createdAt,
        updatedAt: invite.updatedAt,
        invitedBy: {
          email: inviter?.email ?? "",
          displayName: inviter?.displayName ?? "",
          photoUrl: inviter?.photoUrl ?? "",
        },
        // The invitee is not a member yet: the role shown is the one offered, joinedAt the invite's date.
        organization: toOrganization(organization, { role: invite.role, createdAt: invite.createdAt }),
        organizationRole: invite.role,
      });
    }
    return result;
  }

  async accept(userId: string, inviteId: string): Promise<Organization> {
    const user = await this.user(userId);
    const invite = await this.addressedTo(user, inviteId);
    const organization = await this.ctx.store.get("organization", invite.orgId, invite.orgId);
    if (organization === undefined) throw notFound("invitation");
    if ((await this.ctx.store.get("membership", GLOBAL_SCOPE, membershipId(invite.orgId, user.id))) !== undefined) {
      throw new AccessPlaneError("already_exists", "you are already a member of this organization");
    }
    const at = nowIso(this.ctx);
    const membership: MembershipRecord = {
      id: membershipId(invite.orgId, user.id),
      createdAt: at,
      updatedAt: at,
      orgId: invite.orgId,
      userId: user.id,
      role: invite.role,
      userType: user.type,
    };
    const writes: WriteOp[] = [
      ops.delete("invite", GLOBAL_SCOPE, invite.id, invite.version),
      ops.insert("membership", GLOBAL_SCOPE, membership),
      organizationActivityOp(
        this.ctx,
        actorOf(user),
        "update",
        { id: invite.orgId, name: organization.name },
        { memberAdded: { ...toUser(user), organizationRole: invite.role }, invitationId: invite.id },
      ),
    ];
    await this.ctx.store.commit({ ops: writes });
    return toOrganization(organization, membership);
  }

  async reject(userId: string, inviteId: string): Promise<void> {
    const invite = await this.addressedTo(await this.user(userId), inviteId);
    await this.ctx.store.commit({ ops: [ops.delete("invite", GLOBAL_SCOPE, invite.id, invite.version)] });
  }

  private async user(userId: string): Promise<Stored<UserRecord>> {
    const user = await this.ctx.store.get("user", GLOBAL_SCOPE, userId);
    if (user === undefined) throw notFound("user");
    return user;
  }

  /** The invite, when it is addressed to this user's email; otherwise `not_found` (never say whose it is). */
  private async addressedTo(user: UserRecord, inviteId: string): Promise<Stored<InviteRecord>> {
    const invite = await this.ctx.store.get("invite", GLOBAL_SCOPE, inviteId);
    if (invite === undefined || user.type !== "user_type_interactive" || invite.email !== user.email.toLowerCase()) {
      throw notFound("invitation");
    }
    return invite;
  }
}
