import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/start-app';
import { browserOn, newEmail } from '../../../test/support/users';

// Without TRUST_PROXY the app is reached directly: a client cannot dodge the per-IP limit by naming
// another address in X-Forwarded-For.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

it('ignores X-Forwarded-For when no proxy is trusted, so the per-IP sign-in limit still holds', async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 11; attempt++) {
    const spoofing = browserOn(app, `192.0.2.${attempt + 1}`);
    const response = await spoofing.post(`${app.url}/api/auth/sign-in/email`, { email: newEmail('target'), password: 'guess-guess' });
    statuses.push(response.status);
  }
  expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
  expect(statuses[10]).toBe(429);
});
