import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { campaignRepliesProjection } from '../../../../projections/runner/campaign-replies.projection';
import { PostgresEventStore } from '../../../platform/event-store/postgres/postgres-event-store';
import { startXSimulator, type XSimulator } from '../../../stand-ins/x';
import { defaultXApiSettings } from '../../x';
import { XHttpGateway } from '../../x/http/x-http-gateway';
import { campaignRepliesStreamId } from './events';
import { ReplyPoller } from './reply-poller';
import { COACHES, SENDER, session } from '../../../../test/support/demo-sender';

let database: TestDatabase;
let store: PostgresEventStore;
let sim: XSimulator;
let gateway: XHttpGateway;
let poller: ReplyPoller;
let sessionUsable = true;
let leads: { userId: string; screenName: string }[];
let leadIndex = 0;

const USER = 'user-replies';
const ACCOUNT = 'account-replies';

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore({ pool: database.pool });
  // Nobody replies on their own: each test writes the messages it needs.
  sim = await startXSimulator({ replies: false });
  gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: sim.url }) });
  poller = new ReplyPoller({ db: database.db, x: gateway, store, sessionOf: async () => (sessionUsable ? session : null) });
  leads = (await gateway.listFollowers(session, COACHES)).profiles.filter((p) => p.canDm).map((p) => ({ userId: p.userId, screenName: p.username }));
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await sim?.close();
  await database?.drop();
});

beforeEach(() => {
  sessionUsable = true;
});

/** A campaign DM really sent through the simulator and settled 'sent' in the ledger, as the runner does. */
async function sentDm(campaignId: string, accountId = ACCOUNT, finishedAt = 'now()') {
  const lead = leads[leadIndex++];
  const sent = await gateway.sendDirectMessage(session, lead.userId, `Hi ${lead.screenName}, quick question`);
  const id = randomUUID();
  await sql`
    insert into dm_deliveries (id, user_id, campaign_id, account_id, lead_source_id, username, recipient_x_id, contact_index, day, state, text,
                               x_message_id, conversation_id, reserved_at, finished_at)
    values (${id}, ${USER}, ${campaignId}, ${accountId}, 'source-1', ${lead.screenName.toLowerCase()}, ${lead.userId}, ${leadIndex}, current_date, 'sent',
            'Hi', ${sent.messageId}, ${sent.conversationId}, ${sql.raw(finishedAt)}, ${sql.raw(finishedAt)})`.execute(database.db);
  return { ...lead, deliveryId: id, conversationId: sent.conversationId };
}

const repliesIn = async (campaignId: string) => store.readStream(campaignRepliesStreamId(campaignId));

async function project(campaignId: string) {
  const events = await repliesIn(campaignId);
  await database.db.transaction().execute((trx) => campaignRepliesProjection.apply(trx, events as never));
}

