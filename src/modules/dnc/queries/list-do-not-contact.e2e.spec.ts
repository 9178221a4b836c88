import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestApp } from '../../../../test/support/shared-app';
import type { TestApp } from '../../../../test/support/start-app';
import { as, signUp, type TestUser } from '../../../../test/support/users';

let app: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  app = await sharedTestApp();
  alice = await signUp(app);
  bob = await signUp(app);
  for (const [user, input] of [
    [alice, 'alice bob carol alicia'],
    [bob, 'alice dave'],
  ] as const) {
    const response = await as(app, user)('/api/do-not-contact', { method: 'POST', json: { input } });
    expect(response.status, await response.clone().text()).toBe(201);
  }
});

const list = async (user: TestUser, filter: unknown, extra = '') => {
  const response = await as(app, user)(`/api/do-not-contact?sort=["username","ASC"]&filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`);
  expect(response.status, await response.clone().text()).toBe(200);
  const rows = (await response.json()) as { id: string }[];
  return { ids: rows.map((row) => row.id), range: response.headers.get('content-range') };
};

const refusal = async (user: TestUser, query: string) => {
  const response = await as(app, user)(`/api/do-not-contact?${query}`);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('Do Not Contact list filters', () => {
  it('gives exactly the entries named by an id filter, one id or many (react-admin getMany)', async () => {
    expect(await list(alice, { id: ['carol', 'alice', 'nobody'] })).toEqual({ ids: ['alice', 'carol'], range: 'do-not-contact 0-1/2' });
    expect(await list(alice, { id: 'bob' })).toEqual({ ids: ['bob'], range: 'do-not-contact 0-0/1' });
    expect(await list(alice, { id: [] })).toEqual({ ids: [], range: 'do-not-contact */0' });
    expect(await list(bob, { id: ['alice', 'bob', 'carol'] })).toEqual({ ids: ['alice'], range: 'do-not-contact 0-0/1' });
  });

  it('combines an id filter with the search', async () => {
    expect(await list(alice, { id: ['alice', 'bob'], q: 'alic' })).toEqual({ ids: ['alice'], range: 'do-not-contact 0-0/1' });
  });

  it('finds "@alice" and "  @ALI " the way usernames are stored: without @, lowercase', async () => {
    expect((await list(alice, { q: '@alice' })).ids).toEqual(['alice']);
    expect((await list(alice, { q: '  @ALI ' })).ids).toEqual(['alice', 'alicia']);
    expect((await list(alice, { q: '@' })).ids).toEqual(['alice', 'alicia', 'bob', 'carol']);
  });

  it('answers 400 { message, code } to malformed or unstorable list parameters', async () => {
    const cases: [string, string][] = [
      [`filter=${encodeURIComponent(JSON.stringify({ q: 'a\u0000b' }))}`, 'The request contains characters that are not allowed (NUL or invalid Unicode)'],
      [`filter=${encodeURIComponent('{"q":"\\ud800"}')}`, 'The request contains characters that are not allowed (NUL or invalid Unicode)'],
      [`filter=${encodeURIComponent(JSON.stringify({ q: 42 }))}`, 'Malformed filter parameter'],
      [`filter=${encodeURIComponent(JSON.stringify({ id: { $ne: 1 } }))}`, 'Malformed filter parameter'],
      ['range=[0,1e308]', 'Malformed range parameter'],
      ['range=["NaN",5]', 'Malformed range parameter'],
      ['sort=["username","ASC"]&sort=["addedAt","ASC"]', 'Malformed sort parameter'],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await refusal(alice, query);
      expect({ query, status, body }).toEqual({ query, status: 400, body: { message, code: expect.any(String) } });
    }
  });
});
