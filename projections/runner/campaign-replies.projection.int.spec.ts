import { afterAll, beforeAll, expect, it } from 'vitest';
import { storedEvent } from '../../test/support/stored-event';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import type { ReplyReceived } from '../../src/modules/runner/replies/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import { campaignRepliesProjection } from './campaign-replies.projection';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

function reply(campaignId: string, version: number, username: string, messageId: string, receivedAt: string): RecordedEvent {
  const data: ReplyReceived['data'] = {
    userId: 'user-1',
    campaignId,
    accountId: 'acc-1',
    deliveryId: `d-${username}`,
    username,
    recipientXId: `x-${username}`,
    messageId,
    conversationId: `1-x-${username}`,
    text: `reply ${messageId}`,
    receivedAt,
  };
  return storedEvent(`campaign-replies-${campaignId}`, version, { type: 'ReplyReceived', data }, { userId: 'user-1' }, new Date(receivedAt));
}

const apply = (events: RecordedEvent[]) => database.db.transaction().execute((trx) => campaignRepliesProjection.apply(trx, events as never));
const counts = (campaignId: string) =>
  database.db.selectFrom('campaign_reply_counts').selectAll().where('campaign_id', '=', campaignId).executeTakeFirstOrThrow();

it('counts each lead once and every message; a replayed batch changes nothing', async () => {
  const events = [
    reply('c-1', 1, 'dana', '101', '2026-11-25T10:00:00Z'),
    reply('c-1', 2, 'lee', '102', '2026-11-25T10:05:00Z'),
    reply('c-1', 3, 'dana', '103', '2026-11-25T10:07:00Z'),
    reply('c-2', 1, 'dana', '104', '2026-11-25T09:00:00Z'),
  ];
  await apply(events);
  await apply(events);
  expect(await counts('c-1')).toMatchObject({ user_id: 'user-1', replied_leads: 2, replies: 3, stream_version: 3, last_reply_at: new Date('2026-11-25T10:07:00Z') });
  expect(await counts('c-2')).toMatchObject({ replied_leads: 1, replies: 1, stream_version: 1 });
  const rows = await database.db.selectFrom('campaign_replies').select(['id', 'username', 'text']).where('campaign_id', '=', 'c-1').orderBy('received_at').execute();
  expect(rows).toEqual([
    { id: '101', username: 'dana', text: 'reply 101' },
    { id: '102', username: 'lee', text: 'reply 102' },
    { id: '103', username: 'dana', text: 'reply 103' },
  ]);
});

it('a message already stored under a later event adds nothing; an older reply keeps the latest time', async () => {
  await apply([reply('c-3', 1, 'sam', '201', '2026-11-25T12:00:00Z')]);
  await apply([reply('c-3', 2, 'sam', '201', '2026-11-25T12:00:00Z'), reply('c-3', 3, 'kim', '202', '2026-11-25T11:00:00Z')]);
  expect(await counts('c-3')).toMatchObject({ replied_leads: 2, replies: 2, stream_version: 3, last_reply_at: new Date('2026-11-25T12:00:00Z') });
});
