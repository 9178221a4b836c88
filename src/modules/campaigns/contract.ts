import { z } from 'zod';

/**
 * The campaigns contract, imported by the API and the UI: the specification's campaign, template and keyword
 * sample messages (word for word), the limits, the card's progress and error tooltip rules, the daily limit's
 * clamp, the requests' schemas and the answers' shapes. Personalisation lives beside it in personalise.ts.
 *
 * Routes (all under /api, signed in, every query scoped to the signed-in user; errors answer `{ message, code }`;
 * another user's id answers 404 exactly like an id that does not exist):
 *
 * | method and path | body / parameters | answer |
 * | --- | --- | --- |
 * | GET /api/campaigns | ra-data-simple-rest: sort=["created_at","DESC"] (default, newest first), range=[0,49], filter={"q","status","id":[...]} | `CampaignRow[]` + Content-Range `campaigns 0-1/2` |
 * | GET /api/campaigns/:id | | `CampaignRow` (404 `campaignMessages.notFound`) |
 * | POST /api/campaigns | `CreateCampaignBody` | `CampaignAnswer` (201; 403 `plan_required` on the free plan) |
 * | PUT /api/campaigns/:id, PATCH /api/campaigns/:id | `UpdateCampaignBody` (PATCH: only the fields sent change) | `CampaignAnswer` (message `updated`, or `validated` when it cleared requires_validation) |
 * | DELETE /api/campaigns/:id | | `DeleteAnswer` (409 `cannotDeleteRunning`) |
 * | POST /api/campaigns/:id/rename | `{ name }` | `CampaignAnswer` (message `renamed`) |
 * | POST /api/campaigns/:id/check-start | `{ profile_id? }` | `CheckStartAnswer` (200 whether it can start or not) |
 * | POST /api/campaigns/:id/start | | `CampaignAnswer` (message `started`; 409 with the reason when it cannot start; 403 on the free plan) |
 * | POST /api/campaigns/:id/pause | | `CampaignAnswer` (message `paused`; 409 when it is not running) |
 * | POST /api/campaigns/:id/validate | `{ profile_id }` | `CampaignAnswer` (message `validated`) |
 * | GET /api/campaigns/:id/history | | `CampaignHistoryRow[]`, oldest first (what changed, from, to, when, by) |
 * | GET /api/message-templates | ra-data-simple-rest, newest first, filter={"q","id":[...]} | `TemplateRow[]` + Content-Range |
 * | GET /api/message-templates/:id | | `TemplateRow` |
 * | POST /api/message-templates | `TemplateBody` | `TemplateAnswer` (201) |
 * | PUT /api/message-templates/:id, PATCH … | `TemplateBody` | `TemplateAnswer` |
 * | DELETE /api/message-templates/:id | | `DeleteAnswer` (409 `templateInUse` while a campaign uses it) |
 * | GET /api/keyword-samples | ?type=include or exclude (or filter={"type"}), newest first | `KeywordSampleRow[]` + Content-Range |
 * | GET /api/keyword-samples/:id | | `KeywordSampleRow` |
 * | POST /api/keyword-samples | `KeywordSampleBody` | `KeywordSampleAnswer` (201) |
 * | PUT /api/keyword-samples/:id, PATCH … | `KeywordSampleBody` (the type cannot change) | `KeywordSampleAnswer` |
 * | DELETE /api/keyword-samples/:id | | `DeleteAnswer` |
 *
 * Error codes the screens act on (`code` of a 4xx body): `validation` (400, the field's message), `name_taken`
 * (409), `plan_required` (403, `CAMPAIGN_PLAN_MESSAGE`, link to /dashboard/account), `campaign_running` (409),
 * `campaign_completed` (409), `requires_validation` (409), `sources_scraping` (409), `sources_removed` (409),
 * `not_found` (404), `samples_limit` (409).
 *
 * `profile_id` of a campaign is the id of one of the user's connected accounts (`AccountRow.id` of
 * GET /api/accounts), not X's user id.
 */

/** Counts as people read them: 5,000 not 5000. */
const formatCount = (n: number) => n.toLocaleString('en-US');

// ---------------------------------------------------------------------------------------------------------
// Constants (specification sections 3, 4 and 9)
// ---------------------------------------------------------------------------------------------------------

