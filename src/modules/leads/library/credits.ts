import type { LeadLibraryState } from './state';
import { creditsUsed, isScrapeActive } from './state';

/** The facts the lead-credit rule reads. */
export interface CreditFacts {
  /** The plan's lead credit allowance (billing's plan record). */
  limit: number;
  /** Credits the user's sources hold: the sum of their leads. */
  used: number;
  /** Leads the user's running scrapes have found so far, other than the work asked about. */
  foundByRunningScrapes: number;
}

/**
 * Credits left for new work (an upload, a database search, a scrape's leads): the allowance less what the
 * sources hold and what running scrapes have found, never below zero. Running scrapes count, so an upload made
 * while a scrape runs cannot take the credits the scrape's leads already use.
 */
export function creditsLeftForNewWork(facts: CreditFacts): number {
  return Math.max(0, facts.limit - facts.used - facts.foundByRunningScrapes);
}

/** Leads found so far by scrape, as the scrape runs record them (source id to count). */
export type ScrapesFound = Readonly<Record<string, number>>;

/** What the scrapes still running in the library have found, leaving out `except` (the work asked about). */
export function foundByRunningScrapes(state: LeadLibraryState, found: ScrapesFound, except?: string): number {
  let total = 0;
  for (const [sourceId, count] of Object.entries(found)) {
    if (sourceId !== except && isScrapeActive(state.sources.get(sourceId))) total += Math.max(0, count);
  }
  return total;
}

/** The library's credit facts for new work under `limit` (leaving out the scrape `except`). */
export const libraryCreditFacts = (state: LeadLibraryState, limit: number, found: ScrapesFound = {}, except?: string): CreditFacts => ({
  limit,
  used: creditsUsed(state),
  foundByRunningScrapes: foundByRunningScrapes(state, found, except),
});
