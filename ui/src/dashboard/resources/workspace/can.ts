import { roleAtLeast, routeAccess, type WorkspaceRole } from '@shared/workspaces/contract';

/** An API route as the access table names it: its method and its path template ('POST /api/campaigns/:id/start'). */
export type ApiRoute = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;

function split(route: ApiRoute): [method: string, path: string] {
  const space = route.indexOf(' ');
  return [route.slice(0, space), route.slice(space + 1)];
}

/** The role `route` needs in the current workspace, or null when it is not the workspace's (a person's own things, public). */
export function roleNeeded(route: ApiRoute): WorkspaceRole | null {
  const access = routeAccess(...split(route));
  return access.kind === 'workspace' ? access.role : null;
}

/**
 * Whether a person with `role` may call `route`, by the server's own table. While the role is unknown, a workspace's
 * route reads as not allowed: a button appears once it is known rather than showing and then vanishing.
 */
export function mayCall(role: WorkspaceRole | undefined, route: ApiRoute): boolean {
  const needed = roleNeeded(route);
  if (needed === null) return true;
  return role !== undefined && roleAtLeast(role, needed);
}
