import { type BulkDeleteAnswer, type DeleteAnswer, leadMessages, type RenameAnswer } from '@shared/leads/contract';
import { refusalAlone } from '../../hooks/command-failure';
import { useCommand } from '../../hooks/useCommand';
import { bulkDeleteAnswer, deleteAnswer, renameAnswer } from './lead-answers';
import { RESOURCE } from './lead-sources-api';

/**
 * The lead source commands: rename, delete one, delete several. Each toasts the answer's message, refreshes
 * the lists, and on failure toasts the specification's message, or the API's own message alone when it
 * refused what was sent ('A lead source with the name "x" already exists...').
 */
export function useRenameSource(onSuccess?: (answer: RenameAnswer) => void) {
  return useCommand(RESOURCE, 'rename', {
    answer: renameAnswer,
    request: ({ id, name }: { id: string; name: string }) => ({ id, data: { name } }),
    success: leadMessages.renamed,
    failure: leadMessages.renameFailed,
    notice: refusalAlone,
    onSuccess,
  });
}

export function useDeleteSource(onSuccess?: (answer: DeleteAnswer) => void) {
  return useCommand(RESOURCE, 'delete', {
    answer: deleteAnswer,
    request: ({ id }: { id: string }) => ({ id }),
    success: leadMessages.deleted,
    failure: leadMessages.deleteFailed,
    notice: refusalAlone,
    onSuccess,
  });
}

export function useDeleteSources(onSuccess?: (answer: BulkDeleteAnswer) => void) {
  return useCommand(RESOURCE, 'delete', {
    answer: bulkDeleteAnswer,
    request: ({ ids }: { ids: string[] }) => ({ data: { ids } }),
    success: (_answer, { ids }) => (ids.length === 1 ? leadMessages.deleted : leadMessages.deletedMany(ids.length)),
    failure: leadMessages.deleteSomeFailed,
    notice: refusalAlone,
    onSuccess,
  });
}
