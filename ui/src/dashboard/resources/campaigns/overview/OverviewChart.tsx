import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { OverviewDay } from '@shared/runner/contract';
import { dayLabel } from './overview-format';

/** Sent and replies per day as grouped bars (MUI X Charts, loaded lazily with the page). */
export default function OverviewChart({ days, height }: { days: OverviewDay[]; height: number }) {
  const theme = useTheme();
  return (
    <BarChart
      height={height}
      data-testid="overview-chart"
      xAxis={[{ scaleType: 'band', data: days.map((day) => dayLabel(day.day)), tickLabelStyle: { fontSize: 11 } }]}
      yAxis={[{ tickMinStep: 1, width: 40 }]}
      series={[
        { data: days.map((day) => day.sent), label: 'DMs sent', color: theme.palette.primary.main },
        { data: days.map((day) => day.replies), label: 'Replies', color: theme.palette.success.main },
      ]}
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      grid={{ horizontal: true }}
      // The numbers change with every batch of DMs: bars growing again at each refresh would only distract.
      skipAnimation
    />
  );
}
