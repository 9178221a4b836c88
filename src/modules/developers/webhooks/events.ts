import type { Event } from '../../../platform/event-store/event-store.port';
import type { WebhookEventType } from '../contract/webhooks';

/** A workspace's webhook endpoints: added and removed. Their signing secrets never appear here. */
export type WebhookEndpointAdded = Event<
  'WebhookEndpointAdded',
  { workspaceId: string; endpointId: string; url: string; eventTypes: WebhookEventType[]; createdBy: string; at: string }
>;
export type WebhookEndpointRemoved = Event<'WebhookEndpointRemoved', { workspaceId: string; endpointId: string; at: string }>;

export type WebhookEndpointEvent = WebhookEndpointAdded | WebhookEndpointRemoved;

export const webhookEndpointEventTypes: WebhookEndpointEvent['type'][] = ['WebhookEndpointAdded', 'WebhookEndpointRemoved'];

export const webhookEndpointsStreamId = (workspaceId: string) => `webhooks-${workspaceId}`;
