import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../platform/testing/decider-spec';
import { CAMPAIGN_PLAN_MESSAGE, campaignMessages } from '../contract';
import { type CampaignCommand, campaignsDecider, type Facts, type SourceFact } from './decide';
import { type CampaignEvent, type CampaignSettings, campaignHistoryEntryOf, joinChanges } from './events';
import { campaignsSnapshot } from './state';

const userId = 'user-a';
const spec = deciderSpec(campaignsDecider);

const settings = (over: Partial<CampaignSettings> = {}): CampaignSettings & { profileId: string } => ({
  name: 'Launch',
  leadSourceIds: ['s1'],
  templateId: 't1',
  dailyDmLimit: 100,
  skipAlreadyDmd: true,
  useDoNotContactList: true,
  ...over,
  profileId: over.profileId ?? 'acc1',
});
const source = (id: string, totalLeads = 10, scraping = false): SourceFact => ({ id, totalLeads, scraping });
const facts = (over: Partial<Facts> = {}): Facts => ({
  plan: 'basic',
  sources: [source('s1'), source('s2', 5), source('s3', 7)],
  templateExists: true,
  accountExists: true,
  ...over,
});

const create = (campaignId = 'c1', over: Partial<CampaignSettings> = {}, f: Partial<Facts> = {}): CampaignCommand => ({
  type: 'CreateCampaign',
  userId,
  campaignId,
  settings: settings(over),
  ...facts(f),
});
const edit = (changes: Partial<CampaignSettings>, f: Partial<Facts> = {}, campaignId = 'c1'): CampaignCommand => ({
  type: 'EditCampaign',
  userId,
  campaignId,
  changes,
  ...facts(f),
});
const start = (f: Partial<Facts> = {}, campaignId = 'c1'): CampaignCommand => {
  const { plan, sources, accountExists } = facts(f);
  return { type: 'StartCampaign', userId, campaignId, by: 'user', plan, sources, accountExists };
};
const pause = (campaignId = 'c1'): CampaignCommand => ({ type: 'PauseCampaign', userId, campaignId, by: 'user' });
const rename = (name: string, campaignId = 'c1'): CampaignCommand => ({ type: 'RenameCampaign', userId, campaignId, name });
const remove = (campaignId = 'c1'): CampaignCommand => ({ type: 'DeleteCampaign', userId, campaignId });

const created = (campaignId = 'c1', over: Partial<CampaignSettings> = {}, totalLeads = 10): CampaignEvent => ({
  type: 'CampaignCreated',
  data: { userId, campaignId, ...settings({ sendWindow: null, timeZone: 'UTC', ...over }), totalLeads },
});
const started = (campaignId = 'c1', from: 'ready' | 'paused' | 'completed' = 'ready'): CampaignEvent => ({
  type: 'CampaignStarted',
  data: { userId, campaignId, from, by: 'user' },
});
const paused = (campaignId = 'c1'): CampaignEvent => ({
  type: 'CampaignPaused',
  data: { userId, campaignId, from: 'running', by: 'user', reason: 'user', requiresValidation: false, errorMessage: null },
});
const completed = (campaignId = 'c1'): CampaignEvent => ({ type: 'CampaignCompleted', data: { userId, campaignId, from: 'running', by: 'runner' } });
const failed = (campaignId = 'c1', errorMessage = 'Proxy refused'): CampaignEvent => ({
  type: 'CampaignFailed',
  data: { userId, campaignId, from: 'running', by: 'runner', errorMessage },
});
const disconnectedPause = (campaignId = 'c1', from: 'ready' | 'running' | 'paused' = 'running'): CampaignEvent => ({
  type: 'CampaignPaused',
  data: { userId, campaignId, from, by: 'system', reason: 'account_disconnected', requiresValidation: true, errorMessage: null },
});

