import { useEffect, useState } from 'react';
import { useGetList, useListController } from 'react-admin';
import type { DoNotContactRow } from '@shared/dnc/contract';

export const RESOURCE = 'do-not-contact';
export const PER_PAGE = 50;
const SEARCH_DEBOUNCE_MS = 300;

/** What the list is searched for: usernames are stored lowercase and without the @, so '@Alice' finds alice. */
export function searchTerm(typed: string): string {
  return typed.trim().replace(/^@+/, '').toLowerCase();
}

/** One page of the Do Not Contact list, sorted A to Z, narrowed by a debounced search. */
export function useDoNotContactList() {
  const list = useListController<DoNotContactRow>({
    resource: RESOURCE,
    perPage: PER_PAGE,
    sort: { field: 'username', order: 'ASC' },
    disableSyncWithLocation: true,
    storeKey: false,
  });
  const { data, total, isPending, isFetching, error, page, setPage, setFilters, filterValues, refetch } = list;
  const query = typeof filterValues.q === 'string' ? filterValues.q : '';

  // While searching, the heading still shows the size of the whole list.
  const { total: wholeTotal } = useGetList<DoNotContactRow>(
    RESOURCE,
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'username', order: 'ASC' }, filter: {} },
    { enabled: query !== '' },
  );
  const size = query === '' ? total : wholeTotal;

  const [search, setSearch] = useState('');
  useEffect(() => {
    const term = searchTerm(search);
    if (term === query) return;
    const timer = setTimeout(() => setFilters(term ? { q: term } : {}, undefined, false), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, query, setFilters]);

  // After removals the current page may lie past the end: step back to the last page.
  const pageCount = total ? Math.max(1, Math.ceil(total / PER_PAGE)) : 1;
  useEffect(() => {
    if (!isPending && total !== undefined && page > pageCount) setPage(pageCount);
  }, [isPending, total, page, pageCount, setPage]);

  /** Empties the search box and shows the whole list at once, without waiting for the debounce. */
  const resetSearch = () => {
    setSearch('');
    setFilters({}, undefined, false);
  };

  return {
    rows: data ?? [],
    /** How many usernames match the search (all of them without one). */
    total,
    /** How many usernames the whole list holds, also while a search shows fewer. */
    size,
    isPending,
    isFetching,
    error,
    refetch,
    page,
    pageCount,
    setPage,
    /** The search the shown rows answer. */
    query,
    /** What the search box holds; it becomes the query after a short pause in typing. */
    search,
    setSearch,
    resetSearch,
  };
}
