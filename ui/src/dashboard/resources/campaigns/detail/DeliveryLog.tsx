import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { DeliveryStatus } from '@shared/runner/contract';
import { useEffect, useState } from 'react';
import { countOf } from '../../../components/format-count';
import { ListPager } from '../../../components/ListPager';
import { RetryAlert } from '../../../components/RetryAlert';
import { SearchField } from '../../../components/SearchField';
import { DeliveryLogCards } from './DeliveryLogCards';
import { DeliveryLogTable } from './DeliveryLogTable';
import { DELIVERIES_PER_PAGE, deliveriesCsvUrl, useCampaignDeliveries } from './detail-api';
import { LOG_FILTERS } from './delivery-format';

/** A pause in typing this long turns the search box into the log's search. */
const SEARCH_PAUSE_MS = 300;

/**
 * The campaign's delivery log: every lead the runner reached, last first, 50 a page, narrowed by status and by
 * username, and the rows shown as a CSV file; a table on wider screens, stacked rows on a phone. Leads not reached yet are counted (`notReached`), not listed.
 */
export function DeliveryLog({ id, name, notReached }: { id: string; name: string; notReached: number | null }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [status, setStatus] = useState<DeliveryStatus | null>(null);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const log = useCampaignDeliveries(id, { status, search }, page);
  const total = log.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / DELIVERIES_PER_PAGE));

  return (
    <Paper variant="outlined" component="section" aria-label="Delivery log" data-testid="delivery-log-panel" sx={{ borderRadius: '16px', overflow: 'hidden', position: 'relative', minWidth: 0 }}>
      {log.isFetching && !log.isPending && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }} aria-label="Loading the delivery log" />}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1.5, flexWrap: 'wrap', px: { xs: 2, sm: 2.5 }, pt: 2, pb: 1.5 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: 15 }}>
            Delivery log
          </Typography>
          {notReached !== null && notReached > 0 && (
            <Typography variant="body2" color="text.secondary" data-testid="delivery-not-reached" sx={{ fontSize: 13 }}>
              {countOf(notReached, 'more lead')} not reached yet.
            </Typography>
          )}
        </Box>
        <Button variant="outlined" size="small" startIcon={<FileDownloadOutlined />} component="a" href={deliveriesCsvUrl(id, { status, search })} download>
          Export CSV
        </Button>
      </Box>
      <Box role="group" aria-label="Show leads" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, px: { xs: 2, sm: 2.5 }, pb: 1.5 }}>
        {LOG_FILTERS.map((filter) => (
          <Chip
            key={filter.label}
            label={filter.label}
            clickable
            color={status === filter.value ? 'primary' : 'default'}
            variant={status === filter.value ? 'filled' : 'outlined'}
            aria-pressed={status === filter.value}
            onClick={() => {
              setStatus(filter.value);
              setPage(1);
            }}
            sx={{ fontWeight: 600 }}
          />
        ))}
      </Box>
      <SearchField label="Search leads" placeholder="Search by username" value={typed} onChange={setTyped} />
      {log.isPending ? (
        <Box sx={{ px: 2, pb: 2 }}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={40} />
          ))}
        </Box>
      ) : log.isError && !log.data ? (
        <Box sx={{ px: 2, pb: 2 }}>
          <RetryAlert onRetry={() => log.refetch()}>The delivery log could not be loaded.</RetryAlert>
        </Box>
      ) : log.data.rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="delivery-log-empty" sx={{ px: { xs: 2, sm: 2.5 }, pb: 2.5 }}>
          {status || search ? 'No leads match.' : 'No leads reached yet: they appear here as the campaign sends.'}
        </Typography>
      ) : (
        <>
          {isPhone ? <DeliveryLogCards rows={log.data.rows} campaignName={name} /> : <DeliveryLogTable rows={log.data.rows} campaignName={name} />}
          <ListPager page={page} pageCount={pageCount} perPage={DELIVERIES_PER_PAGE} total={total} query={search} compact={isPhone} onPageChange={setPage} rangeTestId="delivery-log-range" />
        </>
      )}
    </Paper>
  );
}
