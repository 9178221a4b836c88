import AddRounded from '@mui/icons-material/AddRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { campaignMessages } from '@shared/campaigns/contract';
import { formatCount, IN_USE_LABEL, type LeadSourceRow, sourceStatusLabels, sourceTypeLabels } from '@shared/leads/contract';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ChoiceRow } from './ChoiceRow';
import { StepError, StepHeading } from './StepHeading';
import { isScraping } from './wizard-form';

/**
 * Step 2, Select Leads: the user's lead sources with their counts and status. A source still being scraped
 * cannot be ticked (it says why); Select All takes every source, and the step's check then names the ones still
 * being scraped. A paused or completed campaign keeps the sources it already uses (`locked`).
 */
export function LeadsStep({
  sources,
  loading,
  selected,
  locked,
  keptBy,
  error,
  onChange,
}: {
  sources: readonly LeadSourceRow[];
  loading: boolean;
  selected: readonly string[];
  /** The sources a paused or completed campaign already uses. */
  locked: readonly string[];
  keptBy: 'paused' | 'completed' | null;
  error?: string;
  onChange(ids: string[]): void;
}) {
  const notify = useNotify();
  const allSelected = sources.length > 0 && sources.every((source) => selected.includes(source.id));
  const chosen = sources.filter((source) => selected.includes(source.id));
  const leads = chosen.reduce((sum, source) => sum + source.total_leads, 0);

  const toggle = (source: LeadSourceRow) => {
    if (isScraping(source.status) && !selected.includes(source.id)) {
      notify(campaignMessages.sourceScraping, { type: 'warning' });
      return;
    }
    onChange(selected.includes(source.id) ? selected.filter((id) => id !== source.id) : [...selected, source.id]);
  };

  // Select All takes every source; one still being scraped is then named by the step's check.
  const toggleAll = () => onChange(allSelected ? [] : sources.map((source) => source.id));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <StepHeading
        title="Select Leads"
        subtitle="Choose the lead sources this campaign messages. Leads in several sources are messaged once."
        actions={
          sources.length > 0 ? (
            <Button variant="outlined" size="small" onClick={toggleAll}>
              {allSelected ? campaignMessages.deselectAll : campaignMessages.selectAll}
            </Button>
          ) : undefined
        }
      />
      {keptBy && (
        <Typography variant="body2" sx={{ color: 'soon.text', bgcolor: 'soon.background', border: '1px solid', borderColor: 'soon.border', borderRadius: '10px', px: 1.5, py: 1 }}>
          This campaign is {keptBy}: you can add lead sources, but the ones it already uses stay.
        </Typography>
      )}
      <StepError message={error} testId="sources-error" />

      {loading ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={64} />
        </Box>
      ) : sources.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 5, px: 2, border: '1px dashed', borderColor: 'tint.strongBorder', borderRadius: '14px' }}>
          <PersonSearchOutlined sx={{ fontSize: 36, color: 'primary.main', mb: 1 }} />
          <Typography sx={{ fontWeight: 700, mb: 0.5 }}>No lead sources yet</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            A campaign messages the leads of your lead sources. Upload a CSV or find leads first.
          </Typography>
          <Button component={RouterLink} to="/dashboard/leads/new" variant="contained" startIcon={<AddRounded />}>
            {campaignMessages.createLeadSource}
          </Button>
        </Box>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="sources-summary">
            {formatCount(chosen.length)} of {formatCount(sources.length)} sources selected · {formatCount(leads)} leads
          </Typography>
          <Box component="ul" aria-label="Lead sources" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
            {sources.map((source) => (
              <SourceOption
                key={source.id}
                source={source}
                checked={selected.includes(source.id)}
                locked={keptBy !== null && locked.includes(source.id)}
                onToggle={() => toggle(source)}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

function SourceOption({
  source,
  checked,
  locked,
  onToggle,
}: {
  source: LeadSourceRow;
  checked: boolean;
  locked: boolean;
  onToggle(): void;
}) {
  const scraping = isScraping(source.status);
  const unavailable = scraping && !checked;
  const status = source.in_use ? IN_USE_LABEL : (sourceStatusLabels[source.status] ?? source.status);
  const inputId = `source-${source.id}`;
  return (
    <ChoiceRow checked={checked} unavailable={unavailable} onChoose={onToggle} data-testid="source-option" data-name={source.name}>
      <Checkbox
        id={inputId}
        checked={checked}
        disabled={unavailable}
        onChange={onToggle}
        slotProps={{ input: { 'aria-labelledby': `${inputId}-name`, 'aria-describedby': `${inputId}-details` } }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box id={`${inputId}-name`} sx={{ fontWeight: 600, fontSize: 15, overflowWrap: 'anywhere' }}>
          {source.name}
        </Box>
        <Typography id={`${inputId}-details`} variant="body2" color="text.secondary" sx={{ fontSize: 13 }}>
          {sourceTypeLabels[source.source_type] ?? source.source_type} · {formatCount(source.total_leads)} leads
          {unavailable ? ` · ${campaignMessages.sourceScraping}` : ''}
        </Typography>
      </Box>
      {locked && (
        <Tooltip title="Already used by this campaign">
          <LockOutlined sx={{ fontSize: 18, color: 'text.secondary' }} aria-label="Already used by this campaign" />
        </Tooltip>
      )}
      <Box
        component="span"
        data-testid="source-option-status"
        sx={{
          flexShrink: 0,
          fontSize: 12,
          fontWeight: 700,
          px: 1,
          py: 0.25,
          borderRadius: 99,
          border: '1px solid',
          ...(scraping
            ? { color: 'primary.dark', bgcolor: 'tint.primary', borderColor: '#c9d8fb' }
            : source.status === 'failed'
              ? { color: 'error.main', bgcolor: 'tint.danger', borderColor: 'tint.dangerBorder' }
              : { color: 'tint.neutralText', bgcolor: 'tint.neutral', borderColor: 'tint.neutralBorder' }),
        }}
      >
        {status}
      </Box>
    </ChoiceRow>
  );
}
