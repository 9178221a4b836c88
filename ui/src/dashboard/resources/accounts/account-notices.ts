import { accountMessages, type HealthCheckAnswer, withDetail } from '@shared/accounts/contract';
import { HttpError } from 'react-admin';
import type { FailureNotice } from '../../hooks/command-failure';
import type { SuccessNotice } from '../../hooks/useCommand';
import { errorCode, serverMessage } from '../../providers/dataProvider';

/** The codes of refusals that are the plan's, not the tokens': the plan-limit modal tells them. */
const PLAN_CODES = new Set(['plan_limit', 'plan_required']);

/** Whether a refused connect is the plan's to tell (the plan-limit modal), not a toast's. */
export const isPlanRefusal = (error: unknown): boolean => PLAN_CODES.has(errorCode(error) ?? '');

/** A failed account command, as an error: the specification's message, with the server's detail when it says more. */
export function accountFailure(main: string, error: unknown): FailureNotice {
  const detail = serverMessage(error) ?? (error instanceof HttpError ? undefined : error instanceof Error ? error.message : undefined);
  if (!detail || detail === main) return { message: main, type: 'error' };
  // The server's own failure in the specification's words ('Failed to delete profile: ...') stands alone.
  if (/^Failed to /.test(detail)) return { message: detail, type: 'error' };
  return { message: withDetail(main, detail), type: 'error' };
}

/** The API's own message alone when it gave one, else the failure alone, as an error ('Check now', sending limits). */
export const serverMessageAsError = (failure: string, error: unknown): FailureNotice => ({ message: serverMessage(error) ?? failure, type: 'error' });

/**
 * A refused connect: the plan's refusals are the modal's (null), missing tokens a warning, any other answer of
 * the API its message or 'Failed to connect account', and a failure before any answer the unexpected error.
 */
export function connectFailure(error: unknown): FailureNotice | null {
  if (isPlanRefusal(error)) return null;
  const message = serverMessage(error);
  if (errorCode(error) === 'tokens_required') return { message: message ?? accountMessages.tokensRequired, type: 'warning' };
  if (error instanceof HttpError) return { message: message ?? accountMessages.connectFailed, type: 'error' };
  return { message: accountMessages.unexpectedError, type: 'error' };
}

/** What 'Check now' found: healthy is a success; otherwise the account's health label, as a warning or an error. */
export function checkNotice(answer: HealthCheckAnswer, username: string): string | SuccessNotice {
  const { health, health_label: label } = answer.account;
  if (health === 'healthy') return accountMessages.checked;
  const type = health === 'rate_limited' || health === 'unreachable' ? 'warning' : 'error';
  return { message: label ? `@${username}: ${label}` : answer.message, type };
}