export const campaignStatuses = ['ready', 'running', 'paused', 'completed', 'failed', 'stopped'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/** Status badge labels. */
export const campaignStatusLabels: Readonly<Record<CampaignStatus, string>> = {
  ready: 'Ready',
  running: 'Running',
  paused: 'Paused',
  completed: 'Completed',
  failed: 'Failed',
  stopped: 'Stopped',
};

/** Badge colours (theme palette names): running, paused and completed differ from the others. */
export const campaignStatusColors: Readonly<Record<CampaignStatus, 'success' | 'warning' | 'info' | 'default'>> = {
  running: 'success',
  paused: 'warning',
  completed: 'info',
  ready: 'default',
  failed: 'default',
  stopped: 'default',
};

export const CAMPAIGN_LIMITS = {
  /** Daily DM limit: minimum, maximum and default. */
  dailyDmMin: 50,
  dailyDmMax: 450,
  dailyDmDefault: 100,
  /** The count actually sent in a day varies by plus or minus this fraction of the limit. */
  dailyDmVariation: 0.05,
  /** Campaign list cache in the browser (milliseconds). */
  listCacheMs: 5 * 60 * 1000,
  /** Toasts close after (milliseconds). */
  toastMs: 3000,
  /** Not in the specification: the longest names and the most sources one campaign takes. */
  maxNameLength: 100,
  maxSourcesPerCampaign: 100,
} as const;

export const TEMPLATE_LIMITS = {
  /** X's direct message limit in characters. */
  maxMessageLength: 10_000,
  /** Not in the specification: variations per template and the longest template name. */
  maxMessages: 50,
  maxNameLength: 100,
} as const;

export const SAMPLE_LIMITS = {
  /** Samples per type (include, exclude). */
  maxPerType: 5,
  /** Samples shown before 'show more'. */
  shown: 2,
  /** Keywords previewed on a sample. */
  previewKeywords: 3,
  /** Not in the specification: keywords per sample, a keyword's and a name's length. */
  maxKeywords: 100,
  maxKeywordLength: 100,
  maxNameLength: 100,
} as const;

export const sampleTypes = ['include', 'exclude'] as const;
export type SampleType = (typeof sampleTypes)[number];

/** The placeholder the template modal's button inserts. */
export const FIRST_NAME_PLACEHOLDER = '[First Name]';

/** The variables a message may use (personalise.ts replaces them). */
export const TEMPLATE_VARIABLES = ['{username}', '{name}', '{first_name}', '{followers_count}', '{custom1}', '{custom2}'] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

/** The plan gate's message for creating and starting campaigns (billing's `planGateMessages.campaigns`). */
export const CAMPAIGN_PLAN_MESSAGE = 'Campaigns need a Basic or Pro plan.';

/** The wizard's steps, in order (step numbers are 1-based in the UI). */
export const wizardSteps = ['Campaign Details', 'Select Leads', 'Create Messages', 'Configure Options'] as const;

// ---------------------------------------------------------------------------------------------------------
// Messages (specification sections 2, 5 and 8, word for word; the few not in it are marked)
// ---------------------------------------------------------------------------------------------------------

export const campaignMessages = {
  // Screen
  noCampaigns: 'No Campaigns Yet',
  createCampaign: 'Create Campaign',
  newCampaign: 'New Campaign',
  createLeadSource: 'Create Lead Source',
  connectAccount: 'Connect Account',
  upgradePlan: 'Upgrade your plan',
  needsAccountSelection: 'Needs Account Selection',
  validate: 'Validate',
  // Wizard buttons
  back: 'Back',
  continue: 'Continue',
  saveChanges: 'Save Changes',
  creating: 'Creating...',
  saving: 'Saving...',
  selectAll: 'Select All',
  deselectAll: 'Deselect All',
  // Step 1 and inline rename
  nameRequired: 'Campaign name is required',
  nameTaken: 'A campaign with this name already exists',
  nameBlank: 'Campaign name cannot be blank.',
  // Step 2
  sourcesRequired: 'Please select at least one lead source',
  sourcesScraping: 'Some selected lead sources are still being scraped. Please wait until they complete or select different sources.',
  cannotRemoveSources: (status: 'paused' | 'completed') =>
    `You cannot remove lead sources from a ${status} campaign. Please add them back.`,
  sourceScraping: 'This lead source is still being scraped. Please wait until it completes.',
  // Step 3
  templateRequired: 'Please select a message template',
  // Step 4
  accountRequired: 'Please select an account to send DMs from',
  validationAccountRequired: 'This campaign requires validation. Please select an account to use.',
  dailyLimitRequired: 'Please set a valid daily DM limit',
  dailyLimitRange: 'Daily DM limit must be between 50 and 450',
  // Status rules
  cannotEditRunning: 'Cannot edit a running campaign. Please pause it first.',
  cannotDeleteRunning: 'Cannot delete a running campaign. Please pause it first.',
  cannotStartCompleted: 'Cannot start a completed campaign. Edit it and add new lead sources to reset it.',
  startCheckFailed: 'Cannot start campaign. Please try again later and report this issue to us!',
  /** The specification's 'Could not start/pause campaign: …' with the action that failed. */
  runnerUnreachable: (action: 'start' | 'pause') =>
    `Could not ${action} campaign: Unable to communicate with the campaign runner. Please try again later.`,
  // Failures
  statusUpdateFailed: 'Failed to update campaign status',
  createFailed: 'Failed to create campaign',
  deleteFailed: 'Failed to delete campaign',
  renameFailed: 'Failed to update campaign name',
  validateFailed: 'Failed to validate campaign',
  // Successes
  created: 'Campaign created successfully!',
  updated: 'Campaign updated successfully!',
  deleted: 'Campaign deleted successfully',
  started: 'Campaign started successfully',
  paused: 'Campaign paused successfully',
  renamed: 'Campaign name updated successfully',
  validated: 'Campaign validated and updated successfully!',
  // Error tooltip (section 8)
  tooltipFailed: 'Campaign Failed',
  tooltipStopped: 'Campaign Stopped',
  tooltipError: 'Campaign Error',
  proxyHint: 'Check your proxy configuration in the Connect Account section.',
  twitterConnectionHint: 'Disconnect and reconnect your Twitter account in Settings.',
  // Not in the specification: answers of the API for what the wizard cannot send.
  updateFailed: 'Failed to update campaign',
  canStart: 'Campaign can be started',
  notFound: 'Campaign not found',
  sourceNotFound: 'Lead source not found',
  templateNotFound: 'Message template not found',
  accountNotFound: 'Connected account not found. Please select an account to send DMs from.',
  nameTooLong: `Campaign name must be at most ${CAMPAIGN_LIMITS.maxNameLength} characters.`,
  tooManySources: `Please select at most ${CAMPAIGN_LIMITS.maxSourcesPerCampaign} lead sources.`,
  notRunning: 'Only a running campaign can be paused.',
  cannotStartStatus: 'Only a ready or paused campaign can be started. Edit and save it to reset it first.',
  noLeads: 'The selected lead sources have no leads yet.',
  planRequired: CAMPAIGN_PLAN_MESSAGE,
  // Not in the specification: the sending hours and time zone of step 4.
  sendWindowInvalid: 'Sending hours must be times of day from 00:00 to 24:00.',
  sendWindowIncomplete: 'Please set both the start and the end of the sending hours.',
  sendWindowEmpty: 'Sending hours must start and end at different times.',
  timeZoneInvalid: 'Please choose a valid time zone.',
  allDay: 'All day',
} as const;

export const templateMessages = {
  nameEmpty: 'Template name cannot be empty',
  nameTaken: 'A template with this name already exists',
  messageRequired: 'At least one message is required',
  createFailed: 'Failed to create template',
  updateFailed: 'Failed to update template',
  deleteFailed: 'Failed to delete template',
  created: 'Template created successfully',
  updated: 'Template updated successfully',
  deleted: 'Template deleted successfully',
  // Not in the specification.
  insertFirstName: 'Insert [First Name]',
  notFound: 'Message template not found',
  nameTooLong: `Template name must be at most ${TEMPLATE_LIMITS.maxNameLength} characters.`,
  tooManyMessages: `A template takes at most ${TEMPLATE_LIMITS.maxMessages} messages.`,
  messageTooLong: `A message must be at most ${formatCount(TEMPLATE_LIMITS.maxMessageLength)} characters, X's direct message limit.`,
  mayExceedLimit: `With long names filled in, this message may exceed X's ${formatCount(TEMPLATE_LIMITS.maxMessageLength)}-character direct message limit.`,
  similarWarning: (a: number, b: number) =>
    `Messages ${a} and ${b} are very similar. X may treat near-identical messages as spam; vary them more.`,
  inUse: 'This template is used by a campaign. Choose another template for the campaign first.',
} as const;

export const sampleMessages = {
  nameRequired: 'Please enter a name for this sample',
  keywordRequired: 'Please add at least one keyword',
  duplicateKeyword: (keyword: string) => `Keyword "${keyword}" already exists`,
  maxReached: (type: SampleType) => `Maximum of 5 ${type} keyword samples reached. Please delete one first.`,
  nameTaken: (name: string) => `A sample with the name "${name}" already exists`,
  loadFailed: 'Failed to load keyword samples',
  mustBeLoggedIn: 'You must be logged in to save samples',
  saveFailed: 'Failed to save sample',
  deleteFailed: 'Failed to delete sample',
  saved: 'Sample saved successfully',
  updated: 'Sample updated successfully',
  deleted: 'Sample deleted successfully',
  // Not in the specification.
  notFound: 'Keyword sample not found',
  nameTooLong: `Sample name must be at most ${SAMPLE_LIMITS.maxNameLength} characters.`,
  tooManyKeywords: `A sample takes at most ${SAMPLE_LIMITS.maxKeywords} keywords.`,
  keywordTooLong: `A keyword must be at most ${SAMPLE_LIMITS.maxKeywordLength} characters.`,
  typeRequired: 'Sample type must be include or exclude',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Pure rules the card and the wizard share with the server
// ---------------------------------------------------------------------------------------------------------

/** What the card's progress reads. */
export interface ProgressInput {
  status: CampaignStatus;
  messages_sent: number;
  messages_failed: number;
  skipped_already_dmd: number;
  skipped_do_not_contact: number;
  campaign_total_leads: number | null;
}

export interface Progress {
  /** sent + failed + skipped (already DM'd and Do Not Contact). */
  processed: number;
  /** null when the total is unknown (no total, or 0, on a campaign that is not completed). */
  total: number | null;
  /** 0..100, or null when the total is unknown. */
  percent: number | null;
  /** '42%' or '?' */
  label: string;
}

/**
 * The card's progress (specification section 4): processed = sent + failed + skipped; percentage =
 * min(100, round(processed / total * 100)); an unknown total shows '?'; a completed campaign without a total
 * shows 100 %.
 */
export function campaignProgress(c: ProgressInput): Progress {
  const processed = (c.messages_sent ?? 0) + (c.messages_failed ?? 0) + (c.skipped_already_dmd ?? 0) + (c.skipped_do_not_contact ?? 0);
  const total = c.campaign_total_leads && c.campaign_total_leads > 0 ? c.campaign_total_leads : null;
  if (total === null) {
    if (c.status === 'completed') return { processed, total: null, percent: 100, label: '100%' };
    return { processed, total: null, percent: null, label: '?' };
  }
  const percent = Math.min(100, Math.round((processed / total) * 100));
  return { processed, total, percent, label: `${percent}%` };
}

/**
 * The daily limit input's blur (specification section 5): over 450 becomes 450, empty or under 50 becomes 50;
 * fractions are rounded.
 */
export function clampDailyLimit(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : value === null || value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(n)) return CAMPAIGN_LIMITS.dailyDmMin;
  const rounded = Math.round(n);
  return Math.max(CAMPAIGN_LIMITS.dailyDmMin, Math.min(CAMPAIGN_LIMITS.dailyDmMax, rounded));
}

/** The day's actual cap varies by ±5 % around the limit: the lowest and highest a day may send. */
export function dailyLimitRange(limit: number): { min: number; max: number } {
  return {
    min: Math.floor(limit * (1 - CAMPAIGN_LIMITS.dailyDmVariation)),
    max: Math.ceil(limit * (1 + CAMPAIGN_LIMITS.dailyDmVariation)),
  };
}

export interface ErrorTooltip {
  title: string;
  message: string;
  /** The Proxy and 'Twitter connection' hints the message calls for, in that order. */
  hints: string[];
}

/** The hints a stored error message calls for (specification section 8). */
export function errorHints(message: string): string[] {
  const hints: string[] = [];
  if (message.includes('Proxy')) hints.push(campaignMessages.proxyHint);
  if (message.includes('Twitter connection')) hints.push(campaignMessages.twitterConnectionHint);
  return hints;
}

/**
 * The card's error tooltip (specification section 8): for a campaign that is not running, with a stored
 * error_message other than the text 'null'; titled 'Campaign Failed' (failed), 'Campaign Stopped' (stopped) or
 * 'Campaign Error'. The specification shows it for campaigns neither running nor paused; a campaign the system
 * paused (its account's connection died) carries an error_message too, and its card shows the tooltip so the
 * user sees why and the 'Twitter connection' hint. A campaign the user paused has no error_message.
 */
export function campaignErrorTooltip(c: { status: CampaignStatus; error_message: string | null }): ErrorTooltip | null {
  if (c.status === 'running') return null;
  const message = c.error_message?.trim();
  if (!message || message === 'null') return null;
  const title = c.status === 'failed' ? campaignMessages.tooltipFailed : c.status === 'stopped' ? campaignMessages.tooltipStopped : campaignMessages.tooltipError;
  return { title, message, hints: errorHints(message) };
}

/** Whether the card's start button may be pressed (the server decides again). */
export function canPressStart(c: { status: CampaignStatus; requires_validation: boolean }): boolean {
  return !c.requires_validation && (c.status === 'ready' || c.status === 'paused');
}

// ---------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------

const trimmed = (blank: string, tooLong: string, max: number) =>
  z
    .string({ error: blank })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, { error: blank }).max(max, { error: tooLong }));

