import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committedHead } from '../../test/support/committed-head';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import type { PlanEvent } from '../../src/modules/billing/plan/events';
import { FREE_LEVEL, planLevel } from '../../src/modules/billing/plan/levels';
import { comparePositions } from '../../src/platform/event-store/event-store.port';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { ensureCheckpoint } from '../../src/platform/projections/checkpoints';
import { ProjectionRunner } from '../../src/platform/projections/projection-runner';
import { rebuildProjection } from '../../src/platform/projections/rebuild';
import { planHistoryProjection } from './plan-history.projection';
import { plansProjection } from './plans.projection';
import { stripeCustomersProjection } from './stripe-customers.projection';

const projections = [plansProjection, stripeCustomersProjection, planHistoryProjection];
let database: TestDatabase;
let store: PostgresEventStore;
let runner: ProjectionRunner;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore({ pool: database.pool, listenUrl: database.url, pollIntervalMs: 100 });
  runner = new ProjectionRunner({
    db: database.db,
    eventStore: store,
    databaseUrl: database.url,
    projections,
    retryDelayMs: { initial: 20, max: 200 },
    standbyPollMs: 100,
  });
  runner.start();
});

afterAll(async () => {
  await runner.stop();
  await store.close();
  await database.drop();
});

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const basic = planLevel('basic');
const pro5 = planLevel('pro', 5);

function lifeOf(userId: string): PlanEvent[] {
  return [
    { type: 'PlanRecordCreated', data: { userId, plan: 'free', allowedAccounts: 1, currentAccounts: 0, leadCreditsLimit: 10_000, createdAt: at(1) } },
    { type: 'StripeCustomerLinked', data: { userId, customerId: `cus_${userId}`, subscriptionId: `sub_${userId}`, by: 'checkout', at: at(2) } },
    { type: 'PlanUpgraded', data: { userId, from: FREE_LEVEL, to: basic, subscriptionId: `sub_${userId}`, by: 'checkout', at: at(2) } },
    { type: 'TrialStarted', data: { userId, subscriptionId: `sub_${userId}`, trialEnd: at(9), by: 'checkout', at: at(2) } },
    { type: 'PlanChanged', data: { userId, from: basic, to: pro5, by: 'user', at: at(3) } },
    { type: 'ConnectedAccountsCounted', data: { userId, currentAccounts: 1, at: at(3) } },
    { type: 'DowngradeScheduled', data: { userId, from: pro5, to: basic, effectiveDate: at(30), by: 'user', at: at(4) } },
  ];
}

const ended = (userId: string): PlanEvent[] => [
  { type: 'DowngradeApplied', data: { userId, from: pro5, to: basic, subscriptionId: `sub_${userId}`, by: 'job', at: at(5) } },
  { type: 'CancellationFeedbackGiven', data: { userId, reason: 'too_expensive', feedback: 'costly', previousPlan: 'basic', at: at(6) } },
  { type: 'SubscriptionCanceled', data: { userId, from: basic, to: FREE_LEVEL, subscriptionId: `sub_${userId}`, by: 'webhook', at: at(7) } },
];

async function append(userId: string, events: PlanEvent[]) {
  const stream = `plan-${userId}`;
  const current = (await store.readStream(stream)).length;
  await store.appendToStream(stream, current === 0 ? 'no_stream' : current, events);
}

async function caughtUp() {
  const head = await committedHead(database.db);
  for (const projection of projections) {
    await expect.poll(async () => comparePositions((await ensureCheckpoint(database.db, projection.name)).position, head) >= 0).toBe(true);
  }
}

