import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { API_KEY_SCOPE_LABELS, type CreatedApiKey } from '@shared/developers/contract';
import { dialogActionsSx } from '../accounts/dialog-parts';
import { CopyField } from './CopyField';
import { dateText } from './key-format';

/** The key just made, this once: to copy before Done, after which only its prefix is ever shown. */
export function CopyKeyStep({ created, onDone }: { created: CreatedApiKey; onDone(): void }) {
  const { api_key: row } = created;
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Alert severity="success" data-testid="api-key-created">
          {created.message}
        </Alert>
        <CopyField label="API key" value={created.key} prominent unbroken testId="new-api-key" />
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <strong>{row.name}</strong> · {API_KEY_SCOPE_LABELS[row.scope]} · {row.expires_at ? `Expires ${dateText(row.expires_at)}` : 'Never expires'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Keep it somewhere safe, such as a password manager or your app's secret settings: anyone with the key can use the API as you.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ ...dialogActionsSx, pt: 1 }}>
        <Button variant="contained" onClick={onDone}>
          Done
        </Button>
      </DialogActions>
    </>
  );
}
