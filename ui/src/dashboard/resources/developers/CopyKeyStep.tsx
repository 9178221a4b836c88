import Typography from '@mui/material/Typography';
import { API_KEY_SCOPE_LABELS, type CreatedApiKey } from '@shared/developers/contract';
import { dateText } from './key-format';
import { SecretShownOnce } from './SecretShownOnce';

/** The key just made, this once: to copy before Done, after which only its prefix is ever shown. */
export function CopyKeyStep({ created, onDone }: { created: CreatedApiKey; onDone(): void }) {
  const { api_key: row } = created;
  return (
    <SecretShownOnce message={created.message} label="API key" secret={created.key} testIds={{ message: 'api-key-created', secret: 'new-api-key' }} onDone={onDone}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <strong>{row.name}</strong> · {API_KEY_SCOPE_LABELS[row.scope]} · {row.expires_at ? `Expires ${dateText(row.expires_at)}` : 'Never expires'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Keep it somewhere safe, such as a password manager or your app's secret settings: anyone with the key can use the API as you.
      </Typography>
    </SecretShownOnce>
  );
}
