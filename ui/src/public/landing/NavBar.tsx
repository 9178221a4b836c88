import CloseRounded from '@mui/icons-material/CloseRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../shared/Logo';
import { brand } from '../../shared/theme';
import { collapsed } from './collapsed';
import { navLinks } from './content';

/**
 * The landing page's bar, rendered once at build time: landing-client.ts raises it (data-raised) once the page
 * scrolls or the phone menu opens, opens and closes the phone menu (#mobile-menu, a collapsed panel), and
 * swaps 'Sign in' and 'Get started' for 'Dashboard' when the visitor is signed in.
 */
export function NavBar() {
  return (
    <Box
      component="header"
      data-landing-nav
      data-raised="false"
      data-signed-in="false"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 1100,
        bgcolor: 'rgba(255,255,255,0)',
        backdropFilter: 'none',
        borderBottom: '1px solid',
        borderColor: 'transparent',
        transition: 'background-color .2s ease, border-color .2s ease',
        // The page is the same file for everyone: landing-client.ts sets data-signed-in for a signed-in visitor.
        '&:not([data-signed-in="true"]) [data-nav-member]': { display: 'none !important' },
        '&[data-signed-in="true"] [data-nav-visitor]': { display: 'none !important' },
        '&[data-raised="true"]': {
          bgcolor: 'rgba(255,255,255,.86)',
          backdropFilter: 'saturate(180%) blur(14px)',
          borderColor: brand.line,
        },
      }}
    >
      <Container maxWidth="lg">
        <Box
          component="nav"
          aria-label="Main"
          sx={{ height: { xs: 64, md: 72 }, display: 'flex', alignItems: 'center', gap: 2 }}
        >
          <Logo />
          <Box
            component="ul"
            sx={{
              display: { xs: 'none', md: 'flex' },
              listStyle: 'none',
              m: 0,
              p: 0,
              mx: 'auto',
              gap: 0.5,
            }}
          >
            {navLinks.map((link) => (
              <li key={link.href}>
                <Box
                  component="a"
                  href={link.href}
                  sx={{
                    display: 'block',
                    px: 1.75,
                    py: 1,
                    borderRadius: 2,
                    color: brand.slate,
                    fontWeight: 600,
                    fontSize: 15,
                    textDecoration: 'none',
                    '&:hover': { color: brand.ink, bgcolor: 'rgba(11,20,38,.04)' },
                  }}
                >
                  {link.label}
                </Box>
              </li>
            ))}
          </Box>
          <Box sx={{ ml: { xs: 'auto', md: 0 }, display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box data-nav-visitor sx={{ display: 'flex', gap: 1 }}>
              <Button component={RouterLink} to="/login" variant="text" sx={{ color: brand.ink, whiteSpace: 'nowrap' }}>
                Sign in
              </Button>
              {/* On a phone the hero's own button is right below. */}
              <Button component={RouterLink} to="/signup" variant="contained" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
                Get started
              </Button>
            </Box>
            <Box data-nav-member sx={{ display: 'flex' }}>
              <Button component={RouterLink} to="/dashboard" variant="contained">
                Dashboard
              </Button>
            </Box>
            <IconButton
              aria-label="Open menu"
              aria-expanded="false"
              aria-controls="mobile-menu"
              sx={{
                display: { md: 'none' },
                color: brand.ink,
                '& .nav-icon-close, &[aria-expanded="true"] .nav-icon-open': { display: 'none' },
                '&[aria-expanded="true"] .nav-icon-close': { display: 'inline-block' },
              }}
            >
              <MenuRounded className="nav-icon-open" />
              <CloseRounded className="nav-icon-close" />
            </IconButton>
          </Box>
        </Box>
      </Container>
      <Box id="mobile-menu" sx={{ ...collapsed, display: { md: 'none' } }}>
        <Container maxWidth="lg" sx={{ pb: 2.5 }}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid' }}>
            {navLinks.map((link) => (
              <li key={link.href}>
                <Box
                  component="a"
                  href={link.href}
                  sx={{
                    display: 'block',
                    py: 1.5,
                    color: brand.ink,
                    fontWeight: 600,
                    fontSize: 17,
                    textDecoration: 'none',
                    borderBottom: `1px solid ${brand.line}`,
                  }}
                >
                  {link.label}
                </Box>
              </li>
            ))}
          </Box>
          <Box data-nav-visitor sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mt: 2 }}>
            <Button component={RouterLink} to="/login" variant="outlined" size="large">
              Sign in
            </Button>
            <Button component={RouterLink} to="/signup" variant="contained" size="large">
              Get started
            </Button>
          </Box>
          <Box data-nav-member sx={{ mt: 2 }}>
            <Button component={RouterLink} to="/dashboard" variant="contained" fullWidth size="large">
              Dashboard
            </Button>
          </Box>
        </Container>
      </Box>
    </Box>
  );
}
