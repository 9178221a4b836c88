import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../platform/testing/decider-spec';
import { accountMessages } from '../contract';
import { type AccountsCommand, accountsDecider, type PlanAllowance } from './decide';
import type { AccountEvent } from './events';

const userId = 'user-a';
const at = '2026-11-23T12:00:00.000Z';
const spec = deciderSpec(accountsDecider);
const basic: PlanAllowance = { plan: 'basic', allowedAccounts: 1 };
const pro = (n: number): PlanAllowance => ({ plan: 'pro', allowedAccounts: n });
const account = (n: number) => ({ profileId: `90000000${n}`, username: `acct${n}`, name: `Account ${n}`, profileImageUrl: null, verified: n % 2 === 0 });
const connectCmd = (n: number, plan: PlanAllowance | null): AccountsCommand => ({ type: 'ConnectAccount', userId, accountId: `acc-${n}`, account: account(n), plan, at });
const connected = (n: number): AccountEvent => ({
  type: 'AccountConnected',
  data: { userId, accountId: `acc-${n}`, ...account(n), xCreatedAt: null, conversations: null, at },
});
const disconnected = (n: number, reason: 'user' | 'plan_adjustment' = 'user'): AccountEvent => ({
  type: 'AccountDisconnected',
  data: { userId, accountId: `acc-${n}`, profileId: `90000000${n}`, username: `acct${n}`, reason, at },
});
const proxy = { type: 'HTTP' as const, host: '203.0.113.9', port: 8080, username: 'u', hasPassword: true };

describe('ConnectAccount', () => {
  it('connects a verified account on Basic', () => {
    spec.given().when(connectCmd(1, basic)).thenAppends([connected(1)]);
  });

  it('refuses a free plan or no plan: Upgrade to connect', () => {
    spec.given().when(connectCmd(1, { plan: 'free', allowedAccounts: 1 })).thenRefuses({ message: accountMessages.upgradeToConnect, kind: 'forbidden' });
    spec.given().when(connectCmd(1, null)).thenRefuses({ message: accountMessages.upgradeToConnect, kind: 'forbidden' });
  });

  it('refuses a free plan with an account already: the free plan message', () => {
    spec.given(connected(1)).when(connectCmd(2, null)).thenRefuses({ message: accountMessages.planLimit.free, kind: 'forbidden' });
  });

  it("refuses Basic's second account", () => {
    spec.given(connected(1)).when(connectCmd(2, basic)).thenRefuses({ message: 'Basic plan allows only 1 connected account. Upgrade to Pro for more!' });
  });

  it('lets Pro connect up to allowed_accounts, then names the limit', () => {
    spec.given(connected(1)).when(connectCmd(2, pro(3))).thenAppends([connected(2)]);
    spec.given(connected(1), connected(2), connected(3)).when(connectCmd(4, pro(3))).thenRefuses({ message: "You've reached your account limit (3 accounts)." });
  });

  it('refuses the same X account twice', () => {
    spec.given(connected(1)).when({ ...connectCmd(1, pro(5)), accountId: 'acc-other' }).thenRefuses({ message: accountMessages.alreadyConnected, kind: 'conflict' });
  });

  it('counts only accounts still connected', () => {
    spec.given(connected(1), disconnected(1)).when(connectCmd(2, basic)).thenAppends([connected(2)]);
  });
});

describe('proxies', () => {
  it('configures and removes a proxy of an own account', () => {
    spec.given(connected(1)).when({ type: 'ConfigureProxy', userId, accountId: 'acc-1', proxy, at }).thenAppends([
      { type: 'ProxyConfigured', data: { userId, accountId: 'acc-1', proxyType: 'HTTP', host: proxy.host, port: 8080, username: 'u', hasPassword: true, at } },
    ]);
    spec
      .given(connected(1), { type: 'ProxyConfigured', data: { userId, accountId: 'acc-1', proxyType: 'HTTP', host: proxy.host, port: 8080, username: null, hasPassword: false, at } })
      .when({ type: 'RemoveProxy', userId, accountId: 'acc-1', at })
      .thenAppends([{ type: 'ProxyRemoved', data: { userId, accountId: 'acc-1', at } }]);
  });

  it('removing no proxy changes nothing; an unknown account is not found', () => {
    spec.given(connected(1)).when({ type: 'RemoveProxy', userId, accountId: 'acc-1', at }).thenNothing();
    spec.given().when({ type: 'ConfigureProxy', userId, accountId: 'acc-9', proxy, at }).thenRefuses({ message: accountMessages.notFound, kind: 'not_found' });
  });
});

