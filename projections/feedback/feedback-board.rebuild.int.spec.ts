import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { committedHead } from '../../test/support/committed-head';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { feedbackItemDecider } from '../../src/modules/feedback/item/decide';
import { feedbackItemStreamId } from '../../src/modules/feedback/item/events';
import { voteDecider } from '../../src/modules/feedback/vote/decide';
import { voteStreamId } from '../../src/modules/feedback/vote/events';
import { handleCommand } from '../../src/platform/commands/aggregate-streams';
import { comparePositions } from '../../src/platform/event-store/event-store.port';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { ensureCheckpoint } from '../../src/platform/projections/checkpoints';
import { ProjectionRunner } from '../../src/platform/projections/projection-runner';
import { rebuildProjection } from '../../src/platform/projections/rebuild';
import { seededRandom } from '../../src/platform/seeded-random';
import { feedbackBoardProjection } from './feedback-board.projection';

let database: TestDatabase;
let store: PostgresEventStore;
let runner: ProjectionRunner;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore({ pool: database.pool, listenUrl: database.url, pollIntervalMs: 100 });
  // Small live batches, so the live run and the rebuild split the log at different places.
  runner = new ProjectionRunner({
    db: database.db,
    eventStore: store,
    databaseUrl: database.url,
    projections: [feedbackBoardProjection],
    batchSize: 7,
    retryDelayMs: { initial: 20, max: 200 },
    standbyPollMs: 100,
  });
  runner.start();
});

afterAll(async () => {
  await runner.stop();
  await store.close();
  await database.drop();
});

const at = '2026-11-25T12:00:00.000Z';
const itemIds = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003'];
const users = Array.from({ length: 12 }, (_, i) => `user-${i}`);
const value = (vote: 'up' | 'down' | null) => (vote === 'up' ? 1 : vote === 'down' ? -1 : 0);

/**
 * Writes a log through the real deciders: three items, twelve users clicking up and down at random (first
 * votes, removals, flips), a status change, and one item deleted halfway (later clicks on it are refused, as
 * the API refuses them). Answers each user's last vote per live item.
 */
async function writeLog(clicks: number) {
  const next = seededRandom(20261125);
  const votes = new Map<string, 'up' | 'down' | null>();
  let deleted: string | null = null;
  let written = 0;
  for (const [i, feedbackId] of itemIds.entries()) {
    await handleCommand(store, feedbackItemStreamId(feedbackId), feedbackItemDecider, {
      type: 'SubmitFeedback', feedbackId, userId: users[i] as string, userEmail: `${users[i]}@example.com`, plan: 'basic', feedbackType: 'feature', title: `Item ${i}`, description: '', at,
    }, { userId: users[i] });
    written++;
  }
  for (let n = 0; n < clicks; n++) {
    if (n === Math.floor(clicks / 2)) {
      deleted = itemIds[2] as string;
      await handleCommand(store, feedbackItemStreamId(deleted), feedbackItemDecider, { type: 'DeleteFeedback', feedbackId: deleted, userId: users[2] as string, plan: 'pro', at }, {});
      await handleCommand(store, feedbackItemStreamId(itemIds[0] as string), feedbackItemDecider, { type: 'ChangeFeedbackStatus', feedbackId: itemIds[0] as string, status: 'planned', at }, { userId: 'operator' });
      written += 2;
    }
    const feedbackId = itemIds[Math.floor(next() * itemIds.length)] as string;
    const userId = users[Math.floor(next() * users.length)] as string;
    if (feedbackId === deleted) continue;
    const direction = next() < 0.6 ? 'up' : 'down';
    const { events } = await handleCommand(store, voteStreamId(feedbackId, userId), voteDecider, { type: 'CastVote', feedbackId, userId, direction, plan: 'basic', itemExists: true, at }, { userId });
    votes.set(`${feedbackId}/${userId}`, events[0]?.data.vote ?? null);
    written++;
  }
  return { votes, written };
}

async function readModel() {
  const items = await sql<{ id: string; status: string; votes: number; deleted: boolean; stream_version: number }>`
    select id, status, votes, deleted_at is not null as deleted, stream_version from feedback_items order by id`.execute(database.db);
  const votes = await sql<{ feedback_id: string; user_id: string; vote_type: string | null; stream_version: number }>`
    select feedback_id, user_id, vote_type, stream_version from feedback_votes order by feedback_id, user_id`.execute(database.db);
  return { items: items.rows, votes: votes.rows };
}

it('counts every vote exactly, and a rebuild from the events gives the same counts and rows', async () => {
  const log = await writeLog(300);
  const flips = [...log.votes.values()].filter((vote) => vote !== null).length;
  expect(flips).toBeGreaterThan(10);
  const head = await committedHead(database.db);
  await expect
    .poll(async () => comparePositions((await ensureCheckpoint(database.db, feedbackBoardProjection.name)).position, head) >= 0, { timeout: 20_000 })
    .toBe(true);
  const live = await readModel();

  for (const feedbackId of itemIds.slice(0, 2)) {
    const expected = users.reduce((sum, userId) => sum + value(log.votes.get(`${feedbackId}/${userId}`) ?? null), 0);
    expect(live.items.find((item) => item.id === feedbackId)?.votes, feedbackId).toBe(expected);
    for (const userId of users) {
      const row = live.votes.find((vote) => vote.feedback_id === feedbackId && vote.user_id === userId);
      expect(row?.vote_type ?? null).toBe(log.votes.get(`${feedbackId}/${userId}`) ?? null);
    }
  }
  expect(live.items.map((item) => [item.status, item.deleted])).toEqual([['planned', false], ['new', false], ['new', true]]);

  const result = await rebuildProjection({ db: database.db, eventStore: store, databaseUrl: database.url, projection: feedbackBoardProjection, batchSize: 50 });
  expect(result.applied).toBe(log.written);
  expect(await readModel()).toEqual(live);
});
