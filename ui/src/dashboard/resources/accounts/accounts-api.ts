import type {
  AccountRow,
  AccountsUsage,
  ConnectAccountAnswer,
  ConnectAccountBody,
  DemoAccountsAnswer,
  DisconnectAccountAnswer,
  HealthCheckAnswer,
  KeepAccountAnswer,
  ProxyAnswer,
  ProxyBody,
  ProxyTestAnswer,
} from '@shared/accounts/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { HttpError, useGetList } from 'react-admin';
import { API_URL, httpClient } from '../../providers/dataProvider';

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
    queryFn: ({ signal }) => httpClient(`${API_URL}/accounts/usage`, { signal }).then(({ json }) => json as AccountsUsage),
    staleTime: ACCOUNTS_FRESH_MS,
    refetchOnWindowFocus: false,
  });
}

/** Demo mode's simulated X accounts and their cookies (none when X is real); fixed while the app runs. */
export function useDemoAccounts() {
  return useQuery({
    queryKey: [ACCOUNTS, 'demo'],
    queryFn: ({ signal }) => httpClient(`${API_URL}/accounts/demo`, { signal }).then(({ json }) => (json as DemoAccountsAnswer).accounts),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

function call<T>(path: string, method: string, body?: unknown): Promise<T> {
  return httpClient(`${API_URL}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(({ json }) => json as T);
}

const accountPath = (id: string) => `/accounts/${encodeURIComponent(id)}`;

/** The account commands; each answers the specification's message. */
export function useAccountsApi() {
  return useMemo(
    () => ({
      connect: (body: ConnectAccountBody) => call<ConnectAccountAnswer>('/accounts', 'POST', body),
      disconnect: (id: string) => call<DisconnectAccountAnswer>(accountPath(id), 'DELETE'),
      saveProxy: (id: string, body: ProxyBody) => call<ProxyAnswer>(`${accountPath(id)}/proxy`, 'PUT', body),
      removeProxy: (id: string) => call<ProxyAnswer>(`${accountPath(id)}/proxy`, 'DELETE'),
      testProxy: (id: string) => call<ProxyTestAnswer>(`${accountPath(id)}/proxy/test`, 'POST', {}),
      check: (id: string) => call<HealthCheckAnswer>(`${accountPath(id)}/check`, 'POST', {}),
      keep: (accountId: string) => call<KeepAccountAnswer>('/accounts/keep', 'POST', { account_id: accountId }),
    }),
    [],
  );
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

/** The `code` of the API's error body ({ message, code }), when the failure carried one. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : undefined;
}
