/** X's dates: v1.1 objects and GraphQL users write `created_at` as "Sat Dec 14 04:35:55 +0000 2013". */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const X_DATE = /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2}) (\d{4})$/;

/**
 * Epoch milliseconds of an X date, or undefined when the value is not one. Parsed by hand: `Date.parse` of this
 * format is engine-specific.
 */
export function parseXDate(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = X_DATE.exec(value.trim());
  if (!match) return undefined;
  const [, monthName, day, hours, minutes, seconds, sign, offsetHours, offsetMinutes, year] = match;
  const month = MONTHS.indexOf(monthName!);
  if (month < 0) return undefined;
  const utc = Date.UTC(Number(year), month, Number(day), Number(hours), Number(minutes), Number(seconds));
  const offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000;
  const ms = utc - offset;
  // Date.UTC rolls over out-of-range fields (Feb 31); such a date is not one X writes.
  return new Date(utc).getUTCDate() === Number(day) && Number.isFinite(ms) ? ms : undefined;
}
