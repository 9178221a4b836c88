import type { NullableTimestamp, Timestamp } from '../columns';

/** One row per feedback item; votes is the sum of its users' current votes (+1 up, -1 down). */
export interface FeedbackItemsTable {
  id: string;
  user_id: string;
  user_email: string;
  type: 'feature' | 'bug';
  title: string;
  description: string;
  status: 'new' | 'under-review' | 'planned' | 'in-progress' | 'completed' | 'rejected';
  votes: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
  /** Version of the item's own stream last applied. */
  stream_version: number;
}

/** One row per (item, user) that voted; vote_type null once the vote was taken back. */
export interface FeedbackVotesTable {
  feedback_id: string;
  user_id: string;
  vote_type: 'up' | 'down' | null;
  updated_at: Timestamp;
  /** Version of the (item, user) vote stream last applied. */
  stream_version: number;
}

export interface RoadmapItemsTable {
  id: string;
  title: string;
  description: string;
  status: 'planned' | 'in-progress' | 'completed';
  eta: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Version of the roadmap stream last applied to the row. */
  stream_version: number;
}

/** The Roadmap and Feedback read models (projections feedback-board and roadmap). */
export interface FeedbackTables {
  feedback_items: FeedbackItemsTable;
  feedback_votes: FeedbackVotesTable;
  roadmap_items: RoadmapItemsTable;
}