/** A campaign's name (step 1): trimmed, required, at most 100 characters. */
export const campaignNameSchema = trimmed(campaignMessages.nameRequired, campaignMessages.nameTooLong, CAMPAIGN_LIMITS.maxNameLength);

const idSchema = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(100, { error: message });

/** The selected sources (step 2): at least one, duplicates dropped. */
export const leadSourceIdsSchema = z
  .array(z.string().trim().min(1, { error: campaignMessages.sourcesRequired }).max(100), { error: campaignMessages.sourcesRequired })
  .min(1, { error: campaignMessages.sourcesRequired })
  .max(CAMPAIGN_LIMITS.maxSourcesPerCampaign, { error: campaignMessages.tooManySources })
  .transform((ids) => [...new Set(ids)]);

/** The daily limit (step 4): a whole number from 50 to 450. Numeric strings are accepted. */
export const dailyDmLimitSchema = z
  .union([z.number(), z.string()], { error: campaignMessages.dailyLimitRequired })
  .transform((v, ctx) => {
    const n = typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v);
    if (!Number.isFinite(n) || !Number.isInteger(n)) {
      ctx.addIssue({ code: 'custom', message: campaignMessages.dailyLimitRequired });
      return z.NEVER;
    }
    if (n < CAMPAIGN_LIMITS.dailyDmMin || n > CAMPAIGN_LIMITS.dailyDmMax) {
      ctx.addIssue({ code: 'custom', message: campaignMessages.dailyLimitRange });
      return z.NEVER;
    }
    return n;
  });

