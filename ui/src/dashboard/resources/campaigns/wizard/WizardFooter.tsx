import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import CheckRounded from '@mui/icons-material/CheckRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { campaignMessages } from '@shared/campaigns/contract';
import { BusyButton } from '../../account/BusyButton';
import type { Step } from './wizard-form';

/**
 * The wizard's Back, 'Step n of 4', and Continue (or, on step 4, Create Campaign / Save Changes while not running;
 * a new campaign can also be created and started in one go).
 */
/** Not in the specification: its wizard only creates; starting is the card's. */
const CREATE_AND_START = 'Create and Start';

export function WizardFooter({
  step,
  saving,
  running,
  editing,
  onBack,
  onCreateAndStart,
}: {
  step: Step;
  saving: boolean;
  running: boolean;
  editing: boolean;
  onBack(): void;
  onCreateAndStart(): void;
}) {
  return (
  <Box
    sx={{
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: 1.5,
      px: { xs: 2, sm: 3.5 },
      py: 2,
      borderTop: '1px solid',
      borderColor: 'divider',
      bgcolor: 'surface.subtle',
    }}
  >
    <Button onClick={onBack} disabled={step === 1 || saving} startIcon={<ArrowBack />} color="inherit">
      {campaignMessages.back}
    </Button>
    <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
      Step {step} of 4
    </Typography>
    {step < 4 ? (
      <Button type="submit" variant="contained" endIcon={<ArrowForward />}>
        {campaignMessages.continue}
      </Button>
    ) : (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {!editing && (
        <Button variant="outlined" onClick={onCreateAndStart} disabled={saving} startIcon={<PlayArrowRounded />}>
          {CREATE_AND_START}
        </Button>
      )}
      <BusyButton type="submit" variant="contained" busy={saving} disabled={running} startIcon={<CheckRounded />}>
        {saving
          ? editing
            ? campaignMessages.saving
            : campaignMessages.creating
          : editing
            ? campaignMessages.saveChanges
            : campaignMessages.createCampaign}
      </BusyButton>
      </Box>
    )}
  </Box>
  );
}
