import type { SnackbarOrigin } from '@mui/material/Snackbar';
import type { SxProps, Theme } from '@mui/material/styles';

/** Toasts appear at the top right and hide after 3 seconds. */
export const TOAST_ANCHOR: SnackbarOrigin = { vertical: 'top', horizontal: 'right' };
export const TOAST_DURATION_MS = 3000;

export type ToastType = 'success' | 'error' | 'warning' | 'info';

const colors: Record<ToastType, string> = {
  success: '#15803d',
  error: '#b91c1c',
  warning: '#b45309',
  info: '#0b1426',
};

export function toastContentSx(type: ToastType): SxProps<Theme> {
  return {
    backgroundColor: colors[type],
    color: '#fff',
    fontWeight: 500,
    borderRadius: '10px',
    boxShadow: '0 10px 30px -10px rgba(11, 20, 38, 0.45)',
  };
}
