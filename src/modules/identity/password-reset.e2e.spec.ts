import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/start-app';
import { until } from '../../../test/support/until';
import { browserOn, newEmail, signUpThrough } from '../../../test/support/users';

const PASSWORD = 'correct-horse-42';
const NEW_PASSWORD = 'battery-staple-77';
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: '1' });
});

afterAll(async () => {
  await app?.close();
});

const browser = () => browserOn(app);
const url = (path: string) => `${app.url}${path}`;

interface StoredMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

const signUp = () => signUpThrough(app, browser(), newEmail(), PASSWORD);

const requestReset = (email: string, session = browser()) =>
  session.post(url('/api/auth/request-password-reset'), { email, redirectTo: '/reset-password' });

async function mailbox(): Promise<StoredMail[]> {
  const response = await fetch(url('/api/dev/mailbox'));
  expect(response.status).toBe(200);
  return (await response.json()) as StoredMail[];
}

async function mailsTo(email: string, count = 1, timeoutMs = 5000): Promise<StoredMail[]> {
  const mails = async () => (await mailbox()).filter((mail) => mail.to === email);
  await until(async () => (await mails()).length >= count, true, timeoutMs);
  return mails();
}

/** The reset link of the newest mail to `email`. */
async function resetLink(email: string, count = 1): Promise<string> {
  const [newest] = await mailsTo(email, count);
  expect(newest.subject).toBe('Reset your OutTwit password');
  const link = newest.links.find((candidate) => candidate.includes('/api/auth/reset-password/'));
  expect(link).toBeDefined();
  return link as string;
}

/** Opens the mailed link as the browser would: better-auth redirects to /reset-password?token=… or ?error=… */
async function openLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') as string, app.url);
}

const signIn = (email: string, password: string) => browser().post(url('/api/auth/sign-in/email'), { email, password });

