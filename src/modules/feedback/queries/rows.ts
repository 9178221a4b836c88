import type { Database } from '../../../platform/database/database';
import type { FeedbackRow, RoadmapRow } from '../contract';

/** The most items the board answers with: far more than any board holds; newest first. */
export const BOARD_LIMIT = 2_000;

/** Every live item, newest first, with the caller's own vote; authors stay anonymous to other users. */
export async function feedbackRows(db: Database, userId: string, ids?: readonly string[]): Promise<FeedbackRow[]> {
  let query = db
    .selectFrom('feedback_items as f')
    .leftJoin('feedback_votes as v', (join) => join.onRef('v.feedback_id', '=', 'f.id').on('v.user_id', '=', userId))
    .select(['f.id', 'f.type', 'f.title', 'f.description', 'f.status', 'f.votes', 'f.created_at', 'f.user_id', 'v.vote_type'])
    .where('f.deleted_at', 'is', null);
  if (ids) query = query.where('f.id', 'in', ids.length > 0 ? [...ids] : ['']);
  const rows = await query.orderBy('f.created_at', 'desc').orderBy('f.id').limit(BOARD_LIMIT).execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    status: row.status,
    votes: row.votes,
    created_at: row.created_at.toISOString(),
    is_author: row.user_id === userId,
    has_voted: row.vote_type != null,
    vote_type: row.vote_type ?? null,
  }));
}

export async function roadmapRowsOf(db: Database): Promise<RoadmapRow[]> {
  const rows = await db
    .selectFrom('roadmap_items')
    .select(['id', 'title', 'description', 'status', 'eta'])
    .orderBy((eb) => eb.case().when('status', '=', 'planned').then(0).when('status', '=', 'in-progress').then(1).else(2).end())
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows;
}
