import { describe, expect, it } from 'vitest';
import { scrapeMessages } from '../scrape-contract';
import { completionWarning, decideScrapeOutcome, failedTargetsOf, type ScrapeFacts } from './scrape-outcome';

const notFound = scrapeMessages.targetErrors.not_found;
const isProtected = scrapeMessages.targetErrors.protected;
const targets = ['alice', 'bob'];
const read = (target_index: number) => ({ target_index, error: null });
const failed = (target_index: number, error = notFound) => ({ target_index, error });
const facts = (over: Partial<ScrapeFacts>): ScrapeFacts => ({ targets, lists: [read(0), read(1)], leadsFound: 10, stoppedEarly: {}, ...over });

describe('failedTargetsOf: which targets failed', () => {
  it('given a target none of whose lists could be read, then it failed, named with its first list error', () => {
    expect(failedTargetsOf(targets, [failed(0, isProtected), failed(0), read(1)])).toEqual([{ username: 'alice', error: isProtected }]);
  });

  it('given a target one of whose lists was read, then it did not fail', () => {
    expect(failedTargetsOf(targets, [failed(0), read(0), read(1), failed(1)])).toEqual([]);
  });

  it('given several failed targets, then they come in target order, each once', () => {
    expect(failedTargetsOf(targets, [failed(0), failed(0), failed(1)])).toEqual([
      { username: 'alice', error: notFound },
      { username: 'bob', error: notFound },
    ]);
  });

  it('given no lists laid out yet, then no target failed', () => {
    expect(failedTargetsOf(targets, [])).toEqual([]);
  });
});

describe('decideScrapeOutcome: how a scrape ends', () => {
  it('given every list read, when it ends, then it completes with its leads and no failed target', () => {
    expect(decideScrapeOutcome(facts({}))).toEqual({ kind: 'completed', leadsFound: 10, failedTargets: [] });
  });

  it('given some targets failed, when it ends, then it completes with the leads of the others and names the failed ones', () => {
    expect(decideScrapeOutcome(facts({ lists: [failed(0), read(1)] }))).toEqual({
      kind: 'completed',
      leadsFound: 10,
      failedTargets: [{ username: 'alice', error: notFound }],
    });
  });

  it('given every target failed, when it ends, then it fails with the all-targets message', () => {
    expect(decideScrapeOutcome(facts({ lists: [failed(0), failed(1)], leadsFound: 0, stoppedEarly: { noAccounts: true } }))).toEqual({
      kind: 'failed',
      error: scrapeMessages.allTargetsFailed,
      failedTargets: [
        { username: 'alice', error: notFound },
        { username: 'bob', error: notFound },
      ],
    });
  });

  it('given no account could read X before any lead, when it stops, then it fails with the no-accounts message', () => {
    expect(decideScrapeOutcome(facts({ leadsFound: 0, stoppedEarly: { noAccounts: true } }))).toEqual({
      kind: 'failed',
      error: scrapeMessages.noAccounts,
      failedTargets: [],
    });
  });

  it('given the plan ended before any lead, when it stops, then it fails with the plan-ended message', () => {
    expect(decideScrapeOutcome(facts({ leadsFound: 0, stoppedEarly: { planEnded: true, noAccounts: true } }))).toMatchObject({
      kind: 'failed',
      error: scrapeMessages.planEnded,
    });
  });

  it('given leads found, when the accounts or the plan stop it, then it completes with them', () => {
    expect(decideScrapeOutcome(facts({ stoppedEarly: { noAccounts: true } }))).toMatchObject({ kind: 'completed', leadsFound: 10 });
    expect(decideScrapeOutcome(facts({ stoppedEarly: { planEnded: true } }))).toMatchObject({ kind: 'completed', leadsFound: 10 });
  });

  it('given the credits ran out before any lead, when it stops, then it completes with none', () => {
    expect(decideScrapeOutcome(facts({ leadsFound: 0, stoppedEarly: { creditLimitReached: true } }))).toMatchObject({ kind: 'completed', leadsFound: 0 });
  });

  it('given a scrape of no target, when it ends, then it completes', () => {
    expect(decideScrapeOutcome(facts({ targets: [], lists: [], leadsFound: 0 }))).toMatchObject({ kind: 'completed' });
  });
});

describe("completionWarning: a completed scrape's warning", () => {
  const someFailed = [{ username: 'alice', error: notFound }];

  it('given nothing went wrong, then there is no warning', () => {
    expect(completionWarning([], null, {})).toBeNull();
  });

  it('given failed targets, a credit stop, no accounts and an ended plan, then it says each, in that order', () => {
    expect(completionWarning(someFailed, 1200, { noAccounts: true, planEnded: true })).toBe(
      [scrapeMessages.failedTargetsWarning, scrapeMessages.creditStop(1200), scrapeMessages.noAccounts, scrapeMessages.planEnded].join(' '),
    );
  });

  it('given the credit limit stopped it, then it says how many leads it kept', () => {
    expect(completionWarning([], 40, {})).toBe(scrapeMessages.creditStop(40));
  });
});
