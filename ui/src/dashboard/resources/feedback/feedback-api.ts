import {
  BOARD_PAGE,
  type FeedbackAnswer,
  type FeedbackRow,
  feedbackStatuses,
  feedbackTypes,
  type RoadmapRow,
  roadmapStatuses,
  type VoteAnswer,
  voteTypes,
} from '@shared/feedback/contract';
import { z } from 'zod';
import { fetchParsed, getParsed } from '../../providers/api';

/** The board's calls (contract.ts in the feedback module lists the routes). */
export const FEEDBACK_KEY = ['feedback', 'board'] as const;
export const ROADMAP_KEY = ['roadmap', 'items'] as const;

/** The board's answers as schemas, typed by the contract's types so the two cannot drift apart. */
const feedbackRows: z.ZodType<FeedbackRow[]> = z.array(
  z.object({
    id: z.string(),
    type: z.enum(feedbackTypes),
    title: z.string(),
    description: z.string(),
    status: z.enum(feedbackStatuses),
    votes: z.number(),
    created_at: z.string(),
    is_author: z.boolean(),
    has_voted: z.boolean(),
    vote_type: z.enum(voteTypes).nullable(),
  }),
);
const roadmapRows: z.ZodType<RoadmapRow[]> = z.array(
  z.object({ id: z.string(), title: z.string(), description: z.string(), status: z.enum(roadmapStatuses), eta: z.string().nullable() }),
);
export const feedbackAnswer: z.ZodType<FeedbackAnswer> = z.object({ id: z.string(), message: z.string() });
export const voteAnswer: z.ZodType<VoteAnswer> = z.object({
  id: z.string(),
  votes: z.number(),
  vote_type: z.enum(voteTypes).nullable(),
  has_voted: z.boolean(),
  message: z.string(),
});

/** One page of the board and how many items it holds in all. */
export interface FeedbackPage {
  rows: FeedbackRow[];
  total: number;
}

/** The page of the board that starts `from` items in (newest first); the first page is the plain board URL. */
export async function fetchFeedbackPage(from: number, signal?: AbortSignal): Promise<FeedbackPage> {
  const range = from === 0 ? '' : `?range=${encodeURIComponent(JSON.stringify([from, from + BOARD_PAGE.size - 1]))}`;
  const { data: rows, headers } = await fetchParsed(`/feedback${range}`, feedbackRows, { signal });
  const total = Number(headers.get('content-range')?.split('/')[1]);
  return { rows, total: Number.isFinite(total) ? total : from + rows.length };
}
export const fetchRoadmap = (signal?: AbortSignal) => getParsed('/roadmap', roadmapRows, signal);