describe('RecordHealth', () => {
  const record = (health: 'healthy' | 'session_expired', by: 'job' | 'user'): AccountsCommand => ({
    type: 'RecordHealth',
    userId,
    accountId: 'acc-1',
    health,
    detail: health === 'healthy' ? null : 'expired',
    by,
    at,
  });

  it('records a change of state', () => {
    spec.given(connected(1)).when(record('session_expired', 'job')).thenAppends([
      { type: 'AccountHealthChecked', data: { userId, accountId: 'acc-1', health: 'session_expired', detail: 'expired', by: 'job', at } },
    ]);
  });

  it('the periodic check records nothing when nothing changed; Check now always records', () => {
    spec.given(connected(1)).when(record('healthy', 'job')).thenNothing();
    spec.given(connected(1)).when(record('healthy', 'user')).thenAppends([
      { type: 'AccountHealthChecked', data: { userId, accountId: 'acc-1', health: 'healthy', detail: null, by: 'user', at } },
    ]);
  });

  it('records the X account\'s age and conversations on connect, and a periodic check records them only when they changed', () => {
    const facts = { xCreatedAt: '2026-11-01T00:00:00.000Z', conversations: 2 };
    const young: AccountEvent = { type: 'AccountConnected', data: { userId, accountId: 'acc-1', ...account(1), ...facts, at } };
    spec.given().when({ type: 'ConnectAccount', userId, accountId: 'acc-1', account: { ...account(1), ...facts }, plan: basic, at }).thenAppends([young]);
    const { profileId: _, ...profile } = account(1);
    const check = (conversations: number): AccountsCommand => ({
      type: 'RecordHealth',
      userId,
      accountId: 'acc-1',
      health: 'healthy',
      detail: null,
      by: 'job',
      at,
      profile: { ...profile, ...facts, conversations },
    });
    spec.given(young).when(check(2)).thenNothing();
    spec.given(young).when(check(10)).thenAppends([
      { type: 'AccountHealthChecked', data: { userId, accountId: 'acc-1', health: 'healthy', detail: null, ...profile, ...facts, conversations: 10, by: 'job', at } },
    ]);
  });

  it('a check finishing after a disconnect records nothing', () => {
    spec.given(connected(1), disconnected(1)).when(record('session_expired', 'job')).thenNothing();
  });
});

describe('disconnecting', () => {
  it('disconnects an own account, and refuses an unknown one', () => {
    spec.given(connected(1)).when({ type: 'DisconnectAccount', userId, accountId: 'acc-1', reason: 'user', at }).thenAppends([disconnected(1)]);
    spec.given(connected(1), disconnected(1)).when({ type: 'DisconnectAccount', userId, accountId: 'acc-1', reason: 'user', at }).thenRefuses({ message: accountMessages.notFound });
  });

  it('the downgrade chooser keeps one and disconnects the rest', () => {
    spec
      .given(connected(1), connected(2), connected(3))
      .when({ type: 'KeepAccount', userId, accountId: 'acc-2', plan: basic, at })
      .thenAppends([disconnected(1, 'plan_adjustment'), disconnected(3, 'plan_adjustment')]);
  });

  it('the chooser refuses when the plan allows what is connected', () => {
    const refusal = spec.given(connected(1), connected(2)).when({ type: 'KeepAccount', userId, accountId: 'acc-2', plan: pro(2), at }).thenRefuses({ message: accountMessages.nothingToAdjust });
    expect(refusal.code).toBe('nothing_to_adjust');
  });
});
