import { z } from 'zod';
import { outcomeReasons } from '../outcomes/contract';
import { overviewDaySchema } from '../overview/contract';

/**
 * A campaign's delivery log and its days, as the detail page reads them.
 *
 * | Method and path | Query | Answer |
 * | GET /api/campaigns/:id/deliveries | status=pending\|sent\|replied\|skipped\|failed, q (username, with or without @), ra-data-simple-rest range=[0,49] (last contacted first) | `DeliveryRow[]` + Content-Range `campaign-deliveries 0-49/120` |
 * | GET /api/campaigns/:id/deliveries.csv | status, q as above | text/csv attachment, `DELIVERY_CSV_COLUMNS` first |
 * | GET /api/campaigns/:id/daily | `time_zone` (IANA, default UTC) | `CampaignDaily`: DMs sent and replies per calendar day of that zone, the last 14 days |
 * The log lists the runner's ledger: leads it has reached. Leads it has not reached yet are not rows; the card
 * counts them (campaign_total_leads minus the leads processed). Another user's campaign answers 404 like a
 * missing one; an unknown status or a malformed range, 400.
 */

export const deliveryStatuses = ['pending', 'sent', 'replied', 'skipped', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const deliveryRowSchema = z.object({
  /** The delivery's id in the runner's ledger. */
  id: z.string(),
  /** The lead's X username (lower-case). */
  username: z.string(),
  status: z.enum(deliveryStatuses),
  /** Why it was skipped or failed; null otherwise. */
  reason: z.enum(outcomeReasons).nullable(),
  /** X's refusal as the runner stored it (failed only). */
  error_message: z.string().nullable(),
  /** Which of the template's variations the DM used (0-based); null on skips and DMs sent before variations were recorded. */
  variation: z.number().int().nonnegative().nullable(),
  /** 0: the first message; 1 to 3: a follow-up. */
  step: z.number().int().nonnegative(),
  /** When it was sent, skipped or failed; when it was reserved while pending. */
  at: z.string(),
  /** The conversation on X (https://x.com/messages/<id>) when known. */
  conversation_url: z.string().nullable(),
});
export type DeliveryRow = z.infer<typeof deliveryRowSchema>;
export const deliveryRowsSchema = z.array(deliveryRowSchema);

export const campaignDailySchema = z.object({
  /** The zone whose calendar days these are (the browser's own, as the overview's). */
  time_zone: z.string(),
  /** 14 days, oldest first, today last; days without activity carry zeros. */
  days: z.array(overviewDaySchema),
});
export type CampaignDaily = z.infer<typeof campaignDailySchema>;

export const DELIVERY_CSV_COLUMNS = ['username', 'status', 'reason', 'step', 'variation', 'at', 'conversation_url'] as const;

/** The log's file: the campaign's name with underscores for spaces. */
export const deliveriesFileName = (campaignName: string) => `${campaignName.replace(/ /g, '_')}_delivery_log.csv`;

export const deliveryMessages = {
  statusInvalid: `status must be one of ${deliveryStatuses.join(', ')}`,
  searchInvalid: 'q must be a single username',
} as const;
