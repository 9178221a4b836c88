import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestApp } from '../../../test/support/shared-app';
import type { TestApp } from '../../../test/support/start-app';
import { as, signUp, type TestUser } from '../../../test/support/users';
import { onboardingMessages } from './contract';

let app: TestApp;

beforeAll(async () => {
  app = await sharedTestApp();
});

/** How many user_onboarding rows the user with this email has. */
async function rowsOf(userEmail: string): Promise<number> {
  const { rows } = await app.database.pool.query<{ n: number }>(
    'select count(*)::int as n from user_onboarding o join "user" u on u.id = o.user_id where u.email = $1',
    [userEmail],
  );
  return rows[0]?.n ?? 0;
}

describe('onboarding state', () => {
  it('starts empty, counts dashboard visits and completes each tour once', async () => {
    const user = await signUp(app);
    const call = as(app, user);
    expect(await (await call('/api/onboarding')).json()).toEqual({ completedSteps: [], dashboardVisits: 0 });

    const first = await call('/api/onboarding/visits', { method: 'POST' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ completedSteps: [], dashboardVisits: 1 });
    expect(await (await call('/api/onboarding/visits', { method: 'POST' })).json()).toEqual({ completedSteps: [], dashboardVisits: 2 });

    const completed = await call('/api/onboarding', { method: 'PATCH', json: { complete: ['dashboard-tour'] } });
    expect(completed.status).toBe(200);
    await call('/api/onboarding', { method: 'PATCH', json: { complete: ['dashboard-tour', 'connect-account-tour'] } });
    expect(await (await call('/api/onboarding')).json()).toEqual({
      completedSteps: ['dashboard-tour', 'connect-account-tour'],
      dashboardVisits: 2,
    });

    const reset = await call('/api/onboarding', { method: 'PATCH', json: { reset: true } });
    expect(await reset.json()).toEqual({ completedSteps: [], dashboardVisits: 2 });
    expect(await rowsOf(user.email)).toBe(1);
  });

  it('refuses bad updates with a 400 and the message, changing nothing', async () => {
    const user = await signUp(app);
    const call = as(app, user);
    await call('/api/onboarding', { method: 'PATCH', json: { complete: ['leads-setup'] } });
    for (const [body, message] of [
      [{}, onboardingMessages.nothingToChange],
      [{ complete: ['leads-setup', 'Not An Id'] }, onboardingMessages.invalidId],
      [{ reset: true, extra: 1 }, onboardingMessages.nothingToChange],
    ] as const) {
      const response = await call('/api/onboarding', { method: 'PATCH', json: body });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    expect(await (await call('/api/onboarding')).json()).toEqual({ completedSteps: ['leads-setup'], dashboardVisits: 0 });
  });

  it('is refused without a session', async () => {
    expect((await as(app, undefined)('/api/onboarding')).status).toBe(401);
    expect((await as(app, undefined)('/api/onboarding', { method: 'PATCH', json: { reset: true } })).status).toBe(401);
    expect((await as(app, undefined)('/api/onboarding/visits', { method: 'POST' })).status).toBe(401);
  });

  it("keeps each user's state to that user: another user's completions, visits and reset do not touch it", async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    await as(app, alice)('/api/onboarding/visits', { method: 'POST' });
    await as(app, alice)('/api/onboarding', { method: 'PATCH', json: { complete: ['dashboard-tour'] } });

    expect(await (await as(app, bob)('/api/onboarding')).json()).toEqual({ completedSteps: [], dashboardVisits: 0 });
    await as(app, bob)('/api/onboarding/visits', { method: 'POST' });
    await as(app, bob)('/api/onboarding', { method: 'PATCH', json: { complete: ['campaign-tour'] } });
    await as(app, bob)('/api/onboarding', { method: 'PATCH', json: { reset: true } });

    expect(await (await as(app, alice)('/api/onboarding')).json()).toEqual({ completedSteps: ['dashboard-tour'], dashboardVisits: 1 });
  });

  it('concurrent first loads and completions of a new user make one row and lose nothing', async () => {
    const user = await signUp(app);
    const call = as(app, user);
    const tours = ['dashboard-tour', 'connect-account-tour', 'campaign-tour', 'leads-setup', 'do-not-contact-tour'];
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => call('/api/onboarding/visits', { method: 'POST' })),
      ...tours.map((id) => call('/api/onboarding', { method: 'PATCH', json: { complete: [id] } })),
    ]);
    expect(answers.map((response) => response.status)).toEqual(answers.map(() => 200));
    const state = (await (await call('/api/onboarding')).json()) as { completedSteps: string[]; dashboardVisits: number };
    expect(state.dashboardVisits).toBe(20);
    expect([...state.completedSteps].sort()).toEqual([...tours].sort());
    expect(await rowsOf(user.email)).toBe(1);
  });
});

