import type { SnackbarOrigin } from '@mui/material/Snackbar';
import type { SxProps, Theme } from '@mui/material/styles';

/** Toasts appear at the top right and hide after 3 seconds. */
export const TOAST_ANCHOR: SnackbarOrigin = { vertical: 'top', horizontal: 'right' };
export const TOAST_DURATION_MS = 3000;

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/**
 * Toasts sit below the top bar (60 px on phones, 68 from md), so they never cover the plan badge or the user
 * menu; on phones they span the width under the bar.
 */
export const toastPlacementSx: SxProps<Theme> = {
  top: { xs: '68px', md: '80px' },
};

export function toastContentSx(type: ToastType): SxProps<Theme> {
  return {
    backgroundColor: (theme) => theme.palette.toast[type],
    color: 'toast.text',
    fontWeight: 500,
    borderRadius: '10px',
    boxShadow: (theme) => theme.tokens.shadows.toast,
  };
}
