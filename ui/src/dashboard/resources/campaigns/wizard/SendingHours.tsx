import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TimeZoneField } from '../../../components/TimeZoneField';
import { StepError } from './StepHeading';
import type { FieldMessages } from './wizard-fields';
import type { WizardForm } from './wizard-form';

/**
 * Step 4's sending hours (beyond the specification): all day by default, or from one time to another (an end
 * before the start runs past midnight), in a time zone that defaults to the browser's. The runner spreads the
 * day's DMs over these hours.
 */
export function SendingHours({ form, errors, onChange }: { form: WizardForm; errors: FieldMessages; onChange(patch: Partial<WizardForm>): void }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} data-testid="sending-hours">
      <Typography component="legend" sx={{ fontWeight: 700, fontSize: 15, mb: 0.5 }}>
        Sending hours
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The day's DMs are spread over these hours, with random gaps between them.
      </Typography>
      <RadioGroup
        row
        aria-label="Sending hours"
        value={form.allDay ? 'all-day' : 'between'}
        onChange={(event) => onChange({ allDay: event.target.value === 'all-day' })}
      >
        <FormControlLabel value="all-day" control={<Radio />} label="All day" />
        <FormControlLabel value="between" control={<Radio />} label="Only between" />
      </RadioGroup>
      {!form.allDay && (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
          <TextField
            label="From"
            type="time"
            value={form.windowStart}
            onChange={(event) => onChange({ windowStart: event.target.value })}
            error={Boolean(errors.sendWindow)}
            sx={{ width: 150 }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300, 'data-testid': 'window-start' } }}
          />
          <TextField
            label="To"
            type="time"
            value={form.windowEnd}
            onChange={(event) => onChange({ windowEnd: event.target.value })}
            error={Boolean(errors.sendWindow)}
            sx={{ width: 150 }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300, 'data-testid': 'window-end' } }}
          />
        </Box>
      )}
      <StepError message={errors.sendWindow} testId="send-window-error" />
      <Box sx={{ mt: 2, maxWidth: { sm: 420 } }}>
        <TimeZoneField
          value={form.timeZone}
          onChange={(timeZone) => onChange({ timeZone })}
          error={errors.timeZone}
          helperText="The sending hours and the daily limit count in this time zone."
          testId="time-zone"
        />
      </Box>
    </Box>
  );
}
