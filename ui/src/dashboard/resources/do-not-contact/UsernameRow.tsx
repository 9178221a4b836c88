import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { DoNotContactRow } from '@shared/dnc/contract';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** One username on the list: initial, @username, date added and a remove button. */
export const UsernameRow = memo(function UsernameRow({
  entry,
  removing,
  onRemove,
}: {
  entry: DoNotContactRow;
  removing: boolean;
  /** Absent when the person's role may not remove usernames. */
  onRemove?(username: string): void;
}) {
  const added = formatDate(entry.addedAt);
  return (
    <Box
      component="li"
      data-testid="dnc-row"
      sx={{
        display: 'grid',
        // The last column keeps the headings' width with or without the remove button.
        gridTemplateColumns: { xs: 'auto minmax(0,1fr) auto', sm: 'auto minmax(0,1fr) 140px minmax(34px, auto)' },
        alignItems: 'center',
        columnGap: 1.5,
        px: { xs: 1.5, sm: 2 },
        py: 1,
        borderBottom: '1px solid',
        borderColor: 'divider',
        opacity: removing ? 0.5 : 1,
        transition: 'background-color .12s ease, opacity .12s ease',
        '&:last-of-type': { borderBottom: 'none' },
        '&:hover': { bgcolor: 'surface.rowHover' },
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          fontSize: 13,
          fontWeight: 700,
          color: 'tint.neutralText',
          bgcolor: 'tint.neutral',
          textTransform: 'uppercase',
        }}
      >
        {entry.username.charAt(0)}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          sx={{ fontSize: 14.5, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          @{entry.username}
        </Typography>
        {added && (
          <Typography sx={{ display: { sm: 'none' }, fontSize: 12.5, color: 'text.secondary' }}>Added {added}</Typography>
        )}
      </Box>
      <Typography sx={{ display: { xs: 'none', sm: 'block' }, fontSize: 13.5, color: 'text.secondary' }}>{added}</Typography>
      {onRemove && (
        <Tooltip title="Remove from list">
          <span>
            <IconButton
              aria-label={`Remove @${entry.username}`}
              size="small"
              disabled={removing}
              onClick={() => onRemove(entry.username)}
              sx={{ color: 'text.secondary', '&:hover': { color: 'error.main', bgcolor: 'tint.danger' } }}
            >
              {removing ? <CircularProgress size={16} /> : <DeleteOutline fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Box>
  );
});
