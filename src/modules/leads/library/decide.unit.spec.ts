import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../platform/testing/decider-spec';
import { type LeadLibraryCommand, leadLibraryDecider } from './decide';
import type { LeadSourceEvent } from './events';
import { creditsUsed, leadLibrarySnapshot } from './state';

const userId = 'user-a';
const spec = deciderSpec(leadLibraryDecider);

const created = (sourceId: string, name: string): LeadSourceEvent => ({
  type: 'LeadSourceCreated',
  data: { userId, sourceId, name, sourceType: 'csv', csvFilename: `${name}.csv`, csvColumns: ['name'] },
});
const imported = (sourceId: string, count: number): LeadSourceEvent => ({ type: 'LeadsImported', data: { userId, sourceId, count } });
const renamed = (sourceId: string, name: string): LeadSourceEvent => ({ type: 'LeadSourceRenamed', data: { userId, sourceId, name } });
const deleted = (sourceId: string, leadCount: number): LeadSourceEvent => ({ type: 'LeadSourceDeleted', data: { userId, sourceId, leadCount } });

const create = (sourceId: string, name: string, leadCount: number, plan: 'free' | 'basic' | 'pro' = 'free', creditsLimit = 10_000): LeadLibraryCommand => ({
  type: 'CreateLeadSource',
  userId,
  sourceId,
  name,
  sourceType: 'csv',
  csvFilename: `${name.trim()}.csv`,
  csvColumns: ['name'],
  leadCount,
  plan,
  creditsLimit,
});
const rename = (sourceId: string, name: string): LeadLibraryCommand => ({ type: 'RenameLeadSource', userId, sourceId, name });
const remove = (sourceIds: string[], inUse: string[] = []): LeadLibraryCommand => ({ type: 'DeleteLeadSources', userId, sourceIds, inUse });

describe('CreateLeadSource', () => {
  it('creates the source with its trimmed name and counts its imported leads', () => {
    spec.given().when(create('s1', '  Growth  ', 120)).thenAppends([created('s1', 'Growth'), imported('s1', 120)]);
  });

  it("refuses a name another of the user's sources has, in any case", () => {
    spec
      .given(created('s1', 'Growth'))
      .when(create('s2', 'growth ', 1))
      .thenRefuses({ message: 'This source name already exists. Please use a different name.', kind: 'conflict' });
  });

  it('accepts the name of a deleted source', () => {
    spec.given(created('s1', 'Growth'), deleted('s1', 0)).when(create('s2', 'Growth', 1)).thenAppends([created('s2', 'Growth'), imported('s2', 1)]);
  });

  it('refuses a blank name', () => {
    spec.given().when(create('s1', '   ', 1)).thenRefuses({ message: 'Lead source name cannot be blank.', kind: 'validation' });
  });

  it('refuses a fourth source on the free plan, not on paid plans', () => {
    const three = [created('s1', 'A'), created('s2', 'B'), created('s3', 'C')];
    spec
      .given(...three)
      .when(create('s4', 'D', 1))
      .thenRefuses({ code: 'free_source_limit', kind: 'forbidden' });
    spec.given(...three, deleted('s2', 0)).when(create('s4', 'D', 1)).thenAppends([created('s4', 'D'), imported('s4', 1)]);
    expect(() => leadLibraryDecider.decide(create('s4', 'D', 1, 'basic', 50_000), spec.state(...three))).not.toThrow();
  });

  it('refuses an import beyond the credits left, and accepts one that fills them exactly', () => {
    const refusal = spec
      .given(created('s1', 'A'), imported('s1', 9_000))
      .when(create('s2', 'B', 1_001))
      .thenRefuses({ code: 'lead_credits_exceeded', kind: 'forbidden' });
    expect(refusal.message).toBe(
      "This file has 1,001 leads but only 1,000 lead credits are left. You've reached your leads limit. Delete existing Lead Source or upgrade to a higher plan to scrape new Leads!",
    );
    expect(leadLibraryDecider.decide(create('s2', 'B', 1_000), spec.state(created('s1', 'A'), imported('s1', 9_000)))).toHaveLength(2);
  });

  it('gives credits back when a source is deleted', () => {
    expect(() =>
      leadLibraryDecider.decide(create('s2', 'B', 10_000), spec.state(created('s1', 'A'), imported('s1', 9_000), deleted('s1', 9_000))),
    ).not.toThrow();
  });

  it('refuses a source without leads', () => {
    spec.given().when(create('s1', 'A', 0)).thenRefuses({ message: 'No valid usernames found in the file', kind: 'validation' });
  });
});

