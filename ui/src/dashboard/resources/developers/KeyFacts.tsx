import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { API_KEY_SCOPE_LABELS, type ApiKeyRow } from '@shared/developers/contract';
import { dateText, dateTimeText, lastUsedText, MONOSPACE, prefixText } from './key-format';

/** Read & write stands out: it can change things. */
export function ScopeChip({ scope }: { scope: ApiKeyRow['scope'] }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={scope === 'write' ? 'warning' : 'default'}
      label={API_KEY_SCOPE_LABELS[scope]}
      data-testid="api-key-scope"
      sx={{ height: 22, fontWeight: 700, fontSize: 12, flexShrink: 0 }}
    />
  );
}

/** The key's first characters, to tell it from the others. */
export function KeyPrefix({ prefix }: { prefix: string }) {
  return (
    <Box component="code" data-testid="api-key-prefix" sx={{ fontFamily: MONOSPACE, fontSize: 13, color: 'text.secondary', overflowWrap: 'anywhere' }}>
      {prefixText(prefix)}
    </Box>
  );
}

/** Its expiry date, 'Never', or a chip once it has expired (it no longer works). */
export function Expires({ row }: { row: ApiKeyRow }) {
  if (row.expired) return <Chip size="small" color="error" label="Expired" data-testid="api-key-expires" sx={{ height: 22, fontWeight: 700, fontSize: 12 }} />;
  return (
    <Box component="span" data-testid="api-key-expires">
      {row.expires_at ? <time dateTime={row.expires_at}>{dateText(row.expires_at)}</time> : 'Never'}
    </Box>
  );
}

/** When it was last used, with the exact time on hover. */
export function LastUsed({ at }: { at: string | null }) {
  return (
    <Box component="span" data-testid="api-key-last-used" title={at ? dateTimeText(at) : undefined}>
      {at ? <time dateTime={at}>{lastUsedText(at)}</time> : lastUsedText(null)}
    </Box>
  );
}

/** The date it was made. */
export function Created({ at }: { at: string }) {
  return (
    <time dateTime={at} title={dateTimeText(at)}>
      {dateText(at)}
    </time>
  );
}
