import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AGGREGATE_STREAMS } from '../../platform/commands/decider-command-handler';
import type { AggregateStreams } from '../../platform/commands/aggregate-streams';
import { type Caller, Commands } from '../../platform/commands/command-endpoint';
import { DATABASE } from '../../platform/database/database.module';
import type { Database } from '../../platform/database/database';
import { DomainError } from '../../platform/http/domain-error';
import { type CampaignCommand, campaignsDecider } from './campaign/decide';
import { type CampaignActor, type CampaignEvent, type CampaignSettings, campaignsStreamId } from './campaign/events';
import type { CampaignsState } from './campaign/state';
import { ChangeCampaigns } from './commands/commands';
import {
  type CampaignAnswer,
  type CheckStartAnswer,
  type CreateCampaignInput,
  campaignMessages,
  type DeleteAnswer,
  type UpdateCampaignInput,
} from './contract';
import { CampaignFacts } from './facts';
import { ownCampaign } from './queries/rows';
import { CAMPAIGN_RUNNER, type CampaignRunner } from './runner-port';

/** The wizard's fields in the aggregate's names (only those present). */
function settingsOf(input: UpdateCampaignInput): Partial<CampaignSettings> {
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.lead_source_ids !== undefined ? { leadSourceIds: input.lead_source_ids } : {}),
    ...(input.template_id !== undefined ? { templateId: input.template_id } : {}),
    ...(input.profile_id !== undefined ? { profileId: input.profile_id } : {}),
    ...(input.daily_dm_limit !== undefined ? { dailyDmLimit: input.daily_dm_limit } : {}),
    ...(input.skip_already_dmd !== undefined ? { skipAlreadyDmd: input.skip_already_dmd } : {}),
    ...(input.use_do_not_contact_list !== undefined ? { useDoNotContactList: input.use_do_not_contact_list } : {}),
    ...(input.optimise_automatically !== undefined ? { optimiseAutomatically: input.optimise_automatically } : {}),
    ...(input.follow_ups !== undefined ? { followUps: input.follow_ups } : {}),
    ...(input.send_window !== undefined ? { sendWindow: input.send_window } : {}),
    ...(input.time_zone !== undefined ? { timeZone: input.time_zone } : {}),
  };
}

/**
 * What a user, the accounts context and the campaign runner do to campaigns: each change is one command on
 * the user's campaigns stream, with the facts of other contexts (plan, sources, template, account) read just
 * before it from their read models.
 */
