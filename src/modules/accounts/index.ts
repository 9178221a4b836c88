/**
 * The connected accounts context's public surface: its events and stream id, the module other contexts import
 * for sessions and health checks, and the campaigns port the campaigns context provides
 * (CAMPAIGNS_USING_ACCOUNTS) so disconnected or dead accounts pause campaigns.
 * Its public read model: the `connected_account_states` view (id, user_id, profile_id, health,
 * health_checked_at, created_at, updated_at), without proxy settings or any secret, for campaigns and the runner.
 */
export * from './account/events';
export { DEAD_HEALTH_STATES, type HealthState } from './contract/health';
export { CAMPAIGNS_USING_ACCOUNTS, type CampaignsUsingAccounts } from './campaigns-port';
export { AccountSessionsModule } from './account-sessions.module';
export { type ActiveSession, AccountSessions } from './sessions/account-sessions';
export { AccountHealth } from './health/account-health';
export { isBeyondAllowance, usableAccounts } from './account/allowance';
