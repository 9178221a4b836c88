import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Inbox from '@mui/icons-material/Inbox';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LEAD_LIMITS, type LeadRow, type LeadSourceRow, leadMessages, sourceTypeLabels } from '@shared/leads/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useGetList, useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { countOf } from '../../components/format-count';
import { usePageTitle } from '../../components/PageHeader';
import { useWorkspaceInUrl } from '../workspace/useWorkspaceInUrl';
import { BackLink } from './BackLink';
import { DownloadCsvButton } from './DownloadCsvButton';
import { EditableName } from './EditableName';
import { errorMessageOf, formatDate } from './LeadSourceCard';
import { LeadsCards, LeadsTable } from './LeadsTable';
import { leadsResourceOf, RESOURCE } from './lead-sources-api';
import { isScraped, useScrapeProgress } from './scraper/scrape-api';
import { ScrapeStatus } from './scraper/ScrapeStatus';
import { isBusy, SourceStatusChip } from './SourceStatusChip';

const PER_PAGE = LEAD_LIMITS.pageSize;

/** /dashboard/leads/{id}: the source's header, its leads 20 per page, and Download CSV. */
export function LeadSourceDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const source = useGetOne<LeadSourceRow>(RESOURCE, { id }, { retry: false });
  usePageTitle(source.data?.name ?? 'Lead Source');
  useWorkspaceInUrl(source.data !== undefined);

  if (source.isPending) {
    return (
      <Box>
        <BackLink />
        <Skeleton variant="rounded" height={120} sx={{ borderRadius: '18px', mb: 2.5 }} />
        <Skeleton variant="rounded" height={420} sx={{ borderRadius: '18px' }} />
      </Box>
    );
  }
  if (source.error || !source.data) {
    return (
      <Box>
        <BackLink />
        <EmptyState icon={SearchOff} title={leadMessages.notFound} description="The lead source may have been deleted, or the address is mistyped." />
      </Box>
    );
  }
  return <SourceDetail source={source.data} />;
}

