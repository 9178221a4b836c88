import type { CancellationReason } from '@shared/billing/contract';

/** The cancel dialog's fields as chosen and typed: no reason chosen yet is ''. */
export interface CancelDraft {
  reason: CancellationReason | '';
  feedback: string;
}

export const blankCancel: CancelDraft = { reason: '', feedback: '' };

/** The request for what is chosen: the feedback trimmed, and left out when blank. */
export function cancelRequestOf({ reason, feedback }: CancelDraft): { reason: CancellationReason | ''; feedback?: string } {
  const text = feedback.trim();
  return text ? { reason, feedback: text } : { reason };
}
