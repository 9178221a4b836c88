import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AddedWebhookEndpoint } from '@shared/developers/contract';
import { MONOSPACE } from '../key-format';
import { SecretShownOnce } from '../SecretShownOnce';

/** The endpoint's signing secret, this once: to copy before Done; it is never shown again. */
export function CopySecretStep({ added, onDone }: { added: AddedWebhookEndpoint; onDone(): void }) {
  return (
    <SecretShownOnce message={added.message} label="Signing secret" secret={added.secret} testIds={{ message: 'webhook-added', secret: 'webhook-secret' }} onDone={onDone}>
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
    </SecretShownOnce>
  );
}
