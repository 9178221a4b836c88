import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import type { LeadSourceEvent } from '../../src/modules/leads/library/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import { leadSourcesProjection } from './lead-sources.projection';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

let position = 0n;
function recorded(userId: string, version: number, event: LeadSourceEvent): RecordedEvent {
  position += 1n;
  return {
    id: `00000000-0000-4000-8000-${position.toString().padStart(12, '0')}`,
    streamId: `lead-sources-${userId}`,
    version,
    type: event.type,
    data: event.data,
    metadata: { userId },
    position: { major: 1n, minor: position },
    createdAt: new Date(Date.UTC(2026, 10, 23, 12, 0, Number(position))),
  };
}

const apply = (events: RecordedEvent[]) => database.db.transaction().execute((trx) => leadSourcesProjection.apply(trx, events));

const created = (userId: string, sourceId: string, name: string): LeadSourceEvent => ({
  type: 'LeadSourceCreated',
  data: { userId, sourceId, name, sourceType: 'csv', csvFilename: 'f.csv', csvColumns: ['Company'] },
});
const imported = (userId: string, sourceId: string, count: number): LeadSourceEvent => ({ type: 'LeadsImported', data: { userId, sourceId, count } });

async function stateOf(userId: string) {
  const sources = await database.db
    .selectFrom('lead_sources')
    .select(['id', 'name', 'total_leads', 'status', 'csv_columns', 'stream_version'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const credits = await database.db.selectFrom('lead_credits').select(['used', 'source_count', 'stream_version']).where('user_id', '=', userId).executeTakeFirst();
  return { sources, credits };
}

it('keeps sources and the credits they use, per user, and a replayed batch changes nothing', async () => {
  const alice = [
    recorded('alice', 1, created('alice', 's1', 'First')),
    recorded('alice', 2, imported('alice', 's1', 100)),
    recorded('alice', 3, created('alice', 's2', 'Second')),
    recorded('alice', 4, imported('alice', 's2', 50)),
    recorded('alice', 5, { type: 'LeadSourceRenamed', data: { userId: 'alice', sourceId: 's2', name: 'Renamed' } }),
  ];
  const bob = [recorded('bob', 1, created('bob', 's3', 'Bob')), recorded('bob', 2, imported('bob', 's3', 7))];
  await apply([...alice.slice(0, 3), ...bob]);
  await apply(alice.slice(3));
  const expected = {
    sources: [
      { id: 's1', name: 'First', total_leads: 100, status: 'ready', csv_columns: ['Company'], stream_version: 2 },
      { id: 's2', name: 'Renamed', total_leads: 50, status: 'ready', csv_columns: ['Company'], stream_version: 5 },
    ],
    credits: { used: '150', source_count: 2, stream_version: 5 },
  };
  expect(await stateOf('alice')).toEqual(expected);
  expect((await stateOf('bob')).credits).toEqual({ used: '7', source_count: 1, stream_version: 2 });

  await apply([...alice, ...bob]);
  expect(await stateOf('alice')).toEqual(expected);
  expect((await stateOf('bob')).credits).toEqual({ used: '7', source_count: 1, stream_version: 2 });

  await apply([recorded('alice', 6, { type: 'LeadSourceDeleted', data: { userId: 'alice', sourceId: 's1', leadCount: 100 } })]);
  expect(await stateOf('alice')).toEqual({ sources: [expected.sources[1]], credits: { used: '50', source_count: 1, stream_version: 6 } });
  await apply([recorded('alice', 7, { type: 'LeadSourceDeleted', data: { userId: 'alice', sourceId: 's2', leadCount: 50 } })]);
  expect(await stateOf('alice')).toEqual({ sources: [], credits: { used: '0', source_count: 0, stream_version: 7 } });
});

it('follows a scrape: pending with what it reads, each stage, completed with its failed targets and warning, or failed with its error', async () => {
  const user = 'scraper';
  const source = (sourceId: string, name: string): LeadSourceEvent => ({
    type: 'LeadSourceCreated',
    data: { userId: user, sourceId, name, sourceType: 'followers', csvFilename: null, csvColumns: [] },
  });
  const requested = (sourceId: string): LeadSourceEvent => ({
    type: 'ScrapeRequested',
    data: {
      userId: user,
      sourceId,
      taskId: `task-${sourceId}`,
      scrapeType: 'accounts',
      kinds: ['verifiedFollowers'],
      targetAccounts: ['demo_founders', 'private_circle'],
      postLinks: [],
      includeKeywords: ['founder'],
      excludeKeywords: ['crypto'],
      excludeLocations: ['Lagos'],
    },
  });
  const failedTargets = [{ username: 'private_circle', error: 'Account is protected' }];
  await apply([
    recorded(user, 1, source('sc1', 'Scraped')),
    recorded(user, 2, requested('sc1')),
    recorded(user, 3, source('sc2', 'Failing')),
    recorded(user, 4, requested('sc2')),
  ]);
  const row = (id: string) =>
    database.db
      .selectFrom('lead_sources')
      .select(['status', 'task_id', 'scrape_type', 'target_accounts', 'include_keywords', 'exclude_keywords', 'exclude_locations', 'failed_targets', 'warning', 'error_message', 'total_leads'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  expect(await row('sc1')).toMatchObject({
    status: 'pending',
    task_id: 'task-sc1',
    scrape_type: 'accounts',
    target_accounts: ['demo_founders', 'private_circle'],
    include_keywords: ['founder'],
    exclude_keywords: ['crypto'],
    exclude_locations: ['Lagos'],
    failed_targets: [],
  });
  await apply([recorded(user, 5, { type: 'ScrapeStageReached', data: { userId: user, sourceId: 'sc1', stage: 'scraping' } })]);
  expect((await row('sc1')).status).toBe('scraping');
  await apply([
    recorded(user, 6, { type: 'ScrapeCompleted', data: { userId: user, sourceId: 'sc1', count: 3, failedTargets, warning: 'w', creditLimitReached: false } }),
    recorded(user, 7, imported(user, 'sc1', 3)),
    recorded(user, 8, { type: 'ScrapeFailed', data: { userId: user, sourceId: 'sc2', error: 'e', failedTargets } }),
  ]);
  expect(await row('sc1')).toMatchObject({ status: 'completed', failed_targets: failedTargets, warning: 'w', total_leads: 3 });
  expect(await row('sc2')).toMatchObject({ status: 'failed', failed_targets: failedTargets, error_message: 'e', total_leads: 0 });
  expect((await stateOf(user)).credits).toEqual({ used: '3', source_count: 2, stream_version: 8 });
});

it('keeps a database source’s search criteria', async () => {
  const searchCriteria = {
    include_keywords: ['saas'],
    exclude_keywords: [],
    exclude_locations: ['India'],
    followers_filter: { type: 'greater' as const, min: 1000, max: null },
    following_filter: null,
    verified_only: false,
    lead_limit: 'all' as const,
    plan_type: 'paid' as const,
  };
  await apply([
    recorded('searcher', 1, {
      type: 'LeadSourceCreated',
      data: { userId: 'searcher', sourceId: 'db1', name: 'DB', sourceType: 'dataset', csvFilename: null, csvColumns: [], searchCriteria },
    }),
  ]);
  const stored = await database.db.selectFrom('lead_sources').select('search_criteria').where('id', '=', 'db1').executeTakeFirstOrThrow();
  expect(stored.search_criteria).toEqual(searchCriteria);
});