async function rows() {
  const read = async (table: string, order: string) =>
    (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by ${sql.raw(order)}`.execute(database.db)).rows;
  return {
    plans: await read('plans', 'user_id'),
    stripe_customers: await read('stripe_customers', 'user_id'),
    plan_history: await read('plan_history', 'user_id, stream_version'),
    cancellation_feedback: await read('cancellation_feedback', 'user_id, created_at'),
  };
}

describe('billing projections', () => {
  it('keep the plan record, the customer, the history and the feedback of each user', async () => {
    for (const user of ['user-a', 'user-b', 'user-c']) await append(user, lifeOf(user));
    await append('user-b', ended('user-b'));
    await caughtUp();
    const { plans, stripe_customers, plan_history, cancellation_feedback } = await rows();
    expect(plans[0]).toMatchObject({
      user_id: 'user-a',
      plan: 'pro',
      allowed_accounts: 5,
      current_accounts: 1,
      lead_credits_limit: 100_000,
      scheduled_downgrade_date: new Date(at(30)),
      scheduled_downgrade_plan: 'basic',
      scheduled_downgrade_accounts: 1,
      created_at: new Date(at(1)),
      stream_version: 7,
    });
    expect(plans[1]).toMatchObject({ user_id: 'user-b', plan: 'free', allowed_accounts: 1, lead_credits_limit: 10_000, scheduled_downgrade_plan: null });
    expect(stripe_customers.map((row) => [row.user_id, row.customer_id, row.subscription_id])).toEqual([
      ['user-a', 'cus_user-a', 'sub_user-a'],
      ['user-b', 'cus_user-b', null],
      ['user-c', 'cus_user-c', 'sub_user-c'],
    ]);
    expect(plan_history.filter((row) => row.user_id === 'user-b').map((row) => [row.change, row.by])).toEqual([
      ['Plan record created: free (1 account)', 'registration'],
      ['Upgraded to basic (1 account)', 'checkout'],
      ['Basic trial started (ends 2026-11-09)', 'checkout'],
      ['Changed to pro (5 accounts)', 'user'],
      ['Downgrade to basic (1 account) scheduled for 2026-11-30', 'user'],
      ['Downgraded to basic (1 account)', 'job'],
      ['Cancellation reason: too_expensive (costly)', 'user'],
      ['Subscription canceled: now free (1 account)', 'webhook'],
    ]);
    expect(cancellation_feedback).toEqual([
      expect.objectContaining({ user_id: 'user-b', reason: 'too_expensive', feedback: 'costly', previous_plan: 'basic', created_at: new Date(at(6)) }),
    ]);
  });

  it('fold a lead credit correction into the plan record and list it in the history', async () => {
    const oldBasic = { plan: 'basic' as const, allowedAccounts: 1, leadCreditsLimit: 10_000 };
    await append('user-d', [
      { type: 'PlanRecordCreated', data: { userId: 'user-d', plan: 'free', allowedAccounts: 1, currentAccounts: 0, leadCreditsLimit: 10_000, createdAt: at(1) } },
      { type: 'PlanUpgraded', data: { userId: 'user-d', from: FREE_LEVEL, to: oldBasic, subscriptionId: 'sub_user-d', by: 'webhook', at: at(2) } },
      { type: 'LeadCreditsCorrected', data: { userId: 'user-d', from: 10_000, to: 50_000, at: at(28) } },
    ]);
    await caughtUp();
    const { plans, plan_history } = await rows();
    expect(plans.find((row) => row.user_id === 'user-d')).toMatchObject({ plan: 'basic', allowed_accounts: 1, lead_credits_limit: 50_000, stream_version: 3 });
    expect(plan_history.filter((row) => row.user_id === 'user-d').map((row) => [row.change, row.by, row.to_plan])).toEqual([
      ['Plan record created: free (1 account)', 'registration', 'free'],
      ['Upgraded to basic (1 account)', 'webhook', 'basic'],
      ['Lead credits corrected from 10,000 to 50,000 a month', 'job', null],
    ]);
  });

  it('rebuilding every billing projection from the events gives the same rows as the live run', async () => {
    const live = await rows();
    for (const projection of projections) {
      await rebuildProjection({ db: database.db, eventStore: store, databaseUrl: database.url, projection, batchSize: 4 });
    }
    await caughtUp();
    expect(await rows()).toEqual(live);
  });

  it('declares the tables each owns', () => {
    expect(projections.map((projection) => projection.tables)).toEqual([['plans'], ['stripe_customers'], ['plan_history', 'cancellation_feedback']]);
  });
});
