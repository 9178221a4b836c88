/**
 * A member's role in a workspace, highest first. Owner: billing, members, deleting the workspace. Admin: members
 * and everything else. Member: leads, templates, campaigns, Do Not Contact, and the connected accounts in
 * campaigns (not connecting or disconnecting them). Viewer: reads everything, changes nothing.
 */
export const WORKSPACE_ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const ROLE_LABELS: Readonly<Record<WorkspaceRole, string>> = { owner: 'Owner', admin: 'Admin', member: 'Member', viewer: 'Viewer' };

const RANK: Readonly<Record<WorkspaceRole, number>> = { owner: 3, admin: 2, member: 1, viewer: 0 };

/** Whether `role` may do what `needed` may. */
export const roleAtLeast = (role: WorkspaceRole, needed: WorkspaceRole): boolean => RANK[role] >= RANK[needed];

export const isWorkspaceRole = (value: unknown): value is WorkspaceRole => typeof value === 'string' && (WORKSPACE_ROLES as readonly string[]).includes(value);
