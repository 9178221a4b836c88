import type { Decider } from '../../../platform/commands/decider';
import { DomainError } from '../../../platform/http/domain-error';
import { workspaceMessages } from '../contract/messages';
import { roleAtLeast, type WorkspaceRole } from '../contract/roles';
import { PERSONAL_WORKSPACE_NAME, type WorkspaceCreated, type WorkspaceEvent } from './events';
import { evolve, initialState, ownerCount, pendingInvitations, type WorkspaceState } from './state';

/** Who acts, and their role in the workspace (the guard checked the route; these rules are the members'). */
export interface Actor {
  userId: string;
  role: WorkspaceRole;
}

/** A personal workspace's owner: its stream starts with its creation the first time its people change. */
export interface PersonalFacts {
  ownerId: string;
  ownerEmail: string;
}

/** The members the workspace's plan allows, its owner included (billing's WORKSPACE_SEATS). */
export interface Seats {
  plan: string;
  allowed: number;
}

export type WorkspaceCommand =
  | { type: 'CreateWorkspace'; workspaceId: string; name: string; actorId: string; actorEmail: string }
  | {
      type: 'InviteMember';
      workspaceId: string;
      actor: Actor;
      email: string;
      role: WorkspaceRole;
      invitationId: string;
      tokenHash: string;
      nowMs: number;
      expiresAt: string;
      seats: Seats;
      personal?: PersonalFacts;
    }
  | { type: 'RevokeInvitation'; workspaceId: string; invitationId: string; personal?: PersonalFacts }
  | { type: 'AcceptInvitation'; workspaceId: string; tokenHash: string; userId: string; email: string; nowMs: number; seats: Seats }
  | { type: 'ChangeRole'; workspaceId: string; actor: Actor; userId: string; role: WorkspaceRole; personal?: PersonalFacts }
  | { type: 'RemoveMember'; workspaceId: string; actor: Actor; userId: string; personal?: PersonalFacts };

const refuse = (message: string, code: string, kind?: 'not_found' | 'conflict' | 'forbidden' | 'gone'): never => {
  throw new DomainError(message, code, kind);
};

/** The personal workspace's creation, when its stream is still empty. */
function personalCreation(command: WorkspaceCommand, state: WorkspaceState): WorkspaceCreated | null {
  if (state.exists || !('personal' in command) || !command.personal) return null;
  const { ownerId, ownerEmail } = command.personal;
  return { type: 'WorkspaceCreated', data: { workspaceId: command.workspaceId, name: PERSONAL_WORKSPACE_NAME, ownerId, ownerEmail, personal: true } };
}

export function decide(command: WorkspaceCommand, given: WorkspaceState): WorkspaceEvent[] {
  const created = personalCreation(command, given);
  // A personal workspace decides as if created (a copy of the empty state: decide never changes what it reads).
  const state = created ? evolve(initialState(), created) : given;
  const events = decideOn(command, state);
  return created && events.length > 0 ? [created, ...events] : events;
}

