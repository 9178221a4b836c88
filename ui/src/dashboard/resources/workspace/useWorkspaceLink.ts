import { useCallback } from 'react';
import { useCurrentWorkspace } from './workspace-api';
import { withWorkspace } from './workspace-link';

/** Makes a resource's path shareable: it names the current workspace once that is known. */
export function useWorkspaceLink(): (path: string) => string {
  const id = useCurrentWorkspace()?.id;
  return useCallback((path: string) => (id ? withWorkspace(path, id) : path), [id]);
}
