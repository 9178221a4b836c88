import {
  CAMPAIGN_LIMITS,
  type CampaignRow,
  type CampaignStatus,
  type CreateCampaignBody,
  campaignMessages,
  campaignNameSchema,
  canonicalTimeZone,
  dailyDmLimitSchema,
  formatMinutes,
  leadSourceIdsSchema,
  SEND_WINDOW_LIMITS,
  type SendWindow,
  sendWindowProblem,
  timeZoneSchema,
} from '@shared/campaigns/contract';
import type { z } from 'zod';
import type { LeadSourceRow, SourceStatus } from '@shared/leads/contract';

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
  /** Sending hours: the whole day, or from windowStart to windowEnd ('HH:MM'; an end before the start crosses midnight). */
  allDay: boolean;
  windowStart: string;
  windowEnd: string;
  /** The IANA time zone the hours and the day's limit count in. */
  timeZone: string;
}

/** The field each message belongs beside. */
export type FieldErrors = Partial<Record<'name' | 'sources' | 'template' | 'account' | 'dailyLimit' | 'sendWindow' | 'timeZone', string>>;

export const stepOfField: Readonly<Record<keyof FieldErrors, Step>> = {
  name: 1,
  sources: 2,
  template: 3,
  account: 4,
  dailyLimit: 4,
  sendWindow: 4,
  timeZone: 4,
};

/** The messages left once `patch` changed the form: a message goes once its field changes again. */
export function errorsAfterChange(errors: FieldErrors, patch: Partial<WizardForm>): FieldErrors {
  const next = { ...errors };
  if ('name' in patch) delete next.name;
  if ('leadSourceIds' in patch) delete next.sources;
  if ('templateId' in patch) delete next.template;
  if ('profileId' in patch) delete next.account;
  if ('dailyLimit' in patch) delete next.dailyLimit;
  if ('allDay' in patch || 'windowStart' in patch || 'windowEnd' in patch) delete next.sendWindow;
  if ('timeZone' in patch) delete next.timeZone;
  return next;
}

/** What the checks know besides the form: the campaign edited (if any) and the user's other records. */
export interface WizardContext {
  /** Names of the user's other campaigns (the edited one left out). */
  otherNames: readonly string[];
  sources: readonly Pick<LeadSourceRow, 'id' | 'status'>[];
  templateIds: readonly string[];
  accountIds: readonly string[];
  /** The campaign edited; null when creating. */
  campaign: Pick<CampaignRow, 'status' | 'lead_source_ids' | 'requires_validation'> | null;
}

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

/** The original sources a paused or completed campaign's selection dropped. */
export function removedSources(form: WizardForm, context: WizardContext): string[] {
  if (!context.campaign || !keepsSources(context.campaign.status)) return [];
  return context.campaign.lead_source_ids.filter((id) => !form.leadSourceIds.includes(id));
}

/** Names compare as people read them: trimmed, ignoring case (as the API's decider compares them). */
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The first message of the field's shared schema (the API's, word for word), or undefined when it passes. */
function problemOf(schema: z.ZodType, value: unknown): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * The messages of one step (specification section 5), empty when it may be passed. Each field is checked with
 * the campaigns contract's request schema, the one the API parses the request with; the wizard adds only what
 * it knows of the user's other records (names taken, sources still scraping, the choices that exist).
 */
export function checkStep(step: Step, form: WizardForm, context: WizardContext): FieldErrors {
  switch (step) {
    case 1: {
      const problem = problemOf(campaignNameSchema, form.name);
      if (problem) return { name: problem };
      if (context.otherNames.some((other) => sameName(other, form.name))) return { name: campaignMessages.nameTaken };
      return {};
    }
    case 2: {
      const kept = keepsSources(context.campaign?.status);
      if (kept && removedSources(form, context).length > 0) return { sources: campaignMessages.cannotRemoveSources(kept) };
      const problem = problemOf(leadSourceIdsSchema, form.leadSourceIds);
      if (problem) return { sources: problem };
      const scraping = context.sources.some((source) => form.leadSourceIds.includes(source.id) && isScraping(source.status));
      if (scraping) return { sources: campaignMessages.sourcesScraping };
      return {};
    }
    case 3:
      return form.templateId && context.templateIds.includes(form.templateId) ? {} : { template: campaignMessages.templateRequired };
    case 4: {
      const errors: FieldErrors = {};
      if (!form.profileId || !context.accountIds.includes(form.profileId)) {
        errors.account = context.campaign?.requires_validation ? campaignMessages.validationAccountRequired : campaignMessages.accountRequired;
      }
      const dailyLimit = problemOf(dailyDmLimitSchema, form.dailyLimit);
      if (dailyLimit) errors.dailyLimit = dailyLimit;
      const window = sendWindowOfForm(form);
      if (window === undefined) errors.sendWindow = campaignMessages.sendWindowIncomplete;
      else {
        const problem = sendWindowProblem(window);
        if (problem) errors.sendWindow = problem;
      }
      const timeZone = problemOf(timeZoneSchema, form.timeZone);
      if (timeZone) errors.timeZone = timeZone;
      return errors;
    }
  }
}

/** The first step before `target` (5: every step) that cannot be passed, with its messages; null when all can. */
export function firstBlockedStep(target: Step | 5, form: WizardForm, context: WizardContext): { step: Step; errors: FieldErrors } | null {
  for (const step of STEPS) {
    if (step >= target) break;
    const errors = checkStep(step, form, context);
    if (Object.keys(errors).length > 0) return { step, errors };
  }
  return null;
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
    send_window_start: sendWindowOfForm(form)?.start ?? null,
    send_window_end: sendWindowOfForm(form)?.end ?? null,
    time_zone: form.timeZone,
  };
}

/** The step whose field a refusal of the API is about, from its message or code. */
/** The step named in the address (?step=3), step 1 when none or another. */
export function parseStep(value: string | null): Step {
  const n = Number(value);
  return n === 2 || n === 3 || n === 4 ? n : 1;
}

export function stepOfRefusal(message: string, code: string | undefined): { step: Step; field: keyof FieldErrors } | null {
  const m = campaignMessages;
  if (code === 'name_taken' || message === m.nameTaken || message === m.nameRequired || message === m.nameTooLong) {
    return { step: 1, field: 'name' };
  }
  if (
    code === 'sources_scraping' ||
    code === 'sources_removed' ||
    [m.sourcesRequired, m.sourcesScraping, m.sourceNotFound, m.tooManySources, m.noLeads].includes(message as never) ||
    message.startsWith('You cannot remove lead sources')
  ) {
    return { step: 2, field: 'sources' };
  }
  if (message === m.templateRequired || message === m.templateNotFound) return { step: 3, field: 'template' };
  if (code === 'requires_validation' || [m.accountRequired, m.validationAccountRequired, m.accountNotFound].includes(message as never)) {
    return { step: 4, field: 'account' };
  }
  if (message === m.dailyLimitRequired || message === m.dailyLimitRange) return { step: 4, field: 'dailyLimit' };
  if ([m.sendWindowInvalid, m.sendWindowIncomplete, m.sendWindowEmpty].includes(message as never)) return { step: 4, field: 'sendWindow' };
  if (message === m.timeZoneInvalid) return { step: 4, field: 'timeZone' };
  return null;
}
