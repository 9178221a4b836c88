import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCurrentWorkspace } from './workspace-api';
import { WORKSPACE_PARAM } from './workspace-link';

/**
 * While a page shows one resource (`shown`), its address names the current workspace, so the address a person
 * copies opens it for a teammate in the same workspace. Replaces the history entry: Back does not step through it.
 */
export function useWorkspaceInUrl(shown: boolean): void {
  const id = useCurrentWorkspace()?.id;
  const [search, setSearch] = useSearchParams();
  const named = search.get(WORKSPACE_PARAM);
  useEffect(() => {
    if (!shown || !id || named === id) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(WORKSPACE_PARAM, id);
        return next;
      },
      { replace: true },
    );
  }, [shown, id, named, setSearch]);
}
