import { campaignOverviewSchema } from '@shared/runner/contract';
import { useQuery } from '@tanstack/react-query';
import { getParsed } from '../../../providers/api';
import { CAMPAIGNS } from '../campaigns-api';

/**
 * The campaigns overview (GET /api/campaign-overview). Keyed under the campaigns, so the live change that moves a
 * card as DMs go out or replies arrive refetches it too, with no polling of its own.
 */
export function useCampaignOverview() {
  return useQuery({
    queryKey: [CAMPAIGNS, 'overview'],
    queryFn: ({ signal }) => getParsed('/campaign-overview', campaignOverviewSchema, signal),
  });
}
