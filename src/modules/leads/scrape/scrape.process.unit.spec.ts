import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { ScrapeCanceled, ScrapeRequested } from '../library/events';
import { SCRAPE_CANCEL_QUEUE, SCRAPE_QUEUE, scrapeProcess } from './scrape.process';

const recorded = <E extends ScrapeRequested | ScrapeCanceled>(event: E): RecordedEvent => ({
  id: '00000000-0000-4000-8000-000000000001',
  streamId: 'lead-sources-u1',
  version: 2,
  type: event.type,
  data: event.data,
  metadata: {},
  position: { major: 1n, minor: 1n },
  createdAt: new Date(),
});

it('starts a requested scrape as its first job slice, and a canceled one as its cancel job, each under one key', () => {
  const requested: ScrapeRequested = {
    type: 'ScrapeRequested',
    data: {
      userId: 'u1',
      sourceId: 's1',
      taskId: 't1',
      scrapeType: 'accounts',
      kinds: ['verifiedFollowers'],
      targetAccounts: ['growthhq'],
      postLinks: [],
      includeKeywords: [],
      excludeKeywords: [],
      excludeLocations: [],
    },
  };
  expect(scrapeProcess.decide(recorded(requested), undefined)).toEqual([
    { kind: 'job', queue: SCRAPE_QUEUE, data: { ...requested.data, slice: 0 }, singletonKey: 'scrape:s1:0' },
  ]);
  expect(scrapeProcess.decide(recorded({ type: 'ScrapeCanceled', data: { userId: 'u1', sourceId: 's1' } }), undefined)).toEqual([
    { kind: 'job', queue: SCRAPE_CANCEL_QUEUE, data: { userId: 'u1', sourceId: 's1' }, singletonKey: 'scrape-cancel:s1' },
  ]);
});
