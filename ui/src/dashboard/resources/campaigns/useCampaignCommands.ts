import { type CampaignRow, campaignMessages } from '@shared/campaigns/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { serverMessageFirst } from '../../hooks/command-failure';
import { useCommand } from '../../hooks/useCommand';
import { useRefreshAfterCommand } from '../../hooks/useRefreshAfterCommand';
import { fetchParsed } from '../../providers/api';
import { campaignAnswer, campaignDeleteAnswer, checkStartAnswer } from './campaign-answers';
import { CAMPAIGNS } from './campaigns-api';

/**
 * The campaign commands: the answer's message (or the specification's) in a toast, the lists refreshed (the
 * campaign's status is read again after a failure too, as the runner may have acted), and on failure the
 * API's own message when it gave one ('Cannot delete a running campaign. Please pause it first.'), else the
 * specification's failure message with the detail.
 */
const statusCommand = (success: string) => ({
  answer: campaignAnswer,
  request: ({ id }: { id: string }) => ({ id, data: {} }),
  success,
  failure: campaignMessages.statusUpdateFailed,
  notice: serverMessageFirst,
  refreshOnFailure: true,
});

/**
 * Start: the start pre-check first (POST /api/campaigns/:id/check-start); a refusal shows the server's reason, a
 * check that could not be made 'Cannot start campaign. Please try again later...'; only then the start command.
 */
export function useStartCampaign() {
  const notify = useNotify();
  const refreshAfter = useRefreshAfterCommand();
  const start = useCommand(CAMPAIGNS, 'start', statusCommand(campaignMessages.started));
  const [checking, setChecking] = useState(false);
  const mutate = async ({ id }: { id: string }) => {
    setChecking(true);
    try {
      const check = await checkStart(id);
      if (!check.can_start) {
        notify(check.message, { type: 'warning' });
        // The campaign may have changed since the list was read (the reason is about what it is now).
        refreshAfter(false);
        return;
      }
    } catch {
      notify(campaignMessages.startCheckFailed, { type: 'error' });
      return;
    } finally {
      setChecking(false);
    }
    start.mutate({ id });
  };
  return { mutate, isPending: checking || start.isPending };
}

const checkStart = (id: string) =>
  fetchParsed(`/${CAMPAIGNS}/${encodeURIComponent(id)}/check-start`, checkStartAnswer, { method: 'POST', body: {} }).then(({ data }) => data);

export function usePauseCampaign() {
  return useCommand(CAMPAIGNS, 'pause', statusCommand(campaignMessages.paused));
}

export function useRenameCampaign() {
  return useCommand(CAMPAIGNS, 'rename', {
    answer: campaignAnswer,
    request: ({ id, name }: { id: string; name: string }) => ({ id, data: { name } }),
    success: campaignMessages.renamed,
    failure: campaignMessages.renameFailed,
    notice: serverMessageFirst,
    refreshOnFailure: true,
  });
}

/** Deletes a campaign; its card leaves the cached list at once, before the list is fetched again. */
export function useDeleteCampaign(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useCommand(CAMPAIGNS, 'delete', {
    answer: campaignDeleteAnswer,
    request: ({ id }: { id: string }) => ({ id }),
    success: campaignMessages.deleted,
    failure: campaignMessages.deleteFailed,
    notice: serverMessageFirst,
    refreshOnFailure: true,
    onSuccess: (answer) => {
      queryClient.setQueriesData<{ data: CampaignRow[]; total?: number }>({ queryKey: [CAMPAIGNS, 'getList'] }, (list) =>
        list?.data
          ? { ...list, data: list.data.filter((row) => row.id !== answer.id), total: list.total === undefined ? undefined : list.total - 1 }
          : list,
      );
      onSuccess?.();
    },
  });
}
