import { CAMPAIGN_PLAN_MESSAGE, campaignMessages } from '@shared/campaigns/contract';
import { errorStatus, isClientError, serverMessage } from '../../../providers/dataProvider';
import { errorCode } from '../../accounts/accounts-api';
import type { Place } from './wizard-fields';
import type { Step } from './wizard-form';

/** What the wizard shows when saving a campaign is refused or fails. */
export type WizardRefusal =
  /** The plan does not allow campaigns: the upgrade notice, and a warning. */
  | { kind: 'plan'; message: string }
  /** The API refused the input: a warning, and the message beside its field when one is named. */
  | { kind: 'input'; message: string; place: { step: Step; field: Place } | null }
  /** Anything else: an error toast naming what failed. */
  | { kind: 'failure'; message: string };

/** `failure`: the specification's message for the save that failed ('Failed to create campaign', say). */
export function refusalOf(error: unknown, failure: string): WizardRefusal {
  const message = serverMessage(error);
  const code = errorCode(error);
  if (errorStatus(error) === 403 && code === 'plan_required') return { kind: 'plan', message: message ?? CAMPAIGN_PLAN_MESSAGE };
  if (isClientError(error) && message) return { kind: 'input', message, place: stepOfRefusal(message, code) ?? null };
  return { kind: 'failure', message: message ? `${failure}: ${message}` : failure };
}

/** The step and field a refusal of the API is about, from its message or code. */
export function stepOfRefusal(message: string, code: string | undefined): { step: Step; field: Place } | null {
  const m = campaignMessages;
  if (code === 'name_taken' || message === m.nameTaken || message === m.nameRequired || message === m.nameTooLong) {
    return { step: 1, field: 'name' };
  }
  if (
    code === 'sources_scraping' ||
    code === 'sources_removed' ||
    [m.sourcesRequired, m.sourcesScraping, m.sourceNotFound, m.tooManySources, m.noLeads].includes(message as never) ||
    message.startsWith('You cannot remove lead sources')
  ) {
    return { step: 2, field: 'sources' };
  }
  if (message === m.templateRequired || message === m.templateNotFound) return { step: 3, field: 'template' };
  if (code === 'requires_validation' || [m.accountRequired, m.validationAccountRequired, m.accountNotFound].includes(message as never)) {
    return { step: 4, field: 'account' };
  }
  if (message === m.dailyLimitRequired || message === m.dailyLimitRange) return { step: 4, field: 'dailyLimit' };
  if ([m.sendWindowInvalid, m.sendWindowIncomplete, m.sendWindowEmpty].includes(message as never)) return { step: 4, field: 'sendWindow' };
  if (message === m.timeZoneInvalid) return { step: 4, field: 'timeZone' };
  return null;
}
