import type { CreateDatasetSourceAnswer, ProfileRow, SearchAnswer } from '@shared/dataset/contract';
import type { BulkDeleteAnswer, DeleteAnswer, LeadCreditsAnswer, RenameAnswer, UploadAnswer } from '@shared/leads/contract';
import {
  type DemoTargetsAnswer,
  type NameAvailabilityAnswer,
  type ScrapeProgress,
  type ScrapeStartAnswer,
  scrapeStages,
  scrapeTypes,
} from '@shared/leads/scrape-contract';
import { z } from 'zod';

/**
 * The lead sources API's answers as schemas. The contracts hold their types, not schemas: each schema is typed
 * by its contract type, so the two cannot drift apart without the build saying so.
 */
export const renameAnswer: z.ZodType<RenameAnswer> = z.object({ id: z.string(), name: z.string(), message: z.string() });
export const deleteAnswer: z.ZodType<DeleteAnswer> = z.object({ id: z.string(), message: z.string() });
export const bulkDeleteAnswer: z.ZodType<BulkDeleteAnswer> = z.object({ ids: z.array(z.string()), message: z.string() });

export const uploadAnswer: z.ZodType<UploadAnswer> = z.object({
  id: z.string(),
  name: z.string(),
  total_leads: z.number(),
  duplicates_dropped: z.number(),
  invalid_skipped: z.number(),
  message: z.string(),
});

const plan = z.enum(['free', 'basic', 'pro']);

export const leadCreditsAnswer: z.ZodType<LeadCreditsAnswer> = z.object({
  plan,
  used: z.number(),
  limit: z.number(),
  remaining: z.number(),
  percent: z.number(),
  level: z.enum(['normal', 'amber', 'red']),
  source_count: z.number(),
  max_sources: z.number().nullable(),
  can_create: z.boolean(),
  sources: z.array(z.object({ id: z.string(), name: z.string(), total_leads: z.number(), percent: z.number(), amber: z.boolean() })),
});

export const nameAvailabilityAnswer: z.ZodType<NameAvailabilityAnswer> = z.object({
  name: z.string(),
  available: z.boolean(),
  message: z.string().nullable(),
});

export const demoTargetsAnswer: z.ZodType<DemoTargetsAnswer> = z.object({
  accounts: z.array(z.object({ screen_name: z.string(), name: z.string(), followers_count: z.number() })),
  post_links: z.array(z.string()),
});

export const scrapeStartAnswer: z.ZodType<ScrapeStartAnswer> = z.object({
  lead_source_id: z.string(),
  task_id: z.string(),
  message: z.string(),
});

export const scrapeProgress: z.ZodType<ScrapeProgress> = z.object({
  lead_source_id: z.string(),
  task_id: z.string(),
  name: z.string(),
  stage: z.enum(scrapeStages),
  leads_found: z.number(),
  pages_fetched: z.number(),
  current_target: z.string().nullable(),
  targets_done: z.number(),
  targets_total: z.number(),
  estimated_seconds_left: z.number().nullable(),
  failed_targets: z.array(z.object({ username: z.string(), error: z.string() })),
  warning: z.string().nullable(),
  credit_limit_reached: z.boolean(),
  error_message: z.string().nullable(),
  scrape_type: z.enum(scrapeTypes),
  target_accounts: z.array(z.string()),
  post_links: z.array(z.string()),
  include_keywords: z.array(z.string()),
  exclude_keywords: z.array(z.string()),
  exclude_locations: z.array(z.string()),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});

const profileRow: z.ZodType<ProfileRow> = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string().nullable(),
  bio: z.string().nullable(),
  bio_urls: z.array(z.string()),
  urls: z.array(z.string()),
  location: z.string().nullable(),
  verified: z.boolean(),
  followers_count: z.number(),
  following_count: z.number(),
  profile_image_url: z.string().nullable(),
});

export const searchAnswer: z.ZodType<SearchAnswer> = z.object({
  preview: z.array(profileRow),
  total: z.number(),
  lead_limit: z.number(),
  plan_type: z.enum(['free', 'paid']),
  lead_limit_disabled: z.boolean(),
  message: z.string(),
});

export const createDatasetSourceAnswer: z.ZodType<CreateDatasetSourceAnswer> = z.object({
  id: z.string(),
  name: z.string(),
  total_leads: z.number(),
  truncated: z.boolean(),
  message: z.string(),
});
