/**
 * Sending hours and time zone (not in the specification): their checks, normalising and formatting, shared by the
 * decider, the runner and the wizard. A campaign sends only between send_window_start and send_window_end, minutes
 * from midnight in its time_zone (an IANA name); both null = the whole day; an end before the start crosses
 * midnight (22:00 to 06:00), and the runner's pace spreads the day's quota over the window.
 */

import { campaignMessages } from './messages';

export const SEND_WINDOW_LIMITS = { minutesPerDay: 24 * 60, maxTimeZoneLength: 64, defaultTimeZone: 'UTC' } as const;

/** A campaign's sending hours: minutes from midnight, start in 0..1439, end in 0..1440, start ≠ end. */
export interface SendWindow {
  start: number;
  end: number;
}

/** The canonical IANA name of a time zone ('utc' → 'UTC'), or null when it is not one. */
export function canonicalTimeZone(value: string): string | null {
  const name = value.trim();
  if (name.length === 0 || name.length > SEND_WINDOW_LIMITS.maxTimeZoneLength) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * Why sending hours are refused (a message of campaignMessages), or null when they are valid. 00:00 to 24:00
 * is the whole day and is stored as no window (normaliseSendWindow).
 */
export function sendWindowProblem(window: SendWindow | null): string | null {
  if (window === null) return null;
  const { start, end } = window;
  const minutes = SEND_WINDOW_LIMITS.minutesPerDay;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || start >= minutes || end < 0 || end > minutes) {
    return campaignMessages.sendWindowInvalid;
  }
  if (start === end || (start === 0 && end === 0)) return campaignMessages.sendWindowEmpty;
  return null;
}

/** 00:00 to 24:00 is the whole day: no window. */
export const normaliseSendWindow = (window: SendWindow | null): SendWindow | null =>
  window && window.start === 0 && window.end === SEND_WINDOW_LIMITS.minutesPerDay ? null : window;

/** 540 → '09:00'; 1440 → '24:00'. */
export const formatMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** '09:00–17:00', or 'All day'. */
export const formatSendWindow = (window: SendWindow | null | undefined) =>
  window ? `${formatMinutes(window.start)}–${formatMinutes(window.end)}` : campaignMessages.allDay;

/** Whether a minute of the day (0..1439, in the campaign's time zone) is inside the sending hours. */
export function insideSendWindow(window: SendWindow | null | undefined, minuteOfDay: number): boolean {
  if (!window) return true;
  return window.start < window.end
    ? minuteOfDay >= window.start && minuteOfDay < window.end
    : minuteOfDay >= window.start || minuteOfDay < window.end;
}
