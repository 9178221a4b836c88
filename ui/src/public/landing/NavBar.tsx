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
 * scrolls or the phone menu opens, and opens and closes the phone menu (#mobile-menu, a collapsed panel).
 */
export function NavBar() {
  return (
    <Box
      component="header"
      data-landing-nav
      data-raised="false"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 1100,
        bgcolor: 'rgba(255,255,255,0)',
        backdropFilter: 'none',
        borderBottom: '1px solid',
        borderColor: 'transparent',
        transition: 'background-color .2s ease, border-color .2s ease',
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
            <Button component={RouterLink} to="/dashboard" variant="contained" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
              Dashboard
            </Button>
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
          <Button component={RouterLink} to="/dashboard" variant="contained" fullWidth size="large" sx={{ mt: 2 }}>
            Dashboard
          </Button>
        </Container>
      </Box>
    </Box>
  );
}
