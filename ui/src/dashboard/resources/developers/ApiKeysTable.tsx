import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ApiKeyRow } from '@shared/developers/contract';
import { Created, Expires, KeyPrefix, LastUsed, ScopeChip } from './KeyFacts';
import { RevokeButton } from './RevokeButton';

const head = { fontSize: 11.5, fontWeight: 600, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.06em', py: 1, whiteSpace: 'nowrap' } as const;

/** The keys on wider screens, one row each; a narrow window scrolls it inside its own box, never the page. */
export function ApiKeysTable({ rows, onRevoke }: { rows: ApiKeyRow[]; onRevoke(row: ApiKeyRow): void }) {
  return (
    <Box sx={{ overflowX: 'auto', overscrollBehaviorX: 'contain' }}>
      <Table size="small" aria-label="API keys" sx={{ minWidth: 860, '& td, & th': { borderColor: 'divider' } }}>
        <TableHead>
          <TableRow sx={{ '& th': head, bgcolor: 'surface.header' }}>
            <TableCell sx={{ pl: 2.5 }}>Name</TableCell>
            <TableCell>Scope</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Expires</TableCell>
            <TableCell>Last used</TableCell>
            <TableCell sx={{ pr: 2.5 }} align="right">
              <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="api-key-row" data-name={row.name} sx={{ '& td': { py: 1.25, fontSize: 13.5 }, '&:hover': { bgcolor: 'surface.rowHover' } }}>
              <TableCell sx={{ pl: 2.5, maxWidth: 280 }}>
                <Box sx={{ fontWeight: 700, fontSize: 14, overflowWrap: 'anywhere' }}>{row.name}</Box>
                <KeyPrefix prefix={row.prefix} />
              </TableCell>
              <TableCell>
                <ScopeChip scope={row.scope} />
              </TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>
                <Box sx={{ color: 'text.primary', whiteSpace: 'nowrap' }}>
                  <Created at={row.created_at} />
                </Box>
                {row.created_by_email && (
                  <Box data-testid="api-key-created-by" title={row.created_by_email} sx={{ fontSize: 12.5, maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    by {row.created_by_email}
                  </Box>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Expires row={row} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', color: row.last_used_at ? 'text.primary' : 'text.secondary' }}>
                <LastUsed at={row.last_used_at} />
              </TableCell>
              <TableCell sx={{ pr: 2.5 }} align="right">
                <RevokeButton row={row} onRevoke={onRevoke} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
