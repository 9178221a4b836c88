import { campaignVariationsSchema } from '@shared/runner/contract';
import { useQuery } from '@tanstack/react-query';
import { getParsed } from '../../providers/api';
import { CAMPAIGNS } from './campaigns-api';

/**
 * How a campaign's variations do (GET /api/campaigns/:id/variations), loaded when its tab opens. Keyed under the
 * campaigns, so the live change that moves the card as DMs go out or replies arrive refetches it, with no polling.
 */
export function useCampaignVariations(id: string) {
  return useQuery({
    queryKey: [CAMPAIGNS, 'variations', id],
    queryFn: ({ signal }) => getParsed(`/${CAMPAIGNS}/${encodeURIComponent(id)}/variations`, campaignVariationsSchema, signal),
  });
}