function decideOn(command: WorkspaceCommand, state: WorkspaceState): WorkspaceEvent[] {
  const workspaceId = command.workspaceId;
  if (command.type === 'CreateWorkspace') {
    if (state.exists) return [];
    return [{ type: 'WorkspaceCreated', data: { workspaceId, name: command.name, ownerId: command.actorId, ownerEmail: command.actorEmail, personal: false } }];
  }
  if (!state.exists) return refuse(workspaceMessages.notFound, 'workspace_not_found', 'not_found');
  switch (command.type) {
    case 'InviteMember': {
      const email = command.email.toLowerCase();
      if ([...state.members.values()].some((member) => member.email === email)) return refuse(workspaceMessages.alreadyMember, 'already_member', 'conflict');
      // Inviting an email again sends a new link in place of the pending one (a mail lost, or never sent).
      const pending = pendingInvitations(state, command.nowMs);
      const replaced = [...state.invitations].find(([, invitation]) => pending.includes(invitation) && invitation.email === email)?.[0];
      if (command.role === 'owner' && command.actor.role !== 'owner') return refuse(workspaceMessages.onlyOwnerMakesOwner, 'owner_only', 'forbidden');
      if (!replaced && state.members.size + pending.length >= command.seats.allowed) {
        return refuse(workspaceMessages.seatsFull(command.seats.plan, command.seats.allowed), 'seats_full', 'conflict');
      }
      return [
        ...(replaced ? [{ type: 'InvitationRevoked' as const, data: { workspaceId, invitationId: replaced } }] : []),
        {
          type: 'MemberInvited',
          data: {
            workspaceId,
            invitationId: command.invitationId,
            email,
            role: command.role,
            tokenHash: command.tokenHash,
            expiresAt: command.expiresAt,
            invitedBy: command.actor.userId,
          },
        },
      ];
    }
    case 'RevokeInvitation': {
      const invitation = state.invitations.get(command.invitationId);
      if (invitation?.status !== 'pending') return refuse(workspaceMessages.invitationNotFound, 'invitation_not_found', 'not_found');
      return [{ type: 'InvitationRevoked', data: { workspaceId, invitationId: command.invitationId } }];
    }
    case 'AcceptInvitation': {
      const found = [...state.invitations.entries()].find(([, invitation]) => invitation.tokenHash === command.tokenHash);
      if (!found) return refuse(workspaceMessages.invitationNotFound, 'invitation_not_found', 'not_found');
      const [invitationId, invitation] = found;
      if (invitation.status === 'accepted') return refuse(workspaceMessages.invitationUsed, 'invitation_used', 'gone');
      if (invitation.status === 'revoked') return refuse(workspaceMessages.invitationRevoked, 'invitation_revoked', 'gone');
      if (Date.parse(invitation.expiresAt) <= command.nowMs) return refuse(workspaceMessages.invitationExpired, 'invitation_expired', 'gone');
      if (invitation.email !== command.email.toLowerCase()) return refuse(workspaceMessages.invitationOtherEmail(invitation.email), 'invitation_other_email', 'forbidden');
      if (state.members.has(command.userId)) return refuse(workspaceMessages.alreadyMember, 'already_member', 'conflict');
      // The plan may have shrunk since the invitation: the seats bind when the person joins too.
      if (state.members.size >= command.seats.allowed) return refuse(workspaceMessages.seatsFull(command.seats.plan, command.seats.allowed), 'seats_full', 'conflict');
      return [{ type: 'InvitationAccepted', data: { workspaceId, invitationId, userId: command.userId, email: command.email.toLowerCase(), role: invitation.role } }];
    }
    case 'ChangeRole': {
      const member = state.members.get(command.userId);
      if (!member) return refuse(workspaceMessages.memberNotFound, 'member_not_found', 'not_found');
      if (member.role === command.role) return [];
      // Owners are made and unmade by owners only.
      if ((member.role === 'owner' || command.role === 'owner') && command.actor.role !== 'owner') {
        return refuse(workspaceMessages.onlyOwnerMakesOwner, 'owner_only', 'forbidden');
      }
      if (member.role === 'owner' && ownerCount(state) === 1) return refuse(workspaceMessages.lastOwner, 'last_owner', 'conflict');
      return [{ type: 'MemberRoleChanged', data: { workspaceId, userId: command.userId, from: member.role, to: command.role } }];
    }
    case 'RemoveMember': {
      const member = state.members.get(command.userId);
      if (!member) return refuse(workspaceMessages.memberNotFound, 'member_not_found', 'not_found');
      const leaving = command.userId === command.actor.userId;
      if (leaving && state.personal && workspaceId === command.userId) return refuse(workspaceMessages.personalCannotBeLeft, 'personal_workspace', 'conflict');
      if (!leaving && !roleAtLeast(command.actor.role, 'admin')) return refuse(workspaceMessages.forbidden(command.actor.role), 'forbidden', 'forbidden');
      if (!leaving && member.role === 'owner' && command.actor.role !== 'owner') return refuse(workspaceMessages.onlyOwnerMakesOwner, 'owner_only', 'forbidden');
      if (member.role === 'owner' && ownerCount(state) === 1) return refuse(workspaceMessages.lastOwner, 'last_owner', 'conflict');
      return [{ type: 'MemberRemoved', data: { workspaceId, userId: command.userId, left: leaving } }];
    }
  }
}

export const workspaceDecider: Decider<WorkspaceCommand, WorkspaceState, WorkspaceEvent> = { initialState, evolve, decide };
