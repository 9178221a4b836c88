import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { WEBHOOK_DELIVERY_QUEUE, webhooksProcess } from './webhooks.process';

let version = 0;
const recorded = (type: string, data: Record<string, unknown>, id = `evt-${++version}`): RecordedEvent =>
  ({ id, streamId: 's', version, type, data, metadata: {}, position: { major: 1n, minor: BigInt(version) }, createdAt: new Date('2026-11-29T10:00:00Z') }) as RecordedEvent;
const added = (endpointId: string, eventTypes: string[]) => recorded('WebhookEndpointAdded', { workspaceId: 'w1', endpointId, url: 'https://x.example', eventTypes, createdBy: 'ana', at: '' });
const reply = (id = 'reply-1') =>
  recorded('ReplyReceived', { userId: 'w1', campaignId: 'c1', accountId: 'a1', deliveryId: 'd1', username: 'lead', recipientXId: '9', messageId: 'm1', conversationId: 'v1', text: 'Sure!', receivedAt: '2026-11-29T09:59:00Z' }, id);

function run(...events: RecordedEvent[]) {
  let state = webhooksProcess.initialState();
  const outputs = [];
  for (const event of events) {
    outputs.push(...webhooksProcess.decide(event, state));
    state = webhooksProcess.evolve(state, event);
  }
  return outputs;
}

describe('the webhooks process manager', () => {
  it('given endpoints, when a reply is recorded, then each endpoint that asked for replies gets one delivery, keyed by endpoint and event', () => {
    const outputs = run(added('e1', ['reply.received']), added('e2', ['campaign.started']), added('e3', ['reply.received', 'campaign.paused']), reply());
    expect(outputs).toEqual([
      expect.objectContaining({ kind: 'job', queue: WEBHOOK_DELIVERY_QUEUE, singletonKey: 'webhook:e1:reply-1:1', data: expect.objectContaining({ endpointId: 'e1', attempt: 1 }) }),
      expect.objectContaining({ singletonKey: 'webhook:e3:reply-1:1' }),
    ]);
    expect((outputs[0] as { data: { payload: unknown } }).data.payload).toEqual({
      id: 'reply-1',
      type: 'reply.received',
      created: '2026-11-29T10:00:00.000Z',
      workspace_id: 'w1',
      data: { campaign_id: 'c1', account_id: 'a1', username: 'lead', text: 'Sure!', received_at: '2026-11-29T09:59:00Z', conversation_id: 'v1' },
    });
  });

  it('sends nothing before an endpoint is added or after it is removed', () => {
    expect(run(reply('early'), added('e1', ['reply.received']), recorded('WebhookEndpointRemoved', { workspaceId: 'w1', endpointId: 'e1', at: '' }), reply('late'))).toEqual([]);
  });

  it('keys each workspace apart, and tells a campaign paused with its reason', () => {
    expect(webhooksProcess.keyOf(reply())).toBe('w1');
    const [paused] = run(
      added('e1', ['campaign.paused']),
      recorded('CampaignPaused', { userId: 'w1', campaignId: 'c1', from: 'running', by: 'system', reason: 'account_dead', requiresValidation: false, errorMessage: 'Locked' }),
    );
    expect((paused as { data: { payload: { type: string; data: unknown } } }).data.payload).toMatchObject({
      type: 'campaign.paused',
      data: { campaign_id: 'c1', reason: 'account_dead', error_message: 'Locked' },
    });
  });

  it('tells an account needing attention when it becomes so, not at every check that finds it still so', () => {
    const checked = (health: string) => recorded('AccountHealthChecked', { userId: 'w1', accountId: 'a1', health, detail: health === 'healthy' ? null : 'X says no', username: 'sender', by: 'job', at: '' });
    const outputs = run(added('e1', ['account.needs_attention']), checked('healthy'), checked('locked'), checked('locked'), checked('healthy'), checked('session_expired'));
    expect(outputs.map((output) => (output as { data: { payload: { data: { health: string } } } }).data.payload.data.health)).toEqual(['locked', 'session_expired']);
    expect((outputs[0] as { data: { payload: unknown } }).data.payload).toMatchObject({ type: 'account.needs_attention', data: { account_id: 'a1', username: 'sender', detail: 'X says no' } });
  });

  it('tells a lead source finished once: an upload or a scrape by its leads, a scrape that kept none by its completion', () => {
    const payloads = run(
      added('e1', ['lead_source.completed']),
      recorded('LeadsImported', { userId: 'w1', sourceId: 'upload', count: 12 }),
      recorded('ScrapeCompleted', { userId: 'w1', sourceId: 'scrape', count: 40, failedTargets: [], warning: null, creditLimitReached: false }),
      recorded('LeadsImported', { userId: 'w1', sourceId: 'scrape', count: 40 }),
      recorded('ScrapeCompleted', { userId: 'w1', sourceId: 'empty', count: 0, failedTargets: [], warning: 'Nothing found', creditLimitReached: false }),
    ).map((output) => (output as { data: { payload: { data: unknown } } }).data.payload.data);
    expect(payloads).toEqual([
      { lead_source_id: 'upload', leads: 12 },
      { lead_source_id: 'scrape', leads: 40 },
      { lead_source_id: 'empty', leads: 0, warning: 'Nothing found' },
    ]);
  });

  it('tells a plan changed with what the plan history says', () => {
    const [changed] = run(
      added('e1', ['plan.changed']),
      recorded('PlanChanged', { userId: 'w1', from: { plan: 'basic', allowedAccounts: 1, leadCreditsLimit: 1000 }, to: { plan: 'pro', allowedAccounts: 4, leadCreditsLimit: 10000 }, by: 'user', at: '2026-11-29T10:00:00Z' }),
    );
    expect((changed as { data: { payload: unknown } }).data.payload).toMatchObject({
      type: 'plan.changed',
      data: { change: 'Changed to pro (4 accounts)', from: { plan: 'basic', allowed_accounts: 1 }, to: { plan: 'pro', allowed_accounts: 4 } },
    });
  });
});
