import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { type ApiRoute, mayCall } from './can';
import { ReadOnlyNote } from './ReadOnlyNote';
import { useWorkspaces } from './workspace-api';

/**
 * A screen that exists to change something (a form, a wizard): shown to a role that may call `route`; another
 * gets the page's title, the note saying why, and the way back. A loading bar until the role is known, so the
 * form never shows and then vanishes.
 */
export function ChangesOnlyPage({ route, title, back, children }: { route: ApiRoute; title: string; back: ReactNode; children: ReactNode }) {
  const workspaces = useWorkspaces();
  const role = workspaces.data?.find((row) => row.current)?.role;
  if (workspaces.isPending) return <LinearProgress aria-label="Loading" />;
  // Without the list the server still refuses what the role may not do.
  if (workspaces.error || mayCall(role, route)) return <>{children}</>;
  return (
    <Box>
      {back}
      <PageHeader title={title} />
      <ReadOnlyNote route={route} />
    </Box>
  );
}
