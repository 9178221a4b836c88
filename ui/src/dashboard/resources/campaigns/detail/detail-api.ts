import { campaignDailySchema, campaignStepsSchema, type DeliveryStatus, deliveryRowsSchema } from '@shared/runner/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchParsed, getParsed, totalOf } from '../../../providers/api';
import { API_URL } from '../../../providers/dataProvider';
import { CAMPAIGNS } from '../campaigns-api';
import { browserTimeZone } from '../overview/overview-api';

/** The log shows this many leads a page. */
export const DELIVERIES_PER_PAGE = 50;

/** What the log is narrowed to: a status (null: all) and the username searched for. */
export interface LogFilters {
  status: DeliveryStatus | null;
  search: string;
}

function filterQuery({ status, search }: LogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (search.trim()) params.set('q', search.trim());
  return params;
}

const base = (id: string) => `/${CAMPAIGNS}/${encodeURIComponent(id)}`;

/**
 * A page of the campaign's delivery log (GET /api/campaigns/:id/deliveries). Keyed under the campaigns, so the live
 * change that moves the card as DMs go out or replies arrive refetches it, with no polling; the page shown stays
 * while the next loads.
 */
export function useCampaignDeliveries(id: string, filters: LogFilters, page: number) {
  return useQuery({
    queryKey: [CAMPAIGNS, 'deliveries', id, filters.status, filters.search.trim(), page],
    queryFn: async ({ signal }) => {
      const params = filterQuery(filters);
      const from = (page - 1) * DELIVERIES_PER_PAGE;
      params.set('range', JSON.stringify([from, from + DELIVERIES_PER_PAGE - 1]));
      const { data: rows, headers } = await fetchParsed(`${base(id)}/deliveries?${params}`, deliveryRowsSchema, { signal });
      return { rows, total: totalOf(headers, rows.length) };
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * The campaign's DMs sent and replies per day of the browser's time zone, the last 14 (GET /api/campaigns/:id/daily),
 * the overview's days; live like the log.
 */
export function useCampaignDaily(id: string) {
  const timeZone = browserTimeZone();
  return useQuery({
    queryKey: [CAMPAIGNS, 'daily', id, timeZone],
    queryFn: ({ signal }) => getParsed(`${base(id)}/daily?time_zone=${encodeURIComponent(timeZone)}`, campaignDailySchema, signal),
  });
}

/** The log's file with the filters shown: the browser downloads it with the session cookie, named by the API. */
export const deliveriesCsvUrl = (id: string, filters: LogFilters) => {
  const query = filterQuery(filters).toString();
  return `${API_URL}${base(id)}/deliveries.csv${query ? `?${query}` : ''}`;
};

/** The campaign's first message and follow-ups with their counters (GET /api/campaigns/:id/steps); live like the log. */
export function useCampaignSteps(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [CAMPAIGNS, 'steps', id],
    queryFn: ({ signal }) => getParsed(`${base(id)}/steps`, campaignStepsSchema, signal),
    enabled,
  });
}
