import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS, workspaceMessages } from '@shared/workspaces/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { useParams } from 'react-router-dom';
import { getParsed } from '../../providers/api';
import { serverMessage } from '../../providers/dataProvider';
import { invitationPreview, workspaceCommand } from './workspace-api';

const STATUS_MESSAGES = {
  accepted: workspaceMessages.invitationUsed,
  revoked: workspaceMessages.invitationRevoked,
  expired: workspaceMessages.invitationExpired,
} as const;

/** An invitation link: which workspace, which role, and Join (signed in with the invited email). */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { identity } = useGetIdentity();
  const preview = useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => getParsed(`/invitations/${encodeURIComponent(token)}`, invitationPreview, signal),
    retry: false,
  });
  const [error, setError] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);

  const join = async () => {
    setError(null);
    setJoining(true);
    try {
      await workspaceCommand('/invitations/accept', 'POST', { token });
      window.location.assign('/dashboard');
    } catch (failure) {
      setError(serverMessage(failure) ?? 'Something went wrong. Please try again.');
      setJoining(false);
    }
  };

  const invitation = preview.data;
  const email = (identity as { email?: string } | undefined)?.email?.toLowerCase();
  return (
    <Box sx={{ maxWidth: 520, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
      <Paper variant="outlined" sx={{ borderRadius: '16px', p: { xs: 2.5, sm: 3.5 } }} data-testid="invitation">
        {preview.error ? (
          <Alert severity="error">{serverMessage(preview.error) ?? workspaceMessages.invitationNotFound}</Alert>
        ) : !invitation ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <>
            <Typography component="h1" sx={{ fontSize: 22, fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}>
              Join {invitation.workspace_name}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
              You are invited as {ROLE_LABELS[invitation.role]}, at {invitation.email}.
            </Typography>
            {invitation.status !== 'pending' ? (
              <Alert severity="warning">{STATUS_MESSAGES[invitation.status]}</Alert>
            ) : email && email !== invitation.email ? (
              <Alert severity="warning">{workspaceMessages.invitationOtherEmail(invitation.email)}</Alert>
            ) : (
              <Button variant="contained" onClick={() => void join()} disabled={joining}>
                {joining ? 'Joining...' : 'Join workspace'}
              </Button>
            )}
            {error && (
              <Alert severity="error" sx={{ mt: 2 }} role="alert">
                {error}
              </Alert>
            )}
          </>
        )}
      </Paper>
    </Box>
  );
}
