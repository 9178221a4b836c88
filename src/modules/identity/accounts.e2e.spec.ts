import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession } from '../../../test/support/oidc/http-session';
import { projectionsSettled } from '../../../test/support/projections-settled';
import { startTestApp, type TestApp } from '../../../test/support/start-app';
import { browserOn, newEmail, signUpThrough } from '../../../test/support/users';

const PASSWORD = 'correct-horse-42';
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: '1' });
});

afterAll(async () => {
  await app?.close();
});

const browser = (ip?: string) => browserOn(app, ip);
const url = (path: string) => `${app.url}${path}`;
const signUp = (session: HttpSession, email = newEmail(), password = PASSWORD) => signUpThrough(app, session, email, password);

async function eventsOf(streamId: string) {
  const { rows } = await sql<{ type: string; data: Record<string, unknown>; event_id: string }>`
    select type, data, event_id from events where stream_id = ${streamId} order by stream_version`.execute(app.database.db);
  return rows;
}

describe('sign-up', () => {
  it('creates the account, signs in with an HttpOnly SameSite=Lax session cookie, and starts on the free plan', async () => {
    const session = browser();
    const user = await signUp(session);

    const cookie = session.cookiesNamed('session_token')[0];
    expect(cookie).toBeDefined();
    expect(cookie.attributes.get('httponly')).toBe(true);
    expect(String(cookie.attributes.get('samesite')).toLowerCase()).toBe('lax');
    // Plain http in the test environment: no Secure attribute (it is set on https and in production).
    expect(cookie.attributes.has('secure')).toBe(false);

    const me = await session.fetch(url('/api/auth/get-session'));
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(user.email);

    // The registration is an event, and the billing process gives the user a plan record from it.
    await expect.poll(async () => (await eventsOf(`user-${user.id}`)).length, { timeout: 5_000 }).toBeGreaterThan(0);
    const [registered] = await eventsOf(`user-${user.id}`);
    expect(registered?.type).toBe('UserRegistered');
    expect(registered?.data).toMatchObject({ userId: user.id, email: user.email });
    await expect.poll(async () => (await eventsOf(`plan-${user.id}`)).length, { timeout: 5_000 }).toBeGreaterThan(0);
    const [planCreated] = await eventsOf(`plan-${user.id}`);
    expect(planCreated).toMatchObject({
      type: 'PlanRecordCreated',
      data: { userId: user.id, plan: 'free', allowedAccounts: 1, currentAccounts: 0, leadCreditsLimit: 10_000 },
    });

    // Once the plans projection runs, the answer is its row (with dates) instead of the free defaults.
    const { rows: projection } = await sql`select 1 from subscription_checkpoints where name = 'billing-plans'`.execute(app.database.db);
    if (projection.length > 0) {
      await expect
        .poll(async () => ((await (await session.fetch(url('/api/plan'))).json()) as { created_at: string | null }).created_at, { timeout: 5_000 })
        .not.toBeNull();
    }
    const plan = await session.fetch(url('/api/plan'));
    expect(plan.status).toBe(200);
    expect(await plan.json()).toMatchObject({
      user_id: user.id,
      plan: 'free',
      allowed_accounts: 1,
      current_accounts: 0,
      lead_credits_limit: 10_000,
      scheduled_downgrade_date: null,
      scheduled_downgrade_plan: null,
      scheduled_downgrade_accounts: null,
    });
  });

  it('records one UserRegistered and one plan record per user', async () => {
    const user = await signUp(browser());
    await expect.poll(async () => (await eventsOf(`plan-${user.id}`)).length, { timeout: 5_000 }).toBeGreaterThan(0);
    // Every process has handled the registration and whatever it caused: a second record would be there now.
    await projectionsSettled(app.database.db);
    expect(await eventsOf(`user-${user.id}`)).toHaveLength(1);
    expect(await eventsOf(`plan-${user.id}`)).toHaveLength(1);
  });

  it('refuses a password shorter than 8 characters and accepts 8', async () => {
    const session = browser();
    const short = await session.post(url('/api/auth/sign-up/email'), { email: newEmail(), password: '1234567', name: '' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT', message: 'Password must be at least 8 characters' });
    expect(session.cookiesNamed('session_token')).toHaveLength(0);
    await signUp(session, newEmail(), '12345678');
  });

  it('answers an address already registered like a new one, without a session, and mails its owner', async () => {
    const existing = await signUp(browser());
    const fresh = browser();
    const created = await fresh.post(url('/api/auth/sign-up/email'), { email: newEmail(), password: 'another-pass-1', name: '' });
    const session = browser();
    const again = await session.post(url('/api/auth/sign-up/email'), { email: existing.email.toUpperCase(), password: 'another-pass-1', name: '' });
    expect(again.status).toBe(created.status);
    const createdBody = (await created.json()) as { user: Record<string, unknown> };
    const againBody = (await again.json()) as { user: Record<string, unknown> };
    expect(Object.keys(againBody).sort()).toEqual(Object.keys(createdBody).sort());
    expect(Object.keys(againBody.user).sort()).toEqual(Object.keys(createdBody.user).sort());
    expect(againBody.user.email).toBe(existing.email.toLowerCase());
    expect(againBody.user.id).not.toBe(existing.id);
    // The one difference: a new account is signed in at once, so it gets a session cookie (the token is in
    // the cookie only, never in the body).
    expect(createdBody).not.toHaveProperty('token');
    expect(fresh.cookiesNamed('session_token')).toHaveLength(1);
    expect(session.cookiesNamed('session_token')).toHaveLength(0);
    const subjects = async () =>
      (
        await sql<{ subject: string }>`
        select subject from dev_mailbox where lower(to_address) = ${existing.email.toLowerCase()} order by created_at desc`.execute(app.database.db)
      ).rows.map((row) => row.subject);
    await expect.poll(async () => (await subjects()).find((subject) => subject.startsWith('Someone tried to create')), { timeout: 5_000 }).toBeDefined();
    expect((await subjects()).find((subject) => subject.startsWith('Someone tried to create'))).toBe('Someone tried to create an OutTwit account with your email');
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password; a wrong password and an unknown address get the same 401', async () => {
    const user = await signUp(browser());
    const wrong = await browser().post(url('/api/auth/sign-in/email'), { email: user.email, password: 'wrong-password' });
    const unknown = await browser().post(url('/api/auth/sign-in/email'), { email: newEmail('nobody'), password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());

    const session = browser();
    const ok = await session.post(url('/api/auth/sign-in/email'), { email: user.email, password: user.password });
    expect(ok.status).toBe(200);
    expect(session.cookiesNamed('session_token')).toHaveLength(1);
    expect((await session.fetch(url('/api/plan'))).status).toBe(200);
  });

  it('signs out: the cookie is cleared and the old session no longer works', async () => {
    const session = browser();
    await signUp(session);
    const stolen = new HttpSession({ origin: app.url });
    stolen.cookies.push(...session.cookies.map((cookie) => ({ ...cookie })));

    const out = await session.post(url('/api/auth/sign-out'), {});
    expect(out.status).toBe(200);
    expect(session.cookiesNamed('session_token')).toHaveLength(0);
    expect((await session.fetch(url('/api/plan'))).status).toBe(401);
    // A copy of the cookie taken before sign-out is worthless: the session is gone on the server.
    expect((await stolen.fetch(url('/api/plan'))).status).toBe(401);
    expect(await (await stolen.fetch(url('/api/auth/get-session'))).json()).toBeNull();
  });
});

describe('sign-in methods', () => {
  it('says through GET /api/auth-config that Google is not offered when it is not configured', async () => {
    const response = await fetch(url('/api/auth-config'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ google: false, dev_mailbox: '/dev/mailbox' });
    // Asking for the provider anyway gets a message a person can read.
    const social = await browser().post(url('/api/auth/sign-in/social'), { provider: 'google', callbackURL: '/dashboard' });
    expect(social.status).toBe(404);
    expect(await social.json()).toMatchObject({ message: 'Sign-in with Google is not available on this server.' });
  });
});

describe('plan', () => {
  it('answers 401 without a session', async () => {
    const response = await fetch(url('/api/plan'));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
  });

  it("shows each user their own plan only (there is no id to ask for another's)", async () => {
    const a = browser();
    const b = browser();
    const userA = await signUp(a);
    const userB = await signUp(b);
    expect(((await (await a.fetch(url('/api/plan'))).json()) as { user_id: string }).user_id).toBe(userA.id);
    expect(((await (await b.fetch(url('/api/plan'))).json()) as { user_id: string }).user_id).toBe(userB.id);
    const probing = await b.fetch(url(`/api/plan?user_id=${userA.id}`));
    expect(((await probing.json()) as { user_id: string }).user_id).toBe(userB.id);
  });
});

describe('cross-origin requests', () => {
  it('refuses a state change whose Origin is another site, on auth routes and the rest of the API', async () => {
    const user = await signUp(browser());
    const evil = new HttpSession({ origin: 'https://evil.example', headers: { 'x-forwarded-for': '192.0.2.250' } });
    const signIn = await evil.post(url('/api/auth/sign-in/email'), { email: user.email, password: user.password });
    expect(signIn.status).toBe(403);
    expect(await signIn.json()).toEqual({ message: 'Requests from other sites are not allowed.', code: 'cross_origin' });
    expect(evil.cookiesNamed('session_token')).toHaveLength(0);

    const api = await evil.post(url('/api/plan'), {});
    expect(api.status).toBe(403);
    expect(((await api.json()) as { code: string }).code).toBe('cross_origin');
  });

  it('refuses a cross-site request without Origin by its Sec-Fetch-Site, even with a valid session cookie', async () => {
    const session = browser();
    await signUp(session);
    // No Origin header at all: the browser's cross-site marker alone decides.
    const response = await fetch(url('/api/auth/sign-out'), {
      method: 'POST',
      headers: { cookie: session.cookieHeader(new URL(app.url)), 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('cross_origin');
    expect((await session.fetch(url('/api/plan'))).status).toBe(200);
  });

  it('lets same-origin requests and reads through', async () => {
    const session = browser();
    await signUp(session);
    expect((await session.fetch(url('/api/plan'), { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('answers 429 with a clear message once one address hammers sign-in', async () => {
    const attacker = browser('203.0.113.7');
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 0; attempt < 12; attempt++) {
      last = await attacker.post(url('/api/auth/sign-in/email'), { email: newEmail('target'), password: 'guess-guess' });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await last?.json()).toEqual({ message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ (seconds|minutes?)\.$/), code: 'rate_limited' });
  });

  it('limits attempts on one account across many addresses, then lets the owner in once the window passes', async () => {
    const user = await signUp(browser());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await browser(`203.0.114.${attempt + 1}`).post(url('/api/auth/sign-in/email'), { email: user.email, password: 'guess-guess' });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password waits for the window: the limit does not tell guesses from the owner.
    const owner = await browser().post(url('/api/auth/sign-in/email'), { email: user.email, password: user.password });
    expect(owner.status).toBe(429);
    expect(((await owner.json()) as { message: string }).message).toMatch(/Please try again in 1[45] minutes\./);

    await sql`update auth_account_rate_limits set window_started_at = now() - interval '16 minutes'`.execute(app.database.db);
    const later = await browser().post(url('/api/auth/sign-in/email'), { email: user.email, password: user.password });
    expect(later.status).toBe(200);
  });

  it('counts per account whether or not the account exists, case-insensitively', async () => {
    const email = newEmail('ghost');
    let last = 0;
    for (let attempt = 0; attempt < 11; attempt++) {
      const typed = attempt % 2 === 0 ? email : email.toUpperCase();
      last = (await browser(`203.0.115.${attempt + 1}`).post(url('/api/auth/sign-in/email'), { email: typed, password: 'guess-guess' })).status;
    }
    expect(last).toBe(429);
  });

  it('forgives earlier failures after a successful sign-in', async () => {
    const user = await signUp(browser());
    for (let attempt = 0; attempt < 9; attempt++) {
      await browser(`203.0.116.${attempt + 1}`).post(url('/api/auth/sign-in/email'), { email: user.email, password: 'guess-guess' });
    }
    expect((await browser().post(url('/api/auth/sign-in/email'), { email: user.email, password: user.password })).status).toBe(200);
    for (let attempt = 0; attempt < 9; attempt++) {
      const response = await browser(`203.0.117.${attempt + 1}`).post(url('/api/auth/sign-in/email'), { email: user.email, password: 'guess-guess' });
      expect(response.status).toBe(401);
    }
  });

  it('limits sign-ups from one address', async () => {
    const statuses: number[] = [];
    const from = browser('203.0.118.1');
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await from.post(url('/api/auth/sign-up/email'), { email: newEmail('bulk'), password: PASSWORD, name: '' })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('keeps the limits in the database, shared by every process', async () => {
    const { rows } = await sql<{ count: string }>`select count(*) as count from "rateLimit"`.execute(app.database.db);
    expect(Number(rows[0].count)).toBeGreaterThan(0);
    const { rows: accounts } = await sql<{ count: string }>`select count(*) as count from auth_account_rate_limits`.execute(app.database.db);
    expect(Number(accounts[0].count)).toBeGreaterThan(0);
  });
});
