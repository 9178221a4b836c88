import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_LIMITS } from '@shared/campaigns/contract';
import { StepHeading } from './StepHeading';

/** Step 1, Campaign Details: the campaign's name, unique among the user's campaigns. */
export function DetailsStep({ name, error, onChange }: { name: string; error?: string; onChange(name: string): void }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <StepHeading title="Campaign Details" subtitle="Give the campaign a name you will recognise on the Campaigns screen." />
      <TextField
        label="Campaign name"
        value={name}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? 'For example: Spring SaaS founders outreach'}
        required
        fullWidth
        autoFocus
        slotProps={{
          htmlInput: { maxLength: CAMPAIGN_LIMITS.maxNameLength, 'data-testid': 'campaign-name' },
          formHelperText: { role: error ? 'alert' : undefined } as object,
        }}
      />
      <Typography variant="body2" color="text.secondary">
        Only you see this name. Your leads never do.
      </Typography>
    </Box>
  );
}
