import Box from '@mui/material/Box';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface LogoProps {
  /** Where the logo links to; '/' by default. Pass null for a logo that is not a link. */
  to?: string | null;
  /** Height of the mark in pixels. */
  size?: number;
  /** 'dark' text for light backgrounds, 'light' text for dark ones. */
  tone?: 'dark' | 'light';
  sx?: SxProps<Theme>;
}

/** The OutTwit mark: a speech bubble carrying a paper plane, and the word mark. */
export function LogoMark({ size = 32, tone = 'dark' }: { size?: number; tone?: 'dark' | 'light' }) {
  // On dark backgrounds the tile turns white and the plane takes the brand gradient.
  const light = tone === 'light';
  const { palette, tokens } = useTheme();
  const white = tokens.logo.onDark;
  const gradientId = `logo-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={tokens.logo.gradientStart} />
          <stop offset="1" stopColor={palette.primary.dark} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={light ? white : `url(#${gradientId})`} />
      <path
        d="M7.5 15.4 24 8.6c.6-.25 1.2.33.97.94l-6.3 16.1c-.24.62-1.12.63-1.38.02l-2.5-5.9-5.9-2.55c-.6-.26-.6-1.1.01-1.36Z"
        fill={light ? `url(#${gradientId})` : white}
      />
      <path
        d="m14.8 19.8 3.3-3.4"
        stroke={light ? white : `url(#${gradientId})`}
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ to = '/', size = 32, tone = 'dark', sx }: LogoProps) {
  const content = (
    <>
      <LogoMark size={size} tone={tone} />
      <Box
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: size * 0.62,
          letterSpacing: '-0.03em',
          color: (theme) => (tone === 'dark' ? theme.palette.text.primary : theme.tokens.logo.onDark),
          lineHeight: 1,
        }}
      >
        Out
        <Box component="span" sx={{ color: (theme) => (tone === 'dark' ? theme.palette.primary.main : theme.tokens.logo.lightAccent) }}>
          Twit
        </Box>
      </Box>
    </>
  );
  const style: SxProps<Theme> = [
    { display: 'inline-flex', alignItems: 'center', gap: 1, textDecoration: 'none', flexShrink: 0 },
    ...(Array.isArray(sx) ? sx : [sx]),
  ];
  if (to === null) {
    return <Box sx={style}>{content}</Box>;
  }
  return (
    <Box component={RouterLink} to={to} aria-label="OutTwit home" sx={style}>
      {content}
    </Box>
  );
}

export default Logo;
