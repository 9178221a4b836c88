import { useMutation } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import type { z } from 'zod';
import { rememberSignedOutNotice } from '../../shared/signed-out-notice';
import { type CommandAnswer, type CommandParams, type DashboardDataProvider, errorStatus } from '../providers/dataProvider';
import { CommandRefused, type FailureNotice, failureWithDetail } from './command-failure';
import { useRefreshAfterCommand } from './useRefreshAfterCommand';

/** The answer's own message for its toast, when it has one (a checkout answers only where to go). */
const messageOf = (answer: object): string | undefined =>
  'message' in answer && typeof answer.message === 'string' ? answer.message : undefined;

/** The detail of a command refused because the session had ended. */
const SIGNED_OUT = 'You are signed out';

/**
 * A toast after success told as it is, even when the answer carries a message: a search that found nothing
 * warns, a health check that found the account suspended is an error.
 */
export interface SuccessNotice {
  message: string;
  type: 'success' | 'warning' | 'error';
}

export interface CommandOptions<T, I> {
  /** The answer's schema: an answer of another shape fails the command with a clear error. */
  answer: z.ZodType<T>;
  /** The request for what the caller passes to `mutate` (the record's id, the body). */
  request: (input: I) => CommandParams;
  /**
   * The toast after success when the answer carries no `message`; a notice is told as it is; null when the
   * caller shows the answer itself (a proxy test's outcome in its dialog).
   */
  success: string | ((answer: CommandAnswer<T>, input: I) => string | SuccessNotice | null);
  /** The toast after a failure; by default the server's detail is appended (see `notice`). */
  failure: string | ((input: I) => string);
  /**
   * How a failure is told, when not as `failure` with the server's detail, as an error; null when the caller
   * shows it itself (the plan-limit modal).
   */
  notice?: (failure: string, error: unknown) => FailureNotice | null;
  /** The lists are read again after a failure too (the command may have half happened, e.g. the runner acted). */
  refreshOnFailure?: boolean;
  /**
   * A form's command: a refusal of what was sent (a 4xx with the API's message) fails as `CommandRefused`,
   * without a toast, for the form to show beside its fields.
   */
  refusalInForm?: boolean;
  /** Where the toasts go, when not react-admin's notify: a form's own toasts replace its older ones. */
  toast?(message: string, type: 'success' | 'warning' | 'error'): void;
  /** False when the caller refreshes what the answer changed itself. */
  refresh?: boolean;
  onSuccess?(answer: CommandAnswer<T>, input: I): void;
}

/**
 * Runs `dataProvider.command(resource, verb, request(input))` as a react-query mutation: `isPending` while it
 * runs, the answer checked against its schema, its message (or `success`) in a toast, the lists refreshed (again
 * shortly after when the read side is behind), and failures toasted with the server's detail.
 */
export function useCommand<T extends object, I = void>(resource: string, verb: string, options: CommandOptions<T, I>) {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const toast = options.toast ?? ((message: string, type: 'success' | 'warning' | 'error') => notify(message, { type }));
  const refreshAfter = useRefreshAfterCommand();
  return useMutation({
    mutationKey: [resource, 'command', verb],
    mutationFn: (input: I) =>
      dataProvider.command(resource, verb, options.request(input), options.answer).then(
        ({ data }) => {
          // react-admin answers a call refused for a lost session with an empty record once it has signed the
          // user out: that is no success.
          if (typeof data.readSideBehind !== 'boolean') throw new HttpError(SIGNED_OUT, 401);
          return data;
        },
        (error: unknown) => {
          throw options.refusalInForm ? (CommandRefused.from(error) ?? error) : error;
        },
      ),
    onSuccess: (answer, input) => {
      const success = typeof options.success === 'function' ? options.success(answer, input) : options.success;
      if (typeof success === 'string') toast(messageOf(answer) || success, 'success');
      else if (success) toast(success.message, success.type);
      options.onSuccess?.(answer, input);
      if (options.refresh !== false) refreshAfter(answer.readSideBehind);
    },
    onError: (error, input) => {
      if (error instanceof CommandRefused) return;
      const failure = typeof options.failure === 'function' ? options.failure(input) : options.failure;
      const notice = (options.notice ?? failureWithDetail)(failure, error);
      if (notice) toast(notice.message, notice.type);
      // The toast goes with the page when the lost session sends the browser to /login: that page tells it.
      if (notice && errorStatus(error) === 401) rememberSignedOutNotice(notice.message);
      if (options.refreshOnFailure) refreshAfter(false);
    },
  });
}
