import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DESCRIPTION_MAX,
  feedbackMessages,
  feedbackTypes,
  type SubmitFeedbackBody,
  submitFeedbackSchema,
  TITLE_MAX,
} from '@shared/feedback/contract';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';

type Draft = z.input<typeof submitFeedbackSchema>;

const isFeedbackType = (value: string): value is SubmitFeedbackBody['type'] => (feedbackTypes as readonly string[]).includes(value);

/** The 'Submit feedback' form: type, title (required), description (optional). Read-only on the free plan. */
export function FeedbackForm({ canSubmit, busy, onSubmit }: { canSubmit: boolean; busy: boolean; onSubmit(body: SubmitFeedbackBody): Promise<unknown> }) {
  // Checked with the API's own request schema: its messages beside the field, word for word.
  const { control, handleSubmit, reset, getValues } = useForm<Draft, unknown, SubmitFeedbackBody>({
    resolver: zodResolver(submitFeedbackSchema),
    // The field shows its message; the focus stays where the user is, as before the schema checked it.
    shouldFocusError: false,
    defaultValues: { type: 'feature', title: '', description: '' },
  });

  const submit = handleSubmit(async (body) => {
    if (!canSubmit || busy) return;
    try {
      await onSubmit({ ...body, description: body.description || undefined });
      reset({ type: getValues('type'), title: '', description: '' });
    } catch {
      // The toast says what went wrong; the form keeps what was typed.
    }
  });

  const button = (
    <span>
      <Button type="submit" variant="contained" startIcon={<SendOutlined />} disabled={!canSubmit || busy} sx={{ minWidth: 160 }}>
        {busy ? 'Submitting...' : 'Submit Feedback'}
      </Button>
    </span>
  );

  return (
    <Paper component="form" noValidate onSubmit={submit} aria-label="Submit feedback" sx={{ p: { xs: 2, sm: 3 } }} data-testid="feedback-form">
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Share an idea or report a bug
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, fontSize: 14 }}>
        Tell us what would make your outreach easier. Other users can vote on it.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' } }}>
        <Controller
          name="type"
          control={control}
          render={({ field }) => (
            <TextField
              select
              label="Type"
              value={field.value}
              onChange={(event) => isFeedbackType(event.target.value) && field.onChange(event.target.value)}
              disabled={!canSubmit}
              size="small"
            >
              <MenuItem value="feature">Feature Request</MenuItem>
              <MenuItem value="bug">Bug Report</MenuItem>
            </TextField>
          )}
        />
        <Controller
          name="title"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              label="Title"
              required
              size="small"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? ' '}
              disabled={!canSubmit}
              slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
            />
          )}
        />
      </Box>
      <Controller
        name="description"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            label="Description (optional)"
            multiline
            minRows={3}
            fullWidth
            size="small"
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message}
            disabled={!canSubmit}
            slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
            sx={{ mt: 0.5, mb: 2 }}
          />
        )}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        {canSubmit ? button : <Tooltip title={feedbackMessages.upgradeToSubmit}>{button}</Tooltip>}
      </Box>
    </Paper>
  );
}
