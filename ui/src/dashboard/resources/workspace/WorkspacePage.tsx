import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS, WORKSPACE_NAME_MAX, type WorkspaceRole, workspaceMessages } from '@shared/workspaces/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNotify } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { serverMessage } from '../../providers/dataProvider';
import { mayCall } from './can';
import { useWorkspaceDetail, WORKSPACE_KEY, type WorkspaceDetailAnswer, workspaceCommand } from './workspace-api';

/** The roles an invitation or a change can give: Owner only by an owner. */
const rolesFor = (actor: WorkspaceRole): WorkspaceRole[] => (actor === 'owner' ? ['owner', 'admin', 'member', 'viewer'] : ['admin', 'member', 'viewer']);

function Section({ title, children, label }: { title: string; label: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ borderRadius: '16px', p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: 15, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The current workspace's people: its members and their roles, its pending invitations and its seats. Admins
 * invite, change roles and remove; everyone may leave a workspace that is not their own; anyone starts a new one.
 */
export function WorkspacePage() {
  const detail = useWorkspaceDetail();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);

  const run = async (call: () => Promise<string>) => {
    setError(null);
    try {
      const message = await call();
      if (message) notify(message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: WORKSPACE_KEY });
      return true;
    } catch (failure) {
      setError(serverMessage(failure) ?? 'Something went wrong. Please try again.');
      return false;
    }
  };

  const workspace = detail.data;
  return (
    <Box>
      <PageHeader title={workspace ? workspace.name : 'Workspace'} subtitle="The people who share this workspace's accounts, leads and campaigns, and what each of them may do." />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      {!workspace ? (
        <Skeleton variant="rounded" height={240} sx={{ borderRadius: '16px' }} />
      ) : (
        <Stack spacing={2}>
          <MembersSection workspace={workspace} run={run} />
          {mayCall(workspace.role, 'POST /api/workspace/invitations') && <InviteSection workspace={workspace} run={run} />}
          <NewWorkspaceSection />
        </Stack>
      )}
    </Box>
  );
}

type Run = (call: () => Promise<string>) => Promise<boolean>;

function MembersSection({ workspace, run }: { workspace: WorkspaceDetailAnswer; run: Run }) {
  const manages = mayCall(workspace.role, 'PATCH /api/workspace/members/:userId');
  const revokes = mayCall(workspace.role, 'DELETE /api/workspace/invitations/:id');
  const canLeave = !(workspace.personal && workspace.members.some((member) => member.you && member.role === 'owner'));
  return (
    <Section title="Members" label="Members">
      <Typography variant="body2" color="text.secondary" data-testid="workspace-seats" sx={{ mb: 1.5 }}>
        {workspace.seats.used} of {workspace.seats.allowed} {workspace.seats.allowed === 1 ? 'seat' : 'seats'} used on the {workspace.seats.plan} plan · Your role:{' '}
        {ROLE_LABELS[workspace.role]}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {workspace.members.map((member) => {
          // Owners are changed by owners only.
          const changeable = manages && !member.you && (member.role !== 'owner' || workspace.role === 'owner');
          return (
            <Box
              component="li"
              key={member.user_id}
              data-testid="workspace-member"
              data-email={member.email}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', py: 0.75, borderBottom: '1px solid', borderColor: 'divider' }}
            >
              <Typography sx={{ flex: '1 1 200px', minWidth: 0, fontSize: 14, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {member.email}
                {member.you && (
                  <Typography component="span" color="text.secondary" sx={{ fontSize: 13, fontWeight: 400 }}>
                    {' '}
                    (you)
                  </Typography>
                )}
              </Typography>
              {changeable ? (
                <TextField
                  select
                  size="small"
                  value={member.role}
                  label={`Role of ${member.email}`}
                  onChange={(event) => void run(() => workspaceCommand(`/workspace/members/${encodeURIComponent(member.user_id)}`, 'PATCH', { role: event.target.value }))}
                  sx={{ width: 140 }}
                >
                  {rolesFor(workspace.role).map((role) => (
                    <MenuItem key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <Typography data-testid="member-role" sx={{ fontSize: 14, color: 'text.secondary', width: 140 }}>
                  {ROLE_LABELS[member.role]}
                </Typography>
              )}
              {changeable && (
                <Button size="small" color="error" onClick={() => void run(() => workspaceCommand(`/workspace/members/${encodeURIComponent(member.user_id)}`, 'DELETE'))}>
                  Remove
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
      {workspace.invitations.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography sx={{ fontSize: 13, fontWeight: 600, color: 'text.secondary', mb: 0.5 }}>Pending invitations</Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
            {workspace.invitations.map((invitation) => (
              <Box component="li" key={invitation.id} data-testid="workspace-invitation" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
                <Typography sx={{ flex: '1 1 200px', minWidth: 0, fontSize: 14, overflowWrap: 'anywhere' }}>
                  {invitation.email} · {ROLE_LABELS[invitation.role]} · until {new Date(invitation.expires_at).toLocaleDateString()}
                </Typography>
                {revokes && (
                  <Button size="small" onClick={() => void run(() => workspaceCommand(`/workspace/invitations/${encodeURIComponent(invitation.id)}`, 'DELETE'))}>
                    Revoke
                  </Button>
                )}
              </Box>
            ))}
          </Box>
        </Box>
      )}
      {canLeave && (
        <Button
          size="small"
          color="inherit"
          sx={{ mt: 2 }}
          onClick={async () => {
            if (await run(() => workspaceCommand('/workspace/leave', 'POST'))) window.location.assign('/dashboard');
          }}
        >
          Leave this workspace
        </Button>
      )}
    </Section>
  );
}

function InviteSection({ workspace, run }: { workspace: WorkspaceDetailAnswer; run: Run }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<WorkspaceRole>('member');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => workspaceCommand('/workspace/invitations', 'POST', { email, role }))) setEmail('');
  };
  return (
    <Section title="Invite someone" label="Invite someone">
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label="Email"
          type="email"
          size="small"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          sx={{ flex: '1 1 240px' }}
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
        <TextField select size="small" label="Role" value={role} onChange={(event) => setRole(event.target.value as WorkspaceRole)} sx={{ width: 140 }}>
          {rolesFor(workspace.role).map((option) => (
            <MenuItem key={option} value={option}>
              {ROLE_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          Send invitation
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        The link works once, for 7 days, for that email. Admins manage members; Members run leads, templates, campaigns and Do Not Contact with the
        connected accounts; Viewers see everything and change nothing.
      </Typography>
    </Section>
  );
}

function NewWorkspaceSection() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const created = await workspaceCommand('/workspaces', 'POST', { name });
      if (created) window.location.assign('/dashboard');
    } catch (failure) {
      setError(serverMessage(failure) ?? workspaceMessages.nameRequired);
    }
  };
  return (
    <Section title="New workspace" label="New workspace">
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label="Workspace name"
          size="small"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error !== null}
          helperText={error ?? 'For a client or a team: its own plan, accounts, leads and campaigns.'}
          sx={{ flex: '1 1 240px' }}
          slotProps={{ htmlInput: { maxLength: WORKSPACE_NAME_MAX } }}
        />
        <Button type="submit" variant="outlined">
          Create workspace
        </Button>
      </Box>
    </Section>
  );
}

