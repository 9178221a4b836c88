import { z } from 'zod';

/**
 * A campaign's sequence, step by step: the first message (step 0) and each follow-up, with their own counters.
 *
 * | Method and path | Answer |
 * | GET /api/campaigns/:id/steps | `CampaignSteps` |
 * Another user's campaign answers 404 like a missing one (campaigns' `campaignMessages.notFound`).
 */

export const campaignStepSchema = z.object({
  /** 0: the first message; 1 to 3: the follow-ups. */
  step: z.number().int().nonnegative(),
  /** The days it waits after the message before (null for the first message). */
  wait_days: z.number().int().positive().nullable(),
  sent: z.number().int().nonnegative(),
  /** Leads whose first reply came after this step's DM and before the next's. */
  replied: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  /** Leads not messaged at this step, by reason. */
  skipped: z.object({
    replied: z.number().int().nonnegative(),
    do_not_contact: z.number().int().nonnegative(),
    already_dmd: z.number().int().nonnegative(),
    cannot_dm: z.number().int().nonnegative(),
  }),
  /** Reserved and not settled yet. */
  pending: z.number().int().nonnegative(),
});
export type CampaignStep = z.infer<typeof campaignStepSchema>;

export const campaignStepsSchema = z.object({ campaign_id: z.string(), steps: z.array(campaignStepSchema) });
export type CampaignSteps = z.infer<typeof campaignStepsSchema>;
