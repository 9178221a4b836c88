import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { planLimitAccounts } from '@shared/accounts/contract';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DialogIcon, dialogActionsSx, dialogPaperSx } from './dialog-parts';
import type { PlanLimit } from './useConnectAccount';

/** The plan-limit warning: why the account cannot be connected, the plan's allowance, and the way to upgrade. */
export function PlanLimitDialog({ limit, onClose }: { limit: PlanLimit | null; onClose(): void }) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={limit !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
      data-testid="plan-limit-dialog"
      slotProps={{ paper: { sx: dialogPaperSx } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}>
        <DialogIcon icon={LockOutlined} tone="warning" />
        Account limit reached
      </DialogTitle>
      <DialogContent id={bodyId} sx={{ display: 'grid', gap: 1.5 }}>
        <Typography sx={{ fontWeight: 600 }} data-testid="plan-limit-message">
          {limit?.message}
        </Typography>
        <Typography color="text.secondary" data-testid="plan-limit-allowance">
          Your plan allows {planLimitAccounts(limit?.allowed)} connected account{limit?.allowed === 1 ? '' : 's'}. Upgrade your
          plan, or disconnect an account to make room.
        </Typography>
      </DialogContent>
      <DialogActions sx={dialogActionsSx}>
        <Button onClick={onClose} color="inherit">
          Close
        </Button>
        <Button component={RouterLink} to="/dashboard/account" variant="contained" startIcon={<ArrowUpwardRounded />}>
          Upgrade Plan
        </Button>
      </DialogActions>
    </Dialog>
  );
}
