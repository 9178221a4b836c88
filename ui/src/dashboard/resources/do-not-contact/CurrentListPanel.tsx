import BlockOutlined from '@mui/icons-material/BlockOutlined';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { dncMessages } from '@shared/dnc/shared/dnc-messages';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useGetList, useListController, useNotify } from 'react-admin';
import type { DashboardDataProvider, DoNotContactEntry } from '../../providers/dataProvider';
import { ClearAllDialog } from './ClearAllDialog';
import { failureMessage } from './failure-message';
import { ListColumnHeadings } from './ListColumnHeadings';
import { EmptyListState, NoMatchesState } from './ListEmptyStates';
import { ListLoadError } from './ListLoadError';
import { ListPager } from './ListPager';
import { ListSearchField } from './ListSearchField';
import { ListSizeBadge } from './ListSizeBadge';
import { LoadingRows } from './LoadingRows';
import { PanelHeader } from './PanelHeader';
import { UsernameList } from './UsernameList';
import { useRefreshAfterCommand } from './useRefreshAfterCommand';

export const RESOURCE = 'do-not-contact';
export const PER_PAGE = 50;
const SEARCH_DEBOUNCE_MS = 300;

/** The user's Do Not Contact list: search, pages of 50, remove one, clear all. */
export function CurrentListPanel() {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const refreshAfter = useRefreshAfterCommand();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));

  const list = useListController<DoNotContactEntry>({
    resource: RESOURCE,
    perPage: PER_PAGE,
    sort: { field: 'username', order: 'ASC' },
    disableSyncWithLocation: true,
    storeKey: false,
  });
  const { data, total, isPending, isFetching, error, page, setPage, setFilters, filterValues, refetch } = list;
  const query = typeof filterValues.q === 'string' ? filterValues.q : '';

  // While searching, the heading still shows the size of the whole list.
  const { total: wholeTotal } = useGetList<DoNotContactEntry>(
    RESOURCE,
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'username', order: 'ASC' }, filter: {} },
    { enabled: query !== '' },
  );
  const listSize = query === '' ? total : wholeTotal;

  const [search, setSearch] = useState('');
  useEffect(() => {
    const term = search.trim();
    if (term === query) return;
    const timer = setTimeout(() => setFilters(term ? { q: term } : {}, undefined, false), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, query, setFilters]);

  // After removals the current page may lie past the end: step back to the last page.
  const pageCount = total ? Math.max(1, Math.ceil(total / PER_PAGE)) : 1;
  useEffect(() => {
    if (!isPending && total !== undefined && page > pageCount) setPage(pageCount);
  }, [isPending, total, page, pageCount, setPage]);

  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [clearing, setClearing] = useState(false);

  const remove = async (username: string) => {
    setRemoving((previous) => new Set(previous).add(username));
    try {
      const { data: result, readSideBehind } = await dataProvider.removeDoNotContact(username);
      notify(result?.message || dncMessages.removed(username), { type: 'success' });
      refreshAfter(readSideBehind);
    } catch (failure) {
      notify(failureMessage(dncMessages.deleteFailed, failure), { type: 'error' });
    } finally {
      setRemoving((previous) => {
        const next = new Set(previous);
        next.delete(username);
        return next;
      });
    }
  };

  const clearAll = async () => {
    setClearing(true);
    try {
      const { data: result, readSideBehind } = await dataProvider.clearDoNotContact();
      notify(result?.message || dncMessages.cleared, { type: 'success' });
      setConfirmOpen(false);
      setSearch('');
      setFilters({}, undefined, false);
      refreshAfter(readSideBehind);
    } catch (failure) {
      notify(failureMessage(dncMessages.clearFailed, failure), { type: 'error' });
    } finally {
      setClearing(false);
    }
  };

  // A new page starts at its top.
  const scroller = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const shownPage = useRef(page);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search also starts at the top
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
    if (shownPage.current === page) return;
    shownPage.current = page;
    // Where the whole page scrolls (phones), bring the top of the list back into view.
    const top = panel.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) panel.current?.scrollIntoView({ block: 'start' });
  }, [page, query]);

  const rows = data ?? [];
  const isEmptyList = !isPending && !error && query === '' && total === 0;

  return (
    <Paper
      ref={panel}
      variant="outlined"
      component="section"
      aria-labelledby="dnc-list-title"
      sx={{ borderRadius: '18px', overflow: 'hidden', position: 'relative' }}
    >
      {isFetching && !isPending && (
        <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }} aria-label="Updating list" />
      )}
      <PanelHeader
        id="dnc-list-title"
        icon={BlockOutlined}
        title="Current List"
        badge={!!listSize && <ListSizeBadge size={listSize} />}
        subtitle="Sorted A to Z. Search matches any part of a username."
        actions={
          <Button
            color="error"
            variant="outlined"
            size={isPhone ? 'small' : 'medium'}
            startIcon={<DeleteSweepOutlined />}
            onClick={() => setConfirmOpen(true)}
            disabled={!listSize || clearing}
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
          <ListSearchField value={search} onChange={setSearch} />
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
            {isPending ? (
              <LoadingRows />
            ) : error ? (
              <ListLoadError onRetry={() => refetch()} />
            ) : rows.length === 0 ? (
              <NoMatchesState query={query} />
            ) : (
              <UsernameList rows={rows} updating={isFetching} removing={removing} onRemove={remove} />
            )}
          </Box>
          {!isPending && !error && (total ?? 0) > 0 && (
            <ListPager
              page={page}
              pageCount={pageCount}
              perPage={PER_PAGE}
              total={total ?? 0}
              query={query}
              compact={isPhone}
              onPageChange={setPage}
            />
          )}
        </>
      )}
      <ClearAllDialog
        open={confirmOpen}
        total={listSize ?? 0}
        busy={clearing}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={clearAll}
      />
    </Paper>
  );
}
