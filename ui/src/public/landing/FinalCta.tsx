import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { brand } from '../../shared/theme';
import { GetStartedButton } from './GetStartedButton';

export function FinalCta() {
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ bgcolor: '#fff', pb: { xs: 9, md: 14 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            position: 'relative',
            overflow: 'hidden',
            borderRadius: { xs: 4, md: 6 },
            px: { xs: 3, sm: 6, md: 10 },
            py: { xs: 7, md: 10 },
            textAlign: 'center',
            color: '#fff',
            background: `radial-gradient(80% 120% at 0% 0%, #3b7bff 0%, ${brand.blue} 35%, ${brand.blueDark} 70%, #2a1f8f 100%)`,
          }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              opacity: 0.16,
              backgroundImage:
                'linear-gradient(rgba(255,255,255,.6) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,.6) 1px, transparent 1px)',
              backgroundSize: '40px 40px',
              maskImage: 'radial-gradient(60% 80% at 50% 50%, #000 0%, transparent 100%)',
            }}
          />
          <Box sx={{ position: 'relative' }}>
            <Typography id="cta-title" variant="h2" sx={{ fontSize: { xs: 32, md: 48 }, mb: 2 }}>
              Start your first campaign today
            </Typography>
            <Typography sx={{ color: 'rgba(255,255,255,.82)', fontSize: { xs: 17, md: 19 }, maxWidth: 600, mx: 'auto', mb: 4.5 }}>
              Create a free account in under a minute. Upgrade when you are ready to send from the cloud.
            </Typography>
            <GetStartedButton
              sx={{
                bgcolor: '#fff',
                color: brand.blueDark,
                px: 4,
                boxShadow: '0 12px 30px -10px rgba(0,0,0,.4)',
                '&:hover': { bgcolor: '#eef3ff' },
              }}
            />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
