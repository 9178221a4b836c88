import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { type DeliveryRow, profileUrl } from '@shared/runner/contract';
import { reasonText, statusColours, statusLabels, timeText, variationLabel } from './delivery-format';

/** The log on a phone: one stacked row per lead, with what the table's columns say, so nothing scrolls sideways. */
export function DeliveryLogCards({ rows, campaignName }: { rows: DeliveryRow[]; campaignName: string }) {
  return (
    <Box component="ul" aria-label={`Delivery log of ${campaignName}`} data-testid="delivery-log" sx={{ listStyle: 'none', m: 0, p: 0, borderTop: '1px solid', borderColor: 'divider' }}>
      {rows.map((row) => {
        const reason = reasonText(row);
        return (
          <Box
            component="li"
            key={row.id}
            data-testid="delivery-row"
            data-status={row.status}
            data-step={row.step}
            data-username={row.username}
            sx={{ px: 2, py: 1.25, borderBottom: '1px solid', borderColor: 'divider', display: 'grid', gap: 0.5, minWidth: 0 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minWidth: 0 }}>
              <Link href={profileUrl(row.username)} target="_blank" rel="noopener noreferrer" underline="hover" sx={{ fontWeight: 700, fontSize: 14, overflowWrap: 'anywhere', minWidth: 0 }}>
                @{row.username}
              </Link>
              <Chip size="small" variant="outlined" color={statusColours[row.status]} label={statusLabels[row.status]} data-testid="delivery-status" sx={{ height: 22, fontWeight: 700, fontSize: 12, flexShrink: 0 }} />
            </Box>
            {reason && (
              <Box data-testid="delivery-reason" title={row.error_message ?? undefined} sx={{ fontSize: 13, color: row.status === 'failed' ? 'error.main' : 'text.secondary', overflowWrap: 'anywhere' }}>
                {reason}
              </Box>
            )}
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, fontSize: 12.5, color: 'text.secondary' }}>
              {row.variation !== null && (
                <>
                  <span data-testid="delivery-variation">{variationLabel(row.variation, row.step)}</span>
                  <span aria-hidden>·</span>
                </>
              )}
              <time dateTime={row.at}>{timeText(row.at)}</time>
              {row.conversation_url && (
                <Link
                  href={row.conversation_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  underline="hover"
                  aria-label={`Conversation with @${row.username} on X`}
                  sx={{ ml: 'auto', display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 13 }}
                >
                  Conversation <OpenInNew sx={{ fontSize: 14 }} />
                </Link>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
