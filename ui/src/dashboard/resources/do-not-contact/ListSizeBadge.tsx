import Box from '@mui/material/Box';
import { countOf } from '../../components/format-count';

/** '1,234 usernames' beside the panel title. */
export function ListSizeBadge({ size }: { size: number }) {
  return (
    <Box
      component="span"
      data-testid="dnc-total"
      sx={{
        px: 1,
        height: 24,
        display: 'inline-flex',
        alignItems: 'center',
        borderRadius: 99,
        fontSize: 12.5,
        fontWeight: 700,
        color: 'primary.dark',
        bgcolor: 'tint.primary',
      }}
    >
      {countOf(size, 'username')}
    </Box>
  );
}
