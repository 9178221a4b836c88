import { dncMessages, type RemoveUsernameAnswer } from '@shared/dnc/contract';
import { useMutationState } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDelete, useNotify } from 'react-admin';
import { commandFailureMessage } from '../../hooks/command-failure';
import { useRefreshAfterCommand } from '../../hooks/useRefreshAfterCommand';
import type { CommandAnswer } from '../../providers/dataProvider';
import { RESOURCE } from './useDoNotContactList';

/**
 * Removes one username with react-admin's delete (DELETE /api/do-not-contact/:username), and tells which
 * usernames are still being removed. The callbacks sit on the mutation itself, so they run even when the row
 * that asked is already gone from the page.
 */
export function useRemoveUsername() {
  const notify = useNotify();
  const refreshAfter = useRefreshAfterCommand();
  const [deleteOne] = useDelete<{ id: string } & Partial<CommandAnswer<RemoveUsernameAnswer>>>(RESOURCE, undefined, {
    onSuccess: (answer, variables) => {
      notify(answer?.message || dncMessages.removed(String(variables.id)), { type: 'success' });
      refreshAfter(Boolean(answer?.readSideBehind));
    },
    onError: (error) => notify(commandFailureMessage(dncMessages.deleteFailed, error), { type: 'error' }),
  });
  const pending = useMutationState({
    filters: { mutationKey: [RESOURCE, 'delete'], status: 'pending' },
    select: (mutation) => String((mutation.state.variables as { id?: unknown } | undefined)?.id),
  });
  const remove = useCallback((username: string) => deleteOne(RESOURCE, { id: username }), [deleteOne]);
  return { removing: new Set(pending) as ReadonlySet<string>, remove };
}