describe('CreateCampaign', () => {
  it('creates a ready campaign with its trimmed name and its sources’ leads', () => {
    spec
      .given()
      .when(create('c1', { name: '  Launch ', leadSourceIds: ['s1', 's2', 's1'] }))
      .thenAppends([created('c1', { leadSourceIds: ['s1', 's2'] }, 15)]);
  });

  it('refuses the free plan with the plan gate message', () => {
    spec.given().when(create('c1', {}, { plan: 'free' })).thenRefuses({ message: CAMPAIGN_PLAN_MESSAGE, code: 'plan_required', kind: 'forbidden' });
  });

  it('refuses a blank name and a name another campaign of the user has, in any case', () => {
    spec.given().when(create('c1', { name: '   ' })).thenRefuses({ message: campaignMessages.nameRequired });
    spec
      .given(created('c1'))
      .when(create('c2', { name: ' LAUNCH ' }))
      .thenRefuses({ message: 'A campaign with this name already exists', kind: 'conflict' });
  });

  it('needs at least one source, every one the user’s and none still being scraped', () => {
    spec.given().when(create('c1', { leadSourceIds: [] })).thenRefuses({ message: 'Please select at least one lead source' });
    spec.given().when(create('c1', { leadSourceIds: ['s1', 'theirs'] })).thenRefuses({ message: campaignMessages.sourceNotFound, kind: 'not_found' });
    spec
      .given()
      .when(create('c1', { leadSourceIds: ['s1', 's9'] }, { sources: [source('s1'), source('s9', 0, true)] }))
      .thenRefuses({
        message: 'Some selected lead sources are still being scraped. Please wait until they complete or select different sources.',
        kind: 'conflict',
      });
  });

  it('needs the user’s template and the user’s connected account', () => {
    spec.given().when(create('c1', {}, { templateExists: false })).thenRefuses({ message: campaignMessages.templateNotFound, kind: 'not_found' });
    spec.given().when(create('c1', { templateId: '' })).thenRefuses({ message: 'Please select a message template' });
    spec.given().when(create('c1', {}, { accountExists: false })).thenRefuses({ message: campaignMessages.accountNotFound, kind: 'not_found' });
  });

  it('keeps the daily limit within 50 to 450', () => {
    for (const limit of [49, 451, 0, -1]) {
      spec.given().when(create('c1', { dailyDmLimit: limit })).thenRefuses({ message: 'Daily DM limit must be between 50 and 450' });
    }
    spec.given().when(create('c1', { dailyDmLimit: 100.5 })).thenRefuses({ message: 'Please set a valid daily DM limit' });
    spec.given().when(create('c1', { dailyDmLimit: 50 })).thenAppends([created('c1', { dailyDmLimit: 50 })]);
    spec.given().when(create('c1', { dailyDmLimit: 450 })).thenAppends([created('c1', { dailyDmLimit: 450 })]);
  });
});

describe('StartCampaign and PauseCampaign', () => {
  it('starts a ready campaign and pauses a running one, and starts a paused one again', () => {
    spec.given(created()).when(start()).thenAppends([started()]);
    spec.given(created(), started()).when(pause()).thenAppends([paused()]);
    spec.given(created(), started(), paused()).when(start()).thenAppends([started('c1', 'paused')]);
  });

  it('never starts a completed campaign', () => {
    spec.given(created(), started(), completed()).when(start()).thenRefuses({
      message: 'Cannot start a completed campaign. Edit it and add new lead sources to reset it.',
      kind: 'conflict',
    });
  });

  it('starts a completed campaign again once its sources gained leads since it completed, and only then', () => {
    const completedWith = (totalLeads: number): CampaignEvent => ({
      type: 'CampaignCompleted',
      data: { userId, campaignId: 'c1', from: 'running', by: 'runner', totalLeads },
    });
    spec.given(created(), started(), completedWith(10)).when(start({ sources: [source('s1', 12)] })).thenAppends([started('c1', 'completed')]);
    spec.given(created(), started(), completedWith(12)).when(start({ sources: [source('s1', 12)] })).thenRefuses({
      message: campaignMessages.cannotStartCompleted,
    });
    // Completed before the count was kept: the total it was made with is all that is known.
    spec.given(created(), started(), completed()).when(start({ sources: [source('s1', 11)] })).thenAppends([started('c1', 'completed')]);
  });

  it('records the leads of its sources when it completes', () => {
    spec
      .given(created(), started())
      .when({ type: 'CompleteCampaign', userId, campaignId: 'c1', by: 'runner', totalLeads: 14 })
      .thenAppends([{ type: 'CampaignCompleted', data: { userId, campaignId: 'c1', from: 'running', by: 'runner', totalLeads: 14 } }]);
  });

  it('does not start a failed campaign until it is saved again', () => {
    spec.given(created(), started(), failed()).when(start()).thenRefuses({ message: campaignMessages.cannotStartStatus });
  });

  it('refuses the free plan', () => {
    spec.given(created()).when(start({ plan: 'free' })).thenRefuses({ message: CAMPAIGN_PLAN_MESSAGE, kind: 'forbidden' });
  });

  it('blocks start while the campaign requires validation, or its account is gone', () => {
    spec.given(created(), disconnectedPause('c1', 'ready')).when(start()).thenRefuses({
      message: 'This campaign requires validation. Please select an account to use.',
      code: 'requires_validation',
    });
    spec.given(created()).when(start({ accountExists: false })).thenRefuses({ code: 'requires_validation' });
  });

  it('refuses a source still being scraped, or no source left', () => {
    spec.given(created()).when(start({ sources: [source('s1', 0, true)] })).thenRefuses({ message: campaignMessages.sourceScraping });
    spec.given(created()).when(start({ sources: [] })).thenRefuses({ message: campaignMessages.sourcesRequired });
  });

  it('is idempotent: starting a running and pausing a paused campaign change nothing; a ready one cannot pause', () => {
    spec.given(created(), started()).when(start()).thenNothing();
    spec.given(created(), started(), paused()).when(pause()).thenNothing();
    spec.given(created()).when(pause()).thenRefuses({ message: campaignMessages.notRunning, kind: 'conflict' });
  });

  it('answers 404 for a campaign that is not the user’s', () => {
    spec.given().when(start()).thenRefuses({ message: campaignMessages.notFound, kind: 'not_found' });
    spec.given().when(pause()).thenRefuses({ kind: 'not_found' });
  });
});

