import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession } from '../../../test/support/oidc/http-session';
import { startTestApp, type TestApp } from '../../../test/support/start-app';
import { browserOn, newEmail } from '../../../test/support/users';

/** Eleven sign-in attempts (the per-IP limit is ten a minute), each from the session `from(attempt)` gives. */
async function elevenSignIns(app: TestApp, from: (attempt: number) => HttpSession): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 11; attempt++) {
    const response = await from(attempt).post(`${app.url}/api/auth/sign-in/email`, { email: newEmail('target'), password: 'guess-guess' });
    statuses.push(response.status);
  }
  return statuses;
}

// Without TRUST_PROXY the app is reached directly: a client cannot dodge the per-IP limit by naming
// another address in X-Forwarded-For.
describe('without a proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('ignores X-Forwarded-For, so the per-IP sign-in limit still holds', async () => {
    const statuses = await elevenSignIns(app, (attempt) => browserOn(app, `192.0.2.${attempt + 1}`));
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

// TRUST_PROXY=1: one proxy appends the address it saw to whatever X-Forwarded-For the client sent. The
// client is the right-most entry; what the client wrote to its left must not count.
describe('behind one proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('takes the address the proxy appended, so a client cannot pick its own by prefixing others', async () => {
    const statuses = await elevenSignIns(
      app,
      (attempt) => new HttpSession({ origin: app.url, headers: { 'x-forwarded-for': `192.0.2.${attempt + 1}, 203.0.113.50` } }),
    );
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('counts clients the proxy tells apart separately', async () => {
    const statuses = await elevenSignIns(app, (attempt) => new HttpSession({ origin: app.url, headers: { 'x-forwarded-for': `203.0.113.${100 + attempt}` } }));
    expect(statuses.every((status) => status === 401)).toBe(true);
  });
});
