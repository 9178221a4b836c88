import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type DeliveryRow, profileUrl } from '@shared/runner/contract';
import { reasonText, statusColours, statusLabels, timeText, variationLabel } from './delivery-format';

const head = { fontSize: 11.5, fontWeight: 600, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.06em', py: 1, whiteSpace: 'nowrap' } as const;

/**
 * The log's rows: the lead, its status as a chip, why it was skipped or failed, the variation its DM used, when,
 * and its conversation on X. On a narrow window it scrolls sideways inside its own box, never the page.
 */
export function DeliveryLogTable({ rows, campaignName }: { rows: DeliveryRow[]; campaignName: string }) {
  return (
    <Box sx={{ overflowX: 'auto', overscrollBehaviorX: 'contain' }} data-testid="delivery-log-scroll">
      <Table size="small" aria-label={`Delivery log of ${campaignName}`} data-testid="delivery-log" sx={{ minWidth: 720, '& td, & th': { borderColor: 'divider' } }}>
        <TableHead>
          <TableRow sx={{ '& th': head }}>
            <TableCell sx={{ pl: { xs: 2, sm: 2.5 } }}>Lead</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Reason</TableCell>
            <TableCell>Variation</TableCell>
            <TableCell>When</TableCell>
            <TableCell sx={{ pr: { xs: 2, sm: 2.5 } }}>Conversation</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="delivery-row" data-status={row.status} data-step={row.step} data-username={row.username} sx={{ '& td': { py: 1, fontSize: 13.5 } }}>
              <TableCell sx={{ pl: { xs: 2, sm: 2.5 }, maxWidth: 220 }}>
                <Link href={profileUrl(row.username)} target="_blank" rel="noopener noreferrer" underline="hover" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  @{row.username}
                </Link>
              </TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" color={statusColours[row.status]} label={statusLabels[row.status]} data-testid="delivery-status" sx={{ height: 22, fontWeight: 700, fontSize: 12 }} />
              </TableCell>
              <TableCell
                data-testid="delivery-reason"
                title={row.error_message ?? undefined}
                sx={{ color: row.status === 'failed' ? 'error.main' : 'text.secondary', maxWidth: 240, overflowWrap: 'anywhere' }}
              >
                {reasonText(row) || '—'}
              </TableCell>
              <TableCell data-testid="delivery-variation" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {variationLabel(row.variation, row.step)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                <time dateTime={row.at}>{timeText(row.at)}</time>
              </TableCell>
              <TableCell sx={{ pr: { xs: 2, sm: 2.5 }, whiteSpace: 'nowrap' }}>
                {row.conversation_url ? (
                  <Link
                    href={row.conversation_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    underline="hover"
                    aria-label={`Conversation with @${row.username} on X`}
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                  >
                    Open <OpenInNew sx={{ fontSize: 14 }} />
                  </Link>
                ) : (
                  <Box component="span" sx={{ color: 'text.disabled' }}>
                    —
                  </Box>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
