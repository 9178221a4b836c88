import { DomainError } from '../../../platform/http/domain-error';
import { isXGatewayError, type XErrorKind } from '../../x';
import { accountMessages, type HealthState } from '../contract';

/** The account state an X failure shows. */
export function healthOf(error: unknown): HealthState {
  const kind: XErrorKind | undefined = isXGatewayError(error) ? error.kind : undefined;
  switch (kind) {
    case 'SessionExpired':
      return 'session_expired';
    case 'AccountLocked':
    case 'LooksAutomated':
      return 'locked';
    case 'AccountSuspended':
      return 'suspended';
    case 'RateLimited':
      return 'rate_limited';
    case 'ProxyFailure':
      return 'proxy_failed';
    default:
      return 'unreachable';
  }
}

/** A log-safe detail of an X failure (the gateway's messages never carry cookies or passwords). */
export const detailOf = (error: unknown): string => (isXGatewayError(error) ? error.message : 'X could not be reached');

/** A connect refused by X, in words the user can act on. */
export function connectRefusal(error: unknown): DomainError {
  switch (healthOf(error)) {
    case 'session_expired':
      return new DomainError(accountMessages.xSessionExpired, 'x_session_expired');
    case 'locked':
      return new DomainError(accountMessages.xAccountLocked, 'x_account_locked');
    case 'suspended':
      return new DomainError(accountMessages.xAccountSuspended, 'x_account_suspended');
    case 'rate_limited':
      return new DomainError(accountMessages.xRateLimited, 'x_rate_limited', 'rate_limited');
    case 'proxy_failed':
      return new DomainError(accountMessages.xProxyFailed(detailOf(error)), 'x_proxy_failed');
    default:
      return new DomainError(accountMessages.xUnavailable, 'x_unavailable');
  }
}
