import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import { workspaceMessages } from '@shared/workspaces/contract';
import { type ApiRoute, mayCall, roleNeeded } from './can';
import { useCurrentWorkspace } from './workspace-api';

/**
 * Atop a page whose changes need `route`: why they are not shown, for a role below it. Nothing while the role
 * is unknown or when it allows them.
 */
export function ReadOnlyNote({ route }: { route: ApiRoute }) {
  const role = useCurrentWorkspace()?.role;
  const needed = roleNeeded(route);
  if (role === undefined || needed === null || mayCall(role, route)) return null;
  return (
    <Alert
      severity="info"
      role="note"
      icon={<VisibilityOutlined fontSize="inherit" />}
      data-testid="read-only-note"
      sx={{ mb: { xs: 2.5, md: 3 }, border: '1px solid', borderColor: 'info.light', '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
    >
      {workspaceMessages.readOnlyNote(role, needed)}
    </Alert>
  );
}
