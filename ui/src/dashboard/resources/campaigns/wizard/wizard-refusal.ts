import { CAMPAIGN_PLAN_MESSAGE } from '@shared/campaigns/contract';
import { errorStatus, isClientError, serverMessage } from '../../../providers/dataProvider';
import { errorCode } from '../../accounts/accounts-api';
import { type FieldErrors, type Step, stepOfRefusal } from './wizard-form';

/** What the wizard shows when saving a campaign is refused or fails. */
export type WizardRefusal =
  /** The plan does not allow campaigns: the upgrade notice, and a warning. */
  | { kind: 'plan'; message: string }
  /** The API refused the input: a warning, and the message beside its field when one is named. */
  | { kind: 'input'; message: string; place: { step: Step; field: keyof FieldErrors } | null }
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
