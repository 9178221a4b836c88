import { describe, expect, it } from 'vitest';
import type { DirectMessage } from '../../x';
import { afterLastLead, decideFollowUp, dueReadHolds, followUpWaitsMs, leadWroteBack, nextStepDueAt } from './decide-follow-up';

const DAY = 86_400_000;
const us = '100';
const lead = '200';
const message = (id: string, senderId: string, createdAt: number): DirectMessage => ({ id, conversationId: `${us}-${lead}`, senderId, recipientId: null, text: 'x', createdAt });

describe('when a follow-up is due', () => {
  it('given waits of 3 and 5 days, then step 1 is due 3 days after the first message and step 2 five days after step 1; nothing after the last', () => {
    const waits = followUpWaitsMs([{ waitDays: 3, messages: ['a'] }, { waitDays: 5, messages: ['b'] }], 1);
    expect(waits).toEqual([3 * DAY, 5 * DAY]);
    expect(nextStepDueAt(waits, { step: 0, sentAtMs: 1_000 })).toBe(1_000 + 3 * DAY);
    expect(nextStepDueAt(waits, { step: 1, sentAtMs: 2_000 })).toBe(2_000 + 5 * DAY);
    expect(nextStepDueAt(waits, { step: 2, sentAtMs: 3_000 })).toBeNull();
    expect(nextStepDueAt([], { step: 0, sentAtMs: 3_000 })).toBeNull();
  });

  it("given demo mode's compressed day (30 s), then a day's wait is 30 s", () => {
    expect(followUpWaitsMs([{ waitDays: 1, messages: ['a'] }, { waitDays: 3, messages: ['b'] }], 30_000 / DAY)).toEqual([30_000, 90_000]);
  });
});

describe('whether the lead wrote back', () => {
  it('given a message from the lead after the first message, then yes; before it, or only ours, then no', () => {
    const first = message('1005', us, 5_000);
    expect(leadWroteBack([message('1009', lead, 9_000), first], lead, { id: '1005', atMs: 5_000 })).toBe(true);
    expect(leadWroteBack([first, message('1002', lead, 2_000)], lead, { id: '1005', atMs: 5_000 })).toBe(false);
    expect(leadWroteBack([message('1007', us, 7_000), first], lead, { id: '1005', atMs: 5_000 })).toBe(false);
  });

  it('given two messages of the same millisecond, then X ids order them', () => {
    const first = message('1005', us, 5_000);
    expect(leadWroteBack([first, message('1006', lead, 5_000)], lead, { id: '1005', atMs: 5_000 })).toBe(true);
    expect(leadWroteBack([first, message('1004', lead, 5_000)], lead, { id: '1005', atMs: 5_000 })).toBe(false);
  });

  it('given a first message older than the page read, then a lead message with a later id counts; a longer id is later', () => {
    expect(leadWroteBack([message('1009', lead, 9_000)], lead, { id: '1005', atMs: 5_000 })).toBe(true);
    expect(leadWroteBack([message('10001', lead, 9_000)], lead, { id: '9999', atMs: 5_000 })).toBe(true);
    expect(leadWroteBack([message('1001', lead, 9_000)], lead, { id: '1005', atMs: 5_000 })).toBe(false);
  });

  it('given no first message id, then any message of the lead after the first message\'s time counts', () => {
    expect(leadWroteBack([message('a', lead, 9_000)], lead, { id: null, atMs: 8_000 })).toBe(true);
    expect(leadWroteBack([message('a', lead, 7_000)], lead, { id: null, atMs: 8_000 })).toBe(false);
  });
});

