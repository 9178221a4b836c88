/** The specification's Connect Account messages (word for word), this API's own answers, and how a failure's detail and the plan limit are shown. */

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
  // The card's guidance for accounts X treats as new (specification section 1's guidance claims).
  guidance: {
    new_x_account: 'New X account (under 6 months): X limits new accounts; keep to 30–50 DMs a day and warm up first.',
    few_conversations: 'Fewer than 10 open conversations: start at least 10 conversations by hand before a campaign.',
  },
} as const;

/** Appends a failure's detail the way the specification shows it: 'Failed to delete profile: detail'. */
export function withDetail(message: string, detail?: string): string {
  return detail ? `${message}: ${detail}` : message;
}

/** The plan-limit modal shows the plan's allowed_accounts, or the word 'multiple' when it has none. */
export function planLimitAccounts(allowedAccounts: number | null | undefined): string {
  return allowedAccounts && allowedAccounts > 0 ? String(allowedAccounts) : 'multiple';
}
