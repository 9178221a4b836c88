import DeleteOutline from '@mui/icons-material/DeleteOutline';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type LeadSourceRow, leadMessages } from '@shared/leads/contract';
import { useId } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { countOf } from '../../components/format-count';

/** 'Cannot Delete Lead Source': the source is used by a running, paused or completed campaign. */
export function CannotDeleteDialog({ source, onClose }: { source: LeadSourceRow | null; onClose(): void }) {
  const titleId = useId();
  return (
    <Dialog
      open={source !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { sx: { borderRadius: '18px', m: 2 } } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}>
        <Box sx={{ width: 40, height: 40, borderRadius: '12px', display: 'grid', placeItems: 'center', bgcolor: 'soon.background', color: 'soon.text' }}>
          <LockOutlined />
        </Box>
        Cannot Delete Lead Source
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>{leadMessages.inUse}</Typography>
        <Typography color="text.secondary">
          <strong>{source?.name}</strong> is In Use by Campaigns. {leadMessages.inUseHint}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Asks before deleting one source or the selected ones. */
export function DeleteSourcesDialog({
  sources,
  busy,
  onCancel,
  onConfirm,
}: {
  sources: LeadSourceRow[];
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const one = sources.length === 1 ? sources[0] : undefined;
  const leads = sources.reduce((sum, source) => sum + source.total_leads, 0);
  return (
    <ConfirmDialog
      open={sources.length > 0}
      title={one ? 'Delete this lead source?' : `Delete ${countOf(sources.length, 'lead source')}?`}
      icon={DeleteOutline}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {one ? <strong>{one.name}</strong> : 'The selected lead sources'} and {countOf(leads, 'lead')} will be deleted, and the
      credits they use are freed. This cannot be undone.
    </ConfirmDialog>
  );
}
