import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { planLimitAccounts } from '@shared/accounts/contract';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
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
      slotProps={{ paper: { sx: { borderRadius: '18px', m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}>
        <Box
          sx={{
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: '12px',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'soon.background',
            color: 'soon.text',
          }}
        >
          <LockOutlined />
        </Box>
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
      <DialogActions
        sx={{
          px: 3,
          pb: 2.5,
          gap: 1,
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          '& > :not(style) ~ :not(style)': { ml: { xs: 0, sm: 1 } },
        }}
      >
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
