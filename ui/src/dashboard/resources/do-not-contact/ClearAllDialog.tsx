import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatCount } from './format-count';

/** Asks before the whole Do Not Contact list is removed. */
export function ClearAllDialog({
  open,
  total,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  total: number;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="dnc-clear-title"
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { sx: { borderRadius: '18px', m: 2 } } }}
    >
      <DialogTitle id="dnc-clear-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}>
        <Box
          sx={{ width: 40, height: 40, borderRadius: '12px', display: 'grid', placeItems: 'center', bgcolor: '#fdecec', color: 'error.main' }}
        >
          <DeleteSweepOutlined />
        </Box>
        Clear the whole list?
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary">
          This removes all {formatCount(total)} {total === 1 ? 'username' : 'usernames'} from your Do Not
          Contact list. Your campaigns will be able to message them again. This cannot be undone.
        </Typography>
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
          {busy ? 'Clearing...' : 'Clear List'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