@Injectable()
export class CampaignsService {
  constructor(
    private readonly commands: Commands,
    private readonly commandBus: CommandBus,
    private readonly facts: CampaignFacts,
    @Inject(CAMPAIGN_RUNNER) private readonly runner: CampaignRunner,
    @Inject(AGGREGATE_STREAMS) private readonly streams: AggregateStreams,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  // ---- the user's commands ----

  async create(caller: Caller, input: CreateCampaignInput): Promise<CampaignAnswer> {
    const userId = caller.user.workspaceId;
    const campaignId = randomUUID();
    const [plan, sources, templateExists, accountExists, followUpTemplatesExist] = await Promise.all([
      this.facts.plan(userId),
      this.facts.sources(userId, input.lead_source_ids),
      this.facts.templateExists(userId, input.template_id),
      this.facts.accountExists(userId, input.profile_id),
      this.facts.templatesExist(userId, input.follow_ups.map((step) => step.templateId)),
    ]);
    const settings = {
      name: input.name,
      leadSourceIds: input.lead_source_ids,
      templateId: input.template_id,
      profileId: input.profile_id,
      dailyDmLimit: input.daily_dm_limit,
      skipAlreadyDmd: input.skip_already_dmd,
      useDoNotContactList: input.use_do_not_contact_list,
      optimiseAutomatically: input.optimise_automatically,
      followUps: input.follow_ups,
      sendWindow: input.send_window,
      timeZone: input.time_zone,
    };
    await this.execute(caller, { type: 'CreateCampaign', userId, campaignId, settings, plan, sources, templateExists, accountExists, followUpTemplatesExist });
    return this.answer(userId, campaignId, campaignMessages.created);
  }

  async update(caller: Caller, campaignId: string, input: UpdateCampaignInput): Promise<CampaignAnswer> {
    const userId = caller.user.workspaceId;
    const changes = settingsOf(input);
    const [plan, sources, templateExists, accountExists, followUpTemplatesExist] = await Promise.all([
      this.facts.plan(userId),
      this.facts.sources(userId, changes.leadSourceIds ?? []),
      this.facts.templateExists(userId, changes.templateId),
      this.facts.accountExists(userId, changes.profileId),
      this.facts.templatesExist(userId, (changes.followUps ?? []).map((step) => step.templateId)),
    ]);
    const events = await this.execute(caller, {
      type: 'EditCampaign',
      userId,
      campaignId,
      changes,
      plan,
      sources,
      templateExists,
      accountExists,
      followUpTemplatesExist,
    });
    const validated = events.some((event) => event.type === 'CampaignValidated');
    return this.answer(userId, campaignId, validated ? campaignMessages.validated : campaignMessages.updated);
  }

  async rename(caller: Caller, campaignId: string, name: string): Promise<CampaignAnswer> {
    const userId = caller.user.workspaceId;
    await this.execute(caller, { type: 'RenameCampaign', userId, campaignId, name });
    return this.answer(userId, campaignId, campaignMessages.renamed);
  }

  async start(caller: Caller, campaignId: string): Promise<CampaignAnswer> {
    const userId = caller.user.workspaceId;
    const command = await this.startCommand(userId, campaignId, 'user');
    // Refusals first (a completed campaign says so even when the runner is down), then the runner.
    campaignsDecider.decide(command, await this.state(userId));
    await this.runnerReachable('start');
    await this.execute(caller, command);
    return this.answer(userId, campaignId, campaignMessages.started);
  }

  async pause(caller: Caller, campaignId: string): Promise<CampaignAnswer> {
    const userId = caller.user.workspaceId;
    const command: CampaignCommand = { type: 'PauseCampaign', userId, campaignId, by: 'user' };
    campaignsDecider.decide(command, await this.state(userId));
    await this.runnerReachable('pause');
    await this.execute(caller, command);
    return this.answer(userId, campaignId, campaignMessages.paused);
  }

  /** Whether the campaign can start now, and why not: the start's own rules, decided without recording. */
  async checkStart(userId: string, campaignId: string, profileId?: string): Promise<CheckStartAnswer> {
    const command = await this.startCommand(userId, campaignId, 'user', profileId);
    const state = await this.state(userId);
    const campaign = state.campaigns.get(campaignId);
    if (!campaign) throw new DomainError(campaignMessages.notFound, 'not_found', 'not_found');
    try {
      if (profileId !== undefined && profileId !== campaign.profileId) {
        // Asking about another account: as if the wizard's step 4 had chosen it.
        const trial = structuredClone(state);
        Object.assign(trial.campaigns.get(campaignId) as object, { profileId, requiresValidation: false });
        campaignsDecider.decide(command, trial);
      } else {
        campaignsDecider.decide(command, state);
      }
    } catch (error) {
      if (error instanceof DomainError) return { can_start: false, message: error.message };
      throw error;
    }
    if (!(await this.runner.reachable())) return { can_start: false, message: campaignMessages.runnerUnreachable('start') };
    return { can_start: true, message: campaignMessages.canStart };
  }

  async validate(caller: Caller, campaignId: string, profileId: string): Promise<CampaignAnswer> {
    const userId = caller.user.workspaceId;
    const accountExists = await this.facts.accountExists(userId, profileId);
    await this.execute(caller, { type: 'ValidateCampaign', userId, campaignId, profileId, accountExists });
    return this.answer(userId, campaignId, campaignMessages.validated);
  }

  async delete(caller: Caller, campaignId: string): Promise<DeleteAnswer> {
    await this.execute(caller, { type: 'DeleteCampaign', userId: caller.user.workspaceId, campaignId });
    return { id: campaignId, message: campaignMessages.deleted };
  }

  // ---- the accounts context (through its port) ----

  async countUsing(userId: string, accountId: string): Promise<number> {
    const state = await this.state(userId);
    let count = 0;
    for (const campaign of state.campaigns.values()) if (campaign.profileId === accountId && campaign.status !== 'completed') count += 1;
    return count;
  }

  async pauseUsing(userId: string, accountId: string, why: { reason: 'account_disconnected' | 'account_dead'; message: string }): Promise<number> {
    const events = await this.executeInternally(userId, {
      type: 'PauseCampaignsUsingAccount',
      userId,
      accountId,
      reason: why.reason,
      message: why.message,
    });
    return events.length;
  }

  // ---- the campaign runner ----

  /** The runner starts a campaign (e.g. resuming after a rate limit): the start's rules apply. */
  async startByRunner(userId: string, campaignId: string): Promise<boolean> {
    return (await this.executeInternally(userId, await this.startCommand(userId, campaignId, 'runner'))).length > 0;
  }

  /** The runner pauses a campaign; `errorMessage` (why) is shown on its card. */
  async pauseByRunner(userId: string, campaignId: string, errorMessage?: string): Promise<boolean> {
    return (await this.executeInternally(userId, { type: 'PauseCampaign', userId, campaignId, by: 'runner', ...(errorMessage ? { errorMessage } : {}) })).length > 0;
  }

  /** The campaign completes with its sources' leads counted now: leads added later let it start again. */
  async complete(userId: string, campaignId: string): Promise<boolean> {
    const campaign = (await this.state(userId)).campaigns.get(campaignId);
    const sources = await this.facts.sources(userId, campaign?.leadSourceIds ?? []);
    const totalLeads = sources.reduce((sum, source) => sum + source.totalLeads, 0);
    return (await this.executeInternally(userId, { type: 'CompleteCampaign', userId, campaignId, by: 'runner', totalLeads })).length > 0;
  }

  /** X suspended the account: its running campaigns fail with the message. Answers how many changed. */
  async failUsing(userId: string, accountId: string, errorMessage: string): Promise<number> {
    return (await this.executeInternally(userId, { type: 'FailCampaignsUsingAccount', userId, accountId, errorMessage })).length;
  }

  async fail(userId: string, campaignId: string, errorMessage: string): Promise<boolean> {
    return (await this.executeInternally(userId, { type: 'FailCampaign', userId, campaignId, by: 'runner', errorMessage })).length > 0;
  }

  /** The user's campaign as its card shows it (the runner's files are named after it); 404 when not theirs. */
  card(userId: string, campaignId: string) {
    return ownCampaign(this.db, userId, campaignId);
  }

  // ---- helpers ----

  private async startCommand(userId: string, campaignId: string, by: CampaignActor, profileId?: string): Promise<CampaignCommand> {
    const campaign = (await this.state(userId)).campaigns.get(campaignId);
    const [plan, sources, accountExists] = await Promise.all([
      this.facts.plan(userId),
      this.facts.sources(userId, campaign?.leadSourceIds ?? []),
      this.facts.accountExists(userId, profileId ?? campaign?.profileId),
    ]);
    return { type: 'StartCampaign', userId, campaignId, by, plan, sources, accountExists };
  }

  private async runnerReachable(action: 'start' | 'pause'): Promise<void> {
    if (!(await this.runner.reachable())) throw new DomainError(campaignMessages.runnerUnreachable(action), 'runner_unreachable', 'conflict');
  }

  private async state(userId: string): Promise<CampaignsState> {
    return (await this.streams.read(campaignsStreamId(userId), campaignsDecider)).state;
  }

  private async answer(userId: string, campaignId: string, message: string): Promise<CampaignAnswer> {
    return { ...(await ownCampaign(this.db, userId, campaignId)), message };
  }

  private async execute(caller: Caller, command: CampaignCommand): Promise<CampaignEvent[]> {
    return (await this.commands.execute(new ChangeCampaigns(command), caller)).events;
  }

  private async executeInternally(userId: string, command: CampaignCommand): Promise<CampaignEvent[]> {
    const domainCommand = new ChangeCampaigns(command);
    domainCommand.metadata = { userId, correlationId: randomUUID(), commandId: randomUUID() };
    return (await this.commandBus.execute(domainCommand)).events;
  }
}
