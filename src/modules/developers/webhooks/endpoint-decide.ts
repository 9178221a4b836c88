import type { Decider } from '../../../platform/commands/decider';
import { DomainError } from '../../../platform/http/domain-error';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookEventType, webhookMessages } from '../contract/webhooks';
import type { WebhookEndpointEvent } from './events';

export type WebhookEndpointCommand =
  | { type: 'AddWebhookEndpoint'; workspaceId: string; endpointId: string; url: string; eventTypes: WebhookEventType[]; createdBy: string; nowMs: number }
  | { type: 'RemoveWebhookEndpoint'; workspaceId: string; endpointId: string; nowMs: number }
  | { type: 'DisableWebhookEndpoint'; workspaceId: string; endpointId: string; reason: string; nowMs: number }
  | { type: 'EnableWebhookEndpoint'; workspaceId: string; endpointId: string; nowMs: number };

/** The workspace's endpoints in use, and which of them are disabled. */
export interface WebhookEndpointsState {
  endpoints: Set<string>;
  disabled: Set<string>;
}

const initialState = (): WebhookEndpointsState => ({ endpoints: new Set(), disabled: new Set() });

function evolve(state: WebhookEndpointsState, event: WebhookEndpointEvent): WebhookEndpointsState {
  switch (event.type) {
    case 'WebhookEndpointAdded':
      state.endpoints.add(event.data.endpointId);
      return state;
    case 'WebhookEndpointRemoved':
      state.endpoints.delete(event.data.endpointId);
      state.disabled.delete(event.data.endpointId);
      return state;
    case 'WebhookEndpointDisabled':
      state.disabled.add(event.data.endpointId);
      return state;
    case 'WebhookEndpointEnabled':
      state.disabled.delete(event.data.endpointId);
      return state;
  }
}

function decide(command: WebhookEndpointCommand, state: WebhookEndpointsState): WebhookEndpointEvent[] {
  const at = new Date(command.nowMs).toISOString();
  if (command.type === 'AddWebhookEndpoint') {
    if (state.endpoints.size >= MAX_WEBHOOK_ENDPOINTS) throw new DomainError(webhookMessages.tooMany(MAX_WEBHOOK_ENDPOINTS), 'too_many_endpoints', 'conflict');
    const { workspaceId, endpointId, url, eventTypes, createdBy } = command;
    return [{ type: 'WebhookEndpointAdded', data: { workspaceId, endpointId, url, eventTypes, createdBy, at } }];
  }
  if (!state.endpoints.has(command.endpointId)) throw new DomainError(webhookMessages.notFound, 'endpoint_not_found', 'not_found');
  const { workspaceId, endpointId } = command;
  switch (command.type) {
    case 'RemoveWebhookEndpoint':
      return [{ type: 'WebhookEndpointRemoved', data: { workspaceId, endpointId, at } }];
    // Disabling twice, or enabling an endpoint that is on, changes nothing.
    case 'DisableWebhookEndpoint':
      return state.disabled.has(endpointId) ? [] : [{ type: 'WebhookEndpointDisabled', data: { workspaceId, endpointId, reason: command.reason, at } }];
    case 'EnableWebhookEndpoint':
      return state.disabled.has(endpointId) ? [{ type: 'WebhookEndpointEnabled', data: { workspaceId, endpointId, at } }] : [];
  }
}

export const webhookEndpointsDecider: Decider<WebhookEndpointCommand, WebhookEndpointsState, WebhookEndpointEvent> = { initialState, evolve, decide };
