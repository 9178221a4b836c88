import CloseRounded from '@mui/icons-material/CloseRounded';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { WebhookEndpointRow } from '@shared/developers/contract';
import { useId } from 'react';
import { RetryAlert } from '../../../components/RetryAlert';
import { DialogIcon, dialogActionsSx, dialogPaperSx } from '../../accounts/dialog-parts';
import { MONOSPACE } from '../key-format';
import { DeliveryItem } from './DeliveryItem';
import { useResendDelivery, useWebhookDeliveries } from './webhooks-api';

/** An endpoint's latest deliveries (read again after a test or a resend), each with Resend. */
export function DeliveryLogDialog({ endpoint, open, onClose }: { endpoint: WebhookEndpointRow | null; open: boolean; onClose(): void }) {
  const titleId = useId();
  const deliveries = useWebhookDeliveries(open && endpoint ? endpoint.id : null);
  const resend = useResendDelivery();
  const rows = deliveries.data ?? [];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth slotProps={{ paper: { sx: dialogPaperSx } }}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 0.5, pr: 7, fontSize: { xs: 18, sm: 20 } }}>
        <DialogIcon icon={ListAltOutlined} />
        Delivery log
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 14 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent sx={{ pt: 0.5 }}>
        <Typography variant="body2" sx={{ fontFamily: MONOSPACE, fontSize: 13, color: 'text.secondary', overflowWrap: 'anywhere', wordBreak: 'break-all', mb: 1 }}>
          {endpoint?.url}
        </Typography>
        {deliveries.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label="Loading the deliveries" />
          </Box>
        ) : deliveries.isError ? (
          <RetryAlert onRetry={() => deliveries.refetch()}>The deliveries could not be loaded.</RetryAlert>
        ) : rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            No deliveries yet. Send a test event to see one here.
          </Typography>
        ) : (
          <Box component="ul" aria-label="Deliveries" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {rows.map((row) => (
              <DeliveryItem key={row.id} row={row} resending={resend.isPending && resend.variables === row.id} onResend={() => resend.mutate(row.id)} />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ ...dialogActionsSx, pt: 1 }}>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
