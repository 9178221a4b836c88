/**
 * The connected accounts context's public surface: its events and stream id, and the campaigns port the
 * campaigns context implements (`AccountCampaigns.use(...)`) so disconnected or dead accounts pause campaigns.
 */
export * from './account/events';
export { AccountCampaigns, type CampaignsUsingAccounts } from './campaigns-port';
export { type ActiveSession, AccountSessions } from './sessions/account-sessions';
export { AccountHealth } from './health/account-health';
export { isBeyondAllowance, usableAccounts } from './account/allowance';
