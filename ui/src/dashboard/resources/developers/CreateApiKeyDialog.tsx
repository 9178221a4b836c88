import KeyOutlined from '@mui/icons-material/KeyOutlined';
import type { CreatedApiKey } from '@shared/developers/contract';
import { useState } from 'react';
import { useCreateApiKey } from './api-keys-api';
import { CopyKeyStep } from './CopyKeyStep';
import { NewKeyForm } from './NewKeyForm';
import { SecretOnceDialog } from './SecretOnceDialog';

/** 'Create API key': the form, then the key to copy. */
export function CreateApiKeyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const forget = () => {
    setCreated(null);
    create.reset();
  };
  const close = () => {
    if (!create.isPending) onClose();
  };
  return (
    <SecretOnceDialog
      open={open}
      title={created ? 'Copy your key' : 'Create API key'}
      icon={KeyOutlined}
      busy={create.isPending}
      showingSecret={created !== null}
      onClose={onClose}
      onExited={forget}
    >
      {created ? <CopyKeyStep created={created} onDone={onClose} /> : <NewKeyForm create={create} onCreated={setCreated} onCancel={close} />}
    </SecretOnceDialog>
  );
}
