/** The job queues of the billing context and their payloads. */
export const APPLY_DOWNGRADE_QUEUE = 'billing-apply-downgrade';

export const PAST_DUE_GRACE_QUEUE = 'billing-past-due-grace';

export interface PastDueGraceJob {
  userId: string;
  subscriptionId: string;
  graceEnds: string;
}

export interface ApplyDowngradeJob {
  userId: string;
  to: 'basic' | 'free';
  effectiveDate: string;
}

/** One run of the lead credit correction (no payload). */
export const CORRECT_LEAD_CREDITS_QUEUE = 'billing-correct-lead-credits';
