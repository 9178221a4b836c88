/**
 * The specification's guidance for new X accounts: at least 6 months old, warmed up with at least 10 open
 * conversations. An account short of either is flagged on its card; a fact X did not give flags nothing.
 */
import type { AccountGuidance } from '../contract';

export const MIN_X_ACCOUNT_AGE_MONTHS = 6;
export const MIN_OPEN_CONVERSATIONS = 10;

export interface XAccountFacts {
  /** When the X account was created; null: unknown. */
  xCreatedAt: Date | null;
  /** Conversations in its DM inbox; null: unknown. */
  conversations: number | null;
}

/** The conversations worth recording: only whether there are 10 yet matters, so the count stops there. */
export const countedConversations = (conversations: number): number => Math.min(conversations, MIN_OPEN_CONVERSATIONS);

/** The same moment `months` calendar months earlier, in UTC; a day the month lacks becomes its last (Aug 31 -> Feb 28). */
export function monthsBefore(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()),
  );
}

export function accountGuidance(facts: XAccountFacts, now: Date): AccountGuidance[] {
  const guidance: AccountGuidance[] = [];
  if (facts.xCreatedAt && facts.xCreatedAt.getTime() > monthsBefore(now, MIN_X_ACCOUNT_AGE_MONTHS).getTime()) guidance.push('new_x_account');
  if (facts.conversations !== null && facts.conversations < MIN_OPEN_CONVERSATIONS) guidance.push('few_conversations');
  return guidance;
}
