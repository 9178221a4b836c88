import { type Insertable, sql } from 'kysely';
import { type PlanEvent, planEventTypes } from '../../src/modules/billing/plan/events';
import { defineProjection } from '../../src/platform/projections/projection';
import { newerStreamVersion } from '../../src/platform/projections/stream-version-guard';
import type { PlansTable } from './tables';

export const PLANS_PROJECTION = 'billing-plans';

type PlanRow = Insertable<PlansTable> & { stream_version: number };

/**
 * The plans read model: one row per user (the spec's plan record), with the stream version it reflects.
 * A batch is folded in memory and written with one statement; a row only moves to a newer stream version,
 * so a replayed event changes nothing.
 */
export const plansProjection = defineProjection<PlanEvent>({
  name: PLANS_PROJECTION,
  handles: planEventTypes,
  tables: ['plans'],
  async apply(trx, events) {
    const rows = new Map<string, PlanRow>();
    for (const recorded of events) {
      const event = recorded as PlanEvent;
      switch (event.type) {
        case 'PlanRecordCreated': {
          const { data } = event;
          const current = rows.get(data.userId);
          if (current && current.stream_version >= recorded.version) break;
          rows.set(data.userId, {
            user_id: data.userId,
            plan: data.plan,
            allowed_accounts: data.allowedAccounts,
            current_accounts: data.currentAccounts,
            lead_credits_limit: data.leadCreditsLimit,
            created_at: data.createdAt,
            updated_at: recorded.createdAt.toISOString(),
            stream_version: recorded.version,
          });
          break;
        }
      }
    }
    if (rows.size === 0) return;
    const list = [...rows.values()];
    const column = <K extends keyof PlanRow>(key: K) => list.map((row) => row[key]);
    // unnest, not a VALUES list: a rebuild batch holds thousands of rows, past PostgreSQL's parameter limit.
    await trx
      .insertInto('plans')
      .columns(['user_id', 'plan', 'allowed_accounts', 'current_accounts', 'lead_credits_limit', 'created_at', 'updated_at', 'stream_version'])
      .expression(
        sql`select * from unnest(
          ${column('user_id')}::text[], ${column('plan')}::text[], ${column('allowed_accounts')}::int[],
          ${column('current_accounts')}::int[], ${column('lead_credits_limit')}::int[],
          ${column('created_at')}::timestamptz[], ${column('updated_at')}::timestamptz[], ${column('stream_version')}::int[])`,
      )
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet((eb) => ({
            plan: eb.ref('excluded.plan'),
            allowed_accounts: eb.ref('excluded.allowed_accounts'),
            current_accounts: eb.ref('excluded.current_accounts'),
            lead_credits_limit: eb.ref('excluded.lead_credits_limit'),
            created_at: eb.ref('excluded.created_at'),
            updated_at: eb.ref('excluded.updated_at'),
            stream_version: eb.ref('excluded.stream_version'),
          }))
          .where(newerStreamVersion('plans')),
      )
      .execute();
  },
});
