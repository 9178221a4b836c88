import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** Asks before a destructive action; stays open and busy until the action is done. */
export function ConfirmDialog({
  open,
  title,
  icon: Icon,
  children,
  confirmLabel,
  busyLabel,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  icon: typeof SvgIcon;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { sx: { borderRadius: '18px', m: 2 } } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}>
        <Box
          sx={{ width: 40, height: 40, borderRadius: '12px', display: 'grid', placeItems: 'center', bgcolor: 'tint.danger', color: 'error.main' }}
        >
          <Icon />
        </Box>
        {title}
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary">{children}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
