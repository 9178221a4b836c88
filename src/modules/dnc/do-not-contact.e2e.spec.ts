import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestApp } from '../../../test/support/shared-app';
import type { TestApp } from '../../../test/support/start-app';
import { as, signUp, type TestUser } from '../../../test/support/users';

let app: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  app = await sharedTestApp();
  alice = await signUp(app);
  bob = await signUp(app);
});

const list = async (user: TestUser, query = '') => {
  const response = await as(app, user)(`/api/do-not-contact${query}`);
  expect(response.status).toBe(200);
  return { rows: (await response.json()) as { id: string; username: string; addedAt: string }[], range: response.headers.get('content-range') };
};

describe('Do Not Contact API', () => {
  it('adds cleaned usernames and reads them back at once', async () => {
    const response = await as(app, alice)('/api/do-not-contact', {
      method: 'POST',
      json: { input: '@Alice_1 https://x.com/Bob?lang=en\nalice_1 c@rol ###' },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-read-side-behind')).toBeNull();
    expect(await response.json()).toEqual({
      addedCount: 3,
      duplicateCount: 1,
      message: 'Successfully added 3 username(s) to Do Not Contact list. 1 duplicate(s) skipped.',
    });
    const { rows, range } = await list(alice, '?sort=["username","ASC"]');
    expect(rows.map((row) => row.username)).toEqual(['alice_1', 'bob', 'crol']);
    expect(range).toBe('do-not-contact 0-2/3');
  });

  it('answers the specification messages for empty, invalid and duplicate input', async () => {
    const post = (input: unknown) => as(app, alice)('/api/do-not-contact', { method: 'POST', json: { input } });
    const cases: [unknown, number, string][] = [
      ['   ', 400, 'Please enter at least one username'],
      [undefined, 400, 'Please enter at least one username'],
      [42, 400, 'Please enter at least one username'],
      ['!!! @@@', 400, 'No valid usernames found in the input'],
      ['@BOB', 409, 'Username @bob is already in your Do Not Contact list'],
      ['bob alice_1', 409, 'All usernames you entered are already in your Do Not Contact list'],
    ];
    for (const [input, status, message] of cases) {
      const response = await post(input);
      expect(response.status, String(input)).toBe(status);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    const malformed = await as(app, alice)('/api/do-not-contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"input": ',
    });
    expect(malformed.status).toBe(400);
    expect((await list(alice)).rows).toHaveLength(3);
  });

  it('pages and searches', async () => {
    const { rows, range } = await list(alice, '?sort=["username","ASC"]&range=[1,1]');
    expect(rows.map((row) => row.username)).toEqual(['bob']);
    expect(range).toBe('do-not-contact 1-1/3');
    const found = await list(alice, `?filter=${encodeURIComponent('{"q":"ALI"}')}`);
    expect(found.rows.map((row) => row.username)).toEqual(['alice_1']);
    expect(found.range).toBe('do-not-contact 0-0/1');
    const bad = await as(app, alice)('/api/do-not-contact?range=[5,1]');
    expect(bad.status).toBe(400);
  });

  it('removes one username and says which', async () => {
    const response = await as(app, alice)('/api/do-not-contact/@Bob', { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toBe('Username @bob removed from Do Not Contact list');
    expect((await list(alice)).rows.map((row) => row.username).sort()).toEqual(['alice_1', 'crol']);
    const again = await as(app, alice)('/api/do-not-contact/bob', { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { message: string }).message).toBe('Username @bob is not in your Do Not Contact list');
  });

  it('adds 10,000 usernames in one request', async () => {
    const input = Array.from({ length: 10_000 }, (_, i) => `@lead_${i}`).join('\n');
    const response = await as(app, alice)('/api/do-not-contact', { method: 'POST', json: { input } });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { addedCount: number }).addedCount).toBe(10_000);
    expect((await list(alice, '?range=[0,49]')).range).toBe('do-not-contact 0-49/10002');
  });

  it("keeps each user's list private", async () => {
    expect((await list(bob)).rows).toEqual([]);
    const removeOthers = await as(app, bob)('/api/do-not-contact/alice_1', { method: 'DELETE' });
    expect(removeOthers.status).toBe(404);
    const clearOwn = await as(app, bob)('/api/do-not-contact', { method: 'DELETE' });
    expect(clearOwn.status).toBe(200);
    expect((await list(alice, '?range=[0,0]')).range).toBe('do-not-contact 0-0/10002');
  });

  it('refuses requests without a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/do-not-contact'],
      ['POST', '/api/do-not-contact'],
      ['DELETE', '/api/do-not-contact/alice_1'],
      ['DELETE', '/api/do-not-contact'],
    ]) {
      const response = await as(app, undefined)(path, { method, json: method === 'POST' ? { input: 'x' } : undefined });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it('clears the whole list', async () => {
    const response = await as(app, alice)('/api/do-not-contact', { method: 'DELETE' });
    expect(await response.json()).toEqual({ removedCount: 10_002, message: 'Do Not Contact list cleared successfully' });
    expect((await list(alice)).range).toBe('do-not-contact */0');
  });
});
