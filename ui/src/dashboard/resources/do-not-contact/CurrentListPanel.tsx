import BlockOutlined from '@mui/icons-material/BlockOutlined';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { ClearAllDialog } from './ClearAllDialog';
import { ListColumnHeadings } from './ListColumnHeadings';
import { EmptyListState, NoMatchesState } from './ListEmptyStates';
import { ListLoadError } from './ListLoadError';
import { ListPager } from './ListPager';
import { ListSearchField } from './ListSearchField';
import { ListSizeBadge } from './ListSizeBadge';
import { LoadingRows } from './LoadingRows';
import { PanelHeader } from './PanelHeader';
import { UsernameList } from './UsernameList';
import { useClearList } from './useClearList';
import { PER_PAGE, useDoNotContactList } from './useDoNotContactList';
import { useNewPageStartsAtTop } from './useNewPageStartsAtTop';
import { useRemoveUsername } from './useRemoveUsername';

/** The user's Do Not Contact list: search, pages of 50, remove one, clear all. */
export function CurrentListPanel() {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const list = useDoNotContactList();
  const { removing, remove } = useRemoveUsername();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { clearing, clearAll } = useClearList(() => {
    setConfirmOpen(false);
    list.resetSearch();
  });
  const { scroller, panel } = useNewPageStartsAtTop(list.page, list.query);

  const isEmptyList = !list.isPending && !list.error && list.query === '' && list.total === 0;

  return (
    <Paper
      ref={panel}
      variant="outlined"
      component="section"
      aria-labelledby="dnc-list-title"
      sx={{ borderRadius: '18px', overflow: 'hidden', position: 'relative' }}
    >
      {list.isFetching && !list.isPending && (
        <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }} aria-label="Updating list" />
      )}
      <PanelHeader
        id="dnc-list-title"
        icon={BlockOutlined}
        title="Current List"
        badge={!!list.size && <ListSizeBadge size={list.size} />}
        subtitle="Sorted A to Z. Search matches any part of a username."
        actions={
          <Button
            color="error"
            variant="outlined"
            size={isPhone ? 'small' : 'medium'}
            startIcon={<DeleteSweepOutlined />}
            onClick={() => setConfirmOpen(true)}
            disabled={!list.size || clearing}
            sx={{ borderColor: '#f3c2c2', '&:hover': { borderColor: 'error.main', bgcolor: '#fdf2f2' } }}
          >
            Clear All
          </Button>
        }
      />

      {isEmptyList ? (
        <EmptyListState />
      ) : (
        <>
          <ListSearchField value={list.search} onChange={list.setSearch} />
          <Box
            ref={scroller}
            sx={{
              borderTop: '1px solid',
              borderColor: 'divider',
              // On wide screens the list scrolls inside its panel, beside the form, with its pager always in view.
              maxHeight: { lg: 'max(360px, calc(100vh - 380px))' },
              overflowY: { lg: 'auto' },
            }}
          >
            <ListColumnHeadings />
            {list.isPending ? (
              <LoadingRows />
            ) : list.error ? (
              <ListLoadError onRetry={() => list.refetch()} />
            ) : list.rows.length === 0 ? (
              <NoMatchesState query={list.query} />
            ) : (
              <UsernameList rows={list.rows} updating={list.isFetching} removing={removing} onRemove={remove} />
            )}
          </Box>
          {!list.isPending && !list.error && (list.total ?? 0) > 0 && (
            <ListPager
              page={list.page}
              pageCount={list.pageCount}
              perPage={PER_PAGE}
              total={list.total ?? 0}
              query={list.query}
              compact={isPhone}
              onPageChange={list.setPage}
            />
          )}
        </>
      )}
      <ClearAllDialog
        open={confirmOpen}
        total={list.size ?? 0}
        busy={clearing}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={clearAll}
      />
    </Paper>
  );
}
