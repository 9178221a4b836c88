import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { brand } from '../../shared/theme';
import { Section, SectionHeader } from './Section';
import { DemoVideoPlayer } from './DemoVideoPlayer';
import { demoVideoSource } from './demo-video-source';

/**
 * The demo on the page. A video file plays in the browser's own player, which loads nothing before a click
 * on play; a hosted player (an embed page) waits in a <template> and replaces the play button on the first
 * click (landing-client.ts), so the page does not pull the video host's scripts on every visit.
 */
export function DemoVideo() {
  const source = demoVideoSource();
  return (
    <Section id="demo">
      <SectionHeader
        eyebrow="See it in action"
        title="Take the tour, from sign-up to your dashboard"
        lead="A short walkthrough of the product: signing up, the dashboard, the Do Not Contact list and your plan."
      />
      <Box
        sx={{
          position: 'relative',
          maxWidth: 960,
          mx: 'auto',
          aspectRatio: '16 / 9',
          borderRadius: { xs: 3, md: 4 },
          overflow: 'hidden',
          boxShadow: '0 30px 80px -30px rgba(20,66,184,.45)',
          bgcolor: brand.navy,
        }}
        data-testid="demo-video"
      >
        {source.kind === 'file' ? (
          <DemoVideoPlayer source={source} title="OutTwit product demo" />
        ) : (
          <ButtonBase
            data-demo-play
            aria-label="Play the demo video"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              gap: 2,
              color: '#fff',
              background: `radial-gradient(70% 70% at 50% 40%, rgba(59,123,255,.55) 0%, rgba(10,19,48,0) 70%), linear-gradient(135deg, ${brand.navy} 0%, #112a6b 100%)`,
              '&:hover .play': { transform: 'scale(1.06)' },
            }}
          >
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                inset: 0,
                opacity: 0.14,
                backgroundImage:
                  'linear-gradient(rgba(255,255,255,.5) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,.5) 1px, transparent 1px)',
                backgroundSize: '48px 48px',
              }}
            />
            <Box
              className="play"
              sx={{
                width: { xs: 68, md: 92 },
                height: { xs: 68, md: 92 },
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: '#fff',
                color: brand.blue,
                boxShadow: '0 0 0 12px rgba(255,255,255,.14), 0 20px 40px rgba(0,0,0,.35)',
                transition: 'transform .2s ease',
                position: 'relative',
              }}
            >
              <PlayArrowRounded sx={{ fontSize: { xs: 40, md: 52 } }} />
            </Box>
            <Typography sx={{ position: 'relative', fontWeight: 700, fontSize: { xs: 15, md: 18 } }}>
              Product demo
            </Typography>
          </ButtonBase>
        )}
        {source.kind === 'embed' && (
          <template data-demo-player>
            <DemoVideoPlayer source={source} title="OutTwit product demo" autoPlay />
          </template>
        )}
      </Box>
    </Section>
  );
}