describe('a day\'s quota serves due follow-ups first: when the due steps read may be used instead of read again', () => {
  const waits = [3 * DAY, 5 * DAY];
  const maxAge = 30_000;

  it('given due steps left from the read, then they are served (new leads wait for them)', () => {
    expect(dueReadHolds({ readAtMs: 0, dueLeft: 2, nextDueAt: 0 }, 10_000, waits, maxAge)).toBe(true);
  });

  it('given none left and the next waiting step due since, then it is read again before any new lead', () => {
    expect(dueReadHolds({ readAtMs: 0, dueLeft: 0, nextDueAt: 9_000 }, 10_000, waits, maxAge)).toBe(false);
    expect(dueReadHolds({ readAtMs: 0, dueLeft: 0, nextDueAt: 11_000 }, 10_000, waits, maxAge)).toBe(true);
    expect(dueReadHolds({ readAtMs: 0, dueLeft: 0, nextDueAt: null }, 10_000, waits, maxAge)).toBe(true);
  });

  it('given a read as old as the shortest wait, then it is read again: a step sent just after the read may be due now', () => {
    // Demo mode's day: 30 s. A first message sent 1 ms after a read that found nothing waiting is due 30 s later.
    const demo = [30_000];
    expect(dueReadHolds({ readAtMs: 0, dueLeft: 0, nextDueAt: null }, 29_999, demo, maxAge)).toBe(true);
    expect(dueReadHolds({ readAtMs: 0, dueLeft: 0, nextDueAt: null }, 30_000, demo, maxAge)).toBe(false);
    const tests = [4_000, 90_000];
    expect(dueReadHolds({ readAtMs: 0, dueLeft: 0, nextDueAt: null }, 4_000, tests, maxAge)).toBe(false);
  });

  it('given waits of days, then a read is used at most its maximum age', () => {
    expect(dueReadHolds({ readAtMs: 0, dueLeft: 3, nextDueAt: 0 }, 29_999, waits, maxAge)).toBe(true);
    expect(dueReadHolds({ readAtMs: 0, dueLeft: 3, nextDueAt: 0 }, 30_000, waits, maxAge)).toBe(false);
  });

  it('given follow-ups due at once (no wait), then every step reads again', () => {
    expect(dueReadHolds({ readAtMs: 0, dueLeft: 0, nextDueAt: null }, 0, [0], maxAge)).toBe(false);
  });
});

describe('what a due step does', () => {
  const plan = { waitDays: 3, messages: ['Bump, [First Name]?', 'Any thoughts, [First Name]?'] };
  const random = () => 0.75;

  it('given a lead who has not written back, then the step is reserved with a variation picked uniformly', () => {
    expect(decideFollowUp({ plan, listed: false, useDoNotContactList: true, wroteBack: false, random })).toEqual({ state: 'reserved', variation: 1, message: plan.messages[1] });
    expect(decideFollowUp({ plan, listed: false, useDoNotContactList: true, wroteBack: false, random: () => 0 })).toMatchObject({ variation: 0 });
  });

  it('given a lead who wrote back, then no follow-up: skipped as replied', () => {
    expect(decideFollowUp({ plan, listed: false, useDoNotContactList: true, wroteBack: true, random })).toEqual({ state: 'skipped_replied' });
  });

  it('given a lead added to Do Not Contact since, then none: skipped as such, unless the campaign does not use the list', () => {
    expect(decideFollowUp({ plan, listed: true, useDoNotContactList: true, wroteBack: true, random })).toEqual({ state: 'skipped_do_not_contact' });
    expect(decideFollowUp({ plan, listed: true, useDoNotContactList: false, wroteBack: false, random })).toMatchObject({ state: 'reserved' });
  });

  it('given a step whose template is gone, then nothing is sent', () => {
    expect(decideFollowUp({ plan: { waitDays: 3, messages: [] }, listed: false, useDoNotContactList: true, wroteBack: false, random })).toEqual({ state: 'no_template' });
  });
});

describe('after the last lead', () => {
  it('given no lead that may still get a follow-up, then the campaign completes', () => {
    expect(afterLastLead(null, 1_000)).toEqual({ kind: 'complete' });
  });

  it('given a follow-up due later, then the run waits until then; one due already, not at all', () => {
    expect(afterLastLead(5_000, 1_000)).toEqual({ kind: 'wait', ms: 4_000 });
    expect(afterLastLead(500, 1_000)).toEqual({ kind: 'wait', ms: 0 });
  });
});
