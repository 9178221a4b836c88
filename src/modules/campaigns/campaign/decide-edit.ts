import { campaignMessages, SEND_WINDOW_LIMITS, type SendWindow, sameFollowUps } from '../contract';
import type { CommandOf } from './command';
import type { CampaignEvent, CampaignSettings } from './events';
import { checkDailyLimit, checkFollowUps, checkName, checkSendWindow, checkSources, checkTimeZone } from './field-checks';
import { campaignOf, refuse } from './refusals';
import type { CampaignsState } from './state';

const sameWindow = (a: SendWindow | null | undefined, b: SendWindow | null | undefined) =>
  (a ?? null) === null ? (b ?? null) === null : !!b && a?.start === b.start && a?.end === b.end;

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * The wizard's save of a campaign not running: only what differs is recorded, with its value before. Choosing an
 * account for a campaign that requires validation validates it; a completed campaign given a new source, or a
 * failed or stopped one changed, is ready again.
 */
export function decideEdit(command: CommandOf<'EditCampaign'>, state: CampaignsState): CampaignEvent[] {
  const { userId } = command;
  const campaign = campaignOf(state, command.campaignId);
  if (campaign.status === 'running') throw refuse(campaignMessages.cannotEditRunning, 'campaign_running', 'conflict');
  const wanted = command.changes;
  const changes: Partial<CampaignSettings> = {};
  const from: Partial<CampaignSettings> = {};
  const set = <K extends Exclude<keyof CampaignSettings, 'followUps'>>(key: K, value: CampaignSettings[K]) => {
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
  // Campaigns made before the option existed have it off.
  if (wanted.optimiseAutomatically !== undefined && wanted.optimiseAutomatically !== (campaign.optimiseAutomatically ?? false)) {
    changes.optimiseAutomatically = wanted.optimiseAutomatically;
    from.optimiseAutomatically = campaign.optimiseAutomatically ?? false;
  }
  // Campaigns made before follow-ups existed have none.
  if (wanted.followUps !== undefined) {
    const before = campaign.followUps ?? [];
    if (!sameFollowUps(wanted.followUps, before)) {
      changes.followUps = checkFollowUps(wanted.followUps, command.followUpTemplatesExist);
      from.followUps = before;
    }
  }
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
