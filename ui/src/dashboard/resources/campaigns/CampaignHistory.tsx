import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CampaignHistoryRow, CampaignStatus, HistoryActor, HistoryChange } from '@shared/campaigns/contract';
import { useMemo } from 'react';
import { useGetIdentity } from 'react-admin';
import { campaignStatusLabels } from './campaign-status';
import { useCampaignHistory, useNamesById } from './campaigns-api';
import { CardTabLoading } from './CardTabLoading';
import { fieldLabel, historyTitle } from './history-wording';

const byLabels: Record<HistoryActor, string> = {
  user: 'You',
  runner: 'Campaign runner',
  system: 'System',
};

const timeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

function formatTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : timeFormat.format(date);
}

function FromTo({ from, to }: { from: string | null; to: string | null }) {
  if (from === null && to === null) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', minWidth: 0 }}>
      {from !== null && (
        <Box component="span" data-testid="history-from" sx={{ textDecoration: to !== null ? 'line-through' : 'none', opacity: 0.85, overflowWrap: 'anywhere' }}>
          {from}
        </Box>
      )}
      {from !== null && to !== null && <ArrowForward aria-label="to" sx={{ fontSize: 14 }} />}
      {to !== null && (
        <Box component="span" data-testid="history-to" sx={{ color: 'text.primary', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {to}
        </Box>
      )}
    </Box>
  );
}

/** How a field's stored text reads: ids as the names they stand for, yes or no, status labels. */
type Describe = (field: string, value: string | null) => string | null;

function Change({ change, describe }: { change: HistoryChange; describe: Describe }) {
  return (
    <Box data-testid="history-change" data-field={change.field} sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', alignItems: 'center' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {fieldLabel(change.field)}:
      </Box>
      <FromTo from={describe(change.field, change.from)} to={describe(change.field, change.to)} />
    </Box>
  );
}

function HistoryEntry({ row, describe, me }: { row: CampaignHistoryRow; describe: Describe; me: string | undefined }) {
  return (
    <Box
      component="li"
      data-testid="history-row"
      data-event={row.event_type}
      sx={{ position: 'relative', pl: 2.25, pb: 1.5, '&:last-of-type': { pb: 0 } }}
    >
      <Box
        aria-hidden
        sx={{ position: 'absolute', left: 0, top: 6, width: 8, height: 8, borderRadius: '50%', bgcolor: row.by === 'user' ? 'primary.main' : 'tint.tip' }}
      />
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="span" data-testid="history-what" sx={{ fontWeight: 700, fontSize: 14 }}>
          {historyTitle(row.what)}
        </Typography>
        <Typography component="span" data-testid="history-by" sx={{ fontSize: 12, fontWeight: 600, color: 'text.secondary' }}>
          {row.by === 'user' && row.by_email && row.by_email.toLowerCase() !== me ? row.by_email : (byLabels[row.by] ?? row.by)}
        </Typography>
      </Box>
      <Box sx={{ fontSize: 13, color: 'text.secondary', display: 'grid', gap: 0.25, mt: 0.25 }}>
        {row.changes.length > 0 ? (
          row.changes.map((change) => <Change key={change.field} change={change} describe={describe} />)
        ) : (
          <FromTo from={row.from} to={row.to} />
        )}
        <Box component="time" dateTime={row.at} data-testid="history-at" sx={{ fontSize: 12 }}>
          {formatTime(row.at)}
        </Box>
      </Box>
    </Box>
  );
}

/** Every change of one campaign from its events, newest first: what, from and to, when, and by whom. */
export function CampaignHistory({ id, name }: { id: string; name: string }) {
  const history = useCampaignHistory(id, true);
  const names = useNamesById();
  // The signed-in person's own changes read 'You'; a colleague's, their email.
  const { identity } = useGetIdentity();
  const me = (identity as { email?: string } | undefined)?.email?.toLowerCase();
  const describe = useMemo<Describe>(
    () => (field, value) => {
      if (value === null) return null;
      switch (field) {
        case 'status':
          return campaignStatusLabels[value as CampaignStatus] ?? value;
        case 'lead_source_ids':
          return value
            .split(', ')
            .map((sourceId) => names.sources.get(sourceId) ?? 'a deleted lead source')
            .join(', ');
        case 'template_id':
          return names.templates.get(value) ?? 'a deleted template';
        case 'profile_id':
          return names.accounts.get(value) ?? 'a disconnected account';
        case 'skip_already_dmd':
        case 'use_do_not_contact_list':
        case 'optimise_automatically':
        case 'requires_validation':
          return value === 'true' ? 'Yes' : value === 'false' ? 'No' : value;
        default:
          return value;
      }
    },
    [names],
  );
  if (history.isPending || history.isError) {
    return <CardTabLoading query={history} loadingLabel="Loading history" errorText="The history could not be loaded." />;
  }
  const rows = [...history.data].reverse();
  return (
    <Box
      component="ol"
      aria-label={`History of ${name}`}
      data-testid="campaign-history"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        maxHeight: 240,
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        pr: 0.5,
      }}
    >
      {rows.map((row) => (
        <HistoryEntry key={row.version} row={row} describe={describe} me={me} />
      ))}
    </Box>
  );
}
