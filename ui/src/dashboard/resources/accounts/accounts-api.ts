import type { AccountRow } from '@shared/accounts/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useGetList } from 'react-admin';
import { getParsed } from '../../providers/api';
import { accountsUsage, demoAccountsAnswer } from './account-answers';

/** The resource name: the API path /api/accounts and the live-updates resource. */
export const ACCOUNTS = 'accounts';

/** The profile list is kept for 5 minutes; live updates and the page's own commands refresh it sooner. */
const ACCOUNTS_FRESH_MS = 5 * 60_000;

/** Keyed under the resource, so a live change of 'accounts' refetches the usage with the list. */
export const USAGE_KEY = [ACCOUNTS, 'usage'] as const;

/** The connected accounts, newest change first (GET /api/accounts). */
export function useAccountList() {
  return useGetList<AccountRow>(
    ACCOUNTS,
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'updated_at', order: 'DESC' } },
    { staleTime: ACCOUNTS_FRESH_MS, refetchOnWindowFocus: false },
  );
}

/** 'Connected: X / Y', what the plan allows now, and whether the downgrade chooser must open. */
export function useAccountsUsage() {
  return useQuery({
    queryKey: USAGE_KEY,
    queryFn: ({ signal }) => getParsed('/accounts/usage', accountsUsage, signal),
    staleTime: ACCOUNTS_FRESH_MS,
    refetchOnWindowFocus: false,
  });
}

/** Demo mode's simulated X accounts and their cookies (none when X is real); fixed while the app runs. */
export function useDemoAccounts() {
  return useQuery({
    queryKey: [ACCOUNTS, 'demo'],
    queryFn: ({ signal }) => getParsed('/accounts/demo', demoAccountsAnswer, signal).then((answer) => answer.accounts),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** The screen names X simulates (empty when X is real); undefined while loading, or failed (then X's pictures). */
export function useSimulatedNames(): ReadonlySet<string> | undefined {
  const demo = useDemoAccounts();
  return useMemo(() => {
    if (demo.error) return new Set<string>();
    return demo.data ? new Set(demo.data.map((account) => account.screen_name)) : undefined;
  }, [demo.data, demo.error]);
}

/** Refetches the accounts, their usage and the plan (its account count and the badge). */
export function useReloadAccounts() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ACCOUNTS] }),
        queryClient.invalidateQueries({ queryKey: ['plan'] }),
      ]),
    [queryClient],
  );
}

// Kept where the campaign wizard reads it.
export { errorCode } from '../../providers/dataProvider';
