import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../shared/Logo';
import { brand } from '../../shared/theme';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown in a red banner above the form. */
  error?: string | null;
  /** Shown in a green banner above the form. */
  success?: string | null;
  /** Shown in a neutral banner above the form. */
  info?: string | null;
  children?: ReactNode;
  /** Links under the card, such as 'Sign up' or 'Back to sign in'. */
  footer?: ReactNode;
}

const highlights = [
  'Scrape followers, following and retweeters of any account',
  'Message variations with first-name personalisation',
  'Human-like pacing, back-off and automatic pause',
  'Runs on our cloud servers around the clock',
];

/** The layout of the sign-in, sign-up and password screens: a brand panel beside a form card. */
export function AuthCard({ title, subtitle, error, success, info, children, footer }: AuthCardProps) {
  // Banners keep their gap to the form below, and lose it when nothing follows them.
  const bannerGap = children ? 2.5 : 0;
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(380px, 5fr) 7fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: { md: 5, lg: 7 },
          color: '#fff',
          position: 'relative',
          overflow: 'hidden',
          background: `radial-gradient(120% 80% at 0% 0%, #2c6bff 0%, ${brand.blueDark} 45%, ${brand.navy} 100%)`,
        }}
      >
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            opacity: 0.18,
            backgroundImage:
              'linear-gradient(rgba(255,255,255,.35) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,.35) 1px, transparent 1px)',
            backgroundSize: '44px 44px',
            maskImage: 'radial-gradient(80% 60% at 30% 30%, #000 0%, transparent 75%)',
          }}
        />
        <Logo tone="light" size={34} sx={{ position: 'relative' }} />
        <Box sx={{ position: 'relative', maxWidth: 440 }}>
          <Typography variant="h3" component="p" sx={{ fontSize: { md: 32, lg: 38 }, mb: 2 }}>
            Your DM outreach on X, running while you sleep.
          </Typography>
          <Typography sx={{ color: 'rgba(255,255,255,.78)', mb: 4, fontSize: 17, lineHeight: 1.6 }}>
            Build audiences, write message variations and let our servers send them at a human pace.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {highlights.map((item) => (
              <Box component="li" key={item} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
                <CheckCircleRounded sx={{ fontSize: 20, color: '#8fb2ff', mt: '2px' }} />
                <Typography sx={{ color: 'rgba(255,255,255,.9)', fontSize: 15 }}>{item}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <Typography sx={{ position: 'relative', color: 'rgba(255,255,255,.6)', fontSize: 13 }}>
          Free plan available. No card required to start.
        </Typography>
      </Box>

      <Box
        component="main"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 2, sm: 4 },
          py: { xs: 4, sm: 6 },
        }}
      >
        <Box sx={{ width: '100%', maxWidth: 440 }}>
          <Box sx={{ display: { xs: 'flex', md: 'none' }, justifyContent: 'center', mb: 3 }}>
            <Logo size={36} />
          </Box>
          <Paper
            elevation={0}
            sx={{
              p: { xs: 3, sm: 4.5 },
              border: `1px solid ${brand.line}`,
              boxShadow: '0 1px 2px rgba(11,20,38,.04), 0 12px 32px -12px rgba(11,20,38,.12)',
            }}
          >
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 28 }, mb: subtitle ? 1 : 3 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mb: 3, fontSize: 15, lineHeight: 1.55 }}>
                {subtitle}
              </Typography>
            )}
            {error && (
              <Alert
                severity="error"
                variant="filled"
                role="alert"
                data-testid="auth-error"
                sx={{ mb: bannerGap, bgcolor: 'error.main' }}
              >
                {error}
              </Alert>
            )}
            {success && (
              <Alert severity="success" role="status" data-testid="auth-success" sx={{ mb: bannerGap }}>
                {success}
              </Alert>
            )}
            {info && (
              <Alert severity="info" role="status" data-testid="auth-info" sx={{ mb: bannerGap }}>
                {info}
              </Alert>
            )}
            {children}
          </Paper>
          {footer && (
            <Box sx={{ mt: 3, textAlign: 'center', color: 'text.secondary', fontSize: 15 }}>{footer}</Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** A footer line of the card: a short question, then the link that answers it ('Already have an account? Sign in'). */
export function FooterPrompt({ question, to, link }: { question: string; to: string; link: string }) {
  return (
    <>
      {question}{' '}
      <Link component={RouterLink} to={to}>
        {link}
      </Link>
    </>
  );
}
