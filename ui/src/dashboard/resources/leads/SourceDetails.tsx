import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { LeadSourceRow } from '@shared/leads/contract';

/** Items shown of each list before '+N more' (specification section 9). */
const SHOWN = 3;

type ListKey = 'target_accounts' | 'post_links' | 'include_keywords' | 'exclude_keywords' | 'exclude_locations';

const rows: { key: ListKey; label: string; show(item: string): string }[] = [
  { key: 'target_accounts', label: 'Targets', show: (item) => `@${item}` },
  { key: 'post_links', label: 'Post links', show: (item) => item.replace(/^https?:\/\/(www\.)?/, '') },
  { key: 'include_keywords', label: 'Keywords', show: (item) => item },
  { key: 'exclude_keywords', label: 'Excluded keywords', show: (item) => item },
  { key: 'exclude_locations', label: 'Excluded locations', show: (item) => item },
];

/** A list of the source: its own column, or for a database source the same list in its search criteria. */
function listOf(source: Pick<LeadSourceRow, ListKey | 'search_criteria'>, key: ListKey): string[] {
  if (source[key].length > 0) return source[key];
  const fromSearch = source.search_criteria?.[key];
  return Array.isArray(fromSearch) ? fromSearch.filter((item): item is string => typeof item === 'string') : [];
}

/** What a source was made from: its targets, post links, keywords and locations, the first 3 of each then '+N more'. */
export function SourceDetails({ source }: { source: Pick<LeadSourceRow, ListKey | 'search_criteria'> }) {
  const lists = rows.map((row) => ({ ...row, items: listOf(source, row.key) })).filter((row) => row.items.length > 0);
  if (lists.length === 0) return null;
  return (
    <Box component="dl" data-testid="source-details" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.25, rowGap: 0.75 }}>
      {lists.map(({ key, label, show, items }) => {
        const rest = items.slice(SHOWN);
        return (
          <Box key={key} sx={{ display: 'contents' }} data-testid={`source-${key.replace(/_/g, '-')}`}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontSize: 12.5, pt: '3px', whiteSpace: 'nowrap' }}>
              {label}
            </Typography>
            <Box component="dd" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5, minWidth: 0 }}>
              {items.slice(0, SHOWN).map((item) => (
                <Chip key={item} size="small" label={show(item)} title={item} sx={{ maxWidth: '100%', height: 22, fontSize: 12.5, bgcolor: 'surface.raised' }} />
              ))}
              {rest.length > 0 && (
                <Typography component="span" variant="body2" title={rest.map(show).join(', ')} sx={{ fontSize: 12.5, fontWeight: 600, color: 'text.secondary', pt: '3px' }}>
                  +{rest.length} more
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
