import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { WebhookEndpointRow } from '@shared/developers/contract';
import { BusyButton } from '../../account/BusyButton';
import { Created } from '../KeyFacts';
import { MONOSPACE } from '../key-format';
import { dangerOutlinedSx } from '../RevokeButton';
import { DisabledBanner } from './DisabledBanner';
import { EventTypeChips } from './EventTypeChips';

export interface EndpointActions {
  onTest(row: WebhookEndpointRow): void;
  onLog(row: WebhookEndpointRow): void;
  onRemove(row: WebhookEndpointRow): void;
  onEnable(row: WebhookEndpointRow): void;
  /** The endpoint a test or an enabling is under way for. */
  testing: string | null;
  enabling: string | null;
}

/**
 * One endpoint: its URL, events and maker, a banner while it is disabled, and its actions — beside it on wide
 * screens, under it on phones, so nothing scrolls sideways.
 */
export function WebhookEndpointItem({ row, actions }: { row: WebhookEndpointRow; actions: EndpointActions }) {
  return (
    <Box
      component="li"
      data-testid="webhook-endpoint"
      data-url={row.url}
      sx={{ px: { xs: 2, sm: 2.5 }, py: 1.75, borderBottom: '1px solid', borderColor: 'divider', display: 'grid', gap: 1.25, minWidth: 0, '&:last-of-type': { borderBottom: 'none' } }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' }, gap: { xs: 1.25, md: 2 }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
          <Box component="code" data-testid="webhook-url" sx={{ fontFamily: MONOSPACE, fontSize: 14, fontWeight: 600, overflowWrap: 'anywhere', wordBreak: 'break-all' }}>
            {row.url}
          </Box>
          <EventTypeChips types={row.event_types} />
          <Box sx={{ fontSize: 12.5, color: 'text.secondary', overflowWrap: 'anywhere' }}>
            Added <Created at={row.created_at} />
            {row.created_by_email && ` by ${row.created_by_email}`}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: { xs: 'flex-start', md: 'flex-end' } }}>
          <BusyButton size="small" variant="outlined" startIcon={<SendOutlined />} busy={actions.testing === row.id} onClick={() => actions.onTest(row)}>
            Send test event
          </BusyButton>
          <Button size="small" variant="outlined" startIcon={<ListAltOutlined />} onClick={() => actions.onLog(row)}>
            Delivery log
          </Button>
          <Button size="small" color="error" variant="outlined" aria-label={`Remove ${row.url}`} onClick={() => actions.onRemove(row)} sx={dangerOutlinedSx}>
            Remove
          </Button>
        </Box>
      </Box>
      <DisabledBanner row={row} enabling={actions.enabling === row.id} onEnable={() => actions.onEnable(row)} />
    </Box>
  );
}