// ---------------------------------------------------------------------------------------------------------
// Sending hours and time zone (not in the specification): a campaign sends only between send_window_start and
// send_window_end, minutes from midnight in its time_zone (an IANA name); both null = the whole day. An end
// before the start crosses midnight (22:00 to 06:00). The runner's pace spreads the day's quota over them.
// ---------------------------------------------------------------------------------------------------------

export const SEND_WINDOW_LIMITS = { minutesPerDay: 24 * 60, maxTimeZoneLength: 64, defaultTimeZone: 'UTC' } as const;

/** A campaign's sending hours: minutes from midnight, start in 0..1439, end in 0..1440, start ≠ end. */
export interface SendWindow {
  start: number;
  end: number;
}

/** The canonical IANA name of a time zone ('utc' → 'UTC'), or null when it is not one. */
export function canonicalTimeZone(value: string): string | null {
  const name = value.trim();
  if (name.length === 0 || name.length > SEND_WINDOW_LIMITS.maxTimeZoneLength) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * Why sending hours are refused (a message of campaignMessages), or null when they are valid. 00:00 to 24:00
 * is the whole day and is stored as no window (normaliseSendWindow).
 */
export function sendWindowProblem(window: SendWindow | null): string | null {
  if (window === null) return null;
  const { start, end } = window;
  const minutes = SEND_WINDOW_LIMITS.minutesPerDay;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || start >= minutes || end < 0 || end > minutes) {
    return campaignMessages.sendWindowInvalid;
  }
  if (start === end || (start === 0 && end === 0)) return campaignMessages.sendWindowEmpty;
  return null;
}

