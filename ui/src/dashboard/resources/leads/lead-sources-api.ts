import { type LeadCreditsAnswer, LEAD_LIMITS } from '@shared/leads/contract';
import { useQuery } from '@tanstack/react-query';
import { getParsed } from '../../providers/api';
import type { Plan } from '../../providers/dataProvider';
import { leadCreditsAnswer } from './lead-answers';

/** The API resource of lead sources (GET /api/lead-sources); live updates name it too. */
export const RESOURCE = 'lead-sources';

/** The react-admin resource of one source's leads: GET /api/lead-sources/<id>/leads. */
export const leadsResourceOf = (sourceId: string) => `${RESOURCE}/${encodeURIComponent(sourceId)}/leads`;

/** The dashboard's address of a lead source screen. */
export const leadsPath = (rest = '') => `/dashboard/leads${rest ? `/${rest}` : ''}`;

/**
 * The signed-in user's lead credits (GET /api/lead-credits). Its query key starts with the lead sources'
 * resource, so every live change of a source, and every refresh after a command, fetches it again.
 */
export function useLeadCredits() {
  return useQuery({
    queryKey: [RESOURCE, 'credits'],
    queryFn: ({ signal }) => getParsed('/lead-credits', leadCreditsAnswer, signal),
  });
}

/** The credit limit of a plan: the plan record's, or the specification's fallback for the plan. */
export function creditLimitOf(plan: Plan | null, credits: LeadCreditsAnswer | undefined): number {
  if (credits) return credits.limit;
  if (!plan) return LEAD_LIMITS.fallbackCredits.free;
  return plan.lead_credits_limit || LEAD_LIMITS.fallbackCredits[plan.plan];
}
