import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { WebhookDeliveryRow } from '@shared/developers/contract';
import { BusyButton } from '../../account/BusyButton';
import { dateTimeText, MONOSPACE } from '../key-format';

const STATUS: Record<WebhookDeliveryRow['status'], { label: string; color: 'default' | 'success' | 'error' }> = {
  pending: { label: 'Pending', color: 'default' },
  succeeded: { label: 'Succeeded', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

/** The latest attempt in a line: the endpoint's HTTP status (or why none came) and how long it took. */
function attemptText(attempt: NonNullable<WebhookDeliveryRow['last_attempt']>): string {
  const answer = attempt.status === null ? (attempt.error ?? 'No answer') : `HTTP ${attempt.status}`;
  return `${answer} · ${attempt.duration_ms} ms`;
}

/**
 * One delivery: its event type, status, attempts and when; the last attempt's answer with the first kilobyte of
 * the response behind a disclosure; and Resend.
 */
export function DeliveryItem({ row, resending, onResend }: { row: WebhookDeliveryRow; resending: boolean; onResend(): void }) {
  const status = STATUS[row.status];
  const attempt = row.last_attempt;
  return (
    <Box
      component="li"
      data-testid="webhook-delivery"
      data-status={row.status}
      sx={{ py: 1.5, borderBottom: '1px solid', borderColor: 'divider', display: 'grid', gap: 0.75, minWidth: 0, '&:last-of-type': { borderBottom: 'none' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
        <Box component="code" sx={{ fontFamily: MONOSPACE, fontSize: 13.5, fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
          {row.type}
        </Box>
        <Chip size="small" color={status.color} label={status.label} data-testid="webhook-delivery-status" sx={{ height: 22, fontWeight: 700, fontSize: 12 }} />
        <Box sx={{ flex: 1 }} />
        <BusyButton size="small" variant="outlined" busy={resending} onClick={onResend}>
          Resend
        </BusyButton>
      </Box>
      <Box sx={{ fontSize: 12.5, color: 'text.secondary', display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25 }}>
        <time dateTime={row.created_at}>{dateTimeText(row.created_at)}</time>
        <span>
          {row.attempts} {row.attempts === 1 ? 'attempt' : 'attempts'}
        </span>
        {attempt && (
          <Box component="span" data-testid="webhook-delivery-attempt" sx={{ color: attempt.status !== null && attempt.status < 300 ? 'text.secondary' : 'error.main', overflowWrap: 'anywhere' }}>
            {attemptText(attempt)}
          </Box>
        )}
        {row.next_attempt_at && <span>Next try {dateTimeText(row.next_attempt_at)}</span>}
      </Box>
      {attempt?.response && (
        <Box component="details" sx={{ fontSize: 12.5, '& summary': { cursor: 'pointer', color: 'text.secondary', width: 'fit-content' } }}>
          <summary>Response</summary>
          <Box
            component="pre"
            data-testid="webhook-delivery-response"
            sx={{ fontFamily: MONOSPACE, fontSize: 12.5, m: 0, mt: 0.75, p: 1.25, borderRadius: 1.5, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 240, overflowY: 'auto' }}
          >
            {attempt.response.slice(0, 1024)}
          </Box>
        </Box>
      )}
    </Box>
  );
}
