import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { becomeBasic } from '../../../../test/support/become-basic';
import { startTestApp, type TestApp } from '../../../../test/support/start-app';
import { as, newEmail, signUp, type TestUser } from '../../../../test/support/users';
import { DEMO_SESSIONS, startXSimulator, type XSimulator } from '../../../stand-ins/x';
import type { LeadCreditsAnswer } from '../contract';
import type { ScrapeProgress, ScrapeStartAnswer } from '../scrape-contract';

/**
 * Lead credits shared by a running scrape and uploads made while it runs, near the plan's allowance: whatever
 * the order the uploads and the scrape's pages land in, the credits used never exceed the allowance, and every
 * source holds exactly the leads it counts.
 */
let app: TestApp;
let simulator: XSimulator;
let user: TestUser;

beforeAll(async () => {
  simulator = await startXSimulator({ port: 0, host: '127.0.0.1', limits: { BlueVerifiedFollowers: 2000, UserByScreenName: 500 } });
  app = await startTestApp({ X_API_BASE: simulator.url });
  user = await signUp(app, newEmail('scrape-credits'));
  await becomeBasic(app, user);
  const demo = DEMO_SESSIONS[0];
  const connected = await as(app, user)('/api/accounts', { method: 'POST', json: { auth_token: demo?.authToken, ct0_token: demo?.ct0 } });
  expect(connected.status, await connected.text()).toBe(201);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await simulator?.close();
});

const call = async <T>(path: string, init: { method?: string; json?: unknown } = {}) => {
  const response = await as(app, user)(path, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
};

const csv = (prefix: string, count: number) => ['username', ...Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(5, '0')}`)].join('\n');

async function upload(name: string, content: string): Promise<{ status: number; body: { total_leads?: number; code?: string } }> {
  const form = new FormData();
  form.set('name', name);
  form.set('file', new Blob([content], { type: 'text/csv' }), `${name}.csv`);
  const response = await as(app, user)('/api/lead-sources/upload', { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as { total_leads?: number; code?: string } };
}

it('uploads made while a scrape runs near the limit never take the credits used past the allowance', async () => {
  const credits = await call<LeadCreditsAnswer>('/api/lead-credits');
  const limit = credits.body.limit;
  expect(limit).toBeGreaterThan(1000);
  // 200 credits left; the scrape (300 verified followers of @demo_founders) could use them all.
  const first = await upload('Most of it', csv('bulk', limit - 200));
  expect(first.status, JSON.stringify(first.body)).toBe(201);

  // Slow pages: the uploads land while the scrape has found some leads and is still going.
  simulator.state.setFaults({ latencyMs: 150 });
  let sourceId = '';
  try {
    const started = await call<ScrapeStartAnswer>('/api/scrapes', {
      method: 'POST',
      json: { name: 'Founders', scrape_type: 'accounts', targetAccounts: ['demo_founders'], scrapeFollowers: true },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    sourceId = started.body.lead_source_id;
    await expect
      .poll(async () => (await call<ScrapeProgress>(`/api/scrapes/${sourceId}`)).body.leads_found, { timeout: 30_000, interval: 50 })
      .toBeGreaterThanOrEqual(40);
    // Two uploads of 100 at once: together with what the scrape found they are more than the 200 left.
    const uploads = await Promise.all([1, 2].map((n) => upload(`During ${n}`, csv(`late${n}x`, 100))));
    for (const answer of uploads) expect([201, 403], JSON.stringify(answer.body)).toContain(answer.status);
    for (const answer of uploads.filter((u) => u.status === 403)) expect(answer.body.code).toBe('lead_credits_exceeded');
    await expect
      .poll(async () => (await call<ScrapeProgress>(`/api/scrapes/${sourceId}`)).body.stage, { timeout: 60_000, interval: 200 })
      .toMatch(/^(completed|failed)$/);
  } finally {
    simulator.state.setFaults({ latencyMs: 0 });
  }

  const after = await call<LeadCreditsAnswer>('/api/lead-credits');
  expect(after.body.used).toBeLessThanOrEqual(limit);
  // Every source holds exactly the leads it counts; together they are the credits used.
  const { rows } = await sql<{ id: string; total_leads: number; rows: number }>`
    select s.id, s.total_leads, (select count(*)::int from leads l where l.source_id = s.id) as rows
      from lead_sources s where s.user_id = (select user_id from lead_sources where id = ${sourceId})`.execute(app.database.db);
  for (const row of rows) expect(row.rows, row.id).toBe(row.total_leads);
  expect(rows.reduce((sum, row) => sum + row.rows, 0)).toBe(after.body.used);
  const scraped = rows.find((row) => row.id === sourceId);
  console.info(`limit ${limit}: used ${after.body.used}; the scrape kept ${scraped?.total_leads} leads; sources ${rows.length}`);
}, 180_000);
