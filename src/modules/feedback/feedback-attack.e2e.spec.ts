import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callApi, type Json } from '../../../test/support/api-call';
import { becomeBasic } from '../../../test/support/become-basic';
import { openLiveStream } from '../../../test/support/live-stream';
import { projectionsSettled } from '../../../test/support/projections-settled';
import { startTestApp, type TestApp } from '../../../test/support/start-app';
import { newEmail, signUp, type TestUser } from '../../../test/support/users';
import { BOARD_PAGE, FEEDBACK_ITEM_LIMITS, type FeedbackRow, feedbackMessages } from './contract';

/**
 * The board over HTTP as a hostile or clumsy client uses it: malformed and oversized bodies, text PostgreSQL or
 * a terminal cannot take, fields the client may not set, other users' items, other sites, and many requests
 * at once. Every refusal is a 4xx `{ message, code }` and leaves the board as it was.
 */

let app: TestApp;
let alice: TestUser;
let bob: TestUser;
let aliceId: string;

const call = (user: TestUser, path: string, method = 'GET', json?: unknown) => callApi(app, user, path, method, json);

/** A request with exactly these headers and body bytes, the session's cookie and (unless given) the app's Origin. */
async function raw(user: TestUser | undefined, path: string, init: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array }) {
  const headers: Record<string, string> = { origin: app.url, ...(user ? { cookie: user.cookie } : {}), ...init.headers };
  const response = await fetch(`${app.url}${path}`, { method: init.method ?? 'POST', headers, body: init.body });
  const text = await response.text();
  let body: Json = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { unparsed: text };
  }
  return { status: response.status, body };
}

const board = async (user: TestUser) => (await call(user, '/api/feedback')).body as unknown as FeedbackRow[];
const itemOf = async (user: TestUser, id: string) => (await board(user)).find((row) => row.id === id);
const submit = (user: TestUser, body: unknown) => call(user, '/api/feedback', 'POST', body);

/** A refusal as every route answers one: a 4xx with a message and a code, never a 500. */
function expectRefusal(answer: { status: number; body: Json }, status: number, message?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ message: message ?? expect.any(String), code: expect.any(String) });
  expect(answer.body.message.length).toBeGreaterThan(0);
}

beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: '1' });
  [alice, bob] = await Promise.all([signUp(app, newEmail('fb-attack-alice')), signUp(app, newEmail('fb-attack-bob'))]);
  await Promise.all([becomeBasic(app, alice), becomeBasic(app, bob)]);
  aliceId = (await call(alice, '/api/auth/get-session')).body.user.id;
  expect(aliceId).toEqual(expect.any(String));
}, 90_000);

afterAll(async () => {
  await app?.close();
});

// Alice posts more items across this file than the hourly limit allows; each test starts with her counters afresh
// (the tests of the limits below use users of their own).
beforeEach(async () => {
  await sql`delete from request_rate_limits where key like ${`feedback-item-%:${aliceId}`}`.execute(app.database.db);
});

/** A Basic user of their own, for the tests that use up a user's limits. */
async function basicUser(name: string): Promise<TestUser> {
  const user = await signUp(app, newEmail(name));
  await becomeBasic(app, user);
  return user;
}