describe('EditCampaign', () => {
  it('records only what changed, with the values before', () => {
    spec
      .given(created())
      .when(edit({ name: 'Launch', dailyDmLimit: 200, skipAlreadyDmd: true, useDoNotContactList: false }))
      .thenAppends([
        {
          type: 'CampaignEdited',
          data: { userId, campaignId: 'c1', changes: { dailyDmLimit: 200, useDoNotContactList: false }, from: { dailyDmLimit: 100, useDoNotContactList: true } },
        },
      ]);
    spec.given(created()).when(edit({ name: 'Launch' })).thenNothing();
  });

  it('cannot edit a running campaign', () => {
    spec.given(created(), started()).when(edit({ dailyDmLimit: 200 })).thenRefuses({
      message: 'Cannot edit a running campaign. Please pause it first.',
      code: 'campaign_running',
    });
  });

  it('lets a ready campaign change its sources freely, recounting its leads', () => {
    spec
      .given(created())
      .when(edit({ leadSourceIds: ['s2'] }))
      .thenAppends([
        {
          type: 'CampaignEdited',
          data: { userId, campaignId: 'c1', changes: { leadSourceIds: ['s2'] }, from: { leadSourceIds: ['s1'] }, totalLeads: 5 },
        },
      ]);
  });

  it('lets a paused or completed campaign only add sources, not remove them', () => {
    spec.given(created(), started(), paused()).when(edit({ leadSourceIds: ['s2'] })).thenRefuses({
      message: 'You cannot remove lead sources from a paused campaign. Please add them back.',
      code: 'sources_removed',
    });
    spec.given(created(), started(), completed()).when(edit({ leadSourceIds: ['s2'] })).thenRefuses({
      message: 'You cannot remove lead sources from a completed campaign. Please add them back.',
    });
    spec
      .given(created(), started(), paused())
      .when(edit({ leadSourceIds: ['s1', 's2'] }))
      .thenAppends([
        {
          type: 'CampaignEdited',
          data: { userId, campaignId: 'c1', changes: { leadSourceIds: ['s1', 's2'] }, from: { leadSourceIds: ['s1'] }, totalLeads: 15 },
        },
      ]);
  });

  it('puts a completed campaign back to ready when it gains a source, and only then', () => {
    spec
      .given(created(), started(), completed())
      .when(edit({ leadSourceIds: ['s1', 's3'] }))
      .thenAppends([
        {
          type: 'CampaignEdited',
          data: {
            userId,
            campaignId: 'c1',
            changes: { leadSourceIds: ['s1', 's3'] },
            from: { leadSourceIds: ['s1'] },
            totalLeads: 17,
            reset: { from: 'completed' },
          },
        },
      ]);
    const state = spec.state(created(), started(), completed(), {
      type: 'CampaignEdited',
      data: { userId, campaignId: 'c1', changes: { dailyDmLimit: 300 }, from: { dailyDmLimit: 100 } },
    });
    expect(state.campaigns.get('c1')?.status).toBe('completed');
    spec.given(created(), started(), completed()).when(edit({ dailyDmLimit: 300 })).thenAppends([
      { type: 'CampaignEdited', data: { userId, campaignId: 'c1', changes: { dailyDmLimit: 300 }, from: { dailyDmLimit: 100 } } },
    ]);
  });

  it('drops a source of the campaign that has since been deleted, but needs one left', () => {
    spec
      .given(created('c1', { leadSourceIds: ['s1', 'gone'] }))
      .when(edit({ leadSourceIds: ['s1', 'gone'] }))
      .thenAppends([
        {
          type: 'CampaignEdited',
          data: { userId, campaignId: 'c1', changes: { leadSourceIds: ['s1'] }, from: { leadSourceIds: ['s1', 'gone'] }, totalLeads: 10 },
        },
      ]);
    spec.given(created('c1', { leadSourceIds: ['gone'] })).when(edit({ leadSourceIds: ['gone'] })).thenRefuses({ message: campaignMessages.sourcesRequired });
  });

  it('refuses a new source still being scraped, another user’s source, template or account', () => {
    spec
      .given(created())
      .when(edit({ leadSourceIds: ['s1', 's9'] }, { sources: [source('s1'), source('s9', 0, true)] }))
      .thenRefuses({ code: 'sources_scraping' });
    spec.given(created()).when(edit({ leadSourceIds: ['s1', 'x'] })).thenRefuses({ kind: 'not_found', message: campaignMessages.sourceNotFound });
    spec.given(created()).when(edit({ templateId: 't2' }, { templateExists: false })).thenRefuses({ message: campaignMessages.templateNotFound });
    spec.given(created()).when(edit({ profileId: 'acc2' }, { accountExists: false })).thenRefuses({ message: campaignMessages.accountNotFound });
  });

  it('keeps names unique, ignoring the campaign being edited', () => {
    spec.given(created('c1'), created('c2', { name: 'Other' })).when(edit({ name: 'other' })).thenRefuses({ message: campaignMessages.nameTaken });
    spec.given(created('c1')).when(edit({ name: 'launch' })).thenAppends([
      { type: 'CampaignEdited', data: { userId, campaignId: 'c1', changes: { name: 'launch' }, from: { name: 'Launch' } } },
    ]);
  });

  it('validates a campaign that requires validation when saved with an account', () => {
    spec
      .given(created(), started(), disconnectedPause())
      .when(edit({ profileId: 'acc2', dailyDmLimit: 120 }))
      .thenAppends([
        { type: 'CampaignEdited', data: { userId, campaignId: 'c1', changes: { dailyDmLimit: 120 }, from: { dailyDmLimit: 100 } } },
        { type: 'CampaignValidated', data: { userId, campaignId: 'c1', profileId: 'acc2', from: 'acc1' } },
      ]);
    spec.given(created(), disconnectedPause('c1', 'ready')).when(edit({ profileId: '' })).thenRefuses({ message: campaignMessages.validationAccountRequired });
  });

  it('puts a failed campaign back to ready when it is saved with a change', () => {
    spec
      .given(created(), started(), failed())
      .when(edit({ dailyDmLimit: 60 }))
      .thenAppends([
        {
          type: 'CampaignEdited',
          data: { userId, campaignId: 'c1', changes: { dailyDmLimit: 60 }, from: { dailyDmLimit: 100 }, reset: { from: 'failed' } },
        },
      ]);
  });
});

