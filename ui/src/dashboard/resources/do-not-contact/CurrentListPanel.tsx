import BlockOutlined from '@mui/icons-material/BlockOutlined';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ClearListAnswer, dncMessages } from '@shared/dnc/contract';
import { useState } from 'react';
import { z } from 'zod';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { countOf } from '../../components/format-count';
import { ListPager } from '../../components/ListPager';
import { SearchField } from '../../components/SearchField';
import { useCommand } from '../../hooks/useCommand';
import { useCan } from '../workspace/useCan';
import { ListColumnHeadings } from './ListColumnHeadings';
import { EmptyListState, NoMatchesState } from './ListEmptyStates';
import { ListLoadError } from './ListLoadError';
import { ListSizeBadge } from './ListSizeBadge';
import { LoadingRows } from './LoadingRows';
import { PanelHeader } from './PanelHeader';
import { UsernameList } from './UsernameList';
import { PER_PAGE, RESOURCE, useDoNotContactList } from './useDoNotContactList';
import { useNewPageStartsAtTop } from './useNewPageStartsAtTop';
import { useRemoveUsername } from './useRemoveUsername';

/** DELETE /api/do-not-contact's answer (the contract has its type, not a schema). */
const clearListAnswer: z.ZodType<ClearListAnswer> = z.object({ removedCount: z.number(), message: z.string() });

/** The user's Do Not Contact list: search, pages of 50, remove one, clear all (for a role that may). */
export function CurrentListPanel() {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const list = useDoNotContactList();
  const { removing, remove } = useRemoveUsername();
  const canRemove = useCan('DELETE /api/do-not-contact/:username');
  const canClear = useCan('DELETE /api/do-not-contact');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const clear = useCommand(RESOURCE, 'clear', {
    answer: clearListAnswer,
    request: () => ({}),
    success: dncMessages.cleared,
    failure: dncMessages.clearFailed,
    onSuccess: () => {
      setConfirmOpen(false);
      list.resetSearch();
    },
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
          canClear && (
            <Button
              color="error"
              variant="outlined"
              size={isPhone ? 'small' : 'medium'}
              startIcon={<DeleteSweepOutlined />}
              onClick={() => setConfirmOpen(true)}
              disabled={!list.size || clear.isPending}
              sx={{ borderColor: 'tint.dangerBorder', '&:hover': { borderColor: 'error.main', bgcolor: 'tint.dangerHover' } }}
            >
              Clear All
            </Button>
          )
        }
      />

      {isEmptyList ? (
        <EmptyListState />
      ) : (
        <>
          <SearchField label="Search usernames" value={list.search} onChange={list.setSearch} />
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
              <UsernameList rows={list.rows} updating={list.isFetching} removing={removing} onRemove={canRemove ? remove : undefined} />
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
              rangeTestId="dnc-range"
            />
          )}
        </>
      )}
      <ConfirmDialog
        open={confirmOpen}
        title="Clear the whole list?"
        icon={DeleteSweepOutlined}
        confirmLabel="Clear List"
        busyLabel="Clearing..."
        busy={clear.isPending}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => clear.mutate()}
      >
        This removes all {countOf(list.size ?? 0, 'username')} from your Do Not Contact list. Your campaigns will be
        able to message them again. This cannot be undone.
      </ConfirmDialog>
    </Paper>
  );
}
