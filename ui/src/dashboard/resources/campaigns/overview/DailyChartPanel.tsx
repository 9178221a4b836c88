import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { OverviewDay } from '@shared/runner/contract';
import { lazy, Suspense } from 'react';

// The chart's library loads with the pages that show it, after their first paint: the dashboard's first visit stays small.
const OverviewChart = lazy(() => import('./OverviewChart'));

const CHART_HEIGHT = 240;

/** DMs sent and replies per day of `timeZone` as a chart in its panel; a placeholder of its size until `days` arrive. */
export function DailyChartPanel({ days, timeZone }: { days: OverviewDay[] | undefined; timeZone: string }) {
  const placeholder = <Skeleton variant="rounded" height={CHART_HEIGHT} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.25 }, borderRadius: '16px', minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, mb: 1 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 15 }}>
          DMs sent and replies, last 14 days
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13 }}>
          Days in {timeZone.replace(/_/g, ' ')}
        </Typography>
      </Box>
      <Suspense fallback={placeholder}>{days ? <OverviewChart days={days} height={CHART_HEIGHT} /> : placeholder}</Suspense>
    </Paper>
  );
}
