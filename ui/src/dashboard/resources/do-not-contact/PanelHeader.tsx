import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The heading of a Do Not Contact panel: icon, title, a sentence, and optional actions. */
export function PanelHeader({
  id,
  icon: Icon,
  title,
  subtitle,
  badge,
  actions,
}: {
  id: string;
  icon: typeof SvgIcon;
  title: string;
  subtitle?: ReactNode;
  badge?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: '40px minmax(0, 1fr) auto' },
        alignItems: 'center',
        columnGap: 1.75,
        rowGap: 0.25,
        px: { xs: 2, sm: 2.5 },
        pt: { xs: 2, sm: 2.5 },
        pb: 1.5,
      }}
    >
      <Box
        sx={{
          display: { xs: 'none', sm: 'grid' },
          gridRow: 'span 2',
          alignSelf: 'start',
          width: 40,
          height: 40,
          borderRadius: '12px',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: 'tint.primary',
        }}
      >
        <Icon sx={{ fontSize: 22 }} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
        <Typography id={id} variant="h6" component="h2" sx={{ fontSize: 18, lineHeight: 1.3 }}>
          {title}
        </Typography>
        {badge}
      </Box>
      <Box sx={{ justifySelf: 'end' }}>{actions}</Box>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: { xs: '1 / -1', sm: '2 / -1' } }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
