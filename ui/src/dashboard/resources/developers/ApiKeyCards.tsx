import Box from '@mui/material/Box';
import type { ApiKeyRow } from '@shared/developers/contract';
import type { ReactNode } from 'react';
import { Created, Expires, KeyPrefix, LastUsed, ScopeChip } from './KeyFacts';
import { RevokeButton } from './RevokeButton';

/** One fact of a card: its label over its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ fontSize: 11.5, fontWeight: 600, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.06em' }}>{label}</Box>
      <Box sx={{ fontSize: 13.5 }}>{children}</Box>
    </Box>
  );
}

/** The keys on a phone or tablet: one stacked card each, with what the table's columns say, so nothing scrolls sideways. */
export function ApiKeyCards({ rows, onRevoke }: { rows: ApiKeyRow[]; onRevoke(row: ApiKeyRow): void }) {
  return (
    <Box component="ul" aria-label="API keys" sx={{ listStyle: 'none', m: 0, p: 0, borderTop: '1px solid', borderColor: 'divider' }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.id}
          data-testid="api-key-row"
          data-name={row.name}
          sx={{ px: 2, py: 1.75, borderBottom: '1px solid', borderColor: 'divider', display: 'grid', gap: 1.25, minWidth: 0, '&:last-of-type': { borderBottom: 'none' } }}
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, minWidth: 0 }}>
            <Box sx={{ minWidth: 0 }}>
              <Box sx={{ fontWeight: 700, fontSize: 15, overflowWrap: 'anywhere' }}>{row.name}</Box>
              <KeyPrefix prefix={row.prefix} />
            </Box>
            <ScopeChip scope={row.scope} />
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 1.25 }}>
            <Fact label="Expires">
              <Expires row={row} />
            </Fact>
            <Fact label="Last used">
              <LastUsed at={row.last_used_at} />
            </Fact>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, minWidth: 0 }}>
            <Box sx={{ fontSize: 12.5, color: 'text.secondary', minWidth: 0, overflowWrap: 'anywhere' }}>
              Created <Created at={row.created_at} />
              {row.created_by_email && <span data-testid="api-key-created-by"> by {row.created_by_email}</span>}
            </Box>
            <RevokeButton row={row} onRevoke={onRevoke} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
