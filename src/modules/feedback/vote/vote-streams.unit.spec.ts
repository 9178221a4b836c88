import { expect, it } from 'vitest';
import { AggregateStreams } from '../../../platform/commands/aggregate-streams';
import { InMemoryEventStore } from '../../../platform/event-store/memory/in-memory-event-store';
import { CountingEventStore } from '../../../platform/testing/counting-event-store';
import { type CastVote, voteDecider } from './decide';
import { voteStreamId } from './events';

const feedbackId = 'popular-item';
const click = (userId: string, direction: 'up' | 'down' = 'up'): CastVote => ({
  type: 'CastVote',
  feedbackId,
  userId,
  direction,
  plan: 'basic',
  itemExists: true,
  at: '2026-11-25T12:00:00.000Z',
});

it("a vote reads only its voter's own stream: an item's popularity never makes a vote read more or retry", async () => {
  const store = new CountingEventStore(new InMemoryEventStore());
  // No cache: every command reads its stream from the store, as a fresh process would.
  const streams = new AggregateStreams({ store, cacheSize: 0, conflictDeadlineMs: 0 });
  const vote = (command: CastVote) => streams.handle(voteStreamId(command.feedbackId, command.userId), voteDecider, command, {});

  // 500 users at once: with a deadline of 0 any version conflict would fail a vote instead of retrying it.
  const answers = await Promise.all(Array.from({ length: 500 }, (_, i) => vote(click(`user-${i}`))));
  expect(answers.every((answer) => answer.events[0]?.data.delta === 1)).toBe(true);
  expect(store.eventsRead).toBe(0);

  // The 501st voter reads nothing; a voter's second click reads that voter's one earlier vote.
  await vote(click('newcomer'));
  expect(store.eventsRead).toBe(0);
  const flip = await vote(click('user-7', 'down'));
  expect(flip.events[0]?.data).toMatchObject({ previous: 'up', vote: 'down', delta: -2 });
  expect(store.eventsRead).toBe(1);
});
