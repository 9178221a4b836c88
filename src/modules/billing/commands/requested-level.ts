/** The plan a checkout or change body asks for. */
import type { PlanLevel } from '../plan/events';
import { planLevel } from '../plan/levels';

export function requestedLevel(body: { plan_type: 'basic' } | { plan_type: 'pro'; allowed_accounts: number }): PlanLevel {
  return body.plan_type === 'pro' ? planLevel('pro', body.allowed_accounts) : planLevel('basic');
}
