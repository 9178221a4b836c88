import { accountDailySendsSchema, type SendingLimits } from '@shared/runner/contract';
import { useQuery } from '@tanstack/react-query';
import { getParsed } from '../../providers/api';
import { CAMPAIGNS } from '../campaigns/campaigns-api';

/**
 * An account's DMs per day against its cap (GET /api/accounts/:id/daily-sends). Keyed under the campaigns, so the
 * live change that moves a campaign as DMs go out refetches it, with no polling; the card's limits are in the key,
 * so a saved cap or warm-up choice (which refetches them) redraws the cap line.
 */
export function useAccountDailySends(id: string, limits: SendingLimits | undefined) {
  return useQuery({
    queryKey: [CAMPAIGNS, 'account-daily-sends', id, limits?.effective_cap, limits?.time_zone, limits?.warm_up],
    queryFn: ({ signal }) => getParsed(`/accounts/${encodeURIComponent(id)}/daily-sends`, accountDailySendsSchema, signal),
    placeholderData: (previous) => previous,
  });
}
