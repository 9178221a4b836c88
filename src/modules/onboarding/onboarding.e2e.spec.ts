import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/start-app';
import { as, signUp } from '../../../test/support/users';
import { onboardingMessages } from './contract';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
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
