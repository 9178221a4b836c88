import { type OutcomeRow, runnerMessages } from '@shared/runner/contract';

const SKIP_REASONS = {
  do_not_contact: 'On Do Not Contact',
  already_dmd: 'Already messaged',
  cannot_dm: 'DMs closed',
} as const;

/** X's refusals the runner stores under its own words, said shortly. */
const FAILURE_REASONS = new Map<string, string>([
  [runnerMessages.cannotMessage, 'DMs closed'],
  [runnerMessages.verifiedOnly, 'Verified senders only'],
]);

/** Why a lead was failed or skipped, as the card's list says it; a failure's other refusals are X's message. */
export function outcomeReason(row: Pick<OutcomeRow, 'reason' | 'error_message'>): string {
  if (row.reason !== 'failed') return SKIP_REASONS[row.reason];
  return (row.error_message && FAILURE_REASONS.get(row.error_message)) || row.error_message || 'Failed';
}
