import { z } from 'zod';

/** The events an endpoint may ask for; each delivery's `type`. */
export const WEBHOOK_EVENT_TYPES = [
  'reply.received',
  'campaign.started',
  'campaign.paused',
  'campaign.completed',
  'account.needs_attention',
  'lead_source.completed',
  'plan.changed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'reply.received': 'A lead replied to a campaign DM',
  'campaign.started': 'A campaign started',
  'campaign.paused': 'A campaign paused (by someone, or because its account needs attention)',
  'campaign.completed': 'A campaign messaged every lead',
  'account.needs_attention': "A connected X account's session expired, or X locked or suspended it",
  'lead_source.completed': 'A lead source finished: an upload, a database search or a scrape',
  'plan.changed': "The workspace's plan changed",
};

/** Endpoints a workspace may have at once. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const WEBHOOK_URL_MAX = 2000;

export const webhookMessages = {
  urlInvalid: 'Please enter a valid https:// URL',
  urlNotAllowed: 'Webhooks cannot be sent to local, private or cloud metadata addresses',
  urlUnresolved: (host: string) => `The host ${host} could not be found`,
  eventTypesRequired: 'Choose at least one event type',
  eventTypeInvalid: (types: readonly string[]) => `Event types must be among ${types.join(', ')}`,
  tooMany: (max: number) => `A workspace can have at most ${max} webhook endpoints`,
  added: 'Webhook endpoint added. Copy its signing secret now: it will not be shown again.',
  removed: 'Webhook endpoint removed',
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  resent: 'Delivery sent again',
  enabled: 'Webhook endpoint enabled: events from now on are delivered',
  /** Why an endpoint was disabled (shown on its row). */
  disabledReason: 'Every delivery failed for 24 hours',
  disabledMailSubject: 'A webhook endpoint of your OutTwit workspace was disabled',
  disabledMailText: (url: string, developersUrl: string) =>
    `Deliveries to ${url} failed for 24 hours, so OutTwit stopped sending events to it. Fix the endpoint, then enable it again on the Developers page: ${developersUrl}`,
  testDelivered: (status: number) => `Test event delivered: the endpoint answered ${status}`,
  testRefused: (answer: string) => `The test event did not arrive: ${answer}`,
};

export const addWebhookEndpointSchema = z.object({
  url: z.string({ error: webhookMessages.urlInvalid }).trim().min(1, webhookMessages.urlInvalid).max(WEBHOOK_URL_MAX, webhookMessages.urlInvalid),
  event_types: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: webhookMessages.eventTypeInvalid(WEBHOOK_EVENT_TYPES) }), { error: webhookMessages.eventTypesRequired })
    .min(1, webhookMessages.eventTypesRequired)
    .transform((types) => [...new Set(types)]),
});
export type AddWebhookEndpointBody = z.infer<typeof addWebhookEndpointSchema>;

export interface WebhookEndpointRow {
  id: string;
  url: string;
  event_types: WebhookEventType[];
  created_at: string;
  created_by_email: string | null;
  /** When deliveries stopped after 24 hours of failures, and why; null while it is on. */
  disabled_at: string | null;
  disabled_reason: string | null;
}

export interface AddedWebhookEndpoint {
  message: string;
  /** The signing secret, this once. */
  secret: string;
  endpoint: WebhookEndpointRow;
}

/** One delivery of an event to an endpoint, with its latest attempt. */
export interface WebhookDeliveryRow {
  id: string;
  event_id: string;
  type: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  created_at: string;
  next_attempt_at: string | null;
  last_attempt: { at: string; status: number | null; duration_ms: number; response: string; error: string | null } | null;
}

/** The answer to 'Send test event'. */
export interface WebhookTestAnswer {
  delivered: boolean;
  /** The endpoint's HTTP status, or null when none came (refused address, timeout, connection error). */
  status: number | null;
  message: string;
}
