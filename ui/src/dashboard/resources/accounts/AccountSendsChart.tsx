import { useTheme } from '@mui/material/styles';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot } from '@mui/x-charts/LineChart';
import type { AccountDay } from '@shared/runner/contract';
import { dayLabel } from '../campaigns/overview/overview-format';

/** Sends per day as bars under the day's cap as a line (MUI X Charts, loaded lazily with the card that shows it). */
export default function AccountSendsChart({ days, height }: { days: AccountDay[]; height: number }) {
  const theme = useTheme();
  // The axis ends at the highest cap or count, so the cap line runs along the top rather than under empty room.
  const top = Math.max(1, ...days.map((day) => Math.max(day.cap, day.sent)));
  return (
    <ChartsContainer
      height={height}
      data-testid="account-sends-chart"
      xAxis={[{ id: 'days', scaleType: 'band', data: days.map((day) => dayLabel(day.day)), tickLabelStyle: { fontSize: 10 }, height: 22 }]}
      yAxis={[{ id: 'dms', tickMinStep: 1, width: 34, min: 0, max: top, tickLabelStyle: { fontSize: 10 } }]}
      series={[
        { type: 'bar', data: days.map((day) => day.sent), label: 'DMs sent', color: theme.palette.primary.main },
        { type: 'line', data: days.map((day) => day.cap), label: 'Cap', color: theme.palette.warning.main, curve: 'step', showMark: false },
      ]}
      margin={{ left: 0, right: 4, top: 6, bottom: 0 }}
      // The numbers change with every batch of DMs: bars growing again at each refresh would only distract.
      skipAnimation
    >
      <ChartsGrid horizontal />
      <BarPlot />
      <LinePlot />
      <ChartsXAxis axisId="days" />
      <ChartsYAxis axisId="dms" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartsContainer>
  );
}
