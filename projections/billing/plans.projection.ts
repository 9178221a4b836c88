import { sql, type Transaction } from 'kysely';
import type { PlanEvent } from '../../src/modules/billing/plan/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import type { Projection } from '../../src/platform/projections/projection';
import { newerStreamVersion } from '../../src/platform/projections/stream-version-guard';

export const PLANS_PROJECTION = 'billing-plans';

interface PlanRow {
  user_id: string;
  plan: string;
  allowed_accounts: number;
  current_accounts: number;
  lead_credits_limit: number;
  created_at: string;
  updated_at: string;
  stream_version: number;
}

/**
 * The plans read model: one row per user (the spec's plan record), with the stream version it reflects.
 * A batch is folded in memory and written with one statement; a row only moves to a newer stream version,
 * so a replayed event changes nothing.
 */
export const plansProjection: Projection = {
  name: PLANS_PROJECTION,
  handles: ['PlanRecordCreated'],
  tables: ['plans'],
  async apply(trx: Transaction<any>, events: RecordedEvent[]) {
    const rows = new Map<string, PlanRow>();
    for (const recorded of events as RecordedEvent<PlanEvent>[]) {
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
    await sql`
      insert into plans (user_id, plan, allowed_accounts, current_accounts, lead_credits_limit, created_at, updated_at, stream_version)
      select * from unnest(
        ${column('user_id')}::text[], ${column('plan')}::text[], ${column('allowed_accounts')}::int[],
        ${column('current_accounts')}::int[], ${column('lead_credits_limit')}::int[],
        ${column('created_at')}::timestamptz[], ${column('updated_at')}::timestamptz[], ${column('stream_version')}::int[])
      on conflict (user_id) do update set
        plan = excluded.plan,
        allowed_accounts = excluded.allowed_accounts,
        current_accounts = excluded.current_accounts,
        lead_credits_limit = excluded.lead_credits_limit,
        created_at = excluded.created_at,
        updated_at = excluded.updated_at,
        stream_version = excluded.stream_version
      where ${newerStreamVersion('plans')}`.execute(trx);
  },
};
