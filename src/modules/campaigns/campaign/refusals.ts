/** How the campaigns decider refuses: a domain error with the contract's message, and the campaign a command names. */
import { DomainError } from '../../../platform/http/domain-error';
import { campaignMessages } from '../contract';
import type { CampaignState, CampaignsState } from './state';

export const refuse = (message: string, code: string, kind: 'validation' | 'conflict' | 'not_found' | 'forbidden' = 'validation') =>
  new DomainError(message, code, kind);

export const planRefusal = () => refuse(campaignMessages.planRequired, 'plan_required', 'forbidden');

/** The user's campaign by id; another user's, or a deleted one, is not found. */
export function campaignOf(state: CampaignsState, campaignId: string): CampaignState {
  const campaign = state.campaigns.get(campaignId);
  if (!campaign) throw refuse(campaignMessages.notFound, 'not_found', 'not_found');
  return campaign;
}
