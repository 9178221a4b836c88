import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type LeadSourceRow, sourceTypeLabels } from '@shared/leads/contract';
import { useEffect, useRef } from 'react';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { countOf } from '../../../components/format-count';
import { NEW_CAMPAIGN_PATH } from '../../campaigns/campaigns-api';
import { formatDate } from '../LeadSourceCard';
import { leadsPath, RESOURCE } from '../lead-sources-api';
import { SourceStatusChip } from '../SourceStatusChip';
import { ViewDetailsButton } from '../ViewDetailsButton';
import { isScraped } from './scrape-api';
import { ScrapeStatus } from './ScrapeStatus';

/** Scrapes listed under the form. */
const SHOWN = 5;

/**
 * The results list under the scraper form: the user's latest scraped sources, newest first, each with its
 * status, leads, live progress while it runs and how it ended. `highlight` is the scrape just started.
 */
export function ScrapeResults({ highlight }: { highlight: string | null }) {
  const { data, isPending } = useGetList<LeadSourceRow>(RESOURCE, {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'created_at', order: 'DESC' },
    filter: {},
  });
  const rows = (data ?? []).filter(isScraped).slice(0, SHOWN);
  const just = useRef<HTMLLIElement>(null);
  const listed = highlight !== null && rows.some((row) => row.id === highlight);
  // The scrape just started is brought into view once the list has it.
  useEffect(() => {
    if (listed) just.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [listed]);

  return (
    <Box component="section" aria-label="Scraping results" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1.5, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 19 }}>
          Your scrapes
        </Typography>
        <Button component={RouterLink} to={leadsPath()} size="small">
          All lead sources
        </Button>
      </Box>
      {isPending ? (
        <Skeleton variant="rounded" height={96} sx={{ borderRadius: '16px' }} />
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ borderRadius: '16px', p: 2.5 }}>
          <Typography color="text.secondary">No scrapes yet. Each scrape you start appears here with its live progress.</Typography>
        </Paper>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {rows.map((source) => (
            <Box component="li" key={source.id} ref={source.id === highlight ? just : undefined}>
              <ResultItem source={source} highlighted={source.id === highlight} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function ResultItem({ source, highlighted }: { source: LeadSourceRow; highlighted: boolean }) {
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={source.name}
      data-testid="scrape-result"
      sx={{
        borderRadius: '16px',
        p: { xs: 1.75, sm: 2.25 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        minWidth: 0,
        borderColor: highlighted ? 'primary.main' : 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, gap: 1.5, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: 16, overflowWrap: 'anywhere' }}>
            {source.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13 }}>
            {sourceTypeLabels[source.source_type]} · {formatDate(source.created_at)} ·{' '}
            <Box component="span" data-testid="result-leads" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {countOf(source.total_leads, 'lead')}
            </Box>
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, flexShrink: 0 }}>
          <SourceStatusChip source={source} />
          <ViewDetailsButton source={source} />
          {source.status === 'completed' && source.total_leads > 0 && (
            // The leads are in: the next step is the campaign that messages them.
            <Button component={RouterLink} to={NEW_CAMPAIGN_PATH} variant="contained" size="small" aria-label={`Create a campaign with ${source.name}`}>
              Create Campaign
            </Button>
          )}
        </Box>
      </Box>
      <ScrapeStatus source={source} variant="panel" />
    </Paper>
  );
}
