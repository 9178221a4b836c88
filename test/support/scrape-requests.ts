import { type LeadLibraryCommand, leadLibraryDecider } from '../../src/modules/leads/library/decide';
import { leadLibraryStreamId, type ScrapeRequested } from '../../src/modules/leads/library/events';
import type { ScrapeJobData } from '../../src/modules/leads/scrape/scrape-runner';
import { AggregateStreams } from '../../src/platform/commands/aggregate-streams';
import type { EventStore } from '../../src/platform/event-store/event-store.port';

type RequestScrape = Extract<LeadLibraryCommand, { type: 'RequestScrape' }>;

/**
 * A scrape asked for in a user's lead library, as POST /api/scrapes asks for it (verified followers of
 * @demo_founders on a Basic plan unless told otherwise): the first slice's job data, and the port through which
 * a scrape runner sends its commands to the same stream.
 */
export async function requestScrape(
  store: EventStore,
  userId: string,
  sourceId: string,
  request: Partial<Omit<RequestScrape, 'type' | 'userId' | 'sourceId'>> = {},
): Promise<{ job: ScrapeJobData; library: { execute(command: LeadLibraryCommand): Promise<void> } }> {
  const streams = new AggregateStreams({ store, cacheSize: 0 });
  const library = {
    execute: async (command: LeadLibraryCommand) => {
      await streams.handle(leadLibraryStreamId(command.userId), leadLibraryDecider, command, {});
    },
  };
  const command: RequestScrape = {
    type: 'RequestScrape',
    userId,
    sourceId,
    taskId: `task-${sourceId}`,
    name: sourceId,
    scrapeType: 'accounts',
    kinds: ['verifiedFollowers'],
    targetAccounts: ['demo_founders'],
    postLinks: [],
    includeKeywords: [],
    excludeKeywords: [],
    excludeLocations: [],
    plan: 'basic',
    creditsLimit: 50_000,
    readingAccounts: 1,
    ...request,
  };
  const { events } = await streams.handle(leadLibraryStreamId(userId), leadLibraryDecider, command, {});
  const requested = events.find((event) => event.type === 'ScrapeRequested') as ScrapeRequested;
  return { job: { ...requested.data, slice: 0 }, library };
}
