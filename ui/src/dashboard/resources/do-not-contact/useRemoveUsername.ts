import { dncMessages } from '@shared/dnc/shared/dnc-messages';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { DashboardDataProvider } from '../../providers/dataProvider';
import { failureMessage } from './failure-message';
import { useRefreshAfterCommand } from './useRefreshAfterCommand';

/** Removes one username from the list, and tells which usernames are still being removed. */
export function useRemoveUsername() {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const refreshAfter = useRefreshAfterCommand();
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());

  const remove = async (username: string) => {
    setRemoving((previous) => new Set(previous).add(username));
    try {
      const { data: result, readSideBehind } = await dataProvider.removeDoNotContact(username);
      notify(result?.message || dncMessages.removed(username), { type: 'success' });
      refreshAfter(readSideBehind);
    } catch (failure) {
      notify(failureMessage(dncMessages.deleteFailed, failure), { type: 'error' });
    } finally {
      setRemoving((previous) => {
        const next = new Set(previous);
        next.delete(username);
        return next;
      });
    }
  };

  return { removing, remove };
}
