/** The job queues of the accounts context and their payloads (ids only, never a secret). */
export const AFTER_DISCONNECT_QUEUE = 'accounts.after-disconnect';
export const PAUSE_CAMPAIGNS_QUEUE = 'accounts.pause-campaigns';
export const HEALTH_SWEEP_QUEUE = 'accounts.health-sweep';

export interface AfterDisconnectJob {
  userId: string;
  accountId: string;
}

export interface PauseCampaignsJob {
  userId: string;
  accountId: string;
  health: string;
  detail: string | null;
}
