import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { formatCount } from '../../../components/format-count';
import { useCampaignOverview } from './overview-api';
import { rateText } from './overview-format';

// The chart's library loads with this page only, after its first paint: the dashboard's first visit stays small.
const OverviewChart = lazy(() => import('./OverviewChart'));

const CHART_HEIGHT = 240;

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
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
          gap: { xs: 1.5, sm: 2 },
        }}
      >
        {data
          ? tiles.map(([label, value], index) => <Tile key={label} label={label} value={value} last={index === tiles.length - 1} />)
          : [0, 1, 2, 3, 4].map((key) => <Skeleton key={key} variant="rounded" height={84} sx={{ borderRadius: '16px' }} />)}
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.25 }, borderRadius: '16px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, mb: 1 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: 15 }}>
            DMs sent and replies, last 14 days
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13 }}>
            Days in UTC
          </Typography>
        </Box>
        <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
          {data ? <OverviewChart days={data.days} height={CHART_HEIGHT} /> : <Skeleton variant="rounded" height={CHART_HEIGHT} />}
        </Suspense>
      </Paper>
    </Box>
  );
}

function Tile({ label, value, last }: { label: string; value: string; last: boolean }) {
  return (
    <Paper
      variant="outlined"
      data-testid="overview-tile"
      aria-label={label}
      // Two to a row on a phone: the fifth tile takes its row whole rather than leave a gap.
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '16px', minWidth: 0, gridColumn: last ? { xs: 'span 2', sm: 'auto' } : undefined }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13, lineHeight: 1.3 }}>
        {label}
      </Typography>
      <Typography data-testid="overview-tile-value" sx={{ fontWeight: 700, fontSize: { xs: 22, sm: 26 }, lineHeight: 1.25, mt: 0.5 }}>
        {value}
      </Typography>
    </Paper>
  );
}