describe('onboarding under attack', () => {
  /** A request with exactly this body and content type, from the app's page unless `origin` says otherwise. */
  async function send(user: TestUser | undefined, path: string, method: string, body?: string | Uint8Array, headers: Record<string, string> = {}) {
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: { origin: app.url, ...(user ? { cookie: user.cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body,
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as { message?: string; code?: string } };
  }
  const stateOf = async (user: TestUser) => (await (await as(app, user)('/api/onboarding')).json()) as { completedSteps: string[]; dashboardVisits: number };
  const expectRefusal = (answer: { status: number; body: { message?: string; code?: string } }, status: number, message?: string) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body).toEqual({ message: message ?? expect.any(String), code: expect.any(String) });
  };

  it('bodies that are not an update (empty, null, arrays, scalars, malformed JSON, other types, prototype keys) answer 4xx and change nothing', async () => {
    const user = await signUp(app);
    await as(app, user)('/api/onboarding', { method: 'PATCH', json: { complete: ['leads-setup'] } });
    for (const body of ['', 'null', '[]', '[{"complete":["campaign-tour"]}]', '"reset"', 'true', '{"complete":["campaign-tour"]', '{"__proto__":{"reset":true}}', '{"constructor":{"prototype":{"reset":true}}}']) {
      const answer = await send(user, '/api/onboarding', 'PATCH', body);
      expect(answer.status, body).toBe(400);
      expectRefusal(answer, 400);
    }
    for (const [body, message] of [
      [{ complete: 'campaign-tour' }, onboardingMessages.invalidId],
      [{ complete: [7] }, onboardingMessages.invalidId],
      [{ complete: [null] }, onboardingMessages.invalidId],
      [{ complete: [['campaign-tour']] }, onboardingMessages.invalidId],
      [{ complete: ['x'.repeat(10_000)] }, onboardingMessages.invalidId],
      [{ complete: ['campaign-tour\n'] }, onboardingMessages.invalidId],
      [{ complete: ['ツアー'] }, onboardingMessages.invalidId],
      [{ complete: Array.from({ length: 201 }, (_, i) => `step-${i}`) }, onboardingMessages.tooMany],
      [{ reset: 'true' }, onboardingMessages.nothingToChange],
      [{ reset: 1 }, onboardingMessages.nothingToChange],
      [{ reset: false }, onboardingMessages.nothingToChange],
      [{ complete: [] }, onboardingMessages.nothingToChange],
    ] as const) {
      expectRefusal(await send(user, '/api/onboarding', 'PATCH', JSON.stringify(body)), 400, message);
    }
    // A form is read as its fields, all text: a single id is not a list.
    expectRefusal(await send(user, '/api/onboarding', 'PATCH', 'complete=campaign-tour', { 'content-type': 'application/x-www-form-urlencoded' }), 400, onboardingMessages.invalidId);
    expectRefusal(await send(user, '/api/onboarding', 'PATCH', '<reset>true</reset>', { 'content-type': 'application/xml' }), 415);
    expectRefusal(await send(user, '/api/onboarding', 'PATCH', '{"complete":["a\\u0000b"]}'), 400);
    expectRefusal(await send(user, '/api/onboarding', 'PATCH', '{"complete":["\\ud800"]}'), 400);
    expectRefusal(await send(user, '/api/onboarding', 'PATCH', JSON.stringify({ complete: Array.from({ length: 800_000 }, () => 'campaign-tour') })), 413);
    expect(await stateOf(user)).toEqual({ completedSteps: ['leads-setup'], dashboardVisits: 0 });
  });

  it('a full list refuses more ids with the message and keeps what it has', async () => {
    const user = await signUp(app);
    const full = Array.from({ length: 200 }, (_, i) => `step-${i}`);
    expect((await send(user, '/api/onboarding', 'PATCH', JSON.stringify({ complete: full }))).status).toBe(200);
    expectRefusal(await send(user, '/api/onboarding', 'PATCH', JSON.stringify({ complete: ['one-more'] })), 400, onboardingMessages.tooMany);
    // Ids it already holds are no change, so they still pass.
    expect((await send(user, '/api/onboarding', 'PATCH', JSON.stringify({ complete: ['step-0'] }))).status).toBe(200);
    expect((await stateOf(user)).completedSteps).toEqual(full);
  });

  it('50 completions with different ids at once all land, each once, on one row; no 500', async () => {
    const user = await signUp(app);
    const ids = Array.from({ length: 50 }, (_, i) => `tour-step-${i}`);
    const answers = await Promise.all(ids.map((id) => send(user, '/api/onboarding', 'PATCH', JSON.stringify({ complete: [id] }))));
    expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 200));
    for (const [i, answer] of answers.entries()) expect((answer.body as { completedSteps: string[] }).completedSteps).toContain(ids[i]);
    const state = await stateOf(user);
    expect([...state.completedSteps].sort()).toEqual([...ids].sort());
    expect(await rowsOf(user.email)).toBe(1);
  });

  it('50 identical completions and a reset at once end in a state one of them could leave: the id once, or nothing', async () => {
    const user = await signUp(app);
    const answers = await Promise.all([
      ...Array.from({ length: 25 }, () => send(user, '/api/onboarding', 'PATCH', JSON.stringify({ complete: ['campaign-tour'] }))),
      send(user, '/api/onboarding', 'PATCH', JSON.stringify({ reset: true })),
      ...Array.from({ length: 25 }, () => send(user, '/api/onboarding', 'PATCH', JSON.stringify({ complete: ['campaign-tour'] }))),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect([[], ['campaign-tour']]).toContainEqual((await stateOf(user)).completedSteps);
    expect(await rowsOf(user.email)).toBe(1);
  });

  it('from another site, with a valid session: refused as every other write, nothing changed', async () => {
    const user = await signUp(app);
    await as(app, user)('/api/onboarding', { method: 'PATCH', json: { complete: ['dashboard-tour'] } });
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }]) {
      expectRefusal(await send(user, '/api/onboarding', 'PATCH', '{"reset":true}', headers), 403, 'Requests from other sites are not allowed.');
      expectRefusal(await send(user, '/api/onboarding/visits', 'POST', undefined, headers), 403);
    }
    const withoutOrigin = await fetch(`${app.url}/api/onboarding`, {
      method: 'PATCH',
      headers: { cookie: user.cookie, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: '{"reset":true}',
    });
    expect(withoutOrigin.status).toBe(403);
    expect(await stateOf(user)).toEqual({ completedSteps: ['dashboard-tour'], dashboardVisits: 0 });
  });

  it('signed out or with a forged session, every route answers 401 { message, code }', async () => {
    const forged = { email: 'x@example.com', password: 'x', cookie: 'better-auth.session_token=forged.c2lnbmF0dXJl' };
    for (const user of [undefined, forged]) {
      expectRefusal(await send(user, '/api/onboarding', 'GET'), 401);
      expectRefusal(await send(user, '/api/onboarding', 'PATCH', '{"reset":true}'), 401);
      expectRefusal(await send(user, '/api/onboarding/visits', 'POST'), 401);
      expectRefusal(await send(user, '/api/training/modules', 'GET'), 401);
    }
  });
});
