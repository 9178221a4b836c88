import TipsAndUpdatesOutlined from '@mui/icons-material/TipsAndUpdatesOutlined';
import Box from '@mui/material/Box';
import { type AccountRow, accountMessages } from '@shared/accounts/contract';

/**
 * The specification's guidance for an account X treats as new (under 6 months, fewer than 10 conversations): advice,
 * not an error, so an amber note under the card's columns. It comes with the row, so the card never shifts.
 */
export function AccountGuidance({ guidance }: { guidance: AccountRow['guidance'] }) {
  if (guidance.length === 0) return null;
  return (
    <Box
      data-testid="account-guidance"
      sx={{
        gridColumn: '1 / -1',
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        px: 1.25,
        py: 0.75,
        borderRadius: 1.5,
        border: '1px solid',
        borderColor: 'soon.border',
        bgcolor: 'soon.background',
        color: 'soon.text',
      }}
    >
      <TipsAndUpdatesOutlined aria-hidden sx={{ fontSize: 16, mt: '2px', flexShrink: 0 }} />
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.25, minWidth: 0 }}>
        {guidance.map((kind) => (
          <Box component="li" key={kind} data-guidance={kind} sx={{ fontSize: 13, lineHeight: 1.45, overflowWrap: 'anywhere' }}>
            {accountMessages.guidance[kind]}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
