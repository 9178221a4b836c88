import {
  type AddedWebhookEndpoint,
  type AddWebhookEndpointBody,
  WEBHOOK_EVENT_TYPES,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  type WebhookTestAnswer,
  webhookMessages,
} from '@shared/developers/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { serverMessageFirst } from '../../../hooks/command-failure';
import { useCommand } from '../../../hooks/useCommand';
import { getParsed } from '../../../providers/api';

/** The API resource (/api/developers/webhooks): its commands go through useCommand, which refreshes the lists. */
export const WEBHOOKS = 'developers/webhooks';
/** A delivery's own commands (POST /api/developers/webhooks/deliveries/:id/resend). */
const DELIVERIES = `${WEBHOOKS}/deliveries`;

const endpointRow: z.ZodType<WebhookEndpointRow> = z.object({
  id: z.string(),
  url: z.string(),
  event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  created_at: z.string(),
  created_by_email: z.string().nullable(),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
});

const addedEndpoint: z.ZodType<AddedWebhookEndpoint> = z.object({ message: z.string(), secret: z.string(), endpoint: endpointRow });

const deliveryRow: z.ZodType<WebhookDeliveryRow> = z.object({
  id: z.string(),
  event_id: z.string(),
  type: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number(),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
  last_attempt: z
    .object({ at: z.string(), status: z.number().nullable(), duration_ms: z.number(), response: z.string(), error: z.string().nullable() })
    .nullable(),
});

const testAnswer: z.ZodType<WebhookTestAnswer> = z.object({ delivered: z.boolean(), status: z.number().nullable(), message: z.string() });
const messageAnswer = z.object({ message: z.string() });

/** The current workspace's endpoints; read on the page of the roles that manage them. */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: ['developers', 'webhooks'],
    queryFn: ({ signal }) => getParsed(`/${WEBHOOKS}`, z.array(endpointRow), signal),
    retry: 1,
  });
}

/** An endpoint's latest deliveries, newest first, read while its log is open. */
export function useWebhookDeliveries(endpointId: string | null) {
  return useQuery({
    queryKey: ['developers', 'webhooks', endpointId, 'deliveries'],
    queryFn: ({ signal }) => getParsed(`/${WEBHOOKS}/${encodeURIComponent(endpointId ?? '')}/deliveries`, z.array(deliveryRow), signal),
    enabled: endpointId !== null,
    retry: 1,
  });
}

/** Adds an endpoint; its answer (the signing secret, this once) is the dialog's to show, a refusal the form's. */
export function useAddWebhookEndpoint() {
  return useCommand(WEBHOOKS, 'create', {
    answer: addedEndpoint,
    request: (body: AddWebhookEndpointBody) => ({ data: body }),
    success: () => null,
    failure: 'Failed to add the webhook endpoint',
    refusalInForm: true,
  });
}

export function useRemoveWebhookEndpoint() {
  return useCommand(WEBHOOKS, 'delete', {
    answer: messageAnswer,
    request: (id: string) => ({ id }),
    success: webhookMessages.removed,
    failure: 'Failed to remove the webhook endpoint',
    notice: serverMessageFirst,
  });
}

/** Sends a test event: the answer says whether the endpoint took it, in a toast of that colour. */
export function useTestWebhookEndpoint() {
  return useCommand(WEBHOOKS, 'test', {
    answer: testAnswer,
    request: (id: string) => ({ id }),
    success: (answer) => ({ message: answer.message, type: answer.delivered ? 'success' : 'error' }),
    failure: 'Failed to send the test event',
    notice: serverMessageFirst,
  });
}

export function useEnableWebhookEndpoint() {
  return useCommand(WEBHOOKS, 'enable', {
    answer: messageAnswer,
    request: (id: string) => ({ id }),
    success: webhookMessages.enabled,
    failure: 'Failed to enable the webhook endpoint',
    notice: serverMessageFirst,
  });
}

export function useResendDelivery() {
  return useCommand(DELIVERIES, 'resend', {
    answer: messageAnswer,
    request: (deliveryId: string) => ({ id: deliveryId }),
    success: webhookMessages.resent,
    failure: 'Failed to send the delivery again',
    notice: serverMessageFirst,
  });
}
