import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * One number of an overview (the Campaigns page's, a campaign's page): its label above it. `last` of an odd
 * count takes its row whole on a phone, two to a row, rather than leave a gap.
 */
export function OverviewTile({ label, value, last, testId = 'overview-tile' }: { label: string; value: string; last: boolean; testId?: string }) {
  return (
    <Paper
      variant="outlined"
      data-testid={testId}
      aria-label={label}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '16px', minWidth: 0, gridColumn: last ? { xs: 'span 2', sm: 'auto' } : undefined }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13, lineHeight: 1.3 }}>
        {label}
      </Typography>
      <Typography data-testid={`${testId}-value`} sx={{ fontWeight: 700, fontSize: { xs: 22, sm: 26 }, lineHeight: 1.25, mt: 0.5 }}>
        {value}
      </Typography>
    </Paper>
  );
}

/** The grid the tiles sit in: two a row on a phone, three on a tablet, five on a desktop. */
export const TILE_GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
  gap: { xs: 1.5, sm: 2 },
} as const;
