/** The answers' shapes: the account row (never a token or a password), the usage, and what each endpoint answers. */
import type { HealthState } from './health';
import type { ProxyType } from './schemas';

/** GET /api/accounts/demo: in demo mode, the simulated X's accounts with their cookies (they reach nothing real); empty otherwise. */
export interface DemoAccountsAnswer {
  accounts: { screen_name: string; label: string; auth_token: string; ct0_token: string }[];
}

/**
 * One row of GET /api/accounts. Never carries tokens or the proxy password. Its sending figures (DMs in the last 24
 * hours, the cap applied) are the runner's: GET /api/accounts/sending-limits (runner/contract.ts).
 */
export interface AccountRow {
  id: string;
  /** X's user id of the account. */
  profile_id: string;
  twitter_username: string;
  twitter_name: string;
  twitter_profile_image: string | null;
  verified: boolean;
  has_proxy: boolean;
  proxy_type: ProxyType | null;
  proxy_ip: string | null;
  proxy_port: number | null;
  proxy_username: string | null;
  /** Whether a proxy password is stored (the password itself never leaves the vault). */
  has_proxy_password: boolean;
  health: HealthState;
  /** The label and what to do (copied from `healthLabels` for convenience). */
  health_label: string;
  health_action: string | null;
  /** The X error's message at the last failed check, log-safe; null when healthy. */
  health_detail: string | null;
  health_checked_at: string | null;
  /**
   * Beyond the plan's allowance (connected after the accounts it allows, oldest first): kept connected but nothing
   * sends or scrapes from it until the user picks the accounts to keep or upgrades.
   */
  suspended_by_plan: boolean;
  /** When the X account was created, as X said at the last check; null when X did not say. */
  x_created_at: string | null;
  /** Conversations in the account's DM inbox at the last check, counted up to 10 (10 means 10 or more); null: unknown. */
  x_conversations: number | null;
  /** The specification's guidance the card shows (`accountMessages.guidance`), from the facts above; empty when none applies. */
  guidance: AccountGuidance[];
  created_at: string;
  updated_at: string;
}

/** Why a card shows guidance: the X account is under 6 months old, or has fewer than 10 conversations. */
export const accountGuidanceKinds = ['new_x_account', 'few_conversations'] as const;
export type AccountGuidance = (typeof accountGuidanceKinds)[number];

/** GET /api/accounts/usage: the plan's allowance beside the connected accounts. */
export interface AccountsUsage {
  plan: 'free' | 'basic' | 'pro';
  connected: number;
  allowed: number;
  /** True when the plan allows fewer accounts than are connected: the downgrade chooser must open. */
  must_choose: boolean;
  /** Whether another account can be connected now. */
  can_connect: boolean;
  /** The plan-limit message a connect would answer now, or null. */
  limit_message: string | null;
}

export interface ConnectAccountAnswer {
  account: AccountRow;
  message: string;
}

export interface DisconnectAccountAnswer {
  id: string;
  message: string;
  /** Campaigns paused with requires_validation because they used this account (the notice when above 0). */
  campaigns_needing_selection: number;
  /** `accountMessages.campaignsNeedSelection(n)` when n > 0, else null. */
  notice: string | null;
}

export interface ProxyAnswer {
  account: AccountRow;
  message: string;
}

export interface ProxyTestAnswer {
  ok: boolean;
  /** The address X saw the request come from, when the proxy worked. */
  exit_ip: string | null;
  message: string;
}

export interface HealthCheckAnswer {
  account: AccountRow;
  message: string;
}

export interface KeepAccountAnswer {
  kept: string;
  disconnected: string[];
  message: string;
  campaigns_needing_selection: number;
  notice: string | null;
}