describe('RenameCampaign', () => {
  it('renames, refusing blank, duplicate and running', () => {
    spec.given(created()).when(rename(' New ')).thenAppends([{ type: 'CampaignRenamed', data: { userId, campaignId: 'c1', name: 'New', from: 'Launch' } }]);
    spec.given(created()).when(rename('  ')).thenRefuses({ message: 'Campaign name cannot be blank.' });
    spec.given(created(), created('c2', { name: 'Two' })).when(rename('two')).thenRefuses({ message: campaignMessages.nameTaken });
    spec.given(created(), started()).when(rename('New')).thenRefuses({ message: campaignMessages.cannotEditRunning });
    spec.given(created()).when(rename('Launch')).thenNothing();
  });
});

describe('DeleteCampaign', () => {
  it('deletes anything but a running campaign', () => {
    spec.given(created(), started()).when(remove()).thenRefuses({ message: 'Cannot delete a running campaign. Please pause it first.', kind: 'conflict' });
    spec.given(created(), started(), paused()).when(remove()).thenAppends([
      { type: 'CampaignDeleted', data: { userId, campaignId: 'c1', name: 'Launch', from: 'paused' } },
    ]);
    spec
      .given(created(), { type: 'CampaignDeleted', data: { userId, campaignId: 'c1', name: 'Launch', from: 'ready' } })
      .when(remove())
      .thenRefuses({ kind: 'not_found' });
  });

  it('frees the name of a deleted campaign', () => {
    spec
      .given(created(), { type: 'CampaignDeleted', data: { userId, campaignId: 'c1', name: 'Launch', from: 'ready' } })
      .when(create('c2'))
      .thenAppends([created('c2')]);
  });
});