describe('the reply poll against the simulated X', () => {
  it('records a reply once, even when polled twice and when the inbox is read again from the start', async () => {
    const campaignId = `c-${randomUUID()}`;
    const lead = await sentDm(campaignId);
    sim.state.clock.advance(1_000);
    sim.state.deliverMessage(lead.userId, SENDER.userId, 'Sure, tell me more!');
    expect(await poller.poll({ userId: USER, accountId: ACCOUNT })).toMatchObject({ kind: 'polled', replies: 1 });
    expect(await poller.poll({ userId: USER, accountId: ACCOUNT })).toMatchObject({ kind: 'polled', replies: 0 });
    // forget the cursor: the initial inbox lists the same message again; its event id is derived from it
    await sql`delete from reply_poll_cursors where account_id = ${ACCOUNT}`.execute(database.db);
    expect(await poller.poll({ userId: USER, accountId: ACCOUNT })).toMatchObject({ kind: 'polled', replies: 1 });
    const events = await repliesIn(campaignId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'ReplyReceived',
      data: {
        userId: USER,
        campaignId,
        accountId: ACCOUNT,
        deliveryId: lead.deliveryId,
        username: lead.screenName.toLowerCase(),
        recipientXId: lead.userId,
        conversationId: lead.conversationId,
        text: 'Sure, tell me more!',
      },
    });
    await project(campaignId);
    await project(campaignId); // replayed: nothing changes
    const counts = await database.db.selectFrom('campaign_reply_counts').selectAll().where('campaign_id', '=', campaignId).executeTakeFirstOrThrow();
    expect(counts).toMatchObject({ user_id: USER, replied_leads: 1, replies: 1, stream_version: 1 });
    const rows = await database.db.selectFrom('campaign_replies').selectAll().where('campaign_id', '=', campaignId).execute();
    expect(rows).toHaveLength(1);
  });

  it('ignores a message from someone never DM\'d and a message written before the DM; a second reply adds a message, not a lead', async () => {
    const campaignId = `c-${randomUUID()}`;
    await poller.poll({ userId: USER, accountId: ACCOUNT });
    const early = leads[leadIndex];
    sim.state.deliverMessage(early.userId, SENDER.userId, 'Hello, I wrote first');
    sim.state.clock.advance(1_000);
    const lead = await sentDm(campaignId);
    expect(lead.userId).toBe(early.userId);
    sim.state.deliverMessage('900000101', SENDER.userId, 'A stranger writes');
    expect(await poller.poll({ userId: USER, accountId: ACCOUNT })).toMatchObject({ kind: 'polled', messages: 3, replies: 0 });
    expect(await repliesIn(campaignId)).toHaveLength(0);
    sim.state.clock.advance(1_000);
    sim.state.deliverMessage(lead.userId, SENDER.userId, 'Now a real reply');
    sim.state.clock.advance(1_000);
    sim.state.deliverMessage(lead.userId, SENDER.userId, 'And one more thing');
    expect(await poller.poll({ userId: USER, accountId: ACCOUNT })).toMatchObject({ kind: 'polled', replies: 2 });
    await project(campaignId);
    const counts = await database.db.selectFrom('campaign_reply_counts').selectAll().where('campaign_id', '=', campaignId).executeTakeFirstOrThrow();
    expect(counts).toMatchObject({ replied_leads: 1, replies: 2 });
  });

  it('records a reply that came while its DM was in flight (X took it, the worker died before settling) once the DM settles, once', async () => {
    const campaignId = `c-${randomUUID()}`;
    await poller.poll({ userId: USER, accountId: ACCOUNT });
    // X accepts the DM; the delivery stays reserved (its worker was killed before settling it).
    const lead = leads[leadIndex++];
    const sent = await gateway.sendDirectMessage(session, lead.userId, `Hi ${lead.screenName}, quick question`);
    const deliveryId = randomUUID();
    await sql`
      insert into dm_deliveries (id, user_id, campaign_id, account_id, lead_source_id, username, recipient_x_id, contact_index, day, state, text, reserved_at)
      values (${deliveryId}, ${USER}, ${campaignId}, ${ACCOUNT}, 'source-1', ${lead.screenName.toLowerCase()}, ${lead.userId}, ${leadIndex}, current_date,
              'reserved', 'Hi', now())`.execute(database.db);
    // The lead answers at once; the poll reads it while the delivery is still in flight, and moves past it.
    sim.state.clock.advance(1_000);
    sim.state.deliverMessage(lead.userId, SENDER.userId, 'Yes, tell me more');
    expect(await poller.poll({ userId: USER, accountId: ACCOUNT })).toMatchObject({ kind: 'polled', replies: 0 });
    expect(await poller.poll({ userId: USER, accountId: ACCOUNT })).toMatchObject({ kind: 'polled', messages: 0, replies: 0 });
    expect(await repliesIn(campaignId)).toHaveLength(0);
    // The next worker finds the DM in the conversation and settles it sent.
    await sql`update dm_deliveries set state = 'sent', x_message_id = ${sent.messageId}, conversation_id = ${sent.conversationId}, finished_at = now()
              where id = ${deliveryId}`.execute(database.db);
    expect(await poller.poll({ userId: USER, accountId: ACCOUNT })).toMatchObject({ kind: 'polled', messages: 0, replies: 1 });
    expect(await poller.poll({ userId: USER, accountId: ACCOUNT })).toMatchObject({ kind: 'polled', replies: 0 });
    const events = await repliesIn(campaignId);
    expect(events.map((event) => event.data)).toEqual([expect.objectContaining({ deliveryId, text: 'Yes, tell me more', recipientXId: lead.userId })]);
    expect((await sql`select 1 from reply_held_messages where account_id = ${ACCOUNT}`.execute(database.db)).rows).toHaveLength(0);
  });

  it('drops a held message once its DM in flight settles failed: X never sent it, so nothing is a reply', async () => {
    const campaignId = `c-${randomUUID()}`;
    await poller.poll({ userId: USER, accountId: ACCOUNT });
    const lead = leads[leadIndex++];
    const deliveryId = randomUUID();
    await sql`
      insert into dm_deliveries (id, user_id, campaign_id, account_id, lead_source_id, username, recipient_x_id, contact_index, day, state, text, reserved_at)
      values (${deliveryId}, ${USER}, ${campaignId}, ${ACCOUNT}, 'source-1', ${lead.screenName.toLowerCase()}, ${lead.userId}, ${leadIndex}, current_date,
              'reserved', 'Hi', now())`.execute(database.db);
    sim.state.deliverMessage(lead.userId, SENDER.userId, 'Hello there');
    await poller.poll({ userId: USER, accountId: ACCOUNT });
    expect((await sql`select 1 from reply_held_messages where account_id = ${ACCOUNT}`.execute(database.db)).rows).toHaveLength(1);
    await sql`update dm_deliveries set state = 'failed', finished_at = now() where id = ${deliveryId}`.execute(database.db);
    expect(await poller.poll({ userId: USER, accountId: ACCOUNT })).toMatchObject({ kind: 'polled', replies: 0 });
    expect((await sql`select 1 from reply_held_messages where account_id = ${ACCOUNT}`.execute(database.db)).rows).toHaveLength(0);
    expect(await repliesIn(campaignId)).toHaveLength(0);
  });

  it('costs one inbox request per poll', async () => {
    await poller.poll({ userId: USER, accountId: ACCOUNT });
    const before = sim.state.stats().byEndpoint;
    for (let i = 0; i < 5; i++) await poller.poll({ userId: USER, accountId: ACCOUNT });
    const after = sim.state.stats().byEndpoint;
    expect((after['dm/inbox'] ?? 0) - (before['dm/inbox'] ?? 0)).toBe(5);
    expect(after.verify_credentials ?? 0).toBe(before.verify_credentials ?? 0);
  });
});

