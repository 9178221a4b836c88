import { Notification } from 'react-admin';
import { TOAST_ANCHOR, TOAST_DURATION_MS, toastContentSx, toastPlacementSx } from './toast-style';

/** react-admin's notifications as the product's toasts: top right under the top bar, hidden after 3 seconds. */
export function DashboardNotification() {
  return (
    <Notification
      anchorOrigin={TOAST_ANCHOR}
      autoHideDuration={TOAST_DURATION_MS}
      multiLine
      sx={[
        toastPlacementSx as object,
        {
          '& .MuiSnackbarContent-root': { ...(toastContentSx('info') as object), maxWidth: { sm: 460 } },
          '& .RaNotification-success': { backgroundColor: 'toast.success' },
          '& .RaNotification-error': { backgroundColor: 'toast.error' },
          '& .RaNotification-warning': { backgroundColor: 'toast.warning' },
        },
      ]}
    />
  );
}
