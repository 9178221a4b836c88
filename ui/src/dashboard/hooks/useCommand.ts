import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { z } from 'zod';
import type { CommandAnswer, CommandParams, DashboardDataProvider } from '../providers/dataProvider';
import { commandFailureMessage } from './command-failure';
import { useRefreshAfterCommand } from './useRefreshAfterCommand';

export interface CommandOptions<T> {
  /** The answer's schema: an answer of another shape fails the command with a clear error. */
  answer: z.ZodType<T>;
  /** The toast after success when the answer carries no `message`. */
  success: string | ((answer: CommandAnswer<T>) => string);
  /** The toast after a failure; the server's detail is appended. */
  failure: string;
  onSuccess?(answer: CommandAnswer<T>): void;
}

/**
 * Runs `dataProvider.command(resource, verb, params)` as a react-query mutation: `isPending` while it runs,
 * the answer's message (or `success`) in a toast, the lists refreshed, and failures toasted with the server's detail.
 */
export function useCommand<T extends { message?: string } = { message?: string }>(
  resource: string,
  verb: string,
  options: CommandOptions<T>,
) {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const refreshAfter = useRefreshAfterCommand();
  return useMutation({
    mutationKey: [resource, 'command', verb],
    mutationFn: (params?: CommandParams) => dataProvider.command(resource, verb, params ?? {}, options.answer).then(({ data }) => data),
    onSuccess: (answer) => {
      const fallback = typeof options.success === 'function' ? options.success(answer) : options.success;
      notify(answer.message || fallback, { type: 'success' });
      options.onSuccess?.(answer);
      refreshAfter(answer.readSideBehind);
    },
    onError: (error) => notify(commandFailureMessage(options.failure, error), { type: 'error' }),
  });
}
