import type { Event } from '../../../platform/event-store/event-store.port';
import type { WebhookEventType } from '../contract/webhooks';

/** A workspace's webhook endpoints: added and removed. Their signing secrets never appear here. */
export type WebhookEndpointAdded = Event<
  'WebhookEndpointAdded',
  { workspaceId: string; endpointId: string; url: string; eventTypes: WebhookEventType[]; createdBy: string; at: string }
>;
export type WebhookEndpointRemoved = Event<'WebhookEndpointRemoved', { workspaceId: string; endpointId: string; at: string }>;
/** Deliveries stop: an event failed for 24 hours with no delivery to the endpoint succeeding meanwhile. */
export type WebhookEndpointDisabled = Event<'WebhookEndpointDisabled', { workspaceId: string; endpointId: string; reason: string; at: string }>;
/** Turned on again by an Admin: events from then on are delivered. */
export type WebhookEndpointEnabled = Event<'WebhookEndpointEnabled', { workspaceId: string; endpointId: string; at: string }>;

export type WebhookEndpointEvent = WebhookEndpointAdded | WebhookEndpointRemoved | WebhookEndpointDisabled | WebhookEndpointEnabled;

export const webhookEndpointEventTypes: WebhookEndpointEvent['type'][] = ['WebhookEndpointAdded', 'WebhookEndpointRemoved', 'WebhookEndpointDisabled', 'WebhookEndpointEnabled'];

export const webhookEndpointsStreamId = (workspaceId: string) => `webhooks-${workspaceId}`;
