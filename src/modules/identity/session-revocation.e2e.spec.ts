import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpSession } from '../../../test/support/oidc/http-session';
import { sharedTestApp } from '../../../test/support/shared-app';
import type { TestApp } from '../../../test/support/start-app';
import { browserOn, newEmail, signUpThrough } from '../../../test/support/users';

/**
 * API requests find their user from the session cookie with one query and no cache: whatever ends a session
 * on the server (signing out, revoking it from another device, its expiry, the account's deletion) refuses
 * that session's cookie on the very next request, and a cookie whose signature is wrong never gets that far.
 */
let app: TestApp;

beforeAll(async () => {
  app = await sharedTestApp();
});


const url = (path: string) => `${app.url}${path}`;
const list = (session: HttpSession) => session.fetch(url('/api/do-not-contact'));
const copyOf = (session: HttpSession) => {
  const copy = new HttpSession({ origin: app.url });
  copy.cookies.push(...session.cookies.map((cookie) => ({ ...cookie })));
  return copy;
};

async function signIn(session: HttpSession, email: string, password: string) {
  const response = await session.post(url('/api/auth/sign-in/email'), { email, password });
  expect(response.status).toBe(200);
}

async function sessionRow(session: HttpSession) {
  const token = decodeURIComponent(session.cookiesNamed('session_token')[0]?.value ?? '').split('.')[0];
  const { rows } = await sql<{ token: string; expiresAt: Date }>`
    select token, "expiresAt" from "session" where token = ${token}`.execute(app.database.db);
  return { token, row: rows[0] };
}

describe('session revocation on the API', () => {
  it('refuses a signed-out session on the next request, even to a copy of its cookie', async () => {
    const session = browserOn(app);
    await signUpThrough(app, session);
    const copy = copyOf(session);
    expect((await list(copy)).status).toBe(200);

    expect((await session.post(url('/api/auth/sign-out'), {})).status).toBe(200);
    const refused = await list(copy);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
  });

  it('refuses a session revoked from another device, and keeps the device that revoked it signed in', async () => {
    const laptop = browserOn(app);
    const { email, password } = await signUpThrough(app, laptop, newEmail('devices'));
    const phone = browserOn(app);
    await signIn(phone, email, password);
    expect((await list(phone)).status).toBe(200);

    const revoked = await laptop.post(url('/api/auth/revoke-other-sessions'), {});
    expect(revoked.status).toBe(200);
    expect((await list(phone)).status).toBe(401);
    expect((await list(laptop)).status).toBe(200);

    // One session by its token, as the account's session list offers.
    const tablet = browserOn(app);
    await signIn(tablet, email, password);
    expect((await list(tablet)).status).toBe(200);
    const { token } = await sessionRow(tablet);
    expect((await laptop.post(url('/api/auth/revoke-session'), { token })).status).toBe(200);
    expect((await list(tablet)).status).toBe(401);
    expect((await list(laptop)).status).toBe(200);
  });

  it('refuses a cookie whose signature is not the server’s, though its token names a live session', async () => {
    const session = browserOn(app);
    await signUpThrough(app, session);
    const { token, row } = await sessionRow(session);
    expect(row).toBeDefined();
    const cookieName = session.cookiesNamed('session_token')[0]?.name ?? '';
    const forged = (signature: string) =>
      fetch(url('/api/do-not-contact'), { headers: { cookie: `${cookieName}=${encodeURIComponent(`${token}.${signature}`)}` } });
    for (const signature of ['', 'A'.repeat(43) + '=', Buffer.alloc(32).toString('base64'), 'not-a-signature']) {
      expect((await forged(signature)).status, signature).toBe(401);
    }
    const bare = await fetch(url('/api/do-not-contact'), { headers: { cookie: `${cookieName}=${token}` } });
    expect(bare.status).toBe(401);
    expect((await list(session)).status).toBe(200);
  });

  it('refuses an expired session and deletes it', async () => {
    const session = browserOn(app);
    await signUpThrough(app, session);
    const { token } = await sessionRow(session);
    await sql`update "session" set "expiresAt" = now() - interval '1 second' where token = ${token}`.execute(app.database.db);

    expect((await list(session)).status).toBe(401);
    expect((await sessionRow(session)).row).toBeUndefined();
  });

  it('extends a session that is a day or more old, as better-auth does, and lets the request through', async () => {
    const session = browserOn(app);
    await signUpThrough(app, session);
    const { token } = await sessionRow(session);
    // better-auth's defaults: a session lasts 7 days and is extended once it is a day old.
    await sql`update "session" set "expiresAt" = now() + interval '5 days' where token = ${token}`.execute(app.database.db);

    expect((await list(session)).status).toBe(200);
    const { row } = await sessionRow(session);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 60 * 60 * 1000);
  });

  it("refuses a deleted account's session", async () => {
    const session = browserOn(app);
    const { id } = await signUpThrough(app, session);
    expect((await list(session)).status).toBe(200);
    await sql`delete from "user" where id = ${id}`.execute(app.database.db);
    expect((await list(session)).status).toBe(401);
  });
});
