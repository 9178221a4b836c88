import type { Decider } from '../../../platform/commands/decider';
import { DomainError } from '../../../platform/http/domain-error';
import { feedbackMessages, nextVote, type VoteType, voteValue } from '../contract';
import type { PlanName } from '../item/decide';
import type { VoteEvent } from './events';

export interface CastVote {
  type: 'CastVote';
  feedbackId: string;
  userId: string;
  direction: VoteType;
  plan: PlanName;
  /** Whether the item exists and is not deleted, read just before the command. */
  itemExists: boolean;
  at: string;
}

/** One user's vote on one item. */
export interface VoteState {
  vote: VoteType | null;
}

export const initialState = (): VoteState => ({ vote: null });

export function evolve(_state: VoteState, event: VoteEvent): VoteState {
  return event.type === 'VoteCast' ? { vote: event.data.vote } : _state;
}

/** The same direction again removes the vote (count moves by 1), the opposite flips it (by 2), a first vote counts 1. */
export function decide(command: CastVote, state: VoteState): VoteEvent[] {
  if (command.plan === 'free') throw new DomainError(feedbackMessages.upgradeToVote, 'plan_required', 'forbidden');
  if (!command.itemExists) throw new DomainError(feedbackMessages.notFound, 'not_found', 'not_found');
  const vote = nextVote(state.vote, command.direction);
  const { feedbackId, userId, direction, at } = command;
  return [{ type: 'VoteCast', data: { feedbackId, userId, direction, previous: state.vote, vote, delta: voteValue(vote) - voteValue(state.vote), at } }];
}

export const voteDecider: Decider<CastVote, VoteState, VoteEvent> = { initialState, evolve, decide };
