import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Logo } from '../../shared/Logo';
import { MobileNav } from './MobileNav';
import { isActivePath, navItems } from './nav-items';
import { PlanBadge } from './PlanBadge';
import { UserMenu } from './UserMenu';

/** The bar's height: toasts and scrolled-to content stay below it. */
export const TOP_BAR_HEIGHT = { xs: '60px', md: '68px' };

/** Where the top bar switches from the full navigation to the menu toggle. */
export const DESKTOP_NAV = 'lg';

/** The dashboard's top bar: logo, navigation, plan badge, user menu, and a menu toggle on narrow screens. */
export function TopBar() {
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);

  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="inherit"
      sx={{
        bgcolor: (theme) => theme.tokens.topBar.background,
        backdropFilter: 'saturate(180%) blur(12px)',
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Toolbar
        sx={{
          gap: { xs: 1, sm: 2 },
          minHeight: TOP_BAR_HEIGHT,
          px: { xs: 2, md: 3 },
          maxWidth: 1440,
          width: '100%',
          mx: 'auto',
        }}
      >
        <Logo to="/dashboard" size={30} sx={{ mr: { lg: 1.5 } }} />
        <Box
          component="nav"
          aria-label="Main"
          sx={{ display: { xs: 'none', [DESKTOP_NAV]: 'flex' }, alignItems: 'center', gap: 0.25, flex: 1, minWidth: 0 }}
        >
          {navItems.map((item) => {
            const active = isActivePath(pathname, item.path);
            return (
              <ButtonBase
                key={item.path}
                component={RouterLink}
                to={item.path}
                aria-current={active ? 'page' : undefined}
                sx={{
                  px: 1,
                  '@media (min-width: 1400px)': { px: 1.25 },
                  height: 36,
                  borderRadius: '9px',
                  fontSize: 14,
                  fontWeight: active ? 700 : 600,
                  whiteSpace: 'nowrap',
                  color: active ? 'primary.main' : 'text.secondary',
                  bgcolor: active ? 'tint.primaryActive' : 'transparent',
                  transition: 'background-color .15s ease, color .15s ease',
                  '&:hover': { bgcolor: active ? 'tint.primaryActive' : 'surface.hover', color: active ? 'primary.main' : 'text.primary' },
                }}
              >
                {item.label}
              </ButtonBase>
            );
          })}
        </Box>
        <Box sx={{ flex: 1, display: { [DESKTOP_NAV]: 'none' } }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.5 } }}>
          <PlanBadge />
          <UserMenu />
          <IconButton
            aria-label="Open menu"
            onClick={() => setMobileOpen(true)}
            sx={{
              display: { [DESKTOP_NAV]: 'none' },
              border: '1px solid',
              borderColor: 'divider',
              borderRadius: '10px',
              width: 40,
              height: 40,
            }}
          >
            <MenuIcon />
          </IconButton>
        </Box>
      </Toolbar>
      <MobileNav open={mobileOpen} onClose={() => setMobileOpen(false)} />
    </AppBar>
  );
}
