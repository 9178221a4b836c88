import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { OutcomeKind } from '@shared/runner/contract';
import { useId } from 'react';
import { formatCount } from '../../components/format-count';
import { OUTCOMES_SHOWN, useCampaignOutcomes } from './campaigns-api';
import { CardTabLoading } from './CardTabLoading';
import { outcomeReason } from './outcome-reason';

const TITLES: Record<OutcomeKind, string> = { failed: 'Failed leads', skipped: 'Skipped leads' };

/** The leads a campaign failed or skipped, each with why (opened from the card's Failed or Skipped count). */
export function CampaignOutcomesDialog({ id, name, kind, onClose }: { id: string; name: string; kind: OutcomeKind | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={kind !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid="campaign-outcomes-dialog">
      <DialogTitle id={titleId}>
        {kind ? TITLES[kind] : ''}
        <Typography component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}>
          {name}
        </Typography>
      </DialogTitle>
      <DialogContent>{kind && <OutcomeList id={id} kind={kind} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function OutcomeList({ id, kind }: { id: string; kind: OutcomeKind }) {
  const outcomes = useCampaignOutcomes(id, kind, true);
  if (outcomes.isPending || outcomes.isError) {
    return <CardTabLoading query={outcomes} loadingLabel={`Loading ${kind} leads`} errorText={`The ${kind} leads could not be loaded.`} />;
  }
  const { rows, total } = outcomes.data;
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="campaign-outcomes-empty">
        No {kind} leads.
      </Typography>
    );
  }
  return (
    <Box>
      <Box component="ol" data-testid="campaign-outcomes" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.id}
            data-testid="outcome-row"
            data-username={row.username}
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', minWidth: 0 }}
          >
            <Link href={`https://x.com/${row.username}`} target="_blank" rel="noopener noreferrer" underline="hover" sx={{ fontWeight: 700, fontSize: 14, overflowWrap: 'anywhere' }}>
              @{row.username}
            </Link>
            <Typography
              variant="body2"
              data-testid="outcome-reason"
              title={row.error_message ?? undefined}
              sx={{ color: row.kind === 'failed' ? 'error.main' : 'text.secondary', overflowWrap: 'anywhere' }}
            >
              {outcomeReason(row)}
            </Typography>
          </Box>
        ))}
      </Box>
      {total > rows.length && (
        <Typography variant="body2" color="text.secondary" sx={{ fontSize: 12.5, mt: 1 }}>
          The first {formatCount(OUTCOMES_SHOWN)} of {formatCount(total)} {kind} leads.
        </Typography>
      )}
    </Box>
  );
}
