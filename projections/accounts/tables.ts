import type { ColumnType } from 'kysely';

/** Timestamps read back as Date, written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type HealthState = 'unchecked' | 'healthy' | 'session_expired' | 'locked' | 'suspended' | 'rate_limited' | 'proxy_failed' | 'unreachable';
type ProxyType = 'HTTP' | 'HTTPS';
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** One row per connected X account (the specification's profiles), without any secret. */
export interface ConnectedAccountsTable {
  id: string;
  user_id: string;
  profile_id: string;
  twitter_username: string;
  twitter_name: string;
  twitter_profile_image: Nullable<string>;
  verified: boolean;
  has_proxy: ColumnType<boolean, boolean | undefined, boolean>;
  proxy_type: Nullable<ProxyType>;
  proxy_ip: Nullable<string>;
  proxy_port: Nullable<number>;
  proxy_username: Nullable<string>;
  has_proxy_password: ColumnType<boolean, boolean | undefined, boolean>;
  health: ColumnType<HealthState, HealthState | undefined, HealthState>;
  health_detail: Nullable<string>;
  health_checked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  stream_version: number;
}

/** DMs sent per account per day (written by the campaign runner). */
export interface AccountDailyDmsTable {
  account_id: string;
  day: ColumnType<string, string, string>;
  dms_sent: number;
}

/** The connected accounts read models. */
export interface AccountTables {
  connected_accounts: ConnectedAccountsTable;
  account_daily_dms: AccountDailyDmsTable;
}
