import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PlaylistRemoveRounded from '@mui/icons-material/PlaylistRemoveRounded';
import ShuffleRounded from '@mui/icons-material/ShuffleRounded';
import SpeedRounded from '@mui/icons-material/SpeedRounded';
import Box from '@mui/material/Box';
import type { SvgIconComponent } from '@mui/icons-material';
import Typography from '@mui/material/Typography';
import { brand } from '../../shared/theme';
import { features } from './content';
import { Section, SectionHeader } from './Section';

const icons: Record<string, SvgIconComponent> = {
  scraper: GroupsOutlined,
  variations: ShuffleRounded,
  'skip-list': PlaylistRemoveRounded,
  pacing: SpeedRounded,
  'no-repeats': DoneAllRounded,
  dnc: BlockOutlined,
  accounts: AccountTreeOutlined,
  cloud: CloudDoneOutlined,
};

export function Features() {
  return (
    <Section id="features">
      <SectionHeader
        eyebrow="Features"
        title="Everything you need to run outreach on X"
        lead="From finding the right people to sending the last follow-up, OutTwit handles the busywork and keeps your accounts safe."
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          gap: { xs: 2, md: 2.5 },
        }}
      >
        {features.map((feature) => {
          const Icon = icons[feature.key];
          return (
            <Box
              key={feature.key}
              component="article"
              data-testid="feature-card"
              sx={{
                p: { xs: 2.5, sm: 3 },
                display: { xs: 'flex', sm: 'block' },
                gap: 2,
                alignItems: 'flex-start',
                borderRadius: 3.5,
                border: `1px solid ${brand.line}`,
                bgcolor: '#fff',
                transition: 'border-color .2s ease, box-shadow .2s ease, transform .2s ease',
                '&:hover': {
                  borderColor: '#c7d6ff',
                  boxShadow: '0 18px 40px -24px rgba(20,66,184,.45)',
                  transform: 'translateY(-2px)',
                },
              }}
            >
              <Box
                sx={{
                  width: 44,
                  height: 44,
                  flexShrink: 0,
                  borderRadius: 2.5,
                  display: 'grid',
                  placeItems: 'center',
                  mb: { xs: 0, sm: 2.5 },
                  color: brand.blue,
                  bgcolor: brand.blueLight,
                }}
              >
                <Icon />
              </Box>
              <Box>
                <Typography variant="h6" component="h3" sx={{ fontSize: { xs: 17, sm: 18 }, mb: { xs: 0.5, sm: 1 } }}>
                  {feature.title}
                </Typography>
                <Typography sx={{ color: 'text.secondary', fontSize: 15, lineHeight: 1.6 }}>{feature.body}</Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
