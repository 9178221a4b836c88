import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { API_KEY_NAME_MAX, type ApiKeyScope, type CreatedApiKey, apiKeyMessages } from '@shared/developers/contract';
import { type FormEvent, useState } from 'react';
import { CommandRefused } from '../../hooks/command-failure';
import { BusyButton } from '../account/BusyButton';
import { dialogActionsSx } from '../accounts/dialog-parts';
import type { useCreateApiKey } from './api-keys-api';
import { DEFAULT_EXPIRY, dateText, EXPIRY_CHOICES, type KeyExpiry } from './key-format';
import { ScopeChoice } from './ScopeChoice';

const DAY_MS = 86_400_000;

/** The expiry as a select's value: the days, or 'never'. */
const choiceValue = (days: KeyExpiry) => (days === null ? 'never' : String(days));

/** When a key made now would stop working, in the field's words. */
const expiryHint = (days: KeyExpiry) =>
  days === null ? 'The key works until it is revoked.' : `The key stops working on ${dateText(new Date(Date.now() + days * DAY_MS).toISOString())}.`;

/**
 * A new key's name, scope and expiry. The API's refusal is shown beside the name when it is about the name,
 * above the form otherwise (too many keys).
 */
export function NewKeyForm({
  create,
  onCreated,
  onCancel,
}: {
  create: ReturnType<typeof useCreateApiKey>;
  onCreated(created: CreatedApiKey): void;
  onCancel(): void;
}) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [expiry, setExpiry] = useState<KeyExpiry>(DEFAULT_EXPIRY);
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setFormError(null);
    if (name.trim() === '') {
      setNameError(apiKeyMessages.nameRequired);
      return;
    }
    create.mutate(
      { name, scope, expires_in_days: expiry },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (!(error instanceof CommandRefused)) return;
          if (/name/i.test(error.message)) setNameError(error.message);
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
          label="Name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
          required
          fullWidth
          autoFocus
          error={nameError !== null}
          helperText={nameError ?? 'Where the key is used, to tell keys apart: "CRM sync", "Reporting script".'}
          slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX }, formHelperText: { role: nameError ? 'alert' : undefined } as object }}
        />
        <ScopeChoice value={scope} onChange={setScope} />
        <TextField
          select
          label="Expires after"
          value={choiceValue(expiry)}
          onChange={(event) => setExpiry(event.target.value === 'never' ? null : (Number(event.target.value) as KeyExpiry))}
          helperText={expiryHint(expiry)}
          fullWidth
        >
          {EXPIRY_CHOICES.map((choice) => (
            <MenuItem key={choice.label} value={choiceValue(choice.days)}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ ...dialogActionsSx, pt: 1 }}>
        <Button onClick={onCancel} disabled={create.isPending} color="inherit">
          Cancel
        </Button>
        <BusyButton type="submit" variant="contained" busy={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create key'}
        </BusyButton>
      </DialogActions>
    </Box>
  );
}
