import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { WEBHOOK_EVENT_LABELS, type WebhookEventType } from '@shared/developers/contract';
import { MONOSPACE } from '../key-format';

/** The events an endpoint gets, by their type names as deliveries carry them; what each means on hover. */
export function EventTypeChips({ types }: { types: readonly WebhookEventType[] }) {
  return (
    <Box component="ul" aria-label="Event types" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75, minWidth: 0 }}>
      {types.map((type) => (
        <li key={type}>
          <Chip
            size="small"
            variant="outlined"
            label={type}
            title={WEBHOOK_EVENT_LABELS[type]}
            data-testid="webhook-event-type"
            sx={{ height: 22, fontSize: 12, fontFamily: MONOSPACE, maxWidth: '100%' }}
          />
        </li>
      ))}
    </Box>
  );
}
