import { z } from 'zod';

/**
 * The connected X accounts contract, imported by the API and the UI: the specification's Connect Account
 * messages (word for word), the Quick Add parser, the requests' schemas and the answers' shapes.
 *
 * Routes (all under /api, signed in, every query scoped to the signed-in user; errors answer `{ message, code }`):
 *
 * | method and path | body / parameters | answer |
 * | --- | --- | --- |
 * | GET /api/accounts | ra-data-simple-rest: sort=["updated_at","DESC"] (default), range=[0,49], filter={"id":[...]} | `AccountRow[]` + Content-Range `accounts 0-1/2` |
 * | GET /api/accounts/usage | | `AccountsUsage` ('Connected: X / Y', the downgrade chooser's trigger) |
 * | GET /api/accounts/:id | | `AccountRow` (404 `accountMessages.notFound`) |
 * | POST /api/accounts | `ConnectAccountBody` | `ConnectAccountAnswer` (201) |
 * | DELETE /api/accounts/:id | | `DisconnectAccountAnswer` |
 * | PUT /api/accounts/:id/proxy | `ProxyBody` | `ProxyAnswer` |
 * | DELETE /api/accounts/:id/proxy | | `ProxyAnswer` |
 * | POST /api/accounts/:id/proxy/test | | `ProxyTestAnswer` (200 whether the proxy worked or not; `ok` says) |
 * | POST /api/accounts/:id/check | | `HealthCheckAnswer` ('Check now') |
 * | POST /api/accounts/keep | `KeepAccountBody` | `KeepAccountAnswer` (the downgrade chooser) |
 *
 * Error codes the screen acts on (`code` of a 4xx body):
 * - `plan_required` (403): free plan or no plan, message 'Upgrade to connect';
 * - `plan_limit` (403): one of `accountMessages.planLimit.*`; show the plan-limit modal with `planLimitAccounts`;
 * - `tokens_required` (400), `already_connected` (409), `in_use_by_another_account` (409);
 * - `x_session_expired`, `x_account_locked`, `x_account_suspended`, `x_rate_limited`, `x_unavailable` (400/429/503
 *   from the X check before anything is stored): the message says what to do;
 * - `proxy_invalid` (400), `proxy_address_not_allowed` (400);
 * - `account_not_found` (404): also what another user's account id answers.
 */

export const accountMessages = {
  // Connect page errors and notices (specification section 8).
  fetchUserDataWarning: (detail: string) => `Error fetching user data: ${detail}`,
  tokensRequired: 'Please enter both tokens',
  tokenUniquenessError: (detail: string) => `Error checking token uniqueness: ${detail}`,
  alreadyConnected: 'These Twitter tokens are already connected to your account.',
  inUseByAnotherAccount: 'These Twitter tokens are already in use by another account',
  connectFailed: 'Failed to connect account',
  unexpectedError: 'An unexpected error occurred',
  campaignsNeedSelection: (n: number) =>
    `${n} campaign(s) need account selection. Please go to Campaigns to select which account to use.`,
  connected: 'Twitter account connected successfully!',
  disconnected: 'Account disconnected successfully!',
  proxySaved: 'Proxy configuration saved successfully!',
  proxyRemoved: 'Proxy removed successfully!',
  adjustedForBasic: 'Successfully adjusted accounts for your Basic plan.',
  updateCampaignsFailed: (detail: string) => `Failed to update associated campaigns: ${detail}`,
  deleteProfileFailed: (detail: string) => `Failed to delete profile: ${detail}`,
  disconnectFailed: 'Failed to disconnect account',
  saveProxyFailed: 'Failed to save proxy configuration',
  removeProxyFailed: 'Failed to remove proxy',
  adjustFailed: 'Failed to adjust accounts for your plan',
  // Plan limits (specification section 5).
  upgradeToConnect: 'Upgrade to connect',
  planLimit: {
    basic: 'Basic plan allows only 1 connected account. Upgrade to Pro for more!',
    free: 'Free plan allows only 1 connected account. Upgrade to Pro for more!',
    reached: (n: number) => `You've reached your account limit (${n} accounts).`,
  },
  // The page's texts (specification section 2).
  connectedCount: (connected: number, allowed: number) => `Connected: ${connected} / ${allowed}`,
  verifiedTooltip: 'Verified accounts can message more users',
  errorBoundaryTitle: 'Connect Account Error',
  refreshPage: 'Refresh Page',
  // Not in the specification's catalogue: this API's own answers.
  notFound: 'Account not found',
  proxyIpPortRequired: 'Please enter the proxy IP and port',
  proxyPortInvalid: 'The proxy port must be a number from 1 to 65535',
  proxyHostInvalid: 'The proxy IP must be an IP address or a host name',
  proxyAddressNotAllowed:
    'This proxy address is not allowed: it points to a loopback, private, link-local or metadata address',
  proxyHostUnresolved: (host: string) => `The proxy host ${host} could not be resolved`,
  noProxy: 'This account has no proxy configured',
  proxyTestOk: (ip: string) => `Proxy works: requests leave from ${ip}`,
  proxyTestFailed: (detail: string) => `Proxy test failed: ${detail}`,
  proxyTestOkNoIp: 'Proxy works: X answered through it',
  httpsProxyHint:
    'HTTPS means the connection to the proxy itself is encrypted (TLS to the proxy); it is not a CONNECT-only proxy setting.',
  keepRequired: 'Please choose the account to keep',
  nothingToAdjust: 'Your accounts are within your plan; nothing to adjust',
  xSessionExpired:
    'These tokens no longer work: X ended this session. Sign in to X again in your browser and copy fresh Auth Token and CT0 Token values.',
  xAccountLocked: 'X has locked this account. Sign in to X in your browser, complete its challenge, then try again.',
  xAccountSuspended: 'X has suspended this account. It cannot be used until X lifts the suspension.',
  xRateLimited: 'X is limiting requests for this account right now. Please try again in a few minutes.',
  xUnavailable: 'X could not be reached to verify these tokens. Please try again in a moment.',
  xProxyFailed: (detail: string) => `The account's proxy failed: ${detail}`,
  checked: 'Account checked',
} as const;

