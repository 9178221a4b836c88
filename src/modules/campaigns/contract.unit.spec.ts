import { describe, expect, it } from 'vitest';
import { planGateMessages } from '../billing/contract';
import { runnerMessages } from '../runner/contract';
import {
  CAMPAIGN_PLAN_MESSAGE,
  campaignErrorTooltip,
  gainedLeadsSinceCompleted,
  campaignMessages,
  campaignProgress,
  clampDailyLimit,
  createCampaignSchema,
  dailyLimitRange,
  formatSendWindow,
  insideSendWindow,
  keywordSampleSchema,
  renameCampaignSchema,
  sampleMessages,
  templateMessages,
  templateSchema,
  updateCampaignSchema,
} from './contract';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const progress = (over: Partial<Parameters<typeof campaignProgress>[0]>) =>
  campaignProgress({
    status: 'running',
    messages_sent: 0,
    messages_failed: 0,
    skipped_already_dmd: 0,
    skipped_do_not_contact: 0,
    skipped_cannot_dm: 0,
    follow_ups_sent: 0,
    follow_ups_failed: 0,
    campaign_total_leads: 100,
    ...over,
  });

describe('campaign progress', () => {
  it('counts sent, failed and both skips as processed and rounds the percentage', () => {
    expect(progress({ messages_sent: 10, messages_failed: 2, skipped_already_dmd: 3, skipped_do_not_contact: 1, campaign_total_leads: 48 })).toEqual({
      processed: 16,
      total: 48,
      percent: 33,
      label: '33%',
    });
    expect(progress({ messages_sent: 1, campaign_total_leads: 200 }).percent).toBe(1); // 0.5 rounds up
    expect(progress({ messages_sent: 2, skipped_cannot_dm: 3, campaign_total_leads: 10 }).processed).toBe(5);
  });

  it('given follow-ups sent and failed, then they are not leads processed: each went to a lead already counted', () => {
    // 10 leads messaged, 2 failed, 1 skipped; then 6 follow-ups sent and 1 failed: still 13 of 20 leads.
    expect(progress({ messages_sent: 16, messages_failed: 3, skipped_do_not_contact: 1, follow_ups_sent: 6, follow_ups_failed: 1, campaign_total_leads: 20 })).toEqual({
      processed: 13,
      total: 20,
      percent: 65,
      label: '65%',
    });
  });

  it('never shows more than 100 %', () => {
    expect(progress({ messages_sent: 150 }).label).toBe('100%');
  });

  it("shows '?' for an unknown total, and 100 % for a completed campaign without one", () => {
    expect(progress({ campaign_total_leads: null, messages_sent: 5 })).toMatchObject({ percent: null, label: '?' });
    expect(progress({ campaign_total_leads: 0 })).toMatchObject({ label: '?' });
    expect(progress({ status: 'completed', campaign_total_leads: null })).toMatchObject({ percent: 100, label: '100%' });
    expect(progress({ status: 'completed', campaign_total_leads: 10, messages_sent: 5 }).label).toBe('50%');
  });
});