describe('ValidateCampaign', () => {
  it('clears requires_validation with the user’s account', () => {
    spec
      .given(created(), disconnectedPause('c1', 'ready'))
      .when({ type: 'ValidateCampaign', userId, campaignId: 'c1', profileId: 'acc2', accountExists: true })
      .thenAppends([{ type: 'CampaignValidated', data: { userId, campaignId: 'c1', profileId: 'acc2', from: 'acc1' } }]);
    spec
      .given(created(), disconnectedPause('c1', 'ready'))
      .when({ type: 'ValidateCampaign', userId, campaignId: 'c1', profileId: 'theirs', accountExists: false })
      .thenRefuses({ kind: 'not_found' });
  });

  it('then lets the campaign start again', () => {
    const validated: CampaignEvent = { type: 'CampaignValidated', data: { userId, campaignId: 'c1', profileId: 'acc2', from: 'acc1' } };
    spec.given(created(), started(), disconnectedPause(), validated).when(start()).thenAppends([started('c1', 'paused')]);
  });
});

describe('PauseCampaignsUsingAccount', () => {
  const disconnect: CampaignCommand = { type: 'PauseCampaignsUsingAccount', userId, accountId: 'acc1', reason: 'account_disconnected', message: '' };
  const dead: CampaignCommand = {
    type: 'PauseCampaignsUsingAccount',
    userId,
    accountId: 'acc1',
    reason: 'account_dead',
    message: 'Twitter connection: Session expired',
  };

  it('pauses every campaign on a disconnected account, not completed ones, with requires_validation, once', () => {
    const given = [created('c1'), started('c1'), created('c2', { name: 'Two' }), created('c3', { name: 'Three', profileId: 'acc2' }), created('c4', { name: 'Four' }), started('c4'), completed('c4')];
    spec.given(...given).when(disconnect).thenAppends([disconnectedPause('c1', 'running'), disconnectedPause('c2', 'ready')]);
    spec.given(...given, disconnectedPause('c1', 'running'), disconnectedPause('c2', 'ready')).when(disconnect).thenNothing();
  });

  it('pauses running and ready campaigns of a dead account with the error message, once', () => {
    const pausedDead = (campaignId: string, from: 'ready' | 'running'): CampaignEvent => ({
      type: 'CampaignPaused',
      data: { userId, campaignId, from, by: 'system', reason: 'account_dead', requiresValidation: false, errorMessage: 'Twitter connection: Session expired' },
    });
    spec.given(created('c1'), started('c1'), created('c2', { name: 'Two' })).when(dead).thenAppends([pausedDead('c1', 'running'), pausedDead('c2', 'ready')]);
    spec.given(created('c1'), started('c1'), pausedDead('c1', 'running')).when(dead).thenNothing();
    expect(spec.state(created('c1'), pausedDead('c1', 'ready')).campaigns.get('c1')).toMatchObject({ status: 'paused', errorMessage: 'Twitter connection: Session expired' });
  });
});

