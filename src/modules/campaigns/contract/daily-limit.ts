/**
 * The daily DM limit's rules: what a limit may be (the decider, the requests' schemas and the wizard refuse
 * alike), the limit input's clamp on blur (specification section 5) and the ±5 % range a day may actually send,
 * shown by the wizard and used by the decider.
 */

import { CAMPAIGN_LIMITS } from './limits';
import { campaignMessages } from './messages';

/**
 * The daily limit as sent or typed (numeric strings accepted; blank is missing): a whole number from 50 to 450,
 * or the message refusing it.
 */
export function readDailyLimit(value: number | string): { ok: true; limit: number } | { ok: false; error: string } {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(n) || !Number.isInteger(n)) return { ok: false, error: campaignMessages.dailyLimitRequired };
  if (n < CAMPAIGN_LIMITS.dailyDmMin || n > CAMPAIGN_LIMITS.dailyDmMax) return { ok: false, error: campaignMessages.dailyLimitRange };
  return { ok: true, limit: n };
}

/**
 * The daily limit input's blur (specification section 5): over 450 becomes 450, empty or under 50 becomes 50;
 * fractions are rounded.
 */
export function clampDailyLimit(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : value === null || value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(n)) return CAMPAIGN_LIMITS.dailyDmMin;
  const rounded = Math.round(n);
  return Math.max(CAMPAIGN_LIMITS.dailyDmMin, Math.min(CAMPAIGN_LIMITS.dailyDmMax, rounded));
}

/** The day's actual cap varies by ±5 % around the limit: the lowest and highest a day may send. */
export function dailyLimitRange(limit: number): { min: number; max: number } {
  return {
    min: Math.floor(limit * (1 - CAMPAIGN_LIMITS.dailyDmVariation)),
    max: Math.ceil(limit * (1 + CAMPAIGN_LIMITS.dailyDmVariation)),
  };
}
