import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { LEAD_LIMITS, type LeadSourceRow, leadMessages, percentOfLimit, sourceTypeLabels } from '@shared/leads/contract';
import { memo } from 'react';
import { countOf } from '../../components/format-count';
import { DownloadCsvButton } from './DownloadCsvButton';
import { EditableName } from './EditableName';
import { SourceDetails } from './SourceDetails';
import { isScraped } from './scraper/scrape-api';
import { ScrapeFailedTooltip, ScrapeStatus } from './scraper/ScrapeStatus';
import { SourceStatusChip } from './SourceStatusChip';
import { ViewDetailsButton } from './ViewDetailsButton';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** A failed source's message: its stored error, unless it is missing or the text 'null'. */
export function errorMessageOf(source: Pick<LeadSourceRow, 'error_message'>): string {
  const message = source.error_message?.trim();
  return message && message !== 'null' ? message : leadMessages.scrapingFailedFallback;
}

/** One lead source on the list: name (renamed in place), status, leads and share of credits, actions. */
export const LeadSourceCard = memo(function LeadSourceCard({
  source,
  limit,
  otherNames,
  selecting,
  selected,
  onToggle,
  onDelete,
}: {
  source: LeadSourceRow;
  /** The user's lead credit limit; the card shows its share of it. */
  limit: number;
  otherNames: readonly string[];
  selecting: boolean;
  selected: boolean;
  onToggle(id: string): void;
  /** Absent when the person's role may not delete sources. */
  onDelete?(source: LeadSourceRow): void;
}) {
  const percent = percentOfLimit(source.total_leads, limit);
  const amber = percent > LEAD_LIMITS.cardAmberAbove;
  const failed = source.status === 'failed' && !source.in_use;
  const meta = [sourceTypeLabels[source.source_type] ?? source.source_type, formatDate(source.created_at)].filter(Boolean);

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={source.name}
      data-testid="source-card"
      sx={{
        p: { xs: 2, sm: 2.25 },
        borderRadius: '16px',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        minWidth: 0,
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: selected ? (theme) => `0 0 0 1px ${theme.palette.primary.main}` : 'none',
        transition: 'border-color .12s ease, box-shadow .12s ease',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 0 }}>
        {selecting && (
          <Tooltip title={source.in_use ? leadMessages.inUseHint : ''}>
            <span>
              <Checkbox
                checked={selected}
                disabled={source.in_use}
                onChange={() => onToggle(source.id)}
                slotProps={{ input: { 'aria-label': `Select ${source.name}` } }}
                sx={{ p: 0.5, ml: -0.75 }}
              />
            </span>
          </Tooltip>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <EditableName id={source.id} name={source.name} otherNames={otherNames} />
          <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13, mt: 0.25 }} data-testid="source-meta">
            {meta.join(' · ')}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0, pt: 0.5 }}>
          {failed && isScraped(source) ? (
            <ScrapeFailedTooltip source={source}>
              <Box component="span" tabIndex={0} sx={{ display: 'inline-flex', borderRadius: 99, cursor: 'help' }}>
                <SourceStatusChip source={source} />
              </Box>
            </ScrapeFailedTooltip>
          ) : (
            <SourceStatusChip source={source} />
          )}
        </Box>
      </Box>

      {source.csv_filename && (
        <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          File: {source.csv_filename}
        </Typography>
      )}

      <SourceDetails source={source} />

      <Box>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 0.75 }}>
          <Typography sx={{ fontWeight: 700, fontSize: 15 }} data-testid="source-leads">
            {countOf(source.total_leads, 'lead')}
          </Typography>
          <Typography
            variant="body2"
            data-testid="source-percent"
            sx={{ fontSize: 12.5, fontWeight: 600, color: amber ? 'warning.dark' : 'text.secondary' }}
          >
            {percent.toFixed(1)}% of credits
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, percent)}
          color={amber ? 'warning' : 'primary'}
          aria-label={`${source.name} uses ${percent.toFixed(1)}% of your lead credits`}
          sx={{ height: 6, borderRadius: 99, bgcolor: 'surface.raised' }}
        />
      </Box>

      <ScrapeStatus source={source} variant="line" />

      {failed && (
        <Box
          role="alert"
          sx={{ display: 'flex', gap: 1, p: 1.25, borderRadius: '10px', bgcolor: 'tint.danger', color: 'error.main', fontSize: 13 }}
        >
          <ErrorOutline sx={{ fontSize: 18, mt: '1px' }} />
          <Box>
            <Box sx={{ fontWeight: 700 }}>{leadMessages.scrapingFailed}</Box>
            <Box sx={{ color: 'text.primary' }}>{errorMessageOf(source)}</Box>
          </Box>
        </Box>
      )}

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 'auto', pt: 0.5 }}>
        <ViewDetailsButton source={source} />
        <Box sx={{ flex: 1 }} />
        <DownloadCsvButton source={source} variant="card" />
        {onDelete && (
          <Tooltip title={source.in_use ? leadMessages.inUseHint : 'Delete'}>
            <IconButton
              size="small"
              aria-label={source.in_use ? `Delete ${source.name} (locked: in use by campaigns)` : `Delete ${source.name}`}
              onClick={() => onDelete(source)}
              sx={{ color: 'text.secondary', '&:hover': { color: 'error.main', bgcolor: 'tint.danger' } }}
            >
              {source.in_use ? <LockOutlined fontSize="small" /> : <DeleteOutline fontSize="small" />}
            </IconButton>
          </Tooltip>
        )}
      </Box>
    </Paper>
  );
});
