import type { AccountRow } from '@shared/accounts/contract';
import type { CampaignAnswer, CampaignRow, CreateCampaignBody } from '@shared/campaigns/contract';
import type { LeadSourceRow } from '@shared/leads/contract';
import { useGetList, useGetOne } from 'react-admin';
import { useCommand } from '../../../hooks/useCommand';
import { campaignAnswer } from '../campaign-answers';

export const CAMPAIGNS = 'campaigns';

/** Lists the wizard reads stay as loaded while it is open; live updates and its own saves refresh them. */
const options = { refetchOnWindowFocus: false } as const;

/** The campaign edited (GET /api/campaigns/:id). */
export function useCampaign(id: string | undefined) {
  return useGetOne<CampaignRow>(CAMPAIGNS, { id: id ?? '' }, { ...options, enabled: id !== undefined });
}

/** The user's campaigns, for the name's uniqueness. */
export function useCampaignNames() {
  return useGetList<CampaignRow>(
    CAMPAIGNS,
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'created_at', order: 'DESC' }, filter: {} },
    options,
  );
}

/** The user's lead sources with their counts and status, newest first. */
export function useWizardSources() {
  return useGetList<LeadSourceRow>(
    'lead-sources',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'created_at', order: 'DESC' }, filter: {} },
    options,
  );
}

/** The user's connected X accounts, the sending account's choices. */
export function useWizardAccounts() {
  return useGetList<AccountRow>(
    'accounts',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'updated_at', order: 'DESC' }, filter: {} },
    options,
  );
}

export interface SaveResult {
  answer: CampaignAnswer;
  readSideBehind: boolean;
}

/**
 * Creates a campaign (POST /api/campaigns) or saves an edited one (PUT /api/campaigns/:id): the wizard tells the
 * outcome itself (its toasts, a refusal beside its field) and refreshes what the answer changed.
 */
export function useSaveCampaign(): (id: string | undefined, body: CreateCampaignBody) => Promise<SaveResult> {
  const save = useCommand(CAMPAIGNS, 'save', {
    answer: campaignAnswer,
    request: ({ id, body }: { id: string | undefined; body: CreateCampaignBody }) => ({ id, data: body }),
    success: () => null,
    failure: '',
    notice: () => null,
    refresh: false,
  });
  return async (id, body) => {
    const { readSideBehind, ...answer } = await save.mutateAsync({ id, body });
    return { answer, readSideBehind };
  };
}
