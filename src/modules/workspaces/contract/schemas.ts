import { z } from 'zod';
import { workspaceMessages } from './messages';
import { WORKSPACE_ROLES, type WorkspaceRole } from './roles';

/** An invitation's link works this long. */
export const INVITATION_DAYS = 7;
export const WORKSPACE_NAME_MAX = 60;

const role = z.enum(WORKSPACE_ROLES, { error: workspaceMessages.roleInvalid });

export const createWorkspaceSchema = z.object({
  name: z.string({ error: workspaceMessages.nameRequired }).trim().min(1, workspaceMessages.nameRequired).max(WORKSPACE_NAME_MAX, workspaceMessages.nameTooLong),
});
export type CreateWorkspaceBody = z.infer<typeof createWorkspaceSchema>;

export const inviteSchema = z.object({
  email: z.string({ error: workspaceMessages.emailInvalid }).trim().max(254, workspaceMessages.emailInvalid).pipe(z.email({ error: workspaceMessages.emailInvalid })),
  role,
});
export type InviteBody = z.infer<typeof inviteSchema>;

export const changeRoleSchema = z.object({ role });
export const acceptInvitationSchema = z.object({ token: z.string({ error: workspaceMessages.invitationNotFound }).min(1, workspaceMessages.invitationNotFound).max(200, workspaceMessages.invitationNotFound) });

/** A workspace as its switcher lists it. */
export interface WorkspaceRow {
  id: string;
  name: string;
  personal: boolean;
  role: WorkspaceRole;
  /** The workspace the browser works in now. */
  current: boolean;
}

/** The current workspace, its people and its seats. */
export interface WorkspaceDetail {
  id: string;
  name: string;
  personal: boolean;
  /** The signed-in person's role. */
  role: WorkspaceRole;
  seats: { plan: string; allowed: number; used: number };
  members: Array<{ user_id: string; email: string; role: WorkspaceRole; joined_at: string | null; you: boolean }>;
  invitations: Array<{ id: string; email: string; role: WorkspaceRole; expires_at: string; invited_by: string }>;
}

/** What an invitation link shows before it is accepted. */
export interface InvitationPreview {
  workspace_name: string;
  email: string;
  role: WorkspaceRole;
  status: 'pending' | 'accepted' | 'revoked' | 'expired';
}

export interface WorkspaceAnswer {
  message: string;
  workspace?: WorkspaceRow;
}