describe('the runner’s commands', () => {
  it('completes a running campaign once, and fails one with its message', () => {
    spec.given(created(), started()).when({ type: 'CompleteCampaign', userId, campaignId: 'c1', by: 'runner' }).thenAppends([completed()]);
    spec.given(created(), started(), completed()).when({ type: 'CompleteCampaign', userId, campaignId: 'c1', by: 'runner' }).thenNothing();
    spec.given(created()).when({ type: 'CompleteCampaign', userId, campaignId: 'c1', by: 'runner' }).thenRefuses({ kind: 'conflict' });
    spec
      .given(created(), started())
      .when({ type: 'FailCampaign', userId, campaignId: 'c1', by: 'runner', errorMessage: 'Proxy refused' })
      .thenAppends([failed()]);
    spec.given(created(), started(), failed()).when({ type: 'FailCampaign', userId, campaignId: 'c1', by: 'runner', errorMessage: 'Proxy refused' }).thenNothing();
  });

  it('fails every running campaign of an account X suspended, with the message, once', () => {
    const suspended: CampaignCommand = { type: 'FailCampaignsUsingAccount', userId, accountId: 'acc1', errorMessage: 'Account suspended' };
    const failedBy = (campaignId: string): CampaignEvent => ({
      type: 'CampaignFailed',
      data: { userId, campaignId, from: 'running', by: 'runner', errorMessage: 'Account suspended' },
    });
    const given = [created('c1'), started('c1'), created('c2', { name: 'Two' }), created('c3', { name: 'Three', profileId: 'acc2' }), started('c3'), created('c4', { name: 'Four' }), started('c4')];
    spec.given(...given).when(suspended).thenAppends([failedBy('c1'), failedBy('c4')]);
    spec.given(...given, failedBy('c1'), failedBy('c4')).when(suspended).thenNothing();
  });

  it('clears the error message when the campaign starts again', () => {
    const state = spec.state(created(), started(), failed(), {
      type: 'CampaignEdited',
      data: { userId, campaignId: 'c1', changes: { dailyDmLimit: 60 }, from: { dailyDmLimit: 100 }, reset: { from: 'failed' } },
    });
    expect(state.campaigns.get('c1')).toMatchObject({ status: 'ready', errorMessage: null });
  });
});

describe('snapshot and history', () => {
  it('a snapshot folds back to the same state', () => {
    const state = spec.state(created('c1'), started('c1'), created('c2', { name: 'Two' }), disconnectedPause('c1'));
    const copy = campaignsSnapshot.fromJson(JSON.parse(JSON.stringify(campaignsSnapshot.toJson(state))));
    expect(copy).toEqual(state);
  });

  it('says what each event changed, from and to, and by whom', () => {
    expect(campaignHistoryEntryOf(started())).toMatchObject({ what: 'Started', by: 'user', changes: [{ field: 'status', from: 'ready', to: 'running' }] });
    const entry = campaignHistoryEntryOf(disconnectedPause());
    expect(entry).toMatchObject({ what: 'Paused (account disconnected)', by: 'system' });
    expect(joinChanges(entry.changes, 'from')).toBe('status: running; requires_validation: false');
    expect(joinChanges(entry.changes, 'to')).toBe('status: paused; requires_validation: true');
    const renamed = campaignHistoryEntryOf({ type: 'CampaignRenamed', data: { userId, campaignId: 'c1', name: 'B', from: 'A' } });
    expect([renamed.what, joinChanges(renamed.changes, 'from'), joinChanges(renamed.changes, 'to')]).toEqual(['Renamed', 'name: A', 'name: B']);
    expect(campaignHistoryEntryOf(completed()).by).toBe('runner');
  });
});

