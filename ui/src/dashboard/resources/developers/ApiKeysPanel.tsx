import Add from '@mui/icons-material/Add';
import KeyOffOutlined from '@mui/icons-material/KeyOffOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ApiKeyRow, MAX_ACTIVE_API_KEYS } from '@shared/developers/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { RetryAlert } from '../../components/RetryAlert';
import { PanelHeader } from '../do-not-contact/PanelHeader';
import { ApiKeyCards } from './ApiKeyCards';
import { ApiKeysTable } from './ApiKeysTable';
import { useApiKeys, useRevokeApiKey } from './api-keys-api';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { KeysLoading } from './KeysLoading';

/** The workspace's API keys: the list (a table, cards on phones and tablets), Create, and Revoke after asking. */
export function ApiKeysPanel() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  // The key asked about stays named while its dialog closes.
  const [revoking, setRevoking] = useState<{ row: ApiKeyRow; open: boolean } | null>(null);
  const askRevoke = (row: ApiKeyRow) => setRevoking({ row, open: true });
  const closeRevoke = () => setRevoking((asked) => asked && { ...asked, open: false });
  const rows = keys.data ?? [];

  const createButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
      Create API key
    </Button>
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="api-keys-title" sx={{ borderRadius: '18px', overflow: 'hidden', position: 'relative', minWidth: 0 }}>
      {keys.isFetching && !keys.isPending && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }} aria-label="Updating the keys" />}
      <PanelHeader
        id="api-keys-title"
        icon={KeyOutlined}
        title="API keys"
        subtitle={`Each key acts as the person who made it, in this workspace. Up to ${MAX_ACTIVE_API_KEYS} active keys.`}
        actions={rows.length > 0 && createButton}
      />
      {keys.isPending ? (
        <KeysLoading />
      ) : keys.isError ? (
        <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: 2.5 }}>
          <RetryAlert onRetry={() => keys.refetch()}>The API keys could not be loaded.</RetryAlert>
        </Box>
      ) : rows.length === 0 ? (
        <Box sx={{ borderTop: '1px solid', borderColor: 'divider' }}>
          <EmptyState
            bare
            icon={KeyOutlined}
            title="No API keys yet"
            description="Make a key to let your own scripts and tools (a CRM, a reporting sheet) read this workspace's campaigns and leads through the API, or run them."
            actions={createButton}
          />
        </Box>
      ) : narrow ? (
        <ApiKeyCards rows={rows} onRevoke={askRevoke} />
      ) : (
        <ApiKeysTable rows={rows} onRevoke={askRevoke} />
      )}
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={revoking?.open ?? false}
        title="Revoke API key"
        icon={KeyOffOutlined}
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        busy={revoke.isPending}
        onCancel={closeRevoke}
        onConfirm={() => revoking && revoke.mutate(revoking.row.id, { onSettled: closeRevoke })}
      >
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          Revoke "{revoking?.row.name}"? Apps using it stop working at once.
        </Box>
      </ConfirmDialog>
    </Paper>
  );
}
