import type { INestApplicationContext } from '@nestjs/common';
import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '../../../projections';
import { startModuleContext } from '../../../test/support/module-context';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import type { Caller } from '../../platform/commands/command-endpoint';
import { CommandsModule } from '../../platform/commands/commands.module';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { DomainError } from '../../platform/http/domain-error';
import { PROJECTIONS } from '../../platform/projections/projection-runner.service';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { type CampaignEvent, campaignsStreamId } from './campaign/events';
import { CampaignsService } from './campaigns.service';
import { ChangeCampaignsHandler } from './commands/commands';
import { campaignMessages } from './contract';
import { CampaignFacts } from './facts';
import { CAMPAIGN_RUNNER, type CampaignRunner } from './runner-port';

/** Command endpoints wait for the read side; the command bus needs it even where no endpoint is served. */
@Global()
@Module({ providers: [ReadYourWrites, { provide: PROJECTIONS, useValue: allProjections }], exports: [ReadYourWrites, PROJECTIONS] })
class ReadSide {}

/** The runner as the tests set it: reachable or not. */
const runner = { reachable: true };
const runnerPort: CampaignRunner = { reachable: async () => runner.reachable };

/** What a runner process uses of campaigns: the command side with the campaigns handler and the runner port. */
@Module({
  imports: [CqrsModule.forRoot(), ReadSide, CommandsModule],
  providers: [ChangeCampaignsHandler, CampaignFacts, CampaignsService, { provide: CAMPAIGN_RUNNER, useValue: runnerPort }],
})
class RunnerSide {}

const userId = 'user-runner';
let database: TestDatabase;
let context: INestApplicationContext;
let store: EventStore;
let campaigns: CampaignsService;

const created = (campaignId: string, name: string): CampaignEvent => ({
  type: 'CampaignCreated',
  data: {
    userId,
    campaignId,
    name,
    leadSourceIds: ['src-1'],
    templateId: 'tpl-1',
    profileId: 'acc-1',
    dailyDmLimit: 100,
    skipAlreadyDmd: true,
    useDoNotContactList: true,
    totalLeads: 3,
  },
});

beforeAll(async () => {
  database = await createTestDatabase();
  const at = new Date();
  // The other contexts' read models say: a Pro user with a ready source and a connected account.
  await database.db
    .insertInto('plans')
    .values({ user_id: userId, plan: 'pro', allowed_accounts: 2, current_accounts: 1, lead_credits_limit: 100_000, created_at: at, updated_at: at, stream_version: 1 })
    .execute();
  await database.db
    .insertInto('lead_sources')
    .values({ id: 'src-1', user_id: userId, name: 'Source', source_type: 'csv', status: 'ready', total_leads: 3, created_at: at, updated_at: at, stream_version: 1 })
    .execute();
  await database.db
    .insertInto('connected_accounts')
    .values({ id: 'acc-1', user_id: userId, profile_id: '42', twitter_username: 'sender', twitter_name: 'Sender', verified: false, created_at: at, updated_at: at, stream_version: 1 })
    .execute();
  context = await startModuleContext(database, 'workers', RunnerSide);
  store = context.get(EVENT_STORE);
  campaigns = context.get(CampaignsService);
  await store.appendToStream(campaignsStreamId(userId), 'no_stream', [created('c1', 'One'), created('c2', 'Two')]);
});

afterAll(async () => {
  await context?.close();
  await database?.drop();
});

const lastEvent = async () => (await store.readStream(campaignsStreamId(userId))).at(-1);

/** A signed-in caller as the HTTP layer builds it (only the parts the command side reads). */
const caller = { user: { workspaceId: userId, actorId: userId }, request: { id: 'request-1' }, reply: { header: () => undefined } } as unknown as Caller;

describe('the campaign runner link', () => {
  it('refuses a user’s start with the specification message while the runner cannot be reached, recording nothing', async () => {
    runner.reachable = false;
    expect(await campaigns.checkStart(userId, 'c1')).toEqual({ can_start: false, message: campaignMessages.runnerUnreachable('start') });
    const refusal = await campaigns.start(caller, 'c1').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).message).toBe('Could not start campaign: Unable to communicate with the campaign runner. Please try again later.');
    expect((await lastEvent())?.type).toBe('CampaignCreated');
  });

  it('lets the start through once the runner answers', async () => {
    runner.reachable = true;
    expect(await campaigns.checkStart(userId, 'c1')).toEqual({ can_start: true, message: campaignMessages.canStart });
  });
});

describe('what the runner drives', () => {
  it('starts, pauses, completes and fails campaigns as the runner, once each', async () => {
    expect(await campaigns.startByRunner(userId, 'c1')).toBe(true);
    expect(await lastEvent()).toMatchObject({ type: 'CampaignStarted', data: { campaignId: 'c1', by: 'runner', from: 'ready' } });
    expect(await campaigns.startByRunner(userId, 'c1')).toBe(false);
    expect(await campaigns.pauseByRunner(userId, 'c1')).toBe(true);
    expect(await lastEvent()).toMatchObject({ type: 'CampaignPaused', data: { by: 'runner', reason: 'runner', requiresValidation: false } });
    expect(await campaigns.startByRunner(userId, 'c1')).toBe(true);
    expect(await campaigns.complete(userId, 'c1')).toBe(true);
    expect(await lastEvent()).toMatchObject({ type: 'CampaignCompleted', data: { campaignId: 'c1', by: 'runner' } });
    expect(await campaigns.complete(userId, 'c1')).toBe(false);
    await expect(campaigns.startByRunner(userId, 'c1')).rejects.toThrow(campaignMessages.cannotStartCompleted);
    expect(await campaigns.fail(userId, 'c2', 'Proxy connection refused')).toBe(true);
    expect(await lastEvent()).toMatchObject({ type: 'CampaignFailed', data: { campaignId: 'c2', errorMessage: 'Proxy connection refused', by: 'runner' } });
    expect(await campaigns.fail(userId, 'c2', 'Proxy connection refused')).toBe(false);
  });

  it('counts and pauses the campaigns of an account for the accounts context', async () => {
    await store.appendToStream(campaignsStreamId(userId), 'any', [created('c3', 'Three')]);
    // c1 is completed (not counted), c2 failed and c3 ready use acc-1.
    expect(await campaigns.countUsing(userId, 'acc-1')).toBe(2);
    expect(await campaigns.pauseUsing(userId, 'acc-1', { reason: 'account_disconnected', message: '' })).toBe(2);
    expect(await campaigns.pauseUsing(userId, 'acc-1', { reason: 'account_disconnected', message: '' })).toBe(0);
    expect(await campaigns.countUsing(userId, 'acc-2')).toBe(0);
  });
});
