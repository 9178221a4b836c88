import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type CampaignRow, campaignMessages } from '@shared/campaigns/contract';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { usePlan } from '../../hooks/usePlan';
import { GettingStartedChecklist } from '../getting-started';
import { ReadOnlyNote } from '../workspace/ReadOnlyNote';
import { useCan } from '../workspace/useCan';
import { CampaignCard } from './CampaignCard';
import { CampaignsEmptyState } from './CampaignsEmptyState';
import { NeedsAccountNotice } from './NeedsAccountNotice';
import { CampaignOverview } from './overview/CampaignOverview';
import { ACCOUNT_PLAN_PATH, NEW_CAMPAIGN_PATH, useCampaignList, useConnectedAccounts, useHasLeadSources } from './campaigns-api';
import { useDeleteCampaign } from './useCampaignCommands';

/** /dashboard/campaigns: the user's campaigns as cards, or 'No Campaigns Yet' with what a first one needs. */
export function CampaignListPage() {
  const { plan } = usePlan();
  const list = useCampaignList();
  const accounts = useConnectedAccounts();
  const hasLeadSources = useHasLeadSources();
  const [toDelete, setToDelete] = useState<CampaignRow | null>(null);
  const remove = useDeleteCampaign(() => setToDelete(null));
  const canChange = useCan('POST /api/campaigns');
  const canPay = useCan('POST /api/billing/checkout');

  const canCreate = plan ? plan.plan !== 'free' : undefined;
  const campaigns = list.data ?? [];
  const isEmpty = !list.isPending && !list.error && campaigns.length === 0;

  const accountNames = useMemo(() => {
    const byId = new Map<string, string>();
    for (const account of accounts.data ?? []) byId.set(account.id, `@${account.twitter_username}`);
    return byId;
  }, [accounts.data]);
  const otherNamesOf = useMemo(() => {
    const byId = new Map<string, string[]>();
    for (const { id } of campaigns) byId.set(id, campaigns.filter((other) => other.id !== id).map((other) => other.name));
    return byId;
  }, [campaigns]);
  const askDelete = useCallback((campaign: CampaignRow) => setToDelete(campaign), []);

  const upgradeButton = canPay && (
    <Button component={RouterLink} to={ACCOUNT_PLAN_PATH} variant="outlined" startIcon={<LockOutlined />} sx={{ flex: { xs: 1, sm: 'none' } }}>
      {campaignMessages.upgradePlan}
    </Button>
  );
  const newButton =
    campaigns.length === 0 || !canChange ? null : canCreate === false ? (
      upgradeButton
    ) : (
      <Button component={RouterLink} to={NEW_CAMPAIGN_PATH} variant="contained" startIcon={<AddRounded />} sx={{ flex: { xs: 1, sm: 'none' } }}>
        {campaignMessages.newCampaign}
      </Button>
    );

  let content: ReactNode;
  if (list.isPending) {
    content = (
      <CardGrid>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={300} sx={{ borderRadius: '16px' }} />
        ))}
      </CardGrid>
    );
  } else if (list.error && campaigns.length === 0) {
    content = (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>Your campaigns could not be loaded.</Typography>
        <Button variant="outlined" onClick={() => list.refetch()}>
          Try again
        </Button>
      </Box>
    );
  } else if (isEmpty) {
    content = (
      <CampaignsEmptyState
        canChange={canChange}
        canPay={canPay}
        canCreate={canCreate}
        hasLeadSources={hasLeadSources}
        hasAccounts={accounts.isPending || accounts.error ? undefined : (accounts.total ?? accounts.data?.length ?? 0) > 0}
      />
    );
  } else {
    content = (
      <CardGrid>
        {campaigns.map((campaign) => (
          <CampaignCard
            key={campaign.id}
            campaign={campaign}
            accountName={campaign.profile_id ? (accountNames.get(campaign.profile_id) ?? null) : null}
            otherNames={otherNamesOf.get(campaign.id) ?? []}
            onDelete={askDelete}
          />
        ))}
      </CardGrid>
    );
  }

  return (
    <Box sx={{ position: 'relative' }}>
      <PageHeader
        title="Campaigns"
        subtitle="Message your lead sources from your connected X accounts, with daily limits and human-like pacing."
        actions={newButton}
      />
      {list.isFetching && !list.isPending && (
        <LinearProgress sx={{ position: 'absolute', top: -8, left: 0, right: 0, height: 2, borderRadius: 1 }} aria-label="Updating campaigns" />
      )}
      <ReadOnlyNote route="POST /api/campaigns" />
      {canChange && <GettingStartedChecklist />}
      {campaigns.length > 0 && <CampaignOverview />}
      <NeedsAccountNotice campaigns={campaigns} />
      {content}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this campaign?"
        icon={DeleteOutline}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate({ id: toDelete.id })}
      >
        <strong>{toDelete?.name}</strong> will be deleted with its progress. Its lead sources, message template and the
        people already messaged stay. This cannot be undone.
      </ConfirmDialog>
    </Box>
  );
}

function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      data-testid="campaign-grid"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
        gap: { xs: 1.5, sm: 2 },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