/** 00:00 to 24:00 is the whole day: no window. */
export const normaliseSendWindow = (window: SendWindow | null): SendWindow | null =>
  window && window.start === 0 && window.end === SEND_WINDOW_LIMITS.minutesPerDay ? null : window;

/** 540 → '09:00'; 1440 → '24:00'. */
export const formatMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** '09:00–17:00', or 'All day'. */
export const formatSendWindow = (window: SendWindow | null | undefined) =>
  window ? `${formatMinutes(window.start)}–${formatMinutes(window.end)}` : campaignMessages.allDay;

/** Whether a minute of the day (0..1439, in the campaign's time zone) is inside the sending hours. */
export function insideSendWindow(window: SendWindow | null | undefined, minuteOfDay: number): boolean {
  if (!window) return true;
  return window.start < window.end
    ? minuteOfDay >= window.start && minuteOfDay < window.end
    : minuteOfDay >= window.start || minuteOfDay < window.end;
}

const windowMinute = z.number({ error: campaignMessages.sendWindowInvalid }).nullable();

/** An IANA time zone name, canonicalised. */
export const timeZoneSchema = z.string({ error: campaignMessages.timeZoneInvalid }).transform((value, ctx) => {
  const zone = canonicalTimeZone(value);
  if (zone === null) {
    ctx.addIssue({ code: 'custom', message: campaignMessages.timeZoneInvalid });
    return z.NEVER;
  }
  return zone;
});

