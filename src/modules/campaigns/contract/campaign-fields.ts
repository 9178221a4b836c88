/**
 * A campaign's name and lead source rules, in one home for the decider, the requests' schemas and the wizard:
 * each names the message refusing a value (or null when it is valid), so every side refuses alike, word for
 * word. Whether a name is taken is names.ts's rule; the daily limit's is in daily-limit.ts, the sending hours' and
 * time zone's in send-window.ts.
 */

import { CAMPAIGN_LIMITS } from './limits';
import { campaignMessages } from './messages';

/**
 * Why a name is refused, once trimmed: blank (with `blank`, the wizard's nameRequired or the inline rename's
 * nameBlank) or too long; null when it may be used.
 */
export function campaignNameProblem(name: string, blank: string = campaignMessages.nameRequired): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return blank;
  if (trimmed.length > CAMPAIGN_LIMITS.maxNameLength) return campaignMessages.nameTooLong;
  return null;
}

/** Why a selection of this many lead sources is refused (none, or more than one campaign takes); null when valid. */
export function sourceCountProblem(count: number): string | null {
  if (count === 0) return campaignMessages.sourcesRequired;
  if (count > CAMPAIGN_LIMITS.maxSourcesPerCampaign) return campaignMessages.tooManySources;
  return null;
}
