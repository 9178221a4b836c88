import type { Event } from '../../../platform/event-store/event-store.port';
import type { HealthState, ProxyType } from '../contract';

/**
 * The connected X accounts of one user, one stream per user. Events carry no secrets: the tokens and the proxy
 * password live only in the vault (keyed by the account id); events say only that they exist.
 */

/** An X account was verified through X and connected; its tokens were stored in the vault first. */
export type AccountConnected = Event<
  'AccountConnected',
  {
    userId: string;
    accountId: string;
    /** X's user id. */
    profileId: string;
    username: string;
    name: string;
    profileImageUrl: string | null;
    verified: boolean;
    /** When the X account was created (ISO), as X said; null or absent (earlier events): unknown. */
    xCreatedAt?: string | null;
    /** Conversations in its DM inbox, counted up to 10; null or absent: unknown. */
    conversations?: number | null;
    at: string;
  }
>;

/** A proxy was set for the account (the password, if any, is in the vault). */
export type ProxyConfigured = Event<
  'ProxyConfigured',
  { userId: string; accountId: string; proxyType: ProxyType; host: string; port: number; username: string | null; hasPassword: boolean; at: string }
>;

/** The account's proxy was removed. */
export type ProxyRemoved = Event<'ProxyRemoved', { userId: string; accountId: string; at: string }>;

/** A check through X found the account in this state (and refreshed its profile details). */
export type AccountHealthChecked = Event<
  'AccountHealthChecked',
  {
    userId: string;
    accountId: string;
    health: HealthState;
    /** The X error's log-safe message, or null when healthy. */
    detail: string | null;
    username?: string;
    name?: string;
    profileImageUrl?: string | null;
    verified?: boolean;
    /** As on AccountConnected; absent when this check did not read it. */
    xCreatedAt?: string | null;
    conversations?: number | null;
    /** 'job' (the periodic check) or 'user' (Check now). */
    by: 'job' | 'user';
    at: string;
  }
>;

/** Why an account was disconnected. */
export type DisconnectReason = 'user' | 'plan_adjustment';

/** The account was disconnected: its vault entries are destroyed and campaigns using it paused for validation. */
export type AccountDisconnected = Event<
  'AccountDisconnected',
  { userId: string; accountId: string; profileId: string; username: string; reason: DisconnectReason; at: string }
>;

export type AccountEvent = AccountConnected | ProxyConfigured | ProxyRemoved | AccountHealthChecked | AccountDisconnected;

export const accountEventTypes = [
  'AccountConnected',
  'ProxyConfigured',
  'ProxyRemoved',
  'AccountHealthChecked',
  'AccountDisconnected',
] as const satisfies readonly AccountEvent['type'][];

export const accountsStreamId = (userId: string) => `accounts-${userId}`;
