import { it } from 'vitest';
import { enqueue, send } from '../../../platform/process-managers/process-manager';
import { processManagerSpec, recorded } from '../../../platform/process-managers/process-manager-spec';
import { ChangePlanRecord } from '../../billing';
import type { AccountEvent } from '../account/events';
import { AFTER_DISCONNECT_QUEUE, PAUSE_CAMPAIGNS_QUEUE } from './queues';
import { accountFollowUpsProcess } from './account-follow-ups.process';

const spec = processManagerSpec(accountFollowUpsProcess);
const at = new Date(0).toISOString();
const userId = 'u1';
const connected = (n: number, id = `c${n}`) =>
  recorded<AccountEvent>(
    { type: 'AccountConnected', data: { userId, accountId: `acc-${n}`, profileId: `9${n}`, username: `a${n}`, name: `A${n}`, profileImageUrl: null, verified: false, at } },
    { id, streamId: 'accounts-u1' },
  );
const disconnected = (n: number, id = `d${n}`) =>
  recorded<AccountEvent>(
    { type: 'AccountDisconnected', data: { userId, accountId: `acc-${n}`, profileId: `9${n}`, username: `a${n}`, reason: 'user', at } },
    { id, streamId: 'accounts-u1' },
  );
const count = (currentAccounts: number, eventId: string) =>
  send(new ChangePlanRecord({ type: 'CountConnectedAccounts', userId, currentAccounts, at }, `accounts:${eventId}`));

it('counts each connected account on the plan record', () => {
  spec.given(connected(1)).when(connected(2)).thenSends([count(2, 'c2')]);
});

it('a disconnect counts down and enqueues the vault clean-up and the campaign pause once per account', () => {
  spec
    .given(connected(1), connected(2))
    .when(disconnected(1))
    .thenSends([count(1, 'd1'), enqueue(AFTER_DISCONNECT_QUEUE, { userId, accountId: 'acc-1' }, { singletonKey: 'after-disconnect:acc-1' })]);
});

it('a check that finds the account dead pauses its campaigns; a healthy or rate-limited one does not', () => {
  const checked = (health: 'session_expired' | 'rate_limited' | 'healthy') =>
    recorded<AccountEvent>(
      { type: 'AccountHealthChecked', data: { userId, accountId: 'acc-1', health, detail: health === 'healthy' ? null : 'x', by: 'job', at } },
      { id: `h-${health}`, streamId: 'accounts-u1' },
    );
  spec
    .given(connected(1))
    .when(checked('session_expired'))
    .thenSends([
      enqueue(PAUSE_CAMPAIGNS_QUEUE, { userId, accountId: 'acc-1', health: 'session_expired', detail: 'x' }, { singletonKey: 'pause-dead:h-session_expired' }),
    ]);
  spec.given(connected(1)).when(checked('rate_limited')).thenSends([]);
  spec.given(connected(1)).when(checked('healthy')).thenSends([]);
});
