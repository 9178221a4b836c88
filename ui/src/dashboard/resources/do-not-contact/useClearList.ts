import { dncMessages } from '@shared/dnc/shared/dnc-messages';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { DashboardDataProvider } from '../../providers/dataProvider';
import { failureMessage } from './failure-message';
import { useRefreshAfterCommand } from './useRefreshAfterCommand';

/** Removes every username from the list; `onCleared` runs once the API has accepted it. */
export function useClearList(onCleared: () => void) {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const refreshAfter = useRefreshAfterCommand();
  const [clearing, setClearing] = useState(false);

  const clearAll = async () => {
    setClearing(true);
    try {
      const { data: result, readSideBehind } = await dataProvider.clearDoNotContact();
      notify(result?.message || dncMessages.cleared, { type: 'success' });
      onCleared();
      refreshAfter(readSideBehind);
    } catch (failure) {
      notify(failureMessage(dncMessages.clearFailed, failure), { type: 'error' });
    } finally {
      setClearing(false);
    }
  };

  return { clearing, clearAll };
}
