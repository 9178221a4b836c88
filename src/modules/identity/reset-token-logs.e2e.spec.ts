import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/start-app';
import { browserOn, signUpThrough } from '../../../test/support/users';
import { writeLogsTo } from '../../platform/logging/logger';

// Every line any logger of the app writes, at the most verbose level.
const lines: string[] = [];
let app: TestApp;

beforeAll(async () => {
  writeLogsTo({ write: (line: string) => void lines.push(line) });
  app = await startTestApp({ LOG_LEVEL: 'trace', TRUST_PROXY: '1' });
});

afterAll(async () => {
  await app?.close();
  writeLogsTo(undefined);
});

it('never writes a reset token to the logs or the rate-limit tables', async () => {
  const browser = browserOn(app);
  const { email } = await signUpThrough(app, browser);
  expect((await browser.post(`${app.url}/api/auth/request-password-reset`, { email, redirectTo: '/reset-password' })).status).toBe(200);
  const mailedLink = async () => {
    const { rows } = await sql<{ links: string[] }>`select links from dev_mailbox where to_address = ${email}`.execute(app.database.db);
    return rows[0]?.links.find((candidate) => candidate.includes('/api/auth/reset-password/'));
  };
  await expect.poll(mailedLink).toBeTruthy();
  const link = (await mailedLink()) as string;
  const token = new URL(link).pathname.split('/').pop() as string;
  expect(token.length).toBeGreaterThan(10);

  // The whole flow: the mailed link, the page it leads to, setting the password, and reusing the link.
  const landing = await browser.fetch(link);
  expect(landing.status).toBe(302);
  const page = new URL(landing.headers.get('location') as string, app.url);
  expect(page.searchParams.get('token')).toBe(token);
  expect((await browser.fetch(page.href)).status).toBe(200);
  expect((await browser.post(`${app.url}/api/auth/reset-password`, { newPassword: 'battery-staple-77', token })).status).toBe(200);
  expect((await browser.post(`${app.url}/api/auth/reset-password?token=${token}`, { newPassword: 'battery-staple-78' })).status).toBe(400);
  expect((await browser.fetch(link)).status).toBe(302);
  expect((await browser.fetch(`${app.url}/api/nothing-here/reset-password/${token}?token=${token}`)).status).toBe(404);

  // The request log did record these URLs, without their token.
  await expect.poll(() => lines.filter((line) => line.includes('/api/auth/reset-password/[redacted]')).length).toBeGreaterThan(1);
  expect(lines.some((line) => line.includes('/reset-password?token=[redacted]'))).toBe(true);
  expect(lines.filter((line) => line.includes(token))).toEqual([]);

  const { rows: ipKeys } = await sql<{ key: string }>`select key from "rateLimit"`.execute(app.database.db);
  expect(ipKeys.length).toBeGreaterThan(0);
  expect(ipKeys.filter((row) => row.key.includes(token))).toEqual([]);
  const { rows: accountKeys } = await sql<{ key: string }>`select key from auth_account_rate_limits`.execute(app.database.db);
  expect(accountKeys.filter((row) => row.key.includes(token) || row.key.includes(email))).toEqual([]);
});
