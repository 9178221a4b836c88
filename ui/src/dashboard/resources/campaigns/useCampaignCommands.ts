import { type CampaignRow, campaignMessages } from '@shared/campaigns/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { commandFailureMessage } from '../../hooks/command-failure';
import { useRefreshAfterCommand } from '../../hooks/useRefreshAfterCommand';
import { type DashboardDataProvider, isClientError, serverMessage } from '../../providers/dataProvider';
import { campaignAnswer, campaignDeleteAnswer } from './campaign-answers';
import { CAMPAIGNS } from './campaigns-api';

type Answer = { message?: string; readSideBehind?: boolean };

/**
 * A campaign command: the answer's message (or the specification's) in a toast, the lists refreshed (the
 * campaign's status is read again after a failure too, as the runner may have acted), and on failure the
 * API's own message when it gave one ('Cannot delete a running campaign. Please pause it first.'), else the
 * specification's failure message with the detail.
 */
function useCampaignMutation<Params, A extends Answer>(
  run: (dataProvider: DashboardDataProvider, params: Params) => Promise<A>,
  options: { success: string; failure: string; onSuccess?(answer: A): void },
) {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const refreshAfter = useRefreshAfterCommand();
  return useMutation({
    mutationFn: (params: Params) => run(dataProvider, params),
    onSuccess: (answer) => {
      notify(answer.message || options.success, { type: 'success' });
      options.onSuccess?.(answer);
      refreshAfter(answer.readSideBehind ?? false);
    },
    onError: (error) => {
      const message = serverMessage(error);
      notify(message ?? commandFailureMessage(options.failure, error), { type: isClientError(error) ? 'warning' : 'error' });
      refreshAfter(false);
    },
  });
}

const command = (verb: string) => (dataProvider: DashboardDataProvider, { id }: { id: string }) =>
  dataProvider.command(CAMPAIGNS, verb, { id, data: {} }, campaignAnswer).then(({ data }) => data);

export function useStartCampaign() {
  return useCampaignMutation(command('start'), { success: campaignMessages.started, failure: campaignMessages.statusUpdateFailed });
}

export function usePauseCampaign() {
  return useCampaignMutation(command('pause'), { success: campaignMessages.paused, failure: campaignMessages.statusUpdateFailed });
}

export function useRenameCampaign() {
  return useCampaignMutation(
    (dataProvider, { id, name }: { id: string; name: string }) =>
      dataProvider.command(CAMPAIGNS, 'rename', { id, data: { name } }, campaignAnswer).then(({ data }) => data),
    { success: campaignMessages.renamed, failure: campaignMessages.renameFailed },
  );
}

/** Deletes a campaign; its card leaves the cached list at once, before the list is fetched again. */
export function useDeleteCampaign(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useCampaignMutation(
    (dataProvider, { id }: { id: string }) =>
      dataProvider.command(CAMPAIGNS, 'delete', { id }, campaignDeleteAnswer).then(({ data }) => data),
    {
      success: campaignMessages.deleted,
      failure: campaignMessages.deleteFailed,
      onSuccess: (answer) => {
        queryClient.setQueriesData<{ data: CampaignRow[]; total?: number }>({ queryKey: [CAMPAIGNS, 'getList'] }, (list) =>
          list?.data
            ? { ...list, data: list.data.filter((row) => row.id !== answer.id), total: list.total === undefined ? undefined : list.total - 1 }
            : list,
        );
        onSuccess?.();
      },
    },
  );
}