describe('bodies that are not a submission', () => {
  it('empty, null, arrays, scalars, malformed JSON and other content types answer 4xx with a message, and submit nothing', async () => {
    const before = (await board(alice)).length;
    const json = { 'content-type': 'application/json' };
    for (const [headers, body, status] of [
      [json, '', 400],
      [json, 'null', 400],
      [json, '[]', 400],
      [json, '[{"type":"bug","title":"In an array"}]', 400],
      [json, '"bug"', 400],
      [json, '42', 400],
      [json, '{"type":"bug","title":"Unclosed"', 400],
      [json, '{"type":"bug","title":"Twice","title":', 400],
      [{ 'content-type': 'text/plain' }, '{"type":"bug","title":"As text"}', 400],
      [{ 'content-type': 'application/xml' }, '<feedback><title>xml</title></feedback>', 415],
      [{ 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--x--\r\n', 415],
    ] as const) {
      const answer = await raw(alice, '/api/feedback', { headers: { ...headers }, body });
      expect(answer.status, `${headers['content-type']} ${body}: ${JSON.stringify(answer.body)}`).toBe(status);
      expectRefusal(answer, status);
    }
    expect((await board(alice)).length).toBe(before);
  });

  it('wrong types name the field that is wrong: a title, a type, a description that is not text', async () => {
    const before = (await board(alice)).length;
    for (const title of [7, true, ['a'], { text: 'a' }]) {
      expectRefusal(await submit(alice, { type: 'bug', title }), 400, feedbackMessages.titleRequired);
    }
    expectRefusal(await submit(alice, { type: ['bug'], title: 'Typed' }), 400, feedbackMessages.typeInvalid);
    expectRefusal(await submit(alice, { type: null, title: 'Typed' }), 400, feedbackMessages.typeInvalid);
    for (const description of [42, false, ['text'], { text: 'x' }]) {
      expectRefusal(await submit(alice, { type: 'bug', title: 'Described', description }), 400, feedbackMessages.descriptionInvalid);
    }
    expect((await board(alice)).length).toBe(before);
  });

  it('a null description is no description, as an omitted one', async () => {
    const answer = await submit(alice, { type: 'feature', title: 'No description sent as null', description: null });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await itemOf(alice, answer.body.id)).toMatchObject({ title: 'No description sent as null', description: '' });
  });

  it('fields a client may not set are ignored: the item is new, has no votes, a new id, and is the caller\'s', async () => {
    const forgedId = randomUUID();
    const answer = await submit(alice, {
      type: 'bug',
      title: 'Forged fields',
      id: forgedId,
      status: 'completed',
      votes: 9999,
      user_id: 'someone-else',
      user_email: bob.email,
      is_author: false,
      has_voted: true,
      vote_type: 'up',
      created_at: '2000-01-01T00:00:00.000Z',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.id).not.toBe(forgedId);
    expect(await itemOf(alice, answer.body.id)).toMatchObject({ status: 'new', votes: 0, is_author: true, has_voted: false, vote_type: null });
    expect(new Date((await itemOf(alice, answer.body.id))!.created_at).getFullYear()).toBeGreaterThan(2000);
    expect(await itemOf(bob, answer.body.id)).toMatchObject({ is_author: false });
    expect(await itemOf(alice, forgedId)).toBeUndefined();
    // The vote's body too: only vote_type counts.
    const vote = await call(bob, `/api/feedback/${answer.body.id}/vote`, 'POST', { vote_type: 'up', delta: 1000, votes: 50, user_id: aliceId });
    expect(vote.body).toMatchObject({ votes: 1, vote_type: 'up' });
    expect(await itemOf(alice, answer.body.id)).toMatchObject({ votes: 1, has_voted: false });
  });
});

describe('sizes', () => {
  it('a 10,000-character title, a 1 MB body and a 20 MB body are refused with a message, writing nothing', async () => {
    const before = (await board(alice)).length;
    expectRefusal(await submit(alice, { type: 'bug', title: 'T'.repeat(10_000) }), 400, feedbackMessages.titleTooLong);
    expectRefusal(await submit(alice, { type: 'bug', title: 'ok', description: 'D'.repeat(1024 * 1024) }), 400, feedbackMessages.descriptionTooLong);
    expectRefusal(await submit(alice, { type: 'bug', title: '😀'.repeat(512 * 1024) }), 400, feedbackMessages.titleTooLong);
    const huge = JSON.stringify({ type: 'bug', title: 'Huge', description: 'D'.repeat(20 * 1024 * 1024) });
    expectRefusal(await raw(alice, '/api/feedback', { headers: { 'content-type': 'application/json' }, body: huge }), 413);
    expectRefusal(await raw(alice, `/api/feedback/${randomUUID()}/vote`, { headers: { 'content-type': 'application/json' }, body: huge }), 413);
    // A body of 200,000 unknown keys is read and answered in time.
    const manyKeys = `{${Array.from({ length: 200_000 }, (_, i) => `"k${i}":0`).join(',')},"type":"bug","title":"Many keys"}`;
    const started = Date.now();
    const answer = await raw(alice, '/api/feedback', { headers: { 'content-type': 'application/json' }, body: manyKeys });
    expect(answer.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await board(alice)).length).toBe(before + 1);
  });

  it('titles and descriptions at their limits are kept whole', async () => {
    const title = 'T'.repeat(200);
    const description = 'D'.repeat(5_000);
    const answer = await submit(alice, { type: 'feature', title, description });
    expect(answer.status).toBe(201);
    expect(await itemOf(bob, answer.body.id)).toMatchObject({ title, description });
  });
});

describe('text', () => {
  it('right-to-left text, emoji with joiners and skin tones, and combining marks come back exactly as sent', async () => {
    const title = 'مرحبا بالعالم 👩🏽‍💻 שלום עולם';
    const description = 'Arabic: تصدير الحملات\nHebrew: ייצוא\u200F\nFamily: 👨‍👩‍👧‍👦 flag: 🇺🇦 combining: e\u0301\u0327 and tab:\there';
    const answer = await submit(alice, { type: 'feature', title, description });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const seen = await itemOf(bob, answer.body.id);
    expect(seen?.title).toBe(title);
    expect(seen?.description).toBe(description);
  });

  it('NUL and lone surrogates anywhere (JSON escapes, raw bytes, the path) are refused before anything is stored', async () => {
    const before = (await board(alice)).length;
    const json = { 'content-type': 'application/json' };
    for (const body of [
      '{"type":"bug","title":"a\\u0000b"}',
      '{"type":"bug","title":"ok","description":"\\ud800"}',
      '{"type":"bug","title":"\\udc00 trailing"}',
      '{"type":"bug","title":"ok","\\u0000":"key"}',
    ]) {
      expectRefusal(await raw(alice, '/api/feedback', { headers: json, body }), 400);
    }
    expectRefusal(await raw(alice, '/api/feedback/%ED%A0%80/vote', { headers: json, body: '{"vote_type":"up"}' }), 400);
    expect((await board(alice)).length).toBe(before);
  });

  it('bytes that are not UTF-8 never reach the board as NUL or a surrogate: refused, or read as U+FFFD', async () => {
    // A lone surrogate encoded as UTF-8, an overlong NUL, a cut-off sequence.
    for (const bytes of [[0xed, 0xa0, 0x80], [0xc0, 0x80], [0xe2, 0x82]]) {
      const body = Buffer.concat([Buffer.from('{"type":"bug","title":"Bytes '), Buffer.from(bytes), Buffer.from('"}')]);
      const answer = await raw(alice, '/api/feedback', { headers: { 'content-type': 'application/json' }, body });
      if (answer.status === 201) expect((await itemOf(alice, answer.body.id))?.title).toMatch(/^Bytes \uFFFD+$/);
      else expectRefusal(answer, 400);
    }
  });

  it('a title that is only invisible characters is no title', async () => {
    const before = (await board(alice)).length;
    for (const title of ['\u200B\u200B', '\u200F', '\u2060 \uFEFF', '\u00A0\u3000']) {
      expectRefusal(await submit(alice, { type: 'bug', title }), 400, feedbackMessages.titleRequired);
    }
    expect((await board(alice)).length).toBe(before);
  });

  it('control characters, which would rewrite the operator\'s terminal in `npm run feedback -- list`, are refused', async () => {
    const before = (await board(alice)).length;
    for (const title of ['\u001b[2J\u001b[HAll clear', 'Line one\nplanned  9999  forged line', 'Bell\u0007', 'Carriage\rreturn', 'C1\u009b31m']) {
      expectRefusal(await submit(alice, { type: 'bug', title }), 400, feedbackMessages.titleInvalid);
    }
    expectRefusal(await submit(alice, { type: 'bug', title: 'Escaped description', description: 'red \u001b[31m text' }), 400, feedbackMessages.descriptionInvalid);
    expect((await board(alice)).length).toBe(before);
    // Line breaks and tabs in a description are text, kept as sent.
    const kept = await submit(alice, { type: 'bug', title: 'Steps', description: '1. Open\r\n2.\tClick\n3. See' });
    expect(kept.status).toBe(201);
    expect((await itemOf(alice, kept.body.id))?.description).toBe('1. Open\r\n2.\tClick\n3. See');
  });
});

describe('ids and sessions', () => {
  it('ids that are not uuids or name no item answer 404 with the message, and change nothing', async () => {
    const { body } = await submit(alice, { type: 'bug', title: 'Target of odd ids' });
    for (const id of ['not-a-uuid', '1', `${body.id}x`, `${body.id.slice(0, -1)}`, randomUUID(), "' or 1=1 --", '..%2F..%2Froadmap']) {
      expectRefusal(await call(bob, `/api/feedback/${id}/vote`, 'POST', { vote_type: 'up' }), 404, feedbackMessages.notFound);
      expectRefusal(await call(alice, `/api/feedback/${id}`, 'DELETE'), 404, feedbackMessages.notFound);
    }
    // The same item in capitals is the same item.
    expect((await call(bob, `/api/feedback/${body.id.toUpperCase()}/vote`, 'POST', { vote_type: 'up' })).body).toMatchObject({ id: body.id, votes: 1 });
    expect(await itemOf(alice, body.id)).toMatchObject({ votes: 1 });
  });

  it("another user's item: the board is shared, but only its author deletes it (the specification's message), and nothing changes", async () => {
    const { body } = await submit(alice, { type: 'feature', title: 'Only Alice deletes me' });
    expectRefusal(await call(bob, `/api/feedback/${body.id}`, 'DELETE'), 403, feedbackMessages.onlyOwn);
    expectRefusal(await call(bob, `/api/feedback/${body.id.toUpperCase()}`, 'DELETE'), 403, feedbackMessages.onlyOwn);
    expect(await itemOf(alice, body.id)).toMatchObject({ title: 'Only Alice deletes me', is_author: true });
  });

  it('signed out or with a forged session: 401 on every route, nothing written', async () => {
    const { body } = await submit(alice, { type: 'bug', title: 'Signed-out target' });
    const forged = { ...alice, cookie: 'better-auth.session_token=forged.c2lnbmF0dXJl' };
    for (const user of [undefined, forged]) {
      const send = (path: string, method: string, json?: unknown) =>
        raw(user, path, { method, headers: json === undefined ? {} : { 'content-type': 'application/json' }, body: json === undefined ? undefined : JSON.stringify(json) });
      expectRefusal(await send('/api/feedback', 'GET'), 401);
      expectRefusal(await send('/api/roadmap', 'GET'), 401);
      expectRefusal(await send('/api/feedback', 'POST', { type: 'bug', title: 'Anonymous' }), 401);
      expectRefusal(await send(`/api/feedback/${body.id}/vote`, 'POST', { vote_type: 'up' }), 401);
      expectRefusal(await send(`/api/feedback/${body.id}`, 'DELETE'), 401);
    }
    expect(await itemOf(alice, body.id)).toMatchObject({ votes: 0 });
    expect((await board(alice)).some((row) => row.title === 'Anonymous')).toBe(false);
  });

  it('a write from another site is refused as on other routes, with a valid session', async () => {
    const { body } = await submit(alice, { type: 'bug', title: 'Cross-site target' });
    const json = { 'content-type': 'application/json' };
    const evil = { ...json, origin: 'https://evil.example' };
    const noOrigin = { ...json, 'sec-fetch-site': 'cross-site' };
    for (const headers of [evil, { ...json, origin: 'null' }]) {
      expectRefusal(await raw(bob, '/api/feedback', { headers, body: '{"type":"bug","title":"From elsewhere"}' }), 403, 'Requests from other sites are not allowed.');
      expectRefusal(await raw(bob, `/api/feedback/${body.id}/vote`, { headers, body: '{"vote_type":"down"}' }), 403);
      expectRefusal(await raw(alice, `/api/feedback/${body.id}`, { method: 'DELETE', headers }), 403);
    }
    const withoutOrigin = async (path: string, method: string, body?: string) => {
      const response = await fetch(`${app.url}${path}`, { method, headers: { ...noOrigin, cookie: alice.cookie }, body });
      return { status: response.status, body: (await response.json()) as Json };
    };
    // The classic forged form: a page elsewhere posting form fields, which the API reads as it reads JSON.
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expectRefusal(await raw(bob, '/api/feedback', { headers: { ...form, origin: 'https://evil.example' }, body: 'type=bug&title=From+elsewhere' }), 403);
    expectRefusal(await raw(bob, `/api/feedback/${body.id}/vote`, { headers: { ...form, origin: 'https://evil.example' }, body: 'vote_type=down' }), 403);
    expectRefusal(await withoutOrigin(`/api/feedback/${body.id}`, 'DELETE'), 403);
    expectRefusal(await withoutOrigin('/api/feedback', 'POST', '{"type":"bug","title":"From elsewhere"}'), 403);
    expect(await itemOf(alice, body.id)).toMatchObject({ votes: 0 });
    expect((await board(alice)).some((row) => row.title === 'From elsewhere')).toBe(false);
  });
});

describe('many requests at once', () => {
  it('50 identical submits at once: the hour\'s 10 items, each answered with its own id, none lost; the rest 429; no 500', async () => {
    const title = `Same title ${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 50 }, () => submit(alice, { type: 'feature', title, description: 'same' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(201), ...Array(40).fill(429)]);
    const ids = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.id as string);
    expect(new Set(ids).size).toBe(10);
    const listed = (await board(bob)).filter((row) => row.title === title);
    expect(listed.map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(listed.every((row) => row.votes === 0 && row.status === 'new' && !row.is_author)).toBe(true);
  });

  it('50 deletes of one item at once: one deletes it, the others find nothing; no 500', async () => {
    const { body } = await submit(alice, { type: 'bug', title: 'Deleted fifty times' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => call(alice, `/api/feedback/${body.id}`, 'DELETE')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(49);
    expect(answers.find((answer) => answer.status === 404)?.body).toEqual({ message: feedbackMessages.notFound, code: 'not_found' });
    expect(await itemOf(alice, body.id)).toBeUndefined();
  });

  it("50 mixed clicks of one user at once: the count is the user's last vote, never more than one vote", async () => {
    const { body } = await submit(alice, { type: 'feature', title: 'Clicked fifty times' });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => call(bob, `/api/feedback/${body.id}/vote`, 'POST', { vote_type: i % 3 === 0 ? 'down' : 'up' })));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const row = await itemOf(bob, body.id);
    expect([-1, 0, 1]).toContain(row?.votes);
    expect(row?.votes).toBe(row?.vote_type === 'up' ? 1 : row?.vote_type === 'down' ? -1 : 0);
    expect(row?.has_voted).toBe(row?.vote_type !== null);
  });

  it('votes racing the delete of their item: every answer is 200 or 404, and the deleted item stays off the board', async () => {
    const { body } = await submit(alice, { type: 'bug', title: 'Deleted while voted on' });
    const answers = await Promise.all([
      ...Array.from({ length: 25 }, () => call(bob, `/api/feedback/${body.id}/vote`, 'POST', { vote_type: 'up' })),
      call(alice, `/api/feedback/${body.id}`, 'DELETE'),
      ...Array.from({ length: 24 }, () => call(bob, `/api/feedback/${body.id}/vote`, 'POST', { vote_type: 'down' })),
    ]);
    for (const answer of answers) expect([200, 404], JSON.stringify(answer.body)).toContain(answer.status);
    expect(await itemOf(bob, body.id)).toBeUndefined();
  });
});

describe('what other users learn', () => {
  it("no answer to another user and nothing on another user's live stream carries the author's id or email", async () => {
    const bobLive = await openLiveStream(app, bob);
    const aliceLive = await openLiveStream(app, alice);
    const answers: unknown[] = [];
    const { body } = await submit(alice, { type: 'feature', title: 'Whose is it?', description: 'Nobody may tell' });
    answers.push(await call(bob, '/api/feedback'));
    answers.push(await call(bob, `/api/feedback/${body.id}/vote`, 'POST', { vote_type: 'up' }));
    answers.push(await call(bob, `/api/feedback/${body.id}/vote`, 'POST', { vote_type: 'sideways' }));
    answers.push(await call(bob, `/api/feedback/${body.id}`, 'DELETE'));
    answers.push(await call(bob, '/api/roadmap'));
    await call(alice, `/api/feedback/${body.id}/vote`, 'POST', { vote_type: 'down' });
    await call(alice, '/api/onboarding', 'PATCH', { complete: ['dashboard-tour'] });
    await call(alice, `/api/feedback/${body.id}`, 'DELETE');
    // Every projection has applied Alice's changes; then a change of Bob's own: once his stream names it, whatever
    // Alice's changes told his stream is there before it.
    await projectionsSettled(app.database.db);
    const marker = await call(bob, '/api/do-not-contact', 'POST', { input: 'after_alice' });
    expect(marker.status, JSON.stringify(marker.body)).toBeLessThan(300);
    await expect.poll(() => bobLive.changes().some((change) => change.resource === 'do-not-contact'), { timeout: 10_000 }).toBe(true);
    const seenByBob = JSON.stringify([answers, bobLive.changes()]);
    expect(seenByBob).not.toContain(alice.email);
    expect(seenByBob).not.toContain(aliceId);
    // Alice's changes reach no other user's stream: Bob's names only his own change.
    expect(bobLive.changes().map((change) => change.resource)).toEqual(['do-not-contact']);
    await Promise.all([bobLive.close(), aliceLive.close()]);
  });
});

describe('flooding the board', () => {
  it('one user posting 100 items at once gets 10 on the board; the others answer 429 with the limit and the wait', async () => {
    const flooder = await basicUser('fb-flooder');
    const title = `Flood ${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => submit(flooder, { type: 'bug', title: `${title} ${i}` })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(FEEDBACK_ITEM_LIMITS.perHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - FEEDBACK_ITEM_LIMITS.perHour);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.body).toEqual({ message: expect.stringMatching(/^You can post up to 10 feedback items an hour and 30 a day\. Please try again in (\d+ minutes?|1 hour)\.$/), code: 'rate_limited' });
    expect((await board(bob)).filter((row) => row.title.startsWith(title))).toHaveLength(FEEDBACK_ITEM_LIMITS.perHour);
    // Other users post on.
    expect((await submit(bob, { type: 'feature', title: `Not flooded ${randomUUID()}` })).status).toBe(201);
  });

  it('past 30 items in a day, the next hour does not help: the wait is the day\'s', async () => {
    const steady = await basicUser('fb-steady');
    const steadyId = (await call(steady, '/api/auth/get-session')).body.user.id as string;
    const anHourLater = () =>
      sql`update request_rate_limits set window_started_at = window_started_at - interval '61 minutes' where key = ${`feedback-item-hour:${steadyId}`}`.execute(
        app.database.db,
      );
    for (let hour = 0; hour < FEEDBACK_ITEM_LIMITS.perDay / FEEDBACK_ITEM_LIMITS.perHour; hour++) {
      for (let i = 0; i < FEEDBACK_ITEM_LIMITS.perHour; i++) expect((await submit(steady, { type: 'bug', title: `Hour ${hour} item ${i}` })).status).toBe(201);
      expectRefusal(await submit(steady, { type: 'bug', title: 'One too many this hour' }), 429);
      await anHourLater();
    }
    const refused = await submit(steady, { type: 'bug', title: 'One too many today' });
    expectRefusal(refused, 429);
    expect(refused.body.message).toMatch(/Please try again in \d+ hours?\.$/);
  });

  it('the board answers a page at a time: 50 newest by default, at most 100, with Content-Range as other lists', async () => {
    const writers = await Promise.all([basicUser('fb-page-1'), basicUser('fb-page-2'), basicUser('fb-page-3'), basicUser('fb-page-4')]);
    for (const writer of [...writers, ...writers, ...writers].slice(0, 12)) {
      await Promise.all(Array.from({ length: 10 }, (_, i) => submit(writer, { type: 'feature', title: `Page filler ${i}` })));
    }
    const page = async (query: string) => {
      const response = await fetch(`${app.url}/api/feedback${query}`, { headers: { cookie: bob.cookie } });
      return { status: response.status, range: response.headers.get('content-range'), rows: (await response.json()) as FeedbackRow[] };
    };
    const first = await page('');
    expect(first.rows).toHaveLength(BOARD_PAGE.size);
    const total = Number(first.range?.split('/')[1]);
    expect(total).toBeGreaterThanOrEqual(40);
    expect(first.range).toBe(`feedback 0-49/${total}`);
    const sorted = [...first.rows].sort((a, b) => b.created_at.localeCompare(a.created_at));
    expect(first.rows.map((row) => row.created_at)).toEqual(sorted.map((row) => row.created_at));
    const second = await page(`?range=${encodeURIComponent('[50,99]')}`);
    expect(second.range).toBe(`feedback 50-${49 + second.rows.length}/${total}`);
    expect(second.rows.some((row) => first.rows.some((seen) => seen.id === row.id))).toBe(false);
    const huge = await page(`?range=${encodeURIComponent('[0,1999]')}`);
    expect(huge.rows).toHaveLength(Math.min(total, BOARD_PAGE.max));
    const beyond = await page(`?range=${encodeURIComponent(`[${total},${total + 10}]`)}`);
    expect(beyond).toMatchObject({ status: 200, rows: [], range: `feedback */${total}` });
    expect((await page(`?range=${encodeURIComponent('[9,0]')}`)).status).toBe(400);
  });
});
