import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: typeof SvgIcon;
  title: string;
  description: ReactNode;
  /** Buttons or links under the description. */
  actions?: ReactNode;
  /** Smaller notes under the actions. */
  footer?: ReactNode;
  /** Rendered without its own card, inside another panel. */
  bare?: boolean;
}

/** A calm, centred message for a page or a panel with nothing in it yet. */
export function EmptyState({ icon: Icon, title, description, actions, footer, bare = false }: EmptyStateProps) {
  const content = (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        px: { xs: 2.5, sm: 4 },
        py: bare ? { xs: 5, sm: 6 } : { xs: 6, sm: 9 },
      }}
    >
      <Box
        sx={{
          width: 72,
          height: 72,
          mb: 2.5,
          borderRadius: '22px',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          background: (theme) => theme.tokens.gradients.iconTile,
          boxShadow: (theme) => theme.tokens.shadows.iconTile,
        }}
      >
        <Icon sx={{ fontSize: 34 }} />
      </Box>
      <Typography variant="h6" component="h2" sx={{ fontSize: { xs: 19, sm: 21 }, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480, lineHeight: 1.6 }}>
        {description}
      </Typography>
      {actions && (
        <Box sx={{ mt: 3, display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>{actions}</Box>
      )}
      {footer && <Box sx={{ mt: 3 }}>{footer}</Box>}
    </Box>
  );
  if (bare) return content;
  return (
    <Paper variant="outlined" sx={{ borderRadius: '18px', borderColor: 'divider' }}>
      {content}
    </Paper>
  );
}

/** A small 'Coming soon' label for features that are not open yet. */
export function SoonChip({ children = 'Coming soon' }: { children?: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 24,
        px: 1.25,
        borderRadius: 99,
        fontSize: 12,
        fontWeight: 700,
        color: 'soon.text',
        bgcolor: 'soon.background',
        border: '1px solid',
        borderColor: 'soon.border',
      }}
    >
      {children}
    </Box>
  );
}
