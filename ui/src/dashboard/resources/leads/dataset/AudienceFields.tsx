import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DATASET_LIMITS, datasetMessages } from '@shared/dataset/contract';
import { FormSection } from '../form/FormSection';
import { CountFilterField } from './CountFilterField';
import type { Criteria, FilterErrors } from './dataset-criteria';

/**
 * The form's Audience section: the followers and following filters, the number of leads (the free plan's, fixed)
 * and verified only.
 */
export function AudienceFields({
  criteria,
  isFree,
  filterErrors,
  limitError,
  onChange,
}: {
  criteria: Criteria;
  isFree: boolean;
  filterErrors: FilterErrors;
  limitError: string | null;
  onChange<K extends keyof Criteria>(key: K, value: Criteria[K]): void;
}) {
  return (
    <FormSection title="Audience" subtitle="Whole numbers of 0 or more.">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
        <CountFilterField label="Followers" value={criteria.followers} onChange={(value) => onChange('followers', value)} error={filterErrors.followers} />
        <CountFilterField label="Following" value={criteria.following} onChange={(value) => onChange('following', value)} error={filterErrors.following} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5, alignItems: 'start' }}>
        <TextField
          label="Number of leads"
          size="small"
          value={isFree ? String(DATASET_LIMITS.freeLeadLimit) : criteria.leadLimit}
          onChange={(event) => onChange('leadLimit', event.target.value)}
          disabled={isFree}
          placeholder={`All (up to ${DATASET_LIMITS.defaultLeadLimit.toLocaleString('en-US')})`}
          error={limitError !== null}
          helperText={isFree ? datasetMessages.freeLimit : (limitError ?? `Leave empty for all matches, up to ${DATASET_LIMITS.defaultLeadLimit.toLocaleString('en-US')}.`)}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'lead-limit' }, formHelperText: { 'data-testid': 'lead-limit-note' } as object }}
        />
        <FormControlLabel
          control={<Switch checked={criteria.verifiedOnly} onChange={(event) => onChange('verifiedOnly', event.target.checked)} />}
          label="Verified only"
        />
      </Box>
    </FormSection>
  );
}
