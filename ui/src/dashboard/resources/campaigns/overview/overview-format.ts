/** '12.5%', or '–' while nothing was sent. */
export const rateText = (rate: number | null) => (rate === null ? '–' : `${Number((rate * 100).toFixed(1))}%`);

/** 'Nov 28' for a YYYY-MM-DD day, read as the UTC day it names. */
export const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
