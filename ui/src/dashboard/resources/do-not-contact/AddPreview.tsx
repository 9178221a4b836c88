import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CleanedUsernames, DropKind } from '@shared/dnc/shared/clean-usernames';
import { memo } from 'react';
import { countOf, formatCount } from '../../components/format-count';

/** How many names and dropped entries are spelled out; beyond that the preview counts. */
const SHOWN_NAMES = 24;
const SHOWN_DROPPED = 6;
const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

const panelSx = {
  mt: 1.5,
  p: 1.5,
  display: 'grid',
  gap: 1.25,
  borderRadius: '12px',
  border: '1px solid',
  borderColor: 'divider',
  bgcolor: 'surface.subtle',
} as const;
const nameListSx = { listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 } as const;
const nameSx = { px: 1, py: 0.25, borderRadius: 99, fontSize: 12.5, fontWeight: 600, bgcolor: 'tint.primary', color: 'primary.dark' } as const;

const kindLabels: Record<DropKind, (count: number) => string> = {
  'too-long': (n) => `${formatCount(n)} longer than 15 characters`,
  'not-a-username': (n) => `${formatCount(n)} not ${n === 1 ? 'a username' : 'usernames'}`,
  'not-a-profile': (n) => `${countOf(n, 'link')} to X pages that are not profiles`,
  'other-site': (n) => `${countOf(n, 'link')} to other sites`,
};

/** Dropped entries counted by kind, most frequent first: '12 longer than 15 characters · 3 not usernames'. */
function dropSummary(dropped: CleanedUsernames['dropped']): string {
  const counts = new Map<DropKind, number>();
  for (const { kind } of dropped) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, count]) => kindLabels[kind](count))
    .join(' · ');
}

/**
 * What an add will save, before it is sent: the cleaned usernames and the entries that give none, with the
 * reason. A paste of thousands shows the first few and counts the rest, so it stays quick to render.
 */
export const AddPreview = memo(function AddPreview({ cleaned }: { cleaned: CleanedUsernames }) {
  const { usernames, dropped } = cleaned;
  if (usernames.length === 0 && dropped.length === 0) return null;
  const hiddenNames = usernames.length - SHOWN_NAMES;
  const hiddenDropped = dropped.length - SHOWN_DROPPED;
  return (
    <Box
      data-testid="dnc-preview"
      sx={panelSx}
    >
      {usernames.length > 0 && (
        <Box>
          <Typography sx={{ fontSize: 13, fontWeight: 700, mb: 0.75 }}>Will be saved</Typography>
          <Box component="ul" data-testid="dnc-preview-saved" sx={nameListSx}>
            {usernames.slice(0, SHOWN_NAMES).map((username) => (
              <Box component="li" key={username} sx={nameSx}>
                @{username}
              </Box>
            ))}
            {hiddenNames > 0 && (
              <Box component="li" sx={{ px: 0.5, py: 0.25, fontSize: 12.5, color: 'text.secondary' }}>
                and {formatCount(hiddenNames)} more
              </Box>
            )}
          </Box>
        </Box>
      )}
      {dropped.length > 0 && (
        <Box>
          <Typography sx={{ fontSize: 13, fontWeight: 700, color: 'warning.dark' }} data-testid="dnc-preview-dropped-summary">
            {countOf(dropped.length, 'entry', 'entries')} dropped: {dropSummary(dropped)}
          </Typography>
          <Box
            component="ul"
            data-testid="dnc-preview-dropped"
            sx={{ m: 0, mt: 0.5, pl: 2.5, fontSize: 13, color: 'text.secondary' }}
          >
            {dropped.slice(0, SHOWN_DROPPED).map(({ entry, reason }, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same entry may be dropped twice
              <li key={index}>
                <Box component="span" sx={{ fontFamily: MONOSPACE, color: 'text.primary', wordBreak: 'break-all' }}>
                  {entry}
                </Box>
                : {reason}
              </li>
            ))}
            {hiddenDropped > 0 && <li>and {formatCount(hiddenDropped)} more</li>}
          </Box>
        </Box>
      )}
    </Box>
  );
});
