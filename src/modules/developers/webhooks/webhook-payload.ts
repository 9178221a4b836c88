import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { type AccountHealthChecked, DEAD_HEALTH_STATES, type HealthState } from '../../accounts';
import { type PlanEvent, planChangeOf } from '../../billing';
import type { CampaignCompleted, CampaignPaused, CampaignStarted } from '../../campaigns';
import type { LeadsImported, ScrapeCompleted } from '../../leads';
import type { ReplyReceived } from '../../runner';
import type { WebhookEventType } from '../contract/webhooks';

/** Plan events that change the plan itself (not its schedule, feedback or counts). */
const PLAN_CHANGES = ['PlanUpgraded', 'TrialStarted', 'PlanChanged', 'DowngradeApplied', 'SubscriptionCanceled', 'PlanSuspendedForNonPayment', 'PaymentRecovered'] as const;
type PlanChange = Extract<PlanEvent, { type: (typeof PLAN_CHANGES)[number] }>;

/** The domain events webhooks tell of. */
export type WebhookSourceEvent = ReplyReceived | CampaignStarted | CampaignPaused | CampaignCompleted | AccountHealthChecked | LeadsImported | ScrapeCompleted | PlanChange;
export const webhookSourceEventTypes: WebhookSourceEvent['type'][] = [
  'ReplyReceived',
  'CampaignStarted',
  'CampaignPaused',
  'CampaignCompleted',
  'AccountHealthChecked',
  'LeadsImported',
  'ScrapeCompleted',
  ...PLAN_CHANGES,
];

/** The type of the event 'Send test event' delivers: it tells of nothing that happened. */
export const TEST_EVENT_TYPE = 'webhook.test';

/** What a delivery's body carries: the event's id (receivers dedupe by it), its type, when it happened, its data. */
export interface WebhookPayload {
  id: string;
  /** One of the event types, or 'webhook.test' for the Developers page's test event. */
  type: WebhookEventType | typeof TEST_EVENT_TYPE;
  created: string;
  workspace_id: string;
  data: Record<string, unknown>;
}

/**
 * A domain event as the public event it is told as, or null when it tells nothing: its fields are the API's
 * names, with nothing secret. `healthBefore` is the account's health before a check (an account is told as
 * needing attention when it becomes so, not at every check that finds it still so).
 */
export function webhookPayloadOf(recorded: RecordedEvent<WebhookSourceEvent>, healthBefore?: HealthState): WebhookPayload | null {
  const event = recorded as unknown as WebhookSourceEvent;
  const told = (type: WebhookEventType, data: Record<string, unknown>): WebhookPayload => ({
    id: recorded.id,
    type,
    created: recorded.createdAt.toISOString(),
    workspace_id: event.data.userId,
    data,
  });
  switch (event.type) {
    case 'ReplyReceived': {
      const { campaignId, accountId, username, text, receivedAt, conversationId } = event.data;
      return told('reply.received', { campaign_id: campaignId, account_id: accountId, username, text, received_at: receivedAt, conversation_id: conversationId });
    }
    case 'CampaignStarted':
      return told('campaign.started', { campaign_id: event.data.campaignId, by: event.data.by });
    case 'CampaignPaused':
      return told('campaign.paused', { campaign_id: event.data.campaignId, by: event.data.by, reason: event.data.reason, error_message: event.data.errorMessage });
    case 'CampaignCompleted':
      return told('campaign.completed', { campaign_id: event.data.campaignId });
    case 'AccountHealthChecked': {
      const { accountId, health, detail, username } = event.data;
      if (!DEAD_HEALTH_STATES.includes(health) || healthBefore === health) return null;
      return told('account.needs_attention', { account_id: accountId, username: username ?? null, health, detail });
    }
    // Every source's leads are counted once, when it finishes; a scrape that kept none has only its completion.
    case 'LeadsImported':
      return told('lead_source.completed', { lead_source_id: event.data.sourceId, leads: event.data.count });
    case 'ScrapeCompleted':
      return event.data.count > 0 ? null : told('lead_source.completed', { lead_source_id: event.data.sourceId, leads: 0, warning: event.data.warning });
    default: {
      const change = planChangeOf(event);
      return change ? told('plan.changed', { change: change.change, from: change.from, to: change.to }) : null;
    }
  }
}
