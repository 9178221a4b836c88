import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { AddedWebhookEndpoint } from '@shared/developers/contract';
import { dialogActionsSx } from '../../accounts/dialog-parts';
import { CopyField } from '../CopyField';
import { MONOSPACE } from '../key-format';

/** The endpoint's signing secret, this once: to copy before Done; it is never shown again. */
export function CopySecretStep({ added, onDone }: { added: AddedWebhookEndpoint; onDone(): void }) {
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Alert severity="success" data-testid="webhook-added">
          {added.message}
        </Alert>
        <CopyField label="Signing secret" value={added.secret} prominent unbroken testId="webhook-secret" />
        <Typography variant="body2" color="text.secondary">
          Use it to check the{' '}
          <Box component="code" sx={{ fontFamily: MONOSPACE, fontSize: 13 }}>
            OutTwit-Signature
          </Box>{' '}
          header of each delivery.
        </Typography>
        <Typography variant="body2" sx={{ fontFamily: MONOSPACE, fontSize: 13, color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {added.endpoint.url}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ ...dialogActionsSx, pt: 1 }}>
        <Button variant="contained" onClick={onDone}>
          Done
        </Button>
      </DialogActions>
    </>
  );
}
