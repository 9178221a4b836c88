import {
  type CampaignAnswer,
  type CampaignHistoryRow,
  type CampaignRow,
  type CheckStartAnswer,
  campaignStatuses,
  type DeleteAnswer,
  historyActors,
} from '@shared/campaigns/contract';
import { type OutcomeRow, outcomeKinds, outcomeReasons, type ReplyRow } from '@shared/runner/contract';
import { z } from 'zod';

/**
 * The campaigns API's answers as schemas. The contract holds their types, not schemas: each schema is typed by
 * its contract type, so the two cannot drift apart without the build saying so.
 */
const campaignRow = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  status: z.enum(campaignStatuses),
  lead_source_ids: z.array(z.string()),
  lead_sources: z.array(z.object({ id: z.string(), name: z.string() })),
  daily_dm_limit: z.number(),
  profile_id: z.string().nullable(),
  template_id: z.string(),
  skip_already_dmd: z.boolean(),
  use_do_not_contact_list: z.boolean(),
  optimise_automatically: z.boolean(),
  follow_ups: z.array(z.object({ template_id: z.string(), wait_days: z.number() })).default([]),
  messages_sent: z.number(),
  messages_failed: z.number(),
  next_contact_index: z.number(),
  requires_validation: z.boolean(),
  campaign_total_leads: z.number(),
  leads_in_sources: z.number(),
  error_message: z.string().nullable(),
  skipped_already_dmd: z.number(),
  skipped_do_not_contact: z.number(),
  skipped_cannot_dm: z.number(),
  follow_ups_sent: z.number(),
  follow_ups_failed: z.number(),
  send_window_start: z.number().nullable(),
  send_window_end: z.number().nullable(),
  time_zone: z.string(),
  replies_count: z.number(),
  reply_rate: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<CampaignRow>;

/** Create, update, rename, start and pause answer the campaign and the toast's message. */
export const campaignAnswer: z.ZodType<CampaignAnswer> = campaignRow.extend({ message: z.string() });

/** POST /api/campaigns/:id/check-start. */
export const checkStartAnswer: z.ZodType<CheckStartAnswer> = z.object({ can_start: z.boolean(), message: z.string() });

export const campaignDeleteAnswer: z.ZodType<DeleteAnswer> = z.object({ id: z.string(), message: z.string() });

/** GET /api/campaigns/:id/history. */
export const campaignHistory: z.ZodType<CampaignHistoryRow[]> = z.array(
  z.object({
    version: z.number(),
    event_type: z.string(),
    what: z.string(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    changes: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
    at: z.string(),
    by: z.enum(historyActors),
    by_email: z.string().nullable(),
  }),
);

/** GET /api/campaigns/:id/replies. */
export const campaignReplies: z.ZodType<ReplyRow[]> = z.array(
  z.object({
    id: z.string(),
    campaign_id: z.string(),
    username: z.string(),
    name: z.string().optional(),
    text: z.string(),
    received_at: z.string(),
    conversation_url: z.string(),
    profile_url: z.string(),
  }),
);

/** GET /api/campaigns/:id/outcomes?kind=failed|skipped. */
export const campaignOutcomes: z.ZodType<OutcomeRow[]> = z.array(
  z.object({
    id: z.string(),
    campaign_id: z.string(),
    username: z.string(),
    kind: z.enum(outcomeKinds),
    reason: z.enum(outcomeReasons),
    error_message: z.string().nullable(),
    at: z.string(),
  }),
);