describe('daily limit', () => {
  it('clamps on blur: over 450 to 450, empty or under 50 to 50', () => {
    expect(clampDailyLimit('1000')).toBe(450);
    expect(clampDailyLimit(451)).toBe(450);
    expect(clampDailyLimit('')).toBe(50);
    expect(clampDailyLimit(null)).toBe(50);
    expect(clampDailyLimit('abc')).toBe(50);
    expect(clampDailyLimit('-3')).toBe(50);
    expect(clampDailyLimit(49)).toBe(50);
    expect(clampDailyLimit('120')).toBe(120);
    expect(clampDailyLimit(99.6)).toBe(100);
  });

  it('varies by ±5 % a day', () => {
    expect(dailyLimitRange(100)).toEqual({ min: 95, max: 105 });
    expect(dailyLimitRange(450)).toEqual({ min: 427, max: 473 });
  });

  it('is validated with the specification messages', () => {
    const body = { name: 'C', lead_source_ids: ['s'], template_id: 't', profile_id: 'p' };
    expect(createCampaignSchema.parse(body).daily_dm_limit).toBe(100);
    expect(firstMessage(createCampaignSchema.safeParse({ ...body, daily_dm_limit: 49 }))).toBe(campaignMessages.dailyLimitRange);
    expect(firstMessage(createCampaignSchema.safeParse({ ...body, daily_dm_limit: 451 }))).toBe(campaignMessages.dailyLimitRange);
    expect(firstMessage(createCampaignSchema.safeParse({ ...body, daily_dm_limit: '' }))).toBe(campaignMessages.dailyLimitRequired);
    expect(firstMessage(createCampaignSchema.safeParse({ ...body, daily_dm_limit: null }))).toBe(campaignMessages.dailyLimitRequired);
    expect(firstMessage(createCampaignSchema.safeParse({ ...body, daily_dm_limit: 100.5 }))).toBe(campaignMessages.dailyLimitRequired);
    expect(createCampaignSchema.parse({ ...body, daily_dm_limit: '450' }).daily_dm_limit).toBe(450);
  });
});

describe('campaign requests', () => {
  it('answer each step with its message', () => {
    const ok = { name: ' Launch ', lead_source_ids: ['a', 'a', 'b'], template_id: 't', profile_id: 'p' };
    expect(createCampaignSchema.parse(ok)).toMatchObject({ name: 'Launch', lead_source_ids: ['a', 'b'], use_do_not_contact_list: true });
    expect(firstMessage(createCampaignSchema.safeParse({ ...ok, name: '  ' }))).toBe(campaignMessages.nameRequired);
    expect(firstMessage(createCampaignSchema.safeParse({ ...ok, name: undefined }))).toBe(campaignMessages.nameRequired);
    expect(firstMessage(createCampaignSchema.safeParse({ ...ok, lead_source_ids: [] }))).toBe(campaignMessages.sourcesRequired);
    expect(firstMessage(createCampaignSchema.safeParse({ ...ok, template_id: '' }))).toBe(campaignMessages.templateRequired);
    expect(firstMessage(createCampaignSchema.safeParse({ ...ok, profile_id: undefined }))).toBe(campaignMessages.accountRequired);
    expect(firstMessage(createCampaignSchema.safeParse(null))).toBe(campaignMessages.nameRequired);
  });

  it('treat use_do_not_contact_list as true unless explicitly false', () => {
    const ok = { name: 'C', lead_source_ids: ['s'], template_id: 't', profile_id: 'p' };
    expect(createCampaignSchema.parse({ ...ok, use_do_not_contact_list: null }).use_do_not_contact_list).toBe(true);
    expect(createCampaignSchema.parse({ ...ok, use_do_not_contact_list: false }).use_do_not_contact_list).toBe(false);
    expect(updateCampaignSchema.parse({}).use_do_not_contact_list).toBeUndefined();
    expect(updateCampaignSchema.parse({ use_do_not_contact_list: null }).use_do_not_contact_list).toBe(true);
  });

  it('refuse a blank or oversized rename', () => {
    expect(firstMessage(renameCampaignSchema.safeParse({ name: ' ' }))).toBe(campaignMessages.nameBlank);
    expect(firstMessage(renameCampaignSchema.safeParse({ name: 'x'.repeat(101) }))).toBe(campaignMessages.nameTooLong);
  });
});

