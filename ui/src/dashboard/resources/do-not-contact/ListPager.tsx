import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { formatCount } from './format-count';

/** Under the list: which usernames are shown ('51–100 of 240'), and the page buttons when there is more than one page. */
export function ListPager({
  page,
  pageCount,
  perPage,
  total,
  query,
  compact,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  perPage: number;
  total: number;
  query: string;
  /** Smaller buttons and fewer page numbers, for phones. */
  compact: boolean;
  onPageChange(page: number): void;
}) {
  const firstShown = total ? (page - 1) * perPage + 1 : 0;
  const lastShown = total ? Math.min(total, page * perPage) : 0;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1.5,
        px: { xs: 2, sm: 2.5 },
        py: 1.75,
        borderTop: '1px solid',
        borderColor: 'divider',
        bgcolor: '#fbfcfe',
      }}
    >
      <Typography variant="body2" color="text.secondary" data-testid="dnc-range">
        {formatCount(firstShown)}–{formatCount(lastShown)} of {formatCount(total)}
        {query ? ` matching "${query}"` : ''}
      </Typography>
      {pageCount > 1 && (
        <Pagination
          page={Math.min(page, pageCount)}
          count={pageCount}
          onChange={(_event, value) => onPageChange(value)}
          shape="rounded"
          color="primary"
          size={compact ? 'small' : 'medium'}
          siblingCount={compact ? 0 : 1}
        />
      )}
    </Box>
  );
}
