import type { Generated } from 'kysely';
import type { Day, DefaultTimestamp, Nullable, NullableTimestamp, Timestamp, ViewOf } from '../columns';

type HealthState = 'unchecked' | 'healthy' | 'session_expired' | 'locked' | 'suspended' | 'rate_limited' | 'proxy_failed' | 'unreachable';
type ProxyType = 'HTTP' | 'HTTPS';

/** One row per connected X account (the specification's profiles), without any secret. */
export interface ConnectedAccountsTable {
  id: string;
  user_id: string;
  profile_id: string;
  twitter_username: string;
  twitter_name: string;
  twitter_profile_image: Nullable<string>;
  verified: boolean;
  has_proxy: Generated<boolean>;
  proxy_type: Nullable<ProxyType>;
  proxy_ip: Nullable<string>;
  proxy_port: Nullable<number>;
  proxy_username: Nullable<string>;
  has_proxy_password: Generated<boolean>;
  health: Generated<HealthState>;
  health_detail: Nullable<string>;
  health_checked_at: NullableTimestamp;
  /** When the X account was created, as X said; null: unknown. */
  x_created_at: NullableTimestamp;
  /** Conversations in its DM inbox, counted up to 10; null: unknown. */
  x_conversations: Nullable<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  stream_version: number;
}

/** The accounts context's public read model (a view over connected_accounts): no proxy settings, no secret. */
export type ConnectedAccountStatesView = ViewOf<
  ConnectedAccountsTable,
  'id' | 'user_id' | 'profile_id' | 'health' | 'health_checked_at' | 'created_at' | 'updated_at'
>;

/** DMs sent per account per day (written by the campaign runner). */
export interface AccountDailyDmsTable {
  account_id: string;
  day: Day;
  dms_sent: Generated<number>;
  /** X stopped the account that day (the runner's warm-up steps back). */
  stopped: Generated<boolean>;
}

/** The secrets the vault keeps for an account. */
export type SecretName = 'auth_token' | 'ct0' | 'proxy_password';

/** The vault: secrets encrypted with AES-256-GCM under key_id, one row per owner and name (not a read model). */
export interface VaultSecretsTable {
  user_id: string;
  account_id: string;
  name: SecretName;
  key_id: string;
  ciphertext: string;
  updated_at: DefaultTimestamp;
}

/** Which user holds which X account (by X's id) and token pair (by keyed hash): one holder at a time. */
export interface AccountClaimsTable {
  profile_id: string;
  user_id: string;
  account_id: string;
  token_hash: string;
  created_at: DefaultTimestamp;
}

/**
 * The connected accounts read model (connected_account_states: its public view), the vault and the claims
 * (account_daily_dms: the runner's, typed here).
 */
export interface AccountTables {
  connected_accounts: ConnectedAccountsTable;
  connected_account_states: ConnectedAccountStatesView;
  account_daily_dms: AccountDailyDmsTable;
  vault_secrets: VaultSecretsTable;
  account_claims: AccountClaimsTable;
}
