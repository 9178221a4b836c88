import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../test/support/api-call';
import { becomePro } from '../../../../test/support/become-pro';
import { type ReadyCampaign, readyCampaign } from '../../../../test/support/campaign-setup';
import { openCoachFollowers, SENDER } from '../../../../test/support/demo-sender';
import { freePort } from '../../../../test/support/free-port';
import { startTestApp, type TestApp } from '../../../../test/support/start-app';
import { newEmail, signUp, type TestUser } from '../../../../test/support/users';
import { DEMO_REPLY_PLAN } from '../../../stand-ins/x';
import { campaignMessages } from '../../campaigns/contract';
import { defaultXApiSettings } from '../../x';
import { XHttpGateway } from '../../x/http/x-http-gateway';
import { type CampaignVariations, campaignVariationsSchema } from './contract';

let app: TestApp;
let gateway: XHttpGateway;
let alice: TestUser;
let bob: TestUser;
let campaign: ReadyCampaign;

const VARIATIONS = ['Quick question about your coaching practice', 'Loved your last post, can I ask you something?'];
const LEADS = 20;
const call = (user: TestUser, path: string, method?: string, json?: unknown) => callApi(app, user, path, method, json);
const variations = async (user: TestUser) => call(user, `/api/campaigns/${campaign.id}/variations`);

/** DMs the campaign sent before this test's run: `sent` of a variation (null: before variations were recorded), `replied` of them answered. */
async function seedSent(variation: number | null, sent: number, replied: number): Promise<void> {
  const db = app.database.db;
  for (let i = 0; i < sent; i++) {
    const id = randomUUID();
    const username = `seed_${variation ?? 'x'}_${i}`;
    await sql`
      insert into dm_deliveries (id, user_id, campaign_id, account_id, lead_source_id, username, contact_index, day, state, text, variation, finished_at)
      values (${id}, ${campaign.userId}, ${campaign.id}, ${campaign.accountId}, 'seed', ${username}, ${-1 - i}, current_date, 'sent', 'Earlier DM', ${variation}, now())`.execute(db);
    if (i < replied) {
      await sql`
        insert into campaign_replies (id, user_id, campaign_id, account_id, delivery_id, username, recipient_x_id, conversation_id, text, received_at)
        values (${`seed-reply-${id}`}, ${campaign.userId}, ${campaign.id}, ${campaign.accountId}, ${id}, ${username}, '1', 'c', 'Yes', now())`.execute(db);
    }
  }
}

beforeAll(async () => {
  app = await startTestApp({ X_SIMULATOR: '1', X_SIMULATOR_PORT: String(await freePort()), RUNNER_DELAY_SCALE: '0', TRUST_PROXY: '1', REPLY_POLL_INTERVAL_SECONDS: '1' });
  gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: app.config.X_API_BASE as string }) });
  [alice, bob] = [await signUp(app, newEmail('variations')), await signUp(app, newEmail('variations'))];
  await becomePro(app, alice);
  const usernames = await openCoachFollowers(gateway, LEADS);
  expect(usernames).toHaveLength(LEADS);
  campaign = await readyCampaign(app, alice, { name: 'Variations', usernames, sender: SENDER, messages: VARIATIONS, dailyLimit: 100 });
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await app?.close();
});

