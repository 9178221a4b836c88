import type { Decider } from '../../../platform/commands/decider';
import { DomainError } from '../../../platform/http/domain-error';
import {
  CAMPAIGN_LIMITS,
  campaignMessages,
  canonicalTimeZone,
  normaliseSendWindow,
  SEND_WINDOW_LIMITS,
  type SendWindow,
  sendWindowProblem,
} from '../contract';
import type { CampaignActor, CampaignEvent, CampaignSettings } from './events';
import { type CampaignState, type CampaignsState, campaignsSnapshot, evolve, initialState, sameName } from './state';

export type PlanName = 'free' | 'basic' | 'pro';

/** What the read side knows of a lead source the command names, when it is the user's. */
export interface SourceFact {
  id: string;
  /** Still being scraped (pending, preparing, connecting or scraping): it cannot be selected. */
  scraping: boolean;
  totalLeads: number;
}

/**
 * Facts from other contexts, read by the endpoint just before the command: the user's plan, which of the
 * named lead sources are the user's (others are absent), whether the named template and account are the
 * user's.
 */
export interface Facts {
  plan: PlanName;
  sources: SourceFact[];
  templateExists: boolean;
  accountExists: boolean;
}

export type CampaignCommand =
  | ({ type: 'CreateCampaign'; userId: string; campaignId: string; settings: CampaignSettings & { profileId: string } } & Facts)
  | ({ type: 'EditCampaign'; userId: string; campaignId: string; changes: Partial<CampaignSettings> } & Facts)
  | { type: 'RenameCampaign'; userId: string; campaignId: string; name: string }
  | ({ type: 'StartCampaign'; userId: string; campaignId: string; by: CampaignActor } & Pick<Facts, 'plan' | 'sources' | 'accountExists'>)
  | { type: 'PauseCampaign'; userId: string; campaignId: string; by: CampaignActor; /** The runner's reason, shown on the card. */ errorMessage?: string }
  | { type: 'ValidateCampaign'; userId: string; campaignId: string; profileId: string; accountExists: boolean }
  | { type: 'DeleteCampaign'; userId: string; campaignId: string }
  | {
      type: 'PauseCampaignsUsingAccount';
      userId: string;
      accountId: string;
      reason: 'account_disconnected' | 'account_dead';
      message: string;
    }
  | { type: 'CompleteCampaign'; userId: string; campaignId: string; by: CampaignActor }
  | { type: 'FailCampaign'; userId: string; campaignId: string; by: CampaignActor; errorMessage: string }
  /** X suspended the account: every campaign sending from it fails with the message (it cannot go on from it). */
  | { type: 'FailCampaignsUsingAccount'; userId: string; accountId: string; errorMessage: string };

const refuse = (message: string, code: string, kind: 'validation' | 'conflict' | 'not_found' | 'forbidden' = 'validation') =>
  new DomainError(message, code, kind);

const notFound = () => refuse(campaignMessages.notFound, 'not_found', 'not_found');

function campaignOf(state: CampaignsState, campaignId: string): CampaignState {
  const campaign = state.campaigns.get(campaignId);
  if (!campaign) throw notFound();
  return campaign;
}

function checkName(state: CampaignsState, name: string, self: string | null, blank: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0) throw refuse(blank, 'validation');
  if (trimmed.length > CAMPAIGN_LIMITS.maxNameLength) throw refuse(campaignMessages.nameTooLong, 'validation');
  for (const [id, other] of state.campaigns) {
    if (id !== self && sameName(other.name, trimmed)) throw refuse(campaignMessages.nameTaken, 'name_taken', 'conflict');
  }
  return trimmed;
}

function checkDailyLimit(limit: number): number {
  if (!Number.isInteger(limit)) throw refuse(campaignMessages.dailyLimitRequired, 'validation');
  if (limit < CAMPAIGN_LIMITS.dailyDmMin || limit > CAMPAIGN_LIMITS.dailyDmMax) throw refuse(campaignMessages.dailyLimitRange, 'validation');
  return limit;
}

/** Sending hours: none (the whole day) or a valid window; 00:00 to 24:00 is the whole day. */
function checkSendWindow(window: SendWindow | null | undefined): SendWindow | null {
  if (window === undefined || window === null) return null;
  const problem = sendWindowProblem(window);
  if (problem) throw refuse(problem, 'validation');
  return normaliseSendWindow({ start: window.start, end: window.end });
}

/** An IANA time zone, canonicalised ('utc' → 'UTC'); absent is UTC. */
function checkTimeZone(zone: string | undefined): string {
  if (zone === undefined) return SEND_WINDOW_LIMITS.defaultTimeZone;
  const canonical = canonicalTimeZone(zone);
  if (canonical === null) throw refuse(campaignMessages.timeZoneInvalid, 'validation');
  return canonical;
}

