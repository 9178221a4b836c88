/** Keyword and location lists: their clean-up (trimmed, no blanks, no case-insensitive duplicates) and the form's adding of typed terms. */

import { DATASET_LIMITS } from './limits';
import { datasetMessages } from './messages';

/** Trimmed, non-blank, first of each case-insensitive duplicate kept. */
export function uniqueTerms(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    const key = item.toLowerCase();
    if (item === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/**
 * Adds a keyword or location typed in the form (comma-separated values are split and trimmed): the new list,
 * or the specification's message when one is already there (case-insensitive), or the limit's when the list is full.
 */
export function addTerms(
  list: readonly string[],
  input: string,
  kind: 'keyword' | 'location',
): { list: string[]; error: null } | { list: readonly string[]; error: string } {
  const values = input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const taken = new Set(list.map((item) => item.toLowerCase()));
  const next = [...list];
  const max = kind === 'keyword' ? DATASET_LIMITS.maxKeywords : DATASET_LIMITS.maxLocations;
  for (const value of values) {
    if (next.length >= max) return { list, error: kind === 'keyword' ? datasetMessages.tooManyKeywords : datasetMessages.tooManyLocations };
    if (taken.has(value.toLowerCase())) {
      return { list, error: kind === 'keyword' ? datasetMessages.duplicateKeyword : datasetMessages.duplicateLocation };
    }
    taken.add(value.toLowerCase());
    next.push(value);
  }
  return { list: next, error: null };
}