describe('password reset through the development mailbox', () => {
  it('mails a link that leads to /reset-password with a token, sets the new password once, and ends old sessions', async () => {
    const user = await signUp();
    expect((await user.session.fetch(url('/api/plan'))).status).toBe(200);

    const requested = await requestReset(user.email);
    expect(requested.status).toBe(200);
    const link = await resetLink(user.email);
    expect(link).toMatch(new RegExp(`^${app.url}/api/auth/reset-password/[^?]+\\?callbackURL=%2Freset-password$`));

    const landing = await openLink(link);
    expect(landing.origin + landing.pathname).toBe(`${app.url}/reset-password`);
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();

    const resetter = browser();
    const reset = await resetter.post(url('/api/auth/reset-password'), { newPassword: NEW_PASSWORD, token });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ status: true });
    // The browser that set the new password is signed in, with a session of its own.
    const [fresh] = resetter.cookiesNamed('session_token');
    expect(fresh).toBeDefined();
    expect(fresh.attributes.get('httponly')).toBe(true);
    expect(fresh.value).not.toBe(user.session.cookiesNamed('session_token')[0].value);
    expect((await resetter.fetch(url('/api/plan'))).status).toBe(200);
    const me = (await (await resetter.fetch(url('/api/auth/get-session'))).json()) as { user: { email: string } };
    expect(me.user.email).toBe(user.email);

    // Single use: the same token (by the API or the link) is refused.
    const again = await browser().post(url('/api/auth/reset-password'), { newPassword: 'yet-another-pass', token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      code: 'INVALID_TOKEN',
      message: 'Session expired or invalid link. Please request a new password reset.',
    });
    expect((await openLink(link)).search).toBe('?error=INVALID_TOKEN');

    // Sessions from before the reset are ended (the resetting browser's stays); the new password works and the
    // old one does not.
    expect((await user.session.fetch(url('/api/plan'))).status).toBe(401);
    expect((await resetter.fetch(url('/api/plan'))).status).toBe(200);
    expect((await signIn(user.email, PASSWORD)).status).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired link (links last an hour at most)', async () => {
    const user = await signUp();
    await requestReset(user.email);
    const link = await resetLink(user.email);
    const token = (await openLink(link)).searchParams.get('token');
    const { rows } = await sql<{ seconds: number }>`
      select extract(epoch from ("expiresAt" - now()))::int as seconds from verification where value = ${user.id}`.execute(app.database.db);
    expect(rows[0].seconds).toBeGreaterThan(3500);
    expect(rows[0].seconds).toBeLessThanOrEqual(3600);

    await sql`update verification set "expiresAt" = now() - interval '1 second' where value = ${user.id}`.execute(app.database.db);
    expect((await openLink(link)).search).toBe('?error=INVALID_TOKEN');
    const reset = await browser().post(url('/api/auth/reset-password'), { newPassword: NEW_PASSWORD, token });
    expect(reset.status).toBe(400);
    expect(((await reset.json()) as { code: string }).code).toBe('INVALID_TOKEN');
    expect((await signIn(user.email, PASSWORD)).status).toBe(200);
  });

  it('refuses a made-up token, and signs nobody in', async () => {
    const session = browser();
    const reset = await session.post(url('/api/auth/reset-password'), { newPassword: NEW_PASSWORD, token: 'not-a-token' });
    expect(reset.status).toBe(400);
    expect(session.cookiesNamed('session_token')).toHaveLength(0);
    expect((await openLink(url('/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password'))).search).toBe('?error=INVALID_TOKEN');
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const user = await signUp();
    await requestReset(user.email);
    const token = (await openLink(await resetLink(user.email))).searchParams.get('token');
    const reset = await browser().post(url('/api/auth/reset-password'), { newPassword: '1234567', token });
    expect(reset.status).toBe(400);
    expect(await reset.json()).toEqual({ code: 'PASSWORD_TOO_SHORT', message: 'Password must be at least 8 characters' });
  });

  it('answers known and unknown addresses identically, the first time, soon after, and once limited', async () => {
    const known = (await signUp()).email;
    const unknown = newEmail('nobody');
    const answers = async (email: string) => {
      const results: { status: number; body: string; retryAfter: string | null }[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await requestReset(email);
        results.push({ status: response.status, body: await response.text(), retryAfter: response.headers.get('retry-after') });
      }
      return results;
    };
    const forKnown = await answers(known);
    const forUnknown = await answers(unknown);
    expect(forKnown.map((result) => result.status)).toEqual([200, 200, 200, 429]);
    expect(forUnknown.map((result) => result.status)).toEqual(forKnown.map((result) => result.status));
    expect(forUnknown.map((result) => result.body)).toEqual(forKnown.map((result) => result.body));
    expect(JSON.parse(forKnown[0].body)).toEqual({
      status: true,
      message: 'If this email exists in our system, check your email for the reset link',
    });
    expect(JSON.parse(forKnown[3].body)).toMatchObject({ code: 'rate_limited' });
    expect(Math.abs(Number(forKnown[3].retryAfter) - Number(forUnknown[3].retryAfter))).toBeLessThanOrEqual(2);

    // Only the real account got mail: three links, none for the unknown address.
    expect(await mailsTo(known, 3)).toHaveLength(3);
    expect((await mailbox()).filter((mail) => mail.to === unknown)).toHaveLength(0);
  });

  it('shows the mail at /dev/mailbox, newest first, with clickable links', async () => {
    const first = (await signUp()).email;
    const second = (await signUp()).email;
    await requestReset(first);
    await resetLink(first);
    await requestReset(second);
    const link = await resetLink(second);

    const page = await fetch(url('/dev/mailbox'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Reset your OutTwit password');
    expect(html).toContain(`<a href="${link.replace(/&/g, '&amp;')}">`);
    expect(html.indexOf(second)).toBeGreaterThan(-1);
    expect(html.indexOf(second)).toBeLessThan(html.indexOf(first));
  });
});

describe('a new password set while signed in, without a link', () => {
  it('takes the new password alone, ends the other sessions, and keeps this browser signed in', async () => {
    const { email, session } = await signUp();
    const other = browser();
    expect((await other.post(url('/api/auth/sign-in/email'), { email, password: PASSWORD })).status).toBe(200);

    expect((await session.post(url('/api/auth/update-password'), { newPassword: 'short' })).status).toBe(400);
    const response = await session.post(url('/api/auth/update-password'), { newPassword: NEW_PASSWORD });
    expect(response.status, await response.clone().text()).toBe(200);

    expect(((await (await session.fetch(url('/api/auth/get-session'))).json()) as { user: { email: string } }).user.email).toBe(email);
    expect(await (await other.fetch(url('/api/auth/get-session'))).json()).toBeNull();
    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses without a session, and changes only the signed-in user's password", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    expect((await browser().post(url('/api/auth/update-password'), { newPassword: NEW_PASSWORD })).status).toBe(401);
    expect((await stranger.session.post(url('/api/auth/update-password'), { newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await signIn(owner.email, PASSWORD)).status).toBe(200);
    expect((await signIn(owner.email, NEW_PASSWORD)).status).toBe(401);
  });
});
