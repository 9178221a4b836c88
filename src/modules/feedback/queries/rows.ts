import type { Database } from '../../../platform/database/database';
import type { FeedbackRow, RoadmapRow } from '../contract';

/** Which items: those named by `ids`, or a page of the board (`from` items skipped, `limit` taken). */
export type FeedbackSelection = { ids: readonly string[] } | { from: number; limit: number; order: 'asc' | 'desc' };

/** Live items, newest first, with the caller's own vote; authors stay anonymous to other users. */
export async function feedbackRows(db: Database, userId: string, selection: FeedbackSelection): Promise<FeedbackRow[]> {
  let query = db
    .selectFrom('feedback_items as f')
    .leftJoin('feedback_votes as v', (join) => join.onRef('v.feedback_id', '=', 'f.id').on('v.user_id', '=', userId))
    .select(['f.id', 'f.type', 'f.title', 'f.description', 'f.status', 'f.votes', 'f.created_at', 'f.user_id', 'v.vote_type'])
    .where('f.deleted_at', 'is', null);
  if ('ids' in selection) query = query.where('f.id', 'in', selection.ids.length > 0 ? [...selection.ids] : ['']);
  else query = query.offset(selection.from).limit(selection.limit);
  const order = 'order' in selection ? selection.order : 'desc';
  const rows = await query.orderBy('f.created_at', order).orderBy('f.id', order).execute();
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

/** How many live items the board holds. */
export async function feedbackCount(db: Database): Promise<number> {
  const row = await db.selectFrom('feedback_items').select((eb) => eb.fn.countAll<string>().as('n')).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
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
