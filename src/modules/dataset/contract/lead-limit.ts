/** The number of leads a search or a dataset source takes, by plan. */

import { DATASET_LIMITS } from './limits';
import type { PlanType } from './rows';
import type { LeadLimit } from './schemas';

/** The number of leads a search or a source takes: the free plan's 200, else the one asked for. */
export function effectiveLeadLimit(limit: LeadLimit | undefined, plan: PlanType): number {
  if (plan === 'free') return DATASET_LIMITS.freeLeadLimit;
  if (limit === undefined || limit === 'all') return DATASET_LIMITS.defaultLeadLimit;
  return limit;
}
