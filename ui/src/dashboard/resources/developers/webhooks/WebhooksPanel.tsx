import Add from '@mui/icons-material/Add';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookEndpointRow } from '@shared/developers/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { RetryAlert } from '../../../components/RetryAlert';
import { PanelHeader } from '../../do-not-contact/PanelHeader';
import { KeysLoading } from '../KeysLoading';
import { AddWebhookDialog } from './AddWebhookDialog';
import { DeliveryLogDialog } from './DeliveryLogDialog';
import { type EndpointActions, WebhookEndpointItem } from './WebhookEndpointItem';
import { useEnableWebhookEndpoint, useRemoveWebhookEndpoint, useTestWebhookEndpoint, useWebhookEndpoints } from './webhooks-api';

/** An endpoint asked about stays named while its dialog closes. */
type Asked = { row: WebhookEndpointRow; open: boolean } | null;
const closing = (asked: Asked) => asked && { ...asked, open: false };

/** The workspace's webhook endpoints: the list, Add, a test event, the delivery log, Enable, and Remove after asking. */
export function WebhooksPanel() {
  const endpoints = useWebhookEndpoints();
  const test = useTestWebhookEndpoint();
  const enable = useEnableWebhookEndpoint();
  const remove = useRemoveWebhookEndpoint();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Asked>(null);
  const [log, setLog] = useState<Asked>(null);
  const rows = endpoints.data ?? [];

  const actions: EndpointActions = {
    onTest: (row) => test.mutate(row.id),
    onLog: (row) => setLog({ row, open: true }),
    onRemove: (row) => setRemoving({ row, open: true }),
    onEnable: (row) => enable.mutate(row.id),
    testing: test.isPending ? (test.variables ?? null) : null,
    enabling: enable.isPending ? (enable.variables ?? null) : null,
  };
  const closeRemove = () => setRemoving(closing);

  const addButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)} disabled={rows.length >= MAX_WEBHOOK_ENDPOINTS}>
      Add endpoint
    </Button>
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="webhooks-title" sx={{ borderRadius: '18px', overflow: 'hidden', position: 'relative', minWidth: 0 }}>
      {endpoints.isFetching && !endpoints.isPending && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }} aria-label="Updating the endpoints" />}
      <PanelHeader
        id="webhooks-title"
        icon={WebhookOutlined}
        title="Webhooks"
        subtitle={`OutTwit POSTs the events you choose to your endpoints, signed with each endpoint's secret. Up to ${MAX_WEBHOOK_ENDPOINTS} endpoints.`}
        actions={rows.length > 0 && addButton}
      />
      {endpoints.isPending ? (
        <KeysLoading testId="webhooks-loading" />
      ) : endpoints.isError ? (
        <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: 2.5 }}>
          <RetryAlert onRetry={() => endpoints.refetch()}>The webhook endpoints could not be loaded.</RetryAlert>
        </Box>
      ) : rows.length === 0 ? (
        <Box sx={{ borderTop: '1px solid', borderColor: 'divider' }}>
          <EmptyState
            bare
            icon={WebhookOutlined}
            title="No webhook endpoints yet"
            description="Add an endpoint to get replies and campaign events pushed to your CRM or your own server within seconds, each delivery signed."
            actions={addButton}
          />
        </Box>
      ) : (
        <Box component="ul" aria-label="Webhook endpoints" sx={{ listStyle: 'none', m: 0, p: 0, borderTop: '1px solid', borderColor: 'divider' }}>
          {rows.map((row) => (
            <WebhookEndpointItem key={row.id} row={row} actions={actions} />
          ))}
        </Box>
      )}
      <AddWebhookDialog open={adding} onClose={() => setAdding(false)} />
      <DeliveryLogDialog endpoint={log?.row ?? null} open={log?.open ?? false} onClose={() => setLog(closing)} />
      <ConfirmDialog
        open={removing?.open ?? false}
        title="Remove webhook endpoint"
        icon={LinkOffOutlined}
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        onCancel={closeRemove}
        onConfirm={() => removing && remove.mutate(removing.row.id, { onSettled: closeRemove })}
      >
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          Remove {removing?.row.url}? It gets no more events, and its delivery log goes with it.
        </Box>
      </ConfirmDialog>
    </Paper>
  );
}
