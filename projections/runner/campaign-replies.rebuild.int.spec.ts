import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Database } from '../../src/platform/database/database';
import { rebuildCheck } from '../../test/support/rebuild-check';
import { campaignRepliesStreamId, type ReplyReceived, replyReceivedEventId } from '../../src/modules/runner/replies/events';
import { seededRandom } from '../../src/platform/seeded-random';
import { campaignRepliesProjection } from './campaign-replies.projection';

// Small live batches, so the live run and the rebuild split the log at different places.
const check = rebuildCheck(campaignRepliesProjection, 7, readModel);

/**
 * Writes `count` replies over a few campaigns of two users, from a small pool of leads (so leads write back more
 * than once), over a week of UTC days; some messages are polled twice (the same event id, stored once). Answers
 * each campaign's expected first replies per day and messages per day.
 */
async function writeLog(count: number) {
  const next = seededRandom(20261128);
  const campaigns = [
    ['c-1', 'ann'],
    ['c-2', 'ann'],
    ['c-3', 'bob'],
  ] as const;
  const versions = new Map<string, number>();
  const firstReply = new Map<string, string>();
  const expected = new Map<string, { replied_leads: number; replies: number }>();
  let written = 0;
  for (let message = 0; written < count; message++) {
    const [campaignId, userId] = campaigns[Math.floor(next() * campaigns.length)]!;
    const username = `lead_${Math.floor(next() * 12)}`;
    const receivedAt = new Date(Date.UTC(2026, 10, 20) + Math.floor(next() * 7 * 24 * 3600_000)).toISOString();
    const event: ReplyReceived = {
      type: 'ReplyReceived',
      data: {
        userId,
        campaignId,
        accountId: `acc-${userId}`,
        deliveryId: `d-${campaignId}-${username}`,
        username,
        recipientXId: `x-${username}`,
        messageId: String(1000 + message),
        conversationId: `conv-${username}`,
        text: `reply ${message}`,
        receivedAt,
      },
    };
    const polledTwice = next() < 0.1;
    const version = versions.get(campaignId) ?? 0;
    const id = replyReceivedEventId(event.data.messageId);
    const appended = [{ ...event, id, metadata: { userId } }];
    await check.live.store.appendToStream(campaignRepliesStreamId(campaignId), version === 0 ? 'no_stream' : version, appended);
    if (polledTwice) await check.live.store.appendToStream(campaignRepliesStreamId(campaignId), 'any', appended);
    versions.set(campaignId, version + 1);
    written++;
    const day = receivedAt.slice(0, 10);
    const key = `${campaignId} ${day}`;
    const counts = expected.get(key) ?? { replied_leads: 0, replies: 0 };
    counts.replies++;
    if (!firstReply.has(`${campaignId} ${username}`)) {
      firstReply.set(`${campaignId} ${username}`, day);
      counts.replied_leads++;
    }
    expected.set(key, counts);
  }
  return { written, expected };
}

async function readModel(db: Database) {
  const replies = await sql`select * from campaign_replies order by id`.execute(db);
  const counts = await sql`select * from campaign_reply_counts order by campaign_id`.execute(db);
  const daily = await sql<{ campaign_id: string; day: string; user_id: string; replied_leads: number; replies: number }>`
    select campaign_id, to_char(day, 'YYYY-MM-DD') as day, user_id, replied_leads, replies from campaign_daily_replies order by campaign_id, day`.execute(db);
  return { replies: replies.rows, counts: counts.rows, daily: daily.rows };
}

it('rebuilds the same replies, counts and daily counts as the live run; a lead counts once, on the day its replies were first seen', async () => {
  const log = await writeLog(100);
  const live = await check.liveModel();
  expect(live.replies).toHaveLength(log.written);
  expect(Object.fromEntries(live.daily.map((row) => [`${row.campaign_id} ${row.day}`, { replied_leads: row.replied_leads, replies: row.replies }]))).toEqual(
    Object.fromEntries(log.expected),
  );
  expect(live.daily.filter((row) => row.campaign_id === 'c-3').every((row) => row.user_id === 'bob')).toBe(true);

  await check.rebuiltMatches(live);
});
