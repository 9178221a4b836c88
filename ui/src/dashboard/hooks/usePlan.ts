import { useGetOne } from 'react-admin';
import type { Plan, PlanName } from '../providers/dataProvider';

export const planLabels: Record<PlanName, string> = {
  pro: 'Pro Plan',
  basic: 'Basic Plan',
  free: 'Free Plan',
};

/** How long a loaded plan is reused before react-query asks again; plan changes refresh it explicitly. */
const PLAN_FRESH_MS = 5 * 60_000;

/**
 * The signed-in user's plan (GET /api/plan) through react-admin's query cache: every badge, button and page
 * that asks shares one request per page load.
 */
export function usePlan() {
  const { data, isPending, error, refetch } = useGetOne<Plan>(
    'plan',
    { id: 'current' },
    { staleTime: PLAN_FRESH_MS, refetchOnWindowFocus: false },
  );
  return { plan: data ?? null, isPending, error, refetch };
}

/** Free users cannot connect X accounts (and so cannot run outreach) until they upgrade. */
export function canConnectAccounts(plan: Plan | null): boolean {
  return plan !== null && plan.plan !== 'free' && plan.allowed_accounts > 0;
}
