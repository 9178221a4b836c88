import type { SendingLimits, sendingLimitsSchema } from '@shared/runner/contract';
import type { z } from 'zod';

/** The sending limits dialog's fields as typed: the cap is the text in its box. */
export interface LimitsDraft {
  daily_cap: string;
  time_zone: string;
  warm_up: boolean;
}

/** The fields an opening starts from: the saved limits. */
export function limitsDraftOf(limits: Pick<SendingLimits, 'daily_cap' | 'time_zone' | 'warm_up'>): LimitsDraft {
  return { daily_cap: String(limits.daily_cap), time_zone: limits.time_zone, warm_up: limits.warm_up };
}

/** The request for what is typed: the cap as a number, a blank box as no number (which the schema refuses). */
export function limitsRequestOf(draft: LimitsDraft): z.input<typeof sendingLimitsSchema> {
  const typed = draft.daily_cap.trim();
  return { daily_cap: typed === '' ? Number.NaN : Number(typed), time_zone: draft.time_zone, warm_up: draft.warm_up };
}
