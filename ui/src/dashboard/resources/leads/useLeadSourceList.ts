import type { LeadSourceRow, SourceType } from '@shared/leads/contract';
import { useEffect, useState } from 'react';
import { useListController } from 'react-admin';
import { RESOURCE } from './lead-sources-api';

export const PER_PAGE = 24;
const SEARCH_DEBOUNCE_MS = 300;

/** The list's sort choices: newest first (the default), or by leads. */
export type SortChoice = 'newest' | 'leads-desc' | 'leads-asc';

export const sortChoices: Array<{ value: SortChoice; label: string }> = [
  { value: 'newest', label: 'Newest first' },
  { value: 'leads-desc', label: 'Most leads' },
  { value: 'leads-asc', label: 'Fewest leads' },
];

const sortOf: Record<SortChoice, { field: string; order: 'ASC' | 'DESC' }> = {
  newest: { field: 'created_at', order: 'DESC' },
  'leads-desc': { field: 'total_leads', order: 'DESC' },
  'leads-asc': { field: 'total_leads', order: 'ASC' },
};

export type TypeFilter = SourceType | 'all';
export type StatusFilter = 'ready' | 'active' | 'completed' | 'failed' | 'scraping' | 'all';

/** One page of the user's lead sources, searched by name (debounced), filtered by type and status, sorted. */
export function useLeadSourceList() {
  const list = useListController<LeadSourceRow>({
    resource: RESOURCE,
    perPage: PER_PAGE,
    sort: sortOf.newest,
    disableSyncWithLocation: true,
    storeKey: false,
  });
  const { data, total, isPending, isFetching, error, page, setPage, setFilters, filterValues, setSort, sort, refetch } = list;
  const query = typeof filterValues.q === 'string' ? filterValues.q : '';
  const type = (filterValues.source_type as TypeFilter | undefined) ?? 'all';
  const status = (filterValues.status as StatusFilter | undefined) ?? 'all';
  const sortChoice: SortChoice =
    sort.field === 'total_leads' ? (sort.order === 'ASC' ? 'leads-asc' : 'leads-desc') : 'newest';

  const [search, setSearch] = useState('');
  useEffect(() => {
    const term = search.trim();
    if (term === query) return;
    const timer = setTimeout(() => setFilters(withFilter(filterValues, 'q', term), undefined, false), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, query, filterValues, setFilters]);

  const pageCount = total ? Math.max(1, Math.ceil(total / PER_PAGE)) : 1;
  useEffect(() => {
    if (!isPending && total !== undefined && page > pageCount) setPage(pageCount);
  }, [isPending, total, page, pageCount, setPage]);

  return {
    rows: data ?? [],
    total,
    isPending,
    isFetching,
    error,
    refetch,
    page,
    pageCount,
    setPage,
    query,
    search,
    setSearch,
    type,
    setType: (value: TypeFilter) => setFilters(withFilter(filterValues, 'source_type', value === 'all' ? '' : value), undefined, false),
    status,
    setStatus: (value: StatusFilter) => setFilters(withFilter(filterValues, 'status', value === 'all' ? '' : value), undefined, false),
    sortChoice,
    setSortChoice: (value: SortChoice) => setSort(sortOf[value]),
    /** Whether a search or filter narrows the list. */
    narrowed: query !== '' || type !== 'all' || status !== 'all',
    clearFilters: () => {
      setSearch('');
      setFilters({}, undefined, false);
    },
  };
}

function withFilter(filters: Record<string, unknown>, key: string, value: string): Record<string, unknown> {
  const next = { ...filters };
  if (value === '') delete next[key];
  else next[key] = value;
  return next;
}
