import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/start-app';
import { as, newEmail, signUp, type TestUser } from '../../../test/support/users';
import type { FeedbackRow } from './contract';
import { becomeBasic } from '../../../test/support/become-basic';

type Json = Record<string, any>;

let app: TestApp;
let alice: TestUser;
let bob: TestUser;
let free: TestUser;

async function call(user: TestUser | undefined, path: string, method = 'GET', json?: unknown, body?: string): Promise<{ status: number; body: Json }> {
  const headers = body === undefined ? undefined : { 'content-type': 'application/json' };
  const response = await as(app, user)(path, { method, headers, body, ...(json === undefined ? {} : { json }) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

const board = async (user: TestUser) => (await call(user, '/api/feedback')).body as unknown as FeedbackRow[];
const itemOf = async (user: TestUser, id: string) => (await board(user)).find((row) => row.id === id);

beforeAll(async () => {
  app = await startTestApp();
  [alice, bob, free] = await Promise.all([signUp(app, newEmail('fb-alice')), signUp(app, newEmail('fb-bob')), signUp(app, newEmail('fb-free'))]);
  await Promise.all([becomeBasic(app, alice), becomeBasic(app, bob)]);
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe('submitting', () => {
  it('a Basic user submits a feature request; it starts as new with no votes, and only its author is told it is theirs', async () => {
    const answer = await call(alice, '/api/feedback', 'POST', { type: 'feature', title: '  Export campaigns  ', description: 'As CSV' });
    expect(answer).toEqual({ status: 201, body: { id: expect.any(String), message: 'Your feedback has been submitted' } });
    const mine = await itemOf(alice, answer.body.id);
    expect(mine).toEqual({
      id: answer.body.id,
      type: 'feature',
      title: 'Export campaigns',
      description: 'As CSV',
      status: 'new',
      votes: 0,
      created_at: expect.any(String),
      is_author: true,
      has_voted: false,
      vote_type: null,
    });
    // Other users see the item but not who wrote it.
    expect(await itemOf(bob, answer.body.id)).toEqual({ ...mine, is_author: false });
    expect(JSON.stringify(await board(bob))).not.toContain(alice.email);
  });

  it('answers the specification messages for a missing title, and 4xx for bad input, writing nothing', async () => {
    const before = (await board(alice)).length;
    for (const body of [{ type: 'bug' }, { type: 'bug', title: '   ' }, { type: 'feature', title: null }]) {
      expect(await call(alice, '/api/feedback', 'POST', body)).toEqual({ status: 400, body: { message: 'Please enter a title', code: expect.any(String) } });
    }
    expect((await call(alice, '/api/feedback', 'POST', { type: 'idea', title: 'x' })).body.message).toBe('Please choose Feature Request or Bug Report');
    expect((await call(alice, '/api/feedback', 'POST', { type: 'bug', title: 'x'.repeat(201) })).body.message).toBe('Title must be at most 200 characters');
    expect((await call(alice, '/api/feedback', 'POST', { type: 'bug', title: 'x', description: 'd'.repeat(5001) })).status).toBe(400);
    expect((await call(alice, '/api/feedback', 'POST', undefined, '{"type":"bug","title":"\\u0000"}')).status).toBe(400);
    expect((await call(alice, '/api/feedback', 'POST', undefined, '[1,2')).status).toBe(400);
    expect((await call(alice, '/api/feedback', 'POST', ['type', 'title'])).status).toBe(400);
    expect((await board(alice)).length).toBe(before);
  });

  it('a free user reads the board but may not submit, vote or delete, with the specification messages', async () => {
    const { body } = await call(alice, '/api/feedback', 'POST', { type: 'bug', title: 'Free users see me' });
    expect((await call(free, '/api/feedback')).status).toBe(200);
    expect(await itemOf(free, body.id)).toMatchObject({ title: 'Free users see me', is_author: false });
    expect(await call(free, '/api/feedback', 'POST', { type: 'feature', title: 'Let me in' })).toEqual({
      status: 403,
      body: { message: 'Upgrade to submit feedback', code: 'plan_required' },
    });
    expect(await call(free, `/api/feedback/${body.id}/vote`, 'POST', { vote_type: 'up' })).toEqual({
      status: 403,
      body: { message: 'Upgrade to vote on feedback items', code: 'plan_required' },
    });
    expect(await call(free, `/api/feedback/${body.id}`, 'DELETE')).toEqual({ status: 403, body: { message: 'Upgrade to manage feedback items', code: 'plan_required' } });
    expect((await itemOf(alice, body.id))?.votes).toBe(0);
  });

  it('a signed-out request is 401', async () => {
    expect((await call(undefined, '/api/feedback')).status).toBe(401);
    expect((await call(undefined, '/api/feedback', 'POST', { type: 'bug', title: 'x' })).status).toBe(401);
    expect((await call(undefined, '/api/roadmap')).status).toBe(401);
  });
});

describe('voting', () => {
  it('up counts 1, down then flips it (2), down again takes it back, each with its message', async () => {
    const { body } = await call(alice, '/api/feedback', 'POST', { type: 'feature', title: 'Vote on me' });
    const vote = (user: TestUser, vote_type: string) => call(user, `/api/feedback/${body.id}/vote`, 'POST', { vote_type });
    expect(await vote(bob, 'up')).toEqual({ status: 200, body: { id: body.id, votes: 1, vote_type: 'up', has_voted: true, message: 'Upvoted successfully' } });
    expect(await vote(bob, 'down')).toEqual({ status: 200, body: { id: body.id, votes: -1, vote_type: 'down', has_voted: true, message: 'Downvoted successfully' } });
    expect(await itemOf(bob, body.id)).toMatchObject({ votes: -1, has_voted: true, vote_type: 'down' });
    expect(await vote(bob, 'down')).toEqual({ status: 200, body: { id: body.id, votes: 0, vote_type: null, has_voted: false, message: 'Vote removed' } });
    expect(await vote(bob, 'up')).toMatchObject({ body: { votes: 1 } });
    expect(await vote(bob, 'up')).toMatchObject({ body: { votes: 0, vote_type: null } });
  });

  it("B's votes never change A's: each user's vote is their own", async () => {
    const { body } = await call(alice, '/api/feedback', 'POST', { type: 'bug', title: 'Two voters' });
    expect((await call(alice, `/api/feedback/${body.id}/vote`, 'POST', { vote_type: 'up' })).body.votes).toBe(1);
    expect((await call(bob, `/api/feedback/${body.id}/vote`, 'POST', { vote_type: 'down' })).body.votes).toBe(0);
    expect((await call(bob, `/api/feedback/${body.id}/vote`, 'POST', { vote_type: 'down' })).body.votes).toBe(1);
    expect(await itemOf(alice, body.id)).toMatchObject({ votes: 1, vote_type: 'up', has_voted: true });
    expect(await itemOf(bob, body.id)).toMatchObject({ votes: 1, vote_type: null, has_voted: false });
  });

  it('refuses a bad direction, and an item that does not exist', async () => {
    const { body } = await call(alice, '/api/feedback', 'POST', { type: 'bug', title: 'Bad votes' });
    for (const bad of [{ vote_type: 'sideways' }, {}, { vote_type: 1 }]) {
      expect(await call(bob, `/api/feedback/${body.id}/vote`, 'POST', bad)).toEqual({ status: 400, body: { message: 'Vote must be up or down', code: 'invalid_request' } });
    }
    expect((await call(bob, '/api/feedback/00000000-0000-4000-8000-000000000000/vote', 'POST', { vote_type: 'up' })).status).toBe(404);
    expect((await call(bob, '/api/feedback/not-an-id/vote', 'POST', { vote_type: 'up' })).status).toBe(404);
    expect((await call(bob, `/api/feedback/${'9'.repeat(3000)}/vote`, 'POST', { vote_type: 'up' })).status).toBeGreaterThanOrEqual(400);
  });
});

describe('deleting', () => {
  it('only the author deletes; anyone else gets the specification message and the item stays', async () => {
    const { body } = await call(alice, '/api/feedback', 'POST', { type: 'feature', title: 'Mine to delete' });
    expect(await call(bob, `/api/feedback/${body.id}`, 'DELETE')).toEqual({
      status: 403,
      body: { message: 'You can only delete your own feedback items', code: 'not_author' },
    });
    expect(await itemOf(alice, body.id)).toBeDefined();
    expect(await call(alice, `/api/feedback/${body.id}`, 'DELETE')).toEqual({ status: 200, body: { id: body.id, message: 'Feedback deleted successfully' } });
    expect(await itemOf(alice, body.id)).toBeUndefined();
    expect(await itemOf(bob, body.id)).toBeUndefined();
    expect((await call(alice, `/api/feedback/${body.id}`, 'DELETE')).status).toBe(404);
    expect((await call(bob, `/api/feedback/${body.id}/vote`, 'POST', { vote_type: 'up' })).status).toBe(404);
    expect((await call(alice, '/api/feedback/%00', 'DELETE')).status).toBe(400);
  });
});

it('the roadmap answers an empty list when nothing is on it', async () => {
  expect(await call(free, '/api/roadmap')).toEqual({ status: 200, body: [] as unknown as Json });
});