describe('RenameLeadSource', () => {
  it('renames to a trimmed, unused name', () => {
    spec.given(created('s1', 'A')).when(rename('s1', ' Better ')).thenAppends([renamed('s1', 'Better')]);
  });

  it('changes nothing for the same name', () => {
    spec.given(created('s1', 'A')).when(rename('s1', 'A')).thenNothing();
  });

  it('allows a change of case of its own name', () => {
    spec.given(created('s1', 'growth')).when(rename('s1', 'Growth')).thenAppends([renamed('s1', 'Growth')]);
  });

  it("refuses another source's name with the specification's message", () => {
    spec
      .given(created('s1', 'A'), created('s2', 'B'))
      .when(rename('s2', 'a'))
      .thenRefuses({ message: 'A lead source with the name "a" already exists. Please use a different name.', kind: 'conflict' });
  });

  it('refuses a blank name', () => {
    spec.given(created('s1', 'A')).when(rename('s1', ' ')).thenRefuses({ message: 'Lead source name cannot be blank.', kind: 'validation' });
  });

  it('refuses a source that is not the user’s or is gone', () => {
    spec.given(created('s1', 'A'), deleted('s1', 0)).when(rename('s1', 'B')).thenRefuses({ message: 'Lead source data not found or error loading.', kind: 'not_found' });
  });
});

describe('DeleteLeadSources', () => {
  it('deletes each source once, with its lead count', () => {
    spec
      .given(created('s1', 'A'), imported('s1', 5), created('s2', 'B'))
      .when(remove(['s1', 's2', 's1']))
      .thenAppends([deleted('s1', 5), deleted('s2', 0)]);
  });

  it('refuses all when one is in use by a campaign', () => {
    spec
      .given(created('s1', 'A'), created('s2', 'B'))
      .when(remove(['s1', 's2'], ['s2']))
      .thenRefuses({ message: 'Cannot delete a lead source that is being used in any running, paused, or completed campaigns.', kind: 'conflict' });
  });

  it('refuses all when one is missing', () => {
    spec.given(created('s1', 'A')).when(remove(['s1', 'nope'])).thenRefuses({ kind: 'not_found' });
    spec.given().when(remove([])).thenRefuses({ kind: 'not_found' });
  });
});

describe('state', () => {
  it('counts credits used as the sum of total leads, and survives a snapshot', () => {
    const state = spec.state(created('s1', 'A'), imported('s1', 5), imported('s1', 2), created('s2', 'B'), imported('s2', 10), renamed('s2', 'C'));
    expect(creditsUsed(state)).toBe(17);
    const restored = leadLibrarySnapshot.fromJson(JSON.parse(JSON.stringify(leadLibrarySnapshot.toJson(state))));
    expect(restored).toEqual(state);
    expect(restored.sources.get('s2')).toEqual({ name: 'C', totalLeads: 10 });
  });
});

