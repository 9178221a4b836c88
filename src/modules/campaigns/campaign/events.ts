import type { Event } from '../../../platform/event-store/event-store.port';
import { type FollowUpStep, followUpsText, formatSendWindow, type SendWindow } from '../contract';

/** Who made a lifecycle change: the signed-in user, the campaign runner, or the system (an account's loss). */
export type CampaignActor = 'user' | 'runner' | 'system';

export type CampaignStatusValue = 'ready' | 'running' | 'paused' | 'completed' | 'failed' | 'stopped';

/** The fields of a campaign the wizard sets. */
export interface CampaignSettings {
  name: string;
  leadSourceIds: string[];
  templateId: string;
  profileId: string | null;
  dailyDmLimit: number;
  skipAlreadyDmd: boolean;
  useDoNotContactList: boolean;
  /** 'Optimise automatically': variations picked by their replies. Absent in events recorded before it: off. */
  optimiseAutomatically?: boolean;
  /** Follow-ups after the first message, in order. Absent in events recorded before they existed: none. */
  followUps?: FollowUpStep[];
  /**
   * Sending hours in timeZone (not in the specification). Absent in events recorded before they existed: the
   * whole day (null) in 'UTC'.
   */
  sendWindow?: SendWindow | null;
  timeZone?: string;
}

/** A campaign made through the wizard, ready to start; totalLeads: its sources' leads when it was made. */
export type CampaignCreated = Event<'CampaignCreated', { userId: string; campaignId: string; totalLeads: number } & CampaignSettings>;

/**
 * The wizard saved changes: only the fields that changed, with their values before (`from`). A completed
 * campaign that gained a lead source, or a failed or stopped one saved again, goes back to ready (`reset`,
 * with the status it left; its error message is cleared).
 */
export type CampaignEdited = Event<
  'CampaignEdited',
  {
    userId: string;
    campaignId: string;
    changes: Partial<CampaignSettings>;
    from: Partial<CampaignSettings>;
    totalLeads?: number;
    reset?: { from: CampaignStatusValue };
  }
>;
export type CampaignRenamed = Event<'CampaignRenamed', { userId: string; campaignId: string; name: string; from: string }>;
/** Sending starts (from ready or paused, or completed once its sources gained leads): any stored error message is cleared. */
export type CampaignStarted = Event<'CampaignStarted', { userId: string; campaignId: string; from: CampaignStatusValue; by: CampaignActor }>;
/**
 * Sending stops: by the user, or by the system when the account was disconnected (requiresValidation: an
 * account must be chosen before it starts again) or died (errorMessage shown on the card), or by the runner.
 */
export type CampaignPaused = Event<
  'CampaignPaused',
  {
    userId: string;
    campaignId: string;
    from: CampaignStatusValue;
    by: CampaignActor;
    reason: 'user' | 'account_disconnected' | 'account_dead' | 'runner';
    requiresValidation: boolean;
    errorMessage: string | null;
  }
>;
/**
 * Every lead processed (the runner). totalLeads: its sources' leads at that moment (absent in older events); leads
 * added to those sources later let it start again.
 */
export type CampaignCompleted = Event<
  'CampaignCompleted',
  { userId: string; campaignId: string; from: CampaignStatusValue; by: CampaignActor; totalLeads?: number }
>;
/** Sending cannot go on; the card shows the error message. */
export type CampaignFailed = Event<
  'CampaignFailed',
  { userId: string; campaignId: string; from: CampaignStatusValue; by: CampaignActor; errorMessage: string }
>;
/** A campaign that required validation got an account: requires_validation is cleared. */
export type CampaignValidated = Event<'CampaignValidated', { userId: string; campaignId: string; profileId: string; from: string | null }>;
export type CampaignDeleted = Event<'CampaignDeleted', { userId: string; campaignId: string; name: string; from: CampaignStatusValue }>;

export type CampaignEvent =
  | CampaignCreated
  | CampaignEdited
  | CampaignRenamed
  | CampaignStarted
  | CampaignPaused
  | CampaignCompleted
  | CampaignFailed
  | CampaignValidated
  | CampaignDeleted;

export const campaignEventTypes = [
  'CampaignCreated',
  'CampaignEdited',
  'CampaignRenamed',
  'CampaignStarted',
  'CampaignPaused',
  'CampaignCompleted',
  'CampaignFailed',
  'CampaignValidated',
  'CampaignDeleted',
] as const;

/**
 * One stream per user holds all of the user's campaigns: names are unique among them and an account's loss
 * pauses every campaign using it in one decision. Commands start from the stream's latest snapshot.
 */
export const campaignsStreamId = (userId: string) => `campaigns-${userId}`;

// ---------------------------------------------------------------------------------------------------------
// History: one row per event, shared by the History read model and the audit command.
// ---------------------------------------------------------------------------------------------------------

