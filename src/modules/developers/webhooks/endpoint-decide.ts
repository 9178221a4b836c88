import type { Decider } from '../../../platform/commands/decider';
import { DomainError } from '../../../platform/http/domain-error';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookEventType, webhookMessages } from '../contract/webhooks';
import type { WebhookEndpointEvent } from './events';

export type WebhookEndpointCommand =
  | { type: 'AddWebhookEndpoint'; workspaceId: string; endpointId: string; url: string; eventTypes: WebhookEventType[]; createdBy: string; nowMs: number }
  | { type: 'RemoveWebhookEndpoint'; workspaceId: string; endpointId: string; nowMs: number };

/** The workspace's endpoints in use. */
export interface WebhookEndpointsState {
  endpoints: Set<string>;
}

const initialState = (): WebhookEndpointsState => ({ endpoints: new Set() });

function evolve(state: WebhookEndpointsState, event: WebhookEndpointEvent): WebhookEndpointsState {
  if (event.type === 'WebhookEndpointAdded') state.endpoints.add(event.data.endpointId);
  else state.endpoints.delete(event.data.endpointId);
  return state;
}

function decide(command: WebhookEndpointCommand, state: WebhookEndpointsState): WebhookEndpointEvent[] {
  const at = new Date(command.nowMs).toISOString();
  if (command.type === 'AddWebhookEndpoint') {
    if (state.endpoints.size >= MAX_WEBHOOK_ENDPOINTS) throw new DomainError(webhookMessages.tooMany(MAX_WEBHOOK_ENDPOINTS), 'too_many_endpoints', 'conflict');
    const { workspaceId, endpointId, url, eventTypes, createdBy } = command;
    return [{ type: 'WebhookEndpointAdded', data: { workspaceId, endpointId, url, eventTypes, createdBy, at } }];
  }
  if (!state.endpoints.has(command.endpointId)) throw new DomainError(webhookMessages.notFound, 'endpoint_not_found', 'not_found');
  return [{ type: 'WebhookEndpointRemoved', data: { workspaceId: command.workspaceId, endpointId: command.endpointId, at } }];
}

export const webhookEndpointsDecider: Decider<WebhookEndpointCommand, WebhookEndpointsState, WebhookEndpointEvent> = { initialState, evolve, decide };
