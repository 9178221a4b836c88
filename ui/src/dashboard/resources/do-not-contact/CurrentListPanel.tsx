import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import ManageSearch from '@mui/icons-material/ManageSearch';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { dncMessages } from '@shared/dnc/shared/dnc-messages';
import { memo, useEffect, useRef, useState } from 'react';
import { useDataProvider, useGetList, useListController, useNotify } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import type { DashboardDataProvider, DoNotContactEntry } from '../../providers/dataProvider';
import { ClearAllDialog } from './ClearAllDialog';
import { failureMessage } from './failure-message';
import { PanelHeader } from './PanelHeader';
import { useRefreshAfterCommand } from './useRefreshAfterCommand';

export const RESOURCE = 'do-not-contact';
export const PER_PAGE = 50;
const SEARCH_DEBOUNCE_MS = 300;

const count = (n: number) => n.toLocaleString('en-US');
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

const Row = memo(function Row({
  entry,
  removing,
  onRemove,
}: {
  entry: DoNotContactEntry;
  removing: boolean;
  onRemove(username: string): void;
}) {
  const added = formatDate(entry.addedAt);
  return (
    <Box
      component="li"
      data-testid="dnc-row"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto minmax(0,1fr) auto', sm: 'auto minmax(0,1fr) 140px auto' },
        alignItems: 'center',
        columnGap: 1.5,
        px: { xs: 1.5, sm: 2 },
        py: 1,
        borderBottom: '1px solid',
        borderColor: 'divider',
        opacity: removing ? 0.5 : 1,
        transition: 'background-color .12s ease, opacity .12s ease',
        '&:last-of-type': { borderBottom: 'none' },
        '&:hover': { bgcolor: '#f8faff' },
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
          color: '#3c4a63',
          bgcolor: '#eef1f6',
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
      <Tooltip title="Remove from list">
        <span>
          <IconButton
            aria-label={`Remove @${entry.username}`}
            size="small"
            disabled={removing}
            onClick={() => onRemove(entry.username)}
            sx={{ color: 'text.secondary', '&:hover': { color: 'error.main', bgcolor: '#fdecec' } }}
          >
            {removing ? <CircularProgress size={16} /> : <DeleteOutline fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
});

function LoadingRows() {
  return (
    <Box aria-hidden>
      {Array.from({ length: 8 }, (_, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          key={index}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25, borderBottom: '1px solid', borderColor: 'divider' }}
        >
          <Skeleton variant="circular" width={32} height={32} />
          <Skeleton variant="text" width={`${30 + ((index * 17) % 35)}%`} sx={{ fontSize: 15 }} />
        </Box>
      ))}
    </Box>
  );
}

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
  const firstShown = total ? (page - 1) * PER_PAGE + 1 : 0;
  const lastShown = total ? Math.min(total, page * PER_PAGE) : 0;

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
        badge={
          !!listSize && (
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
                bgcolor: '#eaf0ff',
              }}
            >
              {count(listSize)} {listSize === 1 ? 'username' : 'usernames'}
            </Box>
          )
        }
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
        <Box sx={{ borderTop: '1px solid', borderColor: 'divider' }}>
          <EmptyState
            bare
            icon={BlockOutlined}
            title="Your Do Not Contact list is empty"
            description="Add customers, partners and anyone who asked not to be messaged, and your campaigns will skip them."
          />
        </Box>
      ) : (
        <>
          <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: 2 }}>
            <TextField
              fullWidth
              size="small"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search usernames"
              slotProps={{
                htmlInput: { 'aria-label': 'Search usernames', spellCheck: false, autoCapitalize: 'off' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: search ? (
                    <InputAdornment position="end">
                      <IconButton aria-label="Clear search" size="small" edge="end" onClick={() => setSearch('')}>
                        <Close fontSize="small" />
                      </IconButton>
                    </InputAdornment>
                  ) : undefined,
                },
              }}
            />
          </Box>
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
            <Box
              sx={{
                position: 'sticky',
                top: 0,
                zIndex: 1,
                display: { xs: 'none', sm: 'grid' },
                gridTemplateColumns: '32px minmax(0,1fr) 140px 34px',
                columnGap: 1.5,
                px: 2,
                py: 1,
                bgcolor: '#f8fafd',
                borderBottom: '1px solid',
                borderColor: 'divider',
                fontSize: 12,
                fontWeight: 700,
                letterSpacing: '0.06em',
                color: 'text.secondary',
              }}
            >
              <span />
              <span>USERNAME</span>
              <span>DATE ADDED</span>
              <span />
            </Box>
            {isPending ? (
              <LoadingRows />
            ) : error ? (
              <Box sx={{ px: 3, py: 6, textAlign: 'center' }}>
                <Typography sx={{ fontWeight: 600, mb: 0.5 }}>The list could not be loaded.</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  Check your connection and try again.
                </Typography>
                <Button variant="outlined" onClick={() => refetch()}>
                  Try again
                </Button>
              </Box>
            ) : rows.length === 0 ? (
              <EmptyState
                bare
                icon={ManageSearch}
                title={`No usernames match "${query}"`}
                description="Try part of the username, without the @."
              />
            ) : (
              <Box
                component="ul"
                aria-label="Do Not Contact usernames"
                aria-busy={isFetching}
                sx={{ listStyle: 'none', m: 0, p: 0, opacity: isFetching ? 0.6 : 1, transition: 'opacity .15s ease' }}
              >
                {rows.map((entry) => (
                  <Row key={entry.id} entry={entry} removing={removing.has(entry.username)} onRemove={remove} />
                ))}
              </Box>
            )}
          </Box>
          {!isPending && !error && (total ?? 0) > 0 && (
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
                {count(firstShown)}–{count(lastShown)} of {count(total ?? 0)}
                {query ? ` matching "${query}"` : ''}
              </Typography>
              {pageCount > 1 && (
                <Pagination
                  page={Math.min(page, pageCount)}
                  count={pageCount}
                  onChange={(_event, value) => setPage(value)}
                  shape="rounded"
                  color="primary"
                  size={isPhone ? 'small' : 'medium'}
                  siblingCount={isPhone ? 0 : 1}
                />
              )}
            </Box>
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