export interface CampaignHistoryEntry {
  campaignId: string;
  userId: string;
  what: string;
  changes: { field: string; from: string | null; to: string | null }[];
  by: CampaignActor;
}

/** Field names as the API and the History tab show them. */
const FIELD_NAMES: Record<keyof CampaignSettings, string> = {
  name: 'name',
  leadSourceIds: 'lead_source_ids',
  templateId: 'template_id',
  profileId: 'profile_id',
  dailyDmLimit: 'daily_dm_limit',
  skipAlreadyDmd: 'skip_already_dmd',
  useDoNotContactList: 'use_do_not_contact_list',
  optimiseAutomatically: 'optimise_automatically',
  followUps: 'follow_ups',
  sendWindow: 'send_window',
  timeZone: 'time_zone',
};

/** A field's value as the History shows it; the sending hours read '09:00–17:00' or 'All day'. */
const fieldText = (key: keyof CampaignSettings, value: unknown): string | null => {
  if (key === 'sendWindow') return value === undefined ? null : formatSendWindow(value as SendWindow | null);
  if (key === 'followUps') return value === undefined ? null : followUpsText(value as FollowUpStep[]);
  return text(value);
};

const text = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
};

/** The field changes' 'field: value' pairs joined by '; ' (null when no field had a value). */
export function joinChanges(changes: CampaignHistoryEntry['changes'], side: 'from' | 'to'): string | null {
  const parts = changes.filter((change) => change[side] !== null).map((change) => `${change.field}: ${change[side]}`);
  return parts.length > 0 ? parts.join('; ') : null;
}

/** What one campaign event changed, from and to, and by whom. */
export function campaignHistoryEntryOf(event: CampaignEvent): CampaignHistoryEntry {
  const { userId, campaignId } = event.data;
  const status = (from: string | null, to: string | null) => ({ field: 'status', from, to });
  switch (event.type) {
    case 'CampaignCreated': {
      const d = event.data;
      const changes = [
        status(null, 'ready'),
        ...(Object.keys(FIELD_NAMES) as (keyof CampaignSettings)[])
          // Events from before the sending hours existed have none: their History stays as it was.
          .filter((key) => d[key] !== undefined)
          .map((key) => ({ field: FIELD_NAMES[key], from: null, to: fieldText(key, d[key]) })),
        { field: 'campaign_total_leads', from: null, to: String(d.totalLeads) },
      ];
      return { userId, campaignId, what: 'Created', changes, by: 'user' };
    }
    case 'CampaignEdited': {
      const d = event.data;
      // In the wizard's order (stored events do not keep their keys' order).
      const keys = (Object.keys(FIELD_NAMES) as (keyof CampaignSettings)[]).filter((key) => key in d.changes);
      const changes = keys.map((key) => ({ field: FIELD_NAMES[key], from: fieldText(key, d.from[key]), to: fieldText(key, d.changes[key]) }));
      if (d.totalLeads !== undefined) changes.push({ field: 'campaign_total_leads', from: null, to: String(d.totalLeads) });
      if (d.reset) changes.push(status(d.reset.from, 'ready'));
      return { userId, campaignId, what: `Edited: ${keys.map((key) => FIELD_NAMES[key]).join(', ')}`, changes, by: 'user' };
    }
    case 'CampaignRenamed':
      return { userId, campaignId, what: 'Renamed', changes: [{ field: 'name', from: event.data.from, to: event.data.name }], by: 'user' };
    case 'CampaignStarted':
      return { userId, campaignId, what: 'Started', changes: [status(event.data.from, 'running')], by: event.data.by };
    case 'CampaignPaused': {
      const d = event.data;
      const changes = [status(d.from, 'paused')];
      if (d.requiresValidation) changes.push({ field: 'requires_validation', from: 'false', to: 'true' });
      if (d.errorMessage) changes.push({ field: 'error_message', from: null, to: d.errorMessage });
      const why = { user: '', runner: '', account_disconnected: ' (account disconnected)', account_dead: ' (account connection lost)' }[d.reason];
      return { userId, campaignId, what: `Paused${why}`, changes, by: d.by };
    }
    case 'CampaignCompleted':
      return { userId, campaignId, what: 'Completed', changes: [status(event.data.from, 'completed')], by: event.data.by };
    case 'CampaignFailed':
      return {
        userId,
        campaignId,
        what: 'Failed',
        changes: [status(event.data.from, 'failed'), { field: 'error_message', from: null, to: event.data.errorMessage }],
        by: event.data.by,
      };
    case 'CampaignValidated':
      return {
        userId,
        campaignId,
        what: 'Validated',
        changes: [
          { field: 'profile_id', from: event.data.from, to: event.data.profileId },
          { field: 'requires_validation', from: 'true', to: 'false' },
        ],
        by: 'user',
      };
    case 'CampaignDeleted':
      return { userId, campaignId, what: 'Deleted', changes: [status(event.data.from, null)], by: 'user' };
  }
}