describe('error tooltip', () => {
  it('is titled by status and ignores the text null', () => {
    expect(campaignErrorTooltip({ status: 'failed', error_message: 'Boom' })).toEqual({ title: 'Campaign Failed', message: 'Boom', hints: [] });
    expect(campaignErrorTooltip({ status: 'stopped', error_message: 'x' })?.title).toBe('Campaign Stopped');
    expect(campaignErrorTooltip({ status: 'ready', error_message: 'x' })?.title).toBe('Campaign Error');
    expect(campaignErrorTooltip({ status: 'failed', error_message: 'null' })).toBeNull();
    expect(campaignErrorTooltip({ status: 'failed', error_message: null })).toBeNull();
    expect(campaignErrorTooltip({ status: 'running', error_message: 'x' })).toBeNull();
  });

  it('is not shown on a paused campaign, even one the system paused with a message', () => {
    expect(campaignErrorTooltip({ status: 'paused', error_message: runnerMessages.sessionExpired })).toBeNull();
  });

  it('adds the Proxy and Twitter connection hints', () => {
    const tip = campaignErrorTooltip({ status: 'failed', error_message: 'Proxy refused; Twitter connection lost' });
    expect(tip?.hints).toEqual([campaignMessages.proxyHint, campaignMessages.twitterConnectionHint]);
  });

  it('sends the user to the Connect Account page the product has, not to a Settings page it has not', () => {
    const tip = campaignErrorTooltip({ status: 'stopped', error_message: 'Twitter connection lost' });
    expect(tip?.hints).toEqual(['Disconnect and reconnect your Twitter account on the Connect Account page.']);
  });
});

describe('starting a completed campaign again', () => {
  it('is offered when its sources hold more leads than when it completed, never when that count is unknown', () => {
    expect(gainedLeadsSinceCompleted(10, 12)).toBe(true);
    expect(gainedLeadsSinceCompleted(10, 10)).toBe(false);
    expect(gainedLeadsSinceCompleted(10, 8)).toBe(false);
    expect(gainedLeadsSinceCompleted(undefined, 12)).toBe(false);
    expect(gainedLeadsSinceCompleted(null, 12)).toBe(false);
  });
});

describe('templates and samples', () => {
  it('drop blank messages and need one', () => {
    expect(templateSchema.parse({ name: ' T ', messages: ['  ', 'Hi', ''] })).toEqual({ name: 'T', messages: ['Hi'] });
    expect(firstMessage(templateSchema.safeParse({ name: 'T', messages: [' ', ''] }))).toBe(templateMessages.messageRequired);
    expect(firstMessage(templateSchema.safeParse({ name: ' ', messages: ['Hi'] }))).toBe(templateMessages.nameEmpty);
    expect(firstMessage(templateSchema.safeParse({ name: 'T', messages: ['x'.repeat(10_001)] }))).toBe(templateMessages.messageTooLong);
  });

  it('refuse a duplicate keyword with its name', () => {
    expect(firstMessage(keywordSampleSchema.safeParse({ name: 'S', type: 'include', keywords: ['SaaS', 'b2b', 'saas '] }))).toBe(
      sampleMessages.duplicateKeyword('saas'),
    );
    expect(firstMessage(keywordSampleSchema.safeParse({ name: '', type: 'include', keywords: ['a'] }))).toBe(sampleMessages.nameRequired);
    expect(firstMessage(keywordSampleSchema.safeParse({ name: 'S', type: 'include', keywords: [' '] }))).toBe(sampleMessages.keywordRequired);
  });

  it('words the limits as the specification does', () => {
    expect(sampleMessages.maxReached('exclude')).toBe('Maximum of 5 exclude keyword samples reached. Please delete one first.');
    expect(sampleMessages.nameTaken('x')).toBe('A sample with the name "x" already exists');
    expect(campaignMessages.cannotRemoveSources('completed')).toBe(
      'You cannot remove lead sources from a completed campaign. Please add them back.',
    );
  });

  it('shares the plan gate message with billing', () => {
    expect(CAMPAIGN_PLAN_MESSAGE).toBe(planGateMessages.campaigns);
  });
});

