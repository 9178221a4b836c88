import { z } from 'zod';

/**
 * The Roadmap and Feedback contract, imported by the API and the UI: the specification's messages (word for
 * word), statuses and their orders, the requests' schemas and the answers' shapes.
 *
 * Routes (all under /api, signed in; errors answer `{ message, code }`):
 *
 * | method and path | body | answer |
 * | --- | --- | --- |
 * | GET /api/feedback?range=[0,49] | | `FeedbackRow[]`, newest first, one page (ra-data-simple-rest: `range`, `Content-Range: feedback 0-49/total`; 50 by default, at most 100) (every user's items; `is_author`, `has_voted`, `vote_type` are the caller's) |
 * | POST /api/feedback | `SubmitFeedbackBody` | `FeedbackAnswer` (201; 400 `Please enter a title`; 403 `Upgrade to submit feedback` on the free plan; 429 past 10 new items an hour or 30 a day) |
 * | DELETE /api/feedback/:id | | `FeedbackAnswer` (403 `You can only delete your own feedback items`; 403 `Upgrade to manage feedback items` on the free plan; 404) |
 * | POST /api/feedback/:id/vote | `VoteBody` | `VoteAnswer` (403 `Upgrade to vote on feedback items` on the free plan; 404) |
 * | GET /api/roadmap | | `RoadmapRow[]`: planned, then in-progress, then completed |
 *
 * Items are read by every signed-in user (the board is shared); the author's id and email are never sent to
 * other users. Statuses and the roadmap are changed by operators (`npm run feedback`, `npm run roadmap`).
 */

export const feedbackTypes = ['feature', 'bug'] as const;
export type FeedbackType = (typeof feedbackTypes)[number];

export const feedbackStatuses = ['new', 'under-review', 'planned', 'in-progress', 'completed', 'rejected'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

/** The order the board shows its groups in (specification section 9). */
export const feedbackGroupOrder: readonly FeedbackStatus[] = ['new', 'planned', 'in-progress', 'completed', 'under-review', 'rejected'];

/** Group headings; rejected is shown as Not Planned. */
export const feedbackStatusLabels: Readonly<Record<FeedbackStatus, string>> = {
  new: 'New',
  'under-review': 'Under Review',
  planned: 'Planned',
  'in-progress': 'In Progress',
  completed: 'Completed',
  rejected: 'Not Planned',
};

export const roadmapStatuses = ['planned', 'in-progress', 'completed'] as const;
export type RoadmapStatus = (typeof roadmapStatuses)[number];

export const roadmapStatusLabels: Readonly<Record<RoadmapStatus, string>> = {
  planned: 'Planned',
  'in-progress': 'In Progress',
  completed: 'Completed',
};

export const voteTypes = ['up', 'down'] as const;
export type VoteType = (typeof voteTypes)[number];

/** The board's pages (not in the specification): one shared board must not cost every reader every item. */
export const BOARD_PAGE = { size: 50, max: 100 } as const;

/** New items one user may post (not in the specification): one user cannot push everyone's items off the board. */
export const FEEDBACK_ITEM_LIMITS = { perHour: 10, perDay: 30 } as const;

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5_000;
export const ETA_MAX = 60;

export const feedbackMessages = {
  titleRequired: 'Please enter a title',
  loadError: 'Error loading feedback items',
  loadFailed: 'Failed to load feedback items',
  /** A refresh of a board already on screen failed: the items shown stay. */
  refreshFailed: 'Error fetching latest feedback data',
  upgradeToVote: 'Upgrade to vote on feedback items',
  upgradeToManage: 'Upgrade to manage feedback items',
  upgradeToSubmit: 'Upgrade to submit feedback',
  upgradeBanner: 'Upgrade to access feedback features',
  onlyOwn: 'You can only delete your own feedback items',
  upvoted: 'Upvoted successfully',
  downvoted: 'Downvoted successfully',
  submitted: 'Your feedback has been submitted',
  submitFailed: 'Failed to submit feedback',
  deleted: 'Feedback deleted successfully',
  deleteFailed: 'Failed to delete feedback',
  voteFailed: 'Failed to update vote',
  // Not in the specification's catalogue: a vote taken back, an unknown item, over-long or unknown fields.
  voteRemoved: 'Vote removed',
  notFound: 'Feedback item not found',
  titleTooLong: `Title must be at most ${TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX.toLocaleString('en-US')} characters`,
  typeInvalid: 'Please choose Feature Request or Bug Report',
  voteInvalid: 'Vote must be up or down',
  titleInvalid: 'Title must be one line of text, without control characters',
  descriptionInvalid: 'Description must be text, without control characters',
  tooManyItems: (wait: string) =>
    `You can post up to ${FEEDBACK_ITEM_LIMITS.perHour} feedback items an hour and ${FEEDBACK_ITEM_LIMITS.perDay} a day. Please try again in ${wait}.`,
  loadMore: 'Load more',
} as const;

export const roadmapMessages = {
  titleRequired: 'Please enter a title',
  titleTooLong: `Title must be at most ${TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX.toLocaleString('en-US')} characters`,
  etaTooLong: `ETA must be at most ${ETA_MAX} characters`,
  statusInvalid: `Status must be one of ${roadmapStatuses.join(', ')}`,
  notFound: (id: string) => `No roadmap item with the id ${id}`,
  alreadyThere: (status: RoadmapStatus) => `The roadmap item is already ${status}`,
} as const;

/** The message of a vote's answer: what the click did. */
export function voteMessage(vote: VoteType | null): string {
  if (vote === 'up') return feedbackMessages.upvoted;
  if (vote === 'down') return feedbackMessages.downvoted;
  return feedbackMessages.voteRemoved;
}

/** The next vote of a user who already voted `current` and clicks `clicked`: the same again removes it. */
export function nextVote(current: VoteType | null, clicked: VoteType): VoteType | null {
  return current === clicked ? null : clicked;
}

/** What a vote is worth in the count. */
export const voteValue = (vote: VoteType | null): number => (vote === 'up' ? 1 : vote === 'down' ? -1 : 0);

/** C0 and C1 control characters (ESC, BEL, line breaks...), but the tabs and line breaks `allowed` names. */
function hasControlCharacters(text: string, allowed: readonly string[] = []): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if ((code < 0x20 || (code >= 0x7f && code < 0xa0)) && !allowed.includes(char)) return true;
  }
  return false;
}

