import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DESCRIPTION_MAX, type FeedbackType, feedbackMessages, type SubmitFeedbackBody, TITLE_MAX } from '@shared/feedback/contract';
import { type FormEvent, useState } from 'react';

/** The 'Submit feedback' form: type, title (required), description (optional). Read-only on the free plan. */
export function FeedbackForm({ canSubmit, busy, onSubmit }: { canSubmit: boolean; busy: boolean; onSubmit(body: SubmitFeedbackBody): Promise<unknown> }) {
  const [type, setType] = useState<FeedbackType>('feature');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || busy) return;
    if (title.trim() === '') {
      setTitleError(feedbackMessages.titleRequired);
      return;
    }
    try {
      await onSubmit({ type, title: title.trim(), description: description.trim() || undefined });
      setTitle('');
      setDescription('');
      setTitleError(null);
    } catch {
      // The toast says what went wrong; the form keeps what was typed.
    }
  };

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
        <TextField select label="Type" value={type} onChange={(event) => setType(event.target.value as FeedbackType)} disabled={!canSubmit} size="small">
          <MenuItem value="feature">Feature Request</MenuItem>
          <MenuItem value="bug">Bug Report</MenuItem>
        </TextField>
        <TextField
          label="Title"
          required
          size="small"
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            if (titleError && event.target.value.trim()) setTitleError(null);
          }}
          error={titleError !== null}
          helperText={titleError ?? ' '}
          disabled={!canSubmit}
          slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
        />
      </Box>
      <TextField
        label="Description (optional)"
        multiline
        minRows={3}
        fullWidth
        size="small"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        disabled={!canSubmit}
        slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
        sx={{ mt: 0.5, mb: 2 }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        {canSubmit ? button : <Tooltip title={feedbackMessages.upgradeToSubmit}>{button}</Tooltip>}
      </Box>
    </Paper>
  );
}
