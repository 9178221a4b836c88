import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type CampaignRow, campaignMessages, campaignProgress } from '@shared/campaigns/contract';
import { useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { formatCount } from '../../../components/format-count';
import { usePageTitle } from '../../../components/PageHeader';
import { CampaignStatusBadge } from '../CampaignStatusBadge';
import { CampaignVariations } from '../CampaignVariations';
import { BackToCampaigns } from '../BackToCampaigns';
import { CAMPAIGNS } from '../campaigns-api';
import { DailyChartPanel } from '../overview/DailyChartPanel';
import { browserTimeZone } from '../overview/overview-api';
import { OverviewTile, TILE_GRID } from '../overview/OverviewTile';
import { rateText } from '../overview/overview-format';
import { CampaignSteps } from './CampaignSteps';
import { DeliveryLog } from './DeliveryLog';
import { useWorkspaceInUrl } from '../../workspace/useWorkspaceInUrl';
import { useCampaignDaily } from './detail-api';

/** /dashboard/campaigns/{id}: the campaign's numbers, its 14 days, its variations and its delivery log, all live. */
export function CampaignDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const campaign = useGetOne<CampaignRow>(CAMPAIGNS, { id }, { retry: false });
  usePageTitle(campaign.data?.name ?? 'Campaign');
  useWorkspaceInUrl(campaign.data !== undefined);
  if (campaign.isPending) {
    return (
      <Box>
        <BackToCampaigns />
        <Skeleton variant="rounded" height={96} sx={{ borderRadius: '16px', mb: 2 }} />
        <Skeleton variant="rounded" height={420} sx={{ borderRadius: '16px' }} />
      </Box>
    );
  }
  if (campaign.error || !campaign.data) {
    return (
      <Box>
        <BackToCampaigns />
        <EmptyState icon={SearchOff} title={campaignMessages.notFound} description="The campaign may have been deleted, or the address is mistyped." />
      </Box>
    );
  }
  return <CampaignDetail campaign={campaign.data} />;
}

function CampaignDetail({ campaign }: { campaign: CampaignRow }) {
  const daily = useCampaignDaily(campaign.id);
  const progress = campaignProgress(campaign);
  const skipped = campaign.skipped_already_dmd + campaign.skipped_do_not_contact + campaign.skipped_cannot_dm;
  const tiles: Array<[string, string]> = [
    ['Sent', formatCount(campaign.messages_sent)],
    ['Replies', formatCount(campaign.replies_count)],
    ['Reply rate', rateText(campaign.reply_rate)],
    ['Skipped', formatCount(skipped)],
    ['Failed', formatCount(campaign.messages_failed)],
  ];
  return (
    <Box data-testid="campaign-detail" sx={{ display: 'grid', gap: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Box>
        <BackToCampaigns />
        <Paper variant="outlined" component="header" sx={{ borderRadius: '16px', p: { xs: 2, sm: 2.5 }, display: 'flex', alignItems: 'flex-start', gap: 1.5, minWidth: 0 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 26 }, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
              {campaign.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="campaign-detail-progress" sx={{ mt: 0.5 }}>
              {progress.total === null ? `${formatCount(progress.processed)} leads processed` : `${formatCount(progress.processed)} of ${formatCount(progress.total)} leads processed`}
            </Typography>
          </Box>
          <Box sx={{ flexShrink: 0, pt: 0.5 }}>
            <CampaignStatusBadge status={campaign.status} />
          </Box>
        </Paper>
      </Box>
      <Box sx={TILE_GRID} aria-label="Campaign numbers" role="group">
        {tiles.map(([label, value], index) => (
          <OverviewTile key={label} label={label} value={value} last={index === tiles.length - 1} testId="detail-tile" />
        ))}
      </Box>
      <DailyChartPanel days={daily.data?.days} timeZone={daily.data?.time_zone ?? browserTimeZone()} />
      {campaign.follow_ups.length > 0 && <CampaignSteps id={campaign.id} />}
      <Paper variant="outlined" component="section" aria-label="Variations" sx={{ borderRadius: '16px', p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 15, mb: 1 }}>
          Variations
        </Typography>
        <CampaignVariations id={campaign.id} name={campaign.name} />
      </Paper>
      <DeliveryLog id={campaign.id} name={campaign.name} notReached={progress.total === null ? null : Math.max(0, progress.total - progress.processed)} />
    </Box>
  );
}
