import Button from '@mui/material/Button';
import type { ApiKeyRow } from '@shared/developers/contract';

/** An outlined button for what cannot be undone (revoking a key, removing an endpoint). */
export const dangerOutlinedSx = { flexShrink: 0, borderColor: 'tint.dangerBorder', '&:hover': { borderColor: 'error.main', bgcolor: 'tint.dangerHover' } } as const;

/** A key's Revoke, which asks first (the page's confirmation). */
export function RevokeButton({ row, onRevoke }: { row: ApiKeyRow; onRevoke(row: ApiKeyRow): void }) {
  return (
    <Button
      size="small"
      color="error"
      variant="outlined"
      aria-label={`Revoke ${row.name}`}
      onClick={() => onRevoke(row)}
      sx={dangerOutlinedSx}
    >
      Revoke
    </Button>
  );
}
