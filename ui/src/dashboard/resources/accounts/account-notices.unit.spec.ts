import { type AccountRow, accountMessages, type HealthCheckAnswer } from '@shared/accounts/contract';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { accountFailure, checkNotice, connectFailure, isPlanRefusal, serverMessageAsError } from './account-notices';

const answered = (status: number, body?: { message?: string; code?: string }) => new HttpError(body?.message ?? 'Error', status, body);

describe('a failed account command', () => {
  it('given no detail, when told, then the specification message alone, as an error', () => {
    expect(accountFailure(accountMessages.disconnectFailed, answered(500))).toEqual({ message: accountMessages.disconnectFailed, type: 'error' });
  });

  it('given the API detail, when told, then it follows the specification message, unless it is already one', () => {
    expect(accountFailure(accountMessages.disconnectFailed, answered(404, { message: 'Account not found' })).message).toBe(
      'Failed to disconnect account: Account not found',
    );
    expect(accountFailure(accountMessages.disconnectFailed, answered(500, { message: 'Failed to delete profile: busy' })).message).toBe(
      'Failed to delete profile: busy',
    );
  });

  it('given a failure before any answer, when told, then its reason follows', () => {
    expect(accountFailure(accountMessages.adjustFailed, new Error('Failed to fetch')).message).toBe('Failed to fetch');
    expect(accountFailure(accountMessages.adjustFailed, new Error('offline')).message).toBe(`${accountMessages.adjustFailed}: offline`);
  });

  it('given Check now failed, when told, then the API message alone or the unexpected error', () => {
    expect(serverMessageAsError(accountMessages.unexpectedError, answered(429, { message: 'Slow down' }))).toEqual({ message: 'Slow down', type: 'error' });
    expect(serverMessageAsError(accountMessages.unexpectedError, new Error('x'))).toEqual({ message: accountMessages.unexpectedError, type: 'error' });
  });
});

describe('a refused connect', () => {
  it('given a refusal of the plan, when told, then no toast: the plan-limit modal tells it', () => {
    const error = answered(403, { message: 'Upgrade', code: 'plan_limit' });
    expect(isPlanRefusal(error)).toBe(true);
    expect(connectFailure(error)).toBeNull();
    expect(isPlanRefusal(answered(400, { code: 'tokens_required' }))).toBe(false);
  });

  it('given missing tokens, when told, then a warning', () => {
    expect(connectFailure(answered(400, { code: 'tokens_required' }))).toEqual({ message: accountMessages.tokensRequired, type: 'warning' });
  });

  it('given another answer of the API, when told, then its message or the connect failure; without an answer, the unexpected error', () => {
    expect(connectFailure(answered(409, { message: 'Already connected' }))).toEqual({ message: 'Already connected', type: 'error' });
    expect(connectFailure(answered(500))).toEqual({ message: accountMessages.connectFailed, type: 'error' });
    expect(connectFailure(new Error('Failed to fetch'))).toEqual({ message: accountMessages.unexpectedError, type: 'error' });
  });
});

describe('what Check now found', () => {
  const found = (health: AccountRow['health'], label: string): HealthCheckAnswer => ({
    account: { health, health_label: label } as AccountRow,
    message: 'Account checked',
  });

  it('given a healthy account, when told, then a success', () => {
    expect(checkNotice(found('healthy', 'Healthy'), 'alice')).toBe(accountMessages.checked);
  });

  it('given a passing problem, when told, then a warning with the account and its health', () => {
    expect(checkNotice(found('rate_limited', 'Rate limited'), 'alice')).toEqual({ message: '@alice: Rate limited', type: 'warning' });
    expect(checkNotice(found('unreachable', 'X unreachable'), 'alice')).toMatchObject({ type: 'warning' });
  });

  it('given the account cannot send, when told, then an error', () => {
    expect(checkNotice(found('suspended', 'Suspended'), 'alice')).toEqual({ message: '@alice: Suspended', type: 'error' });
    expect(checkNotice(found('session_expired', ''), 'alice')).toEqual({ message: 'Account checked', type: 'error' });
  });
});
