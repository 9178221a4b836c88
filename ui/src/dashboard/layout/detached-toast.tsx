import Snackbar from '@mui/material/Snackbar';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from '../../shared/theme';
import { TOAST_ANCHOR, TOAST_DURATION_MS, toastContentSx, toastPlacementSx } from './toast-style';

function DetachedToast({ message, onExited }: { message: string; onExited(): void }) {
  const [open, setOpen] = useState(true);
  return (
    <Snackbar
      open={open}
      message={message}
      anchorOrigin={TOAST_ANCHOR}
      sx={toastPlacementSx}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setOpen(false);
      }}
      slotProps={{ content: { sx: toastContentSx('success') }, transition: { onExited } }}
    />
  );
}

/**
 * A success toast that outlives the dashboard: signing out unmounts the dashboard (and its notification area)
 * as the visitor is sent to /login, so this one is rendered in its own root and removes itself once hidden.
 */
export function showDetachedSuccessToast(message: string) {
  const host = document.createElement('div');
  host.dataset.toast = 'detached';
  document.body.appendChild(host);
  const root = createRoot(host);
  const remove = () => {
    root.unmount();
    host.remove();
  };
  root.render(
    <ThemeProvider theme={theme}>
      <DetachedToast message={message} onExited={remove} />
    </ThemeProvider>,
  );
}
