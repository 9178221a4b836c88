import { CAMPAIGN_LIMITS, campaignMessages } from '@shared/campaigns/contract';
import { describe, expect, it } from 'vitest';
import { fieldsOfStep } from './wizard-fields';
import { emptyForm, type Step, type WizardForm } from './wizard-form';
import { type WizardContext, wizardProblems, wizardResolver } from './wizard-resolver';

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

/** The messages of one step's fields. */
async function messagesOf(step: Step, values: WizardForm, known = context()) {
  const problems = await wizardProblems(values, known);
  return Object.fromEntries(Object.entries(problems).filter(([field]) => fieldsOfStep(step).some((own) => own === field)));
}

describe("the campaign wizard's check", () => {
  it('given a complete form, when checked, then it passes with its values', async () => {
    const values = form();
    expect(await wizardResolver(values, context(), { fields: {}, shouldUseNativeValidation: false })).toEqual({ values, errors: {} });
  });

  it("given a blank, too long or taken name, when checked, then the schema's messages and the taken one", async () => {
    expect(await messagesOf(1, form({ name: '  ' }))).toEqual({ name: campaignMessages.nameRequired });
    expect(await messagesOf(1, form({ name: 'x'.repeat(CAMPAIGN_LIMITS.maxNameLength + 1) }))).toEqual({ name: campaignMessages.nameTooLong });
    expect(await messagesOf(1, form({ name: ' winter AGENCIES ' }))).toEqual({ name: campaignMessages.nameTaken });
  });

  it('given no source, one still scraping or a paused campaign losing one, when checked, then the sources message', async () => {
    expect(await messagesOf(2, form({ leadSourceIds: [] }))).toEqual({ leadSourceIds: campaignMessages.sourcesRequired });
    expect(await messagesOf(2, form({ leadSourceIds: ['s1', 's2'] }))).toEqual({ leadSourceIds: campaignMessages.sourcesScraping });
    const paused = context({ campaign: { status: 'paused', lead_source_ids: ['s1'], requires_validation: false } });
    expect(await messagesOf(2, form({ leadSourceIds: [] }), paused)).toEqual({ leadSourceIds: campaignMessages.cannotRemoveSources('paused') });
  });

  it('given a template that no longer exists, when checked, then a template is asked for', async () => {
    expect(await messagesOf(3, form({ templateId: 'deleted' }))).toEqual({ templateId: campaignMessages.templateRequired });
    expect(await messagesOf(3, form({ templateId: '' }))).toEqual({ templateId: campaignMessages.templateRequired });
  });

  it('given step 4 wrong everywhere, when checked, then the account, daily limit, hours and time zone messages together', async () => {
    expect(await messagesOf(4, form({ profileId: '', dailyLimit: '12', allDay: false, windowStart: '', timeZone: 'Mars/Olympus' }))).toEqual({
      profileId: campaignMessages.accountRequired,
      dailyLimit: campaignMessages.dailyLimitRange,
      windowStart: campaignMessages.sendWindowIncomplete,
      timeZone: campaignMessages.timeZoneInvalid,
    });
    // Hours that start and end together are refused even while another field is.
    expect(await messagesOf(4, form({ profileId: '', allDay: false, windowStart: '09:00', windowEnd: '09:00' }))).toEqual({
      profileId: campaignMessages.accountRequired,
      windowStart: campaignMessages.sendWindowEmpty,
    });
    expect((await messagesOf(4, form({ dailyLimit: '' }))).dailyLimit).toBe(campaignMessages.dailyLimitRequired);
    expect((await messagesOf(4, form({ dailyLimit: '100.5' }))).dailyLimit).toBe(campaignMessages.dailyLimitRequired);
    const needsValidation = context({ campaign: { status: 'paused', lead_source_ids: ['s1'], requires_validation: true } });
    expect((await messagesOf(4, form({ profileId: 'gone' }), needsValidation)).profileId).toBe(campaignMessages.validationAccountRequired);
  });

  it('given messages, when resolved for the form, then each lies under its field', async () => {
    const { errors } = await wizardResolver(form({ name: '', templateId: '' }), context(), { fields: {}, shouldUseNativeValidation: false });
    expect(errors.name?.message).toBe(campaignMessages.nameRequired);
    expect(errors.templateId?.message).toBe(campaignMessages.templateRequired);
  });
});
