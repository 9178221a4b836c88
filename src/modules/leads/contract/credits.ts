/** The lead credits' arithmetic: a share of the limit in percent, and the credits panel's colour. */

import { LEAD_LIMITS } from './limits';
import type { LeadCreditsAnswer } from './rows';

/** A percentage of the limit to one decimal (0 when the limit is 0). */
export function percentOfLimit(leads: number, limit: number): number {
  if (limit <= 0) return leads > 0 ? 100 : 0;
  return Math.round((leads / limit) * 1000) / 10;
}

/** The credits panel's colour. */
export function creditsLevel(percent: number): LeadCreditsAnswer['level'] {
  if (percent > LEAD_LIMITS.panelRedAbove) return 'red';
  if (percent > LEAD_LIMITS.panelAmberAbove) return 'amber';
  return 'normal';
}
