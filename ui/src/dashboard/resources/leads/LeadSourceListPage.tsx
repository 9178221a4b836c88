import Add from '@mui/icons-material/Add';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ManageSearch from '@mui/icons-material/ManageSearch';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { LeadSourceRow } from '@shared/leads/contract';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { ListPager } from '../../components/ListPager';
import { PageHeader } from '../../components/PageHeader';
import { usePlan } from '../../hooks/usePlan';
import { ReadOnlyNote } from '../workspace/ReadOnlyNote';
import { useCan } from '../workspace/useCan';
import { CreditsPanel } from './CreditsPanel';
import { FreePlanHeader } from './FreePlanHeader';
import { LeadSourceCard } from './LeadSourceCard';
import { creditLimitOf, leadsPath, useLeadCredits } from './lead-sources-api';
import { CannotDeleteDialog, DeleteSourcesDialog } from './SourceDialogs';
import { SourceFilters } from './SourceFilters';
import { PER_PAGE, useLeadSourceList } from './useLeadSourceList';
import { useDeleteSource, useDeleteSources } from './useSourceCommands';

/** /dashboard/leads: the user's lead sources with their credits, search, filters, multi-select and cards. */
export function LeadSourceListPage() {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const { plan } = usePlan();
  const { data: credits } = useLeadCredits();
  const list = useLeadSourceList();
  const limit = creditLimitOf(plan, credits);
  const canAdd = useCan('POST /api/lead-sources/upload');
  const canDelete = useCan('DELETE /api/lead-sources/:id');

  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [toDelete, setToDelete] = useState<LeadSourceRow[]>([]);
  const [blocked, setBlocked] = useState<LeadSourceRow | null>(null);

  const stopSelecting = () => {
    setSelecting(false);
    setSelected(new Set());
  };
  const deleteOne = useDeleteSource(() => setToDelete([]));
  const deleteMany = useDeleteSources(() => {
    setToDelete([]);
    stopSelecting();
  });
  const deleting = deleteOne.isPending || deleteMany.isPending;

  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const askDelete = useCallback((source: LeadSourceRow) => {
    if (source.in_use) setBlocked(source);
    else setToDelete([source]);
  }, []);

  const selectable = list.rows.filter((source) => !source.in_use);
  const selectedRows = list.rows.filter((source) => selected.has(source.id));
  const allSelected = selectable.length > 0 && selectable.every((source) => selected.has(source.id));
  const names = useMemo(() => list.rows.map((source) => ({ id: source.id, name: source.name })), [list.rows]);
  const otherNamesOf = useMemo(() => {
    const byId = new Map<string, string[]>();
    for (const { id } of names) byId.set(id, names.filter((other) => other.id !== id).map((other) => other.name));
    return byId;
  }, [names]);

  const canCreate = canAdd && credits ? credits.can_create : false;
  const isEmpty = !list.isPending && !list.error && !list.narrowed && list.total === 0;

  const newButton = canCreate ? (
    <Button component={RouterLink} to={leadsPath('new')} variant="contained" startIcon={<Add />} sx={{ flex: { xs: 1, sm: 'none' } }}>
      New Lead Source
    </Button>
  ) : null;

  return (
    <Box>
      <PageHeader
        title="Lead Sources"
        subtitle="The people your campaigns message: upload a list, scrape an audience, or search our database of X profiles."
        actions={newButton}
      />
      <ReadOnlyNote route="POST /api/lead-sources/upload" />
      {plan?.plan === 'free' && <FreePlanHeader count={credits?.source_count} max={credits?.max_sources ?? 3} />}
      <CreditsPanel credits={credits} />

      {isEmpty ? (
        <EmptyState
          icon={PersonSearchOutlined}
          title="No lead sources yet"
          description={
            canAdd
              ? 'Create your first lead source: upload a CSV of usernames, scrape followers and engagers of any X account, or search our database.'
              : 'The lead sources of this workspace appear here once someone creates one.'
          }
          actions={newButton}
        />
      ) : (
        <Paper variant="outlined" component="section" aria-label="Your lead sources" sx={{ borderRadius: '18px', overflow: 'hidden', position: 'relative' }}>
          {list.isFetching && !list.isPending && (
            <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }} aria-label="Updating lead sources" />
          )}
          <Box sx={{ p: { xs: 2, sm: 2.5 }, pb: 2 }}>
            <SourceFilters
              search={list.search}
              onSearch={list.setSearch}
              type={list.type}
              onType={list.setType}
              status={list.status}
              onStatus={list.setStatus}
              sort={list.sortChoice}
              onSort={list.setSortChoice}
            />
            <Box
              sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 36 }}
              role="toolbar"
              aria-label="Selection"
            >
              {selecting ? (
                <>
                  <Typography sx={{ fontWeight: 600, fontSize: 14, mr: 1 }} aria-live="polite" data-testid="selected-count">
                    {selected.size} selected
                  </Typography>
                  <Button
                    size="small"
                    onClick={() => setSelected(allSelected ? new Set() : new Set(selectable.map((source) => source.id)))}
                    disabled={selectable.length === 0}
                  >
                    {allSelected ? 'Deselect All' : 'Select All'}
                  </Button>
                  <Box sx={{ flex: 1 }} />
                  <Button size="small" color="inherit" onClick={stopSelecting}>
                    Cancel
                  </Button>
                  <Button
                    size="small"
                    variant="contained"
                    color="error"
                    startIcon={<DeleteOutline />}
                    disabled={selected.size === 0 || deleting}
                    onClick={() => setToDelete(selectedRows)}
                  >
                    Delete Selected
                  </Button>
                </>
              ) : (
                <>
                  <Typography variant="body2" color="text.secondary" data-testid="sources-count">
                    {list.total === undefined ? '' : `${list.total} lead source${list.total === 1 ? '' : 's'}${list.narrowed ? ' found' : ''}`}
                  </Typography>
                  <Box sx={{ flex: 1 }} />
                  {canDelete && (
                    <Button size="small" startIcon={<ChecklistOutlined />} onClick={() => setSelecting(true)} disabled={list.rows.length === 0}>
                      Select
                    </Button>
                  )}
                </>
              )}
            </Box>
          </Box>
          <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: { xs: 2, sm: 2.5 } }}>
            {list.isPending ? (
              <CardGrid>
                {[0, 1, 2].map((key) => (
                  <Skeleton key={key} variant="rounded" height={212} sx={{ borderRadius: '16px' }} />
                ))}
              </CardGrid>
            ) : list.error ? (
              <Box sx={{ py: 6, textAlign: 'center' }}>
                <Typography sx={{ fontWeight: 600, mb: 1 }}>Your lead sources could not be loaded.</Typography>
                <Button variant="outlined" onClick={() => list.refetch()}>
                  Try again
                </Button>
              </Box>
            ) : list.rows.length === 0 ? (
              <EmptyState
                bare
                icon={ManageSearch}
                title="No lead sources match"
                description="Try another part of the name, or clear the filters."
                actions={
                  <Button variant="outlined" onClick={list.clearFilters}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <CardGrid>
                {list.rows.map((source) => (
                  <LeadSourceCard
                    key={source.id}
                    source={source}
                    limit={limit}
                    otherNames={otherNamesOf.get(source.id) ?? []}
                    selecting={selecting}
                    selected={selected.has(source.id)}
                    onToggle={toggle}
                    onDelete={canDelete ? askDelete : undefined}
                  />
                ))}
              </CardGrid>
            )}
          </Box>
          {!list.isPending && !list.error && (list.total ?? 0) > PER_PAGE && (
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
        </Paper>
      )}

      <DeleteSourcesDialog
        sources={toDelete}
        busy={deleting}
        onCancel={() => setToDelete([])}
        onConfirm={() => {
          if (toDelete.length === 1 && !selecting) deleteOne.mutate({ id: toDelete[0]!.id });
          else deleteMany.mutate({ ids: toDelete.map((source) => source.id) });
        }}
      />
      <CannotDeleteDialog source={blocked} onClose={() => setBlocked(null)} />
    </Box>
  );
}

function CardGrid({ children }: { children: React.ReactNode }) {
  return (
    <Box
      data-testid="source-grid"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        gap: { xs: 1.5, sm: 2 },
      }}
    >
      {children}
    </Box>
  );
}
