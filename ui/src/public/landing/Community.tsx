import ArrowOutwardRounded from '@mui/icons-material/ArrowOutwardRounded';
import Telegram from '@mui/icons-material/Telegram';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { siteConfig } from '../../shared/site-config';
import { brand } from '../../shared/theme';
import { Section, SectionHeader } from './Section';

const groups = [
  {
    key: 'chat',
    icon: Telegram,
    iconBg: '#229ed9',
    title: 'Chat group',
    body: 'Swap message templates, compare results and get quick answers from other OutTwit users and our team.',
    cta: 'Join the chat group',
    href: siteConfig.chatGroupUrl,
  },
  {
    key: 'social',
    icon: XIcon,
    iconBg: '#0b1426',
    title: 'Community on X',
    body: 'Follow product news, outreach tips and case studies, and share your own wins with the community.',
    cta: 'Join the X community',
    href: siteConfig.socialGroupUrl,
  },
];

export function Community() {
  return (
    <Section id="community" tone="canvas">
      <SectionHeader
        eyebrow="Community"
        title="Learn from people who do outreach every day"
        lead="Join other marketers and agencies running campaigns with OutTwit."
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
          gap: { xs: 2, md: 3 },
          maxWidth: 960,
          mx: 'auto',
        }}
      >
        {groups.map((group) => {
          const Icon = group.icon;
          return (
            <Box
              key={group.key}
              component="article"
              sx={{
                p: { xs: 3, md: 4 },
                borderRadius: 4,
                bgcolor: '#fff',
                border: `1px solid ${brand.line}`,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'flex-start',
              }}
            >
              <Box
                sx={{
                  width: 52,
                  height: 52,
                  borderRadius: 3,
                  display: 'grid',
                  placeItems: 'center',
                  color: '#fff',
                  bgcolor: group.iconBg,
                  mb: 2.5,
                }}
              >
                <Icon />
              </Box>
              <Typography variant="h5" component="h3" sx={{ fontSize: 22, mb: 1 }}>
                {group.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary', fontSize: 15.5, lineHeight: 1.65, mb: 3, flexGrow: 1 }}>
                {group.body}
              </Typography>
              <Button
                href={group.href}
                target="_blank"
                rel="noopener noreferrer"
                variant="outlined"
                endIcon={<ArrowOutwardRounded />}
                sx={{ borderColor: brand.line, color: brand.ink, '&:hover': { borderColor: brand.blue, color: brand.blue } }}
              >
                {group.cta}
              </Button>
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