const sameWindow = (a: SendWindow | null | undefined, b: SendWindow | null | undefined) =>
  (a ?? null) === null ? (b ?? null) === null : !!b && a?.start === b.start && a?.end === b.end;

/** The selected sources: at least one, every one the user's and none still being scraped; their leads. */
function checkSources(ids: readonly string[], facts: readonly SourceFact[], newIds: ReadonlySet<string>): { ids: string[]; totalLeads: number } {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw refuse(campaignMessages.sourcesRequired, 'validation');
  if (unique.length > CAMPAIGN_LIMITS.maxSourcesPerCampaign) throw refuse(campaignMessages.tooManySources, 'validation');
  const known = new Map(facts.map((fact) => [fact.id, fact]));
  let totalLeads = 0;
  for (const id of unique) {
    const fact = known.get(id);
    if (!fact) throw refuse(campaignMessages.sourceNotFound, 'source_not_found', 'not_found');
    if (fact.scraping && newIds.has(id)) throw refuse(campaignMessages.sourcesScraping, 'sources_scraping', 'conflict');
    totalLeads += fact.totalLeads;
  }
  return { ids: unique, totalLeads };
}

const planRefusal = () => refuse(campaignMessages.planRequired, 'plan_required', 'forbidden');

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

export function decide(command: CampaignCommand, state: CampaignsState): CampaignEvent[] {
  const { userId } = command;
  switch (command.type) {
    case 'CreateCampaign': {
      if (command.plan === 'free') throw planRefusal();
      if (state.campaigns.has(command.campaignId)) throw refuse(campaignMessages.nameTaken, 'campaign_exists', 'conflict');
      const s = command.settings;
      const name = checkName(state, s.name, null, campaignMessages.nameRequired);
      const sources = checkSources(s.leadSourceIds, command.sources, new Set(s.leadSourceIds));
      if (!s.templateId) throw refuse(campaignMessages.templateRequired, 'validation');
      if (!command.templateExists) throw refuse(campaignMessages.templateNotFound, 'template_not_found', 'not_found');
      if (!s.profileId) throw refuse(campaignMessages.accountRequired, 'validation');
      if (!command.accountExists) throw refuse(campaignMessages.accountNotFound, 'account_not_found', 'not_found');
      const dailyDmLimit = checkDailyLimit(s.dailyDmLimit);
      const sendWindow = checkSendWindow(s.sendWindow);
      const timeZone = checkTimeZone(s.timeZone);
      return [
        {
          type: 'CampaignCreated',
          data: {
            userId,
            campaignId: command.campaignId,
            name,
            leadSourceIds: sources.ids,
            templateId: s.templateId,
            profileId: s.profileId,
            dailyDmLimit,
            skipAlreadyDmd: s.skipAlreadyDmd,
            useDoNotContactList: s.useDoNotContactList,
            sendWindow,
            timeZone,
            totalLeads: sources.totalLeads,
          },
        },
      ];
    }
    case 'EditCampaign': {
      const campaign = campaignOf(state, command.campaignId);
      if (campaign.status === 'running') throw refuse(campaignMessages.cannotEditRunning, 'campaign_running', 'conflict');
      const wanted = command.changes;
      const changes: Partial<CampaignSettings> = {};
      const from: Partial<CampaignSettings> = {};
      const set = <K extends keyof CampaignSettings>(key: K, value: CampaignSettings[K]) => {
        const before = campaign[key];
        const same = Array.isArray(value) && Array.isArray(before) ? sameList(value, before) : value === before;
        if (same) return;
        changes[key] = value;
        from[key] = before;
      };
      if (wanted.name !== undefined) set('name', checkName(state, wanted.name, command.campaignId, campaignMessages.nameRequired));
      let totalLeads: number | undefined;
      let gainedSource = false;
      if (wanted.leadSourceIds !== undefined) {
        const before = new Set(campaign.leadSourceIds);
        // A source the campaign had that has since been deleted (only a ready campaign's can be) is dropped.
        const known = new Set(command.sources.map((fact) => fact.id));
        const listed = wanted.leadSourceIds.filter((id) => known.has(id) || !before.has(id));
        const added = new Set(listed.filter((id) => !before.has(id)));
        const sources = checkSources(listed, command.sources, added);
        if (campaign.status === 'paused' || campaign.status === 'completed') {
          const kept = new Set(sources.ids);
          if (campaign.leadSourceIds.some((id) => !kept.has(id))) {
            throw refuse(campaignMessages.cannotRemoveSources(campaign.status), 'sources_removed', 'conflict');
          }
        }
        set('leadSourceIds', sources.ids);
        if (changes.leadSourceIds) totalLeads = sources.totalLeads;
        gainedSource = added.size > 0;
      }
      if (wanted.templateId !== undefined && wanted.templateId !== campaign.templateId) {
        if (!wanted.templateId) throw refuse(campaignMessages.templateRequired, 'validation');
        if (!command.templateExists) throw refuse(campaignMessages.templateNotFound, 'template_not_found', 'not_found');
        set('templateId', wanted.templateId);
      }
      let validatedWith: string | null = null;
      if (wanted.profileId !== undefined) {
        if (!wanted.profileId) {
          throw refuse(campaign.requiresValidation ? campaignMessages.validationAccountRequired : campaignMessages.accountRequired, 'validation');
        }
        if (wanted.profileId !== campaign.profileId || campaign.requiresValidation) {
          if (!command.accountExists) throw refuse(campaignMessages.accountNotFound, 'account_not_found', 'not_found');
        }
        if (campaign.requiresValidation) validatedWith = wanted.profileId;
        else set('profileId', wanted.profileId);
      }
      if (wanted.dailyDmLimit !== undefined) set('dailyDmLimit', checkDailyLimit(wanted.dailyDmLimit));
      if (wanted.skipAlreadyDmd !== undefined) set('skipAlreadyDmd', wanted.skipAlreadyDmd);
      if (wanted.useDoNotContactList !== undefined) set('useDoNotContactList', wanted.useDoNotContactList);
      // Campaigns made before the sending hours existed have none: the whole day in UTC.
      if (wanted.sendWindow !== undefined) {
        const sendWindow = checkSendWindow(wanted.sendWindow);
        if (!sameWindow(sendWindow, campaign.sendWindow)) {
          changes.sendWindow = sendWindow;
          from.sendWindow = campaign.sendWindow ?? null;
        }
      }
      if (wanted.timeZone !== undefined) {
        const timeZone = checkTimeZone(wanted.timeZone);
        const before = campaign.timeZone ?? SEND_WINDOW_LIMITS.defaultTimeZone;
        if (timeZone !== before) {
          changes.timeZone = timeZone;
          from.timeZone = before;
        }
      }
      const reset =
        (campaign.status === 'completed' && gainedSource) || ((campaign.status === 'failed' || campaign.status === 'stopped') && Object.keys(changes).length > 0)
          ? { from: campaign.status }
          : undefined;
      const events: CampaignEvent[] = [];
      if (Object.keys(changes).length > 0) {
        events.push({
          type: 'CampaignEdited',
          data: {
            userId,
            campaignId: command.campaignId,
            changes,
            from,
            ...(totalLeads !== undefined ? { totalLeads } : {}),
            ...(reset ? { reset } : {}),
          },
        });
      }
      if (validatedWith !== null) {
        events.push({ type: 'CampaignValidated', data: { userId, campaignId: command.campaignId, profileId: validatedWith, from: campaign.profileId } });
      }
      return events;
    }
    case 'RenameCampaign': {
      const campaign = campaignOf(state, command.campaignId);
      if (campaign.status === 'running') throw refuse(campaignMessages.cannotEditRunning, 'campaign_running', 'conflict');
      const name = checkName(state, command.name, command.campaignId, campaignMessages.nameBlank);
      if (name === campaign.name) return [];
      return [{ type: 'CampaignRenamed', data: { userId, campaignId: command.campaignId, name, from: campaign.name } }];
    }
    case 'StartCampaign': {
      if (command.plan === 'free') throw planRefusal();
      const campaign = campaignOf(state, command.campaignId);
      // Pressed twice, or the runner's retry: already running changes nothing.
      if (campaign.status === 'running') return [];
      if (campaign.status === 'completed') throw refuse(campaignMessages.cannotStartCompleted, 'campaign_completed', 'conflict');
      if (campaign.status !== 'ready' && campaign.status !== 'paused') {
        throw refuse(campaignMessages.cannotStartStatus, 'campaign_not_startable', 'conflict');
      }
      if (campaign.requiresValidation || !campaign.profileId || !command.accountExists) {
        throw refuse(campaignMessages.validationAccountRequired, 'requires_validation', 'conflict');
      }
      const known = new Map(command.sources.map((fact) => [fact.id, fact]));
      const present = campaign.leadSourceIds.filter((id) => known.has(id));
      if (present.length === 0) throw refuse(campaignMessages.sourcesRequired, 'validation', 'conflict');
      if (present.some((id) => known.get(id)?.scraping)) throw refuse(campaignMessages.sourceScraping, 'sources_scraping', 'conflict');
      return [{ type: 'CampaignStarted', data: { userId, campaignId: command.campaignId, from: campaign.status, by: command.by } }];
    }
    case 'PauseCampaign': {
      const campaign = campaignOf(state, command.campaignId);
      if (campaign.status === 'paused') return [];
      if (campaign.status !== 'running') throw refuse(campaignMessages.notRunning, 'campaign_not_running', 'conflict');
      return [
        {
          type: 'CampaignPaused',
          data: {
            userId,
            campaignId: command.campaignId,
            from: 'running',
            by: command.by,
            reason: command.by === 'runner' ? 'runner' : 'user',
            requiresValidation: false,
            errorMessage: command.errorMessage ?? null,
          },
        },
      ];
    }
    case 'ValidateCampaign': {
      const campaign = campaignOf(state, command.campaignId);
      if (!command.profileId) throw refuse(campaignMessages.validationAccountRequired, 'validation');
      if (!command.accountExists) throw refuse(campaignMessages.accountNotFound, 'account_not_found', 'not_found');
      if (campaign.requiresValidation) {
        return [{ type: 'CampaignValidated', data: { userId, campaignId: command.campaignId, profileId: command.profileId, from: campaign.profileId } }];
      }
      if (campaign.profileId === command.profileId) return [];
      if (campaign.status === 'running') throw refuse(campaignMessages.cannotEditRunning, 'campaign_running', 'conflict');
      return [
        {
          type: 'CampaignEdited',
          data: { userId, campaignId: command.campaignId, changes: { profileId: command.profileId }, from: { profileId: campaign.profileId } },
        },
      ];
    }
    case 'DeleteCampaign': {
      const campaign = campaignOf(state, command.campaignId);
      if (campaign.status === 'running') throw refuse(campaignMessages.cannotDeleteRunning, 'campaign_running', 'conflict');
      return [{ type: 'CampaignDeleted', data: { userId, campaignId: command.campaignId, name: campaign.name, from: campaign.status } }];
    }
    case 'PauseCampaignsUsingAccount': {
      const events: CampaignEvent[] = [];
      for (const [campaignId, campaign] of state.campaigns) {
        if (campaign.profileId !== command.accountId || campaign.status === 'completed') continue;
        if (command.reason === 'account_disconnected') {
          // Every campaign on the account must get a new one; done once per campaign.
          if (campaign.status === 'paused' && campaign.requiresValidation) continue;
          events.push({
            type: 'CampaignPaused',
            data: { userId, campaignId, from: campaign.status, by: 'system', reason: command.reason, requiresValidation: true, errorMessage: null },
          });
        } else {
          // A dead account stops what sends or would send; a campaign already stopped keeps its state.
          if (campaign.status !== 'running' && campaign.status !== 'ready') continue;
          events.push({
            type: 'CampaignPaused',
            data: { userId, campaignId, from: campaign.status, by: 'system', reason: command.reason, requiresValidation: false, errorMessage: command.message },
          });
        }
      }
      return events;
    }
    case 'FailCampaignsUsingAccount': {
      const events: CampaignEvent[] = [];
      for (const [campaignId, campaign] of state.campaigns) {
        if (campaign.profileId !== command.accountId || campaign.status !== 'running') continue;
        events.push({ type: 'CampaignFailed', data: { userId, campaignId, from: campaign.status, by: 'runner', errorMessage: command.errorMessage } });
      }
      return events;
    }
    case 'CompleteCampaign': {
      const campaign = campaignOf(state, command.campaignId);
      if (campaign.status === 'completed') return [];
      if (campaign.status !== 'running' && campaign.status !== 'paused') {
        throw refuse(campaignMessages.notRunning, 'campaign_not_running', 'conflict');
      }
      return [{ type: 'CampaignCompleted', data: { userId, campaignId: command.campaignId, from: campaign.status, by: command.by } }];
    }
    case 'FailCampaign': {
      const campaign = campaignOf(state, command.campaignId);
      if (campaign.status === 'failed' && campaign.errorMessage === command.errorMessage) return [];
      if (campaign.status === 'completed') return [];
      const errorMessage = command.errorMessage.trim() || campaignMessages.statusUpdateFailed;
      return [{ type: 'CampaignFailed', data: { userId, campaignId: command.campaignId, from: campaign.status, by: command.by, errorMessage } }];
    }
  }
}

export const campaignsDecider: Decider<CampaignCommand, CampaignsState, CampaignEvent> = {
  initialState,
  evolve,
  decide,
  snapshot: campaignsSnapshot,
};
