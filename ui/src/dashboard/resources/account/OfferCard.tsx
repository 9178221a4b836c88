import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** One card of the plan choices: icon, title, price line, what it includes, and its actions at the bottom. */
export function OfferCard({
  icon: Icon,
  title,
  price,
  badge,
  tone = 'primary',
  children,
  actions,
  testId,
}: {
  icon: typeof SvgIcon;
  title: string;
  price?: ReactNode;
  badge?: string;
  tone?: 'primary' | 'danger' | 'neutral';
  children: ReactNode;
  actions: ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  const tint = { primary: 'tint.primary', danger: 'tint.danger', neutral: 'tint.neutral' }[tone];
  const ink = { primary: 'primary.main', danger: 'error.main', neutral: 'tint.neutralText' }[tone];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: '18px', display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          sx={{ width: 40, height: 40, flexShrink: 0, borderRadius: '12px', display: 'grid', placeItems: 'center', bgcolor: tint, color: ink }}
        >
          <Icon sx={{ fontSize: 22 }} />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography id={titleId} variant="h6" component="h3" sx={{ fontSize: 18, lineHeight: 1.3 }}>
              {title}
            </Typography>
            {badge && <Chip label={badge} size="small" color="primary" variant="outlined" sx={{ fontWeight: 700 }} />}
          </Box>
          {price && (
            <Typography color="text.secondary" sx={{ fontSize: 14 }}>
              {price}
            </Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ flex: 1, display: 'grid', gap: 1.5, alignContent: 'start' }}>{children}</Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>{actions}</Box>
    </Paper>
  );
}

/** The checked list of what a plan includes. */
export function Includes({ items }: { items: string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5, color: 'text.secondary', fontSize: 14 }}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  );
}
