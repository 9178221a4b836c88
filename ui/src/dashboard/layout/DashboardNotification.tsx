import { Notification } from 'react-admin';
import { TOAST_ANCHOR, TOAST_DURATION_MS, toastContentSx } from './toast-style';

/** react-admin's notifications as the product's toasts: top right, hidden after 3 seconds. */
export function DashboardNotification() {
  return (
    <Notification
      anchorOrigin={TOAST_ANCHOR}
      autoHideDuration={TOAST_DURATION_MS}
      multiLine
      sx={{
        '& .MuiSnackbarContent-root': { ...(toastContentSx('info') as object), maxWidth: 460 },
        '& .RaNotification-success': { backgroundColor: '#15803d' },
        '& .RaNotification-error': { backgroundColor: '#b91c1c' },
        '& .RaNotification-warning': { backgroundColor: '#b45309' },
      }}
    />
  );
}
