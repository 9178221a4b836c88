import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Database } from '../../src/platform/database/database';
import { rebuildCheck } from '../../test/support/rebuild-check';
import { feedbackItemDecider } from '../../src/modules/feedback/item/decide';
import { feedbackItemStreamId } from '../../src/modules/feedback/item/events';
import { voteDecider } from '../../src/modules/feedback/vote/decide';
import { voteStreamId } from '../../src/modules/feedback/vote/events';
import { handleCommand } from '../../src/platform/commands/aggregate-streams';
import { seededRandom } from '../../src/platform/seeded-random';
import { feedbackBoardProjection } from './feedback-board.projection';

// Small live batches, so the live run and the rebuild split the log at different places.
const check = rebuildCheck(feedbackBoardProjection, 7, readModel);
const { live } = check;

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
    await handleCommand(live.store, feedbackItemStreamId(feedbackId), feedbackItemDecider, {
      type: 'SubmitFeedback', feedbackId, userId: users[i] as string, userEmail: `${users[i]}@example.com`, plan: 'basic', feedbackType: 'feature', title: `Item ${i}`, description: '', at,
    }, { userId: users[i] });
    written++;
  }
  for (let n = 0; n < clicks; n++) {
    if (n === Math.floor(clicks / 2)) {
      deleted = itemIds[2] as string;
      await handleCommand(live.store, feedbackItemStreamId(deleted), feedbackItemDecider, { type: 'DeleteFeedback', feedbackId: deleted, userId: users[2] as string, plan: 'pro', at }, {});
      await handleCommand(live.store, feedbackItemStreamId(itemIds[0] as string), feedbackItemDecider, { type: 'ChangeFeedbackStatus', feedbackId: itemIds[0] as string, status: 'planned', at }, { userId: 'operator' });
      written += 2;
    }
    const feedbackId = itemIds[Math.floor(next() * itemIds.length)] as string;
    const userId = users[Math.floor(next() * users.length)] as string;
    if (feedbackId === deleted) continue;
    const direction = next() < 0.6 ? 'up' : 'down';
    const { events } = await handleCommand(live.store, voteStreamId(feedbackId, userId), voteDecider, { type: 'CastVote', feedbackId, userId, direction, plan: 'basic', itemExists: true, at }, { userId });
    votes.set(`${feedbackId}/${userId}`, events[0]?.data.vote ?? null);
    written++;
  }
  return { votes, written };
}

async function readModel(db: Database) {
  const items = await sql<{ id: string; status: string; votes: number; deleted: boolean; stream_version: number }>`
    select id, status, votes, deleted_at is not null as deleted, stream_version from feedback_items order by id`.execute(db);
  const votes = await sql<{ feedback_id: string; user_id: string; vote_type: string | null; stream_version: number }>`
    select feedback_id, user_id, vote_type, stream_version from feedback_votes order by feedback_id, user_id`.execute(db);
  return { items: items.rows, votes: votes.rows };
}

it('counts every vote exactly, and a rebuild from the events gives the same counts and rows', async () => {
  const log = await writeLog(300);
  const flips = [...log.votes.values()].filter((vote) => vote !== null).length;
  expect(flips).toBeGreaterThan(10);
  const applied = await check.liveModel();

  for (const feedbackId of itemIds.slice(0, 2)) {
    const expected = users.reduce((sum, userId) => sum + value(log.votes.get(`${feedbackId}/${userId}`) ?? null), 0);
    expect(applied.items.find((item) => item.id === feedbackId)?.votes, feedbackId).toBe(expected);
    for (const userId of users) {
      const row = applied.votes.find((vote) => vote.feedback_id === feedbackId && vote.user_id === userId);
      expect(row?.vote_type ?? null).toBe(log.votes.get(`${feedbackId}/${userId}`) ?? null);
    }
  }
  expect(applied.items.map((item) => [item.status, item.deleted])).toEqual([['planned', false], ['new', false], ['new', true]]);

  expect(await check.rebuiltMatches(applied)).toBe(log.written);
});
