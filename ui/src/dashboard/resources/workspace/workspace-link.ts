/** The query parameter that names the workspace a shared link's resource belongs to. */
export const WORKSPACE_PARAM = 'workspace';

/** `path` (its own query kept) naming `workspaceId`, so whoever opens it lands in that workspace. */
export function withWorkspace(path: string, workspaceId: string): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const [base = '', query = ''] = (hashAt === -1 ? path : path.slice(0, hashAt)).split('?', 2);
  const params = new URLSearchParams(query);
  params.set(WORKSPACE_PARAM, workspaceId);
  return `${base}?${params}${hash}`;
}
