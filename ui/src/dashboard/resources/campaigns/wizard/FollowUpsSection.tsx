import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { FOLLOW_UP_LIMITS, type TemplateRow } from '@shared/campaigns/contract';
import { StepError } from './StepHeading';
import { newFollowUp, type WizardFollowUp } from './wizard-form';

/**
 * Step 3's follow-ups: up to 3 messages after the first, each a template and a wait in days after the message
 * before it. They go only to leads who have not written back.
 */
export function FollowUpsSection({
  templates,
  followUps,
  error,
  onChange,
}: {
  templates: readonly TemplateRow[];
  followUps: readonly WizardFollowUp[];
  error?: string;
  onChange(followUps: WizardFollowUp[]): void;
}) {
  const change = (index: number, patch: Partial<WizardFollowUp>) => onChange(followUps.map((step, i) => (i === index ? { ...step, ...patch } : step)));
  const full = followUps.length >= FOLLOW_UP_LIMITS.maxSteps;
  return (
    <Box component="section" aria-labelledby="follow-ups-heading" data-testid="follow-ups" sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, pt: 1 }}>
      <Box>
        <Typography id="follow-ups-heading" component="h3" sx={{ fontWeight: 700, fontSize: 16 }}>
          Follow-ups
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Up to {FOLLOW_UP_LIMITS.maxSteps} more messages to leads who have not replied. A lead who writes back, is added to Do Not Contact, or a paused
          campaign gets no more.
        </Typography>
      </Box>
      <StepError message={error} testId="follow-ups-error" />
      {followUps.map((step, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: a follow-up is its place in the sequence.
          key={index}
          data-testid="follow-up"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 1.5, border: '1px solid', borderColor: 'divider', borderRadius: '12px' }}
        >
          <Typography sx={{ fontWeight: 600, fontSize: 14, minWidth: 92 }}>Follow-up {index + 1}</Typography>
          <TextField
            select
            size="small"
            label={`Template of follow-up ${index + 1}`}
            value={templates.some((template) => template.id === step.templateId) ? step.templateId : ''}
            onChange={(event) => change(index, { templateId: event.target.value })}
            sx={{ flex: '1 1 220px', minWidth: 0 }}
          >
            {templates.map((template) => (
              <MenuItem key={template.id} value={template.id}>
                {template.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Wait, in days"
            value={step.waitDays}
            onChange={(event) => change(index, { waitDays: event.target.value })}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Days to wait before follow-up ${index + 1}` } }}
            helperText={`${FOLLOW_UP_LIMITS.waitDaysMin} to ${FOLLOW_UP_LIMITS.waitDaysMax}, after the message before`}
            sx={{ flex: '0 1 190px' }}
          />
          <Tooltip title="Remove follow-up">
            <IconButton aria-label={`Remove follow-up ${index + 1}`} onClick={() => onChange(followUps.filter((_, i) => i !== index))}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      <Box>
        <Button variant="outlined" size="small" startIcon={<AddRounded />} disabled={full} onClick={() => onChange([...followUps, newFollowUp()])}>
          Add follow-up
        </Button>
      </Box>
    </Box>
  );
}
