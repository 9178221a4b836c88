import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../../components/format-count';
import { useCampaignSteps } from './detail-api';
import { skippedText, stepName } from './step-format';

const numeric = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', px: { xs: 0.75, sm: 1.25 } } as const;

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
        <Table size="small" aria-label="Steps of the campaign" sx={{ tableLayout: 'fixed', '& td, & th': { borderColor: 'divider' } }}>
          <TableHead>
            <TableRow sx={{ '& th': { fontSize: 11.5, fontWeight: 600, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: { xs: '0.02em', sm: '0.06em' }, py: 0.75 } }}>
              <TableCell sx={{ pl: 0 }}>Step</TableCell>
              <TableCell sx={{ ...numeric, width: { xs: 52, sm: 80 } }}>Sent</TableCell>
              <TableCell sx={{ ...numeric, width: { xs: 64, sm: 88 }, pr: 0 }}>Replied</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {steps.data.steps.map((step) => (
              <TableRow key={step.step} data-testid="step-row" data-step={step.step} sx={{ '& td': { py: 0.75, verticalAlign: 'top' } }}>
                <TableCell sx={{ pl: 0, minWidth: 0 }}>
                  <Typography component="span" data-testid="step-name" sx={{ display: 'block', fontSize: 13.5, fontWeight: 600 }}>
                    {stepName(step)}
                  </Typography>
                  {/* What did not go at this step: skipped by reason, and failures. */}
                  <Typography component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    <span data-testid="step-skipped">Skipped {skippedText(step.skipped)}</span> · Failed {formatCount(step.failed)}
                  </Typography>
                </TableCell>
                <TableCell sx={numeric} data-testid="step-sent">
                  {formatCount(step.sent)}
                </TableCell>
                <TableCell sx={{ ...numeric, pr: 0 }} data-testid="step-replied">
                  {formatCount(step.replied)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
