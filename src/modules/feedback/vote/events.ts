import type { Event } from '../../../platform/event-store/event-store.port';
import type { VoteType } from '../contract';

/**
 * A user clicked up or down on an item: `vote` is the user's vote afterwards (null when the same direction
 * again took it back) and `delta` what the item's count changes by (±1 for a first vote or a removal, ±2 for
 * a flip).
 */
export type VoteCast = Event<
  'VoteCast',
  { feedbackId: string; userId: string; direction: VoteType; previous: VoteType | null; vote: VoteType | null; delta: number; at: string }
>;

export type VoteEvent = VoteCast;

export const voteEventTypes = ['VoteCast'] as const;

/**
 * One stream per (item, user): votes of different users never contend for a stream version, so any number
 * of them land at once without a retry, and an item's popularity never makes one user's vote slower. A
 * user's own clicks stay ordered on their stream. The count is the read model's sum.
 */
export const voteStreamId = (feedbackId: string, userId: string) => `feedback-vote-${feedbackId}-${userId}`;
