/** The campaign card's start button rule: whether it may be pressed (the server decides again when it is). */

import type { CampaignStatus } from '@shared/campaigns/contract';

/** Whether the card's start button may be pressed (the server decides again). */
export function canPressStart(c: { status: CampaignStatus; requires_validation: boolean }): boolean {
  return !c.requires_validation && (c.status === 'ready' || c.status === 'paused');
}