describe("'Optimise automatically' and GET /api/campaigns/:id/variations", () => {
  it('is off by default, refuses a value that is not true or false, and is saved, returned and in the History', async () => {
    expect((await call(alice, `/api/campaigns/${campaign.id}`)).body.optimise_automatically).toBe(false);
    expect(await call(alice, `/api/campaigns/${campaign.id}`, 'PATCH', { optimise_automatically: 'yes' })).toMatchObject({
      status: 400,
      body: { message: campaignMessages.optimiseAutomaticallyInvalid },
    });
    const saved = await call(alice, `/api/campaigns/${campaign.id}`, 'PATCH', { optimise_automatically: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.optimise_automatically).toBe(true);
    expect((await call(alice, `/api/campaigns/${campaign.id}`)).body.optimise_automatically).toBe(true);
    const history = (await call(alice, `/api/campaigns/${campaign.id}/history`)).body as unknown as Array<{ what: string }>;
    expect(history.at(-1)?.what).toBe('Edited: optimise_automatically');
  });

  it('before any DM: one row per variation with its text and nothing sent; another user gets 404', async () => {
    const answer = await variations(alice);
    expect(answer.status).toBe(200);
    const body = campaignVariationsSchema.parse(answer.body);
    expect(body.variations.map((v) => [v.index, v.text, v.sent, v.replies, v.reply_rate])).toEqual([
      [0, VARIATIONS[0], 0, 0, null],
      [1, VARIATIONS[1], 0, 0, null],
    ]);
    expect([body.leading, body.dms_before_verdict, body.not_attributed]).toEqual([null, 60, { sent: 0, replies: 0 }]);
    expect(await variations(bob)).toMatchObject({ status: 404, body: { message: campaignMessages.notFound } });
    expect((await call(alice, `/api/campaigns/${randomUUID()}/variations`)).status).toBe(404);
  });

  it('with one variation far ahead, the run sends it nearly every time, records each DM’s variation, and the numbers count the replies', async () => {
    // Variation 1 replied at 50% over 300 DMs, variation 0 at 0%: Thompson sampling picks 1 except on the uniform share (5% of DMs).
    await seedSent(0, 300, 0);
    await seedSent(1, 300, 150);
    await seedSent(null, 5, 1);
    expect((await call(alice, `/api/campaigns/${campaign.id}/start`, 'POST')).status).toBe(200);
    const run = async () =>
      (
        await sql<{ variation: number | null; text: string }>`
          select variation, text from dm_deliveries where campaign_id = ${campaign.id} and state = 'sent' and lead_source_id <> 'seed'`.execute(app.database.db)
      ).rows;
    await expect.poll(async () => (await run()).length, { timeout: 60_000, interval: 200 }).toBe(LEADS);
    const sent = await run();
    for (const dm of sent) expect(dm.text).toBe(VARIATIONS[dm.variation ?? -1]);
    // P(6 or more of 20 on a 5% share) is below 0.0003.
    expect(sent.filter((dm) => dm.variation === 1).length).toBeGreaterThanOrEqual(LEADS - 5);

    // The demo recipients reply seconds later in X's time.
    await fetch(`${app.config.X_API_BASE}/__sim/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: DEMO_REPLY_PLAN.afterMs + DEMO_REPLY_PLAN.spreadMs }),
    });
    await expect.poll(async () => (await call(alice, `/api/campaigns/${campaign.id}`)).body.replies_count, { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(1);
    // The card's count and the replies read model are kept apart: replies still arriving reach one a moment first.
    await expect
      .poll(async () => {
        const replied = (await call(alice, `/api/campaigns/${campaign.id}`)).body.replies_count as number;
        const now = campaignVariationsSchema.parse((await variations(alice)).body);
        return now.variations[0].replies + now.variations[1].replies - replied;
      })
      .toBe(150);
    const body: CampaignVariations = campaignVariationsSchema.parse((await variations(alice)).body);
    const byVariation = [0, 1].map((v) => sent.filter((dm) => dm.variation === v).length);
    expect(body.variations.map((v) => v.sent)).toEqual([300 + byVariation[0], 300 + byVariation[1]]);
    expect(body.not_attributed).toEqual({ sent: 5, replies: 1 });
    expect(body.leading).toBe(1);
    expect(body.variations[1]).toMatchObject({ leading: true, text: VARIATIONS[1] });
    expect(body.variations[1].probability_best).toBeGreaterThan(0.95);
    expect(body.variations[1].reply_rate_low).toBeLessThan(body.variations[1].reply_rate ?? 0);
    expect(body.dms_before_verdict).toBe(0);
  }, 120_000);
});
