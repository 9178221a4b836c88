import type { Event } from '../../../platform/event-store/event-store.port';

/**
 * A campaign's counters so far (cumulative, never a difference), for audit: recorded by the runner when its run
 * changes state (completion, pauses, stops) and otherwise at most once an hour per campaign (progress-roll-up.ts).
 * The per-DM facts live in the delivery ledger and the card's counters in the runner's campaign_progress read
 * model; the campaigns projection still folds these roll-ups, so streams written when they came at every flush
 * rebuild the same cards. Its own stream per campaign, never folded by a command.
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
    /** Absent from roll-ups recorded before leads that cannot be messaged were counted apart. */
    skippedCannotDm?: number;
    nextContactIndex: number;
    /** Of messagesSent and messagesFailed, the follow-ups; absent from roll-ups recorded before follow-ups. */
    followUpsSent?: number;
    followUpsFailed?: number;
  }
>;

export type RunnerEvent = CampaignProgressRecorded;

export const campaignProgressStreamId = (campaignId: string) => `campaign-progress-${campaignId}`;
