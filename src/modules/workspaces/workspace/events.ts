import type { Event } from '../../../platform/event-store/event-store.port';
import type { WorkspaceRole } from '../contract/roles';

/**
 * A workspace's history: its creation (a personal workspace's the first time its people change: its id is its
 * owner's user id, so everything the user made before workspaces already belongs to it), its members and their
 * roles, and its invitations. An invitation's token never appears: only its SHA-256.
 */
export type WorkspaceCreated = Event<'WorkspaceCreated', { workspaceId: string; name: string; ownerId: string; ownerEmail: string; personal: boolean }>;
export type WorkspaceRenamed = Event<'WorkspaceRenamed', { workspaceId: string; name: string }>;
export type MemberInvited = Event<
  'MemberInvited',
  { workspaceId: string; invitationId: string; email: string; role: WorkspaceRole; tokenHash: string; expiresAt: string; invitedBy: string }
>;
export type InvitationRevoked = Event<'InvitationRevoked', { workspaceId: string; invitationId: string }>;
export type InvitationAccepted = Event<'InvitationAccepted', { workspaceId: string; invitationId: string; userId: string; email: string; role: WorkspaceRole }>;
export type MemberRoleChanged = Event<'MemberRoleChanged', { workspaceId: string; userId: string; from: WorkspaceRole; to: WorkspaceRole }>;
export type MemberRemoved = Event<'MemberRemoved', { workspaceId: string; userId: string; left: boolean }>;

export type WorkspaceEvent = WorkspaceCreated | WorkspaceRenamed | MemberInvited | InvitationRevoked | InvitationAccepted | MemberRoleChanged | MemberRemoved;

export const workspaceEventTypes: WorkspaceEvent['type'][] = [
  'WorkspaceCreated',
  'WorkspaceRenamed',
  'MemberInvited',
  'InvitationRevoked',
  'InvitationAccepted',
  'MemberRoleChanged',
  'MemberRemoved',
];

export const workspaceStreamId = (workspaceId: string) => `workspace-${workspaceId}`;

/** A personal workspace's name. */
export const PERSONAL_WORKSPACE_NAME = 'Personal';
