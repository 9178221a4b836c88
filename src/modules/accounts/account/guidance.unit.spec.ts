import { describe, expect, it } from 'vitest';
import { accountGuidance, countedConversations, monthsBefore } from './guidance';

const now = new Date('2026-11-28T10:00:00.000Z');
const established = { xCreatedAt: new Date('2019-03-14T08:00:00.000Z'), conversations: 10 };

describe('account guidance', () => {
  it('given an account years old with 10 conversations, then nothing is flagged', () => {
    expect(accountGuidance(established, now)).toEqual([]);
  });

  it('given an account created weeks ago, then it is a new X account', () => {
    expect(accountGuidance({ ...established, xCreatedAt: new Date('2026-11-07T10:00:00.000Z') }, now)).toEqual(['new_x_account']);
  });

  it('given an account created 6 calendar months ago to the millisecond, then it is no longer new; a millisecond later it is', () => {
    expect(accountGuidance({ ...established, xCreatedAt: new Date('2026-05-28T10:00:00.000Z') }, now)).toEqual([]);
    expect(accountGuidance({ ...established, xCreatedAt: new Date('2026-05-28T10:00:00.001Z') }, now)).toEqual(['new_x_account']);
  });

  it('given fewer than 10 conversations, then it has few conversations; with both short, both are flagged', () => {
    expect(accountGuidance({ ...established, conversations: 9 }, now)).toEqual(['few_conversations']);
    expect(accountGuidance({ xCreatedAt: new Date('2026-10-01T00:00:00.000Z'), conversations: 0 }, now)).toEqual(['new_x_account', 'few_conversations']);
  });

  it('given facts X did not give, then nothing is flagged', () => {
    expect(accountGuidance({ xCreatedAt: null, conversations: null }, now)).toEqual([]);
  });
});

describe('calendar months', () => {
  it('given a day the earlier month lacks, then it is that month\'s last day', () => {
    expect(monthsBefore(new Date('2026-08-31T12:00:00.000Z'), 6).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(monthsBefore(new Date('2024-08-31T12:00:00.000Z'), 6).toISOString()).toBe('2024-02-29T12:00:00.000Z');
  });

  it('given a month early in the year, then it goes back into the year before', () => {
    expect(monthsBefore(new Date('2026-03-15T00:00:00.000Z'), 6).toISOString()).toBe('2025-09-15T00:00:00.000Z');
  });
});

describe('counted conversations', () => {
  it('given more than 10, then 10 is recorded (10 or more is all that matters)', () => {
    expect([0, 3, 10, 48].map(countedConversations)).toEqual([0, 3, 10, 10]);
  });
});
