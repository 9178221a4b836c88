import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import type { AddedWebhookEndpoint } from '@shared/developers/contract';
import { useState } from 'react';
import { SecretOnceDialog } from '../SecretOnceDialog';
import { CopySecretStep } from './CopySecretStep';
import { NewEndpointForm } from './NewEndpointForm';
import { useAddWebhookEndpoint } from './webhooks-api';

/** 'Add endpoint': the URL and events, then the signing secret to copy. */
export function AddWebhookDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const add = useAddWebhookEndpoint();
  const [added, setAdded] = useState<AddedWebhookEndpoint | null>(null);
  const forget = () => {
    setAdded(null);
    add.reset();
  };
  const close = () => {
    if (!add.isPending) onClose();
  };
  return (
    <SecretOnceDialog
      open={open}
      title={added ? 'Copy your signing secret' : 'Add webhook endpoint'}
      icon={WebhookOutlined}
      busy={add.isPending}
      showingSecret={added !== null}
      onClose={onClose}
      onExited={forget}
    >
      {added ? <CopySecretStep added={added} onDone={onClose} /> : <NewEndpointForm add={add} onAdded={setAdded} onCancel={close} />}
    </SecretOnceDialog>
  );
}
