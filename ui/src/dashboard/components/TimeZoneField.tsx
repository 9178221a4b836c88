import TextField from '@mui/material/TextField';
import { useMemo } from 'react';

const UTC = 'UTC';

/** Every IANA time zone the browser knows, UTC first, with the chosen one kept even when the browser lacks it. */
function timeZones(current: string): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [UTC, ...supported.filter((zone) => zone !== UTC)];
  return zones.includes(current) || current === '' ? zones : [current, ...zones];
}

/** A time zone chooser: a native select (light, and searchable by typing on every platform) of IANA names. */
export function TimeZoneField({
  value,
  onChange,
  error,
  helperText,
  testId,
  disabled,
}: {
  value: string;
  onChange(zone: string): void;
  error?: string;
  helperText: string;
  testId: string;
  disabled?: boolean;
}) {
  const zones = useMemo(() => timeZones(value), [value]);
  return (
    <TextField
      select
      label="Time zone"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      disabled={disabled}
      fullWidth
      slotProps={{
        select: { native: true },
        htmlInput: { 'data-testid': testId },
        inputLabel: { shrink: true },
        formHelperText: { role: error ? 'alert' : undefined } as object,
      }}
    >
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll('_', ' ')}
        </option>
      ))}
    </TextField>
  );
}