function SourceDetail({ source }: { source: LeadSourceRow }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  const [page, setPage] = useState(1);
  const leads = useGetList<LeadRow>(
    leadsResourceOf(source.id),
    { pagination: { page, perPage: PER_PAGE }, sort: { field: 'username', order: 'ASC' }, filter: {} },
    { placeholderData: (previous) => previous },
  );
  const total = leads.total ?? source.total_leads;
  const pageCount = Math.max(1, Math.ceil(total / PER_PAGE));
  const failed = source.status === 'failed';

  // When a source that was being filled settles (ready, failed, completed) or its count changes, its pages are read again.
  const seen = useRef({ status: source.status, total: source.total_leads });
  const { refetch } = leads;
  useEffect(() => {
    const before = seen.current;
    seen.current = { status: source.status, total: source.total_leads };
    const settled = (isBusy(before.status) || before.status === 'active') && !isBusy(source.status);
    if (settled || before.total !== source.total_leads) void refetch();
  }, [source.status, source.total_leads, refetch]);

  useEffect(() => {
    if (page > pageCount) setPage(pageCount);
  }, [page, pageCount]);

  // While a scrape fills the source, its pages are read again as the leads found grow (the progress is read
  // live by the panel above; this shares its query).
  const scraping = isScraped(source) && isBusy(source.status);
  const found = useScrapeProgress(source.id, { enabled: scraping }).data?.leads_found;
  useEffect(() => {
    if (scraping && found !== undefined) void refetch();
  }, [scraping, found, refetch]);

  // The file's other columns belong to uploads; the scraper's and the database's own bookkeeping stays hidden.
  const rows = useMemo(() => {
    const data = leads.data ?? [];
    return source.source_type === 'csv' ? data : data.map((lead) => ({ ...lead, metadata: {} }));
  }, [leads.data, source.source_type]);

  return (
    <Box>
      <BackLink />
      <Paper variant="outlined" component="header" sx={{ borderRadius: '18px', p: { xs: 2, sm: 3 }, mb: 2.5 }} data-testid="source-header">
        <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', md: 'center' }, flexDirection: { xs: 'column', md: 'row' }, gap: 2 }}>
          <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            <EditableName id={source.id} name={source.name} otherNames={[]} component="h1" fontSize={{ xs: 22, md: 26 }} />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, flexWrap: 'wrap', mt: 0.75 }}>
              <Typography component="span" sx={{ fontSize: 14, fontWeight: 600, color: 'text.secondary' }} data-testid="source-type">
                {sourceTypeLabels[source.source_type] ?? source.source_type}
              </Typography>
              <Typography component="span" color="text.secondary" aria-hidden>
                ·
              </Typography>
              <Typography component="span" sx={{ fontSize: 14, fontWeight: 600 }} data-testid="source-count">
                {countOf(source.total_leads, 'lead')}
              </Typography>
              <SourceStatusChip source={source} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Created {formatDate(source.created_at)}
              {source.csv_filename ? ` from ${source.csv_filename}` : ''}
            </Typography>
          </Box>
          <DownloadCsvButton source={source} variant="detail" />
        </Box>
        {isScraped(source) && (
          <Box sx={{ mt: 2 }}>
            <ScrapeStatus source={source} variant="panel" />
          </Box>
        )}
        {failed && !isScraped(source) && (
          <Box role="alert" data-testid="source-error" sx={{ mt: 2, display: 'flex', gap: 1, p: 1.5, borderRadius: '10px', bgcolor: 'tint.danger', color: 'error.main' }}>
            <ErrorOutline sx={{ fontSize: 20 }} />
            <Box>
              <Box sx={{ fontWeight: 700 }}>{leadMessages.scrapingFailed}</Box>
              <Box sx={{ color: 'text.primary', fontSize: 14 }}>{errorMessageOf(source)}</Box>
            </Box>
          </Box>
        )}
      </Paper>

      <Paper variant="outlined" component="section" aria-label="Leads of this source" sx={{ borderRadius: '18px', overflow: 'hidden', position: 'relative' }}>
        {leads.isFetching && !leads.isPending && (
          <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }} aria-label="Loading leads" />
        )}
        {leads.isPending ? (
          <Box sx={{ p: 2 }}>
            {[0, 1, 2, 3, 4].map((key) => (
              <Skeleton key={key} height={44} />
            ))}
          </Box>
        ) : leads.error ? (
          <EmptyState bare icon={SearchOff} title={leadMessages.notFound} description="Check your connection and try again." actions={<Button variant="outlined" onClick={() => leads.refetch()}>Try again</Button>} />
        ) : (leads.data ?? []).length === 0 ? (
          <EmptyState bare icon={Inbox} title={leadMessages.noLeadsOnPage} description={isBusy(source.status) ? 'Leads appear here as they are found.' : ''} />
        ) : isPhone ? (
          <LeadsCards rows={rows} extraColumns={source.csv_columns ?? []} />
        ) : (
          <LeadsTable rows={rows} extraColumns={source.csv_columns ?? []} />
        )}
        <Box
          component="nav"
          aria-label="Lead pages"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, px: { xs: 2, sm: 2.5 }, py: 1.5, borderTop: '1px solid', borderColor: 'divider', bgcolor: 'surface.subtle' }}
        >
          <Button startIcon={<ChevronLeft />} onClick={() => setPage((current) => Math.max(1, current - 1))} disabled={page <= 1 || leads.isFetching}>
            Previous
          </Button>
          <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="page-indicator" sx={{ whiteSpace: 'nowrap' }}>
            Page {Math.min(page, pageCount)} of {pageCount}
          </Typography>
          <Button endIcon={<ChevronRight />} onClick={() => setPage((current) => Math.min(pageCount, current + 1))} disabled={page >= pageCount || leads.isFetching}>
            Next
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
