import { withDetail } from '@shared/dnc/contract';
import { isClientError, serverMessage } from '../providers/dataProvider';

/**
 * The toast for a failed command: the main message ('Failed to delete username') with the server's detail
 * appended, unless the detail is missing or says the same thing. With `clientErrorsAlone`, a refusal the user
 * can act on (a 4xx with the server's {message}) shows that message alone ('Please enter at least one username').
 */
export function commandFailureMessage(main: string, error: unknown, clientErrorsAlone = false): string {
  const detail = serverMessage(error) ?? (error instanceof Error ? error.message : undefined);
  if (clientErrorsAlone && isClientError(error) && serverMessage(error)) return serverMessage(error)!;
  if (!detail || detail.trim() === '' || detail === main) return main;
  return withDetail(main, detail);
}

/** A failed command's toast. */
export interface FailureNotice {
  message: string;
  type: 'error' | 'warning';
}

const typeOf = (error: unknown): FailureNotice['type'] => (isClientError(error) ? 'warning' : 'error');

/** The failure with the server's detail, as an error: the default. */
export const failureWithDetail = (failure: string, error: unknown): FailureNotice => ({
  message: commandFailureMessage(failure, error),
  type: 'error',
});

/** The failure with the server's detail; a refusal of what was sent is a warning. */
export const refusalAsWarning = (failure: string, error: unknown): FailureNotice => ({
  message: commandFailureMessage(failure, error),
  type: typeOf(error),
});

/** A refusal of what was sent shows the API's message alone, as a warning ('A lead source with the name "x" already exists...'). */
export const refusalAlone = (failure: string, error: unknown): FailureNotice => ({
  message: commandFailureMessage(failure, error, true),
  type: typeOf(error),
});

/** The API's own message whenever it gave one ('Cannot delete a running campaign. Please pause it first.'). */
export const serverMessageFirst = (failure: string, error: unknown): FailureNotice => ({
  message: serverMessage(error) ?? commandFailureMessage(failure, error),
  type: typeOf(error),
});

/** The API's own message alone whenever it gave one, else the failure alone ('Failed to start scraping'). */
export const serverMessageOrFailure = (failure: string, error: unknown): FailureNotice => ({
  message: serverMessage(error) ?? failure,
  type: typeOf(error),
});

/** A refusal of what a form sent, with the API's message, for the form to show beside its fields. */
export class CommandRefused extends Error {
  /** The refusal in a failed call, when the API refused what was sent and said why. */
  static from(error: unknown): CommandRefused | undefined {
    const message = serverMessage(error);
    return isClientError(error) && message ? new CommandRefused(message) : undefined;
  }
}
