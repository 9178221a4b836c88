import { campaignOverviewSchema } from '@shared/runner/contract';
import { useQuery } from '@tanstack/react-query';
import { getParsed } from '../../../providers/api';
import { CAMPAIGNS } from '../campaigns-api';

/** The browser's own IANA time zone: the overview's 'today' is the user's, not UTC's. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The campaigns overview (GET /api/campaign-overview) in the browser's time zone. Keyed under the campaigns, so the
 * live change that moves a card as DMs go out or replies arrive refetches it too, with no polling of its own.
 */
export function useCampaignOverview() {
  const timeZone = browserTimeZone();
  return useQuery({
    queryKey: [CAMPAIGNS, 'overview', timeZone],
    queryFn: ({ signal }) => getParsed(`/campaign-overview?time_zone=${encodeURIComponent(timeZone)}`, campaignOverviewSchema, signal),
  });
}
