import CloseRounded from '@mui/icons-material/CloseRounded';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type SvgIcon from '@mui/material/SvgIcon';
import { type ReactNode, useId } from 'react';
import { DialogIcon, dialogPaperSx } from '../accounts/dialog-parts';

/**
 * A dialog that makes something, then shows its secret this once (an API key, a signing secret). While the
 * secret is shown a click beside the dialog does not close it (the secret would be lost); Done, the close button
 * or Escape do; nothing closes it while it is `busy` making it. `onExited` forgets the secret once it has closed.
 */
export function SecretOnceDialog({
  open,
  title,
  icon,
  busy,
  showingSecret,
  onClose,
  onExited,
  children,
}: {
  open: boolean;
  title: string;
  icon: typeof SvgIcon;
  busy: boolean;
  showingSecret: boolean;
  onClose(): void;
  onExited(): void;
  children: ReactNode;
}) {
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (showingSecret && reason === 'backdropClick') return;
        close();
      }}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { sx: dialogPaperSx }, transition: { onExited } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1, pr: 7, fontSize: { xs: 18, sm: 20 } }}>
        <DialogIcon icon={icon} />
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={close} disabled={busy} sx={{ position: 'absolute', right: 12, top: 14 }}>
        <CloseRounded />
      </IconButton>
      {children}
    </Dialog>
  );
}
