import { API_KEY_EXPIRY_DAYS } from '@shared/developers/contract';

/** Keys, prefixes and commands are read character by character. */
export const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** A key's lifetime as the form offers it: days, or null for never. */
export type KeyExpiry = (typeof API_KEY_EXPIRY_DAYS)[number] | null;

/** The expiry choices, in the form's words. */
export const EXPIRY_CHOICES: ReadonlyArray<{ days: KeyExpiry; label: string }> = [
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
  { days: null, label: 'Never' },
];

export const DEFAULT_EXPIRY: KeyExpiry = 90;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'Nov 28, 2025' in the browser's time zone. */
export const dateText = (at: string) => dateFormat.format(new Date(at));

/** 'Nov 28, 2025, 3:04 PM': the exact moment, for a tooltip. */
export const dateTimeText = (at: string) => dateTimeFormat.format(new Date(at));

/** The key's prefix as listed: its first characters and an ellipsis for the rest. */
export const prefixText = (prefix: string) => `${prefix}…`;

/**
 * When a key was last used: 'Never used', 'Just now', '5 minutes ago', '3 hours ago', '2 days ago' up to a
 * week in days; the date after that.
 */
export function lastUsedText(at: string | null, now = Date.now()): string {
  if (at === null) return 'Never used';
  const ago = Math.max(0, now - Date.parse(at));
  if (ago < MINUTE) return 'Just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return dateText(at);
}
