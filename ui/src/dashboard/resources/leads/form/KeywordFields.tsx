import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { SavedKeywordSamples } from '../../keyword-samples';
import { type EntryCheck, TagInput } from './TagInput';

interface KeywordListProps {
  values: readonly string[];
  onChange(values: string[]): void;
  check: EntryCheck;
  /** A saved sample's keywords, applied to this list. */
  onApply(keywords: string[]): void;
  testId: string;
  disabled?: boolean;
  /** Without the Saved Keyword Samples panels (e.g. behind the free plan's lock). */
  withoutSamples?: boolean;
}

/**
 * The include and exclude bio keyword fields side by side (one above the other on narrow screens), each with
 * its Saved Keyword Samples panel.
 */
export function KeywordFields({ include, exclude }: { include: KeywordListProps; exclude: KeywordListProps }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2.5 }}>
      <KeywordList type="include" {...include} />
      <KeywordList type="exclude" {...exclude} />
    </Box>
  );
}

const wording = {
  include: { label: 'Include bio keywords', placeholder: 'e.g. founder, marketing', hint: 'Bios containing any of these.' },
  exclude: { label: 'Exclude bio keywords', placeholder: 'e.g. crypto, giveaway', hint: 'Bios containing none of these.' },
} as const;

function KeywordList({ type, values, onChange, check, onApply, testId, disabled, withoutSamples }: KeywordListProps & { type: 'include' | 'exclude' }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, minWidth: 0 }}>
      <TagInput {...wording[type]} values={values} onChange={onChange} check={check} disabled={disabled} testId={testId} />
      {!withoutSamples && <SavedKeywordSamples type={type} currentKeywords={values} onApply={onApply} />}
    </Box>
  );
}

/** On/off options shown in a row (Verified Followers, Following Accounts, ...), each with an optional line saying what it does. */
export function OptionSwitches({
  options,
  disabled,
}: {
  options: { label: string; checked: boolean; onChange(checked: boolean): void; helper?: string }[];
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
      {options.map((option, index) => (
        <Box key={option.label} sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, maxWidth: { sm: 440 } }}>
          <FormControlLabel
            control={
              <Switch
                checked={option.checked}
                onChange={(event) => option.onChange(event.target.checked)}
                disabled={disabled}
                slotProps={{ input: option.helper ? { 'aria-describedby': `${id}-${index}` } : {} }}
              />
            }
            label={option.label}
          />
          {option.helper && (
            <FormHelperText id={`${id}-${index}`} sx={{ mt: -0.5, ml: 0, pl: '58px' }}>
              {option.helper}
            </FormHelperText>
          )}
        </Box>
      ))}
    </Box>
  );
}
