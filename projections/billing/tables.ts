import type { ColumnType } from 'kysely';
import type { PlanName } from '../../src/modules/billing/plan/events';

/** Timestamps read back as Date, written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Each user's plan record (the specification's field names); stream_version is the last event applied. */
export interface PlansTable {
  user_id: string;
  plan: PlanName;
  allowed_accounts: number;
  current_accounts: number;
  lead_credits_limit: number;
  scheduled_downgrade_date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  scheduled_downgrade_plan: ColumnType<PlanName | null, PlanName | null | undefined, PlanName | null>;
  scheduled_downgrade_accounts: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  stream_version: number;
}

/** The plans read model (projection billing-plans). */
export interface PlanTables {
  plans: PlansTable;
}
