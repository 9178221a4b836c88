import { CAMPAIGN_LIMITS, campaignMessages } from '@shared/campaigns/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, checkStep, emptyForm, firstBlockedStep, sendWindowOfForm, stepOfRefusal, type WizardContext, type WizardForm } from './wizard-form';

const form = (overrides: Partial<WizardForm> = {}): WizardForm => ({
  ...emptyForm(),
  name: 'Spring launch',
  leadSourceIds: ['s1'],
  templateId: 't1',
  profileId: 'a1',
  timeZone: 'UTC',
  ...overrides,
});

const context = (overrides: Partial<WizardContext> = {}): WizardContext => ({
  otherNames: ['Winter agencies'],
  sources: [
    { id: 's1', status: 'completed' },
    { id: 's2', status: 'scraping' },
  ],
  templateIds: ['t1'],
  accountIds: ['a1'],
  campaign: null,
  ...overrides,
});

describe("the campaign wizard's rules", () => {
  it('passes every step of a complete form', () => {
    expect(firstBlockedStep(5, form(), context())).toBeNull();
  });

  it("refuses a blank, too long or taken name with the API's messages", () => {
    expect(checkStep(1, form({ name: '  ' }), context())).toEqual({ name: campaignMessages.nameRequired });
    expect(checkStep(1, form({ name: 'x'.repeat(CAMPAIGN_LIMITS.maxNameLength + 1) }), context())).toEqual({ name: campaignMessages.nameTooLong });
    expect(checkStep(1, form({ name: ' winter AGENCIES ' }), context())).toEqual({ name: campaignMessages.nameTaken });
  });

  it('asks for a lead source, refuses one still scraping, and keeps the sources a paused campaign used', () => {
    expect(checkStep(2, form({ leadSourceIds: [] }), context())).toEqual({ sources: campaignMessages.sourcesRequired });
    expect(checkStep(2, form({ leadSourceIds: ['s1', 's2'] }), context())).toEqual({ sources: campaignMessages.sourcesScraping });
    const paused = context({ campaign: { status: 'paused', lead_source_ids: ['s1'], requires_validation: false } });
    expect(checkStep(2, form({ leadSourceIds: [] }), paused)).toEqual({ sources: campaignMessages.cannotRemoveSources('paused') });
  });

  it('asks for a template that exists', () => {
    expect(checkStep(3, form({ templateId: 'deleted' }), context())).toEqual({ template: campaignMessages.templateRequired });
  });

  it('checks the account, the daily limit, the sending hours and the time zone together', () => {
    const errors = checkStep(4, form({ profileId: '', dailyLimit: '12', allDay: false, windowStart: '', timeZone: 'Mars/Olympus' }), context());
    expect(errors).toEqual({
      account: campaignMessages.accountRequired,
      dailyLimit: campaignMessages.dailyLimitRange,
      sendWindow: campaignMessages.sendWindowIncomplete,
      timeZone: campaignMessages.timeZoneInvalid,
    });
    expect(checkStep(4, form({ dailyLimit: '' }), context()).dailyLimit).toBe(campaignMessages.dailyLimitRequired);
    expect(checkStep(4, form({ dailyLimit: '100.5' }), context()).dailyLimit).toBe(campaignMessages.dailyLimitRequired);
    const needsValidation = context({ campaign: { status: 'paused', lead_source_ids: ['s1'], requires_validation: true } });
    expect(checkStep(4, form({ profileId: 'gone' }), needsValidation).account).toBe(campaignMessages.validationAccountRequired);
  });

  it('stops at the first step that cannot be passed', () => {
    expect(firstBlockedStep(5, form({ templateId: '', profileId: '' }), context())).toEqual({
      step: 3,
      errors: { template: campaignMessages.templateRequired },
    });
    expect(firstBlockedStep(3, form({ templateId: '' }), context())).toBeNull();
  });

  it('reads the sending hours: the whole day, a window, or one crossing midnight up to 24:00', () => {
    expect(sendWindowOfForm(form())).toBeNull();
    expect(sendWindowOfForm(form({ allDay: false, windowStart: '09:00', windowEnd: '17:30' }))).toEqual({ start: 540, end: 1050 });
    expect(sendWindowOfForm(form({ allDay: false, windowStart: '18:00', windowEnd: '00:00' }))).toEqual({ start: 1080, end: 1440 });
    expect(sendWindowOfForm(form({ allDay: false, windowStart: '25:00', windowEnd: '10:00' }))).toBeUndefined();
  });

  it('sends the trimmed name, the limit as a number and the hours in minutes', () => {
    expect(bodyOf(form({ name: '  Spring launch ', dailyLimit: ' 120 ', allDay: false, windowStart: '08:00', windowEnd: '12:00' }))).toEqual({
      name: 'Spring launch',
      lead_source_ids: ['s1'],
      template_id: 't1',
      profile_id: 'a1',
      daily_dm_limit: 120,
      skip_already_dmd: true,
      use_do_not_contact_list: true,
      optimise_automatically: false,
      send_window_start: 480,
      send_window_end: 720,
      time_zone: 'UTC',
    });
  });

  it("takes the API's refusal back to the step of its field", () => {
    expect(stepOfRefusal(campaignMessages.nameTaken, 'name_taken')).toEqual({ step: 1, field: 'name' });
    expect(stepOfRefusal(campaignMessages.templateNotFound, undefined)).toEqual({ step: 3, field: 'template' });
    expect(stepOfRefusal(campaignMessages.dailyLimitRange, undefined)).toEqual({ step: 4, field: 'dailyLimit' });
    expect(stepOfRefusal('Something else', undefined)).toBeNull();
  });
});