/**
 * The request's send_window_start and send_window_end (both numbers, or both null for the whole day) as one
 * window; undefined when neither was sent.
 */
function sendWindowOf(
  body: { send_window_start?: number | null; send_window_end?: number | null },
  ctx: z.RefinementCtx,
): SendWindow | null | undefined {
  const { send_window_start: start, send_window_end: end } = body;
  if (start === undefined && end === undefined) return undefined;
  if (start === null && end === null) return null;
  if (typeof start !== 'number' || typeof end !== 'number') {
    ctx.addIssue({ code: 'custom', message: campaignMessages.sendWindowIncomplete, path: ['send_window_start'] });
    return z.NEVER;
  }
  const problem = sendWindowProblem({ start, end });
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem, path: ['send_window_start'] });
    return z.NEVER;
  }
  return normaliseSendWindow({ start, end });
}

/** POST /api/campaigns: the wizard's four steps. */
export const createCampaignSchema = z.object(
  {
    name: campaignNameSchema,
    lead_source_ids: leadSourceIdsSchema,
    template_id: idSchema(campaignMessages.templateRequired),
    profile_id: idSchema(campaignMessages.accountRequired),
    daily_dm_limit: dailyDmLimitSchema.default(CAMPAIGN_LIMITS.dailyDmDefault),
    skip_already_dmd: z.boolean().default(true),
    /** Treated as true unless explicitly false. */
    use_do_not_contact_list: z.boolean().nullable().default(true).transform((v) => v !== false),
    send_window_start: windowMinute.optional(),
    send_window_end: windowMinute.optional(),
    time_zone: timeZoneSchema.default(SEND_WINDOW_LIMITS.defaultTimeZone),
  },
  { error: campaignMessages.nameRequired },
).transform(({ send_window_start: _s, send_window_end: _e, ...body }, ctx) => ({ ...body, send_window: sendWindowOf({ send_window_start: _s, send_window_end: _e }, ctx) ?? null }));
export type CreateCampaignBody = z.input<typeof createCampaignSchema>;
export type CreateCampaignInput = z.output<typeof createCampaignSchema>;

/**
 * PUT or PATCH /api/campaigns/:id: the wizard's fields; those left out keep their value. Unknown fields (the
 * row's counters a react-admin form sends back) are ignored. Saving a campaign that requires validation with
 * an account clears requires_validation (the answer's message is then `validated`).
 */
