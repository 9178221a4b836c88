import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FilterType, filterTypeLabels, filterTypes } from '@shared/dataset/contract';

/** A followers or following filter as typed: no filter, or a mode with its numbers as text. */
export interface CountFilterDraft {
  type: FilterType | 'any';
  min: string;
  max: string;
}

export const noCountFilter: CountFilterDraft = { type: 'any', min: '', max: '' };

/** A typed number: null when blank, else the number written (which the contract checks: whole, >= 0). */
const numberOf = (text: string): number | null => {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/** The filter as the request carries it, numbers as written (the contract's schema checks them); null for Any. */
export function countFilterInput(draft: CountFilterDraft): { type: FilterType; min: number | null; max: number | null } | null {
  if (draft.type === 'any') return null;
  return { type: draft.type, min: draft.type === 'less' ? null : numberOf(draft.min), max: draft.type === 'greater' ? null : numberOf(draft.max) };
}

/** 'Followers' or 'Following': greater than, less than or between, with whole numbers of 0 or more. */
export function CountFilterField({
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: CountFilterDraft;
  onChange(value: CountFilterDraft): void;
  /** The message shown under the numbers (after a search was refused). */
  error: { message: string; field: 'min' | 'max' } | null;
  disabled?: boolean;
}) {
  const showMin = value.type === 'greater' || value.type === 'between';
  const showMax = value.type === 'less' || value.type === 'between';
  const numberField = (field: 'min' | 'max', fieldLabel: string) => (
    <TextField
      label={fieldLabel}
      value={value[field]}
      onChange={(event) => onChange({ ...value, [field]: event.target.value })}
      disabled={disabled}
      size="small"
      error={error?.field === field}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${label} ${fieldLabel.toLowerCase()}` } }}
      sx={{ flex: 1, minWidth: 0 }}
    />
  );
  return (
    <Box role="group" aria-label={`${label} filter`} sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <TextField
          select
          label={label}
          value={value.type}
          onChange={(event) => onChange({ ...value, type: event.target.value as CountFilterDraft['type'] })}
          disabled={disabled}
          size="small"
          sx={{ width: { xs: '100%', sm: 170 }, flexShrink: 0 }}
        >
          <MenuItem value="any">Any</MenuItem>
          {filterTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {filterTypeLabels[type]}
            </MenuItem>
          ))}
        </TextField>
        {showMin && numberField('min', value.type === 'between' ? 'Minimum' : 'At least')}
        {showMax && numberField('max', value.type === 'between' ? 'Maximum' : 'At most')}
      </Box>
      {error && (
        <Typography role="alert" variant="body2" color="error.main" sx={{ fontSize: 12.5 }} data-testid="filter-error">
          {error.message}
        </Typography>
      )}
    </Box>
  );
}
