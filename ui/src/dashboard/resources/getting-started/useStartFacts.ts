import { useGetIdentity, useGetList } from 'react-admin';
import { usePlan } from '../../hooks/usePlan';
import { type StartFacts, startedCount } from './checklist';

const ONE = { pagination: { page: 1, perPage: 1 }, sort: { field: 'created_at', order: 'DESC' as const }, filter: {} };
// The campaign list's own query (same parameters), so the home page asks for the campaigns once.
const ALL_CAMPAIGNS = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'created_at', order: 'DESC' as const }, filter: {} };

interface CampaignFacts {
  id: string;
  status: string;
  messages_sent: number;
  replies_count: number;
}

/** Each of the checklist's facts from the endpoint that owns it; live changes of each list refresh them. */
export function useStartFacts(): StartFacts {
  const { plan } = usePlan();
  const accounts = useGetList('accounts', { ...ONE, sort: { field: 'updated_at', order: 'DESC' } });
  const sources = useGetList('lead-sources', ONE);
  const templates = useGetList('message-templates', ONE);
  const campaigns = useGetList<CampaignFacts>('campaigns', ALL_CAMPAIGNS);
  const rows = campaigns.data;
  return {
    plan: plan?.plan,
    accounts: accounts.total,
    leadSources: sources.total,
    templates: templates.total,
    startedCampaigns: rows ? startedCount(rows) : undefined,
    replies: rows ? rows.reduce((sum, campaign) => sum + campaign.replies_count, 0) : undefined,
  };
}

/** The signed-in user's id, for remembering a dismissed checklist per user on this browser. */
export function useUserId(): string | undefined {
  const { identity } = useGetIdentity();
  return identity?.id === undefined ? undefined : String(identity.id);
}