describe('RequestScrape', () => {
  const request = (sourceId: string, name: string, plan: 'free' | 'basic' | 'pro' = 'basic', creditsLimit = 50_000): LeadLibraryCommand => ({
    type: 'RequestScrape',
    userId,
    sourceId,
    taskId: `task-${sourceId}`,
    name,
    scrapeType: 'accounts',
    kinds: ['verifiedFollowers', 'following'],
    targetAccounts: ['growthhq'],
    postLinks: [],
    includeKeywords: ['founder'],
    excludeKeywords: [],
    excludeLocations: ['Lagos'],
    plan,
    creditsLimit,
    readingAccounts: 1,
  });
  const requested = (sourceId: string): LeadSourceEvent => ({
    type: 'ScrapeRequested',
    data: {
      userId,
      sourceId,
      taskId: `task-${sourceId}`,
      scrapeType: 'accounts',
      kinds: ['verifiedFollowers', 'following'],
      targetAccounts: ['growthhq'],
      postLinks: [],
      includeKeywords: ['founder'],
      excludeKeywords: [],
      excludeLocations: ['Lagos'],
    },
  });
  const scrapedSource = (sourceId: string, name: string): LeadSourceEvent => ({
    type: 'LeadSourceCreated',
    data: { userId, sourceId, name, sourceType: 'followers', csvFilename: null, csvColumns: [] },
  });
  const stage = (sourceId: string, s: 'preparing' | 'connecting' | 'scraping'): LeadSourceEvent => ({
    type: 'ScrapeStageReached',
    data: { userId, sourceId, stage: s },
  });
  const advance = (sourceId: string, s: 'preparing' | 'connecting' | 'scraping'): LeadLibraryCommand => ({ type: 'AdvanceScrape', userId, sourceId, stage: s });
  const complete = (sourceId: string, count: number): LeadLibraryCommand => ({
    type: 'CompleteScrape',
    userId,
    sourceId,
    count,
    failedTargets: [{ username: 'private_circle', error: 'Account is protected' }],
    warning: 'w',
    creditLimitReached: false,
    creditsLimit: 50_000,
  });

  it('carries the followers filter into the scrape request', () => {
    const followersFilter = { type: 'between', min: 500, max: 5000 } as const;
    spec
      .given()
      .when({ ...request('s1', 'Founders'), followersFilter } as LeadLibraryCommand)
      .thenAppends([scrapedSource('s1', 'Founders'), { type: 'ScrapeRequested', data: { ...requested('s1').data, followersFilter } } as LeadSourceEvent]);
  });

  it('given no connected account that can read X, refuses the scrape at once: no source is made', () => {
    spec
      .given()
      .when({ ...request('s1', 'Founders'), readingAccounts: 0 } as LeadLibraryCommand)
      .thenRefuses({ message: 'No connected X account can scrape right now. Connect an account or check your accounts on the Connect Account page.', code: 'no_connected_account', kind: 'conflict' });
  });

  it('creates a followers source (both lists asked) and asks for its scrape, pending', () => {
    spec.given().when(request('s1', ' Founders ')).thenAppends([scrapedSource('s1', 'Founders'), requested('s1')]);
    expect(spec.state(scrapedSource('s1', 'Founders'), requested('s1')).sources.get('s1')?.scrape).toBe('pending');
  });

  it("refuses the free plan with the specification's message", () => {
    spec
      .given()
      .when(request('s1', 'A', 'free', 10_000))
      .thenRefuses({ message: "Free plan doesn't allow using OutTwit scraper. Please upgrade your plan to use this feature.", kind: 'forbidden' });
  });

  it('refuses a name already used, in any case', () => {
    spec
      .given(created('s0', 'Founders'))
      .when(request('s1', 'FOUNDERS'))
      .thenRefuses({ message: 'This source name already exists. Please use a different name.', kind: 'conflict' });
  });

  it('refuses when no lead credit is left, with the paid banner', () => {
    spec
      .given(created('s0', 'A'), imported('s0', 50_000))
      .when(request('s1', 'B'))
      .thenRefuses({
        message: "You've reached your leads limit. Delete existing Lead Source or upgrade to a higher plan to scrape new Leads!",
        code: 'lead_credits_exceeded',
      });
  });

  it('moves through the stages in order only; a stage reached again changes nothing', () => {
    const given = [scrapedSource('s1', 'A'), requested('s1')];
    spec.given(...given).when(advance('s1', 'preparing')).thenAppends([stage('s1', 'preparing')]);
    spec.given(...given, stage('s1', 'connecting')).when(advance('s1', 'preparing')).thenNothing();
    spec.given(...given, stage('s1', 'connecting')).when(advance('s1', 'connecting')).thenNothing();
    spec.given(...given, stage('s1', 'connecting')).when(advance('s1', 'scraping')).thenAppends([stage('s1', 'scraping')]);
  });

  it('completes with its leads counted as imported, once', () => {
    const given = [scrapedSource('s1', 'A'), requested('s1'), stage('s1', 'scraping')];
    const done: LeadSourceEvent = {
      type: 'ScrapeCompleted',
      data: { userId, sourceId: 's1', count: 40, failedTargets: [{ username: 'private_circle', error: 'Account is protected' }], warning: 'w', creditLimitReached: false },
    };
    spec.given(...given).when(complete('s1', 40)).thenAppends([done, imported('s1', 40)]);
    spec.given(...given, done, imported('s1', 40)).when(complete('s1', 40)).thenNothing();
    expect(creditsUsed(spec.state(...given, done, imported('s1', 40)))).toBe(40);
  });

  it('fails a scrape once, and a failed scrape cannot complete', () => {
    const given = [scrapedSource('s1', 'A'), requested('s1')];
    const failed: LeadSourceEvent = { type: 'ScrapeFailed', data: { userId, sourceId: 's1', error: 'e', failedTargets: [] } };
    spec.given(...given).when({ type: 'FailScrape', userId, sourceId: 's1', error: 'e', failedTargets: [] }).thenAppends([failed]);
    spec.given(...given, failed).when(complete('s1', 3)).thenNothing();
  });

  it("ends a deleted source's scrape: deleting cancels it, and the scrape's later reports change nothing", () => {
    const given = [scrapedSource('s1', 'A'), requested('s1'), stage('s1', 'scraping')];
    spec
      .given(...given)
      .when(remove(['s1']))
      .thenAppends([{ type: 'ScrapeCanceled', data: { userId, sourceId: 's1' } }, deleted('s1', 0)]);
    const gone = [...given, { type: 'ScrapeCanceled', data: { userId, sourceId: 's1' } } as LeadSourceEvent, deleted('s1', 0)];
    spec.given(...gone).when(complete('s1', 10)).thenNothing();
    spec.given(...gone).when(advance('s1', 'scraping')).thenNothing();
    spec.given(...gone).when({ type: 'FailScrape', userId, sourceId: 's1', error: 'e', failedTargets: [] }).thenNothing();
  });

  it('deletes a finished scraped source without a cancel', () => {
    const done: LeadSourceEvent = {
      type: 'ScrapeCompleted',
      data: { userId, sourceId: 's1', count: 0, failedTargets: [], warning: null, creditLimitReached: false },
    };
    spec.given(scrapedSource('s1', 'A'), requested('s1'), done).when(remove(['s1'])).thenAppends([deleted('s1', 0)]);
  });
});

describe('database sources', () => {
  it('keep their search criteria on LeadSourceCreated', () => {
    const searchCriteria = {
      include_keywords: ['saas'],
      exclude_keywords: [],
      exclude_locations: [],
      followers_filter: { type: 'between' as const, min: 100, max: 5000 },
      following_filter: null,
      verified_only: true,
      lead_limit: 200,
      plan_type: 'free' as const,
    };
    const command = { ...create('s1', 'DB', 200), sourceType: 'dataset', csvFilename: null, searchCriteria } as LeadLibraryCommand;
    const [event] = leadLibraryDecider.decide(command, spec.state());
    expect(event).toEqual({
      type: 'LeadSourceCreated',
      data: { userId, sourceId: 's1', name: 'DB', sourceType: 'dataset', csvFilename: null, csvColumns: ['name'], searchCriteria },
    });
  });
});
