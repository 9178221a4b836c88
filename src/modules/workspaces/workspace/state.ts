import type { WorkspaceRole } from '../contract/roles';
import type { WorkspaceEvent } from './events';

export interface Invitation {
  email: string;
  role: WorkspaceRole;
  tokenHash: string;
  expiresAt: string;
  status: 'pending' | 'accepted' | 'revoked';
}

export interface WorkspaceState {
  exists: boolean;
  personal: boolean;
  name: string;
  /** Members by user id: their role and email. */
  members: Map<string, { role: WorkspaceRole; email: string }>;
  invitations: Map<string, Invitation>;
}

export const initialState = (): WorkspaceState => ({ exists: false, personal: false, name: '', members: new Map(), invitations: new Map() });

export function evolve(state: WorkspaceState, event: WorkspaceEvent): WorkspaceState {
  switch (event.type) {
    case 'WorkspaceCreated':
      state.exists = true;
      state.personal = event.data.personal;
      state.name = event.data.name;
      state.members.set(event.data.ownerId, { role: 'owner', email: event.data.ownerEmail.toLowerCase() });
      return state;
    case 'WorkspaceRenamed':
      state.name = event.data.name;
      return state;
    case 'MemberInvited':
      state.invitations.set(event.data.invitationId, {
        email: event.data.email,
        role: event.data.role,
        tokenHash: event.data.tokenHash,
        expiresAt: event.data.expiresAt,
        status: 'pending',
      });
      return state;
    case 'InvitationRevoked': {
      const invitation = state.invitations.get(event.data.invitationId);
      if (invitation) invitation.status = 'revoked';
      return state;
    }
    case 'InvitationAccepted': {
      const invitation = state.invitations.get(event.data.invitationId);
      if (invitation) invitation.status = 'accepted';
      state.members.set(event.data.userId, { role: event.data.role, email: event.data.email.toLowerCase() });
      return state;
    }
    case 'MemberRoleChanged': {
      const member = state.members.get(event.data.userId);
      if (member) member.role = event.data.to;
      return state;
    }
    case 'MemberRemoved':
      state.members.delete(event.data.userId);
      return state;
  }
}

/** Owners left in the workspace. */
export const ownerCount = (state: WorkspaceState): number => [...state.members.values()].filter((member) => member.role === 'owner').length;

/** Pending invitations not expired at `nowMs`. */
export const pendingInvitations = (state: WorkspaceState, nowMs: number): Invitation[] =>
  [...state.invitations.values()].filter((invitation) => invitation.status === 'pending' && Date.parse(invitation.expiresAt) > nowMs);
