import Check from '@mui/icons-material/Check';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Logout from '@mui/icons-material/Logout';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Avatar from '@mui/material/Avatar';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ROLE_LABELS } from '@shared/workspaces/contract';
import { useCan } from '../resources/workspace/useCan';
import { switchWorkspace, useWorkspaces } from '../resources/workspace/workspace-api';
import { useSignOut } from './useSignOut';

/** The signed-in user's email, or the word 'Account' until it is known. */
export function useAccountLabel(): string {
  const { identity } = useGetIdentity();
  const email = (identity as { email?: string } | undefined)?.email;
  return email || 'Account';
}

export function UserAvatar({ label, size = 30 }: { label: string; size?: number }) {
  const initial = label === 'Account' ? '' : label.charAt(0).toUpperCase();
  return (
    <Avatar
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.45,
        fontWeight: 700,
        bgcolor: 'primary.main',
        background: (theme) => theme.tokens.gradients.avatar,
      }}
    >
      {initial || undefined}
    </Avatar>
  );
}

/**
 * The email shows beside the avatar where the top bar has room for it: on tablets (the navigation is in the
 * drawer there) and on wide desktops, not on phones nor where the full navigation only just fits.
 */
function withRoomForEmail(display: string) {
  return {
    display: { xs: 'none', md: display, lg: 'none' },
    '@media (min-width: 1400px)': { display },
  };
}

/**
 * The user menu of the top bar: the email, the person's workspaces (the current one checked; another switches to
 * it), 'Workspace & members', 'Developers' (for the roles that manage API keys), 'Account Plan' and 'Sign Out'.
 * A MUI Menu: opening it focuses the first item, arrow keys move between items, Enter chooses, Escape (or Tab)
 * closes it and focus returns to the button.
 */
export function UserMenu() {
  const label = useAccountLabel();
  const navigate = useNavigate();
  const { signOut, signingOut } = useSignOut();
  const workspaces = useWorkspaces();
  const managesKeys = useCan('POST /api/developers/api-keys');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const buttonId = useId();
  const menuId = useId();

  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        id={buttonId}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`User menu: ${label}`}
        data-testid="user-menu-button"
        sx={{
          gap: 1,
          pl: 0.5,
          pr: 0.5,
          '@media (min-width: 900px) and (max-width: 1199.95px), (min-width: 1400px)': { pr: 1 },
          py: 0.5,
          borderRadius: 99,
          border: '1px solid',
          borderColor: 'divider',
          bgcolor: 'background.paper',
          transition: 'background-color .15s ease, border-color .15s ease',
          '&:hover': { bgcolor: 'surface.raised', borderColor: 'tint.strongBorder' },
        }}
      >
        <UserAvatar label={label} />
        <Typography
          component="span"
          sx={{
            ...withRoomForEmail('block'),
            maxWidth: 190,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            fontSize: 14,
            fontWeight: 600,
            color: 'text.primary',
          }}
        >
          {label}
        </Typography>
        <KeyboardArrowDown sx={{ ...withRoomForEmail('block'), fontSize: 18, color: 'text.secondary' }} />
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        variant="menu"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            elevation: 0,
            sx: {
              mt: 1,
              minWidth: 240,
              border: '1px solid',
              borderColor: 'divider',
              boxShadow: (theme) => theme.tokens.shadows.menu,
            },
          },
          list: { 'aria-labelledby': buttonId },
        }}
      >
        {/* A subheader, not an item: the keyboard skips it and focus starts on the first workspace. */}
        <ListSubheader disableSticky sx={{ px: 2, py: 1.25, lineHeight: 1.4, color: 'text.primary' }}>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            Signed in as
          </Typography>
          <Typography component="span" sx={{ display: 'block', fontSize: 14, fontWeight: 600, wordBreak: 'break-all' }}>
            {label}
          </Typography>
        </ListSubheader>
        <Divider />
        {(workspaces.data ?? []).map((workspace) => (
          <MenuItem
            key={workspace.id}
            selected={workspace.current}
            data-testid="workspace-option"
            data-current={workspace.current}
            aria-label={`${workspace.name} (${ROLE_LABELS[workspace.role]})${workspace.current ? ', current workspace' : ''}`}
            onClick={() => {
              close();
              if (!workspace.current) void switchWorkspace(workspace.id);
            }}
          >
            <ListItemIcon>{workspace.current ? <Check fontSize="small" /> : null}</ListItemIcon>
            <Typography component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: 14 }}>
              {workspace.name}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1.5 }}>
              {ROLE_LABELS[workspace.role]}
            </Typography>
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            navigate('/dashboard/workspace');
          }}
        >
          <ListItemIcon>
            <GroupsOutlined fontSize="small" />
          </ListItemIcon>
          Workspace & members
        </MenuItem>
        {managesKeys && (
          <MenuItem
            onClick={() => {
              close();
              navigate('/dashboard/developers');
            }}
          >
            <ListItemIcon>
              <CodeOutlined fontSize="small" />
            </ListItemIcon>
            Developers
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            navigate('/dashboard/account');
          }}
        >
          <ListItemIcon>
            <WorkspacePremiumOutlined fontSize="small" />
          </ListItemIcon>
          Account Plan
        </MenuItem>
        <MenuItem
          disabled={signingOut}
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Sign Out
        </MenuItem>
      </Menu>
    </>
  );
}
