import type { DeliveryState } from '../../../../projections/runner/tables';
import type { SenderPlanFacts } from './plan-gate';
/** A campaign_runs row as the runner reads it. */
export interface RunRow {
  campaign_id: string;
  user_id: string;
  account_id: string;
  status: 'running' | 'stopped';
  next_send_at: Date;
  in_flight: string | null;
  messages_sent: number;
  messages_failed: number;
  /** Of messages_sent and messages_failed, the follow-ups. */
  follow_ups_sent: number;
  follow_ups_failed: number;
  skipped_already_dmd: number;
  skipped_do_not_contact: number;
  skipped_cannot_dm: number;
  next_contact_index: number;
  consecutive_failures: number;
  retries: number;
  source_index: number;
  last_username: string | null;
  /** 'YYYY-MM-DD' in the account's time zone. */
  day: string | null;
  day_target: number;
  day_sent: number;
  progress_version: number;
  flushed_version: number;
  /** The progress the last CampaignProgressRecorded roll-up carried, and when it was appended. */
  recorded_version: number;
  recorded_at: Date | null;
  leased_by: number | null;
  pending: PendingLifecycle | null;
  error_message: string | null;
  /** The campaigns stream version of the start or stop last applied to the run. */
  lifecycle_version: number;
}

/** A lifecycle change the runner decided and still has to record on the campaign. */
export type PendingLifecycle = 'complete' | 'pause' | 'pause_account' | 'fail_account' | 'reconnect';

/** A dm_deliveries row. */
export interface DeliveryRow {
  id: string;
  user_id: string;
  campaign_id: string;
  account_id: string;
  lead_source_id: string;
  username: string;
  recipient_x_id: string | null;
  contact_index: number;
  day: string;
  state: DeliveryState;
  text: string | null;
  reserved_at: Date;
  /** X's ids of the campaign's earlier messages to the lead (a follow-up's steps before): never taken for this one. */
  earlier_message_ids?: string[];
}

const COLUMNS = [
  'campaign_id', 'user_id', 'account_id', 'status', 'next_send_at', 'in_flight', 'messages_sent', 'messages_failed', 'follow_ups_sent', 'follow_ups_failed',
  'skipped_already_dmd', 'skipped_do_not_contact', 'skipped_cannot_dm', 'next_contact_index', 'consecutive_failures', 'retries', 'source_index',
  'last_username', 'day_target', 'day_sent', 'progress_version', 'flushed_version', 'recorded_version', 'recorded_at', 'leased_by', 'pending',
  'error_message', 'lifecycle_version',
];

/** The columns read back for a run, of the table or of an alias (the day as 'YYYY-MM-DD', not a local Date). */
export function runColumns(alias?: string): string {
  const prefix = alias ? `${alias}.` : '';
  return [...COLUMNS.map((column) => `${prefix}${column}`), `to_char(${prefix}day, 'YYYY-MM-DD') as day`].join(', ');
}

export const RUN_COLUMNS = runColumns();

/** A run as a claim returns it: the row, what its owner's plan says of it now, and when its account's limits were saved. */
export interface ClaimedRun extends RunRow, SenderPlanFacts {
  /** When the sending account's limits were last saved (null: never): a later save than the runner read is read again. */
  limits_saved_at: Date | null;
}

/** When the claimed run `r`'s account's sending limits were last saved (runner_account_settings). */
export const LIMITS_SAVED_AT = `(select s.updated_at from runner_account_settings s where s.account_id = r.account_id) as limits_saved_at`;

/**
 * The plan facts of a claimed run `r`: billing's plan record (its public read model) and the account's place among
 * the owner's connected accounts, oldest first. Facts only: planRefusal decides.
 */
export const SENDER_PLAN_FACTS = `
  coalesce((select p.plan from plan_allowances p where p.user_id = r.user_id), 'free') as owner_plan,
  coalesce((select p.allowed_accounts from plan_allowances p where p.user_id = r.user_id), 0) as owner_allowed_accounts,
  (select count(*)::int from connected_account_states a join connected_account_states o on o.user_id = a.user_id and (o.created_at, o.id) < (a.created_at, a.id)
    where a.id = r.account_id) as account_rank`;
