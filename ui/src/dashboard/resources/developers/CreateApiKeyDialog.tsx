import CloseRounded from '@mui/icons-material/CloseRounded';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { CreatedApiKey } from '@shared/developers/contract';
import { useId, useState } from 'react';
import { DialogIcon, dialogPaperSx } from '../accounts/dialog-parts';
import { useCreateApiKey } from './api-keys-api';
import { CopyKeyStep } from './CopyKeyStep';
import { NewKeyForm } from './NewKeyForm';

/**
 * 'Create API key': the form, then the key to copy. Once made, a click beside the dialog does not close it (the
 * key would be lost); Done, the close button or Escape do; nothing closes it while the key is being made.
 */
export function CreateApiKeyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const titleId = useId();
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const forget = () => {
    setCreated(null);
    create.reset();
  };
  // While the key is being made, closing would lose it.
  const close = () => {
    if (!create.isPending) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (created && reason === 'backdropClick') return;
        close();
      }}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { sx: dialogPaperSx }, transition: { onExited: forget } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1, pr: 7, fontSize: { xs: 18, sm: 20 } }}>
        <DialogIcon icon={KeyOutlined} />
        {created ? 'Copy your key' : 'Create API key'}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={close} disabled={create.isPending} sx={{ position: 'absolute', right: 12, top: 14 }}>
        <CloseRounded />
      </IconButton>
      {created ? <CopyKeyStep created={created} onDone={onClose} /> : <NewKeyForm create={create} onCreated={setCreated} onCancel={close} />}
    </Dialog>
  );
}
