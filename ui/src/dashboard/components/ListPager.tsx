import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { formatCount } from './format-count';

/** Under a list: which rows are shown ('51–100 of 240'), and the page buttons when there is more than one page. */
export function ListPager({
  page,
  pageCount,
  perPage,
  total,
  query,
  compact,
  onPageChange,
  rangeTestId,
}: {
  page: number;
  pageCount: number;
  perPage: number;
  total: number;
  /** The search the rows answer, named after the range. */
  query: string;
  /** Smaller buttons and fewer page numbers, for phones. */
  compact: boolean;
  onPageChange(page: number): void;
  rangeTestId?: string;
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
        bgcolor: 'surface.subtle',
      }}
    >
      <Typography variant="body2" color="text.secondary" data-testid={rangeTestId}>
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
