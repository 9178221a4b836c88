import type { Event } from '../../../platform/event-store/event-store.port';

/**
 * A running campaign's counters so far (cumulative, never a difference), recorded by the runner at most every
 * RUNNER_PROGRESS_FLUSH_MS per campaign and at every stop and completion. The per-DM facts live in the
 * delivery ledger; this roll-up is what the campaign card shows. Its own stream per campaign, never folded.
 */
export type CampaignProgressRecorded = Event<
  'CampaignProgressRecorded',
  {
    userId: string;
    campaignId: string;
    messagesSent: number;
    messagesFailed: number;
    skippedAlreadyDmd: number;
    skippedDoNotContact: number;
    nextContactIndex: number;
  }
>;

export type RunnerEvent = CampaignProgressRecorded;

export const campaignProgressStreamId = (campaignId: string) => `campaign-progress-${campaignId}`;
