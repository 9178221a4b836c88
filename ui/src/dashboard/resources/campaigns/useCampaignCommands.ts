import { type CampaignRow, campaignMessages } from '@shared/campaigns/contract';
import { useQueryClient } from '@tanstack/react-query';
import { serverMessageFirst } from '../../hooks/command-failure';
import { useCommand } from '../../hooks/useCommand';
import { campaignAnswer, campaignDeleteAnswer } from './campaign-answers';
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

export function useStartCampaign() {
  return useCommand(CAMPAIGNS, 'start', statusCommand(campaignMessages.started));
}

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
