import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { formatCount } from '../../../components/format-count';
import { DailyChartPanel } from './DailyChartPanel';
import { OverviewTile, TILE_GRID } from './OverviewTile';
import { browserTimeZone, useCampaignOverview } from './overview-api';
import { rateText } from './overview-format';


/** The top of the Campaigns page: tiles for the DMs sent and replies, and the last 14 days as a chart. */
export function CampaignOverview() {
  const overview = useCampaignOverview();
  const data = overview.data;
  if (overview.error && !data) return null;
  const tiles: Array<[string, string]> = data
    ? [
        ['Sent today', formatCount(data.sent_today)],
        ['Sent, last 7 days', formatCount(data.sent_7_days)],
        ['Replies, last 7 days', formatCount(data.replies_7_days)],
        ['Reply rate, last 7 days', rateText(data.reply_rate_7_days)],
        ['Active campaigns', formatCount(data.active_campaigns)],
      ]
    : [];
  return (
    <Box component="section" aria-label="Campaigns overview" data-testid="campaign-overview" sx={{ mb: { xs: 2, sm: 3 }, display: 'grid', gap: { xs: 1.5, sm: 2 } }}>
      <Box sx={TILE_GRID}>
        {data
          ? tiles.map(([label, value], index) => <OverviewTile key={label} label={label} value={value} last={index === tiles.length - 1} />)
          : [0, 1, 2, 3, 4].map((key) => <Skeleton key={key} variant="rounded" height={84} sx={{ borderRadius: '16px' }} />)}
      </Box>
      <DailyChartPanel days={data?.days} timeZone={data?.time_zone ?? browserTimeZone()} />
    </Box>
  );
}
