import type { Timestamp } from '../columns';

/** One row per workspace whose stream exists (a personal workspace has none until its people change). */
export interface WorkspacesTable {
  id: string;
  name: string;
  personal: boolean;
  created_at: Timestamp;
  /** The workspace stream's version the row reflects (the replay guard for every table of a workspace). */
  stream_version: number;
}

/** One row per member of a workspace, with their role. */
export interface WorkspaceMembersTable {
  workspace_id: string;
  user_id: string;
  email: string;
  role: string;
  joined_at: Timestamp;
}

/** One row per invitation, pending or not: its link's token only as a SHA-256. */
export interface WorkspaceInvitationsTable {
  id: string;
  workspace_id: string;
  email: string;
  role: string;
  token_hash: string;
  expires_at: Timestamp;
  status: string;
  invited_by: string;
  created_at: Timestamp;
}

/** The workspaces read model (projection workspaces). */
export interface WorkspaceTables {
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  workspace_invitations: WorkspaceInvitationsTable;
}