describe('Sending hours and time zone', () => {
  /** A campaign made before the sending hours existed: its event has neither field. */
  const legacyCreated = (): CampaignEvent => ({ type: 'CampaignCreated', data: { userId, campaignId: 'c1', ...settings(), totalLeads: 10 } });

  it('creates with the whole day in UTC by default, or the hours and time zone given (canonical name)', () => {
    spec.given().when(create('c1')).thenAppends([created('c1')]);
    spec
      .given()
      .when(create('c1', { sendWindow: { start: 540, end: 1020 }, timeZone: 'europe/paris' }))
      .thenAppends([created('c1', { sendWindow: { start: 540, end: 1020 }, timeZone: 'Europe/Paris' })]);
    // 00:00 to 24:00 is the whole day; an end before the start crosses midnight.
    spec.given().when(create('c1', { sendWindow: { start: 0, end: 1440 } })).thenAppends([created('c1', { sendWindow: null })]);
    spec
      .given()
      .when(create('c1', { sendWindow: { start: 1320, end: 360 } }))
      .thenAppends([created('c1', { sendWindow: { start: 1320, end: 360 } })]);
  });

  it('refuses hours outside the day, equal start and end, fractions and unknown time zones', () => {
    for (const sendWindow of [
      { start: -1, end: 600 },
      { start: 1440, end: 600 },
      { start: 60, end: 1441 },
      { start: 60.5, end: 600 },
    ]) {
      spec.given().when(create('c1', { sendWindow })).thenRefuses({ message: campaignMessages.sendWindowInvalid, kind: 'validation' });
    }
    spec.given().when(create('c1', { sendWindow: { start: 600, end: 600 } })).thenRefuses({ message: campaignMessages.sendWindowEmpty });
    spec.given().when(create('c1', { timeZone: 'Mars/Olympus' })).thenRefuses({ message: campaignMessages.timeZoneInvalid, kind: 'validation' });
    spec.given().when(create('c1', { timeZone: '' })).thenRefuses({ message: campaignMessages.timeZoneInvalid });
    spec.given(created()).when(edit({ timeZone: 'Nowhere' })).thenRefuses({ message: campaignMessages.timeZoneInvalid });
    spec.given(created()).when(edit({ sendWindow: { start: 1, end: 1 } })).thenRefuses({ message: campaignMessages.sendWindowEmpty });
  });

  it('edits record only what changed, from the old campaign’s whole day in UTC', () => {
    spec
      .given(legacyCreated())
      .when(edit({ sendWindow: { start: 480, end: 1200 }, timeZone: 'America/New_York' }))
      .thenAppends([
        {
          type: 'CampaignEdited',
          data: {
            userId,
            campaignId: 'c1',
            changes: { sendWindow: { start: 480, end: 1200 }, timeZone: 'America/New_York' },
            from: { sendWindow: null, timeZone: 'UTC' },
          },
        },
      ]);
    spec.given(legacyCreated()).when(edit({ sendWindow: null, timeZone: 'UTC' })).thenNothing();
    spec.given(created('c1', { sendWindow: { start: 480, end: 1200 } })).when(edit({ sendWindow: { start: 480, end: 1200 } })).thenNothing();
    spec.given(created('c1', { sendWindow: { start: 480, end: 1200 } })).when(edit({ sendWindow: { start: 0, end: 1440 } })).thenAppends([
      {
        type: 'CampaignEdited',
        data: { userId, campaignId: 'c1', changes: { sendWindow: null }, from: { sendWindow: { start: 480, end: 1200 } } },
      },
    ]);
    spec.given(created(), started()).when(edit({ timeZone: 'Europe/Paris' })).thenRefuses({ message: campaignMessages.cannotEditRunning });
  });

  it("'Optimise automatically': off unless set, recorded when made on and when changed; a campaign from before it reads as off", () => {
    spec
      .given()
      .when(create('c1', { optimiseAutomatically: true }))
      .thenAppends([{ type: 'CampaignCreated', data: { userId, campaignId: 'c1', ...settings({ sendWindow: null, timeZone: 'UTC', optimiseAutomatically: true }), totalLeads: 10 } }]);
    // created() has no such field, as events recorded before the option.
    spec.given(created()).when(edit({ optimiseAutomatically: false })).thenNothing();
    spec.given(created()).when(edit({ optimiseAutomatically: true })).thenAppends([
      { type: 'CampaignEdited', data: { userId, campaignId: 'c1', changes: { optimiseAutomatically: true }, from: { optimiseAutomatically: false } } },
    ]);
    spec.given(created('c1', { optimiseAutomatically: true })).when(edit({ optimiseAutomatically: true })).thenNothing();
    const entry = campaignHistoryEntryOf({
      type: 'CampaignEdited',
      data: { userId, campaignId: 'c1', changes: { optimiseAutomatically: true }, from: { optimiseAutomatically: false } },
    });
    expect(entry.what).toBe('Edited: optimise_automatically');
    expect(entry.changes).toEqual([{ field: 'optimise_automatically', from: 'false', to: 'true' }]);
  });

  it('the History shows the hours as times and leaves them out of campaigns made before they existed', () => {
    const edited: CampaignEvent = {
      type: 'CampaignEdited',
      data: { userId, campaignId: 'c1', changes: { sendWindow: { start: 540, end: 1020 }, timeZone: 'Europe/Paris' }, from: { sendWindow: null, timeZone: 'UTC' } },
    };
    const entry = campaignHistoryEntryOf(edited);
    expect(entry.what).toBe('Edited: send_window, time_zone');
    expect(joinChanges(entry.changes, 'from')).toBe('send_window: All day; time_zone: UTC');
    expect(joinChanges(entry.changes, 'to')).toBe('send_window: 09:00–17:00; time_zone: Europe/Paris');
    expect(campaignHistoryEntryOf(created()).changes).toContainEqual({ field: 'send_window', from: null, to: 'All day' });
    expect(campaignHistoryEntryOf(legacyCreated()).changes.map((change) => change.field)).not.toContain('send_window');
  });

  it('follow-ups: none unless given, up to 3 steps of a template of the user and 1 to 30 days, recorded when made and when changed', () => {
    const steps = [
      { templateId: 't2', waitDays: 3 },
      { templateId: 't3', waitDays: 7 },
    ];
    spec
      .given()
      .when(create('c1', { followUps: steps }, { followUpTemplatesExist: true }))
      .thenAppends([{ type: 'CampaignCreated', data: { userId, campaignId: 'c1', ...settings({ sendWindow: null, timeZone: 'UTC', followUps: steps }), totalLeads: 10 } }]);
    // None given: the event carries none, as events recorded before follow-ups existed.
    spec.given().when(create('c1', { followUps: [] })).thenAppends([{ type: 'CampaignCreated', data: { userId, campaignId: 'c1', ...settings({ sendWindow: null, timeZone: 'UTC' }), totalLeads: 10 } }]);
    const four = [...steps, { templateId: 't4', waitDays: 1 }, { templateId: 't5', waitDays: 1 }];
    spec.given().when(create('c1', { followUps: four }, { followUpTemplatesExist: true })).thenRefuses({ message: campaignMessages.followUpsTooMany });
    for (const waitDays of [0, 31, 2.5, Number.NaN]) {
      spec
        .given()
        .when(create('c1', { followUps: [{ templateId: 't2', waitDays }] }, { followUpTemplatesExist: true }))
        .thenRefuses({ message: campaignMessages.followUpWaitInvalid });
    }
    spec.given().when(create('c1', { followUps: [{ templateId: ' ', waitDays: 3 }] }, { followUpTemplatesExist: true })).thenRefuses({ message: campaignMessages.followUpTemplateRequired });
    // Another user's template, or one that does not exist: not found.
    spec
      .given()
      .when(create('c1', { followUps: steps }, { followUpTemplatesExist: false }))
      .thenRefuses({ message: campaignMessages.templateNotFound, code: 'template_not_found', kind: 'not_found' });

    spec.given(created()).when(edit({ followUps: [] })).thenNothing();
    spec.given(created()).when(edit({ followUps: steps }, { followUpTemplatesExist: true })).thenAppends([
      { type: 'CampaignEdited', data: { userId, campaignId: 'c1', changes: { followUps: steps }, from: { followUps: [] } } },
    ]);
    spec.given(created('c1', { followUps: steps })).when(edit({ followUps: steps })).thenNothing();
    spec.given(created('c1', { followUps: steps })).when(edit({ followUps: [] })).thenAppends([
      { type: 'CampaignEdited', data: { userId, campaignId: 'c1', changes: { followUps: [] }, from: { followUps: steps } } },
    ]);
    spec.given(created(), started()).when(edit({ followUps: steps }, { followUpTemplatesExist: true })).thenRefuses({ message: campaignMessages.cannotEditRunning });
  });

  it('the History shows each follow-up as its wait and template', () => {
    const entry = campaignHistoryEntryOf({
      type: 'CampaignEdited',
      data: { userId, campaignId: 'c1', changes: { followUps: [{ templateId: 't2', waitDays: 1 }, { templateId: 't3', waitDays: 5 }] }, from: { followUps: [] } },
    });
    expect(entry.what).toBe('Edited: follow_ups');
    expect(entry.changes).toEqual([{ field: 'follow_ups', from: 'none', to: '1 day: t2; 5 days: t3' }]);
    expect(campaignHistoryEntryOf(created()).changes.map((change) => change.field)).not.toContain('follow_ups');
  });
});
