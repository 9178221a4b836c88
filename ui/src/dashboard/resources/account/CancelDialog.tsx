import CancelOutlined from '@mui/icons-material/CancelOutlined';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CancellationReason, cancelSchema, cancellationReasons } from '@shared/billing/contract';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { parsedRequestResolver } from '../../forms/request-resolver';
import type { CancelBody } from './billing-api';
import { blankCancel, type CancelDraft, cancelRequestOf } from './cancel-form';
import { PlanDialog } from './PlanDialog';

export const reasonLabels: Record<CancellationReason, string> = {
  too_expensive: 'It is too expensive',
  missing_features: 'It is missing features I need',
  not_using: 'I am not using it enough',
  switching: 'I am switching to another tool',
  technical_issues: 'I ran into technical issues',
  other: 'Another reason',
};

const FEEDBACK_MAX = 5_000;

/** Asks why the user cancels (required) and for optional feedback before the cancellation goes ahead. */
export function CancelDialog({
  open,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onClose(): void;
  onConfirm(body: CancelBody): void;
}) {
  // The reason is checked with the API's own schema (its message, word for word) when confirming.
  const { control, reset, handleSubmit, formState } = useForm<CancelDraft, unknown, CancelBody>({
    resolver: parsedRequestResolver(cancelSchema, cancelRequestOf),
    shouldFocusError: false,
    defaultValues: blankCancel,
  });
  const labelId = useId();
  const errorId = useId();
  const missing = formState.errors.reason?.message;

  // Each opening starts blank.
  useEffect(() => {
    if (open) reset(blankCancel);
  }, [open, reset]);

  const confirm = () => void handleSubmit(onConfirm)();

  return (
    <PlanDialog
      open={open}
      title="Cancel Subscription"
      icon={CancelOutlined}
      tone="error"
      cancelLabel="Keep Subscription"
      confirmLabel="Cancel Subscription"
      busy={busy}
      onClose={onClose}
      onConfirm={confirm}
      testId="cancel-dialog"
    >
      <Typography color="text.secondary">
        We are sorry to see you go. Tell us why, so we can make OutTwit better.
      </Typography>
      <FormControl error={Boolean(missing)} required>
        <FormLabel id={labelId} sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
          Reason for cancelling
        </FormLabel>
        <Controller
          name="reason"
          control={control}
          render={({ field }) => (
            <RadioGroup
              aria-labelledby={labelId}
              aria-describedby={missing ? errorId : undefined}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
            >
              {cancellationReasons.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={reasonLabels[value]} disabled={busy} />
              ))}
            </RadioGroup>
          )}
        />
        {missing && (
          <FormHelperText id={errorId} role="alert" sx={{ mx: 0, fontSize: 14 }}>
            {missing}
          </FormHelperText>
        )}
      </FormControl>
      <Controller
        name="feedback"
        control={control}
        render={({ field }) => (
          <TextField
            label="More feedback (optional)"
            helperText="Anything else you would like us to know."
            multiline
            minRows={3}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value.slice(0, FEEDBACK_MAX))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={busy}
            fullWidth
            slotProps={{ htmlInput: { maxLength: FEEDBACK_MAX } }}
          />
        )}
      />
    </PlanDialog>
  );
}