describe('which accounts are polled', () => {
  it('connected accounts with a send in the last 14 days; an expired session stops an account until it is checked again', async () => {
    const recent = `acc-recent-${randomUUID()}`;
    const old = `acc-old-${randomUUID()}`;
    const dead = `acc-dead-${randomUUID()}`;
    const unconnected = `acc-gone-${randomUUID()}`;
    for (const [id, health] of [
      [recent, 'healthy'],
      [old, 'healthy'],
      [dead, 'locked'],
    ]) {
      await sql`
        insert into connected_accounts (id, user_id, profile_id, twitter_username, twitter_name, verified, health, created_at, updated_at, stream_version)
        values (${id}, ${USER}, ${SENDER.userId}, ${SENDER.screenName}, 'Demo', true, ${health}, now(), now() - interval '1 hour', 1)`.execute(database.db);
    }
    await sentDm(`c-${randomUUID()}`, recent);
    await sentDm(`c-${randomUUID()}`, old, "now() - interval '15 days'");
    await sentDm(`c-${randomUUID()}`, dead);
    await sentDm(`c-${randomUUID()}`, unconnected);
    const polled = () => poller.accountsToPoll().then((accounts) => accounts.map((a) => a.accountId));
    expect(await polled()).toContain(recent);
    for (const id of [old, dead, unconnected]) expect(await polled()).not.toContain(id);
    expect(await poller.poll({ userId: USER, accountId: recent })).toMatchObject({ kind: 'polled' });

    sessionUsable = false;
    expect(await poller.poll({ userId: USER, accountId: recent })).toEqual({ kind: 'skipped', reason: 'no_session' });
    sessionUsable = true;
    sim.state.expireSession(SENDER.authToken);
    try {
      expect(await poller.poll({ userId: USER, accountId: recent })).toEqual({ kind: 'stopped', reason: 'SessionExpired' });
    } finally {
      sim.state.restoreAccount(SENDER.userId);
    }
    expect(await polled()).not.toContain(recent);
    // the accounts context checks the account again (or it is reconnected): polling resumes
    await sql`update connected_accounts set health_checked_at = now() + interval '1 second' where id = ${recent}`.execute(database.db);
    expect(await polled()).toContain(recent);
    expect(await poller.poll({ userId: USER, accountId: recent })).toMatchObject({ kind: 'polled' });
  });
});

describe('the sweep at scale', () => {
  it('finds the accounts to poll among 1,000 connected accounts and 300,000 deliveries quickly', async () => {
    await sql`
      insert into connected_accounts (id, user_id, profile_id, twitter_username, twitter_name, verified, health, created_at, updated_at, stream_version)
      select 'scale-' || i, 'scale-user-' || (i / 5), (800000000 + i)::text, 'scale_' || i, 'Scale', false, 'healthy', now(), now(), 1
      from generate_series(1, 1000) i`.execute(database.db);
    // 300 deliveries per account; half the accounts sent nothing in the last 14 days
    await sql`
      insert into dm_deliveries (id, user_id, campaign_id, account_id, lead_source_id, username, recipient_x_id, contact_index, day, state, reserved_at, finished_at)
      select gen_random_uuid(), 'scale-user-' || (a / 5), 'scale-c-' || a, 'scale-' || a, 's', 'u' || a || '_' || n, (700000000 + n)::text, n, current_date, 'sent',
             now() - case when a % 2 = 0 then interval '20 days' else interval '1 hour' end - n * interval '1 second',
             now() - case when a % 2 = 0 then interval '20 days' else interval '1 hour' end - n * interval '1 second'
      from generate_series(1, 1000) a, generate_series(1, 300) n`.execute(database.db);
    await sql`analyze dm_deliveries`.execute(database.db);
    await poller.accountsToPoll();
    const started = performance.now();
    const accounts = await poller.accountsToPoll();
    const ms = performance.now() - started;
    expect(accounts.filter((a) => a.accountId.startsWith('scale-'))).toHaveLength(500);
    console.info(`reply sweep: ${accounts.length} accounts to poll found among 1,000+ connected accounts and 300,000 deliveries in ${ms.toFixed(1)} ms`);
    expect(ms).toBeLessThan(1_000);
  }, 120_000);
});
