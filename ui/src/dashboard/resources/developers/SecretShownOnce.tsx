import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { ReactNode } from 'react';
import { dialogActionsSx } from '../accounts/dialog-parts';
import { CopyField } from './CopyField';

/**
 * A secret just made (an API key, a webhook's signing secret), this once: the server's message, the secret to
 * copy, what it is for (`children`), and Done, after which it is never shown again.
 */
export function SecretShownOnce({
  message,
  label,
  secret,
  testIds,
  onDone,
  children,
}: {
  message: string;
  label: string;
  secret: string;
  testIds: { message: string; secret: string };
  onDone(): void;
  children: ReactNode;
}) {
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Alert severity="success" data-testid={testIds.message}>
          {message}
        </Alert>
        <CopyField label={label} value={secret} prominent unbroken testId={testIds.secret} />
        {children}
      </DialogContent>
      <DialogActions sx={{ ...dialogActionsSx, pt: 1 }}>
        <Button variant="contained" onClick={onDone}>
          Done
        </Button>
      </DialogActions>
    </>
  );
}
