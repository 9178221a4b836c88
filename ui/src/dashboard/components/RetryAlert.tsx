import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A load that failed, said in place of what it would have shown, with Try again to load it once more. */
export function RetryAlert({ onRetry, sx, children }: { onRetry(): void; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
