import LinkedIn from '@mui/icons-material/LinkedIn';
import Telegram from '@mui/icons-material/Telegram';
import XIcon from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../shared/Logo';
import { siteConfig } from '../../shared/site-config';
import { brand } from '../../shared/theme';
import { navLinks } from './content';

const socials = [
  { label: 'OutTwit on X', href: siteConfig.xProfileUrl, icon: XIcon },
  { label: 'OutTwit on YouTube', href: siteConfig.youtubeChannelUrl, icon: YouTube },
  { label: 'OutTwit on LinkedIn', href: siteConfig.linkedinUrl, icon: LinkedIn },
  { label: 'OutTwit chat group', href: siteConfig.chatGroupUrl, icon: Telegram },
];

const linkSx = {
  color: 'rgba(255,255,255,.72)',
  textDecoration: 'none',
  fontSize: 15,
  '&:hover': { color: '#fff' },
} as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography sx={{ color: '#fff', fontWeight: 700, fontSize: 14, mb: 2 }}>{title}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
        {children}
      </Box>
    </Box>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: brand.navy, color: '#fff', pt: { xs: 8, md: 10 }, pb: 5 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
            gap: { xs: 5, md: 6 },
            pb: { xs: 6, md: 8 },
            borderBottom: '1px solid rgba(255,255,255,.1)',
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Logo tone="light" />
            <Typography sx={{ color: 'rgba(255,255,255,.65)', fontSize: 15, lineHeight: 1.65, mt: 2, maxWidth: 320 }}>
              Direct-message outreach on X for marketers and agencies, running from the cloud around the clock.
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
              {socials.map(({ label, href, icon: Icon }) => (
                <IconButton
                  key={label}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  sx={{
                    color: 'rgba(255,255,255,.8)',
                    border: '1px solid rgba(255,255,255,.14)',
                    '&:hover': { color: '#fff', bgcolor: 'rgba(255,255,255,.08)' },
                  }}
                >
                  <Icon fontSize="small" />
                </IconButton>
              ))}
            </Box>
          </Box>
          <Column title="Product">
            {navLinks.map((link) => (
              <li key={link.href}>
                <Box component="a" href={link.href} sx={linkSx}>
                  {link.label}
                </Box>
              </li>
            ))}
          </Column>
          <Column title="Account">
            <li>
              <Box component={RouterLink} to="/signup" sx={linkSx}>
                Create account
              </Box>
            </li>
            <li>
              <Box component={RouterLink} to="/login" sx={linkSx}>
                Sign in
              </Box>
            </li>
            <li>
              <Box component={RouterLink} to="/dashboard" sx={linkSx}>
                Dashboard
              </Box>
            </li>
          </Column>
          <Column title="Company">
            <li>
              <Box component="a" href={`mailto:${siteConfig.contactEmail}`} sx={linkSx}>
                {siteConfig.contactEmail}
              </Box>
            </li>
            <li>
              <Box component="a" href={siteConfig.privacyPolicyUrl} sx={linkSx}>
                Privacy Policy
              </Box>
            </li>
          </Column>
        </Box>
        <Box
          sx={{
            pt: 4,
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            justifyContent: 'space-between',
            gap: 1.5,
            color: 'rgba(255,255,255,.5)',
            fontSize: 14,
          }}
        >
          <span>© {year} OutTwit. All rights reserved.</span>
          <span>OutTwit is not affiliated with X Corp.</span>
        </Box>
      </Container>
    </Box>
  );
}
