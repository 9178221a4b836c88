/**
 * The requests' zod schemas and the body and input types inferred from them: campaigns (the wizard's steps,
 * rename, validate, check-start), message templates and keyword samples, each refusing with the contract's messages;
 * a campaign's fields under the rules of campaign-fields.ts, daily-limit.ts and send-window.ts, which the decider applies too.
 */

import { z } from 'zod';
import { campaignNameProblem, sourceCountProblem } from './campaign-fields';
import { readDailyLimit } from './daily-limit';
import { FOLLOW_UP_LIMITS, type FollowUpStep, followUpsProblem } from './follow-ups';
import { CAMPAIGN_LIMITS, SAMPLE_LIMITS, TEMPLATE_LIMITS } from './limits';
import { campaignMessages, sampleMessages, templateMessages } from './messages';
import { sampleTypes } from './rows';
import { canonicalTimeZone, normaliseSendWindow, SEND_WINDOW_LIMITS, type SendWindow, sendWindowProblem } from './send-window';

const trimmed = (blank: string, tooLong: string, max: number) =>
  z
    .string({ error: blank })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, { error: blank }).max(max, { error: tooLong }));

/** A campaign's name, trimmed, under campaignNameProblem (`blank`: the message for a blank one). */
const campaignName = (blank: string) =>
  z.string({ error: blank }).transform((value, ctx) => {
    const problem = campaignNameProblem(value, blank);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return value.trim();
  });

/** A campaign's name (step 1): trimmed, required, at most 100 characters. */
export const campaignNameSchema = campaignName(campaignMessages.nameRequired);

const idSchema = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(100, { error: message });

/** The selected sources (step 2): at least one, duplicates dropped. */
export const leadSourceIdsSchema = z
  .array(z.string().trim().min(1, { error: campaignMessages.sourcesRequired }).max(100), { error: campaignMessages.sourcesRequired })
  .superRefine((ids, ctx) => {
    const problem = sourceCountProblem(ids.length);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((ids) => [...new Set(ids)]);

/** The daily limit (step 4): a whole number from 50 to 450. Numeric strings are accepted. */
export const dailyDmLimitSchema = z
  .union([z.number(), z.string()], { error: campaignMessages.dailyLimitRequired })
  .transform((v, ctx) => {
    const read = readDailyLimit(v);
    if (!read.ok) {
      ctx.addIssue({ code: 'custom', message: read.error });
      return z.NEVER;
    }
    return read.limit;
  });

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

/**
 * The follow-ups step: up to 3 steps, each `{ template_id, wait_days }` (wait_days 3 when left out), under
 * followUpsProblem; answered as the decider's FollowUpStep list.
 */
export const followUpsSchema = z
  .array(
    z.object(
      {
        template_id: z.string({ error: campaignMessages.followUpTemplateRequired }).trim().max(100, { error: campaignMessages.followUpTemplateRequired }),
        wait_days: z.unknown().optional(),
      },
      { error: campaignMessages.followUpsInvalid },
    ),
    { error: campaignMessages.followUpsInvalid },
  )
  .transform((steps, ctx): FollowUpStep[] => {
    const read = steps.map((step) => ({ templateId: step.template_id, waitDays: step.wait_days ?? FOLLOW_UP_LIMITS.waitDaysDefault }));
    const problem = followUpsProblem(read);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return read as FollowUpStep[];
  });

/** 'Optimise automatically': off unless set. */
const optimiseAutomatically = z.boolean({ error: campaignMessages.optimiseAutomaticallyInvalid });

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
    optimise_automatically: optimiseAutomatically.default(false),
    follow_ups: followUpsSchema.default([]),
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
    optimise_automatically: optimiseAutomatically.optional(),
    follow_ups: followUpsSchema.optional(),
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
  { name: campaignName(campaignMessages.nameBlank) },
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
