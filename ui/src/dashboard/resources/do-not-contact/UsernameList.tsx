import Box from '@mui/material/Box';
import type { DoNotContactRow } from '@shared/dnc/contract';
import { UsernameRow } from './UsernameRow';

/** The rows of the current page; dimmed while the next page or search result loads. */
export function UsernameList({
  rows,
  updating,
  removing,
  onRemove,
}: {
  rows: DoNotContactRow[];
  updating?: boolean;
  removing: ReadonlySet<string>;
  /** Absent when the person's role may not remove usernames. */
  onRemove?(username: string): void;
}) {
  return (
    <Box
      component="ul"
      aria-label="Do Not Contact usernames"
      aria-busy={updating}
      sx={{ listStyle: 'none', m: 0, p: 0, opacity: updating ? 0.6 : 1, transition: 'opacity .15s ease' }}
    >
      {rows.map((entry) => (
        <UsernameRow key={entry.id} entry={entry} removing={removing.has(entry.username)} onRemove={onRemove} />
      ))}
    </Box>
  );
}
