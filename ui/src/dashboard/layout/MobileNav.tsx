import Close from '@mui/icons-material/Close';
import Logout from '@mui/icons-material/Logout';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Logo } from '../../shared/Logo';
import { isActivePath, navItems } from './nav-items';
import { PlanBadge } from './PlanBadge';
import { useSignOut } from './useSignOut';
import { UserAvatar, useAccountLabel } from './UserMenu';

/** The navigation drawer of narrow screens. */
export function MobileNav({ open, onClose }: { open: boolean; onClose(): void }) {
  const { pathname } = useLocation();
  const label = useAccountLabel();
  const { signOut, signingOut } = useSignOut();

  const itemSx = (active: boolean) => ({
    borderRadius: '10px',
    mb: 0.5,
    color: active ? 'primary.main' : 'text.primary',
    bgcolor: active ? 'tint.primaryActive' : 'transparent',
    '&:hover': { bgcolor: active ? 'tint.primaryActive' : 'surface.hover' },
    '& .MuiListItemIcon-root': { minWidth: 40, color: active ? 'primary.main' : 'text.secondary' },
    '& .MuiListItemText-primary': { fontWeight: active ? 700 : 600, fontSize: 15 },
  });

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(320px, 88vw)', display: 'flex', flexDirection: 'column' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Logo to="/dashboard" size={28} />
        <IconButton aria-label="Close menu" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <List component="nav" aria-label="Main" sx={{ px: 1.5, py: 1.5 }}>
        {navItems.map((item) => {
          const active = isActivePath(pathname, item.path);
          const Icon = item.icon;
          return (
            <ListItemButton
              key={item.path}
              component={RouterLink}
              to={item.path}
              onClick={onClose}
              aria-current={active ? 'page' : undefined}
              sx={itemSx(active)}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={item.label} />
            </ListItemButton>
          );
        })}
      </List>
      <Box sx={{ flex: 1 }} />
      <Divider />
      <Box sx={{ px: 2, pt: 2, pb: 1, display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <UserAvatar label={label} size={36} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            sx={{ fontSize: 14, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {label}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <PlanBadge compact />
          </Box>
        </Box>
      </Box>
      <List sx={{ px: 1.5, pb: 2 }}>
        <ListItemButton
          component={RouterLink}
          to="/dashboard/account"
          onClick={onClose}
          sx={itemSx(isActivePath(pathname, '/dashboard/account'))}
        >
          <ListItemIcon>
            <WorkspacePremiumOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Account Plan" />
        </ListItemButton>
        <ListItemButton
          disabled={signingOut}
          onClick={() => {
            onClose();
            void signOut();
          }}
          sx={itemSx(false)}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Sign Out" />
        </ListItemButton>
      </List>
    </Drawer>
  );
}
