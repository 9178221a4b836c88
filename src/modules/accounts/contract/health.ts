/** An account's health states, the label and action each shows, which states stop an account, and the hints shown for stopped accounts. */

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
