import AllInclusiveRounded from '@mui/icons-material/AllInclusiveRounded';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import WebAssetOffOutlined from '@mui/icons-material/WebAssetOffOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { cloudCards } from './content';
import { Section, SectionHeader } from './Section';

const icons: Record<string, SvgIconComponent> = {
  'always-on': AllInclusiveRounded,
  'nothing-to-install': WebAssetOffOutlined,
  'safe-limits': ShieldOutlined,
  proxies: DnsOutlined,
};

export function Cloud() {
  return (
    <Section id="cloudfeature" tone="dark" sx={{ overflow: 'hidden' }}>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background:
            'radial-gradient(50% 60% at 15% 0%, rgba(59,123,255,.35) 0%, rgba(10,19,48,0) 70%), radial-gradient(40% 50% at 100% 100%, rgba(124,58,237,.28) 0%, rgba(10,19,48,0) 70%)',
        }}
      />
      <Box sx={{ position: 'relative' }}>
        <SectionHeader
          dark
          eyebrow="Cloud infrastructure"
          title="Your campaigns never sleep"
          lead="OutTwit runs every campaign on our own servers. Nothing to keep open, nothing to babysit."
        />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            gap: { xs: 2, md: 2.5 },
          }}
        >
          {cloudCards.map((card) => {
            const Icon = icons[card.key];
            return (
              <Box
                key={card.key}
                component="article"
                data-testid="cloud-card"
                sx={{
                  p: { xs: 2.5, sm: 3.5 },
                  display: { xs: 'flex', sm: 'block' },
                  gap: 2,
                  alignItems: 'flex-start',
                  borderRadius: 3.5,
                  bgcolor: 'rgba(255,255,255,.05)',
                  border: '1px solid rgba(255,255,255,.12)',
                  backdropFilter: 'blur(6px)',
                }}
              >
                <Box
                  sx={{
                    width: 46,
                    height: 46,
                    borderRadius: 2.5,
                    display: 'grid',
                    placeItems: 'center',
                    mb: 2.5,
                    color: '#fff',
                    background: 'linear-gradient(135deg, #3b7bff, #1442b8)',
                  }}
                >
                  <Icon />
                </Box>
                <Box>
                  <Typography
                    variant="h6"
                    component="h3"
                    sx={{ fontSize: { xs: 17, sm: 18 }, mb: { xs: 0.5, sm: 1 }, color: '#fff' }}
                  >
                    {card.title}
                  </Typography>
                  <Typography sx={{ color: 'rgba(255,255,255,.7)', fontSize: 15, lineHeight: 1.6 }}>{card.body}</Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      </Box>
    </Section>
  );
}
