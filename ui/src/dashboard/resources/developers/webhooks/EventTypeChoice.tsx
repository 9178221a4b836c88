import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@shared/developers/contract';
import { MONOSPACE } from '../key-format';

/** The events to send, as checkboxes: what each means, with the type name deliveries carry under it. */
export function EventTypeChoice({
  value,
  onChange,
  error,
}: {
  value: readonly WebhookEventType[];
  onChange(types: WebhookEventType[]): void;
  error: string | null;
}) {
  const toggle = (type: WebhookEventType, on: boolean) => onChange(WEBHOOK_EVENT_TYPES.filter((known) => (known === type ? on : value.includes(known))));
  return (
    <FormControl component="fieldset" error={error !== null} required>
      <FormLabel component="legend" sx={{ fontSize: 14, mb: 0.5 }}>
        Events
      </FormLabel>
      <FormGroup sx={{ gap: 0.25 }}>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            control={<Checkbox size="small" checked={value.includes(type)} onChange={(event) => toggle(type, event.target.checked)} sx={{ py: 0.5 }} />}
            label={
              <span>
                <span style={{ fontSize: 14 }}>{WEBHOOK_EVENT_LABELS[type]}</span>
                <br />
                <span style={{ fontFamily: MONOSPACE, fontSize: 12, opacity: 0.7 }}>{type}</span>
              </span>
            }
            sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: 0.5, minWidth: 0, overflowWrap: 'anywhere' } }}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText role="alert">{error}</FormHelperText>}
    </FormControl>
  );
}
