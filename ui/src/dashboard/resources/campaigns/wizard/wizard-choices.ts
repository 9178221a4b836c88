/** Which of the user's records the wizard offers, and which it chooses for the user. */

import type { SourceStatus } from '@shared/leads/contract';
import { isScraping } from './wizard-form';

/**
 * The lead sources step 2 lists: a source whose scrape failed holds nothing to message and is left out, unless
 * the campaign already has it (an edited campaign shows what it uses).
 */
export function offeredSources<T extends { id: string; status: SourceStatus }>(sources: readonly T[], selected: readonly string[]): T[] {
  return sources.filter((source) => source.status !== 'failed' || selected.includes(source.id));
}

/** The choice when there is only one: an empty choice with exactly one option takes it; anything else stays. */
export function onlyChoice(current: string, options: readonly string[]): string {
  return current === '' && options.length === 1 ? (options[0] as string) : current;
}

/**
 * The lead sources when there is only one to take: with none chosen and exactly one source offered, that source
 * is chosen once it holds its leads (a source still being scraped cannot be chosen yet).
 */
export function onlySource<T extends { id: string; status: SourceStatus }>(current: readonly string[], offered: readonly T[]): string[] {
  const [only] = offered;
  return current.length === 0 && offered.length === 1 && only && only.status !== 'failed' && !isScraping(only.status) ? [only.id] : [...current];
}