describe('sending hours and time zone', () => {
  const ok = { name: 'C', lead_source_ids: ['s'], template_id: 't', profile_id: 'p' };

  it('default to the whole day in UTC and take both ends or neither', () => {
    expect(createCampaignSchema.parse(ok)).toMatchObject({ send_window: null, time_zone: 'UTC' });
    expect(createCampaignSchema.parse({ ...ok, send_window_start: 540, send_window_end: 1020, time_zone: 'Asia/Tokyo' })).toMatchObject({
      send_window: { start: 540, end: 1020 },
      time_zone: 'Asia/Tokyo',
    });
    expect(createCampaignSchema.parse({ ...ok, send_window_start: 0, send_window_end: 1440 }).send_window).toBeNull();
    expect(firstMessage(createCampaignSchema.safeParse({ ...ok, send_window_start: 540 }))).toBe(campaignMessages.sendWindowIncomplete);
    expect(firstMessage(createCampaignSchema.safeParse({ ...ok, send_window_start: 540, send_window_end: 2000 }))).toBe(campaignMessages.sendWindowInvalid);
    expect(firstMessage(createCampaignSchema.safeParse({ ...ok, send_window_start: 540, send_window_end: 540 }))).toBe(campaignMessages.sendWindowEmpty);
    expect(firstMessage(createCampaignSchema.safeParse({ ...ok, send_window_start: '9', send_window_end: 600 }))).toBe(campaignMessages.sendWindowInvalid);
    expect(firstMessage(createCampaignSchema.safeParse({ ...ok, time_zone: 'Atlantis/Capital' }))).toBe(campaignMessages.timeZoneInvalid);
    // An update leaves out what it does not send; null and null is the whole day.
    expect(updateCampaignSchema.parse({ name: 'C' }).send_window).toBeUndefined();
    expect(updateCampaignSchema.parse({ send_window_start: null, send_window_end: null }).send_window).toBeNull();
    expect(updateCampaignSchema.parse({ time_zone: 'utc' }).time_zone).toBe('UTC');
  });

  it('read as times, and an end before the start crosses midnight', () => {
    expect(formatSendWindow({ start: 540, end: 1440 })).toBe('09:00–24:00');
    expect(formatSendWindow(null)).toBe('All day');
    expect(insideSendWindow(null, 3)).toBe(true);
    expect(insideSendWindow({ start: 540, end: 1020 }, 539)).toBe(false);
    expect(insideSendWindow({ start: 540, end: 1020 }, 540)).toBe(true);
    expect(insideSendWindow({ start: 540, end: 1020 }, 1020)).toBe(false);
    expect(insideSendWindow({ start: 1320, end: 360 }, 1400)).toBe(true);
    expect(insideSendWindow({ start: 1320, end: 360 }, 100)).toBe(true);
    expect(insideSendWindow({ start: 1320, end: 360 }, 720)).toBe(false);
  });
});

describe("the runner's messages on a stopped campaign's card", () => {
  it('carry the Proxy and Twitter connection hints where they call for them', () => {
    const tooltip = (message: string) => campaignErrorTooltip({ status: 'ready', error_message: message });
    expect(tooltip(runnerMessages.proxyFailed('connection refused'))?.hints).toEqual([campaignMessages.proxyHint]);
    expect(tooltip(runnerMessages.sessionExpired)?.hints).toEqual([campaignMessages.twitterConnectionHint]);
    expect(tooltip(runnerMessages.tooManyFailures(5, runnerMessages.proxyFailed('timeout')))?.hints).toEqual([campaignMessages.proxyHint]);
    for (const message of [runnerMessages.looksAutomated, runnerMessages.accountLocked, runnerMessages.accountSuspended]) {
      expect(tooltip(message)).toMatchObject({ title: campaignMessages.tooltipError, message, hints: [] });
    }
    expect(campaignErrorTooltip({ status: 'failed', error_message: runnerMessages.noAccount })?.title).toBe(campaignMessages.tooltipFailed);
  });
});
