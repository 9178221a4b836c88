import { WORKSPACE_ROLES } from '@shared/workspaces/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed, getParsed, messageAnswer } from '../../providers/api';

const role = z.enum(WORKSPACE_ROLES);

export const workspaceRows = z.array(z.object({ id: z.string(), name: z.string(), personal: z.boolean(), role, current: z.boolean() }));
export type WorkspaceRows = z.infer<typeof workspaceRows>;

export const workspaceDetail = z.object({
  id: z.string(),
  name: z.string(),
  personal: z.boolean(),
  role,
  seats: z.object({ plan: z.string(), allowed: z.number(), used: z.number() }),
  members: z.array(z.object({ user_id: z.string(), email: z.string(), role, joined_at: z.string().nullable(), you: z.boolean() })),
  invitations: z.array(z.object({ id: z.string(), email: z.string(), role, expires_at: z.string(), invited_by: z.string() })),
});
export type WorkspaceDetailAnswer = z.infer<typeof workspaceDetail>;

export const invitationPreview = z.object({ workspace_name: z.string(), email: z.string(), role, status: z.enum(['pending', 'accepted', 'revoked', 'expired']) });

/** Keyed under 'workspace': its commands refetch it. */
export const WORKSPACE_KEY = ['workspace'] as const;

/** The person's workspaces, the current one marked (GET /api/workspaces). */
export function useWorkspaces() {
  return useQuery({ queryKey: ['workspaces'], queryFn: ({ signal }) => getParsed('/workspaces', workspaceRows, signal), staleTime: 60_000 });
}

/** The current workspace's row (its id, the person's role there), undefined until the list is known. */
export function useCurrentWorkspace() {
  return useWorkspaces().data?.find((row) => row.current);
}

/** The current workspace: its people, invitations and seats (GET /api/workspace). */
export function useWorkspaceDetail() {
  return useQuery({ queryKey: WORKSPACE_KEY, queryFn: ({ signal }) => getParsed('/workspace', workspaceDetail, signal) });
}

/** A command on the workspace: its toast message. */
export const workspaceCommand = (path: string, method: string, body?: unknown) => fetchParsed(path, messageAnswer, { method, body }).then(({ data }) => data.message ?? '');

/**
 * Works in another workspace from now on: every screen's data is another workspace's, so the dashboard loads
 * afresh (no answer of the one before stays cached).
 */
export async function switchWorkspace(id: string, to = '/dashboard'): Promise<void> {
  await workspaceCommand(`/workspaces/${encodeURIComponent(id)}/switch`, 'POST');
  window.location.assign(to);
}
