import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A step's title and a sentence about it, with optional actions on the right. */
export function StepHeading({ title, subtitle, actions }: { title: string; subtitle: ReactNode; actions?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h2" sx={{ fontSize: 20, fontWeight: 700, mb: 0.25 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>{actions}</Box>}
    </Box>
  );
}

/** A step's message, where its field is. */
export function StepError({ message, testId }: { message?: string; testId: string }) {
  if (!message) return null;
  return (
    <Box
      role="alert"
      data-testid={testId}
      sx={{ p: 1.5, borderRadius: '10px', bgcolor: 'tint.danger', color: 'error.main', fontWeight: 600, fontSize: 14, border: '1px solid', borderColor: 'tint.dangerBorder' }}
    >
      {message}
    </Box>
  );
}
