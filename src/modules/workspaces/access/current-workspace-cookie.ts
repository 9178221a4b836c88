import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie that holds the workspace a person works in: part of their session in this browser. */
export const WORKSPACE_COOKIE = 'outtwit_workspace';

/** The workspace id the request's cookie names, if any. */
export function requestedWorkspace(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === WORKSPACE_COOKIE) {
      try {
        return decodeURIComponent(value.join('=')) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Makes `workspaceId` the browser's current workspace (for a year, as long as the person stays a member). */
export function setCurrentWorkspace(reply: FastifyReply, workspaceId: string, secure: boolean): void {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${365 * 24 * 60 * 60}`, ...(secure ? ['Secure'] : [])];
  reply.header('set-cookie', `${WORKSPACE_COOKIE}=${encodeURIComponent(workspaceId)}; ${attributes.join('; ')}`);
}
