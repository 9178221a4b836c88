import { type FeedbackItemEvent, feedbackItemEventTypes } from '../../src/modules/feedback/item/events';
import { type VoteEvent, voteEventTypes } from '../../src/modules/feedback/vote/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import { defineProjection, type ProjectionTransaction } from '../../src/platform/projections/projection';
import type { FeedbackItemsTable, FeedbackVotesTable } from './tables';

export const FEEDBACK_BOARD_PROJECTION = 'feedback-board';

type BoardEvent = FeedbackItemEvent | VoteEvent;

interface ItemRow {
  id: string;
  user_id: string;
  user_email: string;
  type: FeedbackItemsTable['type'];
  title: string;
  description: string;
  status: FeedbackItemsTable['status'];
  votes: number;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  stream_version: number;
}

interface VoteRow {
  feedback_id: string;
  user_id: string;
  vote_type: FeedbackVotesTable['vote_type'];
  updated_at: Date;
  stream_version: number;
}

const voteKey = (feedbackId: string, userId: string) => `${feedbackId}\u0000${userId}`;
const countOf = (vote: VoteRow['vote_type']) => (vote === 'up' ? 1 : vote === 'down' ? -1 : 0);

/**
 * The board: items with their vote counts, and each user's vote. A batch is folded in memory in event order
 * from the stored rows it touches (read with two queries), then written back: one insert or update per item
 * touched and one upsert of the votes, however many votes the batch holds.
 *
 * The count is recomputed from each user's row (new value minus old), not taken from the event, so it is
 * always the sum of the rows. Rows carry the version of their own stream (item stream, or (item, user) vote
 * stream) and events at or below it change nothing. A vote on an item that is missing or deleted counts for
 * nothing, in a rebuild as live, since both see the events in the same global order.
 */
export const feedbackBoardProjection = defineProjection<BoardEvent>({
  name: FEEDBACK_BOARD_PROJECTION,
  handles: [...feedbackItemEventTypes, ...voteEventTypes],
  tables: ['feedback_items', 'feedback_votes'],
  async apply(trx, events) {
    const itemIds = [...new Set(events.map((event) => event.data.feedbackId))];
    const items = new Map<string, { row: ItemRow; stored: boolean; dirty: boolean }>();
    for (const row of await trx.selectFrom('feedback_items').selectAll().where('id', 'in', itemIds).execute()) {
      items.set(row.id, { row: row as ItemRow, stored: true, dirty: false });
    }
    const votes = await storedVotes(trx, events);
    const changedVotes = new Set<string>();

    for (const recorded of events) {
      const event = recorded as BoardEvent;
      const at = recorded.createdAt;
      const entry = items.get(event.data.feedbackId);
      switch (event.type) {
        case 'FeedbackSubmitted': {
          if (entry) break;
          const { feedbackId, userId, userEmail, type, title, description } = event.data;
          items.set(feedbackId, {
            stored: false,
            dirty: true,
            row: { id: feedbackId, user_id: userId, user_email: userEmail, type, title, description, status: 'new', votes: 0, created_at: at, updated_at: at, deleted_at: null, stream_version: recorded.version },
          });
          break;
        }
        case 'FeedbackStatusChanged':
        case 'FeedbackDeleted': {
          if (!entry || recorded.version <= entry.row.stream_version) break;
          if (event.type === 'FeedbackStatusChanged') entry.row.status = event.data.to;
          else entry.row.deleted_at = at;
          entry.row.stream_version = recorded.version;
          entry.row.updated_at = at;
          entry.dirty = true;
          break;
        }
        case 'VoteCast': {
          if (!entry || entry.row.deleted_at) break;
          const key = voteKey(event.data.feedbackId, event.data.userId);
          const previous = votes.get(key);
          if (previous && recorded.version <= previous.stream_version) break;
          entry.row.votes += countOf(event.data.vote) - countOf(previous?.vote_type ?? null);
          entry.dirty = true;
          votes.set(key, { feedback_id: event.data.feedbackId, user_id: event.data.userId, vote_type: event.data.vote, updated_at: at, stream_version: recorded.version });
          changedVotes.add(key);
          break;
        }
      }
    }

    await writeItems(trx, [...items.values()]);
    const voteRows = [...changedVotes].map((key) => votes.get(key) as VoteRow);
    if (voteRows.length > 0) {
      await trx
        .insertInto('feedback_votes')
        .values(voteRows)
        .onConflict((oc) =>
          oc.columns(['feedback_id', 'user_id']).doUpdateSet((eb) => ({
            vote_type: eb.ref('excluded.vote_type'),
            updated_at: eb.ref('excluded.updated_at'),
            stream_version: eb.ref('excluded.stream_version'),
          })),
        )
        .execute();
    }
  },
});

/** The stored vote rows of the (item, user) pairs a batch votes on. */
async function storedVotes(trx: ProjectionTransaction, events: readonly RecordedEvent<BoardEvent>[]): Promise<Map<string, VoteRow>> {
  const pairs = new Map<string, [string, string]>();
  for (const recorded of events) {
    const event = recorded as BoardEvent;
    if (event.type === 'VoteCast') pairs.set(voteKey(event.data.feedbackId, event.data.userId), [event.data.feedbackId, event.data.userId]);
  }
  const found = new Map<string, VoteRow>();
  if (pairs.size === 0) return found;
  const feedbackIds = [...pairs.values()].map(([feedbackId]) => feedbackId);
  const userIds = [...pairs.values()].map(([, userId]) => userId);
  const rows = await trx
    .selectFrom('feedback_votes')
    .selectAll()
    .where(({ eb, refTuple, tuple }) => eb(refTuple('feedback_id', 'user_id'), 'in', feedbackIds.map((feedbackId, i) => tuple(feedbackId, userIds[i] as string))))
    .execute();
  for (const row of rows) found.set(voteKey(row.feedback_id, row.user_id), row as VoteRow);
  return found;
}

async function writeItems(trx: ProjectionTransaction, entries: { row: ItemRow; stored: boolean; dirty: boolean }[]): Promise<void> {
  const inserts = entries.filter((entry) => entry.dirty && !entry.stored).map((entry) => entry.row);
  if (inserts.length > 0) await trx.insertInto('feedback_items').values(inserts).onConflict((oc) => oc.column('id').doNothing()).execute();
  for (const { row } of entries.filter((entry) => entry.dirty && entry.stored)) {
    await trx
      .updateTable('feedback_items')
      .set({ status: row.status, votes: row.votes, deleted_at: row.deleted_at, updated_at: row.updated_at, stream_version: row.stream_version })
      .where('id', '=', row.id)
      .execute();
  }
}
