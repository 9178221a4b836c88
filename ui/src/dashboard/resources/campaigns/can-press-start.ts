/** The campaign card's start button rule: what it offers (the server decides again when it is pressed). */

import { type CampaignRow, campaignMessages, gainedLeadsSinceCompleted } from '@shared/campaigns/contract';
import { formatCount } from '../../components/format-count';

export type StartControl =
  /** A running campaign: Pause. */
  | { kind: 'pause' }
  /** Start, pressable or not, and why not (or what it will do). */
  | { kind: 'start'; enabled: boolean; hint: string }
  /** A completed campaign with no lead left to contact: no Start, the state instead. */
  | { kind: 'completed'; hint: string };

export const completedHint = 'Every lead was contacted. Add leads to its sources, or a new lead source, to start it again.';

/**
 * What the card's start button is: Pause while running; Start for a ready or paused campaign with its account; a
 * completed campaign shows Completed, and Start again only once its sources gained leads it has not contacted.
 */
export function startControl(
  c: Pick<CampaignRow, 'status' | 'requires_validation' | 'campaign_total_leads' | 'leads_in_sources'>,
): StartControl {
  if (c.status === 'running') return { kind: 'pause' };
  if (c.requires_validation) return { kind: 'start', enabled: false, hint: campaignMessages.validationAccountRequired };
  if (c.status === 'completed') {
    if (!gainedLeadsSinceCompleted(c.campaign_total_leads, c.leads_in_sources)) return { kind: 'completed', hint: completedHint };
    const fresh = c.leads_in_sources - c.campaign_total_leads;
    return { kind: 'start', enabled: true, hint: `${formatCount(fresh)} new ${fresh === 1 ? 'lead' : 'leads'} since it completed` };
  }
  if (c.status === 'ready' || c.status === 'paused') return { kind: 'start', enabled: true, hint: '' };
  return { kind: 'start', enabled: false, hint: 'Edit the campaign to start it again.' };
}