export const updateCampaignSchema = z.object(
  {
    name: campaignNameSchema.optional(),
    lead_source_ids: leadSourceIdsSchema.optional(),
    template_id: idSchema(campaignMessages.templateRequired).optional(),
    profile_id: idSchema(campaignMessages.accountRequired).nullable().optional(),
    daily_dm_limit: dailyDmLimitSchema.optional(),
    skip_already_dmd: z.boolean().optional(),
    use_do_not_contact_list: z
      .boolean()
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v !== false)),
    send_window_start: windowMinute.optional(),
    send_window_end: windowMinute.optional(),
    time_zone: timeZoneSchema.optional(),
  },
  { error: campaignMessages.updateFailed },
).transform(({ send_window_start: _s, send_window_end: _e, ...body }, ctx) => ({ ...body, send_window: sendWindowOf({ send_window_start: _s, send_window_end: _e }, ctx) }));
export type UpdateCampaignBody = z.input<typeof updateCampaignSchema>;
export type UpdateCampaignInput = z.output<typeof updateCampaignSchema>;

/** POST /api/campaigns/:id/rename: the inline rename. */
export const renameCampaignSchema = z.object(
  { name: trimmed(campaignMessages.nameBlank, campaignMessages.nameTooLong, CAMPAIGN_LIMITS.maxNameLength) },
  { error: campaignMessages.nameBlank },
);
export type RenameCampaignBody = z.input<typeof renameCampaignSchema>;

/** POST /api/campaigns/:id/validate: the account chosen for a campaign that requires validation. */
export const validateCampaignSchema = z.object(
  { profile_id: idSchema(campaignMessages.validationAccountRequired) },
  { error: campaignMessages.validationAccountRequired },
);
export type ValidateCampaignBody = z.input<typeof validateCampaignSchema>;

/** POST /api/campaigns/:id/check-start: optionally the account the start would use (default the campaign's). */
export const checkStartSchema = z.object({ profile_id: z.string().trim().min(1).max(100).optional() }).default({});
export type CheckStartBody = z.input<typeof checkStartSchema>;

/** A template's messages: blank ones dropped, at least one, each at most X's 10,000 characters. */
export const templateMessagesSchema = z
  .array(z.string({ error: templateMessages.messageRequired }), { error: templateMessages.messageRequired })
  .transform((messages) => messages.map((m) => m.trim()).filter((m) => m.length > 0))
  .pipe(
    z
      .array(z.string().max(TEMPLATE_LIMITS.maxMessageLength, { error: templateMessages.messageTooLong }))
      .min(1, { error: templateMessages.messageRequired })
      .max(TEMPLATE_LIMITS.maxMessages, { error: templateMessages.tooManyMessages }),
  );

/** POST /api/message-templates, PUT|PATCH /api/message-templates/:id. */
export const templateSchema = z.object(
  {
    name: trimmed(templateMessages.nameEmpty, templateMessages.nameTooLong, TEMPLATE_LIMITS.maxNameLength),
    messages: templateMessagesSchema,
  },
  { error: templateMessages.nameEmpty },
);
export type TemplateBody = z.input<typeof templateSchema>;
export type TemplateInput = z.output<typeof templateSchema>;

/**
 * A sample's keywords: trimmed, blank ones dropped, at least one, no duplicates (case-insensitive; the first
 * repeated one is named in `Keyword "x" already exists`).
 */
export const sampleKeywordsSchema = z
  .array(z.string({ error: sampleMessages.keywordRequired }), { error: sampleMessages.keywordRequired })
  .transform((keywords) => keywords.map((k) => k.trim()).filter((k) => k.length > 0))
  .pipe(
    z
      .array(z.string().max(SAMPLE_LIMITS.maxKeywordLength, { error: sampleMessages.keywordTooLong }))
      .min(1, { error: sampleMessages.keywordRequired })
      .max(SAMPLE_LIMITS.maxKeywords, { error: sampleMessages.tooManyKeywords })
      .superRefine((keywords, ctx) => {
        const dup = firstDuplicateKeyword(keywords);
        if (dup !== null) ctx.addIssue({ code: 'custom', message: sampleMessages.duplicateKeyword(dup) });
      }),
  );

/** The first keyword repeating an earlier one (case-insensitive), or null. */
export function firstDuplicateKeyword(keywords: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const keyword of keywords) {
    const key = keyword.trim().toLowerCase();
    if (seen.has(key)) return keyword.trim();
    seen.add(key);
  }
  return null;
}

