import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { CampaignCompleted, CampaignPaused, CampaignStarted } from '../../campaigns';
import type { ReplyReceived } from '../../runner';
import type { WebhookEventType } from '../contract/webhooks';

/** The domain events webhooks tell of. */
export type WebhookSourceEvent = ReplyReceived | CampaignStarted | CampaignPaused | CampaignCompleted;
export const webhookSourceEventTypes: WebhookSourceEvent['type'][] = ['ReplyReceived', 'CampaignStarted', 'CampaignPaused', 'CampaignCompleted'];

/** What a delivery's body carries: the event's id (receivers dedupe by it), its type, when it happened, its data. */
export interface WebhookPayload {
  id: string;
  type: WebhookEventType;
  created: string;
  workspace_id: string;
  data: Record<string, unknown>;
}

/** A domain event as the public event it is told as; its fields are the API's names, with nothing secret. */
export function webhookPayloadOf(recorded: RecordedEvent<WebhookSourceEvent>): WebhookPayload {
  const event = recorded as unknown as WebhookSourceEvent;
  const base = { id: recorded.id, created: recorded.createdAt.toISOString(), workspace_id: event.data.userId };
  switch (event.type) {
    case 'ReplyReceived': {
      const { campaignId, accountId, username, text, receivedAt, conversationId } = event.data;
      return { ...base, type: 'reply.received', data: { campaign_id: campaignId, account_id: accountId, username, text, received_at: receivedAt, conversation_id: conversationId } };
    }
    case 'CampaignStarted':
      return { ...base, type: 'campaign.started', data: { campaign_id: event.data.campaignId, by: event.data.by } };
    case 'CampaignPaused':
      return {
        ...base,
        type: 'campaign.paused',
        data: { campaign_id: event.data.campaignId, by: event.data.by, reason: event.data.reason, error_message: event.data.errorMessage },
      };
    case 'CampaignCompleted':
      return { ...base, type: 'campaign.completed', data: { campaign_id: event.data.campaignId } };
  }
}
