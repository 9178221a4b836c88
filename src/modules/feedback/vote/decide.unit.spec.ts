import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../platform/testing/decider-spec';
import type { VoteType } from '../contract';
import type { PlanName } from '../item/decide';
import { type CastVote, voteDecider } from './decide';
import type { VoteCast } from './events';

const at = '2026-11-25T12:00:00.000Z';
const feedbackId = 'item-1';
const userId = 'user-b';
const spec = deciderSpec(voteDecider);

const click = (direction: VoteType, plan: PlanName = 'basic', itemExists = true): CastVote => ({ type: 'CastVote', feedbackId, userId, direction, plan, itemExists, at });
const cast = (direction: VoteType, previous: VoteType | null, vote: VoteType | null, delta: number): VoteCast => ({
  type: 'VoteCast',
  data: { feedbackId, userId, direction, previous, vote, delta, at },
});

describe('a first vote changes the count by 1', () => {
  it('up: +1', () => spec.given().when(click('up')).thenAppends([cast('up', null, 'up', 1)]));
  it('down: -1', () => spec.given().when(click('down')).thenAppends([cast('down', null, 'down', -1)]));
  it('after a removed vote, voting again is a first vote', () =>
    spec.given(cast('up', null, 'up', 1), cast('up', 'up', null, -1)).when(click('down')).thenAppends([cast('down', null, 'down', -1)]));
});

describe('the same direction again removes the vote', () => {
  it('up again: -1, no vote left', () => spec.given(cast('up', null, 'up', 1)).when(click('up')).thenAppends([cast('up', 'up', null, -1)]));
  it('down again: +1, no vote left', () => spec.given(cast('down', null, 'down', -1)).when(click('down')).thenAppends([cast('down', 'down', null, 1)]));
});

describe('the opposite direction flips the vote, changing the count by 2', () => {
  it('up then down: -2', () => spec.given(cast('up', null, 'up', 1)).when(click('down')).thenAppends([cast('down', 'up', 'down', -2)]));
  it('down then up: +2', () => spec.given(cast('down', null, 'down', -1)).when(click('up')).thenAppends([cast('up', 'down', 'up', 2)]));
});

describe('who may vote', () => {
  it('a free user may not', () =>
    spec.given().when(click('up', 'free')).thenRefuses({ message: 'Upgrade to vote on feedback items', kind: 'forbidden', code: 'plan_required' }));
  it('basic and pro users may', () => {
    spec.given().when(click('up', 'pro')).thenAppends([cast('up', null, 'up', 1)]);
  });
  it('not on an item that does not exist (or was deleted)', () =>
    spec.given().when(click('up', 'basic', false)).thenRefuses({ message: 'Feedback item not found', kind: 'not_found' }));
});

it('whatever the clicks, the deltas sum to the value of the vote left', () => {
  const clicks: VoteType[] = ['up', 'up', 'down', 'up', 'down', 'down', 'up'];
  const events: VoteCast[] = [];
  for (const direction of clicks) {
    const [event] = voteDecider.decide(click(direction), spec.state(...events)) as [VoteCast];
    events.push(event);
  }
  const last = events.at(-1)?.data.vote;
  expect(events.reduce((sum, event) => sum + event.data.delta, 0)).toBe(last === 'up' ? 1 : last === 'down' ? -1 : 0);
});
