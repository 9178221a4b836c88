import type { SendingLimits, SendingLimitsAnswer, SendingLimitsBody } from '@shared/runner/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_URL, httpClient } from '../../providers/dataProvider';
import { ACCOUNTS } from './accounts-api';

const limitsPath = (id: string) => `${API_URL}/accounts/${encodeURIComponent(id)}/sending-limits`;

/** An account's sending limits (GET /api/accounts/:id/sending-limits), loaded while its dialog is open. */
export function useSendingLimits(id: string | null) {
  return useQuery({
    queryKey: [ACCOUNTS, 'sending-limits', id],
    queryFn: ({ signal }) => httpClient(limitsPath(id as string), { signal }).then(({ json }) => json as SendingLimits),
    enabled: id !== null,
    staleTime: 0,
  });
}

/**
 * Every connected account's limits with the runner's figures (GET /api/accounts/sending-limits): one request for
 * all the cards. Keyed under the accounts, so a connect, a saved cap or a live change refetches it; refetched each
 * minute too, as DMs are sent and the 24 hours roll on.
 */
export function useAccountsSendingLimits(enabled: boolean) {
  return useQuery({
    queryKey: [ACCOUNTS, 'sending-limits-of-all'],
    queryFn: ({ signal }) => httpClient(`${API_URL}/accounts/sending-limits`, { signal }).then(({ json }) => json as SendingLimits[]),
    enabled,
    refetchInterval: 60_000,
    refetchOnWindowFocus: false,
  });
}

/** PUT /api/accounts/:id/sending-limits; the accounts (their cards' caps) are fetched again after it. */
export function useSaveSendingLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SendingLimitsBody }) =>
      httpClient(limitsPath(id), { method: 'PUT', body: JSON.stringify(body) }).then(({ json }) => json as SendingLimitsAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ACCOUNTS] }),
  });
}
