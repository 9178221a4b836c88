import { randomUUID } from 'node:crypto';
import { AggregateStreams } from '../../src/platform/commands/aggregate-streams';
import type { EventStore } from '../../src/platform/event-store/event-store.port';
import { DomainError } from '../../src/platform/http/domain-error';
import { type CampaignCommand, campaignsDecider } from '../../src/modules/campaigns/campaign/decide';
import { campaignsStreamId } from '../../src/modules/campaigns/campaign/events';
import type { RunnerLifecycle } from '../../src/modules/runner';

/**
 * The runner's lifecycle changes recorded on the user's campaigns stream with the campaigns context's own
 * decider, as CampaignsService does in the app (complete, pauseByRunner, and an account's pause), for
 * processes started without Nest. A refusal (already completed, already paused) is a change already made.
 */
export function campaignsLifecycle(store: EventStore): RunnerLifecycle {
  const streams = new AggregateStreams({ store, cacheSize: 0 });
  const execute = async (command: CampaignCommand) => {
    try {
      await streams.handle(campaignsStreamId(command.userId), campaignsDecider, command, { userId: command.userId, correlationId: randomUUID() });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  };
  return {
    complete: (userId, campaignId) => execute({ type: 'CompleteCampaign', userId, campaignId, by: 'runner' }),
    pause: (userId, campaignId, errorMessage) => execute({ type: 'PauseCampaign', userId, campaignId, by: 'runner', errorMessage }),
    pauseAccount: (userId, accountId, message) => execute({ type: 'PauseCampaignsUsingAccount', userId, accountId, reason: 'account_dead', message }),
    failAccount: (userId, accountId, errorMessage) => execute({ type: 'FailCampaignsUsingAccount', userId, accountId, errorMessage }),
  };
}
