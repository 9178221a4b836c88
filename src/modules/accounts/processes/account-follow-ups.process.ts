import { defineProcessManager, enqueue, send } from '../../../platform/process-managers/process-manager';
import { ChangePlanRecord } from '../../billing';
import type { AccountConnected, AccountDisconnected, AccountHealthChecked } from '../account/events';
import { AFTER_DISCONNECT_QUEUE, type AfterDisconnectJob, PAUSE_CAMPAIGNS_QUEUE, type PauseCampaignsJob } from './queues';
import { DEAD_HEALTH_STATES } from '../contract';

export const ACCOUNT_FOLLOW_UPS_PROCESS = 'accounts-follow-ups';

type Handled = AccountConnected | AccountDisconnected | AccountHealthChecked;

/**
 * What follows a change of a user's connected accounts, checkpointed so a crash in between still does it:
 * - the plan record's current_accounts (billing's CountConnectedAccounts, keyed by the event: sent twice, counted once);
 * - after AccountDisconnected, a job destroys the vault entries and pauses the campaigns using the account with
 *   requires_validation (enqueued in the transaction that moves the checkpoint: it exists exactly once);
 * - after a check finds the account dead, a job pauses its campaigns with the 'Twitter connection' hint.
 * State per user: the number of connected accounts.
 */
export const accountFollowUpsProcess = defineProcessManager<Handled, { connected: number }>({
  name: ACCOUNT_FOLLOW_UPS_PROCESS,
  handles: ['AccountConnected', 'AccountDisconnected', 'AccountHealthChecked'],
  keyOf: (event) => event.data.userId,
  initialState: () => ({ connected: 0 }),
  evolve: (state, event) =>
    event.type === 'AccountConnected'
      ? { connected: state.connected + 1 }
      : event.type === 'AccountDisconnected'
        ? { connected: Math.max(0, state.connected - 1) }
        : state,
  decide: (event, state) => {
    const { userId, accountId } = event.data;
    const at = event.createdAt.toISOString();
    const count = (currentAccounts: number) =>
      send(new ChangePlanRecord({ type: 'CountConnectedAccounts', userId, currentAccounts, at }, `accounts:${event.id}`));
    switch (event.type) {
      case 'AccountConnected':
        return [count(state.connected + 1)];
      case 'AccountDisconnected': {
        const job: AfterDisconnectJob = { userId, accountId };
        return [count(Math.max(0, state.connected - 1)), enqueue(AFTER_DISCONNECT_QUEUE, job, { singletonKey: `after-disconnect:${accountId}` })];
      }
      case 'AccountHealthChecked': {
        if (!DEAD_HEALTH_STATES.includes(event.data.health)) return [];
        const job: PauseCampaignsJob = { userId, accountId, health: event.data.health, detail: event.data.detail };
        return [enqueue(PAUSE_CAMPAIGNS_QUEUE, job, { singletonKey: `pause-dead:${event.id}` })];
      }
    }
  },
});
