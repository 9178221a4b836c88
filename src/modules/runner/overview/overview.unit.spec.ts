import { describe, expect, it } from 'vitest';
import { OVERVIEW_DAYS, overviewTimeZone } from './contract';
import { addDays, campaignOverview } from './overview';

const facts = (sent: Record<string, number>, replies: Record<string, number>, activeCampaigns = 0) =>
  campaignOverview({ today: '2026-03-01', sentByDay: new Map(Object.entries(sent)), repliesByDay: new Map(Object.entries(replies)), activeCampaigns });

describe('campaignOverview', () => {
  it('given no activity, then 14 days of zeros ending today, and no reply rate', () => {
    const overview = facts({}, {});
    expect(overview.days).toHaveLength(OVERVIEW_DAYS);
    expect(overview.days[0]).toEqual({ day: '2026-02-16', sent: 0, replies: 0 });
    expect(overview.days.at(-1)).toEqual({ day: '2026-03-01', sent: 0, replies: 0 });
    expect(overview).toMatchObject({ sent_today: 0, sent_7_days: 0, replies_7_days: 0, reply_rate_7_days: null, time_zone: 'UTC' });
  });

  it('given sends over three weeks, then today, the last 7 days (today included) and the chart count only their own days', () => {
    const overview = facts({ '2026-03-01': 5, '2026-02-23': 10, '2026-02-22': 100, '2026-02-10': 1000 }, { '2026-02-23': 2, '2026-02-22': 7 }, 3);
    expect(overview).toMatchObject({ sent_today: 5, sent_7_days: 15, replies_7_days: 2, active_campaigns: 3 });
    expect(overview.reply_rate_7_days).toBeCloseTo(2 / 15, 10);
    // 2026-02-22 is in the chart but not the week; 2026-02-10 is in neither.
    expect(overview.days.find((day) => day.day === '2026-02-22')).toEqual({ day: '2026-02-22', sent: 100, replies: 7 });
    expect(overview.days.reduce((sum, day) => sum + day.sent, 0)).toBe(115);
  });

  it('given more replies than DMs in the week (answers to older DMs), then the rate stops at 100%', () => {
    expect(facts({ '2026-02-28': 2 }, { '2026-02-28': 3 }).reply_rate_7_days).toBe(1);
  });

  it('given a month or a year boundary, then days count across it', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2027-01-05', -13)).toBe('2026-12-23');
  });
});

describe('the zone of the days', () => {
  it('given a zone, then the answer names it; given none, then UTC', () => {
    expect(campaignOverview({ today: '2026-03-01', timeZone: 'America/Los_Angeles', sentByDay: new Map(), repliesByDay: new Map(), activeCampaigns: 0 }).time_zone).toBe(
      'America/Los_Angeles',
    );
    expect(facts({}, {}).time_zone).toBe('UTC');
  });

  it('given a request without a zone, then UTC; with a known one in any case, then its canonical name; else none', () => {
    expect(overviewTimeZone(undefined)).toBe('UTC');
    expect(overviewTimeZone('')).toBe('UTC');
    expect(overviewTimeZone('america/los_angeles')).toBe('America/Los_Angeles');
    expect(overviewTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(overviewTimeZone(['UTC', 'Europe/Berlin'])).toBeNull();
  });
});
