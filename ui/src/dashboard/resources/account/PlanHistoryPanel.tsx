import ArrowForward from '@mui/icons-material/ArrowForward';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CancellationReason, PlanHistoryRow, PlanName } from '@shared/billing/contract';
import { useGetIdentity } from 'react-admin';
import { type AccountPlan, describePlan, formatDateTime, formatDay } from './account-plan';
import { PanelHeader } from '../do-not-contact/PanelHeader';
import { usePlanHistory } from './billing-api';
import { byLabel } from './plan-history-labels';
import { reasonLabels } from './CancelDialog';
import { RetryAlert } from '../../components/RetryAlert';


/**
 * The API's sentence for a change, with the page's names: 'Changed to pro (5 accounts)' reads 'Changed to Pro
 * Plan (5 accounts)', and a date 'scheduled for 2026-11-30' reads 'scheduled for Nov 30, 2026'.
 */
export function changeLabel(change: string): string {
  return change
    .replace(/\b(free|basic|pro) \((\d+) accounts?\)/g, (_, plan: PlanName, accounts: string) => describePlan(plan, Number(accounts)))
    .replace(/\b(\d{4}-\d{2}-\d{2})\b/g, (date: string) => formatDay(date))
    .replace(/^Cancellation reason: (\w+)/, (whole, reason: string) =>
      reason in reasonLabels ? `Cancellation reason: ${reasonLabels[reason as CancellationReason]}` : whole,
    );
}

const side = (value: PlanHistoryRow['from']) => (value ? describePlan(value.plan, value.allowed_accounts) : null);

function HistoryRow({ row, me }: { row: PlanHistoryRow; me: string | undefined }) {
  const from = side(row.from);
  const to = side(row.to);
  return (
    <Box
      component="li"
      data-testid="plan-history-row"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 3fr) minmax(0, 3fr) minmax(0, 2fr) 120px' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        px: { xs: 2, sm: 2.5 },
        py: 1.5,
        borderTop: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ fontWeight: 700, fontSize: 15 }}>{changeLabel(row.change)}</Typography>
      <Chip
        size="small"
        label={byLabel(row, me)}
        sx={{ gridColumn: { xs: 2, md: 4 }, gridRow: { xs: 1, md: 'auto' }, justifySelf: 'end', fontWeight: 600 }}
      />
      <Typography
        color="text.secondary"
        sx={{ fontSize: 14, display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap', gridColumn: { xs: '1 / -1', md: 2 }, gridRow: { md: 1 } }}
      >
        {from && <span>{from}</span>}
        {from && to && <ArrowForward aria-label="to" sx={{ fontSize: 16 }} />}
        {to && <span>{to}</span>}
      </Typography>
      <Typography
        component="time"
        dateTime={row.at}
        color="text.secondary"
        sx={{ fontSize: 13, gridColumn: { xs: '1 / -1', md: 3 }, gridRow: { md: 1 } }}
      >
        {formatDateTime(row.at)}
      </Typography>
    </Box>
  );
}

/** Every change of the plan, newest first, from the plan's events; refetched when the plan changes. */
export function PlanHistoryPanel({ plan }: { plan: AccountPlan }) {
  const history = usePlanHistory();
  const { identity } = useGetIdentity();
  const me = (identity as { email?: string } | undefined)?.email?.toLowerCase();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="plan-history-title" sx={{ borderRadius: '18px', overflow: 'hidden' }} data-testid="plan-history">
      <PanelHeader
        id="plan-history-title"
        icon={HistoryOutlined}
        title="Plan history"
        subtitle="Every change to the plan, who or what made it and when."
      />
      {history.isPending ? (
        <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: 2 }}>
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Box>
      ) : history.isError ? (
        <RetryAlert onRetry={() => void history.refetch()} sx={{ mx: { xs: 2, sm: 2.5 }, mb: 2 }}>
          The plan history could not be loaded.
        </RetryAlert>
      ) : history.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 2.5 }, pb: 2.5 }}>
          No changes yet: you have had the {describePlan(plan.plan, plan.allowed_accounts)} since you signed up.
        </Typography>
      ) : (
        <Box component="ol" aria-labelledby="plan-history-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {history.data.map((row) => (
            <HistoryRow key={row.id} row={row} me={me} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
