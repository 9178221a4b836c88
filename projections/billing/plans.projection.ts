import { type Insertable, sql } from 'kysely';
import type { PlanEvent, PlanLevel, PlanName } from '../../src/modules/billing/plan/events';
import { defineProjection } from '../../src/platform/projections/projection';
import { newerStreamVersion } from '../../src/platform/projections/stream-version-guard';
import type { PlansTable } from './tables';

export const PLANS_PROJECTION = 'billing-plans';

/** The plan events that change a plans row (the others: customer links, feedback, trial notes). */
export const plansRowEventTypes = [
  'PlanRecordCreated',
  'PlanUpgraded',
  'PlanChanged',
  'DowngradeScheduled',
  'DowngradeCanceled',
  'DowngradeApplied',
  'SubscriptionCanceled',
  'ConnectedAccountsCounted',
  'PlanSuspendedForNonPayment',
  'PaymentRecovered',
  'LeadCreditsCorrected',
] as const satisfies readonly PlanEvent['type'][];

interface PlanRow {
  user_id: string;
  plan: PlanName;
  allowed_accounts: number;
  current_accounts: number;
  lead_credits_limit: number;
  scheduled_downgrade_date: string | null;
  scheduled_downgrade_plan: PlanName | null;
  scheduled_downgrade_accounts: number | null;
  created_at: string;
  updated_at: string;
  stream_version: number;
}

function setLevel(row: PlanRow, level: PlanLevel) {
  row.plan = level.plan;
  row.allowed_accounts = level.allowedAccounts;
  row.lead_credits_limit = level.leadCreditsLimit;
}

function clearSchedule(row: PlanRow) {
  row.scheduled_downgrade_date = null;
  row.scheduled_downgrade_plan = null;
  row.scheduled_downgrade_accounts = null;
}

/** Folds one event into the row (null: no row yet and the event does not create one). */
function fold(row: PlanRow | undefined, event: PlanEvent, version: number, at: string): PlanRow | undefined {
  if (event.type === 'PlanRecordCreated') {
    const { data } = event;
    return {
      user_id: data.userId,
      plan: data.plan,
      allowed_accounts: data.allowedAccounts,
      current_accounts: data.currentAccounts,
      lead_credits_limit: data.leadCreditsLimit,
      scheduled_downgrade_date: null,
      scheduled_downgrade_plan: null,
      scheduled_downgrade_accounts: null,
      created_at: data.createdAt,
      updated_at: at,
      stream_version: version,
    };
  }
  if (!row) return undefined;
  switch (event.type) {
    case 'PlanUpgraded':
    case 'DowngradeApplied':
    case 'SubscriptionCanceled':
      setLevel(row, event.data.to);
      clearSchedule(row);
      break;
    case 'PlanChanged':
    case 'PlanSuspendedForNonPayment':
    case 'PaymentRecovered':
      setLevel(row, event.data.to);
      break;
    case 'DowngradeScheduled':
      row.scheduled_downgrade_date = event.data.effectiveDate;
      row.scheduled_downgrade_plan = event.data.to.plan;
      row.scheduled_downgrade_accounts = event.data.to.allowedAccounts;
      break;
    case 'DowngradeCanceled':
      clearSchedule(row);
      break;
    case 'ConnectedAccountsCounted':
      row.current_accounts = event.data.currentAccounts;
      break;
    case 'LeadCreditsCorrected':
      row.lead_credits_limit = event.data.to;
      break;
    default:
      return row;
  }
  row.updated_at = at;
  row.stream_version = version;
  return row;
}

const columns = [
  'user_id',
  'plan',
  'allowed_accounts',
  'current_accounts',
  'lead_credits_limit',
  'scheduled_downgrade_date',
  'scheduled_downgrade_plan',
  'scheduled_downgrade_accounts',
  'created_at',
  'updated_at',
  'stream_version',
] as const;

/**
 * The plans read model: one row per user (the spec's plan record), with the stream version it reflects.
 * A batch reads the rows it touches once, folds its events in memory and writes them with one statement;
 * a row only moves to a newer stream version, so a replayed event changes nothing.
 */
export const plansProjection = defineProjection<PlanEvent>({
  name: PLANS_PROJECTION,
  handles: plansRowEventTypes,
  tables: ['plans'],
  async apply(trx, events) {
    const userIds = [...new Set(events.map((event) => event.data.userId))];
    const stored = await trx.selectFrom('plans').selectAll().where('user_id', 'in', userIds).execute();
    const rows = new Map<string, PlanRow>();
    for (const row of stored) {
      rows.set(row.user_id, {
        ...row,
        scheduled_downgrade_date: row.scheduled_downgrade_date?.toISOString() ?? null,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      });
    }
    const changed = new Set<string>();
    for (const recorded of events) {
      const event = recorded as PlanEvent;
      const current = rows.get(event.data.userId);
      if (current && current.stream_version >= recorded.version) continue;
      const next = fold(current, event, recorded.version, recorded.createdAt.toISOString());
      if (!next) continue;
      rows.set(event.data.userId, next);
      changed.add(event.data.userId);
    }
    if (changed.size === 0) return;
    const list = [...changed].map((userId) => rows.get(userId) as PlanRow);
    const column = <K extends keyof PlanRow>(key: K) => list.map((row) => row[key]);
    // unnest, not a VALUES list: a rebuild batch holds thousands of rows, past PostgreSQL's parameter limit.
    await trx
      .insertInto('plans')
      .columns([...columns])
      .expression(
        sql<Insertable<PlansTable>>`select * from unnest(
          ${column('user_id')}::text[], ${column('plan')}::text[], ${column('allowed_accounts')}::int[],
          ${column('current_accounts')}::int[], ${column('lead_credits_limit')}::int[],
          ${column('scheduled_downgrade_date')}::timestamptz[], ${column('scheduled_downgrade_plan')}::text[],
          ${column('scheduled_downgrade_accounts')}::int[],
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
            scheduled_downgrade_date: eb.ref('excluded.scheduled_downgrade_date'),
            scheduled_downgrade_plan: eb.ref('excluded.scheduled_downgrade_plan'),
            scheduled_downgrade_accounts: eb.ref('excluded.scheduled_downgrade_accounts'),
            created_at: eb.ref('excluded.created_at'),
            updated_at: eb.ref('excluded.updated_at'),
            stream_version: eb.ref('excluded.stream_version'),
          }))
          .where(newerStreamVersion('plans')),
      )
      .execute();
  },
});
