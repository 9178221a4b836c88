import type { DeliveryRow, DeliveryStatus } from '@shared/runner/contract';
import { outcomeReason } from '../outcome-reason';

/** The log's filter: all leads, or one status. */
export const LOG_FILTERS: ReadonlyArray<{ value: DeliveryStatus | null; label: string }> = [
  { value: null, label: 'All' },
  { value: 'sent', label: 'Sent' },
  { value: 'replied', label: 'Replied' },
  { value: 'skipped', label: 'Skipped' },
  { value: 'failed', label: 'Failed' },
  { value: 'pending', label: 'Pending' },
];

export const statusLabels: Record<DeliveryStatus, string> = { pending: 'Pending', sent: 'Sent', replied: 'Replied', skipped: 'Skipped', failed: 'Failed' };

/** The chip's colour of each status (MUI Chip colours). */
export const statusColours = { pending: 'default', sent: 'primary', replied: 'success', skipped: 'warning', failed: 'error' } as const satisfies Record<DeliveryStatus, string>;

/**
 * The message a row is: 'V1' for the first message's first variation ('—' when it went out before variations were
 * recorded, or none went), 'Follow-up 1' for a follow-up.
 */
export const variationLabel = (variation: number | null, step = 0) => (step > 0 ? `Follow-up ${step}` : variation === null ? '—' : `V${variation + 1}`);

/** Why a lead was skipped or failed, in the card's words; '' for the others. */
export const reasonText = (row: Pick<DeliveryRow, 'reason' | 'error_message'>) =>
  row.reason ? outcomeReason({ reason: row.reason, error_message: row.error_message }) : '';

const timeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 'Nov 28, 3:04 PM' in the browser's time zone. */
export const timeText = (at: string) => {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
};
