import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, Int8, Nullable, NullableTimestamp, Timestamp, ViewOf } from '../columns';

/** Sign-in attempts per account (a hash of the email) and action, in fixed windows. */
export interface AuthAccountRateLimitsTable {
  key: string;
  count: number;
  window_started_at: Timestamp;
}

/** Mail kept instead of sent when no SMTP server is configured (id: bigserial, read back as a string). */
export interface DevMailboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: Nullable<string>;
  links: ColumnType<string[], string[] | undefined, string[]>;
  created_at: DefaultTimestamp;
}

/** The users whose UserRegistered event is in the event store (written after the append). */
export interface RecordedRegistrationsTable {
  user_id: string;
  recorded_at: DefaultTimestamp;
}

/** better-auth's core tables, with its column names (it reads and writes them; we only read). */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: Nullable<string>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface AuthSessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: DefaultTimestamp;
  updatedAt: Timestamp;
  ipAddress: Nullable<string>;
  userAgent: Nullable<string>;
  userId: string;
}

export interface AuthAccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: Nullable<string>;
  refreshToken: Nullable<string>;
  idToken: Nullable<string>;
  accessTokenExpiresAt: NullableTimestamp;
  refreshTokenExpiresAt: NullableTimestamp;
  scope: Nullable<string>;
  password: Nullable<string>;
  createdAt: DefaultTimestamp;
  updatedAt: Timestamp;
}

export interface AuthVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface AuthRateLimitTable {
  id: string;
  key: string;
  count: number;
  lastRequest: Int8;
}

/** Identity's public read model (a view over better-auth's user table): each person's email, for naming who did what. */
export type UserEmailsView = ViewOf<AuthUserTable, 'id' | 'email'>;

/** The identity context's tables. */
export interface IdentityTables {
  user_emails: UserEmailsView;
  auth_account_rate_limits: AuthAccountRateLimitsTable;
  recorded_registrations: RecordedRegistrationsTable;
  dev_mailbox: DevMailboxTable;
  user: AuthUserTable;
  session: AuthSessionTable;
  account: AuthAccountTable;
  verification: AuthVerificationTable;
  rateLimit: AuthRateLimitTable;
}
