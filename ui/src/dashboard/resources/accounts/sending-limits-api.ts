import { type SendingLimitsBody, sendingLimitsMessages } from '@shared/runner/contract';
import { useQuery } from '@tanstack/react-query';
import { useCommand } from '../../hooks/useCommand';
import { getParsed } from '../../providers/api';
import { serverMessage } from '../../providers/dataProvider';
import { sendingLimits, sendingLimitsAnswer, sendingLimitsOfAll } from './account-answers';
import { ACCOUNTS } from './accounts-api';

const limitsPath = (id: string) => `/accounts/${encodeURIComponent(id)}/sending-limits`;

/** An account's sending limits (GET /api/accounts/:id/sending-limits), loaded while its dialog is open. */
export function useSendingLimits(id: string | null) {
  return useQuery({
    queryKey: [ACCOUNTS, 'sending-limits', id],
    queryFn: ({ signal }) => getParsed(limitsPath(id ?? ''), sendingLimits, signal),
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
    queryFn: ({ signal }) => getParsed('/accounts/sending-limits', sendingLimitsOfAll, signal),
    enabled,
    refetchInterval: 60_000,
    refetchOnWindowFocus: false,
  });
}

/**
 * PUT /api/accounts/:id/sending-limits; the accounts (their cards' caps) are fetched again after it. A failure
 * is told with the API's message alone when it gave one.
 */
export function useSaveSendingLimits() {
  return useCommand(ACCOUNTS, 'sending-limits', {
    answer: sendingLimitsAnswer,
    request: ({ id, body }: { id: string; body: SendingLimitsBody }) => ({ id, data: body }),
    success: sendingLimitsMessages.saved,
    failure: sendingLimitsMessages.saveFailed,
    notice: (failure, error) => ({ message: serverMessage(error) ?? failure, type: 'error' }),
  });
}
