import { afterAll, beforeAll, expect, it } from 'vitest';
import { becomeBasic } from '../../../test/support/become-basic';
import { startTestApp, type TestApp } from '../../../test/support/start-app';
import { stressSize } from '../../../test/support/stress-size';
import { as, newEmail, signUp, type TestUser } from '../../../test/support/users';
import type { FeedbackRow, VoteAnswer } from './contract';

let app: TestApp;
let voters: TestUser[] = [];
/**
 * Voters on one item, all in flight together. Ten concurrent votes already contend for the one item's count
 * (lost updates or a refused vote would show); STRESS=1 sends fifty.
 */
const VOTERS = stressSize('FEEDBACK_VOTERS', 10, 50);

/** Runs `task` over `items`, `width` at a time (sign-ups and checkouts are not what is measured here). */
async function inWaves<T>(items: T[], width: number, task: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(task));
}

beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: '1' });
  voters = await Promise.all(Array.from({ length: VOTERS }, (_, i) => signUp(app, newEmail(`voter${i}`))));
  await inWaves(voters, 10, (voter) => becomeBasic(app, voter));
}, 240_000);

afterAll(async () => {
  await app?.close();
});

const vote = async (user: TestUser, id: string, vote_type: 'up' | 'down') => {
  const response = await as(app, user)(`/api/feedback/${id}/vote`, { method: 'POST', json: { vote_type } });
  return { status: response.status, body: (await response.json()) as VoteAnswer };
};
const votesOf = async (id: string) => {
  const rows = (await (await as(app, voters[0])('/api/feedback')).json()) as FeedbackRow[];
  return rows.find((row) => row.id === id)?.votes;
};

it(`${VOTERS} users voting on one item at the same moment: every vote counts, then flips and removals at once count exactly too`, async () => {
  const submitted = await as(app, voters[0])('/api/feedback', { method: 'POST', json: { type: 'feature', title: 'Popular request' } });
  const { id } = (await submitted.json()) as { id: string };

  const started = Date.now();
  const ups = await Promise.all(voters.map((voter) => vote(voter, id, 'up')));
  const tookMs = Date.now() - started;
  expect(ups.map((answer) => answer.status)).toEqual(voters.map(() => 200));
  expect(ups.every((answer) => answer.body.vote_type === 'up' && answer.body.message === 'Upvoted successfully')).toBe(true);
  expect(await votesOf(id)).toBe(VOTERS);
  console.info(`${VOTERS} concurrent votes on one item answered in ${tookMs} ms`);

  // At once: the first half flips to down (-2 each), the rest take the up back (-1 each).
  const half = Math.floor(VOTERS / 2);
  const changes = await Promise.all(voters.map((voter, i) => vote(voter, id, i < half ? 'down' : 'up')));
  expect(changes.map((answer) => answer.status)).toEqual(voters.map(() => 200));
  expect(await votesOf(id)).toBe(VOTERS - 2 * half - (VOTERS - half));
  expect(await votesOf(id)).toBe(-half);

  // Each voter sees their own vote.
  const mine = (await (await as(app, voters[VOTERS - 1])('/api/feedback')).json()) as FeedbackRow[];
  expect(mine.find((row) => row.id === id)).toMatchObject({ has_voted: false, vote_type: null });
  const first = (await (await as(app, voters[0])('/api/feedback')).json()) as FeedbackRow[];
  expect(first.find((row) => row.id === id)).toMatchObject({ has_voted: true, vote_type: 'down' });
}, 120_000);

it("one user's rapid clicks on one item are applied one after another: three ups at once leave one up", async () => {
  const submitted = await as(app, voters[1])('/api/feedback', { method: 'POST', json: { type: 'bug', title: 'Double clicks' } });
  const { id } = (await submitted.json()) as { id: string };
  const answers = await Promise.all([1, 2, 3].map(() => vote(voters[2] as TestUser, id, 'up')));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
  expect(answers.map((answer) => answer.body.vote_type).sort()).toEqual(['up', 'up', null].sort());
  expect(await votesOf(id)).toBe(1);
});
