import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { brand } from '../../shared/theme';
import { DashboardMock } from './DashboardMock';
import { GetStartedButton } from './GetStartedButton';

const facts = [
  { value: '24/7', label: 'cloud sending' },
  { value: '450', label: 'DMs per day per account' },
  { value: '20', label: 'X accounts on Pro' },
];

/** The opening section; 'Watch demo' opens the video in a dialog (landing-client.ts, demo-modal.tsx). */
export function Hero() {
  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        mt: { xs: -8, md: -9 },
        pt: { xs: 15, md: 20 },
        // The features follow the figures closely: both paddings together left an empty band.
        pb: { xs: 3, md: 4 },
        background: `radial-gradient(60% 50% at 50% 0%, rgba(29,91,240,.14) 0%, rgba(29,91,240,0) 100%), linear-gradient(180deg, #f3f7ff 0%, #ffffff 70%)`,
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          backgroundImage: `linear-gradient(${brand.line} 1px, transparent 1px), linear-gradient(90deg, ${brand.line} 1px, transparent 1px)`,
          backgroundSize: '56px 56px',
          maskImage: 'radial-gradient(70% 45% at 50% 10%, #000 0%, transparent 80%)',
          opacity: 0.6,
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative', textAlign: 'center' }}>
        <Box
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 0.75,
            mb: 3,
            borderRadius: 999,
            bgcolor: '#fff',
            border: `1px solid ${brand.line}`,
            boxShadow: '0 1px 2px rgba(11,20,38,.05)',
            fontSize: 14,
            fontWeight: 600,
            color: brand.slate,
          }}
        >
          <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: '#16a34a' }} />
          Cold DMs on X, sent from the cloud
        </Box>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: 40, sm: 56, md: 72 }, maxWidth: 960, mx: 'auto', mb: 3 }}
        >
          Turn X audiences into{' '}
          <Box
            component="span"
            sx={{
              background: `linear-gradient(90deg, ${brand.blue} 0%, #7c3aed 100%)`,
              WebkitBackgroundClip: 'text',
              backgroundClip: 'text',
              color: 'transparent',
            }}
          >
            customers
          </Box>
          , on autopilot
        </Typography>
        <Typography
          sx={{
            fontSize: { xs: 18, md: 21 },
            color: 'text.secondary',
            maxWidth: 680,
            mx: 'auto',
            mb: 5,
            lineHeight: 1.6,
          }}
        >
          OutTwit scrapes the right leads, writes every DM in several variations and sends them at a human pace
          from our servers, around the clock. You just answer the replies.
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            justifyContent: 'center',
            gap: 1.5,
            mb: 3,
            maxWidth: { xs: 360, sm: 'none' },
            mx: 'auto',
          }}
        >
          <GetStartedButton sx={{ px: 3.5 }} />
          <Button
            variant="outlined"
            size="large"
            data-demo-modal-open
            startIcon={<PlayArrowRounded />}
            sx={{
              px: 3.5,
              py: 1.6,
              fontSize: 17,
              bgcolor: '#fff',
              color: brand.ink,
              borderColor: brand.line,
              '&:hover': { bgcolor: '#fafbff', borderColor: '#c9d3e6' },
            }}
          >
            Watch demo
          </Button>
        </Box>
        <Typography sx={{ color: 'text.secondary', fontSize: 14, mb: { xs: 7, md: 9 } }}>
          Free plan available · 7-day free trial on Basic · Cancel anytime
        </Typography>
        <DashboardMock />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(3, 1fr)',
            maxWidth: 720,
            mx: 'auto',
            mt: { xs: 6, md: 8 },
            gap: { xs: 1, sm: 3 },
          }}
        >
          {facts.map((fact) => (
            <Box key={fact.label}>
              <Typography sx={{ fontSize: { xs: 28, md: 36 }, fontWeight: 800, letterSpacing: '-0.03em', color: brand.ink }}>
                {fact.value}
              </Typography>
              <Typography sx={{ color: 'text.secondary', fontSize: { xs: 13, md: 15 } }}>{fact.label}</Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