/** Something to read: more than spaces and invisible format characters (zero-width spaces, direction marks). */
const VISIBLE = /[^\s\p{Cf}]/u;

/**
 * POST /api/feedback. Title required after trimming; description optional (null is none). Control characters
 * show as nothing on the board and would drive the terminal of an operator listing the board
 * (`npm run feedback -- list`), so they are refused; a description keeps its tabs and line breaks.
 */
export const submitFeedbackSchema = z.object(
  {
    type: z.enum(feedbackTypes, { error: feedbackMessages.typeInvalid }),
    title: z
      .string({ error: feedbackMessages.titleRequired })
      .trim()
      .min(1, { error: feedbackMessages.titleRequired })
      .max(TITLE_MAX, { error: feedbackMessages.titleTooLong })
      .refine((title) => VISIBLE.test(title), { error: feedbackMessages.titleRequired })
      .refine((title) => !hasControlCharacters(title), { error: feedbackMessages.titleInvalid }),
    description: z
      .string({ error: feedbackMessages.descriptionInvalid })
      .trim()
      .max(DESCRIPTION_MAX, { error: feedbackMessages.descriptionTooLong })
      .refine((description) => !hasControlCharacters(description, ['\t', '\n', '\r']), { error: feedbackMessages.descriptionInvalid })
      .nullish(),
  },
  { error: feedbackMessages.titleRequired },
);
export type SubmitFeedbackBody = z.infer<typeof submitFeedbackSchema>;

/** POST /api/feedback/:id/vote. */
export const voteSchema = z.object({ vote_type: z.enum(voteTypes, { error: feedbackMessages.voteInvalid }) }, { error: feedbackMessages.voteInvalid });
export type VoteBody = z.infer<typeof voteSchema>;

/** One item of GET /api/feedback. */
export interface FeedbackRow {
  id: string;
  type: FeedbackType;
  title: string;
  description: string;
  status: FeedbackStatus;
  votes: number;
  created_at: string;
  /** The caller wrote it (only the author may delete it). */
  is_author: boolean;
  has_voted: boolean;
  vote_type: VoteType | null;
}

export interface FeedbackAnswer {
  id: string;
  message: string;
}

export interface VoteAnswer {
  id: string;
  votes: number;
  vote_type: VoteType | null;
  has_voted: boolean;
  message: string;
}

/** One item of GET /api/roadmap. */
export interface RoadmapRow {
  id: string;
  title: string;
  description: string;
  status: RoadmapStatus;
  eta: string | null;
}

/** Items grouped by status in the board's order, each group newest first; empty groups are left out. */
export function groupFeedback<T extends Pick<FeedbackRow, 'status' | 'created_at'>>(rows: readonly T[]): { status: FeedbackStatus; items: T[] }[] {
  return feedbackGroupOrder
    .map((status) => ({
      status,
      items: rows.filter((row) => row.status === status).sort((a, b) => b.created_at.localeCompare(a.created_at)),
    }))
    .filter((group) => group.items.length > 0);
}

/** Roadmap items in the roadmap's order: planned, in-progress, completed (stable within a status). */
export function sortRoadmap<T extends Pick<RoadmapRow, 'status'>>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => roadmapStatuses.indexOf(a.status) - roadmapStatuses.indexOf(b.status));
}
