/**
 * A campaign's follow-ups (not in the specification): up to 3 messages after the first, each with its own
 * template and a wait in whole days after the message before it. The rule the request schemas, the decider and
 * the wizard apply.
 */
import { campaignMessages } from './messages';

export const FOLLOW_UP_LIMITS = {
  maxSteps: 3,
  waitDaysMin: 1,
  waitDaysMax: 30,
  waitDaysDefault: 3,
} as const;

/** One follow-up: its template and how many days after the message before it it goes. */
export interface FollowUpStep {
  templateId: string;
  waitDays: number;
}

/** What is wrong with a campaign's follow-ups, as the step shows it; null when they are valid. */
export function followUpsProblem(steps: readonly { templateId: string | null | undefined; waitDays: unknown }[]): string | null {
  if (steps.length > FOLLOW_UP_LIMITS.maxSteps) return campaignMessages.followUpsTooMany;
  for (const step of steps) {
    if (!step.templateId || step.templateId.trim() === '') return campaignMessages.followUpTemplateRequired;
    if (!isWaitDays(step.waitDays)) return campaignMessages.followUpWaitInvalid;
  }
  return null;
}

const isWaitDays = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= FOLLOW_UP_LIMITS.waitDaysMin && value <= FOLLOW_UP_LIMITS.waitDaysMax;

/** Two lists of follow-ups are the same steps in the same order. */
export const sameFollowUps = (a: readonly FollowUpStep[], b: readonly FollowUpStep[]): boolean =>
  a.length === b.length && a.every((step, i) => step.templateId === b[i]?.templateId && step.waitDays === b[i]?.waitDays);

/** The History's text of a campaign's follow-ups: 'none', or each step's wait and template ('3 days: tpl-1; 5 days: tpl-2'). */
export const followUpsText = (steps: readonly FollowUpStep[]): string =>
  steps.length === 0 ? 'none' : steps.map((step) => `${step.waitDays} ${step.waitDays === 1 ? 'day' : 'days'}: ${step.templateId}`).join('; ');