/** Appends a failure's detail the way the specification shows it: 'Failed to delete profile: detail'. */
export function withDetail(message: string, detail?: string): string {
  return detail ? `${message}: ${detail}` : message;
}

/** The plan-limit modal shows the plan's allowed_accounts, or the word 'multiple' when it has none. */
export function planLimitAccounts(allowedAccounts: number | null | undefined): string {
  return allowedAccounts && allowedAccounts > 0 ? String(allowedAccounts) : 'multiple';
}

/** Tokens are trimmed and stripped of quote characters before sending (and again by the server). */
export function cleanToken(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.replace(/["'`\u2018\u2019\u201c\u201d]/g, '').trim();
}

export const proxyTypes = ['HTTP', 'HTTPS'] as const;
export type ProxyType = (typeof proxyTypes)[number];
export const DEFAULT_PROXY_TYPE: ProxyType = 'HTTP';

/** What Quick Add (IP:Port:Username:Password) fills in; null when the text has fewer than 2 parts. */
export interface QuickAddProxy {
  proxy_ip: string;
  proxy_port: string;
  proxy_username?: string;
  proxy_password?: string;
}

/**
 * Quick Add: splits on colons as IP:Port:Username:Password. At least 2 parts set IP and port; 4 parts also set
 * the credentials (a password may itself contain colons: everything after the third colon is the password).
 * Surrounding whitespace and a leading http:// or https:// are ignored.
 */
export function parseQuickAdd(text: string): QuickAddProxy | null {
  const cleaned = text.trim().replace(/^https?:\/\//i, '');
  const parts = cleaned.split(':').map((p) => p.trim());
  if (parts.length < 2 || !parts[0] || !parts[1]) return null;
  const [ip, port, username, ...rest] = parts;
  const result: QuickAddProxy = { proxy_ip: ip as string, proxy_port: port as string };
  if (parts.length >= 4) {
    result.proxy_username = username;
    result.proxy_password = rest.join(':');
  }
  return result;
}

const token = (field: string) =>
  z
    .unknown()
    .transform((v) => cleanToken(v))
    .pipe(z.string().min(1, { error: accountMessages.tokensRequired }).max(4_000, { error: `${field} is too long` }));

/** POST /api/accounts: both tokens required, trimmed and stripped of quotes. */
export const connectAccountSchema = z.object(
  { auth_token: token('Auth Token'), ct0_token: token('CT0 Token') },
  { error: accountMessages.tokensRequired },
);
export type ConnectAccountBody = z.input<typeof connectAccountSchema>;

/** GET /api/accounts/demo: in demo mode, the simulated X's accounts with their cookies (they reach nothing real); empty otherwise. */
export interface DemoAccountsAnswer {
  accounts: { screen_name: string; label: string; auth_token: string; ct0_token: string }[];
}

/**
 * PUT /api/accounts/:id/proxy: IP and port required; username and password optional. `proxy_password` left out
 * keeps the stored password (when the username stays the same); null or '' removes it. The IP may be a DNS name;
 * hosts in loopback, private, link-local or metadata ranges (as resolved) answer `proxy_address_not_allowed`.
 */
export const proxySchema = z.object(
  {
    proxy_type: z.enum(proxyTypes).default(DEFAULT_PROXY_TYPE),
    proxy_ip: z
      .string({ error: accountMessages.proxyIpPortRequired })
      .trim()
      .min(1, { error: accountMessages.proxyIpPortRequired })
      .max(253, { error: accountMessages.proxyHostInvalid }),
    proxy_port: z.coerce
      .number({ error: accountMessages.proxyPortInvalid })
      .int({ error: accountMessages.proxyPortInvalid })
      .min(1, { error: accountMessages.proxyPortInvalid })
      .max(65_535, { error: accountMessages.proxyPortInvalid }),
    proxy_username: z.string().trim().max(255).optional().nullable(),
    proxy_password: z.string().max(1_000).optional().nullable(),
  },
  { error: accountMessages.proxyIpPortRequired },
);
export type ProxyBody = z.input<typeof proxySchema>;

/** POST /api/accounts/keep: the one account to keep after a Pro to Basic downgrade. */
export const keepAccountSchema = z.object(
  { account_id: z.string({ error: accountMessages.keepRequired }).min(1, { error: accountMessages.keepRequired }) },
  { error: accountMessages.keepRequired },
);
export type KeepAccountBody = z.input<typeof keepAccountSchema>;

/** The health of a connected account, from the last check through X. */
export const healthStates = ['unchecked', 'healthy', 'session_expired', 'locked', 'suspended', 'rate_limited', 'proxy_failed', 'unreachable'] as const;
export type HealthState = (typeof healthStates)[number];

/** The account row's label and what the user should do, per state. */
export const healthLabels: Readonly<Record<HealthState, { label: string; action: string | null; severity: 'success' | 'info' | 'warning' | 'error' }>> = {
  unchecked: { label: 'Not checked yet', action: null, severity: 'info' },
  healthy: { label: 'Connected', action: null, severity: 'success' },
  session_expired: {
    label: 'Session expired',
    action: 'Sign in to X again in your browser, copy fresh Auth Token and CT0 Token values, disconnect this account and connect it again.',
    severity: 'error',
  },
  locked: {
    label: 'Locked',
    action: 'Sign in to X in your browser and complete its challenge, then press Check now.',
    severity: 'error',
  },
  suspended: {
    label: 'Suspended',
    action: 'X has suspended this account. Appeal on X; campaigns using it stay paused until it is restored.',
    severity: 'error',
  },
  rate_limited: {
    label: 'Rate limited',
    action: 'X is limiting this account for now. Wait a few minutes; sending resumes by itself.',
    severity: 'warning',
  },
  proxy_failed: {
    label: 'Proxy failed',
    action: "Check the proxy's address and credentials, or remove the proxy, then press Check now.",
    severity: 'error',
  },
  unreachable: { label: 'X unreachable', action: 'X could not be reached at the last check; it will be checked again.', severity: 'warning' },
};

/** States that stop an account: its campaigns are paused with the 'Twitter connection' hint. */
export const DEAD_HEALTH_STATES: readonly HealthState[] = ['session_expired', 'locked', 'suspended'];

/** What the account list says of an account beyond the plan's allowance. */
export const suspendedByPlanMessage =
  "Suspended: this account is beyond your plan's allowance, so nothing sends or scrapes from it. Choose the accounts to keep, or upgrade to use it again.";

/** The hint a campaign card shows when its account's connection is dead. */
export const TWITTER_CONNECTION_HINT = 'Twitter connection';

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
  created_at: string;
  updated_at: string;
}

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
