import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../platform/http/domain-error';
import { MAX_WEBHOOK_ENDPOINTS, webhookMessages } from '../contract/webhooks';
import { type WebhookEndpointCommand, webhookEndpointsDecider } from './endpoint-decide';
import type { WebhookEndpointEvent } from './events';

const NOW = Date.parse('2026-11-29T10:00:00Z');
const given = (...events: WebhookEndpointEvent[]) => ({
  when: (command: WebhookEndpointCommand) => webhookEndpointsDecider.decide(command, events.reduce(webhookEndpointsDecider.evolve, webhookEndpointsDecider.initialState())),
});
const add = (endpointId: string): WebhookEndpointCommand => ({
  type: 'AddWebhookEndpoint',
  workspaceId: 'w1',
  endpointId,
  url: 'https://crm.example/hooks',
  eventTypes: ['reply.received'],
  createdBy: 'ana',
  nowMs: NOW,
});
const added = (endpointId: string): WebhookEndpointEvent => ({
  type: 'WebhookEndpointAdded',
  data: { workspaceId: 'w1', endpointId, url: 'https://crm.example/hooks', eventTypes: ['reply.received'], createdBy: 'ana', at: '' },
});
const refused = (act: () => unknown) => {
  try {
    act();
  } catch (error) {
    if (error instanceof DomainError) return { message: error.message, status: error.status };
  }
  throw new Error('not refused');
};

describe('webhook endpoints', () => {
  it('given a workspace, when an endpoint is added, then it is recorded with its URL and event types, no secret', () => {
    expect(given().when(add('e1'))).toEqual([
      { type: 'WebhookEndpointAdded', data: { workspaceId: 'w1', endpointId: 'e1', url: 'https://crm.example/hooks', eventTypes: ['reply.received'], createdBy: 'ana', at: '2026-11-29T10:00:00.000Z' } },
    ]);
  });

  it(`refuses an endpoint past ${MAX_WEBHOOK_ENDPOINTS}; a removed one frees its place`, () => {
    const full = Array.from({ length: MAX_WEBHOOK_ENDPOINTS }, (_, n) => added(`e${n}`));
    expect(refused(() => given(...full).when(add('more')))).toEqual({ message: webhookMessages.tooMany(MAX_WEBHOOK_ENDPOINTS), status: 409 });
    expect(given(...full, { type: 'WebhookEndpointRemoved', data: { workspaceId: 'w1', endpointId: 'e0', at: '' } }).when(add('more'))).toHaveLength(1);
  });

  it('removes an endpoint once; an unknown or removed one is not found', () => {
    expect(given(added('e1')).when({ type: 'RemoveWebhookEndpoint', workspaceId: 'w1', endpointId: 'e1', nowMs: NOW })).toHaveLength(1);
    const removed = given(added('e1'), { type: 'WebhookEndpointRemoved', data: { workspaceId: 'w1', endpointId: 'e1', at: '' } });
    expect(refused(() => removed.when({ type: 'RemoveWebhookEndpoint', workspaceId: 'w1', endpointId: 'e1', nowMs: NOW }))).toEqual({ message: webhookMessages.notFound, status: 404 });
  });

  it('disables an endpoint once and enables it again; a removed one cannot be either', () => {
    const disable = { type: 'DisableWebhookEndpoint', workspaceId: 'w1', endpointId: 'e1', reason: 'Failing for 24 hours', nowMs: NOW } as const;
    const enable = { type: 'EnableWebhookEndpoint', workspaceId: 'w1', endpointId: 'e1', nowMs: NOW } as const;
    const [disabled] = given(added('e1')).when(disable);
    expect(disabled).toEqual({ type: 'WebhookEndpointDisabled', data: { workspaceId: 'w1', endpointId: 'e1', reason: 'Failing for 24 hours', at: '2026-11-29T10:00:00.000Z' } });
    expect(given(added('e1'), disabled as WebhookEndpointEvent).when(disable)).toEqual([]);
    expect(given(added('e1')).when(enable)).toEqual([]);
    expect(given(added('e1'), disabled as WebhookEndpointEvent).when(enable)).toEqual([{ type: 'WebhookEndpointEnabled', data: { workspaceId: 'w1', endpointId: 'e1', at: '2026-11-29T10:00:00.000Z' } }]);
    const removed = given(added('e1'), { type: 'WebhookEndpointRemoved', data: { workspaceId: 'w1', endpointId: 'e1', at: '' } });
    expect(refused(() => removed.when(disable))).toMatchObject({ status: 404 });
  });
});
