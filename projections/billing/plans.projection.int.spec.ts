import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import type { PlanEvent } from '../../src/modules/billing/plan/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import { plansProjection } from './plans.projection';

let database: TestDatabase;
let position = 0n;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

function recorded(event: PlanEvent, version = 1): RecordedEvent {
  position++;
  return {
    id: `00000000-0000-4000-8000-${position.toString().padStart(12, '0')}`,
    streamId: `plan-${event.data.userId}`,
    version,
    type: event.type,
    data: event.data,
    metadata: {},
    position: { major: 1n, minor: position },
    createdAt: new Date('2026-11-21T10:00:05.000Z'),
  };
}

const created = (userId: string, overrides: Partial<PlanEvent['data']> = {}): PlanEvent => ({
  type: 'PlanRecordCreated',
  data: { userId, plan: 'free', allowedAccounts: 1, currentAccounts: 0, leadCreditsLimit: 10_000, createdAt: '2026-11-21T10:00:00.000Z', ...overrides },
});

const apply = (events: RecordedEvent[]) => database.db.transaction().execute((trx) => plansProjection.apply(trx, events));

async function rows() {
  const { rows } = await sql<Record<string, unknown>>`select * from plans order by user_id`.execute(database.db);
  return rows;
}

describe('plans projection', () => {
  it('writes one row per plan record, with the spec fields and the stream version', async () => {
    await apply([recorded(created('user-a')), recorded(created('user-b'))]);
    expect(await rows()).toEqual([
      {
        user_id: 'user-a',
        plan: 'free',
        allowed_accounts: 1,
        current_accounts: 0,
        lead_credits_limit: 10_000,
        scheduled_downgrade_date: null,
        scheduled_downgrade_plan: null,
        scheduled_downgrade_accounts: null,
        created_at: new Date('2026-11-21T10:00:00.000Z'),
        updated_at: new Date('2026-11-21T10:00:05.000Z'),
        stream_version: 1,
      },
      expect.objectContaining({ user_id: 'user-b', plan: 'free', stream_version: 1 }),
    ]);
  });

  it('changes nothing when an event is applied again', async () => {
    const before = await rows();
    await apply([recorded(created('user-a', { plan: 'pro', allowedAccounts: 5 }))]);
    expect(await rows()).toEqual(before);
  });

  it('declares the table it owns and the events it reads', () => {
    expect(plansProjection.tables).toEqual(['plans']);
    expect(plansProjection.handles).toEqual(['PlanRecordCreated']);
  });
});
