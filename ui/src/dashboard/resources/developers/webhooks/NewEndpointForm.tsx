import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { type AddedWebhookEndpoint, WEBHOOK_URL_MAX, type WebhookEventType, webhookMessages } from '@shared/developers/contract';
import { type FormEvent, useState } from 'react';
import { CommandRefused } from '../../../hooks/command-failure';
import { BusyButton } from '../../account/BusyButton';
import { dialogActionsSx } from '../../accounts/dialog-parts';
import { MONOSPACE } from '../key-format';
import { EventTypeChoice } from './EventTypeChoice';
import type { useAddWebhookEndpoint } from './webhooks-api';

/**
 * A new endpoint's URL and events. The API's refusal is shown under the URL or the events when it is about
 * them, above the form otherwise (too many endpoints).
 */
export function NewEndpointForm({
  add,
  onAdded,
  onCancel,
}: {
  add: ReturnType<typeof useAddWebhookEndpoint>;
  onAdded(added: AddedWebhookEndpoint): void;
  onCancel(): void;
}) {
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState<WebhookEventType[]>([]);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [typesError, setTypesError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    setFormError(null);
    const missingUrl = url.trim() === '';
    if (missingUrl) setUrlError(webhookMessages.urlInvalid);
    if (types.length === 0) setTypesError(webhookMessages.eventTypesRequired);
    if (missingUrl || types.length === 0) return;
    add.mutate(
      { url, event_types: types },
      {
        onSuccess: onAdded,
        onError: (error) => {
          if (!(error instanceof CommandRefused)) return;
          if (/url|host|address/i.test(error.message)) setUrlError(error.message);
          else if (/event type/i.test(error.message)) setTypesError(error.message);
          else setFormError(error.message);
        },
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
        {formError && (
          <Alert severity="warning" role="alert">
            {formError}
          </Alert>
        )}
        <TextField
          label="Endpoint URL"
          placeholder="https://example.com/outtwit/webhooks"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setUrlError(null);
          }}
          required
          fullWidth
          autoFocus
          error={urlError !== null}
          helperText={urlError ?? 'OutTwit POSTs each event to it as JSON; answer with a 2xx within 10 seconds.'}
          slotProps={{
            htmlInput: { maxLength: WEBHOOK_URL_MAX, spellCheck: false, inputMode: 'url', sx: { fontFamily: MONOSPACE, fontSize: 14 } },
            formHelperText: { role: urlError ? 'alert' : undefined } as object,
          }}
        />
        <EventTypeChoice
          value={types}
          onChange={(next) => {
            setTypes(next);
            setTypesError(null);
          }}
          error={typesError}
        />
      </DialogContent>
      <DialogActions sx={{ ...dialogActionsSx, pt: 1 }}>
        <Button onClick={onCancel} disabled={add.isPending} color="inherit">
          Cancel
        </Button>
        <BusyButton type="submit" variant="contained" busy={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add endpoint'}
        </BusyButton>
      </DialogActions>
    </Box>
  );
}
