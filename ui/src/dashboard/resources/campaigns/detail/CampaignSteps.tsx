import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../../components/format-count';
import { useCampaignSteps } from './detail-api';
import { skippedText, stepName } from './step-format';

/** The campaign's sequence, one row per step with its own counters; shown when the campaign has follow-ups. */
export function CampaignSteps({ id }: { id: string }) {
  const steps = useCampaignSteps(id, true);
  return (
    <Paper variant="outlined" component="section" aria-label="Steps" sx={{ borderRadius: '16px', p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: 15, mb: 1 }}>
        Steps
      </Typography>
      {!steps.data ? (
        <Skeleton variant="rounded" height={96} />
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Steps of the campaign">
            <TableHead>
              <TableRow>
                <TableCell>Step</TableCell>
                <TableCell align="right">Sent</TableCell>
                <TableCell align="right">Replied</TableCell>
                <TableCell>Skipped</TableCell>
                <TableCell align="right">Failed</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {steps.data.steps.map((step) => (
                <TableRow key={step.step} data-testid="step-row" data-step={step.step}>
                  <TableCell sx={{ fontWeight: 600 }}>{stepName(step)}</TableCell>
                  <TableCell align="right" data-testid="step-sent">
                    {formatCount(step.sent)}
                  </TableCell>
                  <TableCell align="right" data-testid="step-replied">
                    {formatCount(step.replied)}
                  </TableCell>
                  <TableCell data-testid="step-skipped">{skippedText(step.skipped)}</TableCell>
                  <TableCell align="right">{formatCount(step.failed)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
