import type { AccountRow } from '@shared/accounts/contract';
import { CAMPAIGN_LIMITS, type CampaignRow } from '@shared/campaigns/contract';
import type { LeadSourceRow } from '@shared/leads/contract';
import type { OutcomeKind, OutcomeRow, ReplyRow } from '@shared/runner/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { fetchParsed, getParsed, totalOf } from '../../providers/api';
import { campaignHistory, campaignOutcomes, campaignReplies } from './campaign-answers';

/** The API resource (GET /api/campaigns) and the live-updates resource of campaigns. */
export const CAMPAIGNS = 'campaigns';

export const CAMPAIGNS_PATH = '/dashboard/campaigns';
export const NEW_CAMPAIGN_PATH = `${CAMPAIGNS_PATH}/new`;
export const LEADS_PATH = '/dashboard/leads';
export const CONNECT_PATH = '/dashboard/connect';
export const ACCOUNT_PLAN_PATH = '/dashboard/account';

/** A campaign's page: its numbers, chart, variations and delivery log. */
export const campaignDetailPath = (id: string) => `${CAMPAIGNS_PATH}/${encodeURIComponent(id)}`;

/** The wizard for an existing campaign; `step` 4 opens Configure Options (Validate). */
export const editCampaignPath = (id: string, step?: number) =>
  `${CAMPAIGNS_PATH}/${encodeURIComponent(id)}/edit${step ? `?step=${step}` : ''}`;

/** The whole list in one page, as the wizard asks for it, so both share one cached answer. */
const LIST_PARAMS = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'created_at', order: 'DESC' as const },
  filter: {},
};

/**
 * The user's campaigns, newest first. A copy loaded earlier (kept 5 minutes) shows at once and is refreshed in
 * the background; every command refreshes it, and so does a live change of 'campaigns'.
 */
export function useCampaignList() {
  return useGetList<CampaignRow>(CAMPAIGNS, LIST_PARAMS, { gcTime: CAMPAIGN_LIMITS.listCacheMs });
}

/** Whether the user has any lead source, for the empty state's 'Create Lead Source' link. */
export function useHasLeadSources() {
  const { total, isPending } = useGetList<LeadSourceRow>('lead-sources', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'created_at', order: 'DESC' },
    filter: {},
  });
  return isPending || total === undefined ? undefined : total > 0;
}

/** The user's connected accounts: the cards name the sending account, the empty state links to Connect Account. */
export function useConnectedAccounts() {
  return useGetList<AccountRow>(
    'accounts',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'updated_at', order: 'DESC' }, filter: {} },
    { staleTime: CAMPAIGN_LIMITS.listCacheMs, refetchOnWindowFocus: false },
  );
}

/**
 * A campaign's history (GET /api/campaigns/:id/history), loaded when its tab opens. Keyed under the resource,
 * so every refresh after a command and every live change of 'campaigns' fetches it again.
 */
export function useCampaignHistory(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [CAMPAIGNS, 'history', id],
    queryFn: ({ signal }) =>
      getParsed(`/${CAMPAIGNS}/${encodeURIComponent(id)}/history`, campaignHistory, signal),
    enabled,
  });
}

/** One reply of GET /api/campaigns/:id/replies. */
export type CampaignReply = ReplyRow;

/** The Replies tab lists this many, newest first. */
export const REPLIES_SHOWN = 100;

/**
 * A campaign's replies, newest first (the first REPLIES_SHOWN). Keyed under the resource like the History, so a
 * live change of 'campaigns' (a reply arriving) fetches them again.
 */
export function useCampaignReplies(id: string) {
  return useQuery({
    queryKey: [CAMPAIGNS, 'replies', id],
    queryFn: async ({ signal }) => {
      const range = encodeURIComponent(JSON.stringify([0, REPLIES_SHOWN - 1]));
      const { data: rows, headers } = await fetchParsed(`/${CAMPAIGNS}/${encodeURIComponent(id)}/replies?range=${range}`, campaignReplies, {
        signal,
      });
      return { rows, total: totalOf(headers, rows.length) };
    },
  });
}

/** One failed or skipped lead of GET /api/campaigns/:id/outcomes. */
export type CampaignOutcome = OutcomeRow;

/** The failed or skipped list shows this many, in the order the leads were taken. */
export const OUTCOMES_SHOWN = 200;

/** A campaign's failed or skipped leads with their reasons, fetched while its list is open. */
export function useCampaignOutcomes(id: string, kind: OutcomeKind, enabled: boolean) {
  return useQuery({
    queryKey: [CAMPAIGNS, 'outcomes', id, kind],
    queryFn: async ({ signal }) => {
      const range = encodeURIComponent(JSON.stringify([0, OUTCOMES_SHOWN - 1]));
      const { data: rows, headers } = await fetchParsed(`/${CAMPAIGNS}/${encodeURIComponent(id)}/outcomes?kind=${kind}&range=${range}`, campaignOutcomes, {
        signal,
      });
      return { rows, total: totalOf(headers, rows.length) };
    },
    enabled,
  });
}

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'created_at', order: 'DESC' as const }, filter: {} };

/** The names the History tab shows for the ids an event carries: lead sources, templates, connected accounts. */
export function useNamesById() {
  const sources = useGetList<{ id: string; name: string }>('lead-sources', ALL, { staleTime: CAMPAIGN_LIMITS.listCacheMs });
  const templates = useGetList<{ id: string; name: string }>('message-templates', ALL, { staleTime: CAMPAIGN_LIMITS.listCacheMs });
  const accounts = useConnectedAccounts();
  return useMemo(
    () => ({
      sources: new Map((sources.data ?? []).map((row) => [row.id, row.name])),
      templates: new Map((templates.data ?? []).map((row) => [row.id, row.name])),
      accounts: new Map((accounts.data ?? []).map((row) => [row.id, `@${row.twitter_username}`])),
    }),
    [sources.data, templates.data, accounts.data],
  );
}
