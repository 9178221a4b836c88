import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SendingLimits } from '@shared/runner/contract';
import { lazy, Suspense } from 'react';
import { useAccountDailySends } from './account-days-api';

// The chart's library loads with the cards that show it, after their first paint: the dashboard's first visit stays small.
const AccountSendsChart = lazy(() => import('./AccountSendsChart'));

const CHART_HEIGHT = 128;

function LegendKey({ label, line }: { label: string; line?: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box
        component="span"
        aria-hidden
        sx={line ? { width: 14, height: 0, borderTop: '2px solid', borderColor: 'warning.main' } : { width: 10, height: 10, borderRadius: '2px', bgcolor: 'primary.main' }}
      />
      {label}
    </Box>
  );
}

/** The account's DMs per day over 14 days against the cap of each day, or a line saying it has sent none. */
export function AccountSendsPerDay({ accountId, handle, limits }: { accountId: string; handle: string; limits: SendingLimits | undefined }) {
  const sends = useAccountDailySends(accountId, limits);
  const days = sends.data?.days;
  const placeholder = <Skeleton variant="rounded" height={CHART_HEIGHT} />;
  const none = days?.every((day) => day.sent === 0) ?? false;
  return (
    <Box component="section" aria-label={`Sends per day of ${handle}`} data-testid="account-sends-per-day" sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5, rowGap: 0.25, mb: 0.5, fontSize: 12, color: 'text.secondary' }}>
        <Typography component="h4" variant="body2" sx={{ fontSize: 13, fontWeight: 600, color: 'text.primary' }}>
          Sends per day
        </Typography>
        {!none && (
          <>
            <LegendKey label="DMs sent" />
            <LegendKey label="Cap" line />
          </>
        )}
        {sends.data && (
          <Box component="span" sx={{ ml: { sm: 'auto' } }}>
            Last 14 days, {sends.data.time_zone}
          </Box>
        )}
      </Box>
      {sends.isError ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13 }}>
          The sends per day could not be loaded.
        </Typography>
      ) : none ? (
        <Typography data-testid="account-sends-empty" variant="body2" color="text.secondary" sx={{ fontSize: 13 }}>
          No DMs sent from this account in the last 14 days.
        </Typography>
      ) : (
        <Suspense fallback={placeholder}>{days ? <AccountSendsChart days={days} height={CHART_HEIGHT} /> : placeholder}</Suspense>
      )}
    </Box>
  );
}
