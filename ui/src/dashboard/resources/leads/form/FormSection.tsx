import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled group of a lead source form (targets, filters, ...), with an optional line under the title. */
export function FormSection({ title, subtitle, children, aside }: { title: string; subtitle?: ReactNode; children: ReactNode; aside?: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', gap: 1.75, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1.5, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {aside}
      </Box>
      {children}
    </Box>
  );
}

/** A message box inside a form: an error (red), a warning (amber) or a note (blue). */
export function FormNotice({
  tone,
  title,
  children,
  icon,
  testId,
  role,
}: {
  tone: 'error' | 'warning' | 'info';
  title?: ReactNode;
  children?: ReactNode;
  icon?: ReactNode;
  testId?: string;
  role?: 'alert' | 'status';
}) {
  const colours = {
    error: { bgcolor: 'tint.danger', borderColor: 'tint.dangerBorder', color: 'error.main' },
    warning: { bgcolor: 'soon.background', borderColor: 'soon.border', color: 'soon.text' },
    info: { bgcolor: 'tint.primary', borderColor: '#c9d8fb', color: 'primary.dark' },
  }[tone];
  return (
    <Box
      role={role ?? (tone === 'info' ? 'status' : 'alert')}
      data-testid={testId}
      sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', p: 1.5, borderRadius: '12px', border: '1px solid', minWidth: 0, ...colours }}
    >
      {icon && <Box sx={{ display: 'flex', mt: '1px', flexShrink: 0 }}>{icon}</Box>}
      <Box sx={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
        {title && <Box sx={{ fontWeight: 700, fontSize: 14.5 }}>{title}</Box>}
        {children && <Box sx={{ color: 'text.primary', fontSize: 14, mt: title ? 0.25 : 0 }}>{children}</Box>}
      </Box>
    </Box>
  );
}
