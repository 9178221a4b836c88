import { afterAll, beforeAll, expect, it } from 'vitest';
import { committedHead } from '../../../../test/support/committed-head';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { planHistoryProjection } from '../../../../projections/billing/plan-history.projection';
import { plansProjection } from '../../../../projections/billing/plans.projection';
import { handleCommand } from '../../../platform/commands/aggregate-streams';
import { comparePositions } from '../../../platform/event-store/event-store.port';
import { PostgresEventStore } from '../../../platform/event-store/postgres/postgres-event-store';
import { ensureCheckpoint } from '../../../platform/projections/checkpoints';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { planEventIds } from '../commands/change-plan-record/change-plan-record.handler';
import { planDecider } from '../plan/decide';
import { type PlanEvent, type PlanLevel, planStreamId } from '../plan/events';
import { FREE_LEVEL, planLevel } from '../plan/levels';
import { correctLeadCredits } from './lead-credits-correction';

const projections = [plansProjection, planHistoryProjection];
let database: TestDatabase;
let store: PostgresEventStore;
let runner: ProjectionRunner;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore({ pool: database.pool, listenUrl: database.url, pollIntervalMs: 100 });
  runner = new ProjectionRunner({ db: database.db, eventStore: store, databaseUrl: database.url, projections, retryDelayMs: { initial: 20, max: 200 }, standbyPollMs: 100 });
  runner.start();
});

afterAll(async () => {
  await runner.stop();
  await store.close();
  await database.drop();
});

const at = '2026-11-01T10:00:00.000Z';

/** A plan record as it was recorded, with the credits its level carried then. */
async function recorded(userId: string, level: PlanLevel | null) {
  const events: PlanEvent[] = [
    { type: 'PlanRecordCreated', data: { userId, plan: 'free', allowedAccounts: 1, currentAccounts: 0, leadCreditsLimit: 10_000, createdAt: at } },
  ];
  if (level) events.push({ type: 'PlanUpgraded', data: { userId, from: FREE_LEVEL, to: level, subscriptionId: `sub_${userId}`, by: 'webhook', at } });
  await store.appendToStream(planStreamId(userId), 'no_stream', events);
}

const send = (userId: string, eventKey: string) =>
  handleCommand(store, planStreamId(userId), planDecider, { type: 'CorrectLeadCredits', userId, at: '2026-11-28T10:00:00.000Z' }, { userId }, (events) =>
    planEventIds(userId, eventKey, events),
  ).then(() => undefined);

async function caughtUp() {
  const head = await committedHead(database.db);
  for (const projection of projections) {
    await expect.poll(async () => comparePositions((await ensureCheckpoint(database.db, projection.name)).position, head) >= 0).toBe(true);
  }
}

const creditsOf = async (userId: string) =>
  (await database.db.selectFrom('plans').select('lead_credits_limit').where('user_id', '=', userId).executeTakeFirstOrThrow()).lead_credits_limit;
const corrections = async (userId: string) => (await store.readStream(planStreamId(userId))).filter((event) => event.type === 'LeadCreditsCorrected');

it('raises each plan record below its plan to its credits, once, and leaves the others', async () => {
  await recorded('old-basic', { plan: 'basic', allowedAccounts: 1, leadCreditsLimit: 10_000 });
  await recorded('old-pro', { plan: 'pro', allowedAccounts: 5, leadCreditsLimit: 25_000 });
  await recorded('new-basic', planLevel('basic'));
  await recorded('free', null);
  await caughtUp();

  // Two workers starting together: the same record, the same derived event id.
  const [first, second] = await Promise.all([correctLeadCredits(database.db, send), correctLeadCredits(database.db, send)]);
  expect(first + second).toBe(4);
  await caughtUp();

  expect(await creditsOf('old-basic')).toBe(50_000);
  expect(await creditsOf('old-pro')).toBe(100_000);
  expect(await creditsOf('new-basic')).toBe(50_000);
  expect(await creditsOf('free')).toBe(10_000);
  expect((await corrections('old-basic')).map((event) => event.data)).toEqual([{ userId: 'old-basic', from: 10_000, to: 50_000, at: '2026-11-28T10:00:00.000Z' }]);
  expect(await corrections('old-pro')).toHaveLength(1);
  expect(await corrections('new-basic')).toHaveLength(0);
  expect(await corrections('free')).toHaveLength(0);
  const history = await database.db.selectFrom('plan_history').select(['change', 'by']).where('user_id', '=', 'old-pro').orderBy('stream_version').execute();
  expect(history.at(-1)).toEqual({ change: 'Lead credits corrected from 25,000 to 100,000 a month', by: 'job' });

  // The next start finds nothing to correct.
  expect(await correctLeadCredits(database.db, send)).toBe(0);
});
