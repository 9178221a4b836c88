/**
 * The connected accounts context's public surface: its events and stream id, the module other contexts import
 * for sessions and health checks, and the campaigns port the campaigns context provides
 * (CAMPAIGNS_USING_ACCOUNTS) so disconnected or dead accounts pause campaigns.
 */
export * from './account/events';
export { CAMPAIGNS_USING_ACCOUNTS, type CampaignsUsingAccounts } from './campaigns-port';
export { AccountSessionsModule } from './account-sessions.module';
export { type ActiveSession, AccountSessions } from './sessions/account-sessions';
export { AccountHealth } from './health/account-health';
export { isBeyondAllowance, usableAccounts } from './account/allowance';
