import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brand } from '../../shared/theme';

/** A landing section: an anchor, generous vertical rhythm and a centred container. */
export function Section({
  id,
  children,
  tone = 'white',
  sx,
}: {
  id?: string;
  children: ReactNode;
  tone?: 'white' | 'canvas' | 'dark';
  sx?: SxProps<Theme>;
}) {
  const background = tone === 'white' ? '#fff' : tone === 'canvas' ? brand.canvas : brand.navy;
  return (
    <Box
      component="section"
      id={id}
      sx={[
        {
          bgcolor: background,
          color: tone === 'dark' ? '#fff' : 'text.primary',
          py: { xs: 9, md: 14 },
          scrollMarginTop: { xs: 64, md: 72 },
          position: 'relative',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Container maxWidth="lg">{children}</Container>
    </Box>
  );
}

/** The eyebrow, title and lead paragraph that open a section. */
export function SectionHeader({
  eyebrow,
  title,
  lead,
  dark = false,
}: {
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  dark?: boolean;
}) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 6, md: 8 } }}>
      <Typography
        variant="overline"
        component="p"
        sx={{ color: dark ? '#8fb2ff' : 'primary.main', fontSize: 13, mb: 1.5 }}
      >
        {eyebrow}
      </Typography>
      <Typography variant="h2" sx={{ fontSize: { xs: 32, sm: 38, md: 46 }, mb: lead ? 2.5 : 0 }}>
        {title}
      </Typography>
      {lead && (
        <Typography
          sx={{
            color: dark ? 'rgba(255,255,255,.72)' : 'text.secondary',
            fontSize: { xs: 17, md: 19 },
            lineHeight: 1.6,
          }}
        >
          {lead}
        </Typography>
      )}
    </Box>
  );
}
