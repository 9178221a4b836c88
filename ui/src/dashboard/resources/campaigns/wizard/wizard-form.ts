/**
 * The wizard's form: what its four steps collect, how it opens (empty, or from the campaign edited) and the body
 * it sends. Whether the values may be sent is the campaigns contract's schema's to say (wizard-resolver.ts).
 */

import {
  CAMPAIGN_LIMITS,
  type CampaignRow,
  FOLLOW_UP_LIMITS,
  type CampaignStatus,
  type CreateCampaignBody,
  canonicalTimeZone,
  formatMinutes,
  SEND_WINDOW_LIMITS,
  type SendWindow,
} from '@shared/campaigns/contract';
import type { SourceStatus } from '@shared/leads/contract';

/** The wizard's steps, 1 to 4. */
export type Step = 1 | 2 | 3 | 4;
export const STEPS: readonly Step[] = [1, 2, 3, 4];

/** What the four steps collect. The daily limit is kept as typed until its field loses focus. */
export interface WizardForm {
  name: string;
  leadSourceIds: string[];
  templateId: string;
  profileId: string;
  dailyLimit: string;
  skipAlreadyDmd: boolean;
  useDoNotContactList: boolean;
  /** 'Optimise automatically': sends shift toward the variation that gets replies. */
  optimiseAutomatically: boolean;
  /** Follow-ups after the first message, in order: a template and the days to wait (as typed). */
  followUps: WizardFollowUp[];
  /** Sending hours: the whole day, or from windowStart to windowEnd ('HH:MM'; an end before the start crosses midnight). */
  allDay: boolean;
  windowStart: string;
  windowEnd: string;
  /** The IANA time zone the hours and the day's limit count in. */
  timeZone: string;
}

/** A follow-up as the wizard holds it: the wait as typed until it is sent. */
export interface WizardFollowUp {
  templateId: string;
  waitDays: string;
}

/** A new follow-up: no template chosen, the default wait. */
export const newFollowUp = (): WizardFollowUp => ({ templateId: '', waitDays: String(FOLLOW_UP_LIMITS.waitDaysDefault) });

/** The browser's time zone, the default of a new campaign (UTC when the browser names none). */
export function browserTimeZone(): string {
  try {
    return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? '') ?? SEND_WINDOW_LIMITS.defaultTimeZone;
  } catch {
    return SEND_WINDOW_LIMITS.defaultTimeZone;
  }
}

/** 'HH:MM' of a time field → minutes from midnight, or null when it is not a time. */
export function minutesOf(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** A time field's value for minutes from midnight (24:00, the end of the day, reads 00:00). */
const timeField = (minutes: number) => formatMinutes(minutes % SEND_WINDOW_LIMITS.minutesPerDay);

/** The hours the form describes: null for the whole day, undefined when a time is missing. An end at 00:00 is midnight. */
export function sendWindowOfForm(form: WizardForm): SendWindow | null | undefined {
  if (form.allDay) return null;
  const start = minutesOf(form.windowStart);
  const end = minutesOf(form.windowEnd);
  if (start === null || end === null) return undefined;
  return { start, end: end === 0 && start > 0 ? SEND_WINDOW_LIMITS.minutesPerDay : end };
}

export const emptyForm = (): WizardForm => ({
  name: '',
  leadSourceIds: [],
  templateId: '',
  profileId: '',
  dailyLimit: String(CAMPAIGN_LIMITS.dailyDmDefault),
  skipAlreadyDmd: true,
  useDoNotContactList: true,
  optimiseAutomatically: false,
  followUps: [],
  allDay: true,
  windowStart: '09:00',
  windowEnd: '17:00',
  timeZone: browserTimeZone(),
});

export const formOf = (campaign: CampaignRow): WizardForm => ({
  name: campaign.name,
  leadSourceIds: [...campaign.lead_source_ids],
  templateId: campaign.template_id ?? '',
  profileId: campaign.profile_id ?? '',
  dailyLimit: String(campaign.daily_dm_limit ?? CAMPAIGN_LIMITS.dailyDmDefault),
  skipAlreadyDmd: campaign.skip_already_dmd !== false,
  useDoNotContactList: campaign.use_do_not_contact_list !== false,
  optimiseAutomatically: campaign.optimise_automatically === true,
  followUps: (campaign.follow_ups ?? []).map((step) => ({ templateId: step.template_id, waitDays: String(step.wait_days) })),
  allDay: campaign.send_window_start === null || campaign.send_window_end === null || campaign.send_window_start === undefined,
  windowStart: campaign.send_window_start == null ? '09:00' : timeField(campaign.send_window_start),
  windowEnd: campaign.send_window_end == null ? '17:00' : timeField(campaign.send_window_end),
  timeZone: campaign.time_zone ?? SEND_WINDOW_LIMITS.defaultTimeZone,
});

const BUSY_STATUSES: ReadonlySet<SourceStatus> = new Set(['active', 'pending', 'preparing', 'connecting', 'scraping']);

/** A source still being filled by the scraper cannot be chosen. */
export const isScraping = (status: SourceStatus) => BUSY_STATUSES.has(status);

/** A paused or completed campaign keeps the sources it has used: their status, or null when any may go. */
export function keepsSources(status: CampaignStatus | undefined): 'paused' | 'completed' | null {
  return status === 'paused' || status === 'completed' ? status : null;
}

/** What POST /api/campaigns and PUT /api/campaigns/:id are sent. */
export function bodyOf(form: WizardForm): CreateCampaignBody {
  return {
    name: form.name.trim(),
    lead_source_ids: form.leadSourceIds,
    template_id: form.templateId,
    profile_id: form.profileId,
    daily_dm_limit: Number(form.dailyLimit.trim()),
    skip_already_dmd: form.skipAlreadyDmd,
    use_do_not_contact_list: form.useDoNotContactList,
    optimise_automatically: form.optimiseAutomatically,
    // A wait typed as something other than a number is sent as such, for the contract's message.
    follow_ups: form.followUps.map((step) => ({ template_id: step.templateId, wait_days: /^\s*\d+(\.\d+)?\s*$/.test(step.waitDays) ? Number(step.waitDays) : step.waitDays })),
    send_window_start: sendWindowOfForm(form)?.start ?? null,
    send_window_end: sendWindowOfForm(form)?.end ?? null,
    time_zone: form.timeZone,
  };
}

/** The step named in the address (?step=3), step 1 when none or another. */
export function parseStep(value: string | null): Step {
  const n = Number(value);
  return n === 2 || n === 3 || n === 4 ? n : 1;
}
