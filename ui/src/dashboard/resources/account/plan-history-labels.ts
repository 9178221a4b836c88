import type { PlanHistoryRow } from '@shared/billing/contract';

const byLabels: Record<PlanHistoryRow['by'], string> = {
  checkout: 'Checkout',
  webhook: 'Stripe',
  job: 'Scheduled job',
  user: 'You',
  registration: 'Sign-up',
};

/**
 * Who made a plan change: its source, or the colleague who made it in the app (by their email); one's own reads
 * 'You' or 'Checkout'. `me` is the signed-in person's email in lower case.
 */
export function byLabel(row: Pick<PlanHistoryRow, 'by' | 'by_email'>, me: string | undefined): string {
  const colleague = row.by_email && row.by_email.toLowerCase() !== me ? row.by_email : null;
  if (!colleague) return byLabels[row.by] ?? row.by;
  return row.by === 'checkout' ? `Checkout by ${colleague}` : colleague;
}
