import CloseRounded from '@mui/icons-material/CloseRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../shared/Logo';
import { brand } from '../../shared/theme';
import { navLinks } from './content';

export function NavBar() {
  const [open, setOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 1100,
        bgcolor: scrolled || open ? 'rgba(255,255,255,.86)' : 'rgba(255,255,255,0)',
        backdropFilter: scrolled || open ? 'saturate(180%) blur(14px)' : 'none',
        borderBottom: '1px solid',
        borderColor: scrolled || open ? brand.line : 'transparent',
        transition: 'background-color .2s ease, border-color .2s ease',
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
              aria-label={open ? 'Close menu' : 'Open menu'}
              aria-expanded={open}
              aria-controls="mobile-menu"
              onClick={() => setOpen((v) => !v)}
              sx={{ display: { md: 'none' }, color: brand.ink }}
            >
              {open ? <CloseRounded /> : <MenuRounded />}
            </IconButton>
          </Box>
        </Box>
      </Container>
      <Collapse in={open} sx={{ display: { md: 'none' } }} id="mobile-menu">
        <Container maxWidth="lg" sx={{ pb: 2.5 }}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid' }}>
            {navLinks.map((link) => (
              <li key={link.href}>
                <Box
                  component="a"
                  href={link.href}
                  onClick={() => setOpen(false)}
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
      </Collapse>
    </Box>
  );
}
