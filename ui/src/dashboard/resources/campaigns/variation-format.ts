/** How the Variations tab writes its numbers. */

/** The start of a variation's text for its row: at most `max` characters, cut at a word when one ends near. */
export function variationPreview(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const whole = (value: number) => Math.round(value * 100);

/** '12% (8–19%)': the reply rate and its 95% interval in whole percents; '–' while nothing was sent. */
export function replyRateText(rate: number | null, low: number, high: number): string {
  return rate === null ? '–' : `${percentText(rate)} ${intervalText(low, high)}`;
}

/** '12%': a rate in whole percents. */
export const percentText = (rate: number) => `${whole(rate)}%`;

/** '(8–19%)': the interval alone, for a cell that puts it under the rate when narrow. */
export const intervalText = (low: number, high: number) => `(${whole(low)}–${whole(high)}%)`;

/** 'Leading · 97%': the probability floored, so a leader at 0.995 reads 99%, never a certain 100%. */
export const leadingText = (probability: number) => `Leading · ${Math.min(99, Math.floor(probability * 100))}%`;

/** Under a variation with rivals: its chance of having the best reply rate, in whole percents ('<1%' when tiny). */
export function chanceBestText(probability: number): string {
  const whole = Math.round(probability * 100);
  if (whole < 1) return '<1% chance best';
  return `${Math.min(99, whole)}% chance best`;
}
