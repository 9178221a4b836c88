import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../platform/testing/decider-spec';
import { creditsLeftForNewWork, foundByRunningScrapes } from './credits';
import { type LeadLibraryCommand, leadLibraryDecider, ScrapeOverCredits } from './decide';
import type { LeadSourceEvent } from './events';

const userId = 'user-a';
const spec = deciderSpec(leadLibraryDecider);

const csvSource = (sourceId: string, count: number): LeadSourceEvent[] => [
  { type: 'LeadSourceCreated', data: { userId, sourceId, name: sourceId, sourceType: 'csv', csvFilename: null, csvColumns: [] } },
  { type: 'LeadsImported', data: { userId, sourceId, count } },
];
const scraping = (sourceId: string): LeadSourceEvent[] => [
  { type: 'LeadSourceCreated', data: { userId, sourceId, name: sourceId, sourceType: 'followers', csvFilename: null, csvColumns: [] } },
  {
    type: 'ScrapeRequested',
    data: {
      userId,
      sourceId,
      taskId: `t-${sourceId}`,
      scrapeType: 'accounts',
      kinds: ['verifiedFollowers'],
      targetAccounts: ['demo_founders'],
      postLinks: [],
      includeKeywords: [],
      excludeKeywords: [],
      excludeLocations: [],
    },
  },
];
const upload = (sourceId: string, leadCount: number, scrapesFound: Record<string, number>): LeadLibraryCommand => ({
  type: 'CreateLeadSource',
  userId,
  sourceId,
  name: sourceId,
  sourceType: 'csv',
  csvFilename: null,
  csvColumns: [],
  leadCount,
  plan: 'basic',
  creditsLimit: 10_000,
  scrapesFound,
});
const complete = (sourceId: string, count: number, scrapesFound: Record<string, number> = {}): LeadLibraryCommand => ({
  type: 'CompleteScrape',
  userId,
  sourceId,
  count,
  failedTargets: [],
  warning: null,
  creditLimitReached: false,
  creditsLimit: 10_000,
  scrapesFound,
});

describe('credits left for new work', () => {
  it('given the allowance, the sources and running scrapes, then what is left is the allowance less both', () => {
    expect(creditsLeftForNewWork({ limit: 10_000, used: 9_700, foundByRunningScrapes: 200 })).toBe(100);
    expect(creditsLeftForNewWork({ limit: 10_000, used: 0, foundByRunningScrapes: 0 })).toBe(10_000);
  });

  it('given more used and found than the allowance (a plan lowered), then nothing is left, never less', () => {
    expect(creditsLeftForNewWork({ limit: 10_000, used: 9_900, foundByRunningScrapes: 300 })).toBe(0);
    expect(creditsLeftForNewWork({ limit: 0, used: 10, foundByRunningScrapes: 0 })).toBe(0);
  });

  it('given scrape runs, then only scrapes still running in the library count, and not the one asked about', () => {
    const state = spec.state(...scraping('s1'), ...scraping('s2'), ...csvSource('c1', 5));
    expect(foundByRunningScrapes(state, { s1: 40, s2: 60 })).toBe(100);
    expect(foundByRunningScrapes(state, { s1: 40, s2: 60 }, 's1')).toBe(60);
    // A deleted (canceled) scrape and one completed in the library hold nothing more.
    const later = spec.state(
      ...scraping('s1'),
      ...scraping('s2'),
      { type: 'LeadSourceDeleted', data: { userId, sourceId: 's1', leadCount: 0 } },
      { type: 'ScrapeCompleted', data: { userId, sourceId: 's2', count: 60, failedTargets: [], warning: null, creditLimitReached: false } },
    );
    expect(foundByRunningScrapes(later, { s1: 40, s2: 60 })).toBe(0);
  });
});

describe('an upload while a scrape runs', () => {
  it('given 9,700 credits used and a scrape that found 200, when 280 leads are uploaded, then the upload is refused with 100 left', () => {
    spec
      .given(...csvSource('c1', 9_700), ...scraping('s1'))
      .when(upload('c2', 280, { s1: 200 }))
      .thenRefuses({
        code: 'lead_credits_exceeded',
        message:
          "This file has 280 leads but only 100 lead credits are left. You've reached your leads limit. Delete existing Lead Source or upgrade to a higher plan to scrape new Leads!",
      });
  });

  it('given the same, when 100 leads are uploaded, then they are imported', () => {
    spec
      .given(...csvSource('c1', 9_700), ...scraping('s1'))
      .when(upload('c2', 100, { s1: 200 }))
      .thenAppends([
        { type: 'LeadSourceCreated', data: { userId, sourceId: 'c2', name: 'c2', sourceType: 'csv', csvFilename: null, csvColumns: [] } },
        { type: 'LeadsImported', data: { userId, sourceId: 'c2', count: 100 } },
      ]);
  });

  it('given every credit held by a running scrape, when another scrape is asked for, then it is refused', () => {
    spec
      .given(...csvSource('c1', 9_700), ...scraping('s1'))
      .when({
        type: 'RequestScrape',
        userId,
        sourceId: 's2',
        taskId: 't-s2',
        name: 's2',
        scrapeType: 'accounts',
        kinds: ['verifiedFollowers'],
        targetAccounts: ['growthhq'],
        postLinks: [],
        includeKeywords: [],
        excludeKeywords: [],
        excludeLocations: [],
        plan: 'basic',
        creditsLimit: 10_000,
        readingAccounts: 1,
        scrapesFound: { s1: 300 },
      })
      .thenRefuses({ code: 'lead_credits_exceeded' });
  });
});

describe("a scrape's completion", () => {
  it('given an upload took credits while the scrape ran, when it completes with more leads than are left, then it is refused naming what is left', () => {
    const refusal = spec
      .given(...csvSource('c1', 9_700), ...scraping('s1'), ...csvSource('c2', 250))
      .when(complete('s1', 120))
      .thenRefuses({ code: 'lead_credits_exceeded', kind: 'forbidden' });
    expect(refusal).toBeInstanceOf(ScrapeOverCredits);
    expect((refusal as ScrapeOverCredits).left).toBe(50);
  });

  it('given the same, when it completes with the 50 left, then its leads are imported and the total is the allowance', () => {
    spec
      .given(...csvSource('c1', 9_700), ...scraping('s1'), ...csvSource('c2', 250))
      .when(complete('s1', 50))
      .thenAppends([
        { type: 'ScrapeCompleted', data: { userId, sourceId: 's1', count: 50, failedTargets: [], warning: null, creditLimitReached: false } },
        { type: 'LeadsImported', data: { userId, sourceId: 's1', count: 50 } },
      ]);
  });

  it('given another scrape running, when one completes, then it leaves the other its found leads but not its own', () => {
    const refusal = spec
      .given(...csvSource('c1', 9_700), ...scraping('s1'), ...scraping('s2'))
      .when(complete('s1', 200, { s1: 200, s2: 150 }))
      .thenRefuses({ code: 'lead_credits_exceeded' });
    expect((refusal as ScrapeOverCredits).left).toBe(150);
  });
});
