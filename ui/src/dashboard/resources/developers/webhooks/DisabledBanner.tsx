import Alert from '@mui/material/Alert';
import type { WebhookEndpointRow } from '@shared/developers/contract';
import { BusyButton } from '../../account/BusyButton';
import { dateText } from '../key-format';

/** Why an endpoint gets no events, and Enable once it has been fixed. */
export function DisabledBanner({ row, enabling, onEnable }: { row: WebhookEndpointRow; enabling: boolean; onEnable(): void }) {
  if (!row.disabled_at) return null;
  return (
    <Alert
      severity="warning"
      data-testid="webhook-disabled"
      action={
        <BusyButton color="inherit" size="small" variant="outlined" busy={enabling} onClick={onEnable} sx={{ whiteSpace: 'nowrap' }}>
          Enable
        </BusyButton>
      }
      sx={{ alignItems: 'center', '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
    >
      Disabled {dateText(row.disabled_at)}: {row.disabled_reason ?? 'deliveries kept failing'}. Fix the endpoint, then enable it.
    </Alert>
  );
}
