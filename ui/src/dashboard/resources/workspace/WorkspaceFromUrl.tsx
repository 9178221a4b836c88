import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { InlineLoading } from '../../layout/LoadingPage';
import { switchWorkspace, useWorkspaces } from './workspace-api';
import { WORKSPACE_PARAM } from './workspace-link';

/**
 * A link naming a workspace (?workspace=<id>) opens its page in that workspace: for one of the person's other
 * workspaces, the dashboard switches to it first, at the same address. A workspace they are not in is ignored,
 * so the page shows its own not-found state and says nothing of whether that workspace exists.
 */
export function WorkspaceFromUrl({ children }: { children?: ReactNode }) {
  const [search] = useSearchParams();
  const wanted = search.get(WORKSPACE_PARAM);
  const workspaces = useWorkspaces();
  const target = wanted ? workspaces.data?.find((row) => row.id === wanted) : undefined;
  const elsewhere = target !== undefined && !target.current;
  const asked = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!elsewhere || !target || asked.current) return;
    asked.current = true;
    const { pathname, search: query, hash } = window.location;
    switchWorkspace(target.id, `${pathname}${query}${hash}`).catch(() => setFailed(true));
  }, [elsewhere, target]);

  // The page waits for the answer: it would otherwise load the current workspace's data, or not-found, first.
  if ((wanted && workspaces.isPending) || (elsewhere && !failed)) return <InlineLoading />;
  return <>{children}</>;
}
