import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import { isWorkspaceRole, type WorkspaceRole } from '../contract/roles';
import { PERSONAL_WORKSPACE_NAME } from '../workspace/events';
import { requestedWorkspace } from './current-workspace-cookie';

/** A workspace a person belongs to, as their switcher lists it. */
export interface MemberOf {
  id: string;
  name: string;
  personal: boolean;
  role: WorkspaceRole;
}

/**
 * A person's role in a workspace, or null when it is not theirs: their member row; their own personal workspace
 * (its id is theirs) is theirs as Owner until its stream exists, and then by its member rows like any other.
 */
export async function roleOf(db: Database, personId: string, workspaceId: string): Promise<WorkspaceRole | null> {
  const { rows } = await sql<{ role: string | null; created: boolean }>`
    select (select role from workspace_members where workspace_id = ${workspaceId} and user_id = ${personId}) as role,
           exists (select 1 from workspaces where id = ${workspaceId}) as created`.execute(db);
  const row = rows[0];
  if (row?.role && isWorkspaceRole(row.role)) return row.role;
  return workspaceId === personId && !row?.created ? 'owner' : null;
}

/** The person's workspaces: their personal one first, then the others by name. */
export async function workspacesOf(db: Database, personId: string): Promise<MemberOf[]> {
  const { rows } = await sql<{ id: string; name: string; personal: boolean; role: string; owner_email: string | null }>`
    select w.id, w.name, w.personal, m.role, ${OWNER_EMAIL} as owner_email
      from workspace_members m join workspaces w on w.id = m.workspace_id
     where m.user_id = ${personId}`.execute(db);
  const listed: MemberOf[] = rows.flatMap((row) =>
    isWorkspaceRole(row.role) ? [{ id: row.id, name: workspaceName(row, personId), personal: row.personal, role: row.role }] : [],
  );
  const own = listed.find((workspace) => workspace.id === personId);
  const personal: MemberOf[] = own ? [own] : (await roleOf(db, personId, personId)) ? [{ id: personId, name: PERSONAL_WORKSPACE_NAME, personal: true, role: 'owner' }] : [];
  const others = listed.filter((workspace) => workspace.id !== personId).sort((a, b) => a.name.localeCompare(b.name));
  return [...personal, ...others];
}

/**
 * The workspace a request acts in: the browser's current one (its cookie) while the person belongs to it, else
 * their personal workspace (a member removed meanwhile is back in their own at their next request).
 */
export async function currentWorkspace(db: Database, request: FastifyRequest, personId: string): Promise<{ workspaceId: string; role: WorkspaceRole | null }> {
  const requested = requestedWorkspace(request);
  if (requested && requested !== personId) {
    const role = await roleOf(db, personId, requested);
    if (role) return { workspaceId: requested, role };
  }
  return { workspaceId: personId, role: await roleOf(db, personId, personId) };
}

/** The email of workspace `w`'s owner when it is a personal workspace (its owner's id is its id). */
const OWNER_EMAIL = sql<string | null>`(select o.email from workspace_members o where o.workspace_id = w.id and o.user_id = w.id)`;

/** The name of a workspace to `viewerId` (to someone outside it: pass ''), read. */
export async function nameOfWorkspace(db: Database, workspaceId: string, viewerId: string): Promise<string> {
  const { rows } = await sql<{ name: string; personal: boolean; owner_email: string | null }>`
    select w.name, w.personal, ${OWNER_EMAIL} as owner_email from workspaces w where w.id = ${workspaceId}`.execute(db);
  const found = rows[0];
  return workspaceName({ id: workspaceId, name: found?.name ?? PERSONAL_WORKSPACE_NAME, personal: found?.personal ?? true, owner_email: found?.owner_email ?? null }, viewerId);
}

/** A workspace's name as a person sees it: someone else's personal workspace is named after its owner. */
export function workspaceName(workspace: { id: string; name: string; personal: boolean; owner_email: string | null }, personId: string): string {
  if (!workspace.personal || workspace.id === personId || !workspace.owner_email) return workspace.name;
  return `${workspace.owner_email}'s workspace`;
}
