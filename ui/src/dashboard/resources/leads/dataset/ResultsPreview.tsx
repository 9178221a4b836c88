import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DATASET_LIMITS, type ProfileRow, type SearchAnswer } from '@shared/dataset/contract';
import type { LeadRow } from '@shared/leads/contract';
import { formatCount } from '../../../components/format-count';
import { LeadsCards, LeadsTable } from '../LeadsTable';

/** A profile of the database shown as the lead it becomes. */
const asLead = (profile: ProfileRow): LeadRow => ({
  id: profile.id,
  lead_source_id: '',
  username: profile.username,
  name: profile.name,
  bio: profile.bio,
  bio_urls: profile.bio_urls,
  urls: profile.urls,
  location: profile.location,
  verified: profile.verified,
  followers_count: profile.followers_count,
  following_count: profile.following_count,
  can_dm: null,
  metadata: {},
});

/** The search's results table: the first 10 matches, and how many the source will take. */
export function ResultsPreview({ results }: { results: SearchAnswer }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  const rows = results.preview.slice(0, DATASET_LIMITS.previewRows).map(asLead);
  return (
    <Paper variant="outlined" component="section" aria-label="Search results" data-testid="dataset-results" sx={{ borderRadius: '18px', mt: 2.5, overflow: 'hidden' }}>
      <Box sx={{ px: { xs: 2, sm: 2.5 }, py: 1.75, borderBottom: '1px solid', borderColor: 'divider', bgcolor: 'surface.subtle' }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16 }} data-testid="dataset-found">
          {results.message}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Showing the first {formatCount(rows.length)} of {formatCount(results.total)}
          {results.lead_limit_disabled ? ` (limited to ${formatCount(results.lead_limit)} on the free plan)` : ''}.
        </Typography>
      </Box>
      {isPhone ? <LeadsCards rows={rows} extraColumns={[]} /> : <LeadsTable rows={rows} extraColumns={[]} />}
    </Paper>
  );
}