/** POST /api/keyword-samples (type required), PUT|PATCH /api/keyword-samples/:id (type ignored). */
export const keywordSampleSchema = z.object(
  {
    name: trimmed(sampleMessages.nameRequired, sampleMessages.nameTooLong, SAMPLE_LIMITS.maxNameLength),
    type: z.enum(sampleTypes, { error: sampleMessages.typeRequired }),
    keywords: sampleKeywordsSchema,
  },
  { error: sampleMessages.nameRequired },
);
export type KeywordSampleBody = z.input<typeof keywordSampleSchema>;
export type KeywordSampleInput = z.output<typeof keywordSampleSchema>;

export const updateKeywordSampleSchema = keywordSampleSchema.extend({ type: z.enum(sampleTypes).optional() });
export type UpdateKeywordSampleBody = z.input<typeof updateKeywordSampleSchema>;

// ---------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------

/** One row of GET /api/campaigns and GET /api/campaigns/:id: the specification's entity, plus its sources' names. */
export interface CampaignRow {
  id: string;
  user_id: string;
  name: string;
  status: CampaignStatus;
  lead_source_ids: string[];
  /** The sources' names for the card's popup, in lead_source_ids order (a deleted source is left out). */
  lead_sources: { id: string; name: string }[];
  daily_dm_limit: number;
  profile_id: string | null;
  template_id: string;
  skip_already_dmd: boolean;
  use_do_not_contact_list: boolean;
  messages_sent: number;
  messages_failed: number;
  next_contact_index: number;
  requires_validation: boolean;
  /** Sum of the sources' total_leads when the campaign was created or last edited (the runner may refine it). */
  campaign_total_leads: number;
  error_message: string | null;
  skipped_already_dmd: number;
  skipped_do_not_contact: number;
  /** Sending hours (minutes from midnight in time_zone); both null: the whole day. Not in the specification. */
  send_window_start: number | null;
  send_window_end: number | null;
  /** The IANA time zone the sending hours and the day's limit are counted in ('UTC' unless set). */
  time_zone: string;
  /** Leads that replied to the campaign's DM (each lead once, however many messages). */
  replies_count: number;
  /** replies_count / messages_sent, 0..1; null while nothing was sent. */
  reply_rate: number | null;
  created_at: string;
  updated_at: string;
}

/** Create, update, rename, start, pause and validate answer the campaign and the toast's message. */
export type CampaignAnswer = CampaignRow & { message: string };

/** POST /api/campaigns/:id/check-start. */
export interface CheckStartAnswer {
  can_start: boolean;
  /** Why not, or `campaignMessages.canStart`. */
  message: string;
}

export const historyActors = ['user', 'runner', 'system'] as const;
export type HistoryActor = (typeof historyActors)[number];

/** One change of one field, as text. */
export interface HistoryChange {
  field: string;
  from: string | null;
  to: string | null;
}

/** One row of GET /api/campaigns/:id/history and of `npm run audit -- campaign <id>`: one event. */
export interface CampaignHistoryRow {
  /** The event's position in its stream. */
  version: number;
  event_type: string;
  /** What changed, in words: 'Created', 'Renamed', 'Started', 'Paused', 'Edited: daily_dm_limit', … */
  what: string;
  /** The fields' values before and after, as 'field: value' joined by '; ' (null when nothing was there). */
  from: string | null;
  to: string | null;
  changes: HistoryChange[];
  at: string;
  by: HistoryActor;
}

/** One row of GET /api/message-templates. */
export interface TemplateRow {
  id: string;
  user_id: string;
  name: string;
  messages: string[];
  created_at: string;
  updated_at: string;
}
export type TemplateAnswer = TemplateRow & { message: string };

/** One row of GET /api/keyword-samples. */
export interface KeywordSampleRow {
  id: string;
  user_id: string;
  name: string;
  type: SampleType;
  keywords: string[];
  created_at: string;
  updated_at: string;
}
export type KeywordSampleAnswer = KeywordSampleRow & { message: string };

/** DELETE answers. */
export interface DeleteAnswer {
  id: string;
  message: string;
}

/** The campaign list's sort fields; the default is newest first (created_at DESC). */
export const campaignSortFields = ['created_at', 'updated_at', 'name', 'status', 'id'] as const;
export const templateSortFields = ['created_at', 'updated_at', 'name', 'id'] as const;
export const sampleSortFields = ['created_at', 'updated_at', 'name', 'id'] as const;
