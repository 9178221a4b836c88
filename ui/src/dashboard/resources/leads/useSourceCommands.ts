import { type BulkDeleteAnswer, type DeleteAnswer, leadMessages, type RenameAnswer } from '@shared/leads/contract';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { commandFailureMessage } from '../../hooks/command-failure';
import { useRefreshAfterCommand } from '../../hooks/useRefreshAfterCommand';
import { type DashboardDataProvider, isClientError } from '../../providers/dataProvider';
import { bulkDeleteAnswer, deleteAnswer, renameAnswer } from './lead-answers';
import { RESOURCE } from './lead-sources-api';

/**
 * The lead source commands: rename, delete one, delete several. Each toasts the answer's message, refreshes
 * the lists, and on failure toasts the specification's message, or the API's own message alone when it
 * refused what was sent ('A lead source with the name "x" already exists...').
 */
function useSourceMutation<Params, Answer extends { message?: string }>(
  run: (dataProvider: DashboardDataProvider, params: Params) => Promise<Answer & { readSideBehind?: boolean }>,
  options: { success: (answer: Answer, params: Params) => string; failure: string; onSuccess?(answer: Answer): void },
) {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const refreshAfter = useRefreshAfterCommand();
  return useMutation({
    mutationFn: (params: Params) => run(dataProvider, params),
    onSuccess: (answer, params) => {
      notify(answer.message || options.success(answer, params), { type: 'success' });
      options.onSuccess?.(answer);
      refreshAfter(answer.readSideBehind ?? false);
    },
    onError: (error) =>
      notify(commandFailureMessage(options.failure, error, true), { type: isClientError(error) ? 'warning' : 'error' }),
  });
}

export function useRenameSource(onSuccess?: (answer: RenameAnswer) => void) {
  return useSourceMutation<{ id: string; name: string }, RenameAnswer>(
    (dataProvider, { id, name }) =>
      dataProvider.command(RESOURCE, 'rename', { id, data: { name } }, renameAnswer).then(({ data }) => data),
    { success: () => leadMessages.renamed, failure: leadMessages.renameFailed, onSuccess },
  );
}

export function useDeleteSource(onSuccess?: (answer: DeleteAnswer) => void) {
  return useSourceMutation<{ id: string }, DeleteAnswer>(
    (dataProvider, { id }) =>
      dataProvider.command(RESOURCE, 'delete', { id }, deleteAnswer).then(({ data }) => data),
    { success: () => leadMessages.deleted, failure: leadMessages.deleteFailed, onSuccess },
  );
}

export function useDeleteSources(onSuccess?: (answer: BulkDeleteAnswer) => void) {
  return useSourceMutation<{ ids: string[] }, BulkDeleteAnswer>(
    (dataProvider, { ids }) =>
      dataProvider.command(RESOURCE, 'delete', { data: { ids } }, bulkDeleteAnswer).then(({ data }) => data),
    {
      success: (_answer, { ids }) => (ids.length === 1 ? leadMessages.deleted : leadMessages.deletedMany(ids.length)),
      failure: leadMessages.deleteSomeFailed,
      onSuccess,
    },
  );
}
